package prompt

import (
	"strings"
	"testing"
)

// At 80 columns a 4th-down menu line keeps its key number: the asides in
// parentheses go before the end is cut (issue 41: "makes it on 11 of …").
func TestMenuHintKeepsTheKeyNumber(t *testing.T) {
	for _, c := range []struct{ label, hint, want string }{
		{"Go for it (go)", "50.0% best · need 10 (goal 45 yds away): makes it on 11 of 20 (55%)", "makes it on 11 of 20"},
		{"Go for it (go)", "100.0% best · need 10 (goal 45 yds away): makes it on 11 of 20 (55%)", "makes it on 11 of 20"},
		{"Field goal (fg)", "49.9% · 45-yard kick: good on 17 of 20 (85%)", "good on 17 of 20 (85%)"},
		{"Punt (punt)", "44.3% · Gunners take over at own 20", "44.3% · Gunners take over at own 20"},
	} {
		got := menuHint(c.label, c.hint, 80)
		if !strings.Contains(got, c.want) || len([]rune(got)) > 80-1-4-len(c.label)-2 {
			t.Errorf("%s: %q, want it to keep %q", c.label, got, c.want)
		}
	}
}
