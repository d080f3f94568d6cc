package fourthstreet

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// legal is a random entry the rules allow for a: a die face, a card value,
// a code of the play, a choice.
func legal(r *rand.Rand, m *Match, a Ask) string {
	switch a.ID {
	case AskD10, AskD20, AskD12, AskD6:
		d := dice[a.ID]
		return strconv.Itoa(d.Min + r.IntN(d.Sides))
	case AskRating:
		return strconv.Itoa(r.IntN(16) - 3)
	case AskToken:
		return strconv.Itoa(1 + r.IntN(11))
	case AskReturnPenalty:
		return wordsRetPen[r.IntN(len(wordsRetPen))]
	case AskCode, AskChart:
		var ok []string
		for n := range Codes {
			if Codes[n].Kind != Blank && Codes[n].Plays&a.Plays != 0 && !(a.ID == AskChart && n == 88) && !(a.Not39 && n == 39) {
				ok = append(ok, strconv.Itoa(n))
			}
		}
		if a.Call == "deep" {
			ok = append(ok, "deep")
		}
		if a.ID == AskChart {
			ok = append(ok, "none")
		}
		if a.ID == AskCode && a.Plays&OnReturn != 0 && r.IntN(10) == 0 {
			return "l"
		}
		return ok[r.IntN(len(ok))]
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
		m := &Match{Teams: engine.NewTeams("Bills", "Jets"), Start: st, State: st, stale: true}
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
			if len(m.Units) == nu {
				continue
			}
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
		if g%15 == 0 {
			n := r.IntN(len(toks))
			st := New(engine.Side(g%2), 30)
			p := &Match{Teams: m.Teams, Start: st, State: st, stale: true}
			if _, err := p.ApplyAll(toks[:n]); err != nil {
				t.Fatal(err)
			}
			q := &Match{Teams: m.Teams, Start: st, State: st, stale: true}
			for _, tk := range toks[:n] {
				q.Apply(tk)
			}
			if p.State.Snap() != q.State.Snap() || p.NextAsk().What != q.NextAsk().What {
				t.Fatalf("game %d: a prefix of %d replays differently in one call and entry by entry", g, n)
			}
		}
	}
	for n := range Codes {
		if Codes[n].Kind != Blank && Codes[n].Plays&(OnRun|OnPass) != 0 && !codes[n] {
			t.Errorf("the walk never entered code %02d", n)
		}
	}
}
