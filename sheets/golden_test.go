package sheets

import (
	"testing"

	"github.com/fourthdown/fourthdown/internal/pdftest"
)

// checkGolden compares doc's layout JSON with testdata/name.json (-update
// rewrites it; a missing golden fails).
func checkGolden(t *testing.T, name string, doc *Document) {
	t.Helper()
	got, err := doc.JSON()
	if err != nil {
		t.Fatal(err)
	}
	pdftest.CheckGolden(t, name, got)
}
