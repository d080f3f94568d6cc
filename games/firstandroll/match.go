package firstandroll

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Game is 1st & Roll behind the family's contract.
type Game struct{}

func (Game) Name() string               { return "1st-and-roll" }
func (Game) Title() string              { return "1st & Roll" }
func (Game) DefaultTeams() engine.Teams { return engine.NewTeams("Rollers", "Boxcars") }

// Duration is time of possession in clock spaces.
func (Game) Duration(n int) string {
	if n == 1 {
		return "1 clock space"
	}
	return fmt.Sprintf("%d clock spaces", n)
}

// Start is the game before its first entry.
func (Game) Start(s engine.Setup) (engine.Core, error) {
	st := New(s.Receives)
	if v, ok := s.Header.Get("dice"); ok && v != "" {
		d, err := LoadDice(s.Header, v)
		if err != nil {
			return nil, &engine.HeaderError{Key: "dice", Err: err}
		}
		st.dice = d
	}
	return newMatch(s.Teams, st), nil
}

// Step is one applied entry: its token, what it answered, the situation
// it was made in, and what the fold reported for it (its shared events
// are its history's, engine.History.StepEvents).
type Step struct {
	Token  engine.Token
	Ask    Ask
	Before State
	Fold   []Event
}

// Match is a 1st & Roll record being replayed: its states, and its
// history (each entry's Step and shared events) with the views every game
// has, of which it words most its own way.
type Match struct {
	engine.Views[Step]
	Start  State
	State  State
	fold   []Event // every event the fold reported; Steps' Fold are slices of it
	rows   []int   // each log row's possession ...
	rowsN  int     // ... for that many entries
	snap   int     // 1 + the step of the call of a play from scrimmage not yet resolved (0: none)
	playEv int     // 1 + the index in the shared events of the play in progress's EvPlay (0: none yet)
	// call is what that call (snap) leaves for the play's event, kept
	// apart from the history: a search state (Search) keeps none.
	call called
	// last is what the last entry answered, and lastCall the down and
	// distance the last call was made on (what the defense's call is read
	// off, F11).
	last     Kind
	lastCall downs
	// plays: the search state's listener hears its plays (Hears of
	// EvPlay, said once it is made and when it is told what it hears,
	// HearOnly, rather than asked at every entry).
	plays bool
	// before is the mark of the state a search state's entry is made in
	// (search1): kept here, set at every entry, rather than a variable
	// cleared at every entry.
	before mark
}

// called is a call of a play from scrimmage, as its play's event reads
// it: the offense, its line of scrimmage, down and distance, and the call.
type called struct {
	off              Side
	ball, down, toGo int
	call             string
}

// downs are a down and distance.
type downs struct{ Down, ToGo int }

// newMatch is a match between teams from st.
func newMatch(teams engine.Teams, st State) *Match {
	m := &Match{Views: engine.Views[Step]{Teams: teams, Game: Game{}}, Start: st, State: st}
	m.Bind(m)
	return m
}

// ApplyAll applies tokens in order until one is refused.
func (m *Match) ApplyAll(toks []engine.Token) (int, error) { return engine.ApplyEach(m, toks) }

// Apply applies one token.
func (m *Match) Apply(tok engine.Token) error { return m.fold1(tok, 0, false) }

// ApplyCode applies entry k of Legal's entries, without reading its text
// (engine.Coded); the step's token is that entry, as listed (a search
// state's, which keeps no step, only a call's).
func (m *Match) ApplyCode(k int) error {
	if m.Searching() {
		return m.search1(nil, k, nil)
	}
	tok := engine.Token{}
	if l := m.Legal(); k >= 0 && k < len(l.Entries) {
		tok.Text = l.Entries[k]
	}
	return m.fold1(tok, k, true)
}

// apply folds one entry into the state, reporting to the fold's reports:
// code k of Legal's entries when byCode, else tok's text.
func (m *Match) apply(tok *engine.Token, k int, byCode bool) error {
	if byCode {
		return m.State.ApplyCodeEvents(k, &m.fold)
	}
	return m.State.ApplyEvents(tok.Text, &m.fold)
}

// fold1 folds one entry, tok (by code k when byCode, apply), and records
// it: its step (but in a search state, search1) and the shared events it
// made.
func (m *Match) fold1(tok engine.Token, k int, byCode bool) error {
	if m.Searching() {
		return m.search1(&tok, k, nil)
	}
	n := len(m.fold)
	var step Step // field by field: a composite literal copies it twice more
	step.Token, step.Ask = tok, m.State.ask
	step.Before = m.State
	if err := m.apply(&tok, k, byCode); err != nil {
		return err
	}
	step.Fold = m.fold[n:len(m.fold):len(m.fold)]
	m.Keep(&step)
	b := markOf(&step.Before)
	b.setPlay(&step.Before)
	m.sharedEvents(&b, tok.Text, step.Fold)
	return nil
}

// search1 is fold1 in a search state, which keeps no step: what the
// entry's shared events read of the state it was made in (a mark) is all
// it copies of it, and the fold's reports of the last entry alone. The
// entry is tok, or code k when tok is nil (a choice's words are then its
// token as listed; a die's face goes without): of r, the die asked, when
// it is known (RollCodes).
func (m *Match) search1(tok *engine.Token, k int, r *roll) error {
	m.fold = m.fold[:0]
	b := &m.before
	b.set(&m.State)
	plays := m.plays
	if plays { // what only a play's event reads
		b.setPlay(&m.State)
	}
	var text string
	var err error
	if r != nil {
		m.State.foldFace(r, k, &m.fold)
	} else if tok == nil { // a call's words are its token as listed: only a call's are read
		if a := &m.State.ask; a.Kind == AskCall && k >= 0 && k < len(a.Choices) {
			text = a.Choices[k]
		}
		err = m.State.ApplyCodeEvents(k, &m.fold)
	} else {
		text = tok.Text
		err = m.State.ApplyEvents(text, &m.fold)
	}
	if err != nil {
		return err
	}
	m.Keep(nil)
	if !plays && m.quiet(b) {
		m.answered(b)
		return nil
	}
	m.sharedEvents(b, text, m.fold)
	return nil
}

