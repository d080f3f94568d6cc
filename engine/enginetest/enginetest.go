// Package enginetest is the conformance suite every game of the family
// runs from its tests with one call, as every OpenSpiel game runs its
// basic tests: random games played through the core (engine.Core), each
// entry drawn from the legal ones by their odds (a free-form ask answered
// from the game's samples, engine.Sampler), checking the contract at every
// step: entries applied one by one and all at once agree; a search
// state (engine.Searcher, made in the last game's storage where it can
// be, engine.SearchReuser) plays as the match does; every prefix
// replays to the same match; a refusal is engine.ErrRefused, quotes the
// entry and changes nothing; a clone is independent of its original; the
// shared events keep their invariants; the views every game has (the
// log's rows and scores, the points) agree with the shared events;
// replay --json has the shared fields; no word of the game panics; and
// a game's coach (engine.Coached) answers what it is asked as
// engine.Chooser says, with a token the rules allow, never changing the
// match, the same for the same seed, and by code (engine.CodeChooser) as
// by its token; a match that says what it asks in brief (engine.Turner)
// says what its Next asks, its roll's odds in brief (engine.Odds) its
// Legal's, a choice's parts by code (engine.Parted) its Ask's, and a roll
// it makes itself (engine.Roller) the one drawn from its odds; the game
// played as a search state (engine.Searcher), each entry by its code,
// stands as the match does, its clones independent of it, and its
// listener hears the shared events the match makes, of the kinds it
// hears (engine.Selective), and none its clones make.
//
//	func TestConformance(t *testing.T) { enginetest.Run(t, Game{}) }
package enginetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// Option sets up a run of the suite.
type Option func(*config)

type config struct {
	games  int
	seed   uint64
	limit  int
	header header
	teams  *engine.Teams
	// listed and free count the entries played from a list and free-form;
	// coached the choices the game's coach was checked at, valued the
	// entries whose values were checked.
	listed, free, coached, valued int
	// tolerance is how far values that should agree may differ.
	tolerance float64
	// used is the last game's search state, in whose storage the next
	// game's is made where the game can (engine.SearchReuser).
	used engine.Core
}

// Games is how many random games are played (16 unless set).
func Games(n int) Option { return func(c *config) { c.games = n } }

// ValueTolerance is how far a game's values that should agree may
// differ (1e-9 unless set): a game that keeps its values rounded (4th
// Down's cache keeps them to 6e-8) sets its rounding.
func ValueTolerance(eps float64) Option { return func(c *config) { c.tolerance = eps } }

// Seed seeds the random games (1 unless set).
func Seed(s uint64) Option { return func(c *config) { c.seed = s } }

// Limit is the most entries a game may take before the suite calls it
// endless (20,000 unless set).
func Limit(n int) Option { return func(c *config) { c.limit = n } }

// Header is the records' header: its keys (the game's own, e.g. "dice"),
// and the files it names, by name, with their text.
func Header(keys, files map[string]string) Option {
	return func(c *config) { c.header = header{keys: keys, files: files} }
}

// header is a record's header from maps.
type header struct{ keys, files map[string]string }

func (h header) Get(key string) (string, bool) {
	for k, v := range h.keys {
		if strings.EqualFold(k, key) {
			return v, true
		}
	}
	return "", false
}

func (h header) Dir() string { return "" }

func (h header) ReadFile(name string, limit int64, what string) ([]byte, error) {
	text, ok := h.files[name]
	switch {
	case !ok:
		return nil, fmt.Errorf("%s: no such file", name)
	case int64(len(text)) > limit:
		return nil, fmt.Errorf("%s: larger than %d bytes for %s", name, limit, what)
	}
	return []byte(text), nil
}

// Run plays the suite's random games of g and checks each step. A game's
// package calls it from a test of its own.
func Run(t testing.TB, g engine.Game, opts ...Option) {
	t.Helper()
	c := config{games: 16, seed: 1, limit: 20000, tolerance: 1e-9}
	for _, o := range opts {
		o(&c)
	}
	r := rand.New(rand.NewPCG(c.seed, 34))
	for i := range c.games {
		s := &suite{t: t, g: g, c: &c, r: r, game: i, receives: engine.Side(i % 2),
			listed: map[string]bool{}, unlistedAt: map[string]int{}}
		if cg, ok := g.(engine.Coached); ok {
			seed := c.seed<<8 + uint64(i)
			s.coaches = [2]engine.Chooser{cg.Coach(seed), cg.Coach(seed)}
		}
		s.play()
		if t.Failed() {
			return
		}
	}
	t.Logf("%s: %d games, %d entries, %d of them (%.0f%%) listed with Legal, %d free-form; the coach checked at %d choices; values checked at %d entries", g.Name(), c.games, c.listed+c.free,
		c.listed, 100*float64(c.listed)/float64(max(c.listed+c.free, 1)), c.free, c.coached, c.valued)
}

// suite is one random game of the suite.
type suite struct {
	t        testing.TB
	g        engine.Game
	c        *config
	r        *rand.Rand
	game     int
	receives engine.Side
	entry    int // the entry being played, for the messages
	teams    engine.Teams
	// coaches are two coaches of the game of one seed (engine.Coached),
	// asked the same; nil for a game without one. coached counts the
	// choices they were checked at.
	coaches [2]engine.Chooser
	coached int
	// v are the game's values (nil for a game without), start the
	// game before its first entry.
	v     engine.Valuer
	first engine.Core
	// listed are the entries Legal listed anywhere in the game so far;
	// unlistedAt how many there were when those a list does not hold were
	// last tried where it is listed, by what is asked and the list.
	listed     map[string]bool
	unlistedAt map[string]int
	// search is the game played as a search state (engine.Searcher, of a
	// match of its own; made in the last game's storage where it can be,
	// engine.SearchReuser), each entry by its code where Legal lists it, own
	// when it is the game's own (a match's clones are checked as such);
	// heard the shared events it heard, of the kinds hears, after the
	// opening events made at its start.
	search  engine.Core
	own     bool
	heard   []engine.Event
	hears   engine.EventKinds
	opening int
}

