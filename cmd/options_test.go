package cmd

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// Without advice a menu starts on the safest choice: the punt on 4th down.
func TestMenuStartsOnTheSafest(t *testing.T) {
	rec, err := tracker.Parse(strings.NewReader("receives: home\nb 14 8 6\n"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	var def []string
	for _, o := range options(g.Match.Prompt().Options) {
		if o.Default {
			def = append(def, o.Token)
		}
	}
	if strings.Join(def, " ") != "punt" {
		t.Errorf("defaults %v, want punt", def)
	}
}