// quiet reports whether the entry made from b, in a search state that
// hears no play, made no shared event: nobody hears any, or, as at most
// entries, the fold reported nothing and the half, the game's end and who
// has the ball are as they were (sharedEvents, which it spares the call).
func (m *Match) quiet(b *mark) bool {
	a := &m.State
	return len(m.fold) == 0 && m.playEv == 0 && b.same(a) || !m.HearsAny()
}

// mark is what an entry's shared events read of the state it was made in
// (sharedEvents): a few fields, copied at each entry rather than the
// whole state; those only a play's event reads, only where plays are
// heard (setPlay).
type mark struct {
	kind             Kind // what was asked
	half, marker     int
	off              Side
	ball, down, toGo int
	hasBall, final   bool
	retHow           string // the play's: how its return began
	try, safetyPunt  bool   // the play's: a two-point try, a safety's punt (startsPlay)
	lostAt           int    // the play's: where the offense lost the ball
}

// markOf is s's mark, its play's fields left out (setPlay).
func markOf(s *State) (b mark) {
	b.set(s)
	return b
}

// set makes b s's mark but for what only a play's event reads (setPlay),
// field by field: a composite literal is built aside and copied again, at
// every entry.
func (b *mark) set(s *State) {
	b.kind, b.half, b.marker, b.off, b.ball, b.down, b.toGo = s.ask.Kind, s.Half, s.Marker, s.Off, s.Ball, s.Down, s.ToGo
	b.hasBall, b.final, b.retHow = s.HasBall, s.Final, s.p.retHow
}

// setPlay sets what of s's mark only a play's event reads.
func (b *mark) setPlay(s *State) {
	b.try, b.safetyPunt, b.lostAt = s.p.try, s.p.safetyPunt, s.p.lostAt
}

// holder is who has the ball; a possession does not outlast its half.
func (b *mark) holder() engine.Ball { return engine.Ball{Has: b.hasBall, Team: b.off, Spell: b.half} }

// same reports whether a, the state an entry made from b, is in the same
// half, game and hands as b (ballOf(a) is b.holder(), compared field by
// field): no period, game's end or possession the entry ended or began.
func (b *mark) same(a *State) bool {
	return a.Half == b.half && a.Final == b.final && a.HasBall == b.hasBall && a.Off == b.off
}

// Search is the match as a search state (engine.Searcher): its states
// without its history, the record's steps and events; hear hears the
// shared events it makes, without the words of its plays, field goals,
// tries, first half's end and the game's end.
func (m *Match) Search(hear func(engine.Event)) engine.Core {
	return m.searchIn(new(Match), hear)
}

// SearchReuse is Search in old's storage, where old is a search state of
// the game (engine.SearchReuser): its fold's reports too.
func (m *Match) SearchReuse(old engine.Core, hear func(engine.Event)) engine.Core {
	c, ok := old.(*Match)
	if !ok || c == m || !c.Searching() {
		c = new(Match)
	}
	return m.searchIn(c, hear)
}

// searchIn makes c the match as a search state (Search), keeping the
// storage of c's fold's reports.
func (m *Match) searchIn(c *Match, hear func(engine.Event)) *Match {
	fold := c.fold[:0]
	*c = *m
	c.History = m.History.Search(hear)
	c.Bind(c)
	c.fold, c.rows, c.rowsN, c.playEv, c.plays = fold, nil, 0, 0, c.Hears(engine.EvPlay)
	return c
}

// HearOnly is engine.Selective's (History.HearOnly), the plays heard
// or not said once.
func (m *Match) HearOnly(k engine.EventKinds) {
	m.History.HearOnly(k)
	m.plays = m.Hears(engine.EvPlay)
}

// sharedEvents keeps what the last entry answered, from b, and the down
// and distance of a call; and emits what the entry did, answering with text, from the
// states before (b) and after it and what the fold reported: a play from
// scrimmage once it is resolved (its faces, return and flag in: before
// the clock is asked about), the clock spaces it then uses, a score, a
// possession that ends or begins, a period or the game that ends.
func (m *Match) sharedEvents(b *mark, text string, fold []Event) {
	a := &m.State
	m.answered(b)
	if !m.HearsAny() { // a search state that nobody listens to
		return
	}
	resolved := false
	if m.Hears(engine.EvPlay) { // a search may not read the plays (engine.Selective)
		if k := b.kind; playStarts(k, b.try, b.safetyPunt) {
			m.snap, m.playEv = 0, 0
			if k == AskCall {
				m.snap = m.Entries()
				m.call = called{off: b.off, ball: b.ball, down: b.down, toGo: b.toGo, call: callWord(text)}
			}
		}
		resolved = m.snap > 0 && (a.ask.Kind == AskTimeout || a.ask.Kind == AskRunClock || a.ask.Kind == AskNone || startsPlay(a.ask.Kind, a))
	}
	if !resolved && len(fold) == 0 && b.same(a) {
		// Most entries: a face of a play under way, which makes no event
		// but the clock spaces it moves.
		m.addTime(a.Marker - b.marker)
		return
	}
	m.emitShared(b, fold, resolved)
}

