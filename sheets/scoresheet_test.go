package sheets

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	"github.com/fourthdown/fourthdown/tracker"
)

func loadGame(t *testing.T, path string) *tracker.Game {
	t.Helper()
	g, _ := fdtest.ReplayFile(t, path)
	return g
}

func gameFromText(t *testing.T, text string) *tracker.Game {
	t.Helper()
	rec, err := tracker.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

const featuresGame = "../tracker/testdata/features.fdr"

func TestScoresheetDeterministic(t *testing.T) {
	g := loadGame(t, featuresGame)
	a := renderPDF(t, Scoresheet(g, A4))
	b := renderPDF(t, Scoresheet(loadGame(t, featuresGame), A4))
	if !bytes.Equal(a, b) {
		t.Fatal("the same record gave two different PDFs")
	}
}

// A long game (42 drives, an emoji and a long team name) flows onto more
// pages, each with the header; nothing is clipped (Problems is empty).
func TestScoresheetLongGame(t *testing.T) {
	g := loadGame(t, "testdata/long.fdr")
	if n := len(fdtest.Match(g).Drives()); n < 40 {
		t.Fatalf("the long game has %d drives", n)
	}
	doc := Scoresheet(g, Letter)
	if len(doc.Pages) != 3 {
		t.Errorf("%d pages: the drives of 42 drives should need two pages after the summary", len(doc.Pages))
	}
	pdf := renderPDF(t, doc)
	text := pdfText(t, pdf)
	pages := strings.Split(text, "\f")
	for i, p := range pages[:len(doc.Pages)] {
		if !strings.Contains(p, "Kansas City Thunderbirds of the Plains") || !strings.Contains(p, fmt.Sprintf("page %d of %d", i+1, len(doc.Pages))) {
			t.Errorf("page %d lacks the header or its number:\n%s", i+1, p)
		}
	}
	if !strings.Contains(text, "? Gunners") {
		t.Error("the emoji in the team name should print as ?")
	}
	cells, _ := fdtest.PDFDriveRows(g)
	var want []string
	for _, c := range cells {
		want = append(want, c...)
	}
	inOrder(t, "drive log", text[strings.Index(text, "Drive chart and log"):], want)
	inOrder(t, "continued", text, []string{"Drive chart and log", "Drive chart and log (continued)"})
}

// 44 scores: the scoring summary goes on to a second page (its header
// repeated), and so do the drive chart and the drive log.
func TestScoresheetShootout(t *testing.T) {
	g := loadGame(t, "testdata/shootout.fdr")
	scoring := tracker.ScoringOf(g)
	if len(scoring) != 44 {
		t.Fatalf("%d scores, want 44", len(scoring))
	}
	doc := Scoresheet(g, A4)
	text := pdfText(t, renderPDF(t, doc))
	want := []string{"FINAL: tied 154-154", "Scoring summary"}
	for _, sc := range scoring { // a possession a drive
		want = append(want, fmt.Sprintf("%d %d–%d", sc.Possession, sc.Score[fourthdown.Home], sc.Score[fourthdown.Away]))
	}
	inOrder(t, "scoring summary", text, want)
	inOrder(t, "scoring summary", text, []string{"Scoring summary", "1 7–0", "Scoring summary (continued)", "45 154–154"})
	// The score chart in the room the continued summary leaves, before
	// the drives.
	inOrder(t, "flow", text, []string{"Scoring summary (continued)", "Score by game time", "Signature, Bombers coach", "Drive chart and log", "Drive chart and log (continued)"})
	if n := strings.Count(text, "Signature, "); n != 2 {
		t.Errorf("%d signature lines, want 2", n)
	}
}

// 90 three-and-out drives: the drives go on to three pages, each with the
// chart of its own drives above their rows.
func TestScoresheetNinetyDrives(t *testing.T) {
	g := gameFromText(t, "receives: home\n"+strings.Repeat("p 3 9 5 punt\n", 90))
	if n := len(fdtest.Match(g).Drives()); n != 90 || !fdtest.Match(g).State.Final {
		t.Fatalf("%d drives, final %v", n, fdtest.Match(g).State.Final)
	}
	doc := Scoresheet(g, Letter)
	text := pdfText(t, renderPDF(t, doc))
	inOrder(t, "flow", text, []string{"Drive chart and log", "1 punt 2 punt 3 punt", "1 1 180 (30:00)", "Drive chart and log (continued)",
		"Drive chart and log (continued)", "88 punt 89 punt 90 punt", "90 2 4 (0:40)", "page 4 of 4"})
	if len(doc.Pages) != 4 {
		t.Errorf("%d pages", len(doc.Pages))
	}
}

// Every golden game of the project renders without a layout problem and
// shows its final score.
func TestScoresheetGoldenGames(t *testing.T) {
	files, _ := filepath.Glob("../testdata/games/*.fdr")
	if len(files) == 0 {
		t.Skip("no golden games")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			g := loadGame(t, f)
			doc := Scoresheet(g, Letter)
			text := pdfText(t, renderPDF(t, doc))
			h, a := fdtest.Match(g).State.Score[fourthdown.Home], fdtest.Match(g).State.Score[fourthdown.Away]
			if !strings.Contains(text, fmt.Sprintf("%d – %d", h, a)) || !strings.Contains(text, "FINAL") {
				t.Errorf("final score %d–%d missing", h, a)
			}
		})
	}
}

