package sheets

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/internal/pdftest"
)

// contentsDoc is a document of n contents rows, titled title: pages with
// the footer every flowed document has.
func contentsDoc(title string, n int) *Document {
	entries := make([]ContentsEntry, n)
	for i := range entries {
		entries[i] = ContentsEntry{Title: fmt.Sprintf("%s part %d", title, i+1), What: "scoresheet", First: 2 * i, Pages: 2}
	}
	return Contents(Letter, title, entries)
}

// A booklet binds documents one after another into one PDF whose pages
// are numbered as the booklet's own: "page 4 of 7", not the document's
// "page 1 of 2". Each document is written out as it is added.
func TestBookletBindsDocumentsAsOne(t *testing.T) {
	docs := []*Document{contentsDoc("Alpha", 3), contentsDoc("Bravo", 60), contentsDoc("Charlie Łódź", 130)}
	total := 0
	for _, d := range docs {
		total += len(d.Pages)
	}
	var out bytes.Buffer
	b := NewBooklet(&out, Letter, "The booklet — all", "a test")
	for _, d := range docs {
		d.Number(b.Pages()+1, total)
		before := out.Len()
		if err := b.Add(d); err != nil {
			t.Fatal(err)
		}
		if out.Len() == before {
			t.Errorf("%s was not written out as it was added", d.Title)
		}
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	pdf := out.Bytes()
	objs, _, err := pdfObjects(pdf)
	if err != nil || len(objs) == 0 {
		t.Fatalf("the booklet's objects cannot be read back: %v", err)
	}
	if info := pdftest.Poppler(t, "pdfinfo", pdf); strings.Contains(info, "Error") || !strings.Contains(info, "Title:           The booklet — all") {
		t.Errorf("pdfinfo:\n%s", info)
	}
	if n, _, _ := pdftest.PDFPages(t, pdf); n != total {
		t.Fatalf("%d pages, want %d", n, total)
	}
	pages := strings.Split(strings.TrimRight(pdftest.PDFText(t, pdf), "\f\n"), "\f")
	at := 0
	for _, d := range docs {
		for range d.Pages {
			if want := fmt.Sprintf("page %d of %d", at+1, total); !strings.Contains(pages[at], want) || !strings.Contains(pages[at], d.Title) {
				t.Errorf("page %d of the booklet does not read %q under %q: %.200q", at+1, want, d.Title, pages[at])
			}
			at++
		}
	}
}

// A table split over pages never leaves one row alone on a page of its
// own: the row before it goes along (issue 52 item 5).
func TestTableNeverLeavesOneRowAlone(t *testing.T) {
	for n := 1; n <= 200; n++ {
		d := contentsDoc("Rows", n)
		for p, page := range d.Pages {
			for _, it := range page.Items {
				if tb, ok := it.(Table); ok && len(tb.Rows) == 1 && n > 1 {
					t.Errorf("%d rows: page %d of %d holds one row alone", n, p+1, len(d.Pages))
				}
			}
		}
	}
}

// Number reads each page's folio again, and only the folio.
func TestNumberRewritesTheFolioOnly(t *testing.T) {
	d := contentsDoc("Folio", 60)
	before := d.Texts()
	d.Number(34, 49)
	after := d.Texts()
	folio := regexp.MustCompile(`^page \d+ of \d+$`)
	changed := 0
	for i := range before {
		if before[i] != after[i] {
			changed++
			if !folio.MatchString(before[i]) || !folio.MatchString(after[i]) {
				t.Errorf("Number changed %q into %q", before[i], after[i])
			}
		}
	}
	if changed != len(d.Pages) || !strings.Contains(strings.Join(after, "\n"), "page 34 of 49") {
		t.Errorf("%d folios changed for %d pages", changed, len(d.Pages))
	}
}
