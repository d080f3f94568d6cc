package sheets

// render.go is the only file that uses the PDF library (gofpdf); moving to
// its maintained continuation (codeberg.org/go-pdf/fpdf) is an import change
// here.

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/jung-kurt/gofpdf"
)

// FixedDate is the creation and modification date written into every PDF,
// so the same document gives the same bytes.
var FixedDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Render writes the document as a PDF.
func Render(w io.Writer, doc *Document) error {
	_, err := RenderNoting(w, doc)
	return err
}

// RenderNoting is Render, also saying which characters of the document's
// text no font it prints with has (Chinese, Arabic, emoji...): printed as
// "?", in the order first met.
func RenderNoting(w io.Writer, doc *Document) (missing []rune, err error) {
	if len(doc.Pages) == 0 {
		return nil, errors.New("the document has no pages")
	}
	defer func() {
		if r := recover(); r != nil {
			missing, err = nil, fmt.Errorf("cannot render %q: %v", doc.Title, r)
		}
	}()
	pdf := gofpdf.NewCustom(&gofpdf.InitType{
		OrientationStr: "P",
		UnitStr:        "mm",
		Size:           gofpdf.SizeType{Wd: doc.Paper.W, Ht: doc.Paper.H},
	})
	pdf.SetMargins(0, 0, 0)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCellMargin(0)
	pdf.SetCatalogSort(true)
	pdf.SetCreationDate(FixedDate)
	pdf.SetModificationDate(FixedDate)
	pdf.SetTitle(clean(doc.Title), true)
	if doc.Subject != "" {
		pdf.SetSubject(clean(doc.Subject), true)
	}
	pdf.SetCreator("fourthdown", false)
	pdf.SetLineCapStyle("butt")
	r := &renderer{pdf: pdf, wide: map[string]bool{}, missing: map[rune]bool{}}
	r.noteMissing(doc.Title)
	r.noteMissing(doc.Subject)
	for _, page := range doc.Pages {
		pdf.AddPage()
		for _, it := range page.Items {
			r.draw(it)
		}
	}
	if err := pdf.Error(); err != nil {
		return nil, fmt.Errorf("cannot render %q: %v", doc.Title, err)
	}
	return r.missingOrder, pdf.Output(w)
}

// renderer draws items on one PDF.
type renderer struct {
	pdf  *gofpdf.Fpdf
	wide map[string]bool // the Go font styles registered so far
	// missing are the characters printed as "?" (nil: not noted), and
	// missingOrder the same in the order first met.
	missing      map[rune]bool
	missingOrder []rune
}

// noteMissing notes the characters of s that print as "?": above U+FFFF
// or control characters (clean), and those neither cp1252 nor the Go
// font has (wideText).
func (r *renderer) noteMissing(s string) {
	if r.missing == nil || strings.IndexFunc(s, func(c rune) bool { return c > 0x7e || c < 0x20 }) < 0 {
		return
	}
	for _, c := range s {
		if _, ok := ascii[c]; ok || r.missing[c] || (c >= 0x20 && c <= 0x7e) {
			continue
		}
		bad := c < 0x20 || c > 0xFFFF
		if !bad {
			if _, ok := coreText(string(c)); !ok {
				bad = wideText(string(c)) == "?"
			}
		}
		if bad {
			r.missing[c] = true
			r.missingOrder = append(r.missingOrder, c)
		}
	}
}

