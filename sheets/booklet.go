package sheets

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"unicode/utf16"
)

// Booklet binds documents into one PDF as they come, holding one of them
// at a time: each is laid out and rendered on its own (Render), and its
// objects are copied into the booklet's output, numbered on, its pages
// added to the booklet's page tree. A night of thousands of scoresheets
// is printed in the memory of one scoresheet and the booklet's bytes,
// where a Document of every page and the PDF library's copy of every
// page held it all at once.
type Booklet struct {
	out            io.Writer
	at             int64 // bytes written
	paper          Paper
	title, subject string
	offsets        []int64 // where each object (1, 2, ...) begins
	kids           []int   // the page objects, in order
	root           int     // the page tree's object
	version        string  // the highest PDF version of a part
	missing        []rune
	seen           map[rune]bool
	err            error
}

// bookletHeader opens a booklet; a part that needs a later version names
// it in the catalog (PDF 1.4 and later read /Version there).
const bookletHeader = "%PDF-1.4\n"

// NewBooklet starts a booklet of documents on paper, written to w; title
// and subject are the PDF's.
func NewBooklet(w io.Writer, paper Paper, title, subject string) *Booklet {
	b := &Booklet{out: w, paper: paper, title: title, subject: subject, version: "1.4", seen: map[rune]bool{}}
	b.write([]byte(bookletHeader))
	b.root = b.reserve()
	return b
}

// Pages is how many pages the booklet has so far.
func (b *Booklet) Pages() int { return len(b.kids) }

// Missing are the characters of the documents' text no font printed (as
// "?"), in the order first met (RenderNoting).
func (b *Booklet) Missing() []rune { return b.missing }

// Add renders d and adds its pages.
func (b *Booklet) Add(d *Document) error {
	if b.err != nil {
		return b.err
	}
	if d.Paper.Name != b.paper.Name {
		return fmt.Errorf("cannot bind %q (%s) into a booklet on %s: the papers differ", d.Title, d.Paper.Name, b.paper.Name)
	}
	var pdf bytes.Buffer
	missing, err := RenderNoting(&pdf, d)
	if err != nil {
		return err
	}
	for _, r := range missing {
		if !b.seen[r] {
			b.seen[r] = true
			b.missing = append(b.missing, r)
		}
	}
	if err := b.bind(pdf.Bytes()); err != nil {
		b.err = fmt.Errorf("cannot bind %q into the booklet: %w", d.Title, err)
	}
	return b.err
}

