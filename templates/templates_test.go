package templates

import (
	"strings"
	"testing"
)

// The play aids use these blocks; each must be defined.
func TestAidsDefinesEveryBlock(t *testing.T) {
	tmpl := Aids()
	for _, name := range []string{"drive-note", "order", "fourth", "conversion", "fg", "try", "scoring", "clock", "cap", "late", "untimed", "placements"} {
		if tmpl.Lookup(name) == nil {
			t.Errorf("aids.tmpl has no %q block", name)
		}
	}
	var b strings.Builder
	if err := tmpl.ExecuteTemplate(&b, "order", map[string]any{}); err == nil {
		t.Error("a missing value did not fail (missingkey=error)")
	}
}
