package tracker

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

func TestParseRulesOverrides(t *testing.T) {
	src := `# house rules
base: 4th-down
kickoff: 25
half_blocks: 150
balanced:
  rows: {17: 80/38}
  turnover: 1-3
`
	r, err := ParseRules([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if r.Kickoff != 25 || r.HalfBlocks != 150 {
		t.Errorf("kickoff %d, half %d; want 25, 150", r.Kickoff, r.HalfBlocks)
	}
	if got := r.Tables[engine.Balanced].Rows[16]; got != (engine.Row{Yards: 80, Time: 38}) {
		t.Errorf("balanced row 17 = %+v", got)
	}
	if engine.FourthDown.Tables[engine.Balanced].Rows[16].Time != 40 {
		t.Errorf("the built-in ruleset was changed")
	}
}
