package fdsheets

import (
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	. "github.com/fourthdown/fourthdown/sheets"
)

// 4th Down's scoresheet of the features game, in 4th Down's words on the
// sheet (this package's, registered with sheets).

const featuresGame = "../../../tracker/testdata/features.fdr"

func TestScoresheetFeaturesText(t *testing.T) {
	g := loadGame(t, featuresGame)
	for _, paper := range []Paper{Letter, A4} {
		t.Run(paper.Name, func(t *testing.T) {
			doc := Scoresheet(g, paper)
			if doc.Paper.W != paper.H || doc.Paper.H != paper.W {
				t.Errorf("paper %+v, want %s in landscape", doc.Paper, paper.Name)
			}
			pdf := renderPDF(t, doc)
			if len(pdf) > 60_000 {
				t.Errorf("the PDF is %d bytes; a scoresheet should be a few tens of KB", len(pdf))
			}
			n, w, h := pdfPages(t, pdf)
			pw, ph := pointsOf(paper)
			// 28 drives on two pages (issue 16): the summary and the
			// chart over game time, then the drive chart and the log.
			if n != 2 || w < h || int(w+0.5) != int(ph+0.5) || int(h+0.5) != int(pw+0.5) {
				t.Errorf("%d pages of %.1f x %.1f pt, want 2 in landscape", n, w, h)
			}
			text := pdfText(t, pdf)
			// Page 1: header, line score, scoring summary, statistics.
			if !strings.Contains(text, "33 – 24") {
				t.Error("the final score is missing")
			}
			inOrder(t, "header", text, []string{"OFFICIAL SCORESHEET", "Bombers", "HOME (BOM)", "Gunners", "AWAY (GUN)",
				"FINAL: Bombers win 33-24", "Opening kickoff: Bombers", "Date: 2026-11-21", "Site: Kitchen table", "Home coach: Ann", "Away coach: Bob"})
			inOrder(t, "line score", text, []string{"Line score", "Team", "1st half", "2nd half", "Final",
				"Bombers", "11", "22", "33", "Gunners", "8", "16", "24"})
			inOrder(t, "statistics", text, []string{"Team statistics", "Bombers", "Gunners",
				"Points", "33", "24", "Possessions", "13", "12", "Drives", "14", "14", "Total yards", "326", "208",
				"Yards per drive", "23.3", "14.9", "Time of possession", "27:30 (165 blk)", "32:10 (193 blk)",
				"Touchdowns", "4", "2", "Field goals made/att.", "1/1 (25)", "3/4 (35, 31, 24; missed 41)",
				"Punts", "2", "1", "Turnovers", "1", "2 (1 TD negated)", "Turnovers on downs", "4", "1",
				"4th-down conversions", "2 of 6", "3 of 5", "Kick tries made/att.", "2/3", "1/1",
				"Two-point tries made/att.", "0/1", "1/1", "Safeties scored", "2", "0",
				"Balanced drives", "50% (7)", "36% (5)", "Run-First drives", "21% (3)", "43% (6)", "Pass-First drives", "29% (4)", "21% (3)"})
			var scoring []string
			for _, s := range []string{
				"1 149 (24:50) BOM field goal, 25 yards 3 1 3–0",
				"1 114 (19:00) GUN touchdown on 4th down two good 8 4 3–8",
				"1 72 (12:00) BOM safety on 4th down 2 8 5–8",
				"1 67 (11:10) BOM touchdown on the drive kick no good 6 9 11–8",
				"2 165 (27:30) GUN field goal, 35 yards 3 14 11–11",
				"2 127 (21:10) BOM touchdown on 4th down kick good 7 15 18–11",
				"2 112 (18:40) BOM touchdown on the drive two no good 6 17 24–11",
				"2 82 (13:40) GUN touchdown on the drive kick good 7 20 24–18",
				"2 53 (8:50) GUN field goal, 31 yards 3 23 24–21",
				"2 35 (5:50) GUN field goal, 24 yards 3 25 24–24",
				"2 11 (1:50) BOM safety 2 27 26–24",
				"2 0 (0:00) BOM touchdown on the untimed down kick good 7 28 33–24",
			} {
				scoring = append(scoring, strings.Fields(s)...)
			}
			inOrder(t, "scoring summary", text, append([]string{"Scoring summary"}, scoring...))
			page1 := text[:strings.Index(text, "page 1 of 2")]
			for _, w := range []string{"Score by game time", "BOM 33", "GUN 24", "game time (minutes)", "halftime"} {
				if !strings.Contains(page1, w) {
					t.Errorf("score chart: %q missing from page 1", w)
				}
			}
			inOrder(t, "signatures", text, []string{"Signature, Bombers coach: Ann", "Date", "Signature, Gunners coach: Bob", "Date", "page 1 of 2"})

			// Page 2: the drive chart, every drive numbered in order with
			// its result above, then the drive log, every row, every cell.
			page2 := text[strings.Index(text, "page 1 of 2"):]
			chart := []string{"Bombers 33 – Gunners 24", "Final · 2026-11-21 · Kitchen table", "Drive chart and log", "BOM drives up, GUN down"}
			for _, d := range fdtest.Match(g).Drives() {
				chart = append(chart, strconv.Itoa(d.Num))
			}
			inOrder(t, "drive chart", page2, chart)
			for _, r := range []string{"FG 25", "turnover, TD negated", "TD on 4th, +2", "FG 41 no good"} {
				if !strings.Contains(page2, r) {
					t.Errorf("drive chart: result %q missing", r)
				}
			}
			page3 := page2[strings.Index(page2, "# Half"):]
			cells, results := fdtest.PDFDriveRows(g)
			var want []string
			for _, c := range cells {
				want = append(want, c...)
			}
			inOrder(t, "drive log", page3, want)
			flat := strings.Join(strings.Fields(page3), " ")
			for _, r := range results {
				first := strings.Join(strings.Fields(r), " ")
				if len(first) > 40 {
					first = first[:40]
				}
				if !strings.Contains(flat, first) {
					t.Errorf("drive log: result %q missing", r)
				}
			}
			if !strings.Contains(text, "4*") || !strings.Contains(text, "5*") {
				t.Error("the digital rolls of drive 4 are not marked")
			}
		})
	}
}

func TestScoresheetLayoutGolden(t *testing.T) {
	checkGolden(t, "scoresheet-features", Scoresheet(loadGame(t, featuresGame), Letter))
}
