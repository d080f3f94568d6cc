package league

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// TestTimeSharesAddUpTo100: two teams that played each other have shares
// of the time that add up to 100% (largest remainder); 101 of 200 blocks
// and 99 of 200 rounded each on its own read 51% and 50%. The category is
// "Yards per possession", as it counts (it read "Yards per drive").
func TestTimeSharesAddUpTo100(t *testing.T) {
	kind, _ := engine.Default()
	r := &Report{Kind: kind, Standings: []*Standing{
		{Team: "Hawks", Record: Record{W: 1}, Totals: TeamLine{Time: 101}, OppTime: 99},
		{Team: "Bears", Record: Record{L: 1}, Totals: TeamLine{Time: 99}, OppTime: 101},
	}}
	sum := 0
	titles := []string{}
	for _, l := range r.Leaders() {
		titles = append(titles, l.Title)
		if l.Key != "time_of_possession" {
			continue
		}
		for _, row := range l.Rows {
			var pct int
			if _, err := fmtSscan(row.Text, &pct); err != nil {
				t.Fatalf("%s: %q", row.Team, row.Text)
			}
			sum += pct
		}
	}
	if sum != 100 {
		t.Errorf("the time of possession shares add up to %d%%", sum)
	}
	if !strings.Contains(strings.Join(titles, "|"), "|Yards per possession|") {
		t.Errorf("leader categories %q: want Yards per possession", titles)
	}
}

// fmtSscan reads the leading percentage of "51% (101 blocks)".
func fmtSscan(s string, pct *int) (int, error) {
	return fmt.Sscanf(strings.SplitN(s, "%", 2)[0], "%d", pct)
}