func TestScoresheetInProgressAndEmpty(t *testing.T) {
	g := gameFromText(t, "home: Bombers\naway: Gunners\nreceives: home\nb 14 8 6 fg 14\np 19 3\n")
	pdf := renderPDF(t, Scoresheet(g, Letter))
	// A short log goes under the charts: two pages, not three (issue 16).
	if n, _, _ := pdfPages(t, pdf); n != 2 {
		t.Errorf("a 2-drive game prints on %d pages, want 2", n)
	}
	text := pdfText(t, pdf)
	inOrder(t, "in progress", text, []string{"3 – 0", "IN PROGRESS: 1st half, 149 blocks left (24:50) | Gunners ball on own 30 | next: Gunners turnover roll (a d20 (1-20))"})
	if strings.Contains(text, "FINAL") {
		t.Error("a game in progress is marked final")
	}
	// Issue 16: an unfinished game's sheet is not official and is not signed.
	if strings.Contains(text, "OFFICIAL") || strings.Contains(text, "Signature") || !strings.Contains(text, "SCORESHEET: GAME IN PROGRESS") {
		t.Error("a game in progress is headed OFFICIAL or has signature lines")
	}
	inOrder(t, "log", text, []string{"Drive chart and log", "in progress", "2", "1", "149 (24:50)", "GUN", "own 30", "Pass-First", "19", "3", "in progress"})

	// The header names the receiving team and the computer coach's team.
	g = gameFromText(t, "home: Lions\naway: Bears\nreceives: away\nsolo: home\nsolo-coach: perfect\n")
	text = pdfText(t, renderPDF(t, Scoresheet(g, Letter)))
	inOrder(t, "header", text, []string{"Opening kickoff: Bears", "Computer coach: Lions (perfect)"})
	if strings.Contains(text, "Solo") || strings.Contains(text, "Receives") {
		t.Error("the header prints the record's keys instead of saying what they mean")
	}

	g = gameFromText(t, "receives: away\n")
	text = pdfText(t, renderPDF(t, Scoresheet(g, A4)))
	inOrder(t, "empty", text, []string{"0 – 0", "IN PROGRESS", "No score yet.", "Drive chart and log", "No drive yet."})
	if n := strings.Count(text, "No drive yet."); n != 1 {
		t.Errorf("%q %d times", "No drive yet.", n)
	}
}

func TestScoresheetWriteForViewing(t *testing.T) {
	out := os.Getenv("SHEET_OUT")
	if out == "" {
		t.Skip("set SHEET_OUT=dir to write the PDFs")
	}
	for name, f := range map[string]string{"features": featuresGame, "long": "testdata/long.fdr", "tie": "../testdata/games/untimed-go-and-tie.fdr", "shootout": "testdata/shootout.fdr"} {
		for _, p := range []Paper{Letter, A4} {
			os.WriteFile(filepath.Join(out, name+"-"+p.Name+".pdf"), renderPDF(t, Scoresheet(loadGame(t, f), p)), 0o644)
		}
	}
}

