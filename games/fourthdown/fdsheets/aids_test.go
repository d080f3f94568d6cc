package fdsheets

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	. "github.com/fourthdown/fourthdown/sheets"
)

func mustAids(t *testing.T, r *fourthdown.Ruleset, p Paper, l Layout) *Document {
	t.Helper()
	doc, err := AidsWith(r, p, l, nil)
	if err != nil {
		t.Fatalf("%s %s %s: %v", r.Name, p.Name, l, err)
	}
	return doc
}

func TestAidsGoldens(t *testing.T) {
	for _, p := range []Paper{Letter, A4} {
		for _, l := range []Layout{AidCards, AidSheet} {
			checkGolden(t, fmt.Sprintf("aids_4th-down_%s_%s", l, p.Name), mustAids(t, fourthdown.FourthDown, p, l))
		}
	}
	checkGolden(t, "aids_gridiron_cards_letter", mustAids(t, fourthdown.Gridiron, Letter, AidCards))
}

// Every built-in ruleset prints on both papers in both layouts: two pages,
// nothing too wide for its box or off the page, every card fits.
func TestAidsFitEveryRuleset(t *testing.T) {
	for _, name := range fourthdown.Names() {
		r, _ := fourthdown.Lookup(name)
		for _, p := range []Paper{Letter, A4} {
			for _, l := range []Layout{AidCards, AidSheet} {
				doc := mustAids(t, r, p, l)
				if len(doc.Pages) != 2 {
					t.Errorf("%s %s %s: %d pages, want 2", name, p.Name, l, len(doc.Pages))
				}
				if doc.Paper != p {
					t.Errorf("%s %s %s: paper %v", name, p.Name, l, doc.Paper)
				}
				for _, prob := range doc.Problems() {
					t.Errorf("%s %s %s: %s", name, p.Name, l, prob)
				}
			}
		}
	}
}

// tableValues is every value of the ruleset's tables in reading order,
// written out here from the ruleset independently of the layout code.
func tableValues(r *fourthdown.Ruleset) []string {
	var want []string
	for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
		want = append(want, s.Title()+" drive table", "Roll", "Yards", "Time (blocks)")
		for i, row := range r.Tables[s].Rows {
			if row.TD {
				want = append(want, strconv.Itoa(i+r.DriveDie.Min), "TD", "roll "+r.TimeDie.Name())
			} else {
				want = append(want, strconv.Itoa(i+r.DriveDie.Min), strconv.Itoa(row.Yards), strconv.Itoa(row.Time))
			}
		}
	}
	return want
}

func conversionValues(r *fourthdown.Ruleset) []string {
	want := []string{"4th down", "Conversion table: " + r.ConvDie.String()}
	for i, c := range r.Conversion {
		g := strconv.Itoa(c.Yards)
		if c.TD {
			g = "TD"
		}
		want = append(want, strconv.Itoa(i+r.ConvDie.Min), g)
	}
	return want
}

var fgValues = map[string][]string{
	"4th-down": {"Field goal and try", "Roll", "Make distance", "1", "0 yards", "2", "15 yards", "3", "20 yards", "4", "25 yards",
		"5-8", "30 yards", "9-12", "35 yards", "13-16", "40 yards", "17-20", "45 yards",
		"From 46-50 yards it always misses.", "Try after a touchdown", "Kick (+1):", "rolls 2-20", "Two (+2):", "d10 (1-10), good on 7-10."},
	"gridiron": {"Field goal and try", "Distance to goal", "Good on d6", "up to 10 yards", "2-6", "11-20 yards", "3-6",
		"21-30 yards", "4-6", "31-40 yards", "5-6", "41-50 yards", "6", "Try after a touchdown", "No try:"},
}

var proseValues = map[string][]string{
	"4th-down": {"Touchdown:", "6 points + the try", "Field goal:", "3 points", "Safety:", "2 points to the defense",
		"Punt:", "40 yards downfield; ending inside the receiver's own 20, a touchback: ball at its own 20.",
		"Missed field goal:", "7 yards back from the spot of the kick; never inside", "Turnover on a TD drive:", "its own 20."},
	"gridiron": {"Touchdown:", "7 points", "Field goal:", "3 points", "Safety:", "2 points to the defense",
		"Punt:", "40 yards downfield; ending inside the receiver's own 20, a touchback: ball at its own 20."},
}

