package fourthstreet

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// isPlay reports whether a unit is a play of the log (not a tempo word, a
// timeout or a choice).
func (u *Unit) isPlay() bool { return u.Kind >= UPlay && u.Kind <= UTry }

// LogColumns are the play-by-play's columns.
func (m *Match) LogColumns() []engine.Column {
	return []engine.Column{{Key: "play", Title: "#"}, {Key: "quarter", Title: "Qtr", Period: true}, {Key: "clock", Title: "Clock"},
		{Key: "team", Title: "Team"}, {Key: "down", Title: "Down", Align: "left"}, {Key: "spot", Title: "Spot", Align: "left"},
		{Key: "call", Title: "Call", Align: "left"}, {Key: "code", Title: "Code"},
		{Key: "entries", Title: "Entries", Align: "left", Bold: true}, {Key: "result", Title: "What happened", Align: "left", Fill: true},
		{Key: "score", Title: "Score", Bold: true}}
}

// LogRows are a row per play; tempo words and timeouts show with the play
// they come before.
func (m *Match) LogRows() [][]string {
	var out [][]string
	var pre []string
	num := 0
	for i := range m.Units {
		u := &m.Units[i]
		if !u.isPlay() {
			pre = append(pre, m.tokens(u)...)
			continue
		}
		num++
		down, spot := "", ""
		switch u.Kind {
		case UPlay, UPunt, UFieldGoal:
			down, spot = engine.DownText(u.Down, u.ToGo, u.Ball), m.Teams.Spot(u.Team, engine.Abs(u.Team, u.Ball))
		case UKickoff:
			down = "kickoff"
		case UTry:
			down = "try"
		}
		code := ""
		if u.Code >= 0 {
			code = fmt.Sprintf("%02d", u.Code)
		}
		entries := strings.Join(append(pre, m.tokens(u)...), " ")
		pre = pre[:0]
		// Every game's log: the period as a number (5: overtime), and a
		// kickoff's team the kicking team (the result says who receives).
		team := u.Team
		if u.Kind == UKickoff {
			team = team.Other()
		}
		out = append(out, []string{fmt.Sprint(num), fmt.Sprint(u.Quarter), ClockText(u.Ticks), m.Teams.Abbrev(team), down, spot,
			u.Call, code, entries, m.UnitText(u), fmt.Sprintf("%d-%d", u.After.Score[Home], u.After.Score[Away])})
	}
	return out
}

// tokens are a unit's entries as written.
func (m *Match) tokens(u *Unit) []string {
	out := make([]string, 0, u.TokEnd-u.Tok)
	for k := u.Tok; k < u.TokEnd; k++ {
		out = append(out, m.Step(k).Text)
	}
	return out
}

// RowPossession is the possession (0-based) log row row belongs to: the
// one under way when the play began, or the one a kickoff opens.
func (m *Match) RowPossession(row int) int {
	if m.rowsN != len(m.Units) {
		var ends []int
		var kick []bool
		for i := range m.Units {
			if u := &m.Units[i]; u.isPlay() {
				ends, kick = append(ends, u.TokEnd), append(kick, u.Kind == UKickoff)
			}
		}
		m.rows = engine.RowPossessions(m.Shared(), ends, func(r int) bool { return kick[r] })
		m.rowsN = len(m.Units)
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
		q, _ := strconv.Atoi(r[1])
		line := fmt.Sprintf("%3s. %-2s %5s %-4s %-13s %-8s %-28s %s", r[0], PeriodName(q), r[2], r[3], r[4], r[5], r[8], r[9])
		out = append(out, strings.TrimRight(line, " ")+"  ["+r[10]+"]")
	}
	return out
}