// answered keeps what the entry made from b answered, and a call's down
// and distance (what the defense's call is read off).
func (m *Match) answered(b *mark) {
	if m.last = b.kind; b.kind == AskCall {
		m.lastCall = downs{b.down, b.toGo}
	}
}

// emitShared emits what an entry did that makes events (sharedEvents):
// the play it resolves, a score, a possession or a period that ends or
// begins, the game's end; made apart from the entries that make none,
// which need not set up its events.
func (m *Match) emitShared(b *mark, fold []Event, resolved bool) {
	a, i := &m.State, m.Entries()-1
	if !resolved && b.same(a) && !hasScore(fold) {
		// What the fold reported (a note, a flag) changed no score,
		// possession nor period: the clock spaces the entry moved alone.
		m.addTime(a.Marker - b.marker)
		return
	}
	next := engine.Event{Step: i, Period: a.Half, Clock: LastSpace - a.Marker, Score: a.Score}
	moved := movedSpaces(b, a, fold)
	// What the entry did up to the half's end belongs to that half, at
	// its end; the half that follows begins after it.
	base := next
	if a.Half != b.half {
		base.Period, base.Clock = b.half, LastSpace-(b.marker+moved)
	}
	m.emitPlay(resolved, b, &base, a, fold, moved)
	for k := range fold {
		if kind, text, ok := scoreOf(&fold[k], !m.Searching()); ok {
			m.Emit(engine.ScoreEvent(base, fold[k].Team, fold[k].Points, kind, text))
		}
	}
	m.emitHandoff(&base, &next, b, a, fold)
	if a.Final && !b.final {
		m.Emit(m.gameOver(base, a))
	}
}

// gameOver is the game's end at at, as a ends it: worded but in a
// search state, whose listener goes without the words.
func (m *Match) gameOver(at engine.Event, a *State) engine.Event {
	if m.Searching() {
		return engine.GameOver(at, a.Winner, a.Tie)
	}
	return engine.GameOverEvent(at, m.Teams, a.Winner, a.Tie)
}

// callWord is a call as the rules read it ("Punt " is "punt"): as
// listed, the token itself.
func callWord(text string) string {
	for i := range len(text) {
		if c := text[i]; c < 'a' || c > 'z' {
			return strings.ToLower(strings.TrimSpace(text))
		}
	}
	return text
}

// movedSpaces are the clock spaces an entry moved the marker from b to a
// (to the half's end when the half ended).
func movedSpaces(b *mark, a *State, fold []Event) int {
	if a.Half == b.half {
		return a.Marker - b.marker
	}
	moved := 0
	for _, f := range fold {
		if f.Kind == EvHalfOver {
			moved = f.Marker - b.marker
		}
	}
	return moved
}

// emitPlay emits the play from scrimmage the entry resolves (the call
// snap began, sharedEvents), or adds the clock spaces it moved to the play
// in progress's.
func (m *Match) emitPlay(resolved bool, b *mark, base *engine.Event, a *State, fold []Event, moved int) {
	if resolved {
		m.Emit(m.playEvent(*base, &m.call, b, a, fold, moved))
		m.snap, m.playEv = 0, len(m.Shared())
		return
	}
	m.addTime(moved)
}

// addTime adds the clock spaces an entry moved to the play in progress's
// (when its event is made).
func (m *Match) addTime(moved int) {
	if moved > 0 && m.playEv > 0 {
		m.Shared()[m.playEv-1].Time += moved
	}
}

// scoreOf is what a score the fold reported was and, with words, its
// words (a search state's go without those made for the occasion); ok is
// false for an event that is no score.
func scoreOf(f *Event, words bool) (kind engine.ScoreKind, text string, ok bool) {
	switch {
	case f.Kind == EvTouchdown:
		return engine.Touchdown, "touchdown", true
	case f.Kind == EvFieldGoal && f.Points > 0:
		if words {
			text = engine.FieldGoalScore(f.Yards)
		}
		return engine.FieldGoal, text, true
	case f.Kind == EvSafety:
		return engine.Safety, "safety", true
	case f.Kind == EvTry:
		if words {
			text = tryWords(*f)
		}
		return engine.Try, text, true
	}
	return 0, "", false
}

// hasScore reports whether the fold reported a score (scoreOf).
func hasScore(fold []Event) bool {
	for k := range fold {
		if _, _, ok := scoreOf(&fold[k], false); ok {
			return true
		}
	}
	return false
}

// ballOf is who has the ball in s; a possession does not outlast its half.
func ballOf(s *State) engine.Ball { return engine.Ball{Has: s.HasBall, Team: s.Off, Spell: s.Half} }

// emitHandoff emits a possession that ends (the ball changes hands, leaves
// the field, or the half or the game ends with it), the half that ends, a
// possession that begins (and ends at once when an overtime score ends
// the game), and the last period's end when the game ends within it.
func (m *Match) emitHandoff(base, next *engine.Event, b *mark, a *State, fold []Event) {
	was, now := b.holder(), ballOf(a)
	after := now
	after.Has = now.Has && !a.Final
	if was.LostIn(after) {
		r, text := endWords(fold, b)
		m.Emit(engine.PossessionEndEvent(*base, b.off, b.ball, b.ball, r, text))
	}
	if a.Half != b.half {
		m.Emit(m.periodEnd(*base, b.half))
	}
	if now.LostIn(was) {
		m.Emit(engine.PossessionEvent(*next, a.Off, a.Ball))
		if a.Final { // an overtime score: the game ends with it
			after := markOf(a)
			r, text := endWords(fold, &after)
			m.Emit(engine.PossessionEndEvent(*next, a.Off, a.Ball, a.Ball, r, text))
		}
	}
	if a.Half == b.half && a.Final && !b.final {
		m.Emit(m.periodEnd(*base, b.half))
	}
}

