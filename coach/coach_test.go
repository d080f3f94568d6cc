package coach_test

import (
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
)

// asking is a match that asks ask after n entries; a coach reads nothing
// else of it.
type asking struct {
	engine.Core // nil: only Next and Entries are called
	ask         engine.Ask
	n           int
}

func (m asking) Next() engine.Ask { return m.ask }
func (m asking) Entries() int     { return m.n }

// scripted answers with its token and counts how often it was asked.
type scripted struct {
	tok   string
	asked int
}

func (c *scripted) Choose(engine.Core, engine.Side) string { c.asked++; return c.tok }

// entry is coach.Entry for a with coaches answering home and away.
func entry(a engine.Ask, home, away string) (tok string, ok bool, asked [2]int) {
	h, w := &scripted{tok: home}, &scripted{tok: away}
	coaches := [2]engine.Chooser{h, w}
	tok, ok = coach.Entry(asking{ask: a}, a, &coaches)
	return tok, ok, [2]int{h.asked, w.asked}
}

var call = engine.Ask{Team: engine.Away, What: "call", Choices: []string{"run", "pass"}}

// A choice of one team is its coach's, and the other coach is not asked.
func TestEntryIsTheTeamAskeds(t *testing.T) {
	tok, ok, asked := entry(call, "home's", "pass")
	if !ok || tok != "pass" || asked != [2]int{0, 1} {
		t.Errorf("entered %q (ok %v), coaches asked %v: want the away coach's pass, home not asked", tok, ok, asked)
	}
}

// A choice each team answers its part of: both coaches answer, and the
// team asked gets its token when both take theirs.
func TestEntryParts(t *testing.T) {
	a := engine.Ask{Team: engine.Home, What: "timeout", Choices: []string{"none", "home-to", "away-to"},
		Both: engine.Simultaneous{Secret: true, Own: [2][]string{{"home-to"}, {"away-to"}}, Pass: "none"}}
	for _, c := range []struct{ home, away, want string }{
		{"none", "none", "none"},
		{"home-to", "none", "home-to"},
		{"none", "away-to", "away-to"},
		{"home-to", "away-to", "home-to"},
		{"", "away-to", "away-to"},
	} {
		tok, ok, asked := entry(a, c.home, c.away)
		if !ok || tok != c.want || asked != [2]int{1, 1} {
			t.Errorf("home %q, away %q: entered %q (ok %v), asked %v; want %q, both asked once", c.home, c.away, tok, ok, asked, c.want)
		}
	}
}

// A token of the other team's own in the question, in the open (its
// timeout before the call): both coaches answer, and that team's token is
// entered when it is one; any other answer leaves the choice to the team
// asked.
func TestEntryOwnInTheOpen(t *testing.T) {
	a := engine.Ask{Team: engine.Home, What: "call", Choices: []string{"run", "pass", "timeout-away"},
		Both: engine.Simultaneous{Own: [2][]string{engine.Away: {"timeout-away", "not-offered"}}}}
	for _, c := range []struct{ away, want string }{
		{"timeout-away", "timeout-away"},
		{"", "run"},
		{"pass", "run"},        // not its own: the home team's call
		{"not-offered", "run"}, // its own, but not a choice here
	} {
		tok, ok, asked := entry(a, "run", c.away)
		if !ok || tok != c.want || asked != [2]int{1, 1} {
			t.Errorf("away answers %q: entered %q (ok %v), asked %v; want %q, both asked once", c.away, tok, ok, asked, c.want)
		}
	}
}

// A roll, a reading of the table and the end of the game are not the
// coaches' to answer: none is asked.
func TestEntryNotTheCoaches(t *testing.T) {
	for _, a := range []engine.Ask{
		{Team: engine.Home, What: "d20", Die: engine.Die{Sides: 20, Min: 1}},
		{Team: engine.Home, What: "coin", Faces: []string{"heads", "tails"}},
		{Team: engine.Home, What: "result code", Form: "a result code"},
		{Team: engine.Home, What: "bounds", Choices: []string{"in", "out"}, Reading: true},
		{Team: engine.Home, What: "nothing", Done: true},
	} {
		if tok, ok, asked := entry(a, "home's", "away's"); ok || tok != "" || asked != [2]int{} {
			t.Errorf("%s: entered %q (ok %v), asked %v; want none", a.What, tok, ok, asked)
		}
	}
}