// coachEvery and coachMost bound the coach's checks: every coachEvery-th
// choice asked of a team, at most coachMost in a game.
const coachEvery, coachMost = 3, 40

func (s *suite) fatalf(format string, args ...any) {
	s.t.Helper()
	s.t.Fatalf("%s game %d (receives %s), entry %d: %s", s.g.Name(), s.game, s.receives, s.entry, fmt.Sprintf(format, args...))
}

// start is the game before its first entry.
func (s *suite) start() engine.Core {
	s.t.Helper()
	s.teams = s.g.DefaultTeams()
	m, err := s.g.Start(engine.Setup{Teams: s.teams, Receives: s.receives, Header: s.c.header})
	if err != nil {
		s.fatalf("Start: %v", err)
	}
	s.bound(m, "Start's match")
	return m
}

// bound checks that a match whose views are engine.Views has them bound
// to itself (Views.Bind in Start, Views.Clone(&c) in Clone), so that the
// default views read its own methods, not another match's or the
// defaults beside them.
func (s *suite) bound(m engine.Core, what string) {
	s.t.Helper()
	if b, ok := m.(interface{ Bound() engine.Viewed }); ok && any(b.Bound()) != any(m) {
		s.fatalf("%s's views are bound to %p, not to itself %p: its views read another match (engine.Views.Bind in Start, Views.Clone(&c) in Clone)", what, b.Bound(), m)
	}
}

// mark is what the match showed after n entries.
type mark struct {
	n    int
	view string
}

func (s *suite) play() {
	s.t.Helper()
	m := s.start()
	s.searchState()
	defer func() { s.c.used = s.search }()
	if s.v = s.valuer(m); s.v != nil {
		s.first = m.Clone()
	}
	var toks []engine.Token
	var marks []mark
	var glances []string // what the match showed of each prefix
	line, index := 0, 0
	for n := 0; ; n++ {
		s.entry = n
		if n > s.c.limit {
			s.fatalf("not over after %d entries (asks %s)", n, m.Next().What)
		}
		a, l := m.Next(), m.Legal()
		s.checkAsk(m, a, l, n)
		s.turn(m, &a, "the match")
		if s.v != nil {
			s.values(s.v, m, a, l)
		}
		glances = append(glances, s.glance(m))
		sample := n == 0 || a.Done || s.r.IntN(64) == 0
		if sample {
			s.words(m, line)
			v := s.view(m)
			marks = append(marks, mark{n, v})
			s.refuse(m, "xyzzy", v)
			s.allListed(m, l, v)
			s.rolled(m, "the match")
		}
		if key := a.What + "\n" + strings.Join(l.Entries, "\n"); s.unlistedAt[key] < len(s.listed) {
			s.unlisted(m, l) // once for each ask and list, again as more entries are listed
			s.unlistedAt[key] = len(s.listed)
		}
		for _, e := range l.Entries {
			s.listed[e] = true
		}
		if s.coaches[0] != nil && !a.Done && !a.IsRoll() && !a.Reading && s.coached < coachMost*coachEvery {
			if s.coached++; s.coached%coachEvery == 1 {
				s.c.coached++
				s.coach(m, a)
			}
		}
		if a.Done {
			break
		}
		if a.NewLine || line == 0 {
			line, index = line+1, 0
		}
		index++
		tok := engine.Token{Text: s.pick(m, l), Line: int32(line), Index: int32(index)}
		if s.r.IntN(8) == 0 {
			m, tok = s.cloned(m, l, toks, tok)
		} else if err := m.Apply(tok); err != nil {
			s.fatalf("the legal %q for %s refused: %v", tok.Text, a.What, err)
		}
		s.searched(m, tok.Text)
		toks = append(toks, tok)
	}
	s.words(m, line)
	for i := range m.Entries() {
		s.call("StepText", func() { m.StepText(i) })
	}
	for num := 1; num <= line; num += 1 + s.r.IntN(16) {
		s.call("Narrate", func() { m.Narrate(num) })
	}
	if s.v != nil {
		s.ledger(s.v, s.first, toks)
	}
	s.shared(m)
	s.heardAll(m)
	s.jsonFields(m)
	s.replays(m, toks, marks)
	s.chunks(toks, glances)
}

// checkAsk checks what the match asks against its legal entries and its
// status.
func (s *suite) checkAsk(m engine.Core, a engine.Ask, l engine.Legal, n int) {
	s.t.Helper()
	st := m.Status()
	switch {
	case m.Entries() != n:
		s.fatalf("Entries is %d after %d entries", m.Entries(), n)
	case a.Done != st.Final:
		s.fatalf("Next's Done %v but Status's Final %v", a.Done, st.Final)
	case a.Done && (len(l.Entries) > 0 || l.Free):
		s.fatalf("the game is over but Legal allows %v (free-form %v)", l.Entries, l.Free)
	case !a.Done && len(l.Entries) == 0 && !l.Free:
		s.fatalf("%s: Legal allows nothing", a.What)
	case l.Free && len(l.Entries) > 0:
		s.fatalf("%s: free-form, yet entries %v listed", a.What, l.Entries)
	case l.Weights != nil && len(l.Weights) != len(l.Entries):
		s.fatalf("%s: %d weights for %d entries", a.What, len(l.Weights), len(l.Entries))
	case l.Weights != nil && !a.IsRoll():
		s.fatalf("%s: a choice with odds %v", a.What, l.Weights)
	}
	if a.Die.Sides > 0 || len(a.Faces) > 0 { // the prompt's die: the odds every roll draws from
		if d := engine.LegalOf(a); !slices.Equal(d.Entries, l.Entries) || !slices.Equal(d.Weights, l.Weights) {
			s.fatalf("%s: Legal lists %v weighing %v, the die as the prompt shows it %v weighing %v", a.What, l.Entries, l.Weights, d.Entries, d.Weights)
		}
	}
	for i, e := range l.Entries {
		if slices.Index(l.Entries, e) != i {
			s.fatalf("%s: %q listed twice", a.What, e)
		}
		if l.Weights != nil && l.Weights[i] <= 0 {
			s.fatalf("%s: %q weighs %d", a.What, e, l.Weights[i])
		}
	}
	if st.Returns() != [2]int{} && !st.Final {
		s.fatalf("returns %v before the end", st.Returns())
	}
}

