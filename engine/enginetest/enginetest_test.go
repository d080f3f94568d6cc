package enginetest_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
	"github.com/fourthdown/fourthdown/games/coingame"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// failure is the suite's failure on g in two games ("" for none).
func failure(t *testing.T, g engine.Game) string {
	return enginetest.Failure(t, g, enginetest.Games(2))
}

// broken is 4th Down with one flaw.
type broken struct {
	fourthdown.Game
	flaw string
}

func (b broken) Start(s engine.Setup) (engine.Core, error) {
	m, err := b.Game.Start(s)
	return &brokenMatch{Match: m.(*fourthdown.Match), flaw: b.flaw}, err
}

type brokenMatch struct {
	*fourthdown.Match
	flaw string
	// Search and SearchReuse hide 4th Down's search state, which would be
	// its match without the flaw: each flaw is checked where the match
	// shows it, as a game without a search state of its own is.
	Search, SearchReuse struct{}
}

// Coach is 4th Down's coach, with the flaw of a coach that answers a
// token the rules refuse, one that moves the match, or one whose answers
// its seed does not fix.
func (b broken) Coach(seed uint64) engine.Chooser {
	return &brokenCoach{Chooser: b.Game.Coach(seed), flaw: b.flaw}
}

type brokenCoach struct {
	engine.Chooser
	flaw string
}

// draws are the unseeded coach's draws, shared by all its coaches.
var draws int

func (c *brokenCoach) Choose(m engine.Core, side engine.Side) string {
	bm := m.(*brokenMatch)
	tok := c.Chooser.Choose(bm.Match, side)
	switch {
	case c.flaw == "coach refused":
		return "nine"
	case c.flaw == "coach moves":
		bm.Match.Apply(engine.Token{Text: tok})
	case c.flaw == "coach unseeded":
		if l := bm.Legal(); len(l.Entries) > 1 && draws%2 == 0 {
			tok = l.Entries[1-slices.Index(l.Entries, tok)%2] // another
		}
		draws++
	}
	return tok
}

// ChooseCode is the code of Choose's answer, with a "coach code off" the
// code after it: a code whose integer and text disagree.
func (c *brokenCoach) ChooseCode(m engine.Core, side engine.Side) int {
	var tok string
	if bm, ok := m.(*brokenMatch); ok {
		tok = c.Choose(bm, side)
	} else { // the game's search state, 4th Down's own match
		tok = c.Chooser.Choose(m, side)
	}
	l := m.Legal()
	k := slices.Index(l.Entries, tok)
	if c.flaw == "coach code off" && k >= 0 {
		k = (k + 1) % len(l.Entries)
	}
	return k
}

func (m *brokenMatch) Clone() engine.Core {
	if m.flaw == "shared clone" {
		return m
	}
	return &brokenMatch{Match: m.Match.Clone().(*fourthdown.Match), flaw: m.flaw}
}

func (m *brokenMatch) Legal() engine.Legal {
	l := m.Match.Legal()
	switch {
	case m.flaw == "lists too much" && len(l.Entries) > 0:
		l.Entries = append(l.Entries, "nine")
	case m.flaw == "weights off" && l.Chance():
		l.Weights = slices.Clone(l.Weights)
		l.Weights[0]++
	}
	return l
}

func (m *brokenMatch) Apply(tok engine.Token) error {
	err := m.Match.Apply(tok)
	switch {
	case err == nil:
	case m.flaw == "takes unlisted" && strings.Trim(tok.Text, "0123456789") == "" && !m.Match.Next().IsRoll() && !m.Match.Status().Final:
		return m.Match.Apply(engine.Token{Text: m.Match.Legal().Entries[0]}) // a die's face taken for a choice
	case m.flaw == "refusal that moves" && !m.Match.Status().Final:
		m.Match.Apply(engine.Token{Text: m.Match.Legal().Entries[0]})
	case m.flaw == "refusal not quoting":
		return fmt.Errorf("not allowed: %w", engine.ErrRefused)
	}
	return err
}

func (m *brokenMatch) LogRows() [][]string {
	rows := m.Match.LogRows()
	switch k := slices.IndexFunc(m.LogColumns(), func(c engine.Column) bool { return c.Key == "score" }); {
	case len(rows) == 0:
	case m.flaw == "log score off":
		rows[len(rows)-1][k] = "0-0"
	case m.flaw == "log row missing":
		rows = rows[:len(rows)-1]
	}
	return rows
}