// The random coach answers only what the rules allow its side, gives each
// of those answers over the seeds, the same answer asked again, and other
// answers with another seed.
func TestRandom(t *testing.T) {
	either := engine.Ask{Team: engine.Home, What: "timeout", Choices: []string{"none", "home-to"}, // away has none left
		Both: engine.Simultaneous{Secret: true, Own: [2][]string{{"home-to"}, nil}, Pass: "none"}}
	reserving := engine.Ask{Team: engine.Home, What: "call", Choices: []string{"run", "pass", "to-away"},
		Both: engine.Simultaneous{Own: [2][]string{engine.Away: {"to-away"}}}}
	for _, c := range []struct {
		a    engine.Ask
		side engine.Side
		want []string
	}{
		{call, engine.Away, []string{"run", "pass"}},
		{call, engine.Home, []string{""}}, // nothing of its own in the other team's question
		{either, engine.Home, []string{"none", "home-to"}},
		{either, engine.Away, []string{"none"}}, // it cannot take it
		{reserving, engine.Home, []string{"run", "pass"}},
		{reserving, engine.Away, []string{"", "to-away"}},
		{engine.Ask{Team: engine.Home, Die: engine.Die{Sides: 6, Min: 1}}, engine.Home, []string{""}},
		{engine.Ask{Done: true}, engine.Home, []string{""}},
	} {
		seen := map[string]int{}
		differ := false
		for seed := range uint64(200) {
			m := asking{ask: c.a, n: int(seed % 7)}
			tok := coach.Random(seed).Choose(m, c.side)
			if !slices.Contains(c.want, tok) {
				t.Fatalf("%s for %s: %q, want one of %q", c.a.What, c.side, tok, c.want)
			}
			if again := coach.Random(seed).Choose(m, c.side); again != tok {
				t.Fatalf("%s for %s, seed %d: %q, then %q", c.a.What, c.side, seed, tok, again)
			}
			differ = differ || coach.Random(seed+1000).Choose(m, c.side) != tok
			seen[tok]++
		}
		if len(seen) != len(c.want) {
			t.Errorf("%s for %s: answered %v, want each of %q", c.a.What, c.side, seen, c.want)
		}
		if len(c.want) > 1 && !differ {
			t.Errorf("%s for %s: other seeds gave the same answers", c.a.What, c.side)
		}
	}
}

// In solo play the coach alone answers its team's choice and a secret one
// with parts in which the player's team has none, never a roll or a
// reading; it may enter its own token first in the player's question, in
// the open, only when that question allows it.
func TestAnswersAndOpen(t *testing.T) {
	either := engine.Ask{Team: engine.Home, What: "timeout", Choices: []string{"none", "away-to"},
		Both: engine.Simultaneous{Secret: true, Own: [2][]string{nil, {"away-to"}}, Pass: "none"}}
	reading := engine.Ask{Team: engine.Away, What: "bounds", Choices: []string{"in", "out"}, Reading: true}
	roll := engine.Ask{Team: engine.Away, What: "roll", Die: engine.Die{Sides: 6, Min: 1}}
	for _, c := range []struct {
		a    engine.Ask
		side engine.Side
		want bool
	}{
		{call, engine.Away, true}, {call, engine.Home, false},
		{either, engine.Home, false}, // the away team can take it: the player answers
		{either, engine.Away, true},  // home cannot: the away coach alone
		{reading, engine.Away, false}, {roll, engine.Away, false},
		{engine.Ask{Done: true}, engine.Away, false},
	} {
		if got := coach.Answers(c.a, c.side); got != c.want {
			t.Errorf("Answers(%s, %v) = %v, want %v", c.a.What, c.side, got, c.want)
		}
	}
	res := engine.Ask{Team: engine.Home, What: "call", Choices: []string{"run", "pass", "away-to"},
		Both: engine.Simultaneous{Own: [2][]string{engine.Away: {"away-to"}}}}
	if !coach.Open(res, engine.Away) || coach.Open(res, engine.Home) {
		t.Error("only the away coach may enter its own timeout in the home team's call")
	}
	gone := res
	gone.Choices = []string{"run", "pass"} // no timeout left
	if coach.Open(gone, engine.Away) {
		t.Error("an own token the question does not allow is no reason to ask the coach")
	}
	secret := res
	secret.Both.Secret = true
	if coach.Open(secret, engine.Away) {
		t.Error("a secret choice is answered by both at once, never one team first")
	}
}

