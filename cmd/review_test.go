package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/internal/testfiles"
	"github.com/fourthdown/fourthdown/review"
)

// TestReviewLedger: review --json's ledger, the home team's and each
// team's, adds up (result − start = luck + skill) for the recorded games,
// its result is the game's (1, ½ or 0 once over), and the text prints a
// ledger line per team.
func TestReviewLedger(t *testing.T) {
	for _, f := range testfiles.Glob(t, "games/*.fdr") {
		out := run(t, "", "review", "--json", f)
		var rev struct {
			Final  bool
			Ledger *review.Ledger
			Teams  map[string]*review.Ledger
		}
		if err := json.Unmarshal([]byte(out), &rev); err != nil {
			t.Fatal(err)
		}
		if rev.Ledger == nil || rev.Teams["home"] == nil || rev.Teams["away"] == nil {
			t.Fatalf("%s: no ledger in %s", f, out[:200])
		}
		for who, l := range map[string]*review.Ledger{"game": rev.Ledger, "home": rev.Teams["home"], "away": rev.Teams["away"]} {
			if math.Abs(l.Result-l.Start-l.Luck-l.Skill) > 1e-6 {
				t.Errorf("%s: the %s ledger does not add up: %+v", filepath.Base(f), who, *l)
			}
		}
		if h, a := rev.Teams["home"], rev.Teams["away"]; math.Abs(h.Luck+a.Luck) > 1e-12 || math.Abs(h.Result+a.Result-1) > 1e-12 {
			t.Errorf("%s: the teams' ledgers do not mirror: %+v %+v", filepath.Base(f), *h, *a)
		}
		if r := rev.Ledger.Result; rev.Final && r != 0 && r != 0.5 && r != 1 {
			t.Errorf("%s: a finished game's result %v", filepath.Base(f), r)
		}
		if n := strings.Count(run(t, "", "review", f), " points of luck, "); n != 2 {
			t.Errorf("%s: %d ledger lines in the review, want one per team", filepath.Base(f), n)
		}
	}
}

// review and advise are every valued game's: a game without values (1st
// & Roll without its dice, which the app cannot estimate) is refused,
// saying why, and nothing is printed.
func TestReviewRefusesAGameWithoutValues(t *testing.T) {
	for _, what := range []string{"review", "advise"} {
		var out, errOut bytes.Buffer
		ios := &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}
		if code := Run(context.Background(), ios, []string{what, testfiles.Path(t, "roll-examples", "game1.fdr")}); code == 0 || out.Len() > 0 {
			t.Fatalf("%s: exit %d, printed %q", what, code, out.String())
		}
		if want := what + " needs a game's values, and 1st & Roll has no exact ones: 1st & Roll cannot be played by the app, so its values cannot be estimated from its own play: the app cannot roll the offense die"; !strings.Contains(errOut.String(), want) {
			t.Errorf("the refusal %q, want %q", errOut.String(), want)
		}
	}
}
