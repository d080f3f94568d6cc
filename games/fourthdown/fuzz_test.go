package fourthdown_test

import (
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// legal lists every entry the rules accept now, in a fixed order.
func legal(s *fourthdown.State) []fourthdown.Entry {
	a := s.Next()
	var out []fourthdown.Entry
	switch {
	case a.Kind == fourthdown.AskNone:
	case a.IsRoll():
		for f := a.Die.Min; f <= a.Die.Max(); f++ {
			out = append(out, fourthdown.DieEntry(f))
		}
		if a.Die.Sides == 10 && a.Die.Min == 1 {
			out = append(out, fourthdown.DieEntry(0)) // a physical d10's 0 is its 10
		}
	default:
		for _, c := range a.Choices.List() {
			out = append(out, fourthdown.ChoiceEntry(c))
		}
	}
	return out
}

// probes are entries of every sort, legal or not somewhere.
var probes = func() []fourthdown.Entry {
	var out []fourthdown.Entry
	for f := -1; f <= 22; f++ {
		out = append(out, fourthdown.DieEntry(f))
	}
	for c := fourthdown.ChBalanced; c <= fourthdown.ChEnd; c++ {
		out = append(out, fourthdown.ChoiceEntry(c))
	}
	return out
}()

// walker plays one game entry by entry and checks the invariants after
// every entry.
type walker struct {
	t       testing.TB
	s       fourthdown.State
	entries int
	halves  int // half-over events
	overs   int // game-over events
	asked   map[fourthdown.AskKind]bool
	events  map[fourthdown.EventKind]bool
}

func newWalker(t testing.TB, recv fourthdown.Side) *walker {
	w := &walker{t: t, s: fourthdown.New(rules, recv), asked: map[fourthdown.AskKind]bool{}, events: map[fourthdown.EventKind]bool{}}
	w.invariants(w.s, w.s, nil)
	return w
}

// apply applies e, which may be illegal: then it must be refused and the
// state kept. It reports whether e was accepted.
func (w *walker) apply(e fourthdown.Entry) bool {
	t := w.t
	before := w.s
	isLegal := false
	for _, l := range legal(&before) {
		if l == e {
			isLegal = true
		}
	}
	w.asked[before.Next().Kind] = true
	after, evs, err := apply(before, e, nil)
	// Without events, the same state.
	quiet := before
	qerr := quiet.Apply(e, nil)
	if (qerr == nil) != (err == nil) || quiet != after {
		t.Fatalf("Apply with and without events disagree on %v at %s", e, before.Next().Kind)
	}
	if err != nil {
		if isLegal {
			t.Fatalf("legal entry %v refused at %s: %v", e, before.Next().Kind, err)
		}
		if _, ok := err.(*fourthdown.EntryError); !ok || after != before || len(evs) != 0 {
			t.Fatalf("refused entry %v: error %T, state changed %v, %d events", e, err, after != before, len(evs))
		}
		return false
	}
	if !isLegal {
		t.Fatalf("illegal entry %v accepted at %s (%s)", e, before.Next().Kind, before.Next().Expect())
	}
	w.entries++
	w.invariants(before, after, evs)
	w.s = after
	return true
}

func (w *walker) invariants(before, s fourthdown.State, evs []fourthdown.Event) {
	w.countEvents(before, s, evs)
	w.clockAndBall(before, s)
	t := w.t
	k := s.Next().Kind
	if k == fourthdown.AskStyle && (s.Own() < 1 || s.Own() > 99) {
		t.Fatalf("a drive starts at own %d", s.Own())
	}
	if (k == fourthdown.AskNone) != s.Final {
		t.Fatalf("final %v but asked for %s", s.Final, k)
	}
	if s.Final && (w.halves != 2 || w.overs != 1 || s.Clock != 0 || s.Half != 2) {
		t.Fatalf("final with %d halves over, %d game-over events, clock %d, half %d", w.halves, w.overs, s.Clock, s.Half)
	}
	if !s.Final && (w.overs != 0 || w.halves > 1) {
		t.Fatalf("not final after %d halves and %d game-over events", w.halves, w.overs)
	}
}

// countEvents counts the entry's events (halves over, games over) and
// checks that their points are what the score gained from before to s.
func (w *walker) countEvents(before, s fourthdown.State, evs []fourthdown.Event) {
	t := w.t
	var points [2]int
	for _, e := range evs {
		w.events[e.Kind] = true
		points[e.Team] += int(e.Points)
		switch e.Kind {
		case fourthdown.EvHalfOver:
			w.halves++
			if int(e.Clock) != 0 || int(e.Half) != w.halves {
				t.Fatalf("half-over event %d: half %d clock %d", w.halves, e.Half, e.Clock)
			}
		case fourthdown.EvGameOver:
			w.overs++
		}
	}
	for side := range 2 {
		if s.Score[side] < before.Score[side] {
			t.Fatalf("score went down: %v -> %v", before.Score, s.Score)
		}
		if s.Score[side]-before.Score[side] != points[side] {
			t.Fatalf("score %v -> %v, events give %v points", before.Score, s.Score, points)
		}
	}
}

// clockAndBall checks the clock, the half and the ball from before to s:
// in range, the clock never going up within a half, the second half
// starting with a full clock and the other team's ball.
func (w *walker) clockAndBall(before, s fourthdown.State) {
	t := w.t
	if s.Clock < 0 || s.Clock > 180 {
		t.Fatalf("clock %d", s.Clock)
	}
	if s.Half < 1 || s.Half > 2 || s.Half < before.Half {
		t.Fatalf("half %d -> %d", before.Half, s.Half)
	}
	if s.Half == before.Half && s.Clock > before.Clock {
		t.Fatalf("clock went up within half %d: %d -> %d", s.Half, before.Clock, s.Clock)
	}
	if s.Half == 2 && before.Half == 1 && (s.Clock != 180 || w.halves != 1 || s.Offense != s.Receiver.Other()) {
		t.Fatalf("second half starts with clock %d, %d halves over, %s ball (receiver %s)", s.Clock, w.halves, s.Offense, s.Receiver)
	}
	if s.Ball < 0 || s.Ball > 100 {
		t.Fatalf("ball on %d", s.Ball)
	}
}

// finish plays legal entries chosen by rng until the game ends.
func (w *walker) finish(rng *rand.Rand) {
	for n := 0; !w.s.Final; n++ {
		if n > 5000 {
			w.t.Fatalf("the game did not end after %d more entries", n)
		}
		l := legal(&w.s)
		w.apply(l[rng.IntN(len(l))])
	}
	if len(legal(&w.s)) != 0 {
		w.t.Fatal("entries are legal after the game")
	}
}

// FuzzApply feeds random entry streams: each byte chooses among the legal
// entries, or (high bits set) tries an arbitrary entry that must be
// accepted only if legal. When the bytes run out the game is played to its
// end with legal entries.
func FuzzApply(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 0, 17, 7, 19})
	f.Add([]byte{0, 0xc0, 0xc5, 0xd3, 0xff, 3, 3, 3})
	f.Add([]byte("balanced 14 8 6 fg 14"))
	f.Fuzz(func(t *testing.T, data []byte) {
		recv := fourthdown.Home
		if len(data) > 0 && data[0]&1 == 1 {
			recv = fourthdown.Away
		}
		w := newWalker(t, recv)
		var seed uint64
		for i, b := range data {
			seed = seed*131 + uint64(b)
			if i == 0 || w.s.Final {
				continue
			}
			if b&0xc0 == 0xc0 {
				w.apply(probes[int(b&0x3f)%len(probes)])
				continue
			}
			l := legal(&w.s)
			w.apply(l[int(b)%len(l)])
		}
		w.finish(rand.New(rand.NewPCG(seed, uint64(len(data)))))
	})
}