// parted is a core that asks ask and says its parts by code
// (engine.Parted); a coach by code reads nothing else of it.
type parted struct {
	engine.Core // nil: only Legal and Owns are called
	ask         engine.Ask
}

func (m parted) Legal() engine.Legal { return engine.LegalOf(m.ask) }
func (m parted) Owns(side engine.Side, k int) bool {
	return k >= 0 && k < len(m.ask.Choices) && m.ask.Acts(side, m.ask.Choices[k])
}
func (m parted) Part(side engine.Side) bool {
	return slices.ContainsFunc(m.ask.Choices, func(t string) bool { return m.ask.Acts(side, t) })
}

// byCode answers its token by its code among choices.
type byCode struct {
	scripted
	choices []string
}

func (c *byCode) ChooseCode(engine.Core, engine.Side) int {
	c.asked++
	return slices.Index(c.choices, c.tok)
}

// A choice with parts by code, where the match says its parts so: the
// code of Entry's entry, each coach asked as Entry asks it.
func TestEntryCodeParts(t *testing.T) {
	timeout := engine.Ask{Team: engine.Home, What: "timeout", Choices: []string{"none", "home-to", "away-to"},
		Both: engine.Simultaneous{Secret: true, Own: [2][]string{{"home-to"}, {"away-to"}}, Pass: "none"}}
	open := engine.Ask{Team: engine.Home, What: "call", Choices: []string{"run", "pass", "timeout-away"},
		Both: engine.Simultaneous{Own: [2][]string{engine.Away: {"timeout-away"}}}}
	homeOnly := engine.Ask{Team: engine.Away, What: "timeout", Choices: []string{"none", "home-to"},
		Both: engine.Simultaneous{Secret: true, Own: [2][]string{{"home-to"}, nil}, Pass: "none"}}
	for _, c := range []struct {
		a          engine.Ask
		home, away string
	}{
		{timeout, "none", "none"}, {timeout, "home-to", "none"}, {timeout, "none", "away-to"},
		{timeout, "home-to", "away-to"}, {timeout, "none", ""},
		{open, "run", "timeout-away"}, {open, "pass", ""}, {open, "run", "pass"},
		{homeOnly, "none", "none"}, {homeOnly, "home-to", "none"},
	} {
		tok, _, asked := entry(c.a, c.home, c.away)
		h, w := &byCode{scripted{tok: c.home}, c.a.Choices}, &byCode{scripted{tok: c.away}, c.a.Choices}
		coaches := [2]engine.CodeChooser{h, w}
		k, ok := coach.EntryCode(parted{ask: c.a}, engine.TurnOf(&c.a), &coaches)
		if want := slices.Index(c.a.Choices, tok); !ok || k != want || [2]int{h.asked, w.asked} != asked {
			t.Errorf("%s, home %q, away %q: code %d (ok %v), asked %v; want %d (%q), asked %v",
				c.a.What, c.home, c.away, k, ok, [2]int{h.asked, w.asked}, want, tok, asked)
		}
	}
	// Without the parts by code, Entry says it.
	coaches := [2]engine.CodeChooser{&byCode{scripted{tok: "none"}, timeout.Choices}, &byCode{scripted{tok: "none"}, timeout.Choices}}
	if k, ok := coach.EntryCode(struct{ engine.Core }{}, engine.TurnOf(&timeout), &coaches); ok {
		t.Errorf("a choice with parts of a match without them by code: code %d", k)
	}
}