// inOrderList checks that want occurs in got in order (each an exact element).
func inOrderList(t *testing.T, what string, got, want []string) {
	t.Helper()
	at := 0
	for _, w := range want {
		found := false
		for at < len(got) {
			at++
			if strings.TrimSpace(got[at-1]) == w {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("%s: %q missing (or out of order)", what, w)
			return
		}
	}
}

// The layout data holds every table value in order; the rendered PDF's
// extracted text holds the same, for both papers and layouts.
func TestAidsText(t *testing.T) {
	for _, name := range []string{"4th-down", "gridiron"} {
		r, _ := fourthdown.Lookup(name)
		for _, p := range []Paper{Letter, A4} {
			for _, l := range []Layout{AidCards, AidSheet} {
				what := fmt.Sprintf("%s %s %s", name, p.Name, l)
				doc := mustAids(t, r, p, l)
				text := layoutText(doc)
				inOrderList(t, what+" drive tables", text, tableValues(r))
				inOrderList(t, what+" conversion", text, conversionValues(r))
				joined := strings.Join(text, " ")
				inOrder(t, what+" field goal", joined, fgValues[name])
				inOrder(t, what+" prose", joined, proseValues[name])
				pdf := renderPDF(t, doc)
				n, w, h := pdfPages(t, pdf)
				ww, wh := pointsOf(p)
				if n != 2 || w < ww-0.5 || w > ww+0.5 || h < wh-0.5 || h > wh+0.5 {
					t.Errorf("%s: %d pages of %.1f x %.1f pt, want 2 of %.1f x %.1f", what, n, w, h, ww, wh)
				}
				extracted := pdfText(t, pdf)
				for _, want := range [][]string{tableValues(r), conversionValues(r), fgValues[name], proseValues[name]} {
					inOrder(t, what+" (pdftotext)", extracted, want)
				}
			}
		}
	}
}

// One source of truth: change a value of the ruleset and the aids change.
func TestAidsFollowTheRuleset(t *testing.T) {
	r := *fourthdown.FourthDown
	r.Name, r.Title = "test", "Test variant"
	r.Tables[fourthdown.Balanced].Rows = append([]fourthdown.Row(nil), r.Tables[fourthdown.Balanced].Rows...)
	r.Tables[fourthdown.Balanced].Rows[4] = fourthdown.Row{Yards: 77, Time: 33}
	r.Tables[fourthdown.Pass].TurnoverMax = 3
	r.PuntDistance = 35
	r.KickTryMake = 20
	r.TwoNeed = 8
	r.HalfBlocks = 120
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, l := range []Layout{AidCards, AidSheet} {
		lines := layoutText(mustAids(t, &r, Letter, l))
		text := strings.Join(lines, "\n") + "\n" + strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
		for _, want := range []string{"5\n77\n33", "Turnover on d20 1-3 (15%)", "35 yards downfield", "rolls 3-20", "good on 8-10", "120 blocks (20 minutes)", "Test variant"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: %q not printed", l, want)
			}
		}
		if strings.Contains(text, "40 yards downfield") {
			t.Errorf("%s: the old punt distance is still printed", l)
		}
	}
}

func TestAidsDeterministic(t *testing.T) {
	for _, l := range []Layout{AidCards, AidSheet} {
		a := renderPDF(t, mustAids(t, fourthdown.FourthDown, Letter, l))
		b := renderPDF(t, mustAids(t, fourthdown.FourthDown, Letter, l))
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two renders differ", l)
		}
		if len(a) > 60_000 {
			t.Errorf("%s: %d bytes, want a small file", l, len(a))
		}
	}
}

func TestLayoutByName(t *testing.T) {
	if l, err := LayoutByName(" Cards"); err != nil || l != AidCards {
		t.Errorf("Cards: %v %v", l, err)
	}
	if _, err := LayoutByName("poster"); err == nil || !strings.Contains(err.Error(), "cards or sheet") {
		t.Errorf("poster: %v", err)
	}
	if _, err := AidsWith(fourthdown.FourthDown, Letter, "poster", nil); err == nil {
		t.Error("Aids accepted an unknown layout")
	}
}

