package rollsolve

import "github.com/fourthdown/fourthdown/internal/matrixgame"

// The calls' matrix games are solved by the one matrix-game solver
// (internal/matrixgame), which the estimate solves its calls with too.
type (
	Matrix = matrixgame.Matrix
	Mix    = matrixgame.Mix
)

// MaxRows and MaxCols bound a matrix game: the offense's calls (red,
// yellow, green, fg, punt, hail: at most five at once) against the
// defense's colours, or a timeout each team may take.
const (
	MaxRows = matrixgame.MaxRows
	MaxCols = matrixgame.MaxCols
)