// turn checks that a match that says what it asks in brief
// (engine.Turner) says what its Next, a, asks; one that says its roll's
// odds in brief (engine.Odds), its Legal's weights summed; one that says
// a choice's parts by code (engine.Parted), a's parts (Ask.Acts of each
// entry listed, none out of range, and whether a team has any).
func (s *suite) turn(m engine.Core, a *engine.Ask, what string) {
	s.t.Helper()
	if t, ok := m.(engine.Turner); ok {
		if got, want := t.Turn(), engine.TurnOf(a); got != want {
			s.fatalf("%s: %s's Turn (engine.Turner) says %+v, its Next %+v", a.What, what, got, want)
		}
	}
	o, odds := m.(engine.Odds)
	p, parted := m.(engine.Parted)
	if !odds && !parted {
		return
	}
	l := m.Legal()
	if odds {
		var want []int
		if l.Rollable() {
			want = engine.RunningSums(l.Weights)
		}
		if got := o.Sums(); !slices.Equal(got, want) || (got == nil) != (want == nil) {
			s.fatalf("%s: %s's Sums (engine.Odds) are %v, its Legal's weights %v summed are %v", a.What, what, got, l.Weights, want)
		}
	}
	for _, side := range engine.Sides {
		part := false // side has a part: one of the entries is its own
		for k := -1; parted && k <= len(l.Entries); k++ {
			want := k >= 0 && k < len(l.Entries) && a.Acts(side, l.Entries[k])
			if got := p.Owns(side, k); got != want {
				s.fatalf("%s: %s's Owns(%s, %d) (engine.Parted) is %v, its Ask's own tokens %v and entries %v", a.What, what, side, k, got, a.Both.Own, l.Entries)
			}
			part = part || want
		}
		if parted && p.Part(side) != part {
			s.fatalf("%s: %s's Part(%s) (engine.Parted) is %v, its Ask's own tokens %v and entries %v", a.What, what, side, !part, a.Both.Own, l.Entries)
		}
	}
}

// coded checks that a coach that answers by code (engine.CodeChooser)
// answers tok, its Choose's answer for side, as its code in m's Legal and
// in the game's search state alike (-1 for an answer not listed).
func (s *suite) coded(m engine.Core, side engine.Side, tok, what string) {
	s.t.Helper()
	cc, ok := s.coaches[0].(engine.CodeChooser)
	if !ok {
		return
	}
	l := m.Legal()
	want := slices.Index(l.Entries, tok)
	for _, at := range []struct {
		c    engine.Core
		name string
	}{{m, "the match"}, {s.search, "its search state"}} {
		var k int
		s.call("the coach's ChooseCode", func() { k = cc.ChooseCode(at.c, side) })
		if k != want {
			s.fatalf("the coach's code for %s at %s in %s is %d, its Choose's %q is code %d of %v (engine.CodeChooser)", side, what, at.name, k, tok, want, l.Entries)
		}
	}
}

// coach checks the game's coach at a choice a asked of a team, as
// engine.Chooser says it answers: the team asked with one of its answers
// (Ask.Answers, never the other team's own) that the rules allow (applied
// to a clone); for a choice with parts (Ask.Both) the other team with one
// of its own tokens, allowed, or Pass (when Pass is "", anything else is
// none). No answer changes the match, and a second coach of the same seed
// asked the same answers the same.
func (s *suite) coach(m engine.Core, a engine.Ask) {
	s.t.Helper()
	before := s.glance(m)
	team, other := a.Team, a.Team.Other()
	ask := func(side engine.Side) string {
		s.t.Helper()
		var tok, again string
		s.call("the coach's Choose", func() { tok = s.coaches[0].Choose(m, side) })
		if v := s.glance(m); v != before {
			s.fatalf("the coach's Choose for %s at %s changed the match:\n%s\nwas\n%s", side, a.What, v, before)
		}
		s.call("the coach's Choose", func() { again = s.coaches[1].Choose(m, side) })
		if again != tok {
			s.fatalf("two coaches of one seed choose %q and %q for %s at %s", tok, again, side, a.What)
		}
		s.coded(m, side, tok, a.What)
		return tok
	}
	allowed := func(side engine.Side, tok string) {
		s.t.Helper()
		if err := m.Clone().Apply(engine.Token{Text: tok}); err != nil {
			s.fatalf("the coach's %q for %s at %s refused: %v", tok, side, a.What, err)
		}
		if v := s.glance(m); v != before {
			s.fatalf("the coach's %q applied to a clone changed its original:\n%s\nwas\n%s", tok, v, before)
		}
	}
	if own := a.Both.Own[other]; a.Parts() {
		switch tok := ask(other); {
		case a.Acts(other, tok) || tok == a.Both.Pass && tok != "":
			allowed(other, tok)
		case a.Both.Pass != "":
			s.fatalf("the coach answers %q for %s at %s, a choice it takes with one of %v or not (%q)", tok, other, a.What, own, a.Both.Pass)
		}
	}
	tok := ask(team)
	if slices.Contains(a.Both.Own[other], tok) {
		s.fatalf("the coach of %s enters %q at %s, a token of %s's alone", team, tok, a.What, other)
	}
	allowed(team, tok)
}

