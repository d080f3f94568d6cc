package fourthstreet

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
)

// searchGame plays a game from m, a match before its first entry, to its
// end on its search state (engine.SearchOf), as simulate plays a game:
// a die's face rolled by its odds and entered by its code, a choice the
// coaches' (coach.Entry, by code), a reading of the table drawn at random
// among its entries, a value read off a card drawn from the match's
// samples. It counts the shared events the search state hears (a clone,
// which keeps them, its Shared at the end) and returns the search state.
func searchGame(tb testing.TB, m engine.Core, r *rand.Rand, coaches *[2]engine.Chooser) (engine.Core, int) {
	heard := 0
	s, own := engine.SearchOf(m, func(engine.Event) { heard++ })
	for n := 0; ; n++ {
		if n > 20000 {
			tb.Fatalf("not over after %d entries", n)
		}
		t := engine.TurnOfMatch(s)
		if t.Done {
			break
		}
		l := s.Legal()
		var err error
		switch {
		case l.Free:
			v := s.(engine.Sampler).Samples()
			err = s.Apply(engine.Token{Text: v[r.IntN(len(v))]})
		case t.Roll || t.Reading:
			err = engine.ApplyCode(s, l, l.CodeAt(r.IntN(l.Sum())))
		default:
			tok, _ := coach.Entry(s, s.Next(), coaches)
			if k := slices.Index(l.Entries, tok); k >= 0 {
				err = engine.ApplyCode(s, l, k)
			} else {
				err = s.Apply(engine.Token{Text: tok})
			}
		}
		if err != nil {
			tb.Fatalf("entry %d refused: %v", n+1, err)
		}
	}
	if !own {
		heard = len(s.Shared())
	}
	return s, heard
}

// newCoaches are a coach of seed for each team.
func newCoaches(seed uint64) *[2]engine.Chooser {
	return &[2]engine.Chooser{Game{}.Coach(seed), Game{}.Coach(seed + 1)}
}

// BenchmarkSearchGame plays a whole game through the core as a search
// state, as simulate plays one (searchGame): its dice rolled, its coaches
// choosing, its card values drawn from its samples.
func BenchmarkSearchGame(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 49))
	m0, err := Game{}.Start(engine.Setup{Teams: Game{}.DefaultTeams(), Receives: Home, Header: engine.NoHeader{}})
	if err != nil {
		b.Fatal(err)
	}
	entries := 0
	b.ReportAllocs()
	for b.Loop() {
		s, _ := searchGame(b, m0, r, newCoaches(r.Uint64()))
		entries += s.Entries()
	}
	b.ReportMetric(float64(entries)/float64(b.N), "entries/game")
}

// midGame is the worked game1 played to the middle of a play (a call and
// its code entered) in its second half, as a search state.
func midGame(tb testing.TB) engine.Core {
	m, rec := exampleMatch(tb, examplesDir(tb)+"/game1.fdr")
	var toks []engine.Token
	for _, l := range rec.Body {
		toks = append(toks, l.Tokens...)
	}
	n := len(toks) / 2
	for n < len(toks) && toks[n].Text != "run" {
		n++
	}
	if _, err := m.ApplyAll(toks[:n+2]); err != nil {
		tb.Fatal(err)
	}
	s, _ := engine.SearchOf(m, nil)
	return s
}

// BenchmarkSearchClone clones a search state of the worked game1 in its
// second half, a play under way: the target is under a microsecond and a
// few kilobytes.
func BenchmarkSearchClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		s.Clone()
	}
}

// TestLegalMakesNoList: the core answers Legal and Turn without
// allocating, at every step of random games played as search states: a
// die's lists are made once, a choice's are its ask's words.
func TestLegalMakesNoList(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 49))
	for g := range 4 {
		m := newMatch(Game{}.DefaultTeams(), New(engine.Side(g%2), KickoffSpot)).Search(nil)
		for step := 0; !m.Status().Final; step++ {
			if n := testing.AllocsPerRun(3, func() { m.Legal(); m.(engine.Turner).Turn() }); n != 0 {
				t.Fatalf("game %d entry %d (%s): Legal and Turn allocate %v times", g, step, m.Next().What, n)
			}
			randomEntry(t, m, r)
		}
	}
}

// randomEntry applies a random entry the rules allow to m: a listed one
// by its code (a die's face by its odds), a value read off a card from
// its samples.
func randomEntry(t testing.TB, m engine.Core, r *rand.Rand) string {
	t.Helper()
	l := m.Legal()
	if l.Free {
		v := m.(engine.Sampler).Samples()
		tok := v[r.IntN(len(v))]
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatalf("%s: %q refused: %v", m.Next().What, tok, err)
		}
		return tok
	}
	k := l.CodeAt(r.IntN(l.Sum()))
	if err := engine.ApplyCode(m, l, k); err != nil {
		t.Fatalf("%s: code %d (%q) refused: %v", m.Next().What, k, l.Entries[k], err)
	}
	return l.Entries[k]
}