// Narrate is the record's comment for the plays that end on file line
// num: what each did and the score.
func (m *Match) Narrate(num int) string {
	if num == 0 {
		return ""
	}
	var parts []string
	for i := range m.Units {
		u := &m.Units[i]
		if !u.isPlay() || int(m.Step(u.TokEnd-1).Line) != num {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s: %d-%d", m.UnitText(u), u.After.Score[Home], u.After.Score[Away]))
	}
	return strings.Join(parts, "; ")
}

// teamStats are one team's figures, read from the fold's events.
type teamStats struct {
	firstRush, firstPass, firstPen   int
	rushes, rushYds                  int
	comp, att, passYds               int
	sacks, sackYds, ints, fumLost    int
	pens, penYds                     int
	punts, puntYds, puntsKicked      int
	returns, retYds                  int
	third, thirdConv, redZone, redTD int
	ticks                            int
}

// stats counts both teams' figures from the events and the plays.
func (m *Match) stats() [2]teamStats {
	var st [2]teamStats
	for i := range m.Events {
		e := &m.Events[i]
		st[e.Team].count(e)
	}
	m.countPlays(&st)
	return st
}

// count adds an event of the team's to its figures.
func (t *teamStats) count(e *Event) {
	switch e.Kind {
	case EvFirstDown:
		switch e.How {
		case "rush":
			t.firstRush++
		case "pass":
			t.firstPass++
		default:
			t.firstPen++
		}
	case EvRush:
		t.rushes++
		t.rushYds += e.Yards
	case EvPass:
		t.comp++
		t.att++
		t.passYds += e.Yards
	case EvIncomplete, EvInterception:
		t.att++
		if e.Kind == EvInterception {
			t.ints++
		}
	case EvSack:
		t.sacks++
		t.sackYds -= e.Yards
	case EvFumble:
		if e.Lost {
			t.fumLost++
		}
	case EvPenalty:
		if !e.Void {
			t.pens++
			t.penYds += abs(e.Yards)
		}
	default:
		t.countKick(e)
	}
}

// countKick adds a punt or a return to the team's figures.
func (t *teamStats) countKick(e *Event) {
	switch e.Kind {
	case EvPunt:
		t.punts++
		if e.How != "blocked" {
			t.puntsKicked++
			t.puntYds += e.Yards
		}
	case EvReturn:
		t.returns++
		t.retYds += e.Yards
	}
}

// countPlays adds third downs, red-zone trips (a possession with a snap on
// or inside the opponent's 20) and time of possession, from the plays.
func (m *Match) countPlays(st *[2]teamStats) {
	var inRed [2]bool
	for i := range m.Units {
		u := &m.Units[i]
		t := &st[u.Team]
		t.ticks += u.Used
		if u.Kind == UPlay || u.Kind == UPunt || u.Kind == UFieldGoal {
			if u.Ball >= RedZone && !inRed[u.Team] {
				inRed[u.Team] = true
				t.redZone++
			}
			if u.Down == 3 {
				t.third++
				if m.unitHas(u, EvFirstDown, u.Team) || m.unitHas(u, EvTouchdown, u.Team) {
					t.thirdConv++
				}
			}
		}
		if inRed[u.Team] && m.unitHas(u, EvTouchdown, u.Team) {
			t.redTD++
		}
		if u.After.Off != u.Team || u.After.Phase != PhScrimmage {
			inRed[u.Team] = false
		}
	}
}

// unitHas reports whether unit u's events have one of kind for team.
func (m *Match) unitHas(u *Unit, k EventKind, team Side) bool {
	for i := u.Ev; i < u.EvEnd; i++ {
		if m.Events[i].Kind == k && m.Events[i].Team == team {
			return true
		}
	}
	return false
}

// StatRows are the team statistics of the scoresheet.
func (m *Match) StatRows() []engine.StatRow {
	st := m.stats()
	row := func(label string, f func(t *teamStats) string) engine.StatRow {
		return engine.StatRow{Label: label, Value: [2]string{f(&st[Home]), f(&st[Away])}}
	}
	avg := func(n, of int) string {
		if of == 0 {
			return "0.0"
		}
		return fmt.Sprintf("%.1f", float64(n)/float64(of))
	}
	return []engine.StatRow{
		row("First downs (rush-pass-penalty)", func(t *teamStats) string {
			return fmt.Sprintf("%d (%d-%d-%d)", t.firstRush+t.firstPass+t.firstPen, t.firstRush, t.firstPass, t.firstPen)
		}),
		row("Rushes, yards", func(t *teamStats) string { return fmt.Sprintf("%d, %d", t.rushes, t.rushYds) }),
		row("Passes (comp/att), yards", func(t *teamStats) string { return fmt.Sprintf("%d/%d, %d", t.comp, t.att, t.passYds) }),
		row("Sacks, yards lost", func(t *teamStats) string { return fmt.Sprintf("%d, %d", t.sacks, t.sackYds) }),
		row("Total yards (rush + pass - sacks)", func(t *teamStats) string { return fmt.Sprint(t.netYards()) }),
		row("Interceptions thrown", func(t *teamStats) string { return fmt.Sprint(t.ints) }),
		row("Fumbles lost", func(t *teamStats) string { return fmt.Sprint(t.fumLost) }),
		row("Penalties, yards", func(t *teamStats) string { return fmt.Sprintf("%d, %d", t.pens, t.penYds) }),
		row("Punts, average", func(t *teamStats) string { return fmt.Sprintf("%d, %s", t.punts, avg(t.puntYds, t.puntsKicked)) }),
		row("Returns, yards", func(t *teamStats) string { return fmt.Sprintf("%d, %d", t.returns, t.retYds) }),
		row("3rd-down conversions", func(t *teamStats) string { return fmt.Sprintf("%d/%d", t.thirdConv, t.third) }),
		row("Red-zone trips (TDs)", func(t *teamStats) string { return fmt.Sprintf("%d (%d)", t.redZone, t.redTD) }),
		row("Time of possession", func(t *teamStats) string { return ClockText(t.ticks) }),
	}
}

// netYards are the yards gained rushing and passing, less the sacks'.
func (t *teamStats) netYards() int { return t.rushYds + t.passYds - t.sackYds }

// Totals are each team's total yards and time of possession as the
// statistics print them: the figures a league adds up.
func (m *Match) Totals() [2]engine.Totals {
	st := m.stats()
	return [2]engine.Totals{{Yards: st[Home].netYards(), Time: st[Home].ticks}, {Yards: st[Away].netYards(), Time: st[Away].ticks}}
}

// Counts are the statistics a league adds up: 3rd-down conversions and
// red-zone touchdowns.
func (m *Match) Counts() []engine.Count {
	st := m.stats()
	return []engine.Count{
		{Key: "third_down", Title: "3rd-down conversions", N: [2]int{st[Home].thirdConv, st[Away].thirdConv}, Of: [2]int{st[Home].third, st[Away].third}},
		{Key: "red_zone", Title: "Red-zone TDs", N: [2]int{st[Home].redTD, st[Away].redTD}, Of: [2]int{st[Home].redZone, st[Away].redZone}},
	}
}

// Brief is a possession's result in a few characters: the default's, read
// from the shared events this match makes when asked (Shared).
func (m *Match) Brief(i int) string { return engine.EndText(m.Shared(), i) }

// SheetTables are the scoresheet's table of injuries: who, on which play,
// and for how long.
func (m *Match) SheetTables() []engine.SheetTable {
	rows := m.InjuryRows()
	if len(rows) == 0 {
		rows = [][]string{{"", "", "", "none", "", ""}}
	}
	return []engine.SheetTable{{Title: "Injuries",
		Columns: []engine.Column{{Key: "play", Title: "Play"}, {Key: "quarter", Title: "Qtr", Period: true}, {Key: "clock", Title: "Clock"},
			{Key: "team", Title: "Team", Align: "left"}, {Key: "token", Title: "Token"}, {Key: "out", Title: "Out for", Align: "left", Fill: true}},
		Rows: rows}}
}

// InjuryRows are the game's injuries: the play (a row of the log) each
// happened on, its quarter and clock, who and for how long.
func (m *Match) InjuryRows() [][]string {
	var out [][]string
	num := 0
	for i := range m.Units {
		u := &m.Units[i]
		if u.isPlay() {
			num++
		}
		for k := u.Ev; k < u.EvEnd; k++ {
			e := &m.Events[k]
			if e.Kind != EvInjury {
				continue
			}
			out = append(out, []string{fmt.Sprint(num), PeriodName(u.Quarter), ClockText(u.Ticks), m.Teams[e.Team].Name,
				fmt.Sprintf("#%d", e.Inj.Token), OutWords(e.Inj)})
		}
	}
	return out
}

// Shared are the shared events of every complete play, made from the
// plays when a view first asks for them (the fold makes its own events;
// a replay that shows no view never words the shared ones) and kept in
// the history, each at the entry that completed its play.
func (m *Match) Shared() []engine.Event {
	for ; m.made < len(m.Units); m.made++ {
		u := &m.Units[m.made]
		m.emitUnit(u, m.Events[u.Ev:u.EvEnd])
	}
	return m.History.Shared()
}

// emitUnit emits the shared events of u, a complete unit, from its events
// evs: the play, its scores, a possession that ends, the quarters that
// end, a possession that begins, the game's end. What the unit did up to
// a quarter's end belongs to that quarter, at its end (base); the quarter
// that follows begins after it (next).
func (m *Match) emitUnit(u *Unit, evs []Event) {
	if u.Tok > 0 && (u.Kind == UTempo || u.Kind == UTimeout) {
		return
	}
	step := u.TokEnd - 1
	b, a := u.before(), &u.After
	next := engine.Event{Period: a.Quarter, Clock: a.Ticks, Score: a.Score}
	base := next
	if a.Quarter != b.Quarter {
		base.Period, base.Clock = b.Quarter, 0
	}
	if u.Kind == UPlay || u.Kind == UPunt || u.Kind == UFieldGoal {
		m.EmitAt(step, playEvent(base, u, evs))
	}
	m.emitScores(step, base, evs)
	// A possession goes on across the quarters (Spell 0).
	had := engine.Ball{Has: b.Phase == PhScrimmage && b.Ball >= 0, Team: b.Off}
	has := engine.Ball{Has: a.Phase == PhScrimmage && !a.Final, Team: a.Off}
	if had.LostIn(has) {
		spot := engine.Abs(b.Off, b.Ball)
		r, text := endWords(u.Team, evs)
		m.EmitAt(step, engine.PossessionEndEvent(base, b.Off, spot, spot, r, text))
	}
	m.emitEnds(step, base, EvQuarterEnd, evs)
	if has.LostIn(had) {
		m.EmitAt(step, engine.PossessionEvent(next, a.Off, engine.Abs(a.Off, a.Ball)))
	}
	m.emitEnds(step, base, EvGameOver, evs)
}

// emitEnds emits the ends of kind (a quarter's, the game's) among a play's
// events evs.
func (m *Match) emitEnds(step int, base engine.Event, kind EventKind, evs []Event) {
	for k := range evs {
		ev := &evs[k]
		if ev.Kind != kind {
			continue
		}
		if kind == EvQuarterEnd {
			m.EmitAt(step, engine.PeriodEndEvent(base, ev.Quarter))
		} else {
			m.EmitAt(step, engine.GameOverEvent(base, m.Teams, m.State.Winner, m.State.Tie))
		}
	}
}

// before is where the game stood when unit u began.
func (u *Unit) before() Snap {
	b := Snap{Quarter: u.Quarter, Ticks: u.Ticks, Score: u.Score, Off: u.Team, Ball: u.Ball, Down: u.Down, ToGo: u.ToGo, Phase: PhScrimmage}
	switch u.Kind {
	case UKickoff:
		b.Phase, b.Ball = PhKickoff, -1
	case UTry:
		b.Phase = PhTry
	case UChoice:
		b.Phase = PhOvertime
	}
	return b
}

// playEvent is a play from scrimmage, the offense's from its line of
// scrimmage to where it left the ball: where the offense still has it, or
// its line moved by what it gained running, passing and sacked (evs are
// the play's events).
func playEvent(base engine.Event, u *Unit, evs []Event) engine.Event {
	gain := 0
	for k := range evs {
		switch ev := &evs[k]; ev.Kind {
		case EvRush, EvPass, EvSack:
			if ev.Team == u.Team {
				gain += ev.Yards
			}
		}
	}
	to := u.Ball + gain
	if a := &u.After; a.Off == u.Team && a.Ball >= 0 && a.Phase == PhScrimmage {
		to = a.Ball
	}
	to = min(max(to, 0), 100)
	e := base
	e.Kind, e.Team = engine.EvPlay, u.Team
	e.From, e.To = engine.Abs(u.Team, u.Ball), engine.Abs(u.Team, to)
	e.Down, e.ToGo, e.Time = u.Down, u.ToGo, u.Used
	e.Yards = to - u.Ball
	return e
}

// emitScores emits the scores among a unit's events evs.
func (m *Match) emitScores(step int, base engine.Event, evs []Event) {
	for k := range evs {
		if kind, text, ok := scoreOf(&evs[k]); ok {
			m.EmitAt(step, engine.ScoreEvent(base, evs[k].Team, evs[k].Points, kind, text))
		}
	}
}

// scoreOf is what a score among a unit's events was and its words; ok is
// false for an event that is no score (a missed field goal).
func scoreOf(ev *Event) (kind engine.ScoreKind, text string, ok bool) {
	switch {
	case ev.Kind == EvTouchdown:
		return engine.Touchdown, "touchdown", true
	case ev.Kind == EvFieldGoal && ev.Points > 0:
		return engine.FieldGoal, engine.FieldGoalScore(ev.Yards), true
	case ev.Kind == EvSafety:
		return engine.Safety, "safety", true
	case ev.Kind == EvTry:
		return engine.Try, tryText(ev), true
	}
	return 0, "", false
}

// endWords say how team's possession ended, from the events evs of the
// play that ended it.
func endWords(team Side, evs []Event) (engine.Result, string) {
	for k := range evs {
		switch e := &evs[k]; e.Kind {
		case EvTouchdown:
			if e.Team == team {
				return engine.ResTouchdown, "TD"
			}
		case EvFieldGoal:
			if e.Points > 0 {
				return engine.ResFieldGoal, "FG"
			}
			return engine.ResMissedFG, "FG " + e.How
		case EvSafety:
			return engine.ResSafety, "safety"
		case EvPunt:
			return engine.ResPunt, "punt"
		case EvInterception:
			return engine.ResTurnover, "int."
		case EvFumble:
			if e.Lost {
				return engine.ResTurnover, "fumble"
			}
		case EvDowns:
			return engine.ResDowns, "downs"
		case EvQuarterEnd, EvGameOver:
			if gameOver(evs) {
				return engine.ResPeriodEnd, "game ends"
			}
			return engine.ResPeriodEnd, "half ends"
		}
	}
	return engine.ResTurnover, "turnover"
}

// gameOver reports whether the game ends among evs.
func gameOver(evs []Event) bool {
	for k := range evs {
		if evs[k].Kind == EvGameOver {
			return true
		}
	}
	return false
}
