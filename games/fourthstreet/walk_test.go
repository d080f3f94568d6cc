package fourthstreet

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// legal is a random entry the rules allow for a: a die face, a card value,
// a code of the play, a choice.
func legal(r *rand.Rand, m *Match, a Ask) string {
	switch a.ID {
	case AskD10, AskD20, AskD12, AskD6:
		d := dice[a.ID]
		return strconv.Itoa(d.Min + r.IntN(d.Sides))
	case AskRating, AskToken, AskReturnPenalty, AskCode, AskChart:
		v := m.Samples()
		return v[r.IntN(len(v))]
	}
	w := a.Words
	// Fewer tempo words and timeouts than calls, so that games end.
	if a.ID == AskCall && r.IntN(4) > 0 {
		w = wordsCalls
		if m.State.Ball < 50 {
			w = w[:5]
		}
		w = append(append([]string{}, w[:5]...), "fg")
	}
	return w[r.IntN(len(w))]
}

// An invariant walk over random legal entries: no legal entry is refused,
// the score moves only by the rules' points, the clock only runs down
// within a quarter, the ball stays on the field, every game ends, and
// every prefix replays to the same state.
const walkGames = 300 // games of the walk

func TestWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 24))
	codes := map[int]bool{}
	for g := 0; g < walkGames; g++ {
		st := New(engine.Side(g%2), 30)
		m := newMatch(engine.NewTeams("Bills", "Jets"), st)
		var toks []engine.Token
		for steps := 0; !m.State.Final; steps++ {
			if steps > 20000 {
				t.Fatalf("game %d never ends", g)
			}
			a := m.NextAsk()
			tok := legal(r, m, a)
			before := m.State
			nu := len(m.Units)
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d: %q for %q refused: %v", g, tok, a.What, err)
			}
			toks = append(toks, engine.Token{Text: tok})
			if a.ID == AskCode {
				if n, ok := parseCode(tok); ok {
					codes[n] = true
				}
			}
			if len(m.Units) != nu {
				walkInvariants(t, g, m, before)
			}
		}
		if g%15 == 0 {
			prefixReplays(t, g, m, toks[:r.IntN(len(toks))])
		}
	}
	for n := range Codes {
		if Codes[n].Kind != Blank && Codes[n].Plays&(OnRun|OnPass) != 0 && !codes[n] {
			t.Errorf("the walk never entered code %02d", n)
		}
	}
}

// walkInvariants checks game g's state after a play of m from before:
// the score moved by the rules' points only, the clock ran down within
// the quarter, the ball, down and distance are on the field, no timeouts
// below none.
func walkInvariants(t *testing.T, g int, m *Match, before State) {
	t.Helper()
	s := &m.State
	for _, side := range engine.Sides {
		d := s.Score[side] - before.Score[side]
		if d != 0 && d != 1 && d != 2 && d != 3 && d != 6 && d != 8 && d != 7 {
			t.Fatalf("game %d: %s scored %d", g, side, d)
		}
	}
	if s.Quarter == before.Quarter && s.Ticks > before.Ticks {
		t.Fatalf("game %d: the clock ran back from %d to %d", g, before.Ticks, s.Ticks)
	}
	if s.Phase == PhScrimmage && !s.Final && (s.Ball <= 0 || s.Ball >= 100 || s.Down < 1 || s.Down > 4 || s.ToGo < 1 || s.Ball+s.ToGo > 100) {
		u := m.Units[len(m.Units)-1]
		t.Fatalf("game %d: ball %d, %d and %d after %v from %+v", g, s.Ball, s.Down, s.ToGo, m.tokens(&u), before.Snap())
	}
	if s.TO[0] < 0 || s.TO[1] < 0 {
		t.Fatalf("game %d: timeouts %v", g, s.TO)
	}
}

// prefixReplays checks that the prefix toks of game g (of m's teams, g's
// receiver) replays to the same state and question in one call as entry
// by entry.
func prefixReplays(t *testing.T, g int, m *Match, toks []engine.Token) {
	t.Helper()
	st := New(engine.Side(g%2), 30)
	p := newMatch(m.Teams, st)
	if _, err := p.ApplyAll(toks); err != nil {
		t.Fatal(err)
	}
	q := newMatch(m.Teams, st)
	for _, tk := range toks {
		q.Apply(tk)
	}
	if p.State.Snap() != q.State.Snap() || p.NextAsk().What != q.NextAsk().What {
		t.Fatalf("game %d: a prefix of %d replays differently in one call and entry by entry", g, len(toks))
	}
}

// hostile are entries a table may type anywhere: words of other
// questions, faces out of range, codes of other plays, nothing at all.
var hostile = []string{"", "zz", "-1", "0", "100", "13", "14", "21", "45", "88", "99", "l", "L", "deep", "none", "receiver", "other",
	"K5", "r15", "hurry", "timeout-home", "punt", "coffin", "fg", "kick", "two", "in", "hurt", "off", "fall", "tie", "home", "007", "+3", "1e1", "٣"}