func TestParseText(t *testing.T) {
	got := parseText("# Head\n\n1. Style :: pick one\n- a bullet\nTerm :: its text\nplain")
	want := textBlock{{Kind: "heading", Text: "Head"}, {Kind: "step", Num: "1", Term: "Style", Text: "pick one"},
		{Kind: "bullet", Text: "a bullet"}, {Kind: "p", Term: "Term", Text: "its text"}, {Kind: "p", Text: "plain"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("parseText = %v\nwant %v", got, want)
	}
}

// A house ruleset with other dice (a d12 drive die, a d10 conversion die,
// a d6 field-goal table, 100-block halves) still prints, fits and shows
// its own faces.
func TestAidsOtherDice(t *testing.T) {
	r := *fourthdown.FourthDown
	r.Name, r.Title = "small", "Small dice"
	r.DriveDie = fourthdown.Die{Sides: 12, Min: 1}
	for s := range r.Tables {
		rows := append([]fourthdown.Row(nil), r.Tables[s].Rows[:11]...)
		r.Tables[s].Rows = append(rows, fourthdown.Row{TD: true})
	}
	r.ConvDie = fourthdown.Die{Sides: 10, Min: 1}
	r.Conversion = append([]fourthdown.ConvResult(nil), r.Conversion[10:]...)
	r.FGDie = fourthdown.Die{Sides: 6, Min: 1}
	r.FGMake = []int{0, 20, 30, 30, 40, 50}
	r.HalfBlocks = 100
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []Paper{Letter, A4} {
		for _, l := range []Layout{AidCards, AidSheet} {
			doc := mustAids(t, &r, p, l)
			for _, prob := range append(doc.Problems(), doc.Overlaps()...) {
				t.Errorf("%s %s: %s", p.Name, l, prob)
			}
			inOrderList(t, p.Name+" "+string(l), layoutText(doc), tableValues(&r))
			inOrderList(t, p.Name+" "+string(l), layoutText(doc), conversionValues(&r))
			inOrder(t, p.Name+" "+string(l), strings.Join(layoutText(doc), " "), []string{"1", "0 yards", "2", "20 yards", "3-4", "30 yards", "5", "40 yards", "6", "50 yards"})
		}
		blank := BlankScoresheet(&r, p)
		for _, prob := range append(blank.Problems(), blank.Overlaps()...) {
			t.Errorf("blank %s: %s", p.Name, prob)
		}
	}
}

// The time-cap card's worked example (issue 16) says what the engine does:
// the style and face it names, rolled from the opening spot, charge the
// blocks it states, and those are not the row's own time.
func TestCapExampleAgreesWithEngine(t *testing.T) {
	r := fourthdown.FourthDown
	ex := capExample(r)
	m := regexp.MustCompile(`^(\S+) (\d+) from own (\d+): (\d+) blocks \((\S+) (\d+)\), not (\d+)\.$`).FindStringSubmatch(ex)
	if m == nil {
		t.Fatalf("example %q is not in the expected form", ex)
	}
	style := -1
	for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
		if s.Title() == m[1] {
			style = int(s)
		}
	}
	face, _ := strconv.Atoi(m[2])
	blocks, _ := strconv.Atoi(m[4])
	own, _ := strconv.Atoi(m[7])
	if style < 0 || m[3] != "30" || blocks == own {
		t.Fatalf("example %q: style %d, spot %s", ex, style, m[3])
	}
	s := fourthdown.New(r, fourthdown.Home)
	for _, e := range []fourthdown.Entry{fourthdown.ChoiceEntry(fourthdown.StyleChoice(fourthdown.Style(style))), fourthdown.DieEntry(face),
		fourthdown.DieEntry(r.Tables[style].TurnoverMax + 1)} { // no turnover
		if err := s.Apply(e, nil); err != nil {
			t.Fatal(err)
		}
	}
	if got := r.HalfBlocks - s.Clock; got != blocks {
		t.Errorf("example %q: the engine charges %d blocks", ex, got)
	}
	if !strings.Contains(strings.Join(layoutText(mustAids(t, r, Letter, AidCards)), " "), ex) {
		t.Errorf("the cards do not print the example %q", ex)
	}
}