// TestSearchStateKeepsNoHistory: a search state counts its entries and
// keeps neither their steps, nor its plays and their events, nor the
// shared events, which it gives its listener as each play is complete:
// the match's own shared events, words and all; a clone of it hears
// none.
func TestSearchStateKeepsNoHistory(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 49))
	for g := range 8 {
		full := newMatch(Game{}.DefaultTeams(), New(engine.Side(g%2), KickoffSpot))
		var heard []engine.Event
		m := full.Search(func(e engine.Event) { heard = append(heard, e) }).(*Match)
		for !m.Status().Final {
			tok := randomEntry(t, m, r)
			if err := full.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d: %q refused by the match: %v", g, tok, err)
			}
			if m.Entries() == 100 {
				randomEntry(t, m.Clone(), r) // heard by nobody
			}
		}
		if len(m.Steps()) != 0 || len(m.Shared()) != 0 || len(m.Units) != 0 || len(m.Events) != 0 || m.Entries() != full.Entries() {
			t.Fatalf("game %d: the search state keeps %d steps, %d shared events, %d plays and %d events after %d entries",
				g, len(m.Steps()), len(m.Shared()), len(m.Units), len(m.Events), m.Entries())
		}
		if want := full.Shared(); !slices.Equal(heard, want) {
			t.Fatalf("game %d: heard %d events\n%+v\nthe match made %d\n%+v", g, len(heard), heard, len(want), want)
		}
	}
}

// TestSearchFromAnyEntry: a search state made of the worked game1 at any
// entry, in the middle of a play among them, goes on with the rest of
// the game's entries by their codes (a value read off a card as its
// text) as the match does, entry by entry, to the same end.
func TestSearchFromAnyEntry(t *testing.T) {
	m0, rec := exampleMatch(t, examplesDir(t)+"/game1.fdr")
	var toks []engine.Token
	for _, l := range rec.Body {
		toks = append(toks, l.Tokens...)
	}
	see := func(c engine.Core) string {
		return fmt.Sprintf("entries %d\nnext %+v\nturn %+v\nlegal %+v\nstatus %+v", c.Entries(), c.Next(), engine.TurnOfMatch(c), c.Legal(), c.Status())
	}
	for from := 0; from < len(toks); from += 37 {
		m := m0.Clone()
		if _, err := m.ApplyAll(toks[:from]); err != nil {
			t.Fatal(err)
		}
		s, own := engine.SearchOf(m, nil)
		if !own {
			t.Fatal("4th Street has no search state of its own (engine.Searcher)")
		}
		for i, tok := range toks[from:] {
			l := s.Legal()
			var err error
			if k := slices.Index(l.Entries, readFace(tok.Text).text); k >= 0 {
				err = engine.ApplyCode(s, l, k)
			} else {
				err = s.Apply(tok)
			}
			if err != nil {
				t.Fatalf("from entry %d: entry %d %q refused: %v", from, from+i, tok.Text, err)
			}
			if err := m.Apply(tok); err != nil {
				t.Fatal(err)
			}
			if v, w := see(s), see(m); v != w {
				t.Fatalf("from entry %d: entry %d %q: the search state\n%s\nthe match\n%s", from, from+i, tok.Text, v, w)
			}
		}
		if !s.Status().Final {
			t.Fatalf("from entry %d: not over", from)
		}
	}
}

// TestApplyCodeRefuses: a code out of range is refused, changing
// nothing; a value read off a card has no code.
func TestApplyCodeRefuses(t *testing.T) {
	m := newMatch(Game{}.DefaultTeams(), New(Home, KickoffSpot))
	for _, k := range []int{-1, 3} { // the kickoff's choice: kickoff, squib, onside
		if err := m.ApplyCode(k); !errors.Is(err, engine.ErrRefused) || !strings.Contains(err.Error(), "the codes allowed are 0 to 2") {
			t.Errorf("code %d: %v", k, err)
		}
	}
	if err := m.ApplyCode(0); err != nil || m.Entries() != 1 || m.Step(0).Text != "kickoff" {
		t.Fatalf("code 0: %v, %d entries", err, m.Entries())
	}
	if a := m.NextAsk(); a.ID != AskCode {
		t.Fatalf("after the kickoff: %s", a.What)
	}
	if err := m.ApplyCode(0); !errors.Is(err, engine.ErrRefused) || m.Entries() != 1 {
		t.Errorf("a code for a result code off the card: %v", err)
	}
}
