package tracker

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
)

// Roll is one die entry of a drive.
type Roll struct {
	Face    int
	Set     bool
	Digital bool // rolled by the app (--digital)
}

func (r Roll) String() string {
	if !r.Set {
		return ""
	}
	if r.Digital {
		return fmt.Sprintf("%d*", r.Face)
	}
	return fmt.Sprint(r.Face)
}

// Drive is one drive (a play style and everything up to the next one),
// summarised from the engine's events: what a scoresheet row shows.
type Drive struct {
	Num        int
	Half       int
	ClockStart int // blocks left when the drive began
	Team       fourthdown.Side
	Start      int // spot from the home goal line
	Style      fourthdown.Style
	DriveRoll  Roll
	TimeRoll   Roll
	Turnover   Roll
	Yards      int
	Blocks     int
	End        int // where the drive's own play left the ball (before a kick)
	Distance   Roll
	ToGo       int
	Goal       bool
	FourthDown bool
	Decision   fourthdown.Choice // go, fg, punt on 4th down; end, fg, go on the untimed down
	DecRoll    Roll
	Try        fourthdown.Choice
	TryRoll    Roll
	TryGood    bool
	Late       bool // the late-half rule applied
	Row        int  // the drive-table row used: the roll's, or the late-half rule's (0 when no row fitted)
	NoRow      bool // the late-half rule found no row that fits (R18)
	// The TD time cap (R5): the drive's time is that of row CapRow (Cap
	// blocks), the smallest row that gains the yards needed.
	Capped      bool
	CapRow, Cap int
	Untimed     bool
	Result      string
	Points      int    // points the offense scored on this drive (touchdown, try, field goal)
	Safety      bool   // the defense scored a safety
	ScoreAfter  [2]int // after the drive
	Complete    bool   // the drive's outcome is known
	Events      []fourthdown.Event
	// FirstStep is the index in the game's Steps of the drive's first
	// entry (its play style).
	FirstStep int
}

// Drives groups the game's steps into drives.
func (g *Game) Drives() []Drive {
	n := 0
	for i := range g.Steps {
		if g.Steps[i].Ask.Kind == fourthdown.AskStyle {
			n++
		}
	}
	out := make([]Drive, 0, n)
	var d *Drive
	for i, st := range g.Steps {
		if st.Ask.Kind == fourthdown.AskStyle {
			// A drive's events are its steps' events, which follow each
			// other in the game's Events.
			if d != nil {
				d.Events = g.Events[g.Steps[d.FirstStep].First:st.First:st.First]
			}
			out = append(out, Drive{
				Num: len(out) + 1, Half: st.Half, ClockStart: st.Clock, Team: st.Ask.Team,
				Start: st.Ball, End: st.Ball, ScoreAfter: st.Score, FirstStep: i,
			})
			d = &out[len(out)-1]
			d.Style, _ = st.Entry.Choice.Style()
		}
		if d == nil {
			continue
		}
		roll := Roll{Face: st.Entry.Face, Set: st.Entry.IsDie(), Digital: st.Digital}
		switch st.Ask.Kind {
		case fourthdown.AskDrive:
			d.DriveRoll = roll
		case fourthdown.AskTime:
			d.TimeRoll = roll
		case fourthdown.AskTurnover:
			d.Turnover = roll
		case fourthdown.AskDistance:
			d.Distance = roll
		case fourthdown.AskDecision, fourthdown.AskUntimed:
			d.Decision = st.Entry.Choice
		case fourthdown.AskConversion, fourthdown.AskFG, fourthdown.AskUntimedFG, fourthdown.AskUntimedGo:
			d.DecRoll = roll
		case fourthdown.AskTry:
			d.Try = st.Entry.Choice
		case fourthdown.AskKickTry, fourthdown.AskTwoTry:
			d.TryRoll = roll
		}
		for _, e := range st.Events {
			d.note(e)
		}
		d.ScoreAfter = st.Score
		if n := len(st.Events); n > 0 {
			d.ScoreAfter = st.Events[n-1].Score
		}
	}
	if d != nil {
		d.Events = g.Events[g.Steps[d.FirstStep].First:len(g.Events):len(g.Events)]
	}
	for i := range out {
		out[i].Result = out[i].ResultText(g.Teams, false)
	}
	return out
}

func (d *Drive) note(e fourthdown.Event) {
	switch e.Kind {
	case fourthdown.EvDrive:
		d.Yards, d.Blocks, d.End, d.Late = int(e.Yards), int(e.Blocks), int(e.To), e.Late
		d.Row, d.NoRow = int(e.Row), e.NoRow
		d.Capped, d.CapRow, d.Cap = e.Capped, int(e.CapRow), int(e.Cap)
	case fourthdown.EvTurnover, fourthdown.EvSafety, fourthdown.EvFieldGoal, fourthdown.EvPunt, fourthdown.EvHalfOver:
		d.Complete = true
	case fourthdown.EvTouchdown:
		d.Complete = true
	case fourthdown.EvFourthDown:
		d.FourthDown, d.ToGo, d.Goal = true, int(e.ToGo), e.Goal
	case fourthdown.EvFirstDown, fourthdown.EvTurnoverOnDowns:
		d.Complete = true
		d.End = int(e.To)
	case fourthdown.EvTry:
		d.TryGood = e.Good
	case fourthdown.EvUntimedDown:
		d.Untimed = true
		d.Decision = e.How
		if e.How == fourthdown.ChEnd {
			d.Complete = true
		}
	}
	if e.Kind == fourthdown.EvSafety {
		d.Safety = true
	}
	if e.Points > 0 && e.Team == d.Team {
		d.Points += int(e.Points)
	}
}