// Close writes the page tree, the document's information, the catalog
// and the cross-reference table: the booklet is whole.
func (b *Booklet) Close() error {
	if b.err != nil {
		return b.err
	}
	if len(b.kids) == 0 {
		return errors.New("the booklet has no pages")
	}
	var kids bytes.Buffer
	for i, k := range b.kids {
		if i > 0 {
			kids.WriteByte(' ')
		}
		fmt.Fprintf(&kids, "%d 0 R", k)
	}
	b.object(b.root, []byte(fmt.Sprintf("<</Type /Pages\n/Kids [%s]\n/Count %d\n>>", kids.Bytes(), len(b.kids))))
	info := b.reserve()
	date := FixedDate.Format("20060102150405")
	b.object(info, []byte(fmt.Sprintf("<<\n/Producer %s\n/Title %s\n/Subject %s\n/Creator (fourthdown)\n/CreationDate (D:%s)\n/ModDate (D:%s)\n>>",
		pdfString("fourthdown"), pdfString(b.title), pdfString(b.subject), date, date)))
	catalog := b.reserve()
	version := ""
	if b.version > "1.4" {
		version = "\n/Version /" + b.version
	}
	b.object(catalog, []byte(fmt.Sprintf("<<\n/Type /Catalog\n/Pages %d 0 R%s\n>>", b.root, version)))
	xref := b.at
	var t bytes.Buffer
	fmt.Fprintf(&t, "xref\n0 %d\n0000000000 65535 f \n", len(b.offsets)+1)
	for _, o := range b.offsets {
		fmt.Fprintf(&t, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&t, "trailer\n<<\n/Size %d\n/Root %d 0 R\n/Info %d 0 R\n>>\nstartxref\n%d\n%%%%EOF\n", len(b.offsets)+1, catalog, info, xref)
	b.write(t.Bytes())
	return b.err
}

func (b *Booklet) write(p []byte) {
	if b.err != nil {
		return
	}
	n, err := b.out.Write(p)
	b.at += int64(n)
	b.err = err
}

// reserve numbers a new object, written later with object.
func (b *Booklet) reserve() int {
	b.offsets = append(b.offsets, -1)
	return len(b.offsets)
}

// object writes object n's body.
func (b *Booklet) object(n int, body []byte) {
	b.offsets[n-1] = b.at
	b.write([]byte(strconv.Itoa(n) + " 0 obj\n"))
	b.write(body)
	b.write([]byte("\nendobj\n"))
}

// bind copies the objects of pdf, one document as the renderer writes it,
// into the booklet: its page tree's pages become the booklet's next pages
// (each given the paper its tree gave it), its catalog and information
// are left out, every other object is copied with its references numbered
// on. A stream's bytes are copied as they are.
func (b *Booklet) bind(pdf []byte) error {
	objs, trailer, err := pdfObjects(pdf)
	if err != nil {
		return err
	}
	if v := pdfVersion(pdf); v > b.version {
		b.version = v
	}
	rootOld, infoOld := firstRef(trailer, "/Root"), firstRef(trailer, "/Info")
	pagesOld := firstRef(objs[rootOld], "/Pages")
	tree, ok := objs[pagesOld]
	if !ok {
		return errors.New("no page tree")
	}
	media := mediaBox.Find(tree)
	kidsOld := refsIn(kidsArray.Find(tree))
	number := map[int]int{pagesOld: b.root}
	olds := make([]int, 0, len(objs))
	for old := range objs {
		if old != pagesOld && old != rootOld && old != infoOld {
			olds = append(olds, old)
		}
	}
	slices.Sort(olds)
	for _, old := range olds {
		number[old] = b.reserve()
	}
	isKid := map[int]bool{}
	for _, k := range kidsOld {
		isKid[k] = true
	}
	for _, old := range olds {
		body := renumber(objs[old], number)
		if isKid[old] && media != nil && !bytes.Contains(body, []byte("/MediaBox")) {
			body = bytes.Replace(body, []byte("/Type /Page"), append([]byte("/Type /Page\n"), media...), 1)
		}
		b.object(number[old], body)
	}
	for _, k := range kidsOld {
		n, ok := number[k]
		if !ok {
			return fmt.Errorf("page object %d is missing", k)
		}
		b.kids = append(b.kids, n)
	}
	return b.err
}

var (
	refPattern = regexp.MustCompile(`(\d+) 0 R`)
	kidsArray  = regexp.MustCompile(`/Kids \[[^\]]*\]`)
	mediaBox   = regexp.MustCompile(`/MediaBox \[[^\]]*\]`)
	startXref  = regexp.MustCompile(`startxref\s+(\d+)\s+%%EOF\s*$`)
	versionPat = regexp.MustCompile(`^%PDF-(\d\.\d)`)
	objHead    = regexp.MustCompile(`^(\d+) 0 obj\s`)
)

// pdfObjects are the objects of a PDF as the renderer writes it (a
// classic cross-reference table, objects one after another): each
// object's body between "N 0 obj" and "endobj", and the trailer.
func pdfObjects(pdf []byte) (map[int][]byte, []byte, error) {
	m := startXref.FindSubmatch(pdf)
	if m == nil {
		return nil, nil, errors.New("no cross-reference table")
	}
	xref, _ := strconv.Atoi(string(m[1]))
	if xref <= 0 || xref >= len(pdf) {
		return nil, nil, errors.New("the cross-reference table is out of the file")
	}
	tail := pdf[xref:]
	tr := bytes.Index(tail, []byte("trailer"))
	if tr < 0 {
		return nil, nil, errors.New("no trailer")
	}
	starts := xrefOffsets(tail[:tr])
	bounds := append(slices.Sorted(mapValues(starts)), xref)
	objs := make(map[int][]byte, len(starts))
	for n, at := range starts {
		next := bounds[slices.Index(bounds, at)+1]
		obj := pdf[at:next]
		h := objHead.Find(obj)
		end := bytes.LastIndex(obj, []byte("endobj"))
		if h == nil || end < len(h) {
			return nil, nil, fmt.Errorf("object %d is not where the table says", n)
		}
		objs[n] = bytes.TrimRight(obj[len(h):end], "\n")
	}
	return objs, tail[tr:], nil
}

// xrefOffsets reads a cross-reference table's objects in use: number to
// offset.
func xrefOffsets(table []byte) map[int]int {
	out := map[int]int{}
	first, n := 0, 0
	for _, line := range bytes.Split(table, []byte("\n")) {
		f := bytes.Fields(line)
		switch {
		case len(f) == 2:
			first, _ = strconv.Atoi(string(f[0]))
			n = 0
		case len(f) == 3 && string(f[2]) == "n":
			off, _ := strconv.Atoi(string(f[0]))
			out[first+n] = off
			n++
		case len(f) == 3:
			n++
		}
	}
	return out
}

func mapValues(m map[int]int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for _, v := range m {
			if !yield(v) {
				return
			}
		}
	}
}

// renumber is an object's body with its references numbered as number
// says; a stream's bytes are kept as they are.
func renumber(body []byte, number map[int]int) []byte {
	dict, stream := body, []byte(nil)
	if i := bytes.Index(body, []byte("\nstream\n")); i >= 0 {
		dict, stream = body[:i], body[i:]
	}
	out := refPattern.ReplaceAllFunc(dict, func(ref []byte) []byte {
		old, _ := strconv.Atoi(string(refPattern.FindSubmatch(ref)[1]))
		if n, ok := number[old]; ok {
			return []byte(strconv.Itoa(n) + " 0 R")
		}
		return ref
	})
	return append(out, stream...)
}

// firstRef is the object the first "key N 0 R" in b names (0: none).
func firstRef(b []byte, key string) int {
	i := bytes.Index(b, []byte(key+" "))
	if i < 0 {
		return 0
	}
	m := refPattern.FindSubmatch(b[i:])
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// refsIn are the objects an array of references names, in order.
func refsIn(b []byte) []int {
	var out []int
	for _, m := range refPattern.FindAllSubmatch(b, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		out = append(out, n)
	}
	return out
}

// pdfVersion is the version a PDF's header states.
func pdfVersion(pdf []byte) string {
	if m := versionPat.FindSubmatch(pdf); m != nil {
		return string(m[1])
	}
	return "1.3"
}

// pdfString is s as a PDF text string: UTF-16 with its byte-order mark,
// the bytes that close or escape a string escaped.
func pdfString(s string) string {
	var b bytes.Buffer
	b.WriteString("(\xfe\xff")
	for _, u := range utf16.Encode([]rune(clean(s))) {
		for _, c := range []byte{byte(u >> 8), byte(u)} {
			switch c {
			case '(', ')', '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case '\r':
				b.WriteString(`\r`)
			default:
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte(')')
	return b.String()
}
