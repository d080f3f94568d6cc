package fdsheets

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdsim"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/review"
	. "github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// The scoresheet of a 4th Down game read against its solution: the
// chance chart and the key moments (the test stand-in solution).

func loadGame(t *testing.T, path string) *tracker.Game {
	t.Helper()
	g, _ := fdtest.ReplayFile(t, path)
	return g
}

// analysis is g read against the stand-in solution, as the sheet prints it.
func analysis(g *tracker.Game) *Analysis {
	return analysisWith(g, standIn{})
}

// analysisWith is g read against sol, as the sheet prints it.
func analysisWith(g *tracker.Game, sol solve.State) *Analysis {
	start, err := tracker.NewGame(g.Record)
	if err != nil {
		panic(err)
	}
	read, err := review.Read(solve.Values(sol), start.Match, g.Record.Tokens())
	if err != nil {
		panic(err)
	}
	an, err := printed.AnalysisOf(g, read, solve.Game{}.ReviewWords(read))
	if err != nil {
		panic(err)
	}
	return an
}

func TestScoresheetWithAnalysis(t *testing.T) {
	for _, file := range []string{"../../../testdata/games/full-game-mixed-drives.fdr", "../../../testdata/games/untimed-go-and-tie.fdr",
		"../../../testdata/games/gridiron-full.fdr", "../../../sheets/testdata/long.fdr"} {
		g := loadGame(t, file)
		an := analysis(g)
		for _, paper := range []Paper{Letter, A4} {
			doc := ScoresheetWith(g, paper, an)
			// The analysis never pushes the sheet onto another page.
			if n, m := len(doc.Pages), len(Scoresheet(g, paper).Pages); n != m {
				t.Errorf("%s (%s): %d pages with the analysis, %d without", file, paper.Name, n, m)
			}
			// A moment too long for its cell wraps: words, not lines.
			text := strings.Join(strings.Fields(pdfText(t, renderPDF(t, doc))), " ")
			for _, want := range []string{"Chance of winning, entry by entry", "Key moments", "Win chance: the team's, a tie counting half",
				g.Teams.Abbrev(fourthdown.Home) + " wins", g.Teams.Abbrev(fourthdown.Away) + " wins", "halftime"} {
				if !strings.Contains(text, want) {
					t.Errorf("%s (%s): no %q", file, paper.Name, want)
				}
			}
			if strings.Contains(text, "Score by game time") {
				t.Errorf("%s: the score chart is printed beside the win chart", file)
			}
			// Every costliest choice and biggest roll is listed.
			if len(an.Moments) == 0 {
				t.Errorf("%s: no key moments", file)
			}
			for _, mo := range an.Moments {
				if !strings.Contains(text, mo[5]) {
					t.Errorf("%s: %s %q missing", file, mo[0], mo[5])
				}
			}
		}
	}
}

// The final score is labelled once on the win chart, after the try.
func TestWinChartLabelsEachScoreOnce(t *testing.T) {
	g := loadGame(t, "../../../testdata/games/full-game-mixed-drives.fdr")
	doc := ScoresheetWith(g, Letter, analysis(g))
	// The labels are in the chart's own font, above its plot.
	var labels []string
	for _, it := range doc.Pages[0].Items {
		if tx, ok := it.(Text); ok && tx.Font == BoldFont(5.5) && strings.Count(tx.S, "–") == 1 {
			labels = append(labels, tx.S)
		}
	}
	got := strings.Join(labels, " ")
	if want := "3–0 3–7 9–7 16–7 19–7 19–15"; !strings.Contains(got, want) {
		t.Errorf("score labels %q, want %q", got, want)
	}
}

// The layout of a sheet with its analysis, kept as a golden
// (testdata/scoresheet-analysis.json; go test ./sheets -update rewrites it).
func TestScoresheetWithAnalysisGolden(t *testing.T) {
	g := loadGame(t, "../../../testdata/games/full-game-mixed-drives.fdr")
	checkGolden(t, "scoresheet-analysis", ScoresheetWith(g, Letter, analysis(g)))
}

// BenchmarkScoresheetFromCache prints the 28-drive game of the sheet
// tests with its analysis as 'sheet' does once the rules are solved: the
// solution read from its cache, the record replayed, read against the
// solution, laid out and rendered. The target is 100 ms.
func BenchmarkScoresheetFromCache(b *testing.B) {
	opts := solve.Options{CacheDir: b.TempDir(), Distances: true}
	if _, err := solve.Load(context.Background(), fourthdown.FourthDown, opts); err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	for b.Loop() {
		sol, err := solve.Load(context.Background(), fourthdown.FourthDown, opts)
		if err != nil {
			b.Fatal(err)
		}
		rec, err := tracker.ReadRecordFile("../../../sheets/testdata/long.fdr")
		if err != nil {
			b.Fatal(err)
		}
		g, err := tracker.Replay(rec)
		if err != nil {
			b.Fatal(err)
		}
		buf.Reset()
		if err := Render(&buf, ScoresheetWith(g, Letter, analysisWith(g, sol))); err != nil {
			b.Fatal(err)
		}
	}
}

// A game of up to 30 drives prints on two pages (issue 16), on Letter and
// A4, with and without its analysis, when page 1 has room for the chart
// (up to 12 scores); longer or higher-scoring games on three at most
// until the log itself needs more. Simulated games give the lengths.
func TestScoresheetPagesByGameLength(t *testing.T) {
	dir := t.TempDir()
	if _, err := fdsim.Simulate(context.Background(), fdsim.Options{Games: 120, Seed: 16, Workers: 1, Records: dir}); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.fdr"))
	two, longest := 0, 0
	for _, f := range files {
		g := loadGame(t, f)
		drives, scores := len(fdtest.Match(g).Drives()), len(tracker.ScoringOf(g))
		an := analysis(g)
		for _, paper := range []Paper{Letter, A4} {
			for _, a := range []*Analysis{nil, an} {
				n := len(ScoresheetWith(g, paper, a).Pages)
				switch {
				case drives <= 30 && scores <= 12 && n != 2:
					t.Errorf("%s: %d drives, %d scores: %d pages on %s (analysis %v), want 2", filepath.Base(f), drives, scores, n, paper.Name, a != nil)
				case n > 3:
					t.Errorf("%s: %d drives, %d scores: %d pages on %s (analysis %v), want at most 3", filepath.Base(f), drives, scores, n, paper.Name, a != nil)
				}
			}
		}
		if drives <= 30 && scores <= 12 {
			two++
			longest = max(longest, drives)
		}
	}
	if two < 100 || longest < 29 {
		t.Errorf("%d games checked for two pages, the longest %d drives: the test checks too little", two, longest)
	}
}