// Notes say which of the rules that bend a drive applied, in a few words:
// "late-half rule, row 9", "time roll 14 capped at 11 by row 9", "time of
// row 16, 36" (a row that reaches the end zone), "untimed down: go".
func (d *Drive) Notes() []string {
	var out []string
	switch {
	case d.NoRow:
		out = append(out, "late-half rule: no play fits")
	case d.Late && d.Row != d.DriveRoll.Face:
		out = append(out, fmt.Sprintf("late-half rule, row %d", d.Row))
	case d.Late:
		out = append(out, "late-half rule")
	}
	if d.Capped {
		if d.TimeRoll.Set {
			out = append(out, fmt.Sprintf("time roll %d capped at %d by row %d", d.TimeRoll.Face, d.Cap, d.CapRow))
		} else {
			out = append(out, fmt.Sprintf("time of row %d, %d", d.CapRow, d.Cap))
		}
	}
	if d.Untimed && d.Decision != fourthdown.NoChoice {
		out = append(out, "untimed down: "+d.Decision.String())
	}
	return out
}

// ResultText is how the drive ended, phrase by phrase from its events:
// "touchdown, kick good", "field goal no good (47 yds)". With detail, a
// 4th-down or untimed-down roll also says its yards and where the ball went
// (the drive log's form: "first down (+7 yds, GUN 38)").
func (d *Drive) ResultText(t fourthdown.Teams, detail bool) string {
	var parts []string
	halfEnds := false
	for _, e := range d.Events {
		p := ""
		switch e.Kind {
		case fourthdown.EvTurnover:
			p = "turnover"
			if e.Negated {
				p = "turnover (TD negated)"
			}
		case fourthdown.EvSafety:
			p = "safety"
			if detail && e.Conversion {
				p += fmt.Sprintf(" (%+d yds)", e.Yards)
			}
		case fourthdown.EvTouchdown:
			switch e.ScoreBy {
			case fourthdown.OnFourthDown:
				p = "touchdown on 4th down"
			case fourthdown.OnUntimedDown:
				p = "touchdown on the untimed down"
			default:
				p = "touchdown"
			}
		case fourthdown.EvFirstDown, fourthdown.EvTurnoverOnDowns:
			switch {
			case e.Untimed:
				p = "no score"
			case e.Kind == fourthdown.EvFirstDown:
				p = "first down"
			default:
				p = "turnover on downs"
			}
			switch {
			case detail && e.Untimed:
				p += fmt.Sprintf(" (%+d yds)", e.Yards)
			case detail:
				p += fmt.Sprintf(" (%+d yds, %s)", e.Yards, t.Spot(d.Team, int(e.To)))
			}
		case fourthdown.EvFieldGoal:
			if e.Good {
				p = fmt.Sprintf("field goal good (%d yds)", e.Dist)
			} else {
				p = fmt.Sprintf("field goal no good (%d yds)", e.Dist)
			}
		case fourthdown.EvPunt:
			p = "punt"
			if e.Touchback {
				p = "punt (touchback)"
			}
		case fourthdown.EvTry:
			p = e.How.String()
			if e.Good {
				p += " good"
			} else {
				p += " no good"
			}
		case fourthdown.EvUntimedDown, fourthdown.EvHalfOver:
			if (e.Kind == fourthdown.EvHalfOver || e.How == fourthdown.ChEnd) && !halfEnds {
				p, halfEnds = "half ends", true
			}
		}
		if p != "" {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 && !d.Complete {
		return "in progress"
	}
	return strings.Join(parts, ", ")
}

// PlayByPlay is one line per drive: half, clock, team, spot, style, result, score.
func (g *Game) PlayByPlay() []string {
	var out []string
	for _, d := range g.Drives() {
		out = append(out, g.DriveLine(d))
	}
	return out
}

// DriveLine is a drive as one play-by-play line.
func (g *Game) DriveLine(d Drive) string {
	t := g.Teams
	var b strings.Builder
	fmt.Fprintf(&b, "%2d. H%d %3d (%s) %-8s %-9s ", d.Num, d.Half, d.ClockStart, g.Rules.ClockText(d.ClockStart),
		t[d.Team], t.Spot(d.Team, d.Start))
	if d.DriveRoll.Set && !d.NoRow { // no play fits: the notes say so
		fmt.Fprintf(&b, "%-10s %+d yds, %d blk", d.Style.Title(), d.Yards, d.Blocks)
	} else {
		b.WriteString(d.Style.Title())
	}
	if d.FourthDown {
		b.WriteString(", " + fourthdown.Down(d.ToGo, d.Goal))
	}
	if d.Result != "" {
		b.WriteString(": " + d.Result)
	}
	if n := d.Notes(); len(n) > 0 {
		b.WriteString(" (" + strings.Join(n, "; ") + ")")
	}
	fmt.Fprintf(&b, "  [%s %d-%d %s]", t.Abbrev(fourthdown.Home), d.ScoreAfter[fourthdown.Home], d.ScoreAfter[fourthdown.Away], t.Abbrev(fourthdown.Away))
	return b.String()
}

// Situation describes the state waiting for the next entry: the engine's
// situation line and what the rules ask next.
func (g *Game) Situation() string {
	if g.State.Final {
		return g.State.SituationText(g.Teams)
	}
	return g.State.SituationText(g.Teams) + " | next: " + g.State.NextText(g.Teams)
}
