package firstandroll

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// defaultOf is the option a prompt's menu starts on.
func defaultOf(p engine.Prompt) string {
	for _, o := range p.Options {
		if o.Default {
			return o.Token
		}
	}
	return ""
}

// TestPenaltyMenuStartsOnTheBetterAnswer (F16): the accept-or-decline
// menu starts on the answer better for the team choosing, read off what
// each does: a 35-yard gain over an automatic first down 5 yards on (the
// menu always started on accepting DH), but the first down over a 4th
// down 2 yards further; and in overtime the winning touchdown over a D15
// (it started on accept). The game's coach (`standard`) keeps its rule of
// thumb, holding always accepted, so that its games, and every record
// simulate writes for a seed, stay what they were; `best` takes the
// better answer by the values.
func TestPenaltyMenuStartsOnTheBetterAnswer(t *testing.T) {
	holding := match(t, at25+"red red 3 -1 blank red green 4 clock no no green green 20* 15 F blank DH")
	overtime := match(t, at25)
	overtime.State.Half, overtime.State.Marker = 3, 2
	overtime.State.Ball, overtime.State.ToGo = engine.Abs(Home, 86), 10
	if err := overtime.Apply(engine.Token{Text: "green"}); err != nil {
		t.Fatal(err)
	}
	for _, tok := range []string{"green", "15", "F", "clock", "D15"} {
		if err := overtime.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatalf("%s: %v", tok, err)
		}
	}
	for name, tc := range map[string]struct {
		m           *Match
		want, coach string
	}{"holding": {holding, "decline", "accept"}, "overtime": {overtime, "decline", "accept"},
		// 4th and 3 two yards on, against a first down: the first down.
		"holding on 3rd down": {match(t, at25+"yellow red 0 blank yellow red 0 blank green green 7 F blank DH"), "accept", "accept"}} {
		a := tc.m.Next()
		if a.What != "accept or decline the penalty" || a.Team != Home {
			t.Fatalf("%s: asked %q of %s", name, a.What, a.Team)
		}
		if got := defaultOf(tc.m.Prompt()); got != tc.want {
			t.Errorf("%s: the menu starts on %q, want %q (%s)", name, got, tc.want, tc.m.Prompt().Label)
		}
		if got := (Game{}).Coach(1).Choose(tc.m, Home); got != tc.coach {
			t.Errorf("%s: the coach chose %q, want its rule's %q", name, got, tc.coach)
		}
	}
}

// TestPenaltyMenuAgainstTheOffense (F16): the defense chooses on an
// offense penalty: the menu starts on declining a fumble the flag would
// cancel, and on accepting the yards when the play gained; the coach, by
// its rule, accepts the yards unless the play lost more.
func TestPenaltyMenuAgainstTheOffense(t *testing.T) {
	for body, want := range map[string]string{
		"red red 6 F turnover turnover O10": "decline", // the ball is the defense's
		"red red 6 F clock O10":             "accept",  // 10 yards back, not 6 on
	} {
		m := match(t, at25+body)
		if a := m.Next(); a.What != "accept or decline the penalty" || a.Team != Away {
			t.Fatalf("%s: asked %q of %s", body, a.What, a.Team)
		}
		if got := defaultOf(m.Prompt()); got != want {
			t.Errorf("%s: the menu starts on %q, want %q (%s)", body, got, want, m.Prompt().Label)
		}
		if got := (Game{}).Coach(1).Choose(m, Away); got != "accept" {
			t.Errorf("%s: the coach chose %q, want its rule's accept", body, got)
		}
	}
}
