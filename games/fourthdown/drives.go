package fourthdown

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
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
	Team       Side
	Start      int // spot from the home goal line
	Style      Style
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
	Decision   Choice // go, fg, punt on 4th down; end, fg, go on the untimed down
	DecRoll    Roll
	Try        Choice
	TryRoll    Roll
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
	Events      []Event
	// FirstStep is the index in the game's Steps of the drive's first
	// entry (its play style).
	FirstStep int
}

// Drives groups the game's steps into drives.
func (m *Match) Drives() []Drive {
	// Made once for the entries there are (every view of a record asks).
	if m.drives != nil && m.drivesN == m.Entries() {
		return m.drives
	}
	m.drives, m.drivesN = m.drives0(), m.Entries()
	return m.drives
}

// drives0 groups the steps into drives.
func (m *Match) drives0() []Drive {
	steps, events := m.Steps(), m.Events()
	n := 0
	for i := range steps {
		if steps[i].Ask.Kind == AskStyle {
			n++
		}
	}
	out := m.drivesBuf[:0]
	if cap(out) < n {
		out = make([]Drive, 0, n)
	}
	var d *Drive
	for i, st := range steps {
		if st.Ask.Kind == AskStyle {
			// A drive's events are its steps' events, which follow each
			// other in the game's Events.
			if d != nil {
				d.Events = events[steps[d.FirstStep].First:st.First:st.First]
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
		case AskDrive:
			d.DriveRoll = roll
		case AskTime:
			d.TimeRoll = roll
		case AskTurnover:
			d.Turnover = roll
		case AskDistance:
			d.Distance = roll
		case AskDecision, AskUntimed:
			d.Decision = st.Entry.Choice
		case AskConversion, AskFG, AskUntimedFG, AskUntimedGo:
			d.DecRoll = roll
		case AskTry:
			d.Try = st.Entry.Choice
		case AskKickTry, AskTwoTry:
			d.TryRoll = roll
		}
		for _, e := range st.Events {
			d.note(e)
		}
		d.ScoreAfter = st.Score
		if n := len(st.Events); n > 0 {
			d.ScoreAfter = st.Events[n-1].Scores()
		}
	}
	if d != nil {
		d.Events = events[steps[d.FirstStep].First:len(events):len(events)]
	}
	for i := range out {
		out[i].Result = out[i].ResultText(m.Teams, false)
	}
	return out
}

func (d *Drive) note(e Event) {
	switch e.Kind {
	case EvDrive:
		d.Yards, d.Blocks, d.End, d.Late = int(e.Yards), int(e.Blocks), int(e.To), e.Late
		d.Row, d.NoRow = int(e.Row), e.NoRow
		d.Capped, d.CapRow, d.Cap = e.Capped, int(e.CapRow), int(e.Cap)
	case EvTurnover, EvFieldGoal, EvPunt, EvHalfOver, EvTouchdown:
		d.Complete = true
	case EvSafety: // scored by the defense
		d.Complete, d.Safety = true, true
	case EvFourthDown:
		d.FourthDown, d.ToGo, d.Goal = true, int(e.ToGo), e.Goal
	case EvFirstDown, EvTurnoverOnDowns:
		d.Complete = true
		d.End = int(e.To)
	case EvUntimedDown:
		d.Untimed = true
		d.Decision = e.How
		if e.How == ChEnd {
			d.Complete = true
		}
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
	if d.Untimed && d.Decision != NoChoice {
		out = append(out, "untimed down: "+d.Decision.String())
	}
	return out
}

// ResultText is how the drive ended, phrase by phrase from its events:
// "touchdown, kick good", "field goal no good (47 yds)". With detail, a
// 4th-down or untimed-down roll also says its yards and where the ball went
// (the drive log's form: "first down (+7 yds, GUN 38)").
func (d *Drive) ResultText(t Teams, detail bool) string {
	var parts []string
	halfEnds := false
	for _, e := range d.Events {
		p := ""
		switch e.Kind {
		case EvUntimedDown, EvHalfOver:
			if (e.Kind == EvHalfOver || e.How == ChEnd) && !halfEnds {
				p, halfEnds = "half ends", true
			}
		default:
			p = d.phrase(e, t, detail)
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

// phrase is what event e says of how the drive ended ("" for nothing),
// with detail its yards and where the ball went (see ResultText).
func (d *Drive) phrase(e Event, t Teams, detail bool) string {
	switch e.Kind {
	case EvTurnover:
		if e.Negated {
			return "turnover (TD negated)"
		}
		return "turnover"
	case EvSafety:
		if detail && e.Conversion {
			return "safety (" + engine.SignedYds(int(e.Yards)) + ")"
		}
		return "safety"
	case EvTouchdown:
		if e.ScoreBy == OnDrive {
			return "touchdown"
		}
		return "touchdown " + e.ScoreBy.String()
	case EvFirstDown, EvTurnoverOnDowns:
		return d.downsPhrase(e, t, detail)
	case EvFieldGoal:
		if e.Good {
			return engine.FieldGoalLog("good", int(e.Dist))
		}
		return engine.FieldGoalLog("no good", int(e.Dist))
	case EvPunt:
		if e.Touchback {
			return "punt (touchback)"
		}
		return "punt"
	case EvTry:
		if e.Good {
			return e.How.String() + " good"
		}
		return e.How.String() + " no good"
	}
	return ""
}

// downsPhrase is how a 4th-down or untimed-down roll e ended the drive:
// a first down, a turnover on downs or no score, with detail its yards
// and where the ball went.
func (d *Drive) downsPhrase(e Event, t Teams, detail bool) string {
	p := "turnover on downs"
	switch {
	case e.Untimed:
		p = "no score"
	case e.Kind == EvFirstDown:
		p = "first down"
	}
	switch {
	case detail && e.Untimed:
		p += " (" + engine.SignedYds(int(e.Yards)) + ")"
	case detail:
		p += fmt.Sprintf(" (%s, %s)", engine.SignedYds(int(e.Yards)), t.Spot(d.Team, int(e.To)))
	}
	return p
}

// Log is the play-by-play: one line per drive (half, clock, team, spot,
// style, result, score).
func (m *Match) Log() []string {
	var out []string
	for _, d := range m.Drives() {
		out = append(out, m.DriveLine(d))
	}
	return out
}

// DriveLine is a drive as one play-by-play line.
func (m *Match) DriveLine(d Drive) string {
	t := m.Teams
	var b strings.Builder
	// The clock right-aligned, so that "58 (9:40)" keeps the columns of
	// "180 (30:00)".
	fmt.Fprintf(&b, "%2d. H%d %3d %7s %-8s %-9s ", d.Num, d.Half, d.ClockStart, "("+m.Rules.ClockText(d.ClockStart)+")",
		t[d.Team], t.Spot(d.Team, d.Start))
	if d.DriveRoll.Set && !d.NoRow { // no play fits: the notes say so
		fmt.Fprintf(&b, "%-10s %s, %d blk", d.Style.Title(), engine.SignedYds(d.Yards), d.Blocks)
	} else {
		b.WriteString(d.Style.Title())
	}
	if d.FourthDown {
		b.WriteString(", " + Down(d.ToGo, d.Goal))
	}
	if d.Result != "" {
		b.WriteString(": " + d.Result)
	}
	if n := d.Notes(); len(n) > 0 {
		b.WriteString(" (" + strings.Join(n, "; ") + ")")
	}
	fmt.Fprintf(&b, "  [%s %d-%d %s]", t.Abbrev(Home), d.ScoreAfter[Home], d.ScoreAfter[Away], t.Abbrev(Away))
	return b.String()
}
