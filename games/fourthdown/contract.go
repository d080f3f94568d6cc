package fourthdown

import (
	"fmt"
	"strconv"

	"github.com/fourthdown/fourthdown/engine"
)

// The contract's words for 4th Down (engine.Words), each made from the
// match's events, steps and ruleset.

// Read is a token as typed at the table in its record form: a record
// token ("b" is "balanced"), and at a 4th down or the untimed down "kick"
// for the field goal (people say "kick"; the record writes fg).
func (m *Match) Read(text string) (string, error) {
	e, err := ParseToken(text)
	if err != nil {
		if m.State.Final {
			return "", refused{fmt.Errorf("the game is over: no further entries are allowed, got %q", text)}
		}
		return "", refused{fmt.Errorf("%s: %v", m.State.Next().Kind, err)}
	}
	if e.Choice == ChKick {
		if a := m.State.Next(); (a.Kind == AskDecision || a.Kind == AskUntimed) && a.Choices.Has(ChFG) {
			e = ChoiceEntry(ChFG)
		}
	}
	return e.String(), nil
}

// Prompt is the table's question for what is asked next.
func (m *Match) Prompt() engine.Prompt {
	a := m.State.Next()
	p := engine.Prompt{Label: m.askLabel(a)}
	if !a.IsRoll() {
		p.Options = m.options(a)
	}
	if a.Kind == AskTime {
		// A TD row: the next number is the time, not the turnover roll.
		p.Notice = fmt.Sprintf("TD row! {next} is the time roll (%s), then the turnover roll", a.Die.Name())
	}
	return p
}

// Typing is what can be typed at the table.
func (m *Match) Typing() []string {
	return []string{"dice as numbers (14); play styles b r p (balanced, run, pass);",
		"4th down go fg punt; try kick two; untimed down end fg go",
		"e.g. a whole drive: b 14 8 6 fg 14"}
}

// Situation is the situation line: the score ("Bombers 3, Gunners 0"),
// then where the game stands (Where): "| 2nd half, 144 blocks left
// (24:00) | Gunners ball on own 30, 4th and 6", or "(final: Bombers win)".
func (m *Match) Situation() (score, rest string) {
	s := &m.State
	if s.Final {
		return m.Teams.ScoreLine(s.Score), " (" + s.Where(m.Teams) + ")"
	}
	return m.Teams.ScoreLine(s.Score), " | " + s.Where(m.Teams)
}

// StepText is what entry i did, in the rulebook's words.
func (m *Match) StepText(i int) []engine.Line {
	evs := m.Steps()[i].Events
	var out []engine.Line
	for k, e := range evs {
		if e.Kind == EvGameOver {
			continue // the end-of-game summary opens with it
		}
		if e.Kind == EvKickoff && k+1 < len(evs) && evs[k+1].Kind == EvHalfOver {
			continue // a kickoff the half ends on: no one plays it
		}
		l := engine.Line{Text: e.Text(m.Teams), News: e.Kind != EvFourthDown}
		switch e.Kind {
		case EvTouchdown, EvFieldGoal, EvSafety, EvTurnover, EvHalfOver:
			l.Strong = true
		}
		out = append(out, l)
	}
	return out
}

// LogColumns are the drive log's columns.
func (m *Match) LogColumns() []engine.Column { return DriveLogColumns }

// RowPossession: the drive log has a row per drive, each a possession.
func (m *Match) RowPossession(row int) int { return row }

// Period names a half for a line score.
func (m *Match) Period(p int) string { return HalfName(p) }

// Clock is blocks left and game time: "144 (24:00)".
func (m *Match) Clock(c int) string { return fmt.Sprintf("%d (%s)", c, m.Rules.ClockText(c)) }