// periodEnd is half's end at at; the first half's is worded with the
// score for the table, as every game words it (halfEnd). (Regulation's end is said as the fold reports
// it, StepText: its period ends only once overtime or a tie is chosen.)
func (m *Match) periodEnd(at engine.Event, half int) engine.Event {
	e := engine.PeriodEndEvent(at, half)
	if half == 1 && !m.Searching() { // a search state's go without words
		e.Text = m.halfEnd(half, at.Score)
	}
	return e
}

// halfEnd words the end of half with the score: "END OF FIRST HALF:
// Bears 7, Lions 7"; the second half's, tied, is regulation's.
func (m *Match) halfEnd(half int, score [2]int) string {
	tl := m.Shape().Timeline
	return m.Teams.EndOf(tl.PeriodEnd(half, half == tl.Periods && score[Home] == score[Away]), score)
}

// playEvent is a play from scrimmage resolved by the entry from b to a:
// the offense's, from its line of scrimmage (snap is its call) to where it
// left the ball: the goal line on a touchdown or a safety, the spot of the
// fumble or interception, the line of scrimmage on a punt or a field goal.
func (m *Match) playEvent(base engine.Event, snap *called, b *mark, a *State, fold []Event, moved int) engine.Event {
	off, call := snap.off, snap.call
	to := a.Ball
	switch {
	case call == "punt" || call == "fg":
		to = snap.ball
	case b.lostAt > 0:
		to = engine.Own(off, b.lostAt)
	case hasEvent(fold, EvTouchdown, off):
		to = engine.Own(off, 100)
	case hasEvent(fold, EvSafety, off.Other()):
		to = engine.Own(off, 0)
	}
	e := base
	e.Kind, e.Team, e.From, e.To = engine.EvPlay, off, snap.ball, to
	e.Down, e.ToGo, e.Time = snap.down, snap.toGo, moved
	e.Yards = engine.Own(off, to) - engine.Own(off, snap.ball)
	if !m.Searching() { // a search state's plays go without their words
		e.Text = m.playWords(off, call, e.Yards, a, fold)
	}
	return e
}

// playWords word a play's result as soon as it is resolved, for the table
// before the clock is asked about: "Bears +21 yards, 1st and 10 at own
// 28", "Bears +3 yards: turnover on downs", "Bears field goal no good".
// What the faces do not tell is said by the fold's notes before it.
func (m *Match) playWords(off Side, call string, yards int, a *State, fold []Event) string {
	what := engine.SignedYards(yards)
	switch call {
	case "punt":
		what = "punt"
	case "fg":
		what = "field goal"
	case "hail":
		what = "hail mary"
	}
	out := m.Teams[off].Name + " " + what + flagPart(fold)
	for _, f := range fold {
		switch {
		case f.Kind == EvFieldGoal:
			return m.Teams[off].Name + " " + engine.FieldGoalCall(f.How, f.Yards) + flagPart(fold)
		case f.Kind == EvTouchdown || f.Kind == EvSafety:
			return out // the score says the rest
		case f.Kind == EvChange && f.Team != off:
			how := f.How
			switch how {
			case "downs":
				how = "turnover on downs"
			case "punt":
				return out
			}
			return out + ": " + how
		}
	}
	if call == "hail" {
		return out + " incomplete"
	}
	if a.HasBall && a.Off == off && a.Down > 0 {
		out += fmt.Sprintf(", %s at %s", engine.DownText(a.Down, a.ToGo, a.Own()), m.Teams.Spot(a.Off, a.Ball))
	}
	return out
}

// foulWords name a penalty and the team it is on: "D5 offsides, defense".
func foulWords(pen Penalty) string {
	side := "defense"
	if pen.Offense() {
		side = "offense"
	}
	return pen.String() + " " + penaltyTable[pen].name + ", " + side
}

// flagWords say what became of a flag (an EvPenalty): "D5 offsides,
// defense: accepted".
func flagWords(f Event) string {
	pen, _ := parsePenalty(f.How)
	return foulWords(pen) + ": " + either(f.Points > 0, "accepted", "declined")
}

// flagPart is the play line's words of the flag accepted or declined
// among what the fold reported, " (D5 offsides, defense: accepted)", or
// "" for none.
func flagPart(fold []Event) string {
	for _, f := range fold {
		if f.Kind == EvPenalty {
			return " (" + flagWords(f) + ")"
		}
	}
	return ""
}

// endWords say how b's possession ended, from what the fold reported for
// the entry that ended it.
func endWords(fold []Event, b *mark) (engine.Result, string) {
	for _, f := range fold {
		switch f.Kind {
		case EvTouchdown:
			if f.Team != b.off { // returned for a touchdown: the ball was lost first
				return lostWords(b)
			}
			return engine.ResTouchdown, "TD"
		case EvTry:
			return engine.ResTouchdown, "TD"
		case EvFieldGoal:
			if f.Points > 0 {
				return engine.ResFieldGoal, "FG"
			}
			return engine.ResMissedFG, "FG " + f.How
		case EvSafety:
			return engine.ResSafety, "safety"
		case EvChange:
			switch f.How {
			case "punt", "punt blocked":
				return engine.ResPunt, f.How
			case "downs":
				return engine.ResDowns, "downs"
			case "turnover", "interception":
				return engine.ResTurnover, f.How
			}
		case EvHalfOver, EvGameOver:
			if slices.ContainsFunc(fold, func(e Event) bool { return e.Kind == EvGameOver }) {
				return engine.ResPeriodEnd, "game ends"
			}
			return engine.ResPeriodEnd, "half ends"
		}
	}
	return engine.ResTurnover, "turnover"
}

