// Package pdftest holds the test helpers of the packages that lay out
// and print pages: layout goldens, and poppler's reading of a PDF.
package pdftest

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// CheckGolden compares a layout's JSON with testdata/name.json. With
// -update it rewrites the file; a missing golden fails.
func CheckGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name+".json")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden %s: %v (run go test with -update to create it)", path, err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("layout of %s differs from %s (run go test with -update and review the diff):\n%s", name, path, FirstDiff(string(want), string(got)))
	}
}

// FirstDiff shows the first differing line with a little context.
func FirstDiff(want, got string) string {
	wl, gl := bytes.Split([]byte(want), []byte("\n")), bytes.Split([]byte(got), []byte("\n"))
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if !bytes.Equal(w, g) {
			return "line " + strconv.Itoa(i+1) + ":\n- " + string(w) + "\n+ " + string(g)
		}
	}
	return "(no line differs)"
}

// Layout is a laid-out document as the render checks read it.
type Layout interface {
	Problems() []string // what does not fit its page
	Overlaps() []string // what is drawn over something else
}

// Render renders a layout with render, failing the test on an error or
// on any layout problem (named after title).
func Render(t *testing.T, title string, doc Layout, render func(w *bytes.Buffer) error) []byte {
	t.Helper()
	for _, p := range append(doc.Problems(), doc.Overlaps()...) {
		t.Errorf("%s: %s", title, p)
	}
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Poppler runs a poppler tool on the PDF and returns its output; the test
// is skipped when the tool is not installed.
func Poppler(t *testing.T, tool string, pdf []byte, args ...string) string {
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

// PDFText is the text of the PDF in the order it is drawn (pdftotext
// -raw), which is the order of the layout's items.
func PDFText(t *testing.T, pdf []byte) string {
	t.Helper()
	return Poppler(t, "pdftotext", pdf, "-raw")
}

// PDFPages returns the page count and the first page's size in points.
func PDFPages(t *testing.T, pdf []byte) (pages int, w, h float64) {
	t.Helper()
	info := Poppler(t, "pdfinfo", pdf)
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

// InOrder checks that every string of want occurs in text, in that order
// (each after the previous one); spaces in text are collapsed first.
func InOrder(t *testing.T, what, text string, want []string) {
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