// pick draws a legal entry: a die's face by its odds, a choice at random,
// a free-form value from the game's samples.
func (s *suite) pick(m engine.Core, l engine.Legal) string {
	s.t.Helper()
	if !l.Free {
		s.c.listed++
	}
	switch {
	case l.Free:
		s.c.free++
		sm, ok := m.(engine.Sampler)
		if !ok {
			s.fatalf("%s is free-form and the match gives no samples (engine.Sampler)", m.Next().What)
		}
		v := sm.Samples()
		if len(v) == 0 {
			s.fatalf("%s is free-form and the match gives no samples", m.Next().What)
		}
		return v[s.r.IntN(len(v))]
	}
	return l.Pick(s.r.Float64())
}

// cloned applies tok to m and another entry Legal lists (tok when it
// lists no other) to a clone of m made before, the clone's first: the
// clone must then show what a fresh replay of its own entries shows (one
// time in two),
// which one sharing storage with its original (whose entry then rewrites
// the clone's) does not, and applying to the clone must not change m.
// The game goes on with one or the other: it returns it and its entry.
func (s *suite) cloned(m engine.Core, l engine.Legal, toks []engine.Token, tok engine.Token) (engine.Core, engine.Token) {
	s.t.Helper()
	before := s.glance(m)
	c := m.Clone()
	s.bound(c, "a clone")
	if v := s.glance(c); v != before {
		s.fatalf("a clone differs from its original:\n%s\nwant\n%s", v, before)
	}
	other := tok
	if i := slices.Index(l.Entries, tok.Text); i >= 0 && len(l.Entries) > 1 {
		other.Text = l.Entries[(i+1+s.r.IntN(len(l.Entries)-1))%len(l.Entries)]
	}
	if err := c.Apply(other); err != nil {
		s.fatalf("the legal %q refused by a clone: %v", other.Text, err)
	}
	if v := s.glance(m); v != before {
		s.fatalf("%q applied to a clone changed its original:\n%s\nwas\n%s", other.Text, v, before)
	}
	if err := m.Apply(tok); err != nil {
		s.fatalf("the legal %q refused: %v", tok.Text, err)
	}
	if s.r.IntN(2) == 0 { // every other time: a replay is dear
		fresh := s.start()
		if n, err := fresh.ApplyAll(append(slices.Clip(toks), other)); err != nil {
			s.fatalf("the game's %d entries replayed: %d applied, %v", len(toks)+1, n, err)
		}
		if v, w := s.glance(c), s.glance(fresh); v != w {
			s.fatalf("%q applied to a clone, then %q to its original: the clone is not a fresh replay of its entries:\n%s\nwant\n%s", other.Text, tok.Text, v, w)
		}
	}
	if v, w := s.glance(m), s.glance(c); other == tok && v != w {
		s.fatalf("%q applied to a clone and to its original:\n%s\nand\n%s", tok.Text, v, w)
	}
	if s.r.IntN(2) == 0 {
		return c, other
	}
	return m, tok
}

// heardKinds are the kinds of event a search state hears in every other
// game, where it hears only some (engine.Selective): what simulate counts.
var heardKinds = engine.KindsOf(engine.EvPossession, engine.EvPossessionEnd, engine.EvScore, engine.EvGameOver)

// searchState starts the game as a search state: a match of its own (a
// clone of m would share what m shares), as its own search state where
// it has one (engine.Searcher) whose listener keeps what it hears, in
// every other game only some kinds of event where it may hear only some
// (engine.Selective).
func (s *suite) searchState() {
	s.t.Helper()
	s.search = s.start()
	s.heard, s.hears, s.opening = nil, 0, len(s.search.Shared())
	if _, s.own = s.search.(engine.Searcher); !s.own {
		return
	}
	// In the last game's storage where the game can (the last game's,
	// played), as simulate makes it.
	s.search, _ = engine.SearchAgain(s.search, s.c.used, func(e engine.Event) { s.heard = append(s.heard, e) })
	s.hears = engine.AllKinds
	if sel, ok := s.search.(engine.Selective); ok && s.game%2 == 1 {
		sel.HearOnly(heardKinds)
		s.hears = heardKinds
	}
}

// heardAll checks that the search state heard the shared events the
// match made after its start, of the kinds it hears, in order: each as
// the match has it but its words, which a search state may leave out,
// and its time, which a later entry may add to.
func (s *suite) heardAll(m engine.Core) {
	s.t.Helper()
	if !s.own {
		return
	}
	var made []engine.Event
	for _, e := range m.Shared()[s.opening:] {
		if s.hears.Has(e.Kind) {
			made = append(made, e)
		}
	}
	brief := func(e engine.Event) engine.Event { e.Text, e.Time = "", 0; return e }
	for i := range max(len(made), len(s.heard)) {
		if i >= len(made) || i >= len(s.heard) || brief(made[i]) != brief(s.heard[i]) {
			s.fatalf("the search state (engine.Searcher) heard %d events of the kinds %b, the match made %d: event %d heard %+v, made %+v", len(s.heard), s.hears, len(made), i, at(s.heard, i), at(made, i))
		}
	}
}

// at is evs[i], or none past its end.
func at(evs []engine.Event, i int) any {
	if i < len(evs) {
		return evs[i]
	}
	return "none"
}

// searched applies tok, the entry the game went on with, to its search
// state, by its code where its Legal lists it (engine.ApplyCode), and
// checks that the search state then stands, asks and lists as the match
// does: a code whose integer and text disagree, or a search state that is
// not its match, shows here.
func (s *suite) searched(m engine.Core, tok string) {
	s.t.Helper()
	s.rolled(s.search, "its search state")
	l := s.search.Legal()
	how := fmt.Sprintf("%q", tok)
	k := slices.Index(l.Entries, tok)
	if k >= 0 {
		how = fmt.Sprintf("code %d (%q)", k, tok)
	}
	var c engine.Core
	before := see(s.search)
	if s.own && s.entry%8 == 7 {
		c = s.search.Clone()
		if v := see(c); v != before {
			s.fatalf("a clone of the search state (engine.Searcher) differs from it:\n%s\nwant\n%s", v, before)
		}
	}
	if err := applyCode(s.search, l, k, tok); err != nil {
		s.fatalf("entry %s refused by the game's search state (engine.Searcher): %v", how, err)
	}
	if c != nil {
		s.searchClone(c, l, k, tok, before)
	}
	a := s.search.Next()
	s.turn(s.search, &a, "the search state")
	if v, w := see(s.search), see(m); v != w {
		s.fatalf("entry %s applied to the game as a search state (engine.Searcher) and as a match: the two differ:\n%s\nand\n%s", how, v, w)
	}
}

