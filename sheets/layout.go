// Package sheets builds fourthdown's printable documents as plain layout
// data — every game's Scoresheet (scoresheet.go, with its chart and
// analysis), the blank play log every game's blank sheet prints
// (blanklog.go), the league report and game-night booklet (league.go) —
// and renders that data to PDF. Only render.go imports the PDF library.
// A game's own pages live in a package of their own beside it: fdsheets
// (4th Down's aids and blank scoresheet), rollsheets, streetsheets.
//
// # Layout as data
//
// A Document is a Paper and a list of Pages; a Page is a list of Items drawn
// in order (later items on top). Every length is in millimetres from the
// page's top-left corner; font sizes are in points. The items are:
//
//   - Text: one line of text in a box (X, Y, W, H), aligned left, centre or
//     right (Align) and centred vertically in the box. Text never wraps: use
//     Wrap or Paragraph to break long text into lines first.
//   - Rect: a rectangle with an optional fill, stroke, corner radius, dash.
//   - Line: a straight line; Polyline: connected segments; Circle.
//   - Table: columns (header, width, alignment, bold body), a header row
//     (header text may hold "\n" for two lines), body rows of strings (a
//     cell may hold "\n" too: its row grows a line per line), zebra
//     shading, rules between rows, an outline, and marked rows (bold, own
//     fill). Table.Items expands it into Rect/Line/Text, which is all the
//     renderer sees; Table.W and Table.H give its size for layout.
//
// Colours are Color values (Gray(0.9) for a light gray, RGB(r, g, b)); a nil
// *Color means "none" (no fill, no stroke). Pen widths are in mm (LineW).
// Fonts are the PDF core fonts (Sans, Serif, Mono families; Style "", "B",
// "I", "BI"), so text is searchable and files stay small. Text is translated
// to the cp1252 code page when rendered: characters outside it (≥, →, an
// emoji) are replaced with a readable ASCII form or "?".
//
// Document.Problems lists text wider than its box and items off the page;
// Document.Overlaps lists texts drawn over each other. Tests require both
// to be empty (renderPDF in pdf_test.go checks them for every document).
//
// To place text, measure it with TextWidth (the renderer's own metrics), or
// use Fit (largest size that fits a width) and Wrap/Paragraph. Translate an
// item or a group of items with Offset, which is how a card or a block built
// at the origin is placed on a page.
//
// Papers are named once: Letter (215.9 × 279.4 mm) and A4 (210 × 297 mm);
// PaperByName parses "letter"/"a4".
//
// # Rendering
//
// Render(w, doc) writes the PDF: deterministic bytes (sorted catalog, fixed
// creation and modification dates), core fonts, any panic inside the PDF
// library returned as an error, the library's sticky error checked once.
//
// # Testing
//
// Document.JSON gives the layout as JSON, one item per line, lengths rounded
// to 0.01 mm, which the tests keep as goldens in testdata/*.json (go test
// ./sheets -update rewrites them; a missing golden fails). The golden helper
// checkGolden(t, name, doc) in golden_test.go is shared by every test of the
// package.
package sheets

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
)

