package sheets

import (
	"bytes"
	"testing"

	"github.com/fourthdown/fourthdown/internal/pdftest"
)

// renderPDF renders doc and fails the test on an error or a layout problem.
func renderPDF(t *testing.T, doc *Document) []byte {
	t.Helper()
	return pdftest.Render(t, doc.Title, doc, func(w *bytes.Buffer) error { return Render(w, doc) })
}

// pointsOf is a paper's size in PDF points.
func pointsOf(p Paper) (w, h float64) { return p.W / PtToMM, p.H / PtToMM }

var (
	poppler  = pdftest.Poppler
	pdfText  = pdftest.PDFText
	pdfPages = pdftest.PDFPages
	inOrder  = pdftest.InOrder
)
