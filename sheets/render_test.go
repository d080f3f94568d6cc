package sheets

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// sampleDoc uses every kind of item once.
func sampleDoc(p Paper) *Document {
	var pg Page
	pg.Add(Text{X: 10, Y: 10, W: 100, H: 8, S: "Title – café ≥ 15", Font: BoldFont(16)})
	pg.Add(Rect{X: 10, Y: 20, W: 50, H: 20, Fill: Gray(0.9).Ptr(), Stroke: Black.Ptr(), LineW: 0.3, Radius: 2})
	pg.Add(Line{X1: 10, Y1: 45, X2: 100, Y2: 45, LineW: 0.2, Dash: []float64{1, 1}})
	pg.Add(Polyline{Points: []Point{{10, 50}, {20, 55}, {30, 50}}, Color: RGB(200, 0, 0), LineW: 0.5})
	pg.Add(Circle{X: 50, Y: 55, R: 3, Fill: RGB(0, 0, 200).Ptr()})
	pg.Add(Offset(0, 60, Table{
		X: 10, Y: 0, HeaderH: 6, RowH: 5, Pad: 1,
		Columns:    []Column{{Header: "Roll", W: 12, Align: Center, Bold: true}, {Header: "Yards\n(gain)", W: 20, Align: Right}},
		HeaderFont: BoldFont(8), Font: Regular(9), HeaderFill: Gray(0.2).Ptr(), HeaderColor: White,
		Zebra: Gray(0.9).Ptr(), Rules: Gray(0.6).Ptr(), Border: Black.Ptr(), MarkRows: []int{2}, MarkFill: Gray(0.8).Ptr(),
		Rows: [][]string{{"1", "-10"}, {"2", "0"}, {"3", "TD"}},
	})...)
	return &Document{Title: "Sample", Paper: p, Pages: []Page{pg, {Items: []Item{Text{X: 10, Y: 10, W: 50, H: 6, S: "Page two", Font: Regular(10)}}}}}
}

func TestSampleLayoutGolden(t *testing.T) {
	checkGolden(t, "sample", sampleDoc(Letter))
}

func TestRenderIsDeterministic(t *testing.T) {
	a := renderPDF(t, sampleDoc(A4))
	b := renderPDF(t, sampleDoc(A4))
	if !bytes.Equal(a, b) {
		t.Fatal("two renders of the same document differ")
	}
	if !bytes.HasPrefix(a, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", a[:10])
	}
}

func TestRenderEmojiAndSymbols(t *testing.T) {
	doc := &Document{Title: "Emoji 🏈", Paper: Letter, Pages: []Page{{Items: []Item{
		Text{X: 10, Y: 10, W: 150, H: 8, S: "Bombers 🏈 vs Gunners 🔫 ≥ 15 → done – ok ✓ 中", Font: Regular(10)},
	}}}}
	var buf bytes.Buffer
	if err := Render(&buf, doc); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, buf.Bytes())
	if !strings.Contains(text, "Bombers ? vs Gunners ? >= 15 -> done – ok x ?") {
		t.Errorf("text = %q", text)
	}
}

func TestRenderErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := Render(&buf, &Document{Title: "empty", Paper: Letter}); err == nil {
		t.Error("a document without pages rendered")
	}
	bad := &Document{Title: "bad font", Paper: Letter, Pages: []Page{{Items: []Item{Text{X: 1, Y: 1, W: 10, H: 5, S: "x", Font: Font{Family: "NoSuchFont", Size: 10}}}}}}
	if err := Render(&buf, bad); err == nil || !strings.Contains(err.Error(), "bad font") {
		t.Errorf("unknown font: err = %v", err)
	}
}

func TestPaperAndText(t *testing.T) {
	for _, p := range []Paper{Letter, A4} {
		pdf := renderPDF(t, sampleDoc(p))
		n, w, h := pdfPages(t, pdf)
		ww, wh := pointsOf(p)
		if n != 2 || math.Abs(w-ww) > 0.5 || math.Abs(h-wh) > 0.5 {
			t.Errorf("%s: %d pages of %.1f x %.1f pt, want 2 of %.1f x %.1f", p.Name, n, w, h, ww, wh)
		}
		inOrder(t, p.Name, pdfText(t, pdf), []string{"Title – café >= 15", "Roll", "Yards", "(gain)", "1", "-10", "2", "0", "3", "TD", "Page two"})
	}
}