// applyCode applies tok, entry k of l, m's Legal, by its code, or as
// its text where l does not list it (k < 0).
func applyCode(m engine.Core, l engine.Legal, k int, tok string) error {
	if k >= 0 {
		return engine.ApplyCode(m, l, k)
	}
	return m.Apply(engine.Token{Text: tok})
}

// searchClone checks that c, a clone of the search state as it stood
// (before) when entry k of l, tok, was applied to it, is independent of
// it: tok did not change c, and another entry l lists (tok when it lists
// no other) applied to c does not change the search state, nor (should c
// share storage with it, which the entry then rewrites) where the game
// goes on from there.
func (s *suite) searchClone(c engine.Core, l engine.Legal, k int, tok, before string) {
	s.t.Helper()
	if v := see(c); v != before {
		s.fatalf("%q applied to the search state (engine.Searcher) changed a clone of it made before:\n%s\nwas\n%s", tok, v, before)
	}
	after, other := see(s.search), k
	if k >= 0 && len(l.Entries) > 1 {
		other = (k + 1) % len(l.Entries)
	}
	if err := applyCode(c, l, other, tok); err != nil {
		s.fatalf("entry code %d of %v (%q where none is listed) refused by a clone of the search state (engine.Searcher): %v", other, l.Entries, tok, err)
	}
	if v := see(s.search); v != after {
		s.fatalf("an entry applied to a clone of the search state (engine.Searcher) changed it:\n%s\nwas\n%s", v, after)
	}
}

// see is what a search compares of two matches.
func see(c engine.Core) string {
	return fmt.Sprintf("entries %d\nnext %+v\nturn %+v\nlegal %+v\nstatus %+v", c.Entries(), c.Next(), engine.TurnOfMatch(c), c.Legal(), c.Status())
}

// rolled checks that m, where it rolls what it asks itself
// (engine.Roller), rolls as a search draws from its odds: applied to a
// clone, RollCodes of up to rollsAtOnce rolls applies, one after
// another, the codes DrawSums draws from its Sums (engine.Odds) with the
// same draws, as many drawn, for as long as its Turn asks a roll it
// says the odds of; it answers how many, the last code and the Turn
// then, and the clone then stands as one with those codes applied
// (ApplyCode). Where it asks no roll it says the odds of, it draws and
// applies nothing.
func (s *suite) rolled(m engine.Core, what string) {
	s.t.Helper()
	if _, ok := m.(engine.Roller); !ok {
		return
	}
	seeded := engine.NewDraws(uint64(s.game), uint64(s.entry))
	d, want := *seeded, *seeded
	x, y := m.Clone(), m.Clone()
	var t engine.Turn
	var n, k int
	var err error
	s.call("RollCodes", func() { t, n, k, err = x.(engine.Roller).RollCodes(&d, rollsAtOnce) })
	count, code := 0, -1
	for o, ok := y.(engine.Odds); ok && count < rollsAtOnce && engine.TurnOfMatch(y).Roll; count++ {
		c := engine.DrawSums(&want, o.Sums())
		if c < 0 {
			break
		}
		if err := engine.ApplyCode(y, y.Legal(), c); err != nil {
			s.fatalf("%s: code %d drawn from its Sums refused: %v", what, c, err)
		}
		code = c
	}
	turn := engine.TurnOfMatch(y)
	switch {
	case err != nil:
		s.fatalf("%s's RollCodes (engine.Roller) refused its own roll, code %d: %v", what, k, err)
	case t != turn || n != count || k != code || d != want:
		s.fatalf("%s's RollCodes (engine.Roller) answers turn %+v after %d rolls, the last code %d, the draws then %v; drawn from its Sums, %d rolls, the last code %d, its Turn then %+v, the draws %v", what, t, n, k, d, count, code, turn, want)
	}
	if v, w := see(x), see(y); v != w {
		s.fatalf("%s's RollCodes (engine.Roller) of %d rolls, the last code %d: the match differs from the codes applied (ApplyCode):\n%s\nand\n%s", what, n, k, v, w)
	}
}

// rollsAtOnce are the rolls a check of RollCodes (rolled) asks for.
const rollsAtOnce = 3

// unlisted checks that every entry listed anywhere in the game so far is
// refused where Legal does not list it, unless what is asked is
// free-form: applied to one clone of m, which a refusal does not change;
// one of Legal's Aliases is taken, as the entry it stands for.
func (s *suite) unlisted(m engine.Core, l engine.Legal) {
	s.t.Helper()
	if l.Free {
		return
	}
	c := m.Clone()
	for _, e := range slices.Sorted(maps.Keys(s.listed)) {
		if slices.Contains(l.Entries, e) {
			continue
		}
		if as, ok := l.Aliases[e]; ok {
			x, y := m.Clone(), m.Clone()
			if err := x.Apply(engine.Token{Text: e}); err != nil || y.Apply(engine.Token{Text: as}) != nil {
				s.fatalf("%q, an alias of %q for %s, refused: %v", e, as, m.Next().What, err)
			}
			if v, w := s.glance(x), s.glance(y); v != w {
				s.fatalf("%q, an alias of %q for %s, is not taken as it:\n%s\nwant\n%s", e, as, m.Next().What, v, w)
			}
			continue
		}
		switch err := c.Apply(engine.Token{Text: e}); {
		case err == nil:
			s.fatalf("%q taken for %s, where Legal lists %v", e, m.Next().What, l.Entries)
		case !errors.Is(err, engine.ErrRefused):
			s.fatalf("the refusal of %q is not engine.ErrRefused: %v", e, err)
		}
	}
}

