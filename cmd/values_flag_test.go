package cmd

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/internal/testfiles"
)

// review and advise --values: a value that is neither exact nor estimate is refused
// saying which are; exact on a game without exact values (1st & Roll) is
// refused saying so; estimate on a game the app cannot simulate (1st &
// Roll without a dice file) says why, and so does the default there (an
// estimate is the default where a game has no exact values); advise
// likewise; nothing is printed on stdout.
func TestReviewValuesRefusals(t *testing.T) {
	roll := "testdata/games/roll-overtime.fdr"
	noDice := testfiles.Path(t, "roll-examples", "game1.fdr")
	cannot := "1st & Roll cannot be played by the app, so its values cannot be estimated from its own play: the app cannot roll the offense die"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"review", "--values", "best", roll}, `--values must be exact or estimate, got "best"`},
		{[]string{"review", "--values", "exact", roll}, "--values exact: 1st & Roll has no exact values (it is not solved)"},
		{[]string{"review", "--values", "estimate", noDice}, "--values estimate: " + cannot},
		{[]string{"review", noDice}, "review needs a game's values, and 1st & Roll has no exact ones: " + cannot},
		{[]string{"advise", noDice}, "advise needs a game's values, and 1st & Roll has no exact ones: " + cannot},
		{[]string{"advise", "--values", "exact", roll}, "--values exact: 1st & Roll has no exact values"},
	} {
		out, errOut, code := runCmd(t, ".", c.args...)
		if code == ExitOK || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, out %q, err %q; want the refusal %q", strings.Join(c.args, " "), code, out, errOut, c.want)
		}
	}
}