func (m *brokenMatch) StatRows() []engine.StatRow {
	rows := m.Match.StatRows()
	if m.flaw == "points off" && m.Status().Score[engine.Home] > 0 {
		rows[0].Value[engine.Home] = "0"
	}
	return rows
}

// brokenCoin is the coin game with one flaw, as a game without values
// (its Game is the coin game as engine.Game, so its values are not
// promoted to the broken match).
type brokenCoin struct {
	engine.Game
	flaw string
}

func (b brokenCoin) Start(s engine.Setup) (engine.Core, error) {
	m, err := b.Game.Start(s)
	if err != nil {
		return nil, err
	}
	c := wrapCoin(m.(*coingame.Match), b.flaw, b.flaw != "Start without Bind")
	if strings.HasPrefix(b.flaw, "reus") {
		return reusing(c), nil
	}
	return c, nil
}

// reusing is c as a reusingCoin, its views bound to it.
func reusing(c *coinMatch) *reusingCoin {
	r := &reusingCoin{c}
	r.Bind(r)
	return r
}

// reusingCoin is the coin game with a search state (engine.Searcher: a
// clone that tells its listener the events it makes, relaying), made
// anew in a used one's place (engine.SearchReuser): with a "reuse
// stale", the used one as it stood.
type reusingCoin struct{ *coinMatch }

func (m *reusingCoin) Clone() engine.Core { return reusing(m.coinMatch.Clone().(*coinMatch)) }
func (m *reusingCoin) Search(hear func(engine.Event)) engine.Core {
	c := reusing(m.coinMatch.Clone().(*coinMatch))
	return &relaying{reusingCoin: c, hear: hear, kinds: engine.AllKinds, told: len(c.Shared())}
}

// relaying is a clone of the coin match as a search state: it keeps its
// history, which the coin game's fold reads, and tells hear each event
// of the kinds it hears (engine.Selective) once an entry made it.
type relaying struct {
	*reusingCoin
	hear  func(engine.Event)
	kinds engine.EventKinds
	told  int
}

func (r *relaying) tell() {
	for _, e := range r.Shared()[r.told:] {
		if r.hear != nil && r.kinds.Has(e.Kind) {
			r.hear(e)
		}
	}
	r.told = len(r.Shared())
}

func (r *relaying) HearOnly(k engine.EventKinds) { r.kinds &= k }
func (r *relaying) Apply(t engine.Token) error   { defer r.tell(); return r.reusingCoin.Apply(t) }
func (r *relaying) ApplyCode(k int) error        { defer r.tell(); return r.reusingCoin.ApplyCode(k) }
func (r *relaying) ApplyAll(t []engine.Token) (int, error) {
	defer r.tell()
	return r.reusingCoin.ApplyAll(t)
}
func (r *relaying) RollCodes(d *engine.Draws, n int) (engine.Turn, int, int, error) {
	defer r.tell()
	return r.reusingCoin.RollCodes(d, n)
}
func (m *reusingCoin) SearchReuse(old engine.Core, hear func(engine.Event)) engine.Core {
	if m.flaw == "reuse stale" {
		return old
	}
	return m.Search(hear)
}

type coinMatch struct {
	*coingame.Match
	flaw string
}

// wrapCoin is match m with a flaw, its views bound to the flawed match
// (whose views the suite sees), unless not bind.
func wrapCoin(m *coingame.Match, flaw string, bind bool) *coinMatch {
	c := &coinMatch{Match: m, flaw: flaw}
	if bind {
		c.Bind(c)
	}
	return c
}

// Clone with a "shallow clone" copies the match but not its history's
// storage, which the original's next entry then rewrites; with a "clone
// viewing its original", the copy's default views read the original's
// (engine.Views.Bind).
func (m *coinMatch) Clone() engine.Core {
	switch m.flaw {
	case "shallow clone":
		c := *m.Match
		return wrapCoin(&c, m.flaw, true)
	case "clone viewing its original":
		c := wrapCoin(m.Match.Clone().(*coingame.Match), m.flaw, false)
		c.Bind(m)
		return c
	}
	return wrapCoin(m.Match.Clone().(*coingame.Match), m.flaw, true)
}