// allListed checks every listed entry is allowed (applied to a clone).
func (s *suite) allListed(m engine.Core, l engine.Legal, view string) {
	s.t.Helper()
	g := s.glance(m)
	for _, e := range l.Entries {
		c := m.Clone()
		if err := c.Apply(engine.Token{Text: e}); err != nil {
			s.fatalf("%q, listed for %s, refused: %v", e, m.Next().What, err)
		}
		if v := s.glance(m); v != g {
			s.fatalf("%q applied to a clone changed its original:\n%s\nwas\n%s", e, v, g)
		}
	}
	if v := s.view(m); v != view {
		s.fatalf("applying the listed entries to clones changed the original")
	}
}

// refuse checks that tok is refused as the contract says, changing
// nothing.
func (s *suite) refuse(m engine.Core, tok string, view string) {
	s.t.Helper()
	err := m.Apply(engine.Token{Text: tok})
	switch {
	case err == nil:
		s.fatalf("%q taken for %s", tok, m.Next().What)
	case !errors.Is(err, engine.ErrRefused):
		s.fatalf("the refusal of %q is not engine.ErrRefused: %v", tok, err)
	case !strings.Contains(err.Error(), fmt.Sprintf("%q", tok)):
		s.fatalf("the refusal of %q does not quote it: %v", tok, err)
	}
	if v := s.view(m); v != view {
		s.fatalf("the refused %q changed the match:\n%s\nwas\n%s", tok, v, view)
	}
	if _, err := m.Read(tok); err == nil || !errors.Is(err, engine.ErrRefused) {
		s.fatalf("Read(%q): %v, want a refusal", tok, err)
	}
}

// view is what the match shows: its entries, what it asks, its status,
// situation and play-by-play, its shared events and replay --json.
func (s *suite) view(m engine.Core) string {
	s.t.Helper()
	var b strings.Builder
	score, rest := m.Situation()
	fmt.Fprintf(&b, "entries %d\nnext %+v\nlegal %+v\nstatus %+v\nsituation %s%s\n", m.Entries(), m.Next(), m.Legal(), m.Status(), score, rest)
	for _, l := range m.Log() {
		fmt.Fprintln(&b, l)
	}
	for _, e := range m.Shared() {
		fmt.Fprintf(&b, "%+v\n", e)
	}
	b.Write(s.json(m))
	return b.String()
}

// glance is what the match shows of its last entry: its entries, what it
// asks, its status and situation, its last shared event and what the
// entry did (the clone check looks at every step; the game's end compares
// all it shows, view).
func (s *suite) glance(m engine.Core) string {
	s.t.Helper()
	score, rest := m.Situation()
	g := fmt.Sprintf("entries %d\nnext %+v\nlegal %+v\nstatus %+v\nsituation %s%s\n", m.Entries(), m.Next(), m.Legal(), m.Status(), score, rest)
	if evs := m.Shared(); len(evs) > 0 {
		g += fmt.Sprintf("%d events, the last %+v\n", len(evs), evs[len(evs)-1])
	}
	if n := m.Entries(); n > 0 {
		g += fmt.Sprintf("%+v\n", m.StepText(n-1))
	}
	return g
}

func (s *suite) json(m engine.Core) []byte {
	s.t.Helper()
	j, err := json.Marshal(m.JSON(engine.SummaryOf(s.g.Name(), s.teams, m)))
	if err != nil {
		s.fatalf("JSON: %v", err)
	}
	return j
}

// call calls a word method, failing on a panic.
func (s *suite) call(name string, f func()) {
	s.t.Helper()
	defer func() {
		if x := recover(); x != nil {
			s.fatalf("%s panicked: %v", name, x)
		}
	}()
	f()
}

// words calls every word method of the match as it stands.
func (s *suite) words(m engine.Core, line int) {
	s.t.Helper()
	st := m.Status()
	s.call("Situation", func() { m.Situation() })
	s.call("Where", func() { m.Where() })
	s.call("Prompt", func() { m.Prompt() })
	s.call("Typing", func() { m.Typing() })
	if n := m.Entries(); n > 0 {
		s.call("StepText", func() { m.StepText(n - 1) })
	}
	s.call("Narrate", func() { m.Narrate(line) })
	s.call("Log", func() { m.Log() })
	s.call("Shape", func() { m.Shape() })
	s.call("Clock", func() { m.Clock(st.Clock) })
	s.call("Variant", func() { m.Variant() })
	s.call("Progress", func() { m.Progress() })
	s.call("Counts", func() { m.Counts() })
	s.call("StatRows", func() { m.StatRows() })
	for p := 1; p <= st.Period; p++ {
		s.call("Period", func() { m.Period(p) })
	}
	poss := 0
	for _, e := range m.Shared() {
		if e.Kind == engine.EvPossession {
			poss++
		}
	}
	for i := range poss {
		s.call("Brief", func() { m.Brief(i) })
	}
	var rows [][]string
	s.call("LogRows", func() { rows = m.LogRows() })
	cols := m.LogColumns()
	for i, row := range rows {
		if len(row) > len(cols) {
			s.fatalf("log row %d has %d cells for %d columns", i, len(row), len(cols))
		}
		s.call("RowPossession", func() {
			if p := m.RowPossession(i); p < 0 || p >= max(poss, 1) {
				s.fatalf("log row %d belongs to possession %d of %d", i, p, poss)
			}
		})
	}
	s.views(m, cols, rows)
	if tb, ok := m.(engine.Tabled); ok {
		s.call("SheetTables", func() { tb.SheetTables() })
	}
	if tt, ok := m.(engine.Totaled); ok {
		s.call("Totals", func() { tt.Totals() })
	}
	s.call("JSON", func() { s.json(m) })
}

