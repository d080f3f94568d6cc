package sheets

import (
	"os"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

func loadGame(t *testing.T, path string) *tracker.Game {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := tracker.Parse(strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestScoresheetWriteForViewing(t *testing.T) {
	out := os.Getenv("SHEET_OUT")
	if out == "" {
		t.Skip("set SHEET_OUT=dir to write the PDFs")
	}
	for _, f := range []string{"../tracker/testdata/features.fdr"} {
		doc := Scoresheet(loadGame(t, f), Letter)
		pdf := renderPDF(t, doc)
		os.WriteFile(out+"/features.pdf", pdf, 0o644)
	}
}