func (r *renderer) draw(it Item) {
	pdf := r.pdf
	switch v := it.(type) {
	case Text:
		s := r.text(v.Font, v.S)
		pdf.SetTextColor(int(v.Color.R), int(v.Color.G), int(v.Color.B))
		x := v.X
		switch v.Align {
		case Center:
			x += (v.W - pdf.GetStringWidth(s)) / 2
		case Right:
			x += v.W - pdf.GetStringWidth(s)
		}
		pdf.Text(x, v.Baseline(), s)
	case Rect:
		style := setPaint(pdf, v.Fill, v.Stroke, v.LineW)
		if style == "" {
			return
		}
		setDash(pdf, v.Dash)
		if v.Radius > 0 {
			pdf.RoundedRect(v.X, v.Y, v.W, v.H, v.Radius, "1234", style)
		} else {
			pdf.Rect(v.X, v.Y, v.W, v.H, style)
		}
		setDash(pdf, nil)
	case Line:
		setPaint(pdf, nil, &v.Color, v.LineW)
		setDash(pdf, v.Dash)
		pdf.Line(v.X1, v.Y1, v.X2, v.Y2)
		setDash(pdf, nil)
	case Polyline:
		if len(v.Points) < 2 {
			return
		}
		setPaint(pdf, nil, &v.Color, v.LineW)
		pdf.SetLineJoinStyle("round")
		pdf.MoveTo(v.Points[0].X, v.Points[0].Y)
		for _, p := range v.Points[1:] {
			pdf.LineTo(p.X, p.Y)
		}
		pdf.DrawPath("D")
		pdf.SetLineJoinStyle("miter")
	case Circle:
		if style := setPaint(pdf, v.Fill, v.Stroke, v.LineW); style != "" {
			pdf.Circle(v.X, v.Y, v.R, style)
		}
	case Table:
		for _, sub := range v.Items() {
			r.draw(sub)
		}
	default:
		panic(fmt.Sprintf("unknown layout item %T", it))
	}
}

// setPaint sets fill and stroke and returns the gofpdf style: "F", "D",
// "FD" or "" (nothing to draw).
func setPaint(pdf *gofpdf.Fpdf, fill, stroke *Color, lineW float64) string {
	style := ""
	if fill != nil {
		pdf.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
		style += "F"
	}
	if stroke != nil && lineW > 0 {
		pdf.SetDrawColor(int(stroke.R), int(stroke.G), int(stroke.B))
		pdf.SetLineWidth(lineW)
		style += "D"
	}
	return style
}

func setDash(pdf *gofpdf.Fpdf, dash []float64) {
	if dash == nil {
		dash = []float64{}
	}
	pdf.SetDashPattern(dash, 0)
}

// ascii is what the renderer writes for characters the core fonts lack.
var ascii = map[rune]string{
	'≥': ">=", '≤': "<=", '→': "->", '←': "<-", '−': "-", '✓': "x", '✔': "x",
	'⚀': "1", '⚁': "2", '⚂': "3", '⚃': "4", '⚄': "5", '⚅': "6", '\t': " ",
}

// clean replaces runes above U+FFFF (they crash the PDF library) and the
// few symbols with an ASCII form.
func clean(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return r > 0x7e || r < 0x20 }) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch rep, ok := ascii[r]; {
		case ok:
			b.WriteString(rep)
		case r > 0xFFFF || r < 0x20:
			b.WriteByte('?')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// text sets the font for s and returns s as the font draws it: the core
// font and its cp1252 bytes, or the Go font (widefont.go) when s has a
// character cp1252 lacks.
func (r *renderer) text(f Font, s string) string {
	r.noteMissing(s)
	c := clean(s)
	if t, ok := coreText(c); ok {
		r.pdf.SetFont(f.Family, f.Style, f.Size)
		return t
	}
	useWide(r.pdf, r.wide, f)
	return wideText(c)
}

var measure struct {
	sync.Mutex
	r *renderer
}

// TextWidth is the width in mm of s in font f, exactly as Render draws it.
func TextWidth(f Font, s string) float64 {
	measure.Lock()
	defer measure.Unlock()
	if measure.r == nil {
		measure.r = &renderer{pdf: gofpdf.New("P", "mm", "A4", ""), wide: map[string]bool{}}
	}
	t := measure.r.text(f, s)
	return measure.r.pdf.GetStringWidth(t)
}
