package engine_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// A history records each entry's step and the shared events it made, each
// event stamped with its entry.
func TestHistoryAddEmit(t *testing.T) {
	var h engine.History[string]
	h.Emit(engine.Event{Kind: engine.EvPossession, Step: 7}) // an opening event: step 0
	h.Add("a")
	h.Add("b", engine.Event{Kind: engine.EvPlay}, engine.Event{Kind: engine.EvScore})
	h.Emit(engine.Event{Kind: engine.EvPossessionEnd})
	h.Add("c")
	if h.Entries() != 3 || !reflect.DeepEqual(h.Steps(), []string{"a", "b", "c"}) || *h.Step(1) != "b" {
		t.Fatalf("entries %d, steps %v", h.Entries(), h.Steps())
	}
	var steps []int
	for _, e := range h.Shared() {
		steps = append(steps, e.Step)
	}
	if !reflect.DeepEqual(steps, []int{0, 1, 1, 1}) {
		t.Errorf("the events' steps are %v, want [0 1 1 1]", steps)
	}
	for i, want := range []int{0, 3, 0} {
		if got := len(h.StepEvents(i)); got != want {
			t.Errorf("entry %d made %d events, want %d", i, got, want)
		}
	}
}

// A clone shares nothing with its original: entries added to either, and
// events amended in place in either, never show in the other, even where
// the slices had room to grow into.
func TestHistoryCloneIsIndependent(t *testing.T) {
	var h engine.History[int]
	for i := range 5 {
		h.Add(i, engine.Event{Kind: engine.EvPlay, Yards: i})
	}
	before := fmt.Sprint(h.Steps(), h.Shared())
	c := h.Clone()
	c.Add(9, engine.Event{Kind: engine.EvPlay, Yards: 9})
	c.Shared()[0].Yards = 99
	*c.Step(1) = 99
	if got := fmt.Sprint(h.Steps(), h.Shared()); got != before {
		t.Errorf("the clone's entries changed the original:\n%s\nwas\n%s", got, before)
	}
	cb := fmt.Sprint(c.Shared())
	h.Add(8, engine.Event{Kind: engine.EvPlay, Yards: 8})
	h.Shared()[1].Yards = 77
	if got := fmt.Sprint(c.Shared()); got != cb || c.Entries() != 6 || len(c.StepEvents(5)) != 1 || c.StepEvents(5)[0].Yards != 9 {
		t.Errorf("the original's entries changed the clone: %s, was %s", got, cb)
	}
}

// Events emitted after later entries were added are the events of the
// entry they are emitted at, each entry's in order; an event before one
// already emitted is refused.
func TestHistoryEmitAt(t *testing.T) {
	var h engine.History[string]
	h.Emit(engine.Event{Kind: engine.EvPossession}) // an opening event
	h.AddAll([]string{"a", "b", "c", "d"})
	if h.Entries() != 4 || *h.Step(3) != "d" {
		t.Fatalf("entries %d, steps %v", h.Entries(), h.Steps())
	}
	h.EmitAt(1, engine.Event{Kind: engine.EvPlay}, engine.Event{Kind: engine.EvScore})
	h.EmitAt(2, engine.Event{Kind: engine.EvPlay})
	h.Emit(engine.Event{Kind: engine.EvPossessionEnd})
	for i, want := range []int{0, 2, 1, 1} {
		evs := h.StepEvents(i)
		if len(evs) != want {
			t.Errorf("entry %d made %d events, want %d", i, len(evs), want)
		}
		for _, e := range evs {
			if e.Step != i {
				t.Errorf("entry %d's events include one of entry %d", i, e.Step)
			}
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("an event emitted before one already emitted was taken")
		}
	}()
	h.EmitAt(2, engine.Event{Kind: engine.EvPlay})
}

// A recycled history starts empty in the old one's storage: what it
// records goes where the old one's entries and events were.
func TestHistoryRecycle(t *testing.T) {
	var old engine.History[int]
	for i := range 4 {
		old.Add(i, engine.Event{Kind: engine.EvPlay, Yards: i})
	}
	steps, events := old.Steps(), old.Shared()
	var h engine.History[int]
	h.Recycle(&old)
	if h.Entries() != 0 || len(h.Shared()) != 0 {
		t.Fatalf("a recycled history has %d entries and %d events, want none", h.Entries(), len(h.Shared()))
	}
	h.Add(7, engine.Event{Kind: engine.EvScore, Yards: 7})
	if &h.Steps()[0] != &steps[0] || &h.Shared()[0] != &events[0] {
		t.Error("a recycled history did not record into the old one's storage")
	}
	if h.Entries() != 1 || len(h.StepEvents(0)) != 1 || h.StepEvents(0)[0].Yards != 7 {
		t.Errorf("a recycled history recorded entries %d, events %v", h.Entries(), h.StepEvents(0))
	}
}