func TestPaperByName(t *testing.T) {
	for in, want := range map[string]Paper{"letter": Letter, "A4": A4, " Letter ": Letter} {
		if got, err := PaperByName(in); err != nil || got != want {
			t.Errorf("PaperByName(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := PaperByName("legal"); err == nil || !strings.Contains(err.Error(), "letter or a4") {
		t.Errorf("legal: %v", err)
	}
}

func TestWrapAndFit(t *testing.T) {
	f := Regular(10)
	lines := Wrap(f, "the quick brown fox jumps over the lazy dog", 30)
	if len(lines) < 2 {
		t.Fatalf("not wrapped: %q", lines)
	}
	for _, l := range lines {
		if TextWidth(f, l) > 30 {
			t.Errorf("line %q is %.1f mm wide", l, TextWidth(f, l))
		}
	}
	if got := strings.Join(lines, " "); got != "the quick brown fox jumps over the lazy dog" {
		t.Errorf("words lost: %q", got)
	}
	if g := Fit(f, "a long heading for a small box", 20, 5); g.Size >= 10 || TextWidth(g, "a long heading for a small box") > 20 && g.Size > 5 {
		t.Errorf("Fit gave %v", g)
	}
	// Helvetica "W" is wider than "i".
	if TextWidth(f, "WWW") <= TextWidth(f, "iii") {
		t.Error("metrics are not proportional")
	}
}

func TestProblems(t *testing.T) {
	doc := &Document{Title: "p", Paper: A4, Pages: []Page{{Items: []Item{
		Text{X: 10, Y: 10, W: 5, H: 5, S: "far too long for the box", Font: Regular(10)},
		Rect{X: 200, Y: 10, W: 20, H: 5, Stroke: Black.Ptr(), LineW: 0.2},
	}}}}
	p := doc.Problems()
	if len(p) != 2 || !strings.Contains(p[0], "mm wide") || !strings.Contains(p[1], "outside the page") {
		t.Errorf("problems = %q", p)
	}
	if p := sampleDoc(Letter).Problems(); len(p) != 0 {
		t.Errorf("sample has problems: %q", p)
	}
}

// oddItem is an item the renderer does not know.
type oddItem struct{}

func (oddItem) Kind() string                    { return "odd" }
func (o oddItem) Translate(dx, dy float64) Item { return o }

// A panic while drawing comes back as an error naming the document.
func TestRenderRecoversPanics(t *testing.T) {
	doc := &Document{Title: "odd", Paper: A4, Pages: []Page{{Items: []Item{oddItem{}}}}}
	var buf bytes.Buffer
	err := Render(&buf, doc)
	if err == nil || !strings.Contains(err.Error(), `cannot render "odd"`) || !strings.Contains(err.Error(), "unknown layout item") {
		t.Errorf("err = %v", err)
	}
	if buf.Len() != 0 {
		t.Errorf("%d bytes written after a failure", buf.Len())
	}
}

func TestOverlaps(t *testing.T) {
	doc := &Document{Title: "o", Paper: A4, Pages: []Page{{Items: []Item{
		Text{X: 10, Y: 10, W: 40, H: 5, S: "left text", Font: Regular(10)},
		Text{X: 20, Y: 11, W: 40, H: 5, S: "on top", Font: Regular(10)},
		Text{X: 10, Y: 20, W: 40, H: 5, S: "apart", Font: Regular(10)},
		Text{X: 10, Y: 20, W: 40, H: 5, S: "right", Font: Regular(10), Align: Right},
	}}}}
	if got := doc.Overlaps(); len(got) != 1 || !strings.Contains(got[0], `"left text" overlaps "on top"`) {
		t.Errorf("overlaps = %q", got)
	}
}