// lostWords say how b's offense lost the ball on a play the other team
// returned for a touchdown: a punt, an interception, a fumble.
func lostWords(b *mark) (engine.Result, string) {
	switch {
	case b.retHow == "interception":
		return engine.ResTurnover, "interception"
	case b.retHow == "punt blocked":
		return engine.ResPunt, "punt blocked"
	case b.kind >= AskPuntKick && b.kind <= AskPuntAccept:
		return engine.ResPunt, "punt"
	}
	return engine.ResTurnover, "turnover"
}

// hasEvent reports whether the fold reported an event of kind k for team.
func hasEvent(fold []Event, k EventKind, team Side) bool {
	for _, f := range fold {
		if f.Kind == k && f.Team == team {
			return true
		}
	}
	return false
}

// tryWords words a try: "kick good", "two no good".
func tryWords(f Event) string {
	kind := "kick"
	if f.How == "two" {
		kind = "two"
	}
	if f.Points > 0 {
		return kind + " good"
	}
	return kind + " no good"
}

// Next is what the rules ask next, in the contract's words.
func (m *Match) Next() engine.Ask {
	a := m.State.Next()
	out := engine.Ask{Team: a.Team, What: a.Kind.String(), Done: a.Kind == AskNone,
		NewLine: a.Kind == AskCall || a.Kind == AskKickType || a.Kind == AskTry || a.Kind == AskOvertime ||
			(a.Kind == AskPuntKick && m.State.p.safetyPunt)}
	if a.tossed() { // a coin's sides, tossed as a die is rolled
		out.Faces, out.Form = a.Choices, m.State.Expect()
		return out
	}
	if a.Form == choice {
		out.Choices = a.Choices
		switch a.Kind {
		case AskCall: // F11: the calls are secret, the offense's written first
			out.Both.Secret = true
		case AskDefCall: // and the defense's after it
			out.Both.Follows = true
		case AskTimeout: // F27: each team stops the clock for itself, unseen
			out.Both = engine.Simultaneous{Pass: a.Choices[0], Secret: true}
			for _, side := range engine.Sides {
				if ownsTimeout(&a, side) {
					out.Both.Own[side] = ownTimeout[side]
				}
			}
		}
		return out
	}
	out.Form = m.State.Expect()
	out.Faces = m.State.dice.faces(&a) // a dice set's faces: --digital rolls them
	return out
}

// RollCodes rolls what the match asks, dice of its dice set, one after
// another while it asks for them, up to n, each drawn from d by its odds
// and applied by its code (engine.Roller); where no die of its set is
// asked it draws and applies nothing (k is -1).
func (m *Match) RollCodes(d *engine.Draws, n int) (t engine.Turn, rolled, k int, err error) {
	s := &m.State
	for k = -1; rolled < n && s.ask.rolled(); rolled++ {
		r := &coin
		if !s.ask.tossed() {
			if r = s.dice.prepared(&s.ask); r == nil {
				if r = s.dice.unprepared(&s.ask); r == nil { // no dice set
					break
				}
			}
		}
		c := engine.DrawFace(d, r.codes) // DrawSums' draw of r.sums, looked up
		if c < 0 {
			break
		}
		switch {
		case !m.Searching():
			err = m.ApplyCode(c)
		case s.ask.tossed(): // the coin's side is folded as a choice's token
			err = m.search1(nil, c, nil)
		default:
			err = m.search1(nil, c, r)
		}
		if k = c; err != nil {
			return m.Turn(), rolled, k, err
		}
	}
	return m.Turn(), rolled, k, nil
}

// Turn is Next in brief (engine.Turner), for a search.
func (m *Match) Turn() engine.Turn {
	a := &m.State.ask
	t := engine.Turn{Team: a.Team, Asking: engine.Asking{Done: a.Kind == AskNone, Roll: a.rolled()}}
	if a.Kind == AskTimeout { // F27's choice alone has parts
		t.Parts = ownsTimeout(a, Home) || ownsTimeout(a, Away)
	}
	return t
}

// Owns reports whether code k is side's own token of the choice asked
// (engine.Parted): F27's timeout, its own.
func (m *Match) Owns(side Side, k int) bool {
	a := &m.State.ask
	return a.Kind == AskTimeout && k >= 0 && k < len(a.Choices) && isTeam(a.Choices[k], side)
}

// Part reports whether side may take a timeout in the choice asked
// (engine.Parted): its part of F27's.
func (m *Match) Part(side Side) bool { return ownsTimeout(&m.State.ask, side) }

// ownsTimeout reports whether a is F27's timeout and side may take one
// there: its part of the choice.
func ownsTimeout(a *Ask, side Side) bool {
	if a.Kind != AskTimeout {
		return false
	}
	for _, c := range a.Choices {
		if isTeam(c, side) {
			return true
		}
	}
	return false
}

// isTeam reports whether choice c is side's token, its timeout (F27):
// compared with the word itself, which the compiler does in place.
func isTeam(c string, side Side) bool {
	if side == Home {
		return c == "home"
	}
	return c == "away"
}

// ownTimeout is each team's token for its own timeout (F27), read-only.
var ownTimeout = [2][]string{{Home.String()}, {Away.String()}}

// Status is where the game stands.
func (m *Match) Status() engine.Status { return statusOf(&m.State) }

// statusOf is where the game stands in s.
func statusOf(s *State) engine.Status {
	st := engine.Status{Period: s.Half, Clock: LastSpace - s.Marker, Score: s.Score, Possession: s.Off, Ball: s.Ball,
		HasBall: s.HasBall, Final: s.Final, Winner: s.Winner, Tie: s.Tie, Timeouts: s.TO}
	if s.Down > 0 && !s.Final {
		st.Down, st.ToGo = s.Down, s.ToGo
	}
	return st
}

