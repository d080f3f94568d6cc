package fdsheets

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	. "github.com/fourthdown/fourthdown/sheets"
)

func TestBlankScoresheetGolden(t *testing.T) {
	checkGolden(t, "blank_letter", BlankScoresheet(fourthdown.FourthDown, Letter))
	checkGolden(t, "blank_a4", BlankScoresheet(fourthdown.FourthDown, A4))
}

// blankHeaders are the drive log's column headings, one per entry of a drive.
// The try column is there only for a ruleset with tries.
func blankHeaders(r *fourthdown.Ruleset) []string {
	h := []string{"#", "Half", "Clock", "(blocks)", "Team", "Start", "spot", "Style", "Drive", "roll", "Time", "roll",
		"TO", "roll", "Yards", "Blocks", "used", "End", "spot", "Dist.", "roll", "To", "go", "Decision", "Its", "roll"}
	if r.HasTry {
		h = append(h, "Try")
	}
	return append(h, "Result", "Points", "Score after", "Home - Away")
}

func TestBlankScoresheet(t *testing.T) {
	for _, name := range fourthdown.Names() {
		r, _ := fourthdown.Lookup(name)
		for _, p := range []Paper{Letter, A4} {
			what := name + " " + p.Name
			doc := BlankScoresheet(r, p)
			if len(doc.Pages) != 3 {
				t.Errorf("%s: %d pages, want 3 (two of drive log, one drive chart)", what, len(doc.Pages))
			}
			if doc.Paper.W != p.H || doc.Paper.H != p.W {
				t.Errorf("%s: paper %v, want %s in landscape", what, doc.Paper, p.Name)
			}
			for _, prob := range doc.Problems() {
				t.Errorf("%s: %s", what, prob)
			}
			// A row for every drive slot, numbered 1..BlankDrives in order,
			// each as tall as a handwritten entry needs.
			slots := blankDriveSlots(t, what, doc, r)
			if len(slots) != BlankDrives {
				t.Errorf("%s: %d drive rows, want %d", what, len(slots), BlankDrives)
			}
			for i, s := range slots {
				if s != strconv.Itoa(i+1) {
					t.Errorf("%s: drive row %d is numbered %q", what, i+1, s)
					break
				}
			}
			text := layoutText(doc)
			joined := strings.Join(text, " ")
			inOrder(t, what, joined, []string{"HOME TEAM", "AWAY TEAM", "HOME COACH", "AWAY COACH", "DATE", "SITE",
				"Line score", "1st half", "2nd half", "Final", "Home", "Away", "CLOCK", "1st half", "2nd half", "FIELD", "Home goal"})
			checkBlankClock(t, what, text, r)
			checkBlankPDF(t, what, doc)
		}
	}
}

// blankDriveSlots are the numbers of the drive log's rows of doc, the
// blank scoresheet of r, checked for their height and the columns'
// headings.
func blankDriveSlots(t *testing.T, what string, doc *Document, r *fourthdown.Ruleset) []string {
	t.Helper()
	var slots []string
	for _, pg := range doc.Pages {
		for _, it := range pg.Items {
			tb, ok := it.(Table)
			if !ok || len(tb.Columns) != len(blankColumns(r)) {
				continue
			}
			if tb.RowH < bsMinRow {
				t.Errorf("%s: drive rows %.1f mm high", what, tb.RowH)
			}
			var heads []string
			for _, c := range tb.Columns {
				heads = append(heads, strings.Split(c.Header, "\n")...)
			}
			if strings.Join(heads, "|") != strings.Join(blankHeaders(r), "|") {
				t.Errorf("%s: columns %q", what, heads)
			}
			for _, row := range tb.Rows {
				slots = append(slots, row[0])
			}
		}
	}
	return slots
}