// play applies entries to a coin game, failing on a refusal.
func play(t *testing.T, toks ...string) engine.Core {
	t.Helper()
	m, err := coingame.Game{}.Start(engine.Setup{Teams: coingame.Game{}.DefaultTeams(), Receives: engine.Home, Header: engine.NoHeader{}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tok := range toks {
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatal(err)
		}
	}
	return m.(engine.Core)
}

// The default views of a game that writes none of its own are made from
// its shared events: a log row per possession, its end in the game's
// words, the statistics, the progress and what an entry did.
func TestViewsDefaults(t *testing.T) {
	m := play(t, "heads", "heads", "tails", "heads", "heads")
	if got, want := m.LogRows(), [][]string{{"1", "HEA", "point", "1-0"}, {"2", "TAI", "lost the call", "1-0"}, {"3", "HEA", "in progress", "1-0"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("log rows %q, want %q", got, want)
	}
	if got, want := m.Log(), []string{"flip 1: Heads, point (1-0)", "flip 2: Tails, lost the call (1-0)", "flip 3: Heads, in progress (1-0)"}; !reflect.DeepEqual(got, want) {
		t.Errorf("log %q, want %q", got, want)
	}
	if cols := m.LogColumns(); len(cols) != 4 || cols[0].Key != "flip" || cols[0].Title != "Flip" || cols[3].Key != "score" {
		t.Errorf("columns %+v", cols)
	}
	if m.Brief(0) != "point" || m.Brief(1) != "lost the call" || m.Brief(2) != "" || m.RowPossession(2) != 2 {
		t.Errorf("briefs %q %q %q", m.Brief(0), m.Brief(1), m.Brief(2))
	}
	want := []engine.StatRow{{Label: "Points", Value: [2]string{"1", "0"}}, {Label: "Possessions", Value: [2]string{"2", "1"}},
		{Label: "Plays", Value: [2]string{"1", "1"}}, {Label: "Yards", Value: [2]string{"0", "0"}},
		{Label: "Time of possession", Value: [2]string{"1 flips", "1 flips"}}}
	if got := m.StatRows(); !reflect.DeepEqual(got, want) {
		t.Errorf("stat rows %+v, want %+v", got, want)
	}
	if got := m.Progress(); got != "Period 1, flip 3" {
		t.Errorf("progress %q", got)
	}
	if got := m.StepText(1); !reflect.DeepEqual(got, []engine.Line{{Text: "Heads call heads, the coin shows heads"},
		{Text: "POINT Heads! Heads 1, Tails 0", Strong: true, News: true}}) {
		t.Errorf("what the flip did: %+v", got)
	}
	if got := m.StepText(0); len(got) != 0 {
		t.Errorf("what the call did: %+v", got)
	}
	if m.Counts() != nil || m.Narrate(1) != "" {
		t.Errorf("counts %v, narrate %q", m.Counts(), m.Narrate(1))
	}
	if w := m.Shape(); w.Noun != "flip" || w.Timeline.Break != 1 || w.ManyPlays {
		t.Errorf("shape %+v", w)
	}
}

// An ask reads a token it lists in any case or by a first letter no other
// token shares, and refuses anything else in the words every game may use.
func TestAskRead(t *testing.T) {
	a := engine.Ask{What: "call", Choices: []string{"heads", "tails", "hail"}}
	for text, want := range map[string]string{"HEADS": "heads", "t": "tails", " hail ": "hail"} {
		if got, err := a.Read(text); got != want || err != nil {
			t.Errorf("Read(%q) = %q, %v; want %q", text, got, err, want)
		}
	}
	for _, text := range []string{"h", "x", "", "he"} {
		if _, err := a.Read(text); err == nil || err.Error() != fmt.Sprintf("call must be heads, tails or hail, got %q: entry refused", text) {
			t.Errorf("Read(%q): %v", text, err)
		}
	}
	if _, err := (engine.Ask{Done: true, Choices: []string{"x"}}).Read("x"); err == nil {
		t.Errorf("an ask of a game over read a token")
	}
}

// A game that writes no Status, Situation or Where has them from its
// shared events: the score their scoring events add up to, the team whose
// possession is under way (the other once it has ended: it receives the
// ball next), the ball where the last event left it, and once the
// game-over event is in, final with its winner and its result in words.
func TestViewsStatusFromEvents(t *testing.T) {
	m := play(t, "heads", "heads", "tails")
	want := engine.Status{Period: 1, Clock: 4, Score: [2]int{1, 0}, Possession: engine.Away, Ball: 50, HasBall: true}
	if got := m.Status(); got != want {
		t.Errorf("status %+v, want %+v", got, want)
	}
	if score, rest := m.Situation(); score+rest != "Heads 1, Tails 0 | flip 2, Tails ball" || m.Where() != "flip 2, Tails ball" {
		t.Errorf("situation %q%q, where %q", score, rest, m.Where())
	}
	m = play(t, "heads", "heads", "tails", "heads", "heads", "heads", "tails", "tails", "tails", "tails")
	want = engine.Status{Period: 1, Clock: 0, Score: [2]int{3, 1}, Possession: engine.Away, Ball: 50, HasBall: true, Final: true, Winner: engine.Home}
	if got := m.Status(); got != want {
		t.Errorf("status %+v, want %+v", got, want)
	}
	if score, rest := m.Situation(); score+rest != "Heads 3, Tails 1 (final)" || m.Where() != "the game is over" {
		t.Errorf("situation %q%q, where %q", score, rest, m.Where())
	}
	if got := m.StepText(9); !reflect.DeepEqual(got[len(got)-1], engine.Line{Text: "FINAL: Heads win 3-1", Strong: true, News: true}) {
		t.Errorf("what the last flip did: %+v", got)
	}
	var v engine.Views[int]
	v.Timeline.Length = 30
	if got := v.Status(); got != (engine.Status{Period: 1, Clock: 30}) {
		t.Errorf("the status before any event %+v", got)
	}
	v.Emit(engine.Event{Kind: engine.EvGameOver, Period: 2, Tie: true})
	if got := v.Status(); got != (engine.Status{Period: 2, Final: true, Tie: true}) {
		t.Errorf("the status of a tie %+v", got)
	}
}

// A result is the winner's name and the score, theirs first, or a tie.
func TestTeamsResult(t *testing.T) {
	teams := engine.NewTeams("Bears", "Lions")
	if got := teams.Result([2]int{7, 10}, engine.Away, false); got != "Lions win 10-7" {
		t.Errorf("%q", got)
	}
	if got := teams.Result([2]int{3, 3}, engine.Home, true); got != "tied 3-3" {
		t.Errorf("%q", got)
	}
}

// An ask's menu labels each choice with what Read takes for it: its first
// letter when no other choice shares it, else the whole token.
func TestAskOptions(t *testing.T) {
	a := engine.Ask{Choices: []string{"heads", "tails", "hail"}}
	want := []engine.Option{{Token: "heads", Label: "Heads (heads)"}, {Token: "tails", Label: "Tails (t)"}, {Token: "hail", Label: "Hail (hail)"}}
	if got := a.Options(); !reflect.DeepEqual(got, want) {
		t.Errorf("options %+v, want %+v", got, want)
	}
}

// A search state's listener hears only the kinds it asked for
// (HearOnly), and a match's history wants every kind (Hears).
func TestHistoryHearOnly(t *testing.T) {
	var h engine.History[int]
	if !h.Hears(engine.EvPlay) || !h.HearsAny() {
		t.Error("a match's history does not want every event")
	}
	var heard []engine.EventKind
	s := h.Search(func(e engine.Event) { heard = append(heard, e.Kind) })
	if !s.Hears(engine.EvPlay) {
		t.Error("a search state with a listener does not hear plays before HearOnly")
	}
	s.HearOnly(engine.KindsOf(engine.EvScore, engine.EvGameOver))
	s.Keep(nil)
	s.Emit(engine.Event{Kind: engine.EvPlay}, engine.Event{Kind: engine.EvScore}, engine.Event{Kind: engine.EvPossession}, engine.Event{Kind: engine.EvGameOver})
	if !slices.Equal(heard, []engine.EventKind{engine.EvScore, engine.EvGameOver}) || s.Hears(engine.EvPlay) || !s.Hears(engine.EvScore) {
		t.Errorf("heard %v, want the score and the game's end", heard)
	}
	if deaf := h.Search(nil); deaf.HearsAny() {
		t.Error("a search state nobody listens to wants events")
	}
}
