package fourthstreet

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Words a situation and an event are said in, once: the table, the log,
// the record's comments and the scoresheet all read these.

// PeriodName is "Q1" ... "Q4", "OT".
func PeriodName(q int) string {
	if q >= Overtime {
		return "OT"
	}
	return fmt.Sprintf("Q%d", q)
}

// dist is a distance as a medium writes it: "25 yards" at the table, "25
// yds" in a log line (short), as every game writes it.
func dist(n int, short bool) string {
	if short {
		return engine.Yds(n)
	}
	return engine.Yards(n)
}

// yardsText is "5 yards" ("5 yds" short), "1 yard", "no gain", "a loss
// of 3".
func yardsText(y int, short bool) string {
	switch {
	case y == 0:
		return "no gain"
	case y < 0:
		return fmt.Sprintf("a loss of %d", -y)
	}
	return dist(y, short)
}

// EventText words one event of the fold at the table.
func (m *Match) EventText(e *Event) string { return m.eventText(e, false) }

// eventText words one event, its distances short in a log line (the
// play-by-play, the record's comments, the sheet).
func (m *Match) eventText(e *Event, short bool) string {
	name := m.Teams[e.Team].Name
	switch e.Kind {
	case EvRush, EvPass, EvIncomplete, EvSack:
		return playText(e, name, short)
	case EvPenalty:
		return penaltyText(e, name, short)
	case EvTouchdown, EvFieldGoal, EvSafety, EvTry:
		return scoreText(e, name, short)
	case EvPunt, EvKickoff, EvReturn, EvKickFlag, EvPuntWiped:
		return kickText(e, name, short)
	case EvGameOver:
		return m.Teams.Final(m.State.Score, m.State.Winner, m.State.Tie)
	}
	return otherText(e, name)
}

// playText words a run's or a pass's outcome, its code after it: "Bills
// run for 5 yards [12]".
func playText(e *Event, name string, short bool) string {
	code := ""
	if e.Code >= 0 {
		code = fmt.Sprintf(" [%02d]", e.Code)
	}
	switch e.Kind {
	case EvRush:
		return fmt.Sprintf("%s run for %s%s", name, yardsText(e.Yards, short), code)
	case EvPass:
		return fmt.Sprintf("%s pass complete for %s%s", name, yardsText(e.Yards, short), code)
	case EvIncomplete:
		if e.How != "" {
			return fmt.Sprintf("%s pass incomplete (%s)%s", name, e.How, code)
		}
		return fmt.Sprintf("%s pass incomplete%s", name, code)
	}
	return fmt.Sprintf("%s sacked for %s%s", name, yardsText(e.Yards, short), code)
}

// penaltyText words a penalty: enforced, or why it was not.
func penaltyText(e *Event, name string, short bool) string {
	what := e.How
	if e.Code > 0 {
		what = fmt.Sprintf("%s [%02d]", what, e.Code)
	}
	switch {
	case e.Void && e.Code == 39:
		return e.How + " on " + name + " declined: the play stands"
	case e.Void && Codes[e.Code].Timeout:
		return e.How + " on " + name + " cancelled by a timeout"
	case e.Void:
		return "offsetting fouls (" + what + "): the play does not count, the down again"
	}
	return fmt.Sprintf("penalty on %s: %s, %s", name, what, dist(abs(e.Yards), short))
}

// scoreText words a score, a field goal or a try: a field goal as every
// game words it, with its distance (the yard line + 17).
func scoreText(e *Event, name string, short bool) string {
	switch e.Kind {
	case EvTouchdown:
		return "TOUCHDOWN " + name
	case EvFieldGoal:
		if short {
			return name + " " + engine.FieldGoalLog(e.How, e.Yards)
		}
		return name + " " + engine.FieldGoalCall(e.How, e.Yards)
	case EvSafety:
		return "SAFETY " + name
	}
	return name + " " + tryText(e)
}