// ApplyCode with a "code off" applies the call after the one its code
// names: a code whose integer and text disagree.
func (m *coinMatch) ApplyCode(k int) error {
	l := m.Legal()
	if m.flaw == "code off" && !l.Chance() {
		k = (k + 1) % len(l.Entries)
	}
	return m.Apply(engine.Token{Text: l.Entries[k]})
}

// Turn is Next's in brief (engine.Turner), with a "turn off" for the
// other team.
func (m *coinMatch) Turn() engine.Turn {
	a := m.Next()
	t := engine.TurnOf(&a)
	if m.flaw == "turn off" {
		t.Team = t.Team.Other()
	}
	return t
}

// Sums are the coin's odds in brief (engine.Odds), with an "odds off"
// one face more for heads.
func (m *coinMatch) Sums() []int {
	l := m.Legal()
	if !l.Rollable() {
		return nil
	}
	sums := engine.RunningSums(l.Weights)
	if m.flaw == "odds off" {
		sums[0]++
	}
	return sums
}

// RollCodes rolls the coin itself (engine.Roller), with a "roll off"
// applying the other face than the code it draws and answers, and a
// "rolls miscounted" answering one roll fewer than it made.
func (m *coinMatch) RollCodes(d *engine.Draws, n int) (engine.Turn, int, int, error) {
	rolled, k := 0, -1
	for ; rolled < n && m.Turn().Roll; rolled++ {
		k = engine.DrawSums(d, m.Sums())
		applied := k
		if m.flaw == "roll off" {
			applied = 1 - k
		}
		if err := engine.ApplyCode(m, m.Legal(), applied); err != nil {
			return m.Turn(), rolled, k, err
		}
	}
	if m.flaw == "rolls miscounted" && rolled > 0 {
		rolled--
	}
	return m.Turn(), rolled, k, nil
}

// Owns says the coin game's parts by code (engine.Parted): none, but
// with an "owns off" the home team's first entry; and Part, with a "part
// off", the away team's.
func (m *coinMatch) Owns(side engine.Side, k int) bool {
	return m.flaw == "owns off" && side == engine.Home && k == 0
}
func (m *coinMatch) Part(side engine.Side) bool {
	return m.flaw == "owns off" && side == engine.Home || m.flaw == "part off" && side == engine.Away
}

// Legal with "lists too little" lists a call's first token only.
func (m *coinMatch) Legal() engine.Legal {
	l := m.Match.Legal()
	if m.flaw == "lists too little" && !l.Chance() && len(l.Entries) > 1 {
		l.Entries = l.Entries[:1]
	}
	return l
}

