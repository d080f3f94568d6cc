package cmd

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/internal/pdftest"
	"github.com/fourthdown/fourthdown/sheets"
)

// bookletPages are the text of each page of a PDF (pdftotext -raw).
func bookletPages(t *testing.T, path string) []string {
	t.Helper()
	pdf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(pdftest.PDFText(t, pdf), "\f\n"), "\f")
}

// TestNightBookletOpensWithContents: the game-night booklet opens with a
// contents page naming each part and the page it starts on (the booklet's
// own page numbers), and its reports are titled "Game night DATE — GAME"
// (they read "League: 4th Down: game night DATE").
func TestNightBookletOpensWithContents(t *testing.T) {
	dir := nightFolder(t)
	if _, errOut, code := runCmd(t, dir, "night", "--dir", dir, "--no-analysis", "-o", "night.pdf"); code != 0 {
		t.Fatalf("night: exit %d: %s", code, errOut)
	}
	pages := bookletPages(t, filepath.Join(dir, "night.pdf"))
	first := pages[0]
	pdftest.InOrder(t, "the contents page", first, []string{"Game night 2026-11-22", "Contents",
		"Game night 2026-11-22 — 4th Down", "Game night 2026-11-22 — 1st & Roll", "Game night 2026-11-22 — 4th Street Football",
		"4th Down", "scoresheet", "1st & Roll", "scoresheet", "4th Street Football", "scoresheet"})
	if !strings.HasPrefix(strings.TrimSpace(pages[1]), "Game night 2026-11-22 — 4th Down\n") {
		t.Errorf("the first report opens %q, want its title Game night 2026-11-22 — 4th Down", strings.SplitN(pages[1], "\n", 2)[0])
	}
	// Each line of the contents names the page its part starts on.
	lines := regexp.MustCompile(`(?m)^(\d+)(?:–\d+)? (.+)$`).FindAllStringSubmatch(first, -1)
	if len(lines) != 6 {
		t.Fatalf("%d contents lines, want 6 (3 reports, 3 scoresheets):\n%s", len(lines), first)
	}
	for _, l := range lines {
		n, _ := strconv.Atoi(l[1])
		if n < 2 || n > len(pages) {
			t.Errorf("contents line %q: no page %d of %d", l[0], n, len(pages))
			continue
		}
		p := strings.Join(strings.Fields(pages[n-1]), " ")
		if game, ok := strings.CutSuffix(l[2], " scoresheet"); ok {
			game = game[:strings.Index(game, ":")]
			if !strings.HasPrefix(p, "OFFICIAL SCORESHEET "+game) {
				t.Errorf("contents line %q: page %d is not its scoresheet's first: %.80q", l[0], n, p)
			}
		} else if title := strings.TrimSuffix(l[2], " standings, coaches, head to head, results, leaders"); !strings.HasPrefix(p, title+" ") {
			t.Errorf("contents line %q: page %d does not open with %q: %.80q", l[0], n, title, p)
		}
	}
}

// TestNightBookletNoPageOfCoachesAlone: no page of a night's report holds
// only the short Coaches table (ten games of two coaches pushed it onto a
// page of its own).
func TestNightBookletNoPageOfCoachesAlone(t *testing.T) {
	dir := t.TempDir()
	if _, errOut, code := runCmd(t, dir, "simulate", "-n", "10", "--records", "games"); code != 0 {
		t.Fatalf("simulate: exit %d: %s", code, errOut)
	}
	if _, errOut, code := runCmd(t, dir, "night", "--dir", "games", "--no-analysis", "-o", "night.pdf"); code != 0 {
		t.Fatalf("night: exit %d: %s", code, errOut)
	}
	for i, p := range bookletPages(t, filepath.Join(dir, "night.pdf")) {
		if !strings.Contains(p, "Coaches") || strings.Contains(p, "OFFICIAL SCORESHEET") {
			continue
		}
		others := 0
		for _, s := range []string{"Standings", "Head to head", "Results", "Leaders", "Contents"} {
			if strings.Contains(p, s) {
				others++
			}
		}
		if others == 0 {
			t.Errorf("page %d holds only the Coaches table:\n%s", i+1, p)
		}
	}
}