// Crop marks sit inside the printable area of an ordinary printer: at
// least 6 mm from every edge of the paper (issue 16).
func TestCropMarksInsidePrintableArea(t *testing.T) {
	for _, p := range []Paper{Letter, A4} {
		doc := mustAids(t, fourthdown.FourthDown, p, AidCards)
		n := 0
		for _, pg := range doc.Pages {
			for _, it := range pg.Items {
				l, ok := it.(Line)
				if !ok {
					continue
				}
				n++
				for _, x := range []float64{l.X1, l.X2} {
					if x < 6-1e-9 || x > p.W-6+1e-9 {
						t.Errorf("%s: a line at x %.2f mm, within 6 mm of the edge", p.Name, x)
					}
				}
				for _, y := range []float64{l.Y1, l.Y2} {
					if y < 6-1e-9 || y > p.H-6+1e-9 {
						t.Errorf("%s: a line at y %.2f mm, within 6 mm of the edge", p.Name, y)
					}
				}
			}
		}
		if n < 24 {
			t.Errorf("%s: %d lines on the card pages; the crop marks are missing", p.Name, n)
		}
	}
}

// The order card names the dice, says how to read a 0-19 die with a 1-20
// die, and how spots are counted; the scoring card says how a game starts
// and ends (issue 16). All from the ruleset.
func TestAidsDiceAndSpots(t *testing.T) {
	for _, c := range []struct {
		r    *fourthdown.Ruleset
		want []string
		nope string
	}{
		{fourthdown.FourthDown, []string{"Dice: d20, d10 and d8.", `Spots: "own 30" from your goal line; past midfield, "GUN 25".`, "starts at its own 30, with 180 blocks on the clock.", "A tie stands."}, "read 20 as 0"},
		{fourthdown.Gridiron, []string{"Dice: d20, d10, d8 and d6. Drive, turnover and conversion rolls are on a d20 numbered 0-19: with a 1-20 die, read 20 as 0.", "Spots:", "A tie stands."}, "d6 (1-6) numbered"},
	} {
		for _, l := range []Layout{AidCards, AidSheet} {
			text := strings.Join(strings.Fields(strings.Join(layoutText(mustAids(t, c.r, Letter, l)), " ")), " ")
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("%s %s: no %q", c.r.Name, l, w)
				}
			}
			if strings.Contains(text, c.nope) {
				t.Errorf("%s %s: says %q", c.r.Name, l, c.nope)
			}
		}
	}
}

var turnoverLine = regexp.MustCompile(`^Turnover on d\d+ `)

// The turnover line over each drive table is at table size, 10 pt or more
// on the cards (issue 16).
func TestAidsTurnoverLineSize(t *testing.T) {
	for _, r := range []*fourthdown.Ruleset{fourthdown.FourthDown, fourthdown.Gridiron} {
		for _, p := range []Paper{Letter, A4} {
			n := 0
			for _, pg := range mustAids(t, r, p, AidCards).Pages {
				for _, it := range pg.Items {
					if tx, ok := it.(Text); ok && turnoverLine.MatchString(tx.S) {
						n++
						if tx.Font.Size < 10 {
							t.Errorf("%s %s: %q at %.2f pt", r.Name, p.Name, tx.S, tx.Font.Size)
						}
					}
				}
			}
			if n != int(fourthdown.NumStyles) {
				t.Errorf("%s %s: %d turnover lines, want one per style", r.Name, p.Name, n)
			}
		}
	}
}

// One yard is "1 yard" on the play aids too (issue 41): a house rule
// that punts one yard, or misses one yard back.
func TestAidsOneYard(t *testing.T) {
	r := *fourthdown.FourthDown
	r.Name, r.Title = "test", "Test variant"
	r.PuntDistance = 1
	r.MissBack = 1
	r.KickTryMake = 1
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, l := range []Layout{AidCards, AidSheet} {
		text := strings.Join(strings.Fields(strings.Join(layoutText(mustAids(t, &r, Letter, l)), " ")), " ")
		if strings.Contains(text, " 1 yards") || !strings.Contains(text, "1 yard downfield") {
			t.Errorf("%s: one yard as %q", l, text[max(0, strings.Index(text, "1 yard")-60):][:120])
		}
	}
}
