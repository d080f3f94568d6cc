package fdsheets

import (
	"bytes"
	"testing"

	"github.com/fourthdown/fourthdown/internal/pdftest"
	. "github.com/fourthdown/fourthdown/sheets"
)

func checkGolden(t *testing.T, name string, doc *Document) {
	t.Helper()
	got, err := doc.JSON()
	if err != nil {
		t.Fatal(err)
	}
	pdftest.CheckGolden(t, name, got)
}

// renderPDF renders doc and fails the test on an error or a layout problem.
func renderPDF(t *testing.T, doc *Document) []byte {
	t.Helper()
	return pdftest.Render(t, doc.Title, doc, func(w *bytes.Buffer) error { return Render(w, doc) })
}

func layoutText(doc *Document) []string { return doc.Texts() }

func pointsOf(p Paper) (w, h float64) { return p.W / PtToMM, p.H / PtToMM }

var (
	poppler  = pdftest.Poppler
	pdfText  = pdftest.PDFText
	pdfPages = pdftest.PDFPages
	inOrder  = pdftest.InOrder
)
