package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The README's example of the situation lines is what 4th Down prints
// after the drive it names (b 14 8 6), word for word (issue 41).
func TestReadmeSituationIsWhatPlayPrints(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "the situation in two lines:\n\n```\n")
	if !ok {
		t.Fatal("the README has no example of the situation lines")
	}
	example, _, _ := strings.Cut(after, "```")
	path := filepath.Join(t.TempDir(), "g.fdr")
	if err := os.WriteFile(path, []byte("receives: home\nb 14 8 6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := loadGame(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := situation(g, styler{}) + "\n"; example != want {
		t.Errorf("the README shows\n%s\nfourthdown prints\n%s", example, want)
	}
}