// StatRows are the team statistics rows of the scoresheet, one row per
// statistic.
func (m *Match) StatRows() []engine.StatRow {
	st := m.Stats()
	h, a := &st.Team[Home], &st.Team[Away]
	row := func(label string, f func(t *TeamStats) string) engine.StatRow {
		return engine.StatRow{Label: label, Value: [2]string{f(h), f(a)}}
	}
	n := func(f func(t *TeamStats) int) func(t *TeamStats) string {
		return func(t *TeamStats) string { return strconv.Itoa(f(t)) }
	}
	rows := []engine.StatRow{
		row("Points", n(func(t *TeamStats) int { return t.Points })),
		row("Possessions", n(func(t *TeamStats) int { return t.Possessions })),
		row("Drives", n(func(t *TeamStats) int { return t.Drives })),
		row("Total yards", n(func(t *TeamStats) int { return t.Yards })),
		row("Yards per drive", func(t *TeamStats) string { return fmt.Sprintf("%.1f", t.YardsPerDrive()) }),
		row("Time of possession", func(t *TeamStats) string {
			return fmt.Sprintf("%s (%d blk)", m.Rules.ClockText(t.Blocks), t.Blocks)
		}),
		row("Touchdowns", n(func(t *TeamStats) int { return t.Touchdowns })),
		row("Field goals made/att.", func(t *TeamStats) string { return t.FGText() }),
		row("Punts", n(func(t *TeamStats) int { return t.Punts })),
		row("Turnovers", func(t *TeamStats) string {
			if t.Negated > 0 {
				return fmt.Sprintf("%d (%d TD negated)", t.Turnovers, t.Negated)
			}
			return strconv.Itoa(t.Turnovers)
		}),
		row("Turnovers on downs", n(func(t *TeamStats) int { return t.Downs })),
		row("4th-down conversions", func(t *TeamStats) string { return fmt.Sprintf("%d of %d", t.FourthConv, t.FourthAtt) }),
	}
	if m.Rules.HasTry {
		rows = append(rows,
			row("Kick tries made/att.", func(t *TeamStats) string { return fmt.Sprintf("%d/%d", t.KickMade, t.KickAtt) }),
			row("Two-point tries made/att.", func(t *TeamStats) string { return fmt.Sprintf("%d/%d", t.TwoMade, t.TwoAtt) }))
	}
	rows = append(rows, row("Safeties scored", n(func(t *TeamStats) int { return t.Safeties })))
	for st := Style(0); st < NumStyles; st++ {
		rows = append(rows, row(st.Title()+" drives", func(t *TeamStats) string {
			return fmt.Sprintf("%d%% (%d)", t.StylePercent(st), t.Styles[st])
		}))
	}
	return rows
}

// Where is the situation apart from the score.
func (m *Match) Where() string { return m.State.Where(m.Teams) }

// Brief is drive i's result in a few characters.
func (m *Match) Brief(i int) string {
	drives := m.Drives()
	if i < 0 || i >= len(drives) {
		return ""
	}
	return BriefResult(drives[i])
}

// BriefResult is a drive's result in a few characters, for the drive chart.
func BriefResult(d Drive) string {
	res := ""
	add := func(s string) {
		if res == "" {
			res = s
		} else {
			res += ", " + s
		}
	}
	for _, e := range d.Events {
		switch e.Kind {
		case EvTouchdown:
			switch e.ScoreBy {
			case OnFourthDown:
				add("TD on 4th")
			case OnUntimedDown:
				add("TD, untimed")
			default:
				add("TD")
			}
		case EvTry:
			switch {
			case e.Good:
				add(fmt.Sprintf("+%d", e.Points))
			case e.How == ChTwo:
				add("two no good")
			default:
				add("kick no good")
			}
		case EvFieldGoal:
			if e.Good {
				add(fmt.Sprintf("FG %d", e.Dist))
			} else {
				add(fmt.Sprintf("FG %d no good", e.Dist))
			}
		case EvTurnover:
			if e.Negated {
				add("turnover, TD negated")
			} else {
				add("turnover")
			}
		case EvSafety:
			add("safety")
		case EvPunt:
			add("punt")
		case EvFirstDown:
			add("1st down")
		case EvTurnoverOnDowns:
			if e.Untimed {
				add("untimed: no score")
			} else {
				add("downs")
			}
		case EvUntimedDown:
			if e.How == ChEnd {
				add("half ends")
			}
		}
	}
	if !d.Complete {
		add("in progress")
	}
	return res
}

// Shape: a drive is a row of the log; two halves of the ruleset's blocks.
func (m *Match) Shape() engine.Shape {
	return engine.Shape{Noun: "drive", Timeline: engine.Timeline{Periods: 2, Length: m.Rules.HalfBlocks, UnitSeconds: m.Rules.SecondsPerBlk, Break: 1}}
}

// Variant is the ruleset's name and title.
func (m *Match) Variant() (name, title string) { return m.Rules.Name, m.Rules.Title }

// Progress is "2nd half, 144 blocks left", the half named as the
// board and the scoresheet name it (Period).
func (m *Match) Progress() string {
	return fmt.Sprintf("%s, %s left", HalfName(int(m.State.Half)), Blocks(m.State.Clock))
}