// TestSuiteFails: the suite passes 4th Down and fails it with a clone
// that is its original, a Legal that lists an entry the rules refuse, a
// refusal that changes the match or one that does not quote the entry,
// a log whose rows or scores disagree with the shared events, or
// statistics whose points are not the score, a coach that answers a
// token the rules refuse, changes the match, answers otherwise for the
// same seed or by a code other than its token's, an Apply that takes a die's face for a choice Legal does not
// list it for, or a die's weights that are not its faces as the prompt
// shows them; it passes the coin game and fails it with a clone that
// shares its original's history, a clone whose views read its original,
// views bound to no match, a Legal that lists too little, an entry code
// that applies another entry than its text, a Turn that is not what
// Next asks, odds in brief that are not its Legal's weights summed,
// parts by code (a team's own entry, or whether it has any) that are not
// its Ask's, rolls it makes itself that apply another face than the one
// drawn or are not counted as made, or a search state made in a used
// one's storage that is the used one as it stood.
func TestSuiteFails(t *testing.T) {
	if f := failure(t, broken{}); f != "" {
		t.Fatalf("4th Down fails: %s", f)
	}
	for flaw, want := range map[string]string{"shared clone": "changed its original", "lists too much": `"nine", listed for`,
		"refusal that moves": `the refused "xyzzy" changed the match`, "refusal not quoting": `the refusal of "xyzzy" does not quote it`,
		"log score off": "'s score [0 0] after", "log row missing": "log rows for", "points off": "the statistics' points",
		"coach refused": `the coach's "nine" for`, "coach moves": "the coach's Choose for", "coach unseeded": "two coaches of one seed choose",
		"takes unlisted": `taken for 4th-down decision, where Legal lists [go fg punt]`, "weights off": "the die as the prompt shows it",
		"coach code off": "its Choose's"} {
		if f := failure(t, broken{flaw: flaw}); !strings.Contains(f, want) {
			t.Errorf("with a %s: %q, want %q", flaw, f, want)
		}
	}
	for _, flaw := range []string{"", "reusing"} { // "reusing": searched, the last game's state reused
		if f := failure(t, brokenCoin{Game: coingame.Game{}, flaw: flaw}); f != "" {
			t.Fatalf("the coin game (%q) fails: %s", flaw, f)
		}
	}
	for flaw, want := range map[string]string{"shallow clone": "as a search state (engine.Searcher) and as a match: the two differ",
		"clone viewing its original": "a clone's views are bound to", "Start without Bind": "Start's match's views are bound to",
		"lists too little": `"tails" taken for call, where Legal lists [heads]`,
		"code off":         `code 1 ("tails") applied to the game as a search state (engine.Searcher) and as a match: the two differ`,
		"turn off":         "the match's Turn (engine.Turner) says",
		"odds off":         "Sums (engine.Odds) are [2 2], its Legal's weights [1 1] summed are [1 2]",
		"owns off":         "the match's Owns(home, 0) (engine.Parted) is true",
		"part off":         "the match's Part(away) (engine.Parted) is true",
		"roll off":         "its search state's RollCodes (engine.Roller) of 1 rolls",
		"rolls miscounted": "RollCodes (engine.Roller) answers turn",
		"reuse stale":      "refused by the game's search state (engine.Searcher)"} {
		if f := failure(t, brokenCoin{Game: coingame.Game{}, flaw: flaw}); !strings.Contains(f, want) {
			t.Errorf("the coin game with a %s: %q, want %q", flaw, f, want)
		}
	}
}

// brokenCoinValues is the coin game with values with one flaw.
type brokenCoinValues struct {
	coingame.Game
	flaw string
}

func (b brokenCoinValues) Values(ctx context.Context, m engine.Match, req engine.ValuesRequest) (engine.Valuer, error) {
	v, err := b.Game.Values(ctx, m, req)
	return brokenValues{Valuer: v, flaw: b.flaw}, err
}

type brokenValues struct {
	engine.Valuer
	flaw string
}

func (b brokenValues) Value(m engine.Core) float64 {
	v := b.Valuer.Value(m)
	switch a := m.Next(); {
	case b.flaw == "value over 1":
		return v + 1
	case b.flaw == "roll off its mean" && !a.Done: // as if a game over were valued 0.05 to 0.95
		return 0.9*v + 0.05
	case b.flaw == "choice not its best" && !a.IsRoll() && !a.Done:
		return 0.9*v + 0.05
	}
	return v
}

func (b brokenValues) Choices(m engine.Core) []engine.Choice {
	cs := b.Valuer.Choices(m)
	switch {
	case b.flaw == "choice misvalued" && len(cs) > 1:
		cs[1].Home += 0.25
	case b.flaw == "roll off its mean":
		for i := range cs {
			cs[i].Home = 0.9*cs[i].Home + 0.05 // as the roll that follows is valued
		}
	}
	return cs
}

// TestSuiteFailsValues: the suite passes the coin game's values and fails
// values out of 0 to 1, a roll's value that is not its faces' mean, a
// choice's value that is not its best's, and a choice misvalued.
func TestSuiteFailsValues(t *testing.T) {
	if f := failure(t, brokenCoinValues{}); f != "" {
		t.Fatalf("the coin game fails: %s", f)
	}
	for flaw, want := range map[string]string{"value over 1": "is not a chance from 0 to 1",
		"roll off its mean": "is not its faces' mean by their odds", "choice not its best": "is not its best choice's",
		"choice misvalued": `the value of "tails" at call is`} {
		if f := failure(t, brokenCoinValues{flaw: flaw}); !strings.Contains(f, want) {
			t.Errorf("with a %s: %q, want %q", flaw, f, want)
		}
	}
}