// TestWalkRefusals walks random games and, before most entries, types a
// hostile one: refused, it changes nothing (the game, its JSON, the next
// question) and names the question it answers; allowed, it is played.
// After each play the amended rulings' invariants hold: a tempo and the
// injuries for the possession end when the ball changes hands (only the
// play's own survive) and at the half; receiver or other is asked only
// of a pass from scrimmage.
func TestWalkRefusals(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 37))
	for g := 0; g < walkGames/10; g++ {
		st := New(engine.Side(g%2), 30)
		m := newMatch(engine.NewTeams("Bills", "Jets"), st)
		for steps := 0; !m.State.Final; steps++ {
			if steps > 20000 {
				t.Fatalf("game %d never ends", g)
			}
			a := m.NextAsk()
			tok := legal(r, m, a)
			if r.IntN(3) > 0 {
				tok = hostile[r.IntN(len(hostile))]
				js, n := jsonOf(m), m.Entries()
				if err := m.Apply(engine.Token{Text: tok}); err != nil {
					if !reflect.DeepEqual(jsonOf(m), js) || m.Entries() != n || !sameAsk(m.NextAsk(), a) {
						t.Fatalf("game %d: %q refused for %q changed the game or the question (now %q)", g, tok, a.What, m.NextAsk().What)
					}
					if !strings.HasPrefix(err.Error(), a.What+": ") {
						t.Fatalf("game %d: the refusal %q does not name the question %q", g, err, a.What)
					}
					continue
				}
			} else if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d: %q for %q refused: %v", g, tok, a.What, err)
			}
			if len(m.Units) == 0 || m.Units[len(m.Units)-1].TokEnd != m.Entries() {
				continue
			}
			u := &m.Units[len(m.Units)-1]
			prev := m.Start
			if len(m.Units) > 1 {
				prev.Off, prev.Quarter = m.Units[len(m.Units)-2].After.Off, m.Units[len(m.Units)-2].After.Quarter
			}
			checkUnit(t, m, u, prev.Off, prev.Quarter)
		}
	}
}

// checkUnit checks the amended rulings' invariants after unit u, the team
// with the ball and the quarter before it given.
func checkUnit(t *testing.T, m *Match, u *Unit, off Side, q int) {
	t.Helper()
	s := &m.State
	toks := m.tokens(u)
	changed := s.Off != off || s.Quarter != q && (q == 2 || q == 4)
	if changed && s.Tempo != Normal {
		t.Fatalf("%v: the ball changed hands or the half ended, tempo %v", toks, s.Tempo)
	}
	hurt := 0
	for i := u.Ev; i < u.EvEnd; i++ {
		if e := &m.Events[i]; e.Kind == EvInjury && e.Inj.Out == OutPossession {
			hurt++
		}
	}
	left := 0
	for _, j := range s.Injured {
		if j.Out == OutPossession {
			left++
		}
	}
	if changed && left > hurt {
		t.Fatalf("%v: %d injuries for the possession outlived it (%d in the play)", toks, left, hurt)
	}
	for _, tk := range toks {
		if (tk == "receiver" || tk == "other") && (u.Kind != UPlay || u.Call == "run") {
			t.Fatalf("%v: receiver or other on a %s", toks, u.Call)
		}
	}
}

// Walked games written as records replay through the tracker to the same
// state; a record with one entry made invalid is refused at that line and
// token, and keeps every play before it.
func TestWalkRecords(t *testing.T) {
	if _, err := engine.Lookup(Game{}.Name()); err != nil {
		engine.Register(Game{})
	}
	r := rand.New(rand.NewPCG(5, 6))
	for g := 0; g < 40; g++ {
		recv := engine.Side(g % 2)
		st := New(recv, 30)
		m := newMatch(engine.NewTeams("Bills", "Jets"), st)
		for steps := 0; !m.State.Final && steps < 20000; steps++ {
			if err := m.Apply(engine.Token{Text: legal(r, m, m.NextAsk())}); err != nil {
				t.Fatal(err)
			}
		}
		var lines [][]string
		for i := range m.Units {
			lines = append(lines, m.tokens(&m.Units[i]))
		}
		text := func(lines [][]string) string {
			var b strings.Builder
			b.WriteString("game: 4th-street\nhome: Bills\naway: Jets\nreceives: " + recv.String() + "\n")
			for _, l := range lines {
				b.WriteString(strings.Join(l, " ") + "\n")
			}
			return b.String()
		}
		rec, err := tracker.ParseString(text(lines))
		if err != nil {
			t.Fatal(err)
		}
		gm, err := tracker.Replay(rec)
		if err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
		if !reflect.DeepEqual(jsonOf(gm.Match.(*Match)), jsonOf(m)) {
			t.Fatalf("game %d replays to %v, want %v", g, jsonOf(gm.Match.(*Match)), jsonOf(m))
		}
		// One entry made invalid: the first hostile word the fold refuses
		// there.
		li := r.IntN(len(lines))
		ti := r.IntN(len(lines[li]))
		for _, bad := range hostile[1:] {
			p := newMatch(m.Teams, st)
			for _, l := range lines[:li] {
				p.ApplyAll(toTokens(l))
			}
			p.ApplyAll(toTokens(lines[li][:ti]))
			if p.Apply(engine.Token{Text: bad}) == nil {
				continue
			}
			cut := append([][]string{}, lines...)
			cut[li] = append(append(append([]string{}, lines[li][:ti]...), bad), lines[li][ti+1:]...)
			rec, err := tracker.ParseString(text(cut))
			if err != nil {
				continue // not an entry the record's syntax takes
			}
			gm, err := tracker.Replay(rec)
			var pe *tracker.PosError
			if !errors.As(err, &pe) || pe.Line != li+5 || pe.Token != ti+1 {
				t.Fatalf("game %d: %q at line %d token %d: %v", g, bad, li+5, ti+1, err)
			}
			if gm.Match.Entries() != p.Entries() {
				t.Fatalf("game %d: %d entries kept, want %d", g, gm.Match.Entries(), p.Entries())
			}
			break
		}
	}
}

func toTokens(l []string) []engine.Token {
	out := make([]engine.Token, len(l))
	for i, s := range l {
		out[i] = engine.Token{Text: s}
	}
	return out
}