// Counts are 4th Down's own statistics for leagues: 4th-down conversions.
func (m *Match) Counts() []engine.Count {
	st := m.Stats()
	c := engine.Count{Key: "fourth_down", Title: "4th-down conversions"}
	for s := range st.Team {
		c.N[s], c.Of[s] = st.Team[s].FourthConv, st.Team[s].FourthAtt
	}
	return []engine.Count{c}
}

// JSONNext is what the rules ask for next.
type JSONNext struct {
	Ask     string   `json:"ask"`
	Team    string   `json:"team"`
	Die     string   `json:"die,omitempty"`
	Min     *int     `json:"min,omitempty"`
	Max     *int     `json:"max,omitempty"`
	Choices []string `json:"choices,omitempty"`
}

// JSONGame is the object `replay --json` prints for 4th Down (record.md's
// contract, plus a few fields that are handy for tools).
type JSONGame struct {
	Game       string           `json:"game"`
	Final      bool             `json:"final"`
	Half       int              `json:"half"`
	Clock      int              `json:"clock"`
	Score      engine.JSONScore `json:"score"`
	Possession string           `json:"possession"`
	BallOn     int              `json:"ball_on"`

	Teams   map[string]string `json:"teams"`
	Rules   string            `json:"rules"`
	Entries int               `json:"entries"`
	Drives  int               `json:"drives"`
	Winner  string            `json:"winner,omitempty"`
	Next    *JSONNext         `json:"next,omitempty"`
	// Plays are the drive log's rows, as every game's object has them
	// (last, so that the fields before them read as they always have).
	Plays engine.JSONRows `json:"plays"`
}

// JSON is the replay --json object: the shared fields in record.md's order
// and 4th Down's own.
func (m *Match) JSON(sum engine.Summary) any {
	s := &m.State
	j := JSONGame{
		Game: sum.Game, Final: sum.Final, Half: s.Half, Clock: s.Clock, Score: sum.Score,
		Possession: sum.Possession, BallOn: s.Ball,
		Teams:   map[string]string{"home": m.Teams[Home].Name, "away": m.Teams[Away].Name},
		Rules:   m.Rules.Name,
		Entries: m.Entries(),
		Drives:  len(m.Drives()),
		Winner:  sum.Winner,
		Plays:   sum.Shared.Plays,
	}
	if s.Final {
		return j
	}
	a := s.Next()
	n := &JSONNext{Ask: a.Kind.String(), Team: a.Team.String()}
	if a.IsRoll() {
		lo, hi := a.Die.Min, a.Die.Max()
		n.Die, n.Min, n.Max = a.Die.Name(), &lo, &hi
	} else {
		for _, c := range a.Choices.List() {
			n.Choices = append(n.Choices, c.String())
		}
	}
	j.Next = n
	return j
}

// Shared are the shared events: each drive a possession, its drive roll
// and 4th-down roll plays (their words are the events' own, StepText's),
// its scores, the halves and the end. They are
// made from the drives the first time they are asked for (a view of the
// events, so that a fold that no generic view reads makes none).
func (m *Match) Shared() []engine.Event {
	if m.shared != nil && m.sharedN == m.Entries() {
		return m.shared
	}
	drives := m.Drives()
	// A drive makes a possession, a play or two, scores and an end.
	sh := sharedMaker{teams: m.Teams, steps: m.Steps(), out: m.sharedBuf[:0]}
	if want := 7*len(drives) + 8; cap(sh.out) < want {
		sh.out = make([]engine.Event, 0, want)
	}
	for di := range drives {
		sh.drive(&drives[di])
	}
	m.shared, m.sharedN = sh.out, m.Entries()
	return sh.out
}

// sharedMaker makes the shared events from the drives, in order.
type sharedMaker struct {
	teams Teams
	steps []Step
	si    int // the step of the last event placed (events come in order)
	out   []engine.Event
	// The drive's plays and yards so far.
	plays, yards int
}

// stepOf is the step that made event evIndex; events come in order, so
// the search goes on from the last answer.
func (sh *sharedMaker) stepOf(evIndex int) int {
	for sh.si < len(sh.steps)-1 && sh.steps[sh.si].First+len(sh.steps[sh.si].Events) <= evIndex {
		sh.si++
	}
	return sh.si
}