// Paper is a page size in millimetres (portrait).
type Paper struct {
	Name string  `json:"name"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
}

// The paper sizes fourthdown prints on.
var (
	Letter = Paper{Name: "letter", W: 215.9, H: 279.4}
	A4     = Paper{Name: "a4", W: 210, H: 297}
)

// Papers lists the paper names accepted by PaperByName.
var Papers = []string{Letter.Name, A4.Name}

// PaperByName returns the paper named "letter" or "a4" (any case).
func PaperByName(name string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case Letter.Name:
		return Letter, nil
	case A4.Name:
		return A4, nil
	}
	return Paper{}, fmt.Errorf("unknown paper %q (use %s)", name, strings.Join(Papers, " or "))
}

// Document is a whole printable document.
type Document struct {
	Title   string `json:"title"`
	Subject string `json:"subject,omitempty"`
	Paper   Paper  `json:"paper"`
	Pages   []Page `json:"pages"`
}

// Page is the items of one page, drawn in order.
type Page struct {
	Items []Item
	// Folio is which item (1-based; 0: none) is the page's number, "page
	// N of M", which a booklet numbers again as its own (Document.Number).
	Folio int
}

// Add appends items to the page.
func (p *Page) Add(items ...Item) { p.Items = append(p.Items, items...) }

// Item is one thing drawn on a page.
type Item interface {
	// Kind names the item in JSON goldens: "text", "rect", ...
	Kind() string
	// Translate returns the item moved by dx, dy mm.
	Translate(dx, dy float64) Item
}

// MarshalJSON writes each item as {"kind": {...}}.
func (p Page) MarshalJSON() ([]byte, error) {
	out := make([]map[string]Item, len(p.Items))
	for i, it := range p.Items {
		out[i] = map[string]Item{it.Kind(): it}
	}
	return json.Marshal(struct {
		Items []map[string]Item `json:"items"`
	}{out})
}

// JSON is the document as JSON, one item per line, with every number
// rounded to 0.01: the form kept in golden files (readable, diffable).
func (d *Document) JSON() ([]byte, error) {
	head, err := compact(struct {
		Title   string `json:"title"`
		Subject string `json:"subject,omitempty"`
		Paper   Paper  `json:"paper"`
	}{d.Title, d.Subject, d.Paper})
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString("{\"document\": " + head + ",\n\"pages\": [\n")
	for i, p := range d.Pages {
		fmt.Fprintf(&b, "{\"page\": %d, \"items\": [\n", i+1)
		for j, it := range p.Items {
			line, err := compact(map[string]Item{it.Kind(): it})
			if err != nil {
				return nil, err
			}
			b.WriteString(line)
			if j < len(p.Items)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("]}")
		if i < len(d.Pages)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]}\n")
	return []byte(b.String()), nil
}

// compact marshals v on one line with numbers rounded to 0.01.
func compact(v any) (string, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	var tree any
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	if err := dec.Decode(&tree); err != nil {
		return "", err
	}
	out, err := json.Marshal(roundNumbers(tree))
	return string(out), err
}

func roundNumbers(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = roundNumbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = roundNumbers(e)
		}
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return x
		}
		r := math.Round(f*100) / 100
		if r == 0 {
			r = 0 // no "-0"
		}
		return json.Number(fmt.Sprintf("%g", r))
	}
	return v
}

// Color is an RGB colour; JSON "#rrggbb".
type Color struct{ R, G, B uint8 }

// Gray is a gray level from 0 (black) to 1 (white).
func Gray(level float64) Color {
	v := uint8(math.Round(math.Max(0, math.Min(1, level)) * 255))
	return Color{v, v, v}
}

// RGB is a colour from its components.
func RGB(r, g, b uint8) Color { return Color{r, g, b} }

// Ptr returns a pointer to the colour, for the optional fields.
func (c Color) Ptr() *Color { return &c }

// Black and White.
var (
	Black = Color{}
	White = Color{255, 255, 255}
)

// MarshalText is "#rrggbb".
func (c Color) MarshalText() ([]byte, error) {
	return []byte(fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)), nil
}

// Font families (PDF core fonts).
const (
	Sans  = "Helvetica"
	Serif = "Times"
	Mono  = "Courier"
)

// Font is a core font: family, style ("", "B", "I", "BI") and size in points.
type Font struct {
	Family string  `json:"family"`
	Style  string  `json:"style,omitempty"`
	Size   float64 `json:"size"`
}

// Regular, BoldFont and Italic are Sans fonts of a size.
func Regular(size float64) Font  { return Font{Family: Sans, Size: size} }
func BoldFont(size float64) Font { return Font{Family: Sans, Style: "B", Size: size} }
func Italic(size float64) Font   { return Font{Family: Sans, Style: "I", Size: size} }

// Bold is the font in bold.
func (f Font) Bold() Font {
	if !strings.Contains(f.Style, "B") {
		f.Style = "B" + f.Style
	}
	return f
}

// WithSize is the font at another size.
func (f Font) WithSize(size float64) Font { f.Size = size; return f }

// PtToMM converts points to millimetres.
const PtToMM = 25.4 / 72

// Height is the font size in mm (the line's em height).
func (f Font) Height() float64 { return f.Size * PtToMM }

// Align is a horizontal alignment.
type Align string

// Alignments.
const (
	Left   Align = "L"
	Center Align = "C"
	Right  Align = "R"
)

// Text is one line of text in a box, centred vertically.
type Text struct {
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	W     float64 `json:"w"`
	H     float64 `json:"h"`
	S     string  `json:"s"`
	Font  Font    `json:"font"`
	Align Align   `json:"align,omitempty"` // "" is Left
	Color Color   `json:"color"`
}

func (Text) Kind() string { return "text" }
func (t Text) Translate(dx, dy float64) Item {
	t.X += dx
	t.Y += dy
	return t
}

// Baseline is the y of the text's baseline: the box's middle, lowered by
// about half a capital letter.
func (t Text) Baseline() float64 { return t.Y + t.H/2 + 0.35*t.Font.Height() }

// Rect is a rectangle; Fill and Stroke nil mean none.
type Rect struct {
	X      float64   `json:"x"`
	Y      float64   `json:"y"`
	W      float64   `json:"w"`
	H      float64   `json:"h"`
	Fill   *Color    `json:"fill,omitempty"`
	Stroke *Color    `json:"stroke,omitempty"`
	LineW  float64   `json:"line_w,omitempty"`
	Radius float64   `json:"radius,omitempty"`
	Dash   []float64 `json:"dash,omitempty"`
}

func (Rect) Kind() string { return "rect" }
func (r Rect) Translate(dx, dy float64) Item {
	r.X += dx
	r.Y += dy
	return r
}

// Line is a straight line.
type Line struct {
	X1    float64   `json:"x1"`
	Y1    float64   `json:"y1"`
	X2    float64   `json:"x2"`
	Y2    float64   `json:"y2"`
	Color Color     `json:"color"`
	LineW float64   `json:"line_w"`
	Dash  []float64 `json:"dash,omitempty"`
}

func (Line) Kind() string { return "line" }
func (l Line) Translate(dx, dy float64) Item {
	l.X1 += dx
	l.X2 += dx
	l.Y1 += dy
	l.Y2 += dy
	return l
}

// Point is a position in mm.
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Polyline is connected line segments through Points.
type Polyline struct {
	Points []Point `json:"points"`
	Color  Color   `json:"color"`
	LineW  float64 `json:"line_w"`
}

func (Polyline) Kind() string { return "polyline" }
func (p Polyline) Translate(dx, dy float64) Item {
	pts := make([]Point, len(p.Points))
	for i, pt := range p.Points {
		pts[i] = Point{pt.X + dx, pt.Y + dy}
	}
	p.Points = pts
	return p
}

// Circle is a circle centred on X, Y.
type Circle struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	R      float64 `json:"r"`
	Fill   *Color  `json:"fill,omitempty"`
	Stroke *Color  `json:"stroke,omitempty"`
	LineW  float64 `json:"line_w,omitempty"`
}

func (Circle) Kind() string { return "circle" }
func (c Circle) Translate(dx, dy float64) Item {
	c.X += dx
	c.Y += dy
	return c
}

// Offset moves every item by dx, dy.
func Offset(dx, dy float64, items ...Item) []Item {
	out := make([]Item, len(items))
	for i, it := range items {
		out[i] = it.Translate(dx, dy)
	}
	return out
}

// Column is one column of a Table.
type Column struct {
	Header string  `json:"header"`
	W      float64 `json:"w"`
	Align  Align   `json:"align,omitempty"`
	Bold   bool    `json:"bold,omitempty"` // body cells in bold (roll numbers)
}

// Table is a grid of text. Rows are body rows; a header row is drawn when
// any column has a Header. Header text may hold "\n" for more lines, and so
// may a body cell: its row grows by a line's height for each line more
// (RowHeight), so long text wraps at the table's own size.
type Table struct {
	X           float64    `json:"x"`
	Y           float64    `json:"y"`
	Columns     []Column   `json:"columns"`
	HeaderH     float64    `json:"header_h"`
	RowH        float64    `json:"row_h"`
	HeaderFont  Font       `json:"header_font"`
	Font        Font       `json:"font"`
	HeaderFill  *Color     `json:"header_fill,omitempty"`
	HeaderColor Color      `json:"header_color"`
	Zebra       *Color     `json:"zebra,omitempty"`     // fill of every second body row (the 2nd, 4th, ...)
	Rules       *Color     `json:"rules,omitempty"`     // a thin line under every body row
	ColRules    *Color     `json:"col_rules,omitempty"` // thin lines between columns
	Border      *Color     `json:"border,omitempty"`    // outline of the table
	MarkRows    []int      `json:"mark_rows,omitempty"` // body rows drawn bold on MarkFill
	MarkFill    *Color     `json:"mark_fill,omitempty"`
	Pad         float64    `json:"pad"` // horizontal padding inside cells
	Rows        [][]string `json:"rows"`
}

func (Table) Kind() string { return "table" }
func (t Table) Translate(dx, dy float64) Item {
	t.X += dx
	t.Y += dy
	return t
}

// HasHeader reports whether the table draws a header row.
func (t *Table) HasHeader() bool {
	for _, c := range t.Columns {
		if c.Header != "" {
			return true
		}
	}
	return false
}

// W is the table's width.
func (t *Table) W() float64 {
	w := 0.0
	for _, c := range t.Columns {
		w += c.W
	}
	return w
}

// LineH is the height of each line a body cell adds beyond its first.
func (t *Table) LineH() float64 { return t.Font.Height() * 1.15 }

// RowHeight is the height of body row i: RowH, and LineH more for each
// line beyond the first of its tallest cell.
func (t *Table) RowHeight(i int) float64 { return RowHeight(t.Rows[i], t.RowH, t.LineH()) }

// RowHeight is the height of a table row of cells: rowH, and lineH more
// for each line beyond the first of its tallest cell.
func RowHeight(cells []string, rowH, lineH float64) float64 {
	n := 1
	for _, c := range cells {
		n = max(n, strings.Count(c, "\n")+1)
	}
	return rowH + float64(n-1)*lineH
}

// bodyH is the height of the body rows.
func (t *Table) bodyH() float64 {
	h := 0.0
	for i := range t.Rows {
		h += t.RowHeight(i)
	}
	return h
}

// H is the table's height.
func (t *Table) H() float64 {
	h := t.bodyH()
	if t.HasHeader() {
		h += t.HeaderH
	}
	return h
}

// Items expands the table into rectangles, lines and text.
func (t Table) Items() []Item {
	const thin = 0.15
	w := t.W()
	out, body := t.headerItems()
	marked := map[int]bool{}
	for _, r := range t.MarkRows {
		marked[r] = true
	}
	tops := make([]float64, len(t.Rows)+1) // each body row's top, and the bottom
	tops[0] = body
	for i := range t.Rows {
		tops[i+1] = tops[i] + t.RowHeight(i)
	}
	for i := range t.Rows {
		ry, rh := tops[i], tops[i+1]-tops[i]
		switch {
		case marked[i] && t.MarkFill != nil:
			out = append(out, Rect{X: t.X, Y: ry, W: w, H: rh, Fill: t.MarkFill})
		case i%2 == 1 && t.Zebra != nil:
			out = append(out, Rect{X: t.X, Y: ry, W: w, H: rh, Fill: t.Zebra})
		}
	}
	if t.ColRules != nil {
		x := t.X
		for _, c := range t.Columns[:len(t.Columns)-1] {
			x += c.W
			out = append(out, Line{X1: x, Y1: t.Y, X2: x, Y2: t.Y + t.H(), Color: *t.ColRules, LineW: thin})
		}
	}
	for i, row := range t.Rows {
		ry, rh := tops[i], tops[i+1]-tops[i]
		if t.Rules != nil && i < len(t.Rows)-1 {
			out = append(out, Line{X1: t.X, Y1: ry + rh, X2: t.X + w, Y2: ry + rh, Color: *t.Rules, LineW: thin})
		}
		out = t.rowItems(out, row, ry, rh, marked[i])
	}
	if t.Border != nil {
		out = append(out, Rect{X: t.X, Y: t.Y, W: w, H: t.H(), Stroke: t.Border, LineW: 0.3})
		if t.HasHeader() {
			out = append(out, Line{X1: t.X, Y1: body, X2: t.X + w, Y2: body, Color: *t.Border, LineW: 0.3})
		}
	}
	return out
}

// headerItems are the table's header, its fill and each column's
// heading (a line or more, centred together), and where its body starts.
func (t Table) headerItems() (out []Item, body float64) {
	y := t.Y
	if !t.HasHeader() {
		return nil, y
	}
	if t.HeaderFill != nil {
		out = append(out, Rect{X: t.X, Y: y, W: t.W(), H: t.HeaderH, Fill: t.HeaderFill})
	}
	x := t.X
	for _, c := range t.Columns {
		lines := strings.Split(c.Header, "\n")
		lh := t.HeaderFont.Height() * 1.15
		top := y + (t.HeaderH-lh*float64(len(lines)))/2
		for i, l := range lines {
			if l == "" {
				continue
			}
			out = append(out, Text{X: x + t.Pad, Y: top + float64(i)*lh, W: c.W - 2*t.Pad, H: lh,
				S: l, Font: t.HeaderFont, Align: c.Align, Color: t.HeaderColor})
		}
		x += c.W
	}
	return out, y + t.HeaderH
}

// rowItems appends to out the text of a body row at ry, rh high, in bold
// when the row is marked.
func (t Table) rowItems(out []Item, row []string, ry, rh float64, marked bool) []Item {
	lh := t.LineH()
	x := t.X
	for j, c := range t.Columns {
		if j < len(row) && row[j] != "" {
			f := t.Font
			if c.Bold || marked {
				f = f.Bold()
			}
			// One line in the row's height; more lines, each LineH
			// high, centred together in it.
			lines := strings.Split(row[j], "\n")
			if len(lines) == 1 {
				out = append(out, Text{X: x + t.Pad, Y: ry, W: c.W - 2*t.Pad, H: rh, S: row[j], Font: f, Align: c.Align})
			} else {
				top := ry + (rh-lh*float64(len(lines)))/2
				for k, l := range lines {
					out = append(out, Text{X: x + t.Pad, Y: top + float64(k)*lh, W: c.W - 2*t.Pad, H: lh, S: l, Font: f, Align: c.Align})
				}
			}
		}
		x += c.W
	}
	return out
}

// Fit returns f at the largest size no bigger than f.Size (and no smaller
// than min) at which s fits in width w.
func Fit(f Font, s string, w, min float64) Font {
	for f.Size > min && TextWidth(f, s) > w {
		f.Size = math.Max(min, f.Size-0.25)
	}
	return f
}

// Wrap breaks s into lines no wider than w (a word longer than w gets a
// line of its own). "\n" in s starts a new line.
func Wrap(f Font, s string, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		lines = append(lines, WrapFirst(f, para, w, w)...)
	}
	return lines
}

// WrapFirst wraps s, one paragraph, with a first line of width w1 (after a
// lead-in) and the rest of width w; no words are one empty line.
func WrapFirst(f Font, s string, w1, w float64) []string {
	var lines []string
	cur, width := "", w1
	for _, word := range strings.Fields(s) {
		next := word
		if cur != "" {
			next = cur + " " + word
		}
		if cur == "" || TextWidth(f, next) <= width {
			cur = next
			continue
		}
		lines = append(lines, cur)
		cur, width = word, w
	}
	return append(lines, cur)
}

// Paragraph wraps s into width w at x, y with lineH mm per line and returns
// the Text items and the height used.
func Paragraph(x, y, w, lineH float64, f Font, align Align, s string) ([]Item, float64) {
	var out []Item
	lines := Wrap(f, s, w)
	for i, l := range lines {
		if l == "" {
			continue
		}
		out = append(out, Text{X: x, Y: y + float64(i)*lineH, W: w, H: lineH, S: l, Font: f, Align: align})
	}
	return out, float64(len(lines)) * lineH
}

// Problems lists what would print badly: text wider than its box, and
// items that reach outside the page. Tests require none.
func (d *Document) Problems() []string {
	var out []string
	const tol = 0.05
	var check func(p int, it Item)
	outside := func(p int, what string, x1, y1, x2, y2 float64) {
		if x1 < -tol || y1 < -tol || x2 > d.Paper.W+tol || y2 > d.Paper.H+tol {
			out = append(out, fmt.Sprintf("page %d: %s reaches outside the page (%.1f,%.1f)-(%.1f,%.1f)", p, what, x1, y1, x2, y2))
		}
	}
	check = func(p int, it Item) {
		switch v := it.(type) {
		case Text:
			if w := TextWidth(v.Font, v.S); w > v.W+tol {
				out = append(out, fmt.Sprintf("page %d: text %q is %.1f mm wide in a %.1f mm box", p, v.S, w, v.W))
			}
			if v.Font.Height() > v.H*1.25+tol {
				out = append(out, fmt.Sprintf("page %d: text %q is %.1f mm high in a %.1f mm box", p, v.S, v.Font.Height(), v.H))
			}
			outside(p, fmt.Sprintf("text %q", v.S), v.X, v.Y, v.X+v.W, v.Y+v.H)
		case Rect:
			outside(p, "a rectangle", v.X, v.Y, v.X+v.W, v.Y+v.H)
		case Line:
			outside(p, "a line", math.Min(v.X1, v.X2), math.Min(v.Y1, v.Y2), math.Max(v.X1, v.X2), math.Max(v.Y1, v.Y2))
		case Table:
			for _, sub := range v.Items() {
				check(p, sub)
			}
		}
	}
	for i, pg := range d.Pages {
		for _, it := range pg.Items {
			check(i+1, it)
		}
	}
	return out
}

// inkBox is the area a Text's letters cover: its measured width placed by
// its alignment, one font height centred on the box.
func inkBox(t Text) (x1, y1, x2, y2 float64) {
	w := TextWidth(t.Font, t.S)
	x1 = t.X
	switch t.Align {
	case Center:
		x1 += (t.W - w) / 2
	case Right:
		x1 += t.W - w
	}
	mid := t.Y + t.H/2
	return x1, mid - t.Font.Height()*0.4, x1 + w, mid + t.Font.Height()*0.4
}

// Overlaps lists pairs of texts on a page whose letters would overlap.
func (d *Document) Overlaps() []string {
	var out []string
	for i, pg := range d.Pages {
		var texts []Text
		var walk func(it Item)
		walk = func(it Item) {
			switch v := it.(type) {
			case Text:
				if strings.TrimSpace(v.S) != "" {
					texts = append(texts, v)
				}
			case Table:
				for _, sub := range v.Items() {
					walk(sub)
				}
			}
		}
		for _, it := range pg.Items {
			walk(it)
		}
		for a := range texts {
			ax1, ay1, ax2, ay2 := inkBox(texts[a])
			for b := a + 1; b < len(texts); b++ {
				bx1, by1, bx2, by2 := inkBox(texts[b])
				if ax1 < bx2 && bx1 < ax2 && ay1 < by2 && by1 < ay2 {
					out = append(out, fmt.Sprintf("page %d: %q overlaps %q", i+1, texts[a].S, texts[b].S))
				}
			}
		}
	}
	return out
}

// Texts is the document's text from the layout data, in drawing order,
// one string per Text item (tables expanded).
func (doc *Document) Texts() []string {
	var out []string
	var walk func(it Item)
	walk = func(it Item) {
		switch v := it.(type) {
		case Text:
			out = append(out, v.S)
		case Table:
			for _, sub := range v.Items() {
				walk(sub)
			}
		}
	}
	for _, p := range doc.Pages {
		for _, it := range p.Items {
			walk(it)
		}
	}
	return out
}

// Turned is the paper with its sides swapped (portrait to landscape).
func Turned(p Paper) Paper { return Paper{Name: p.Name, W: p.H, H: p.W} }
