package sheets

// The pieces the games' own play aids and blank sheets share.

// AidSection is one topic of a printed play aid: a heading and its
// paragraphs.
type AidSection struct {
	Title string
	Lines []string
}

// The play aids' colours: ink, muted words, rules.
var (
	AidInk   = Gray(0.1)
	AidMuted = Gray(0.4)
	AidRule  = Gray(0.6)
)

// AidColumns sets secs in cols columns across [x, x+w] from y, gap apart,
// each section in the column that is shortest so far: a heading in bold
// under a rule, then its paragraphs in size with lead between lines.
func AidColumns(pg *Page, x, y, w, gap float64, cols int, secs []AidSection, size, lead float64) {
	cw := (w - float64(cols-1)*gap) / float64(cols)
	ys := make([]float64, cols)
	for i := range ys {
		ys[i] = y
	}
	body := Regular(size)
	headH := lead + 1.1
	for _, sec := range secs {
		c := 0
		for i := 1; i < cols; i++ {
			if ys[i] < ys[c] {
				c = i
			}
		}
		cx := x + float64(c)*(cw+gap)
		pg.Add(Text{X: cx, Y: ys[c], W: cw, H: headH, S: sec.Title, Font: BoldFont(size + 0.9), Color: AidInk})
		pg.Add(Line{X1: cx, Y1: ys[c] + headH, X2: cx + cw, Y2: ys[c] + headH, Color: AidRule, LineW: 0.25})
		yy := ys[c] + headH + 1
		for _, l := range sec.Lines {
			items, h := Paragraph(cx, yy, cw, lead, body, Left, l)
			pg.Add(items...)
			yy += h + 0.8
		}
		ys[c] = yy + 3
	}
}

// HeaderFields draws a blank sheet's header fields (Home, Away, Date ...),
// a label and a line to write on, three to a row across [x, x+w] from y,
// and returns the y below them.
func HeaderFields(pg *Page, x, y, w float64, fields []string) float64 {
	fw := w / 3
	for i, f := range fields {
		fx, fy := x+float64(i%3)*fw, y+float64(i/3)*8
		pg.Add(Text{X: fx, Y: fy, W: 22, H: 5, S: f, Font: Regular(8), Color: AidMuted})
		pg.Add(Line{X1: fx + 22, Y1: fy + 5, X2: fx + fw - 4, Y2: fy + 5, Color: AidRule, LineW: 0.3})
	}
	return y + float64((len(fields)+2)/3)*8 + 2
}