// drive emits drive d's events: its possession, then for each of its
// events the play, the score, the half's or game's end and the drive's
// end it makes.
func (sh *sharedMaker) drive(d *Drive) {
	at := engine.Event{Step: d.FirstStep, Period: d.Half, Clock: d.ClockStart, Score: sh.steps[d.FirstStep].Score}
	sh.out = append(sh.out, engine.PossessionEvent(at, d.Team, d.Start))
	first := sh.steps[d.FirstStep].First
	sh.plays, sh.yards = 0, 0
	for k := range d.Events {
		e := &d.Events[k]
		base := engine.Event{Team: d.Team, Step: sh.stepOf(first + k), Period: int(e.Half), Clock: int(e.Clock), Score: e.Scores()}
		if p, ok := playOf(d, e, base); ok {
			sh.play(p, e.Kind != EvFieldGoal && e.Kind != EvPunt)
		}
		if e.Conversion && (e.Kind == EvTouchdown || e.Kind == EvSafety) {
			sh.play(conversionPlay(d, e, base), true)
		}
		if e.Points > 0 || e.Kind == EvTry {
			sh.out = append(sh.out, engine.ScoreEvent(base, e.Team, int(e.Points), scoreKind(e.Kind), ScoreWords(*e, d.Late)))
		}
		switch e.Kind {
		case EvHalfOver:
			p := engine.PeriodEndEvent(base, int(e.Half))
			p.Text = e.Text(sh.teams)
			sh.out = append(sh.out, p)
		case EvGameOver:
			sh.out = append(sh.out, engine.GameOverEvent(base, sh.teams, e.Team, e.Tie))
		}
		if r := e.Result(); r != NoResult && d.Complete && !ended(sh.out) {
			end := engine.PossessionEndEvent(base, d.Team, d.Start, d.End, r, d.ResultText(sh.teams, false))
			end.Plays, end.Yards, end.Time = sh.plays, sh.yards, d.Blocks
			sh.out = append(sh.out, end)
		}
	}
}

// play emits a play of the drive, its yards counted in the drive's when
// gained (a kick's are not).
func (sh *sharedMaker) play(p engine.Event, gained bool) {
	sh.plays++
	if gained {
		sh.yards += p.Yards
	}
	sh.out = append(sh.out, p)
}

// playOf is the play event e makes, if any: the drive roll's, or the 4th
// down's (a kick's ball stops at the spot of the kick).
func playOf(d *Drive, e *Event, base engine.Event) (engine.Event, bool) {
	p := base
	p.Kind, p.From, p.To, p.Yards = engine.EvPlay, int(e.From), int(e.To), int(e.Yards)
	switch e.Kind {
	case EvDrive:
		p.Time = int(e.Blocks)
		return p, true
	case EvFirstDown, EvTurnoverOnDowns, EvFieldGoal, EvPunt:
	default:
		return p, false
	}
	switch {
	case e.Kind == EvFieldGoal || e.Kind == EvPunt:
		p.To = int(e.From) // a kick: the offense's ball stops at the spot of the kick
	case e.Kind == EvTurnoverOnDowns && e.Untimed:
		p.To = Abs(d.Team, min(max(Own(d.Team, int(e.From))+int(e.Yards), 0), 100))
	}
	if !e.Untimed {
		p.Down, p.ToGo = 4, d.ToGo
	}
	return p, true
}

// conversionPlay is the 4th-down conversion that scored e, a touchdown
// (to the goal line) or a safety.
func conversionPlay(d *Drive, e *Event, base engine.Event) engine.Event {
	p := base
	p.Kind, p.From, p.Yards = engine.EvPlay, int(e.From), int(e.Yards)
	p.To = int(e.To) // the goal line
	if e.Kind == EvSafety {
		p.To = Abs(d.Team, 0)
	}
	if !e.Untimed && e.ScoreBy != OnUntimedDown {
		p.Down, p.ToGo = 4, d.ToGo
	}
	return p
}

// scoreKind is what a scoring event of kind k scored.
func scoreKind(k EventKind) engine.ScoreKind {
	switch k {
	case EvTouchdown:
		return engine.Touchdown
	case EvFieldGoal:
		return engine.FieldGoal
	case EvSafety:
		return engine.Safety
	case EvTry:
		return engine.Try
	}
	return 0
}

// ended: the drive's possession-end event is out already.
func ended(out []engine.Event) bool {
	for i := len(out) - 1; i >= 0; i-- {
		switch out[i].Kind {
		case engine.EvPossessionEnd:
			return true
		case engine.EvPossession:
			return false
		}
	}
	return false
}
