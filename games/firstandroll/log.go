package firstandroll

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Play is one play of the log: a kickoff, a play from scrimmage (a punt
// and a field goal included), a try or a safety's punt, with every entry
// it took and what it did, read from the states before and after it.
type Play struct {
	Num         int
	Half        int
	Marker      int // the clock marker's space when it began
	Team        Side
	Kind        Kind // what began it: AskKickType, AskCall, AskTry or AskPuntKick
	Down, ToGo  int  // 0 when not a play from scrimmage
	Own         int  // the team's own yard line when it began (0 before a kickoff)
	Entries     []string
	Fold        []Event // what the fold reported for its entries
	FirstStep   int     // its first entry's index
	Before      State
	After       State
	Complete    bool
	Breakaways  int // circled offense faces of the team on the play
	PenaltyYds  [2]int
	Penalties   [2]int
	TimeoutUsed [2]int
}

// startsPlay says whether an entry answering k begins a play.
func startsPlay(k Kind, s *State) bool { return playStarts(k, s.p.try, s.p.safetyPunt) }

// playStarts says whether an entry answering k begins a play, in a play
// that is a two-point try or a safety's punt or neither.
func playStarts(k Kind, try, safetyPunt bool) bool {
	return k == AskKickType || k == AskCall && !try || k == AskTry || k == AskPuntKick && safetyPunt || k == AskOvertime
}

// Plays are the game's plays in order.
func (m *Match) Plays() []Play {
	var out []Play
	steps := m.Steps()
	for i := range steps {
		st := &steps[i]
		if len(out) == 0 || startsPlay(st.Ask.Kind, &st.Before) {
			b := st.Before
			p := Play{Num: len(out) + 1, Half: b.Half, Marker: b.Marker, Team: st.Ask.Team, Kind: st.Ask.Kind, Before: b, FirstStep: i}
			if st.Ask.Kind == AskCall {
				p.Team, p.Down, p.ToGo, p.Own = b.Off, b.Down, b.ToGo, b.Own()
			}
			out = append(out, p)
		}
		p := &out[len(out)-1]
		p.Entries = append(p.Entries, st.Token.Text)
		p.Fold = append(p.Fold, st.Fold...)
		after := m.State
		if i+1 < len(steps) {
			after = steps[i+1].Before
		}
		p.After = after
		if st.Ask.Form == offDie && strings.HasSuffix(st.Token.Text, "*") && st.Ask.Team == p.Team {
			p.Breakaways++
		}
		if st.Ask.Kind == AskAccept && strings.EqualFold(st.Token.Text, "accept") {
			pen := st.Before.p.pen
			on := st.Before.Off
			if !pen.Offense() {
				on = on.Other()
			}
			p.Penalties[on]++
			p.PenaltyYds[on] += penaltyTable[pen].yards
		}
		if st.Ask.Kind == AskTimeout && st.Token.Text != "no" {
			side := Home
			if st.Token.Text == "away" {
				side = Away
			}
			p.TimeoutUsed[side]++
		}
	}
	for i := range out {
		a := out[i].After.ask.Kind
		out[i].Complete = i+1 < len(out) || a == AskNone || startsPlay(a, &out[i].After)
	}
	return out
}

// Result words what a play did, from what the fold reported and where
// the ball went.
func (m *Match) Result(p *Play) string {
	b, a := &p.Before, &p.After
	t := m.Teams
	var parts, flags []string
	changed := false
	for _, f := range p.Fold {
		switch f.Kind {
		case EvPenalty:
			flags = append(flags, flagWords(f))
		case EvTouchdown:
			parts = append(parts, "TOUCHDOWN "+t[f.Team].Name)
		case EvFieldGoal:
			parts = append(parts, engine.FieldGoalLog(f.How, f.Yards))
		case EvSafety:
			parts = append(parts, "SAFETY "+t[f.Team].Name)
		case EvTry:
			parts = append(parts, tryWords(f))
		case EvChange:
			changed = true
			if strings.HasPrefix(f.How, "FG ") && len(parts) > 0 { // the field goal said why
				parts[len(parts)-1] += fmt.Sprintf(": %s ball on %s", t[f.Team], t.Spot(a.Off, a.Ball))
				continue
			}
			if f.How == "kickoff" || f.How == "onside kept" || f.How == "punt" && p.Kind == AskPuntKick {
				parts = append(parts, fmt.Sprintf("%s ball on %s", t[a.Off], t.Spot(a.Off, a.Ball)))
				continue
			}
			how := f.How
			if how == "downs" {
				how = "turnover on downs"
			}
			parts = append(parts, fmt.Sprintf("%s: %s ball on %s", how, t[f.Team], t.Spot(a.Off, a.Ball)))
		case EvHalfOver:
			parts = append(parts, m.halfEnd(f.Points, a.Score))
		case EvGameOver:
			parts = append(parts, m.Teams.Final(m.State.Score, m.State.Winner, m.State.Tie))
		}
	}
	switch {
	case !p.Complete:
		parts = append(parts, "in progress")
	case p.Kind == AskCall && len(parts) == 0 && !changed && a.HasBall && a.Off == b.Off:
		gain := engine.Own(b.Off, a.Ball) - b.Own()
		parts = append(parts, fmt.Sprintf("%s, %s", engine.SignedYds(gain), engine.DownText(a.Down, a.ToGo, a.Own())))
	}
	return strings.Join(append(flags, parts...), "; ")
}

// LogColumns are the play log's columns: every play with its entries.
func (m *Match) LogColumns() []engine.Column {
	return []engine.Column{{Key: "play", Title: "#"}, {Key: "half", Title: "Half", Period: true}, {Key: "clock", Title: "Clock"},
		{Key: "team", Title: "Team"}, {Key: "down", Title: "Down", Align: "left"}, {Key: "spot", Title: "Spot", Align: "left"},
		{Key: "entries", Title: "Calls and faces", Align: "left", Bold: true}, {Key: "result", Title: "Result", Align: "left", Fill: true},
		{Key: "score", Title: "Score", Bold: true}}
}

// LogRows are a row per play.
func (m *Match) LogRows() [][]string {
	plays := m.Plays()
	out := make([][]string, len(plays))
	for i := range plays {
		p := &plays[i]
		down, spot := "", ""
		switch p.Kind {
		case AskCall:
			down, spot = engine.DownText(p.Down, p.ToGo, p.Own), m.Teams.Spot(p.Team, p.Before.Ball)
		case AskKickType:
			down = "kickoff"
		case AskTry:
			down = "try"
		case AskPuntKick:
			down = "safety punt"
		case AskOvertime:
			down = "tied"
		}
		out[i] = []string{fmt.Sprint(p.Num), fmt.Sprint(p.Half), ClockText(p.Marker), m.Teams.Abbrev(p.Team), down, spot,
			strings.Join(p.Entries, " "), m.Result(p), fmt.Sprintf("%d-%d", p.After.Score[Home], p.After.Score[Away])}
	}
	return out
}

// RowPossession is the possession a play belongs to: the one under way
// when it began, or the one a kickoff starts.
func (m *Match) RowPossession(row int) int {
	if m.rowsN != m.Entries() {
		plays := m.Plays()
		ends := make([]int, len(plays))
		for i := range plays {
			ends[i] = m.Entries()
			if i+1 < len(plays) {
				ends[i] = plays[i+1].FirstStep
			}
		}
		m.rows = engine.RowPossessions(m.Shared(), ends, func(r int) bool { return plays[r].Kind == AskKickType })
		m.rowsN = m.Entries()
	}
	if row < 0 || row >= len(m.rows) {
		return 0
	}
	return m.rows[row]
}

// Log is the play-by-play: a line per play.
func (m *Match) Log() []string {
	var out []string
	for _, r := range m.LogRows() {
		line := fmt.Sprintf("%3s. %-2s %5s %-4s %-13s %-8s %-28s %s", r[0], m.period(r[1]), r[2], r[3], r[4], r[5], r[6], r[7])
		out = append(out, strings.TrimRight(line, " ")+"  ["+r[8]+"]")
	}
	return out
}

// period is a log row's half as the play-by-play writes it: H1, H2, OT.
func (m *Match) period(half string) string {
	if n, err := strconv.Atoi(half); err == nil && m.Shape().Timeline.Overtime(n) {
		return m.Shape().Timeline.PeriodMark(n)
	}
	return "H" + half
}

// teamStats are one team's figures, counted from its plays.
type teamStats struct {
	plays, firstDowns, yards, breakaways, penalties, penaltyYds int
	turnovers, punts, fgMade, fgAtt, timeouts, spaces           int
}

// counts counts both teams' figures from the plays.
func (m *Match) counts() [2]teamStats {
	var st [2]teamStats
	for _, p := range m.Plays() {
		b, a := &p.Before, &p.After
		for _, side := range engine.Sides {
			st[side].penalties += p.Penalties[side]
			st[side].penaltyYds += p.PenaltyYds[side]
			st[side].timeouts += p.TimeoutUsed[side]
		}
		if p.Kind != AskCall || !p.Complete {
			continue
		}
		ts := &st[p.Team]
		ts.breakaways += p.Breakaways
		for _, f := range p.Fold {
			switch {
			case f.Kind == EvFieldGoal:
				ts.fgAtt++
				if f.Points > 0 {
					ts.fgMade++
				}
			case f.Kind == EvChange && (f.How == "turnover" || f.How == "interception"):
				ts.turnovers++
			}
		}
		switch p.Entries[0] {
		case "punt":
			ts.punts++
			continue
		case "fg":
			continue
		}
		ts.plays++
		switch {
		case hasEvent(p.Fold, EvTouchdown, p.Team):
			ts.yards += 100 - b.Own()
		case a.Off == b.Off && a.HasBall:
			ts.yards += engine.Own(b.Off, a.Ball) - b.Own()
			if a.Down == 1 && a.Half == b.Half {
				ts.firstDowns++
			}
		}
	}
	// Time of possession: the clock spaces of each team's plays (the
	// shared events', which count a half's last space too).
	for _, e := range m.Shared() {
		if e.Kind == engine.EvPlay {
			st[e.Team].spaces += e.Time
		}
	}
	return st
}

// Totals are each team's yards and time of possession as the statistics
// print them: the figures a league adds up.
func (m *Match) Totals() [2]engine.Totals {
	st := m.counts()
	return [2]engine.Totals{{Yards: st[Home].yards, Time: st[Home].spaces}, {Yards: st[Away].yards, Time: st[Away].spaces}}
}

// StatRows are the team statistics.
func (m *Match) StatRows() []engine.StatRow {
	st := m.counts()
	pts := engine.Points(m.Shared())
	row := func(label string, f func(t *teamStats) string) engine.StatRow {
		return engine.StatRow{Label: label, Value: [2]string{f(&st[Home]), f(&st[Away])}}
	}
	n := func(f func(t *teamStats) int) func(t *teamStats) string {
		return func(t *teamStats) string { return fmt.Sprint(f(t)) }
	}
	return []engine.StatRow{
		{Label: "Points", Value: [2]string{fmt.Sprint(pts[Home]), fmt.Sprint(pts[Away])}},
		row("First downs", n(func(t *teamStats) int { return t.firstDowns })),
		row("Plays", n(func(t *teamStats) int { return t.plays })),
		row("Yards", n(func(t *teamStats) int { return t.yards })),
		row("Breakaways", n(func(t *teamStats) int { return t.breakaways })),
		row("Penalties, yards", func(t *teamStats) string { return fmt.Sprintf("%d, %d", t.penalties, t.penaltyYds) }),
		row("Turnovers", n(func(t *teamStats) int { return t.turnovers })),
		row("Punts", n(func(t *teamStats) int { return t.punts })),
		row("Field goals made/att.", func(t *teamStats) string { return fmt.Sprintf("%d/%d", t.fgMade, t.fgAtt) }),
		row("Timeouts used", n(func(t *teamStats) int { return t.timeouts })),
		row("Time of possession", func(t *teamStats) string { return Game{}.Duration(t.spaces) }),
	}
}
