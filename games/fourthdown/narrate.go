package fourthdown

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Narrate narrates the drives that begin on file line num ("" if none):
// the record's comment for that line.
func (m *Match) Narrate(num int) string {
	if num == 0 {
		return ""
	}
	var parts []string
	drives := m.Drives()
	k := 0
	for _, st := range m.Steps() {
		if st.Ask.Kind != AskStyle {
			continue
		}
		if st.Line == num && k < len(drives) {
			parts = append(parts, m.NarrateDrive(drives[k]))
		}
		k++
	}
	return strings.Join(parts, "; ")
}

// NarrateDrive tells a drive in a few words for the record's comment, e.g.
// "Bombers Balanced +45 yds to GUN 25, 4th and 6, field goal good (25 yds): BOM 3-0 GUN".
func (m *Match) NarrateDrive(d Drive) string {
	t := m.Teams
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", t[d.Team], d.Style.Title())
	for _, e := range d.Events {
		if e.Kind != EvDrive || e.NoRow {
			continue
		}
		if e.Scoring {
			fmt.Fprintf(&b, " %s", engine.SignedYds(int(e.Yards)))
		} else {
			fmt.Fprintf(&b, " %s to %s", engine.SignedYds(int(e.Yards)), t.Spot(e.Team, int(e.To)))
		}
	}
	if d.FourthDown {
		b.WriteString(", " + Down(d.ToGo, d.Goal))
	}
	if d.Result != "" && d.Result != "in progress" {
		b.WriteString(", " + d.Result)
	}
	if n := d.Notes(); len(n) > 0 {
		b.WriteString(" (" + strings.Join(n, "; ") + ")")
	}
	if d.Complete {
		fmt.Fprintf(&b, ": %s %d-%d %s", t.Abbrev(Home), d.ScoreAfter[Home], d.ScoreAfter[Away], t.Abbrev(Away))
	}
	return b.String()
}