// TestPossessionChartsOneHeight: 1st & Roll's and 4th Street's scoresheets
// draw the possession chart of every log page at one readable height (on
// a full page it shrank to its least, its yard numbers unreadable, and
// grew on the last), on both papers.
func TestPossessionChartsOneHeight(t *testing.T) {
	games := finishedGames(t)
	for _, name := range []string{"1st-and-roll", "4th-street"} {
		g, err := loadGame(games[name])
		if err != nil {
			t.Fatal(err)
		}
		for _, paper := range []sheets.Paper{sheets.Letter, sheets.A4} {
			doc := sheets.ScoresheetWith(g, paper, nil)
			var heights []float64
			for _, p := range doc.Pages {
				for _, it := range p.Items {
					// The field's outline: stroked, not filled, 0.3 mm,
					// over the grass between the goal lines (100 of its
					// 120 yards).
					r, ok := it.(sheets.Rect)
					if !ok || r.Stroke == nil || r.Fill != nil || r.LineW != 0.3 {
						continue
					}
					for _, it2 := range p.Items {
						if g, ok := it2.(sheets.Rect); ok && g.Fill != nil && g.X == r.X && g.W == r.W && math.Abs(g.H-r.H*100/120) < 1e-6 {
							heights = append(heights, r.H)
							break
						}
					}
				}
			}
			if len(heights) < 2 {
				t.Fatalf("%s on %s: %d possession charts, want one on each of the log's pages", name, paper.Name, len(heights))
			}
			for i, h := range heights {
				if math.Abs(h-heights[0]) > 1e-9 || h < 40 {
					t.Errorf("%s on %s: chart %d is %.1f mm tall; want every chart the same, at least 40 mm (the first is %.1f)", name, paper.Name, i+1, h, heights[0])
				}
			}
		}
	}
}

// TestNightTitleNamesTheGame: a night of one game's records (no sections)
// (simulated: undated, so today's) is titled with its game too: "Game
// night DATE — 4th Down".
func TestNightTitleNamesTheGame(t *testing.T) {
	dir := t.TempDir()
	if _, errOut, code := runCmd(t, dir, "simulate", "-n", "2", "--records", "games"); code != 0 {
		t.Fatalf("simulate: exit %d: %s", code, errOut)
	}
	if _, errOut, code := runCmd(t, dir, "night", "--dir", "games", "--no-analysis", "-o", "night.pdf"); code != 0 {
		t.Fatalf("night: exit %d: %s", code, errOut)
	}
	pages := bookletPages(t, filepath.Join(dir, "night.pdf"))
	if !regexp.MustCompile(`^Game night \d{4}-\d\d-\d\d — 4th Down\n`).MatchString(strings.TrimSpace(pages[1])) {
		t.Errorf("the report opens %q, want Game night DATE — 4th Down", strings.SplitN(pages[1], "\n", 2)[0])
	}
}

// TestNightBookletNumbersItsPagesAsOne: every page of a night's booklet
// is numbered as the booklet's own, "page 34 of 49", as the contents
// count them (issue 52 item 5: a scoresheet's first page read "page 1 of
// 8" where the contents said 34).
func TestNightBookletNumbersItsPagesAsOne(t *testing.T) {
	dir := nightFolder(t)
	for _, args := range [][]string{{"night", dir, "-o", "night.pdf"}, {"league", dir, "--pdf", "night.pdf"}} {
		os.Remove(filepath.Join(dir, "night.pdf"))
		if _, errOut, code := runCmd(t, dir, append(args, "--no-analysis")...); code != 0 {
			t.Fatalf("%s: exit %d: %s", args[0], code, errOut)
		}
		pages := bookletPages(t, filepath.Join(dir, "night.pdf"))
		for i, p := range pages {
			if want := "page " + strconv.Itoa(i+1) + " of " + strconv.Itoa(len(pages)); !strings.Contains(p, want) {
				t.Errorf("%s: page %d does not say %q: %q", args[0], i+1, want, regexp.MustCompile(`page \d+ of \d+`).FindString(p))
			}
		}
	}
}
