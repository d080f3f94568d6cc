package cmd

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/sheets"
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

// blankRows are the numbered rows of each log of a game's blank
// scoresheet on a paper, read from what its last page says ("number its
// rows on from 92").
func blankRows(t *testing.T, g *cmdutil.Game, paper sheets.Paper) []int {
	t.Helper()
	doc, _, err := printed.Of(g).Blank(printed.SheetRequest{Ctx: t.Context(), ErrOut: io.Discard, Paper: paper})
	if err != nil {
		t.Fatal(err)
	}
	var rows []int
	for _, pg := range doc.Pages {
		for _, it := range pg.Items {
			if tx, ok := it.(sheets.Text); ok {
				if m := regexp.MustCompile(`number its rows on from (\d+)\.$`).FindStringSubmatch(tx.S); m != nil {
					n, _ := strconv.Atoi(m[1])
					rows = append(rows, n-1)
				}
			}
		}
	}
	return rows
}

// The README and sheet --help say how many numbered rows each blank
// scoresheet's logs have, as printed (issue 41: they said 80 and 180,
// the sheets print 91 and 200 on Letter).
func TestBlankRowCountsInDocs(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.Join(strings.Fields(string(b)), " ")
	help := strings.Join(strings.Fields(blankHelp()), " ")
	checked := 0
	for _, g := range cmdutil.Games() {
		if printed.Of(g).Blank == nil {
			continue
		}
		letter, a4 := blankRows(t, g, sheets.Letter), blankRows(t, g, sheets.A4)
		for i := range letter {
			checked++
			want := fmt.Sprintf("%d numbered rows on Letter, %d on A4", letter[i], a4[i])
			if !strings.Contains(readme, want) {
				t.Errorf("%s: the README does not say %q", g.Title(), want)
			}
			if !strings.Contains(help, want) {
				t.Errorf("%s: sheet --help does not say %q", g.Title(), want)
			}
		}
	}
	if checked < 3 {
		t.Errorf("%d logs of blank scoresheets checked", checked)
	}
}

// The README and docs/ hold no stray "<!-- section … -->" markers (issue
// 41): markup for the editors of the time, not for the reader.
func TestDocsHaveNoSectionMarkers(t *testing.T) {
	files, _ := filepath.Glob("../docs/*.md")
	files = append(files, "../README.md")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(b), "\n") {
			if strings.Contains(l, "<!-- section") {
				t.Errorf("%s:%d: %s", f, i+1, l)
			}
		}
	}
}

// aids --help and sheet --help name each game's default file (issue 41:
// -o said its default was fourthdown-aids.pdf for every game).
func TestHelpGivesEachGamesDefaultFile(t *testing.T) {
	for _, c := range []struct{ cmd, file string }{{"aids", "fourthdown-aids.pdf"}, {"sheet", "fourthdown-scoresheet.pdf"}} {
		out, _, _ := runCmd(t, t.TempDir(), c.cmd, "--help")
		help := strings.Join(strings.Fields(out), " ")
		for _, g := range engine.Games() {
			if c.cmd == "sheet" && printed.Of(g).Blank == nil {
				continue
			}
			want := cmdutil.GameFile(c.file, g) + " (" + g.Title() + ")"
			if !strings.Contains(help, want) {
				t.Errorf("%s --help does not say %q", c.cmd, want)
			}
		}
		if strings.Contains(help, `(default "`+c.file+`")`) {
			t.Errorf("%s --help gives -o the default %s, the default game's only", c.cmd, c.file)
		}
	}
}