// JSONGame is the replay --json object (the spec's contract).
type JSONGame struct {
	Game       string           `json:"game"`
	Final      bool             `json:"final"`
	Half       int              `json:"half"`
	Clock      string           `json:"clock"`
	Score      engine.JSONScore `json:"score"`
	Possession *string          `json:"possession"`
	BallOn     *int             `json:"ball_on"`
	engine.JSONDowns
	Winner string    `json:"winner,omitempty"`
	Next   *JSONNext `json:"next,omitempty"`
	// The teams and the plays, every game's.
	engine.JSONShared
}

// JSONNext is what is asked next.
type JSONNext struct {
	Ask     string   `json:"ask"`
	Team    string   `json:"team"`
	Faces   string   `json:"faces,omitempty"`
	Choices []string `json:"choices,omitempty"`
}

// JSON is the replay --json object.
func (m *Match) JSON(sum engine.Summary) any {
	s := &m.State
	j := JSONGame{Game: sum.Game, Final: sum.Final, Half: s.Half, Clock: ClockText(s.Marker), Score: sum.Score,
		Possession: &sum.Possession, BallOn: sum.BallOn, JSONDowns: sum.Downs, Winner: sum.Winner,
		JSONShared: sum.Shared}
	if s.Tied() {
		j.Possession, j.BallOn = nil, nil
	}
	if !s.Final {
		a := m.Next()
		j.Next = &JSONNext{Ask: a.What, Team: a.Team.String(), Faces: a.Form, Choices: a.Choices}
	}
	return j
}

// Progress is "2nd half, 14:00".
func (m *Match) Progress() string {
	return fmt.Sprintf("%s, %s", m.Period(m.State.Half), ClockText(m.State.Marker))
}

// Period names a half: "1st half", "2nd half", "overtime".
func (m *Match) Period(p int) string {
	switch p {
	case 1:
		return "1st half"
	case 2:
		return "2nd half"
	}
	return "overtime"
}

// Clock words a clock value of the shared events: spaces left.
func (m *Match) Clock(c int) string { return ClockText(LastSpace - c) }

// Read is a token as typed at the table in its record form.
func (m *Match) Read(text string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if full, ok := aliases[t]; ok {
		t = full
	}
	if f := m.State.ask.Form; f == clockDie {
		if c, ok := parseClock(t); ok {
			t = c.String()
		}
	}
	s := m.State
	if err := s.Apply(t); err != nil {
		return "", err
	}
	if m.State.ask.Form == penaltyDie {
		t = strings.ToUpper(t)
	}
	if m.State.ask.Form == defDie && t == "f" {
		t = "F"
	}
	return t, nil
}

// Typing is what can be typed at the table.
func (m *Match) Typing() []string {
	return []string{"calls red yellow green (r y g), fg, punt, hail; throw or bomb;",
		"offense faces 0-99, N* circled, 2s the red square 2; defense faces 0, -N, F the flag;",
		"clock die clock turnover blank (c t b); penalty O5 O10 O15 DH D5 D15; accept decline;",
		"kickoff regular onside, touchback return; punt returns fair return; try pat two;",
		"timeout no home away; runclock yes no"}
}

// Prompt is the table's question for what is asked next.
func (m *Match) Prompt() engine.Prompt {
	s := &m.State
	a := s.Next()
	team := m.Teams[a.Team].Name
	p := engine.Prompt{}
	switch a.Form {
	case offDie, defDie:
		side := "offense"
		if a.Form == defDie {
			side = "defense"
		}
		switch {
		case a.Kind == AskBlock:
			p.Label = m.blockLabel(team)
		case a.Colour == AnyColour:
			p.Label = fmt.Sprintf("%s — %s: a %s die", team, a.Kind, side)
		case a.Kind == AskOff || a.Kind == AskDef:
			p.Label = fmt.Sprintf("%s — %s %s die", team, side, a.Colour)
		default:
			p.Label = fmt.Sprintf("%s — %s %s die (%s)", team, side, a.Colour, a.Kind)
		}
	case clockDie:
		switch a.Kind {
		case AskClock2:
			p.Label = fmt.Sprintf("%s — clock die again after a turnover: clock moves the clock, turnover loses the ball, blank nothing", team)
		case AskPatClock:
			p.Label = fmt.Sprintf("%s — kick try's clock die, before the kick die: no good only on turnover and a kick die of 20", team)
		default:
			p.Label = fmt.Sprintf("%s — clock die: clock, turnover or blank", team)
		}
	case kickDie:
		p.Label = fmt.Sprintf("%s — kick die (%s)", team, a.Kind)
	case penaltyDie:
		p.Label = fmt.Sprintf("%s — penalty die: O5 O10 O15 DH D5 D15", team)
	default:
		hints := choiceHints
		switch a.Kind {
		case AskTimeout:
			return m.timeoutPrompt()
		case AskAccept, AskPuntAccept:
			return m.penaltyPrompt()
		case AskDefCall:
			hints = defenseHints
		case AskRunClock:
			return m.runClockPrompt()
		case AskPuntColour:
			hints = m.puntDieHints()
		}
		p.Label = fmt.Sprintf("%s — %s", team, a.Kind)
		switch a.Kind {
		case AskOvertime:
			p.Label = fmt.Sprintf("%s after regulation: overtime or tie?", m.Teams.ScoreLine(s.Score))
		case AskOTReceiver:
			p.Label = fmt.Sprintf("Overtime — the coin toss: who receives, home (%s) or away (%s)?", m.Teams[Home], m.Teams[Away])
			hints = map[string]string{"home": m.Teams[Home].Name + " receive the overtime kickoff",
				"away": m.Teams[Away].Name + " receive the overtime kickoff"}
		}
		for _, c := range a.Choices {
			p.Options = append(p.Options, engine.Option{Token: c, Label: c, Hint: hints[c]})
		}
	}
	return p
}