// kickText words a kick, a return or a flag on a kick.
func kickText(e *Event, name string, short bool) string {
	switch e.Kind {
	case EvPunt:
		if e.How == "blocked" {
			return name + " kick blocked"
		}
		return fmt.Sprintf("%s punt %s, %s", name, dist(e.Yards, short), e.How)
	case EvKickoff:
		if e.How == "onside" {
			return fmt.Sprintf("%s onside kick %s", name, dist(e.Yards, short))
		}
		if e.Code == 70 || e.Code == 72 {
			return fmt.Sprintf("%s kickoff %s", name, e.How)
		}
		return fmt.Sprintf("%s kickoff %s, %s", name, dist(e.Yards, short), e.How)
	case EvReturn:
		return fmt.Sprintf("%s return %s", name, yardsText(e.Yards, short))
	case EvPuntWiped:
		p := *e
		p.Kind = EvPunt
		return kickText(&p, name, short) + " (wiped out by the flag)"
	}
	return "flag on the kick: " + e.How
}

// otherText words the other events: tempo, timeouts, first downs,
// turnovers, injuries.
func otherText(e *Event, name string) string {
	switch e.Kind {
	case EvTempo:
		return name + " go " + e.How
	case EvTimeout:
		return "timeout " + name
	case EvFirstDown:
		return "first down " + name + " (" + e.How + ")"
	case EvFumble:
		if e.Lost {
			return name + " fumble, lost"
		}
		return name + " fumble, kept"
	case EvInterception:
		return name + " pass intercepted"
	case EvDowns:
		return name + " turnover on downs"
	case EvInjury:
		if e.Inj.Out == Dinged {
			return fmt.Sprintf("%s #%d dinged (stays in)", name, e.Inj.Token)
		}
		return fmt.Sprintf("%s #%d hurt: out for %s", name, e.Inj.Token, OutWords(e.Inj))
	}
	return ""
}

// quarterEnd words the end of quarter q with the score as the quarter
// left it, as every game words a period's end: "END OF FIRST HALF:
// Bills 14, Jets 7"; the 4th quarter's, tied, is regulation's.
func (m *Match) quarterEnd(q int, score [2]int) string {
	tl := m.Shape().Timeline
	return m.Teams.EndOf(tl.PeriodEnd(q, q == tl.Periods && score[Home] == score[Away]), score)
}

