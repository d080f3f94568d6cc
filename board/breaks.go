package board

import (
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// chartBreak is a break in the game marked on the chart: after entry
// Entry (the chart's point of that entry), halftime ("half") or the end
// of regulation before overtime ("OT").
type chartBreak struct {
	Entry int    `json:"entry"`
	Label string `json:"label"`
}

// breaksOf are g's breaks so far, read from its shared events: the end of
// the period after which the game's break falls (Timeline.Break), and
// the end of regulation when overtime follows it.
func breaksOf(g *tracker.Game) []chartBreak {
	tl := g.Match.Shape().Timeline
	overtime := tl.Overtime(g.Match.Status().Period)
	out := []chartBreak{}
	for _, e := range g.Match.Shared() {
		if e.Kind != engine.EvPeriodEnd {
			continue
		}
		switch {
		case tl.Break > 0 && tl.Break < tl.Periods && e.Period == tl.Break:
			out = append(out, chartBreak{Entry: e.Step + 1, Label: "half"})
		case e.Period == tl.Periods && overtime:
			out = append(out, chartBreak{Entry: e.Step + 1, Label: "OT"})
		}
	}
	return out
}