// views checks the views every game has against its shared events, as
// the default views (engine.Views) make them: the log's rows go through
// the possessions in order, a row per possession where a possession is
// not many plays (Shape.ManyPlays), each of the team that has it; a
// "score" column goes up as the scoring events do, to the status's score
// once the game is over; a "Points" statistic is the score.
func (s *suite) views(m engine.Core, cols []engine.Column, rows [][]string) {
	s.t.Helper()
	st, poss := m.Status(), engine.PossessionsOf(m.Shared())
	perPlay := m.Shape().ManyPlays
	if !perPlay && len(rows) != len(poss) {
		s.fatalf("%d log rows for %d possessions: a possession of a play or two has a row", len(rows), len(poss))
	}
	var last [2]int
	for i, row := range rows {
		s.rowPossession(m, cols, poss, perPlay, i, row)
		if sc, ok := s.rowScore(cols, i, row); ok {
			if sc[0] < last[0] || sc[1] < last[1] || sc[0] > st.Score[0] || sc[1] > st.Score[1] {
				s.fatalf("log row %d's score %v after %v, the game's %v", i, sc, last, st.Score)
			}
			last = sc
		}
	}
	if st.Final && len(rows) > 0 && slices.ContainsFunc(cols, func(c engine.Column) bool { return c.Key == "score" }) && last != st.Score {
		s.fatalf("the game is over %v, its log's last score %v", st.Score, last)
	}
	for _, r := range m.StatRows() {
		if r.Label == "Points" && r.Value != [2]string{strconv.Itoa(st.Score[0]), strconv.Itoa(st.Score[1])} {
			s.fatalf("the statistics' points %v, the score %v", r.Value, st.Score)
		}
	}
}

// cell is row's cell in the column keyed key, if row has one.
func cell(cols []engine.Column, row []string, key string) (string, bool) {
	k := slices.IndexFunc(cols, func(c engine.Column) bool { return c.Key == key })
	if k < 0 || k >= len(row) {
		return "", false
	}
	return row[k], true
}

// rowPossession checks log row i's possession: not before row i-1's;
// unless a possession is many plays, the i-th, and of the team that has
// it.
func (s *suite) rowPossession(m engine.Core, cols []engine.Column, poss []engine.Possession, perPlay bool, i int, row []string) {
	s.t.Helper()
	p := m.RowPossession(i)
	switch {
	case i > 0 && p < m.RowPossession(i-1):
		s.fatalf("log row %d belongs to possession %d, after row %d's %d", i, p, i-1, m.RowPossession(i-1))
	case !perPlay && p != i:
		s.fatalf("log row %d belongs to possession %d: a row per possession", i, p)
	}
	if team, ok := cell(cols, row, "team"); ok && !perPlay && team != s.teams.Abbrev(poss[p].Team) {
		s.fatalf("log row %d's team %q, its possession's %s", i, team, s.teams.Abbrev(poss[p].Team))
	}
}

// rowScore is log row i's score, home-away, if the log has a score
// column.
func (s *suite) rowScore(cols []engine.Column, i int, row []string) ([2]int, bool) {
	s.t.Helper()
	var sc [2]int
	score, ok := cell(cols, row, "score")
	if !ok {
		return sc, false
	}
	if _, err := fmt.Sscanf(score, "%d-%d", &sc[engine.Home], &sc[engine.Away]); err != nil {
		s.fatalf("log row %d's score %q is not home-away", i, score)
	}
	return sc, true
}

// eventWalk is what shared has seen of the events so far: the points
// their scoring events add up to, the team whose possession is open (-1:
// none), and the last event's period, clock and step.
type eventWalk struct {
	pts                       [2]int
	open, period, clock, step int
}

// shared checks the shared events: in entry order; the score their
// scoring events' sum; every possession opened once and closed by its
// team, none open at the end; the clock running one way within a period;
// and the game-over event last, agreeing with the status.
func (s *suite) shared(m engine.Core) {
	s.t.Helper()
	evs, st := m.Shared(), m.Status()
	w := eventWalk{open: -1}
	for i, e := range evs {
		s.eventOrder(m, evs, i, &w)
		w.step, w.period, w.clock = e.Step, e.Period, e.Clock
		s.eventPossession(e, i, &w)
	}
	if w.pts != st.Score {
		s.fatalf("the score is %v, its scoring events add up to %v", st.Score, w.pts)
	}
	if st.Final {
		s.gameOver(evs, st, w.open)
	}
}

// eventOrder checks event i comes after w's: its step, period and clock
// in order, and no event after the game-over event.
func (s *suite) eventOrder(m engine.Core, evs []engine.Event, i int, w *eventWalk) {
	s.t.Helper()
	e := evs[i]
	switch {
	case e.Step < w.step || e.Step >= m.Entries():
		s.fatalf("event %d (%+v) of step %d after step %d of %d entries", i, e, e.Step, w.step, m.Entries())
	case e.Period < w.period:
		s.fatalf("event %d (%+v): period %d after %d; before it %+v", i, e, e.Period, w.period, evs[max(i-3, 0):i])
	case e.Period == w.period && e.Clock > w.clock:
		s.fatalf("event %d (%+v): the clock ran back from %d to %d in period %d", i, e, w.clock, e.Clock, w.period)
	case e.Kind == engine.EvGameOver && i != len(evs)-1:
		s.fatalf("event %d: the game is over, then %d events more", i, len(evs)-1-i)
	}
}