// BenchmarkScoresheet lays out and renders the 28-drive scoresheet.
func BenchmarkScoresheet(b *testing.B) {
	rec, err := tracker.ReadRecordFile(featuresGame)
	if err != nil {
		b.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := Render(&buf, Scoresheet(g, Letter)); err != nil {
			b.Fatal(err)
		}
	}
}

// Every name a player can type prints (issue 16): Polish, Greek and
// Cyrillic in the Go fonts, an emoji as "?", the same bytes every time, and
// a sheet without such names embeds no font at all.
func TestScoresheetNamesInEveryScript(t *testing.T) {
	g := gameFromText(t, "home: Łódź Αθήνα\naway: Москва 🏈\nsite: Kraków ✓\nhome-coach: Zoë Ødegård\nreceives: home\nb 14 8 6 fg 14\n")
	doc := Scoresheet(g, Letter)
	pdf := renderPDF(t, doc)
	if again := renderPDF(t, Scoresheet(g, Letter)); !bytes.Equal(pdf, again) {
		t.Error("the same sheet rendered twice gives different bytes")
	}
	if len(pdf) > 80_000 {
		t.Errorf("the PDF is %d bytes with the Go fonts embedded as subsets", len(pdf))
	}
	text := pdfText(t, pdf)
	inOrder(t, "names", text, []string{"Łódź Αθήνα", "HOME (ŁÓD)", "Москва ?", "AWAY (МОС)", "Site: Kraków x", "Home coach: Zoë Ødegård"})
	if strings.Contains(text, "?ód?") {
		t.Error("Łódź printed in the core font")
	}
	plain := renderPDF(t, Scoresheet(loadGame(t, featuresGame), Letter))
	if bytes.Contains(plain, []byte(wideFamily)) || bytes.Contains(plain, []byte("FontFile2")) {
		t.Error("a sheet with Latin-1 names only embeds a font")
	}
}

// A long coach name prints whole on the header and the signature line
// (issue 16), never cut with "…".
func TestScoresheetLongCoachName(t *testing.T) {
	long := "Maximilian Alexander Wolfgang von Hohenzollern-Sigmaringen the Third"
	b, err := os.ReadFile(featuresGame)
	if err != nil {
		t.Fatal(err)
	}
	g := gameFromText(t, strings.Replace(string(b), "home-coach: Ann", "home-coach: "+long, 1))
	text := pdfText(t, renderPDF(t, Scoresheet(g, Letter)))
	flat := strings.Join(strings.Fields(text), " ")
	if n := strings.Count(flat, long); n != 2 {
		t.Errorf("the whole name is printed %d times, want 2 (header and signature line)", n)
	}
	if strings.Contains(text, "…") {
		t.Error("a name is cut off with …")
	}
}

// Page 1's line score and team statistics are read across a table: 9 pt
// or more, headers too (issue 16).
func TestScoresheetSummaryType(t *testing.T) {
	doc := Scoresheet(loadGame(t, featuresGame), Letter)
	found := 0
	for _, it := range doc.Pages[0].Items {
		tb, ok := it.(Table)
		if !ok || len(tb.Rows) == 0 {
			continue
		}
		if first := tb.Rows[0][0]; first != "Points" && first != "Bombers" {
			continue
		}
		found++
		if tb.Font.Size < 9 || tb.HeaderFont.Size < 9 {
			t.Errorf("table starting %q: body %.1f pt, header %.1f pt", tb.Rows[0][0], tb.Font.Size, tb.HeaderFont.Size)
		}
	}
	if found != 2 {
		t.Errorf("found %d of the line score and statistics tables on page 1", found)
	}
}