// checkBlankClock checks the clock tracks in the text of a blank
// scoresheet of r: the minutes of a half down to 0, twice, with the blocks
// left at every minute line above the boxes.
func checkBlankClock(t *testing.T, what string, text []string, r *fourthdown.Ruleset) {
	t.Helper()
	// The clock tracks count the minutes of a half down to 0, twice.
	var minutes []string
	for m := r.HalfBlocks * r.SecondsPerBlk / 60; m >= 0; m-- {
		minutes = append(minutes, strconv.Itoa(m))
	}
	clock := text[indexOf(text, "CLOCK: cross"):indexOf(text, "FIELD: the ball's spot")]
	inOrderList(t, what+" clock, 1st half", clock, append([]string{"1st half"}, minutes...))
	inOrderList(t, what+" clock, 2nd half", clock, append([]string{"2nd half"}, minutes...))
	// Above the boxes, the blocks left at every minute line.
	var blocks []string
	for b := r.HalfBlocks; b >= 0; b -= 60 / r.SecondsPerBlk {
		blocks = append(blocks, strconv.Itoa(b))
	}
	inOrderList(t, what+" clock blocks, 1st half", clock, append([]string{"1st half"}, blocks...))
	inOrderList(t, what+" clock blocks, 2nd half", clock, append([]string{"2nd half"}, blocks...))
}

// checkBlankPDF renders the blank scoresheet doc and checks its pages and
// what pdftotext reads off them: every drive slot's number, the headings.
func checkBlankPDF(t *testing.T, what string, doc *Document) {
	t.Helper()
	pdf := renderPDF(t, doc)
	n, w, h := pdfPages(t, pdf)
	ww, wh := pointsOf(doc.Paper)
	if n != 3 || w < ww-0.5 || w > ww+0.5 || h < wh-0.5 || h > wh+0.5 {
		t.Errorf("%s: %d pages of %.1f x %.1f pt, want 3 of %.1f x %.1f", what, n, w, h, ww, wh)
	}
	extracted := pdfText(t, pdf)
	want := []string{"Scoresheet", "HOME TEAM"}
	for i := 1; i <= BlankDrives; i++ {
		want = append(want, strconv.Itoa(i))
	}
	inOrder(t, what+" (pdftotext)", extracted, want)
	inOrder(t, what+" (pdftotext)", extracted, []string{"TO", "roll", "Blocks", "used", "Dist.", "roll", "To", "go"})
}

func indexOf(list []string, prefix string) int {
	for i, s := range list {
		if strings.HasPrefix(s, prefix) {
			return i
		}
	}
	return -1
}

// The clock track has one box per block: a line between every two blocks,
// a heavy one every minute.
func TestBlankClockBlocks(t *testing.T) {
	doc := BlankScoresheet(fourthdown.FourthDown, Letter)
	heavy, thin := 0, 0
	for _, it := range doc.Pages[0].Items {
		if l, ok := it.(Line); ok && l.X1 == l.X2 && l.Y2-l.Y1 < 6 && l.Dash == nil {
			if l.LineW >= 0.4 {
				heavy++
			} else if l.LineW < 0.13 {
				thin++
			}
		}
	}
	// Per half: 180 blocks in two rows of 90: 89 inner lines a row; every
	// 6th is a minute line (14 a row).
	if heavy != 2*2*14 || thin != 2*2*(89-14) {
		t.Errorf("clock lines: %d heavy, %d thin", heavy, thin)
	}
}

func TestBlankDeterministic(t *testing.T) {
	a := renderPDF(t, BlankScoresheet(fourthdown.FourthDown, A4))
	b := renderPDF(t, BlankScoresheet(fourthdown.FourthDown, A4))
	if !bytes.Equal(a, b) {
		t.Error("two renders differ")
	}
	if len(a) > 60_000 {
		t.Errorf("%d bytes, want a small file", len(a))
	}
}

// The blank drive chart has a numbered lane for every drive slot (issue
// 16: the 6-lane strip had room for a quarter of a game).
func TestBlankDriveChartLanes(t *testing.T) {
	for _, p := range []Paper{Letter, A4} {
		doc := BlankScoresheet(fourthdown.FourthDown, p)
		last := doc.Pages[len(doc.Pages)-1]
		text := strings.Join(layoutText(&Document{Pages: []Page{last}}), " ")
		if !strings.Contains(text, "FIELD: the ball's spot") {
			t.Fatalf("%s: the last page is not the drive chart", p.Name)
		}
		count := map[string]int{}
		for _, it := range last.Items {
			if tx, ok := it.(Text); ok {
				count[tx.S]++
			}
		}
		for i := 1; i <= BlankDrives; i++ {
			if n := count[strconv.Itoa(i)]; n < 2 {
				t.Errorf("%s: lane %d is numbered %d times, want both ends", p.Name, i, n)
			}
		}
		for _, prob := range doc.Problems() {
			t.Errorf("%s: %s", p.Name, prob)
		}
	}
}