// penaltyPrompt asks the team not penalized to accept or decline (F16,
// F21), naming the foul and what each answer does: each answer applied
// to a copy of the match, in the words the table then says, without the
// flag's own words. The menu starts on the better answer for the team
// choosing (engine.Better): a score, the game's end, the ball, then
// ground gained.
func (m *Match) penaltyPrompt() engine.Prompt {
	s := &m.State
	a := s.Next()
	foul := foulWords(s.p.pen)
	p := engine.Prompt{}
	var said []string
	best := engine.Better(m, a.Team, a.Choices)
	for _, c := range a.Choices {
		what := m.outcome(c)
		if c == "decline" {
			what = "the play stands: " + what
		}
		said = append(said, fmt.Sprintf("%s (%s)", c, what))
		p.Options = append(p.Options, engine.Option{Token: c, Label: c, Hint: what, Default: c == best})
	}
	p.Label = fmt.Sprintf("%s — %s: %s?", m.Teams[a.Team].Name, foul, strings.Join(said, " or "))
	return p
}

// outcome is what answering tok does, as the table would say it: tok
// applied to a copy of the match, whose lines for it are joined, the
// flag's own words left out (the question names the foul).
func (m *Match) outcome(tok string) string {
	c, ok := m.Clone().(*Match)
	if !ok || c.Apply(engine.Token{Text: tok}) != nil {
		return ""
	}
	i := c.Entries() - 1
	var lines []string
	for _, l := range c.StepText(i) {
		lines = append(lines, strings.Replace(l.Text, flagPart(c.Step(i).Fold), "", 1))
	}
	if s := &c.State; s.p.try && s.ask.Kind == AskCall {
		// An accepted penalty on a two-point try: the try again (F24).
		return strings.Join(append(lines, "the try again from "+c.Teams.Spot(s.Off, s.Ball)), ": ")
	}
	if len(lines) == 0 {
		return c.Where()
	}
	return strings.Join(lines, "; ")
}

// blockLabel asks for a block die (F21, F22), saying that two of the
// defense's dice are rolled, any two, and that two flags block the kick;
// the second time, what the first showed.
func (m *Match) blockLabel(team string) string {
	s := &m.State
	kick := "punt"
	if s.ask.Choices[0] == "fg" {
		kick = "field goal"
	}
	if s.p.blocks == 0 {
		return fmt.Sprintf("%s — block die 1 of 2: roll any two of your defense dice; two flags block the %s", team, kick)
	}
	return fmt.Sprintf("%s — block die 2 of 2: the first shows %s; two flags block the %s", team, s.p.block[0], kick)
}

// runClockPrompt asks the offense whether it moves the clock marker one
// more space after a successful run (F27), saying what each answer does.
// The menu starts on the coach's answer: yes when ahead in the second
// half, else no (the marker moves only when the offense chooses).
func (m *Match) runClockPrompt() engine.Prompt {
	s := &m.State
	a := s.Next()
	now, next := ClockText(s.Marker), ClockText(s.Marker+1)
	def := runClock(s)
	return engine.Prompt{
		Label: fmt.Sprintf("%s — run the clock: after a successful run the offense may move the marker one more space, to %s", m.Teams[a.Team].Name, next),
		Options: []engine.Option{
			{Token: "yes", Label: "yes", Hint: "the clock moves to " + next + " (a timeout may stop it)", Default: def == "yes"},
			{Token: "no", Label: "no", Hint: "the clock stays on " + now, Default: def == "no"},
		}}
}

// puntDieHints say what each offense die adds to the punt's kick die
// (F21): its face, no breakaway; with a dice set, the faces it shows.
func (m *Match) puntDieHints() map[string]string {
	out := map[string]string{}
	for _, c := range []string{"red", "yellow", "green"} {
		out[c] = "its face adds to the kick die's (no breakaway)"
		if d := m.State.dice; d != nil && len(d.Offense[c]) > 0 {
			out[c] = "adds one of " + strings.Join(slices.Compact(slices.Clone(d.Offense[c])), " ") + " to the kick (no breakaway)"
		}
	}
	return out
}

// timeoutPrompt puts F27's question to the teams by name: at the table to
// both at once (the offense first), in solo play to each for its own.
func (m *Match) timeoutPrompt() engine.Prompt {
	s := &m.State
	move := fmt.Sprintf("the clock is about to move to %s", ClockText(s.Marker+1))
	p := engine.Prompt{Options: []engine.Option{{Token: "no", Label: "no", Hint: move}}}
	var names []string
	for _, side := range []Side{s.Off, s.Off.Other()} {
		if s.TO[side] == 0 {
			continue
		}
		name := m.Teams[side].Name
		names = append(names, name)
		p.Own[side] = fmt.Sprintf("%s — timeout? %s; %d left", name, move, s.TO[side])
		p.Options = append(p.Options, engine.Option{Token: side.String(), Label: side.String(),
			Hint: fmt.Sprintf("a timeout for %s: the clock stops (%d left)", name, s.TO[side])})
	}
	p.Label = fmt.Sprintf("%s — timeout? %s", strings.Join(names, " or "), move)
	return p
}

