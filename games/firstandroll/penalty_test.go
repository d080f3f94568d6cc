package firstandroll_test

import (
	"strings"
	"testing"
)

// penaltyAsked is a 9-yard run on 2nd and 9 with a D5 flag: accepted it
// gives 2nd and 4, declined the run stands for a first down.
const penaltyAsked = "regular touchback red red 1 0 clock no red red 9 F clock D5"

// TestPenaltyQuestionNamesFoulAndOutcomes: the accept-or-decline question
// names the foul and what each answer does, in its label (all piped text
// shows) and on each option; the menu starts on the answer that gains
// more. It said only "accept or decline the penalty" and started on
// accept, which here costs a first down.
func TestPenaltyQuestionNamesFoulAndOutcomes(t *testing.T) {
	g := replayText(t, penaltyAsked)
	n := g.Match.Entries()
	p := g.Match.Prompt()
	for _, want := range []string{"Bears — D5 offsides, defense", "accept (Bears +5 yards, 2nd and 4 at own 31)",
		"decline (the play stands: Bears +9 yards, 1st and 10 at own 35)"} {
		if !strings.Contains(p.Label, want) {
			t.Errorf("label %q lacks %q", p.Label, want)
		}
	}
	hints := map[string]string{}
	def := ""
	for _, o := range p.Options {
		hints[o.Token] = o.Hint
		if o.Default {
			def = o.Token
		}
	}
	if !strings.Contains(hints["accept"], "2nd and 4 at own 31") || !strings.Contains(hints["decline"], "1st and 10 at own 35") {
		t.Errorf("hints %q do not say each answer's outcome", hints)
	}
	if def != "decline" {
		t.Errorf("the menu starts on %q, want decline (a first down against 2nd and 4)", def)
	}
	if g.Match.Entries() != n || g.Match.Next().What != "accept or decline the penalty" {
		t.Errorf("asking changed the match: %d entries (want %d), next %q", g.Match.Entries(), n, g.Match.Next().What)
	}
}

// TestPenaltyResultNamesFoul: the play's result line and the scoresheet's
// row name the foul and the answer, accepted or declined.
func TestPenaltyResultNamesFoul(t *testing.T) {
	for ans, want := range map[string]string{
		"accept":  "Bears +5 yards (D5 offsides, defense: accepted), 2nd and 4 at own 31",
		"decline": "Bears +9 yards (D5 offsides, defense: declined), 1st and 10 at own 35",
	} {
		g := replayText(t, penaltyAsked+" "+ans)
		var said []string
		for _, l := range g.Match.StepText(g.Match.Entries() - 1) {
			said = append(said, l.Text)
		}
		if !strings.Contains(strings.Join(said, "\n"), want) {
			t.Errorf("%s: the table says %q, want %q", ans, said, want)
		}
		g = replayText(t, penaltyAsked+" "+ans+" no")
		rows := g.Match.LogRows()
		if r := rows[len(rows)-1]; !strings.Contains(r[7], "D5 offsides, defense: "+strings.TrimSuffix(ans, "e")+"ed") {
			t.Errorf("%s: the scoresheet's row says %q, naming no foul", ans, r[7])
		}
	}
}

// TestPenaltyQuestionOnATry: on a two-point try an accepted penalty has the
// try played again, and the question says from where.
func TestPenaltyQuestionOnATry(t *testing.T) {
	for body, want := range map[string]string{
		"regular return 40 40 20 two red red 1 F D5":  "accept (half the distance to the goal line: the try again from LIO 1)",
		"regular return 40 40 20 two red red 1 F O10": "accept (the try again from LIO 12)",
	} {
		g := replayText(t, body)
		if p := g.Match.Prompt().Label; !strings.Contains(p, want) {
			t.Errorf("%s: the question %q lacks %q", body, p, want)
		}
	}
}