// tryText words a try without its team: "extra point good".
func tryText(e *Event) string {
	if e.How == "two" {
		if e.Points > 0 {
			return "two-point try good"
		}
		return "two-point try no good"
	}
	return "extra point " + strings.TrimPrefix(e.How, "kick ")
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// OutWords is how long a hurt player is out: "the rest of the quarter".
func OutWords(j Injury) string {
	switch j.Out {
	case OutPlay:
		return "one play"
	case OutPossession:
		return "the rest of the possession"
	case OutQuarter:
		return "the rest of the quarter"
	case OutHalf:
		return "the rest of the half"
	case OutGame:
		return "the rest of the game"
	case OutGames:
		if j.Games == 1 {
			return "this and one more game"
		}
		return fmt.Sprintf("this and %d more games", j.Games)
	case OutSeason:
		return "the rest of the season"
	}
	return "no time (dinged, stays in)"
}

// snapWhere words where a snap leaves the game: "Bills ball on NYJ 34,
// 3rd and 4", "Jets to receive".
func (m *Match) snapWhere(n Snap) string {
	t := m.Teams
	switch {
	case n.Final:
		return ""
	case n.Phase == PhKickoff:
		return t[n.Off].Name + " to receive"
	case n.Phase == PhTry:
		return t[n.Off].Name + " try from " + t.Spot(n.Off, engine.Abs(n.Off, TryFrom))
	case n.Phase == PhOvertime:
		return "tied: overtime or tie"
	case n.Phase == PhOTReceiver:
		return "overtime: who receives"
	}
	return fmt.Sprintf("%s ball on %s, %s", t[n.Off].Name, t.Spot(n.Off, engine.Abs(n.Off, n.Ball)), engine.DownText(n.Down, n.ToGo, n.Ball))
}

// unitEventText words an event of unit u: a quarter's end with the score
// the unit left.
func (m *Match) unitEventText(u *Unit, e *Event, short bool) string {
	if e.Kind == EvQuarterEnd {
		return m.quarterEnd(e.Quarter, u.After.Score)
	}
	return m.eventText(e, short)
}

// UnitText words what unit u did, a sentence: its events, then where it
// leaves the game.
func (m *Match) UnitText(u *Unit) string {
	var parts []string
	for i := u.Ev; i < u.EvEnd; i++ {
		if t := m.unitEventText(u, &m.Events[i], true); t != "" {
			parts = append(parts, t)
		}
	}
	if w := m.snapWhere(u.After); w != "" && (u.Kind != UTempo && u.Kind != UTimeout) {
		parts = append(parts, w)
	}
	return strings.Join(parts, "; ")
}

// Situation is "Bills 7, Jets 10 | Q3 8:40 | Bills ball on NYJ 34 | 3rd and 4 | hurry-up | TO 2–3".
func (m *Match) Situation() (string, string) {
	return engine.DownSituation(m.Teams, m.Status(), m.Where)
}

// Where is the situation apart from the score.
func (m *Match) Where() string {
	s := &m.State
	t := m.Teams
	parts := []string{m.Progress()}
	switch s.Phase {
	case PhScrimmage:
		parts = append(parts, fmt.Sprintf("%s ball on %s", t[s.Off], t.Spot(s.Off, s.Abs())), engine.DownText(s.Down, s.ToGo, s.Ball))
		if s.Tempo != Normal {
			parts = append(parts, s.Tempo.String())
		}
	case PhKickoff:
		kick := "kickoff"
		if s.Free {
			kick = "free kick"
		}
		parts = append(parts, fmt.Sprintf("%s %s from %s, %s to receive", t[s.Off.Other()], kick,
			t.Spot(s.Off.Other(), engine.Abs(s.Off.Other(), s.KickFrom)), t[s.Off]))
	default:
		parts = append(parts, m.snapWhere(s.Snap()))
	}
	parts = append(parts, fmt.Sprintf("TO %d–%d", s.TO[Home], s.TO[Away]))
	return strings.Join(parts, " | ")
}

// Progress is "Q3 8:40".
func (m *Match) Progress() string {
	return PeriodName(m.State.Quarter) + " " + ClockText(m.State.Ticks)
}

// Period names a quarter for a line score.
func (m *Match) Period(p int) string { return PeriodName(p) }

// Clock words a clock value of the shared events: ticks left.
func (m *Match) Clock(c int) string { return ClockText(c) }

// Shape: a drive of many plays, a log row each; four quarters of ticks.
func (m *Match) Shape() engine.Shape {
	return engine.Shape{Noun: "drive", Timeline: engine.Timeline{Periods: 4, Length: QuarterTicks, UnitSeconds: 10, Break: 2}, ManyPlays: true}
}

// StepText is what entry i did: a play's words once its last entry is
// in, and a result code in the table's words before its follow-ups.
func (m *Match) StepText(i int) []engine.Line {
	if i < 0 || i >= m.Entries() {
		return nil
	}
	if n := sort.Search(len(m.Units), func(k int) bool { return m.Units[k].TokEnd > i }); n < len(m.Units) && m.Units[n].TokEnd == i+1 {
		return m.unitLines(&m.Units[n])
	}
	// An entry of a play under way: a code is echoed in words; a flag on
	// a kick that has it tried again is said at once, with the new spot.
	a, next := m.askAt(i)
	if (a.ID == AskCode || a.ID == AskChart) && next.ID != AskNone {
		if n, ok := parseCode(m.Step(i).Text); ok && Codes[n].Kind != Blank {
			return []engine.Line{{Text: fmt.Sprintf("%s — %s", Codes[n].Label(), rollWords(next)), Aside: true}}
		}
	}
	if a.ID == AskD10 && strings.HasSuffix(a.What, whatKickFlag) && next.What == whatKickRushed {
		return m.kickAgainLines(i)
	}
	return nil
}

// kickAgainLines say what the flag whose d10 is entry i (of the play under
// way) did before the kick is tried again: its events, as the play will
// say them, and the spot of the kick, from the play folded up to it.
func (m *Match) kickAgainLines(i int) []engine.Line {
	start := m.Entries() - len(m.pending)
	var f fold
	f.start(&m.State, nil, m.pending[:i-start+1])
	if f.run() != foldShort {
		return nil
	}
	var out []engine.Line
	for k := range f.evs {
		if e := &f.evs[k]; e.Kind == EvKickFlag {
			for _, e := range f.evs[k:] {
				out = append(out, engine.Line{Text: m.EventText(&e)})
			}
			break
		}
	}
	s := &f.s
	return append(out, engine.Line{Text: "the kick again from " + m.Teams.Spot(s.Off, s.Abs())})
}

// unitLines are a complete play's events, a line each, the news in bold.
func (m *Match) unitLines(u *Unit) []engine.Line {
	var out []engine.Line
	for k := u.Ev; k < u.EvEnd; k++ {
		e := &m.Events[k]
		out = append(out, engine.Line{Text: m.unitEventText(u, e, false), Strong: e.strong(), News: true})
	}
	return out
}

// strong reports whether an event is set in bold at the table: a score,
// the game's end, a turnover, a player out.
func (e *Event) strong() bool {
	switch e.Kind {
	case EvTouchdown, EvSafety, EvGameOver, EvInterception, EvDowns, EvQuarterEnd:
		return true
	case EvFieldGoal:
		return e.Points > 0
	case EvFumble:
		return e.Lost
	case EvInjury:
		return e.Inj.Out != Dinged
	}
	return false
}

// rollWords say what to roll or read next: "roll the d10".
func rollWords(a Ask) string {
	switch a.ID {
	case AskD10, AskD20, AskD12:
		return "roll the " + dice[a.ID].Name()
	case AskD6:
		return "the two d6"
	}
	// The question, its rule left to its prompt (in or out of bounds).
	what, _, _ := strings.Cut(a.What, " (")
	return "next: " + what
}

// askAt is what entry i of the play under way answered and what was
// asked after it (AskNone for an entry of a complete play).
func (m *Match) askAt(i int) (Ask, Ask) {
	start := m.Entries() - len(m.pending)
	if i < start {
		return Ask{}, Ask{}
	}
	return m.probe(&m.State, m.pending[:i-start]), m.probe(&m.State, m.pending[:i-start+1])
}

// probe is what is asked after toks from s, without folding them.
func (m *Match) probe(s *State, toks []face) Ask {
	var f fold
	f.start(s, nil, toks)
	if f.run() == foldShort {
		return f.ask
	}
	return Ask{}
}

// Read is a token as typed at the table in its record form ("5" for a
// code is "05"), or a refusal saying what is allowed.
func (m *Match) Read(text string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	a := m.next()
	if (a.ID == AskCode || a.ID == AskChart) && len(t) == 1 && t[0] >= '0' && t[0] <= '9' {
		t = "0" + t
	}
	if a.ID == AskReturnPenalty {
		t = strings.ToUpper(t)
	}
	var f fold
	f.start(&m.State, nil, append(slices.Clip(m.pending), readFace(t)))
	if f.run() == foldRefused && f.pos == len(m.pending) {
		return "", f.err
	}
	return t, nil
}

// Typing is what can be typed at the table.
func (m *Match) Typing() []string {
	return []string{"before a call: hurry slow normal, timeout-home timeout-away; calls run short medium long punt coffin fg;",
		"result codes 00-99 as on the card (5 is 05), deep for a pass in the red zone, none when the Weird Play chart says no change;",
		"dice: d20 1-20, d10 0-9, d12 1-12, the two d6 2-12; card values as printed (7, -1);",
		"in out, hurt not, off def and a token 1-11, fall return, rusher not, receiver other, play penalty, timeout penalty, rush none,",
		"kickoff squib onside (punt after a safety), touchback return, L and the long code, K5 K10 K15 R5 R10 R15, filled empty,",
		"try kick two; overtime tie, home away"}
}

// Prompt is the table's question for what is asked next.
func (m *Match) Prompt() engine.Prompt {
	a := m.next()
	team := m.Teams[a.Team].Name
	p := engine.Prompt{Label: fmt.Sprintf("%s — %s", team, a.What)}
	switch a.ID {
	case AskCode, AskChart:
		p.Label += ": " + a.Form()
	case AskD10, AskD20, AskD12:
		p.Label = fmt.Sprintf("%s — %s", team, dieLabel(a))
	case AskD6, AskRating, AskToken, AskReturnPenalty:
		p.Label += " (" + a.Form() + ")"
	case AskCall:
		// The plays first; the tempo words and the timeouts, which come
		// before a play, after them and said so.
		for _, w := range callFirst(a.Words) {
			o := engine.Option{Token: w, Label: w, Hint: choiceHints[w], Default: w == "run"}
			if side := slices.Index(wordsTimeouts, w); side >= 0 {
				o.Hint = fmt.Sprintf("%s, %d left: ", m.Teams[side].Name, m.State.TO[side]) + o.Hint
			}
			if !slices.Contains(wordsCalls, w) {
				o.Hint = "before the call — " + o.Hint
			}
			p.Options = append(p.Options, o)
		}
	case AskChoice, AskKickoff, AskTry, AskOvertime, AskOTReceiver:
		for _, w := range a.Words {
			p.Options = append(p.Options, engine.Option{Token: w, Label: w, Hint: choiceHints[w]})
		}
	}
	return p
}

// dieLabel asks for a numbered die, saying it and its faces once: "d10
// (0-9; 10 is read as 0): code 29", "d12 (1-12): whose foul: code 29",
// "d20 (1-20): interception check". The code that calls for it is named
// by its number: its words were said as it was entered.
func dieLabel(a Ask) string {
	d := dice[a.ID]
	faces := fmt.Sprintf("%d-%d", d.Min, d.Min+d.Sides-1)
	if a.ID == AskD10 {
		faces += "; 10 is read as 0"
	}
	what := strings.TrimPrefix(a.What, d.Name()+": ")
	if a.code >= 0 {
		what = strings.Replace(what, Codes[a.code].Label(), fmt.Sprintf("code %02d", a.code), 1)
	}
	label := fmt.Sprintf("%s (%s)", d.Name(), faces)
	if what != "" {
		label += ": " + what
	}
	return label
}

// callFirst orders a call's words for its menu: the plays, the tempo
// words, the timeouts.
func callFirst(words []string) []string {
	out := make([]string, 0, len(words))
	for _, group := range [][]string{wordsCalls, wordsTempo, wordsTimeouts} {
		for _, w := range words {
			if slices.Contains(group, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// choiceHints say what a choice does, a line each.
var choiceHints = map[string]string{
	"run":          "the play card's run: a code off the winner's A or B column",
	"short":        "a short pass: the C column",
	"medium":       "a medium pass: the D column",
	"long":         "a long pass: the E column",
	"punt":         "the punter's card: d12, code, d10, the return",
	"coffin":       "a coffin-corner punt: 31, 32, 41, 42 subtract the d10 and go out of bounds",
	"fg":           "the kicker's card: the column for the yard line + 17",
	"hurry":        "hurry-up: a tick off every play of 2 or more",
	"slow":         "slow-down: a tick more, 1 for the second and later successive incompletions",
	"normal":       "normal tempo",
	"timeout-home": "the home team's timeout: the next play takes 1 tick",
	"timeout-away": "the away team's timeout: the next play takes 1 tick",
	"in":           "the play ends in bounds",
	"out":          "out of bounds: a tick less (at least 1)",
	"kick":         "an extra point: the kicker's code",
	"two":          "a two-point try from the 2: the code alone decides",
	"kickoff":      "the kicker's KO column",
	"squib":        "a squib kick: codes 31, 41, ...",
	"onside":       "d20 18: 20 + d10, else 10 + d10; the two d6 3-5 the kicking team recovers",
	"fall":         "take over where the ball is",
	"return":       "return it: d12, code, d10",
	"touchback":    "the ball on the 20",
	"hurt":         "the player losing the matchup was near: he is hurt",
	"not":          "no",
	"play":         "take the play",
	"penalty":      "take the penalty",
	"timeout":      "spend a timeout: no yards, no time",
	"receiver":     "read off the receiver's card: he caught it and scored",
	"other":        "read off another card (passer, lineman, defender): incomplete",
	"rush":         "the kick is rushed (a d20 not above the rushers)",
	"none":         "no rush",
	"overtime":     "one 15:00 period, sudden death",
	"tie":          "the game ends tied",
}