// choiceHints say what a call risks.
var choiceHints = map[string]string{
	"red":    "run: a square 2 breaks a tackle when the defense does not call red; same colour: both roll",
	"yellow": "short pass: same colour, both roll",
	"green":  "long pass: a bomb when the defense does not call green; no gain over 2 past the goal line",
	"fg":     "kick die: good when the distance to the goal is at most its face",
	"punt":   "kick die plus an offense die; two flags block it",
	"hail":   "both the yellow and green breakaway faces score; the half ends",
	"bomb":   "green + kick - yellow; green 0 incomplete, yellow 0 intercepted",
	"throw":  "roll the green die as usual",
}

// defenseHints say what the defense's call defends against (F12-F15,
// F19).
var defenseHints = map[string]string{
	"red":    "against the run: same colour, both roll; no broken tackle",
	"yellow": "against the short pass: same colour, both roll",
	"green":  "against the long pass: same colour, both roll; no long bomb",
}

// Situation is "Bears 7, Lions 3 | 2nd half, 14:00 | Bears ball on LIO 35 | 3rd and 4 | timeouts 2–3".
func (m *Match) Situation() (string, string) {
	return engine.DownSituation(m.Teams, m.Status(), m.Where)
}

// Where is the situation apart from the score.
func (m *Match) Where() string {
	s := &m.State
	parts := []string{m.Progress()}
	switch {
	case s.Tied():
		parts = append(parts, "tied")
	case !s.HasBall:
		parts = append(parts, m.Teams[s.Off].Name+" to receive")
	default:
		parts = append(parts, fmt.Sprintf("%s ball on %s", m.Teams[s.Off], m.Teams.Spot(s.Off, s.Ball)))
	}
	if s.Down > 0 {
		parts = append(parts, engine.DownText(s.Down, s.ToGo, s.Own()))
	}
	parts = append(parts, fmt.Sprintf("timeouts %d–%d", s.TO[Home], s.TO[Away]))
	return strings.Join(parts, " | ")
}

// StepText is what entry i did, from the shared events it made.
func (m *Match) StepText(i int) []engine.Line {
	var out []engine.Line
	for _, f := range m.Step(i).Fold {
		if f.Kind == EvNote {
			out = append(out, engine.Line{Text: f.How, Aside: true})
		}
	}
	for _, e := range m.StepEvents(i) {
		switch e.Kind {
		case engine.EvScore:
			// The score's kind ("FIELD GOAL: Bears +3"); the play's line
			// before it has said the kick's distance.
			what, _, _ := strings.Cut(e.Text, ",")
			out = append(out, engine.Line{Text: fmt.Sprintf("%s: %s +%d", strings.ToUpper(what), m.Teams[e.Team], e.Points), Strong: true, News: true})
		case engine.EvPlay:
			out = append(out, engine.Line{Text: e.Text, News: true})
		case engine.EvPossession:
			out = append(out, engine.Line{Text: m.returnWords(i) + fmt.Sprintf("%s ball on %s", m.Teams[e.Team], m.Teams.Spot(e.Team, e.From)), News: true})
		case engine.EvPeriodEnd, engine.EvGameOver:
			if e.Text != "" {
				out = append(out, engine.Line{Text: e.Text, Strong: true, News: true})
			}
		}
	}
	after := m.State
	if i+1 < m.Entries() {
		after = m.Step(i + 1).Before
	}
	for _, f := range m.Step(i).Fold {
		if f.Kind == EvHalfOver && f.Points == 2 && !after.Final {
			// Tied: overtime or a tie is asked next.
			out = append(out, engine.Line{Text: m.halfEnd(f.Points, after.Score), Strong: true, News: true})
		}
	}
	if !slices.ContainsFunc(out, func(l engine.Line) bool { return l.News }) {
		// The clock marker moved without other news: the situation line
		// is shown again, with the clock.
		if b := m.Step(i).Before; after.Marker != b.Marker && after.Half == b.Half {
			out = append(out, engine.Line{Text: "the clock moves to " + ClockText(after.Marker), News: true, Aside: true})
		}
	}
	return out
}

// returnWords say the kickoff return that entry i ends (F9), its faces
// added up, before where it puts the ball: "kickoff return 3 + 5 + 10 =
// 18: "; "" when entry i ends none.
func (m *Match) returnWords(i int) string {
	var faces []string
	sum := 0
	for j := i; j >= 0 && m.Step(j).Ask.Kind == AskKickReturn; j-- {
		f, err := parseOff(m.Step(j).Token.Text, m.Step(j).Ask.Colour)
		if err != nil {
			return ""
		}
		faces = append([]string{strconv.Itoa(f.Value)}, faces...)
		sum += f.Value
	}
	if len(faces) == 0 {
		return ""
	}
	return fmt.Sprintf("kickoff return %s = %d: ", strings.Join(faces, " + "), sum)
}

// Narrate tells the plays that begin on file line num, for the record's
// comment: what each did and the score.
func (m *Match) Narrate(num int) string {
	if num == 0 {
		return ""
	}
	var parts []string
	plays := m.Plays()
	for i := range plays {
		p := &plays[i]
		if int(m.Step(p.FirstStep).Token.Line) != num {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s: %d-%d", m.Result(p), p.After.Score[Home], p.After.Score[Away]))
	}
	return strings.Join(parts, "; ")
}

// Shape: a possession of many plays, a log row each; two halves of the
// field's spaces.
func (m *Match) Shape() engine.Shape {
	return engine.Shape{Noun: "possession", Timeline: engine.Timeline{Periods: 2, Length: LastSpace, UnitSeconds: 120, Break: 1}, ManyPlays: true}
}

// NewMatch is a match between teams from state st (a house game's start,
// NewHouse, with its dice, State.WithDice): what a solver's checks play.
func NewMatch(teams engine.Teams, st State) *Match { return newMatch(teams, st) }
