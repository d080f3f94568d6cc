package sheets

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// renderPDF renders doc and fails the test on an error or a layout problem.
func renderPDF(t *testing.T, doc *Document) []byte {
	t.Helper()
	for _, p := range doc.Problems() {
		t.Errorf("%s: %s", doc.Title, p)
	}
	for _, p := range doc.Overlaps() {
		t.Errorf("%s: %s", doc.Title, p)
	}
	var buf bytes.Buffer
	if err := Render(&buf, doc); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// poppler runs a poppler tool on the PDF and returns its output; the test
// is skipped when the tool is not installed.
func poppler(t *testing.T, tool string, pdf []byte, args ...string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		t.Skipf("%s not installed (Debian: poppler-utils)", tool)
	}
	f := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(f, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	args = append(args, f)
	if tool == "pdftotext" {
		args = append(args, "-")
	}
	out, err := exec.Command(path, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", tool, err, out)
	}
	return string(out)
}

// pdfText is the text of the PDF in the order it is drawn (pdftotext
// -raw), which is the order of the layout's items.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	return poppler(t, "pdftotext", pdf, "-raw")
}

// layoutText is the document's text from the layout data, in drawing
// order, one string per Text item (tables expanded).
func layoutText(doc *Document) []string {
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

// pdfPages returns the page count and the first page's size in points.
func pdfPages(t *testing.T, pdf []byte) (pages int, w, h float64) {
	t.Helper()
	info := poppler(t, "pdfinfo", pdf)
	m := regexp.MustCompile(`Pages:\s+(\d+)`).FindStringSubmatch(info)
	s := regexp.MustCompile(`Page size:\s+([\d.]+) x ([\d.]+) pts`).FindStringSubmatch(info)
	if m == nil || s == nil {
		t.Fatalf("pdfinfo output not understood:\n%s", info)
	}
	pages, _ = strconv.Atoi(m[1])
	w, _ = strconv.ParseFloat(s[1], 64)
	h, _ = strconv.ParseFloat(s[2], 64)
	return pages, w, h
}

// pointsOf is a paper's size in PDF points.
func pointsOf(p Paper) (w, h float64) { return p.W / PtToMM, p.H / PtToMM }

// inOrder checks that every string of want occurs in text, in that order
// (each after the previous one); spaces in text are collapsed first.
func inOrder(t *testing.T, what, text string, want []string) {
	t.Helper()
	text = strings.Join(strings.Fields(text), " ")
	at := 0
	for _, w := range want {
		w = strings.Join(strings.Fields(w), " ")
		i := strings.Index(text[at:], w)
		if i < 0 {
			ctx := text[at:]
			if len(ctx) > 200 {
				ctx = ctx[:200]
			}
			t.Errorf("%s: %q not found after offset %d; the text goes on: %q", what, w, at, ctx)
			return
		}
		at += i + len(w)
	}
}