// eventPossession adds event i's points to w's, checking its score, and
// opens or closes w's possession.
func (s *suite) eventPossession(e engine.Event, i int, w *eventWalk) {
	s.t.Helper()
	switch e.Kind {
	case engine.EvScore:
		w.pts[e.Team] += e.Points
		if e.Score != w.pts {
			s.fatalf("event %d (%+v): score %v, the scoring events add up to %v", i, e, e.Score, w.pts)
		}
	case engine.EvPossession:
		if w.open >= 0 {
			s.fatalf("event %d (%+v): a possession begins while %s's is open", i, e, engine.Side(w.open))
		}
		w.open = int(e.Team)
	case engine.EvPossessionEnd:
		if w.open != int(e.Team) {
			s.fatalf("event %d (%+v): %s's possession ends, none of theirs open", i, e, e.Team)
		}
		if e.Score != w.pts {
			s.fatalf("event %d (%+v): score %v, the scoring events add up to %v", i, e, e.Score, w.pts)
		}
		w.open = -1
	}
}

// gameOver checks a game that is over: no possession open, the game-over
// event last, agreeing with the status.
func (s *suite) gameOver(evs []engine.Event, st engine.Status, open int) {
	s.t.Helper()
	if open >= 0 {
		s.fatalf("the game is over with %s's possession open", engine.Side(open))
	}
	if len(evs) == 0 || evs[len(evs)-1].Kind != engine.EvGameOver {
		s.fatalf("the game is over without a game-over event last")
	}
	over := evs[len(evs)-1]
	switch {
	case over.Tie != st.Tie || (!st.Tie && over.Team != st.Winner):
		s.fatalf("the game-over event (%+v) and the status (%+v) disagree", over, st)
	case over.Score != st.Score:
		s.fatalf("the game-over event's score %v, the status's %v", over.Score, st.Score)
	case !st.Tie && st.Score[st.Winner] < st.Score[st.Winner.Other()]:
		s.fatalf("%s won %v", st.Winner, st.Score)
	}
}

// jsonFields checks replay --json's shared fields.
func (s *suite) jsonFields(m engine.Core) {
	s.t.Helper()
	var j map[string]json.RawMessage
	if err := json.Unmarshal(s.json(m), &j); err != nil {
		s.fatalf("replay --json is not an object: %v", err)
	}
	st := m.Status()
	for _, k := range []string{"game", "final", "score", "possession", "ball_on", "teams", "plays"} {
		if _, ok := j[k]; !ok {
			s.fatalf("replay --json has no %q", k)
		}
	}
	var got struct {
		Game  string           `json:"game"`
		Final bool             `json:"final"`
		Score engine.JSONScore `json:"score"`
		Teams engine.JSONTeams `json:"teams"`
		Plays []map[string]string
		Win   string `json:"winner"`
	}
	if err := json.Unmarshal(s.json(m), &got); err != nil {
		s.fatalf("replay --json: %v", err)
	}
	json.Unmarshal(j["plays"], &got.Plays)
	want := engine.SummaryOf(s.g.Name(), s.teams, m)
	switch {
	case got.Game != s.g.Name() || got.Final != st.Final || got.Score != want.Score || got.Win != want.Winner:
		s.fatalf("replay --json says %+v, the status %+v", got, st)
	case got.Teams != want.Shared.Teams:
		s.fatalf("replay --json's teams %+v, want %+v", got.Teams, want.Shared.Teams)
	case len(got.Plays) != len(m.LogRows()):
		s.fatalf("replay --json has %d plays for %d log rows", len(got.Plays), len(m.LogRows()))
	}
}

// chunks replays the entries with ApplyAll in chunks of random lengths:
// after every chunk the match shows what it showed after as many entries
// played one by one (every prefix replays).
func (s *suite) chunks(toks []engine.Token, glances []string) {
	s.t.Helper()
	p := s.start()
	for n := 0; n < len(toks); {
		k := min(n+1+s.r.IntN(12), len(toks))
		s.entry = k
		if got, err := p.ApplyAll(toks[n:k]); got != k-n || err != nil {
			s.fatalf("ApplyAll of entries %d to %d: %d applied, %v", n, k, got, err)
		}
		if v := s.glance(p); v != glances[k] {
			s.fatalf("the first %d entries replayed:\n%s\nplayed:\n%s", k, v, glances[k])
		}
		n = k
	}
}

// replays checks the game's entries all at once make the same match as
// one by one, every marked prefix replays to what it showed, and a refused
// entry among many stops ApplyAll there, the entries before it applied.
func (s *suite) replays(m engine.Core, toks []engine.Token, marks []mark) {
	s.t.Helper()
	s.entry = len(toks)
	all := s.start()
	if n, err := all.ApplyAll(toks); n != len(toks) || err != nil {
		s.fatalf("ApplyAll of the game's %d entries: %d applied, %v", len(toks), n, err)
	}
	if v, w := s.view(all), s.view(m); v != w {
		s.fatalf("the entries all at once:\n%s\none by one:\n%s", v, w)
	}
	for _, mk := range marks {
		s.entry = mk.n
		p := s.start()
		if n, err := p.ApplyAll(toks[:mk.n]); n != mk.n || err != nil {
			s.fatalf("the first %d entries replayed: %d applied, %v", mk.n, n, err)
		}
		if v := s.view(p); v != mk.view {
			s.fatalf("the first %d entries replayed:\n%s\nplayed:\n%s", mk.n, v, mk.view)
		}
	}
	k := s.r.IntN(len(toks) + 1)
	s.entry = k
	bad := append(append(slices.Clip(toks[:k]), engine.Token{Text: "xyzzy"}), toks[k:]...)
	p := s.start()
	n, err := p.ApplyAll(bad)
	if n != k || !errors.Is(err, engine.ErrRefused) {
		s.fatalf("ApplyAll with xyzzy after %d entries: %d applied, %v", k, n, err)
	}
	q := s.start()
	q.ApplyAll(toks[:k])
	if v, w := s.view(p), s.view(q); v != w {
		s.fatalf("ApplyAll stopped by a refusal after %d entries:\n%s\nthe %d entries alone:\n%s", k, v, k, w)
	}
}