// No page holds a single row of the drive log (issue 16): every prefix of a
// 42-drive game, so the log ends at every point of a page.
func TestScoresheetNoOrphanLogRow(t *testing.T) {
	full, err := tracker.ReadRecordFile("testdata/long.fdr")
	if err != nil {
		t.Fatal(err)
	}
	head := fourthdown.DriveLogColumns[0].Title
	split := 0
	for k := 1; k <= len(full.Body); k++ {
		rec := *full
		rec.Body = full.Body[:k]
		g, err := tracker.Replay(&rec)
		if err != nil {
			t.Fatal(err)
		}
		var parts []int
		for _, pg := range Scoresheet(g, Letter).Pages {
			for _, it := range pg.Items {
				if tb, ok := it.(Table); ok && len(tb.Columns) == len(fourthdown.DriveLogColumns) && tb.Columns[0].Header == head {
					parts = append(parts, len(tb.Rows))
				}
			}
		}
		if len(parts) > 1 {
			split++
		}
		for _, n := range parts {
			if n == 1 && len(parts) > 1 {
				t.Errorf("%d lines of the record: the drive log is split %v", k, parts)
			}
		}
	}
	if split == 0 {
		t.Error("no prefix splits the drive log over pages; the test checks nothing")
	}
}

// Every result on the drive chart sits clear of the field, its bars and
// its yard lines, and of every other result (issue 16): nothing drawn
// crosses a result's box.
func TestDriveChartLabelsClear(t *testing.T) {
	for _, file := range []string{featuresGame, "testdata/long.fdr"} {
		g := loadGame(t, file)
		for _, paper := range []Paper{Letter, A4} {
			doc := Scoresheet(g, paper)
			want := 0
			for _, d := range fdtest.Match(g).Drives() {
				if fourthdown.BriefResult(d) != "" {
					want++
				}
			}
			got := 0
			for _, pg := range doc.Pages[1:] {
				var boxes [][4]float64 // x0, y0, x1, y1 of every line and rectangle
				for _, it := range pg.Items {
					switch v := it.(type) {
					case Rect:
						boxes = append(boxes, [4]float64{v.X, v.Y, v.X + v.W, v.Y + v.H})
					case Line:
						boxes = append(boxes, [4]float64{min(v.X1, v.X2), min(v.Y1, v.Y2), max(v.X1, v.X2), max(v.Y1, v.Y2)})
					}
				}
				for _, it := range pg.Items {
					tx, ok := it.(Text)
					if !ok || tx.Font != Regular(5.5) {
						continue
					}
					got++
					x1 := tx.X + TextWidth(tx.Font, tx.S)
					for _, b := range boxes {
						if tx.X < b[2] && x1 > b[0] && tx.Y < b[3] && tx.Y+tx.H > b[1] {
							t.Errorf("%s (%s): result %q at %.1f,%.1f crosses a line or box %v", file, paper.Name, tx.S, tx.X, tx.Y, b)
						}
					}
				}
			}
			if want == 0 || got != want {
				t.Errorf("%s (%s): %d chart results, want %d", file, paper.Name, got, want)
			}
			if o := doc.Overlaps(); len(o) > 0 {
				t.Errorf("%s (%s): overlaps %v", file, paper.Name, o)
			}
		}
	}
}

// The line score marks the winner's row, the engine's winner: home, away,
// or no row for a tie (R20).
func TestScoresheetLineScoreWinner(t *testing.T) {
	for file, want := range map[string][]int{
		"../testdata/games/full-game-mixed-drives.fdr": {0},
		"../testdata/games/gridiron-full.fdr":          {1},
		"../testdata/games/untimed-go-and-tie.fdr":     nil,
	} {
		g := loadGame(t, file)
		found := false
		for _, it := range Scoresheet(g, Letter).Pages[0].Items {
			if tb, ok := it.(Table); ok && len(tb.Columns) == 4 && tb.Columns[1].Header == "1st half" {
				found = true
				if fmt.Sprint(tb.MarkRows) != fmt.Sprint(want) {
					t.Errorf("%s (%d–%d): marked rows %v, want %v", file, fdtest.Match(g).State.Score[fourthdown.Home], fdtest.Match(g).State.Score[fourthdown.Away], tb.MarkRows, want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no line score", file)
		}
	}
}
