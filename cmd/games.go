package cmd

import (
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/games/firstandroll/rollcmd"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdcmd"
	"github.com/fourthdown/fourthdown/games/fourthstreet/streetcmd"
)

// The games fourthdown plays, registered in this one place: each game's
// folder under games/ says what it brings beyond what every game has
// (its registration), and the rest of cmd asks a registration for a
// capability and never names a game. 4th Down (its Gridiron variant and
// house rules) is the game of a record that names none, and leads every
// list and menu.
func init() {
	fourthDown := fdcmd.Game()
	cmdutil.Register(fourthDown.Name(), fourthDown, rollcmd.Game(), streetcmd.Game())
	printed.Register(fdcmd.Printed(), rollcmd.Printed(), streetcmd.Printed())
}