// TestInvariantWalk plays many random games and, at every state on the way,
// tries every sort of entry: exactly the legal ones are accepted, the others
// are refused with the state unchanged. Every question and every kind of
// event must turn up.
func TestInvariantWalk(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 30
	}
	rng := rand.New(rand.NewPCG(4, 20))
	asked := map[fourthdown.AskKind]bool{}
	events := map[fourthdown.EventKind]bool{}
	states := 0
	for g := range games {
		w := newWalker(t, fourthdown.Side(g%2))
		for !w.s.Final {
			for _, p := range probes {
				probe := *w // counters copied, state shared by value
				probe.apply(p)
			}
			states++
			l := legal(&w.s)
			w.apply(l[rng.IntN(len(l))])
		}
		for k := range w.asked {
			asked[k] = true
		}
		for k := range w.events {
			events[k] = true
		}
	}
	for k := fourthdown.AskStyle; k <= fourthdown.AskUntimedGo; k++ {
		if !asked[k] {
			t.Errorf("the walk never reached %s", k)
		}
	}
	for k := fourthdown.EvDrive; k <= fourthdown.EvGameOver; k++ {
		if !events[k] {
			t.Errorf("the walk never produced a %s event", k)
		}
	}
	t.Logf("%d games, %d states, every entry tried at each", games, states)
}
