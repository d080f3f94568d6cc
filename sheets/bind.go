package sheets

import (
	"fmt"
	"io"
)

// Part is one document of a booklet: its contents line (Title, What it
// holds), its pages as first laid out, and how to lay it out again when
// it is printed, so that a booklet holds one part in memory at a time.
type Part struct {
	Title, Subject, What string
	Pages                int
	Layout               func() (*Document, error)
}

// PartOf is d as a part laid out again by layout.
func PartOf(d *Document, what string, layout func() (*Document, error)) Part {
	return Part{Title: d.Title, Subject: d.Subject, What: what, Pages: len(d.Pages), Layout: layout}
}

// Bind prints contents (nil: none) and the parts into one booklet
// written to w, every page numbered as the booklet's ("page 34 of 49").
func Bind(w io.Writer, paper Paper, title, subject string, contents *Document, parts []Part) (*Booklet, error) {
	total := 0
	if contents != nil {
		total = len(contents.Pages)
	}
	for _, p := range parts {
		total += p.Pages
	}
	bk := NewBooklet(w, paper, title, subject)
	add := func(d *Document) error {
		d.Number(bk.Pages()+1, total)
		return bk.Add(d)
	}
	if contents != nil {
		if err := add(contents); err != nil {
			return nil, err
		}
	}
	for _, p := range parts {
		d, err := p.Layout()
		if err != nil {
			return nil, err
		}
		if len(d.Pages) != p.Pages {
			return nil, fmt.Errorf("%s: laid out again in %d pages, not the %d counted", p.Title, len(d.Pages), p.Pages)
		}
		if err := add(d); err != nil {
			return nil, err
		}
	}
	return bk, bk.Close()
}

// ContentsOf is the contents page(s) of a booklet of parts: each part's
// pages counted after the contents' own (laid out again when they take
// more than one).
func ContentsOf(paper Paper, title string, parts []Part) *Document {
	shift := 1
	for {
		toc := make([]ContentsEntry, len(parts))
		first := 1 + shift
		for i, p := range parts {
			toc[i] = ContentsEntry{Title: p.Title, What: p.What, First: first, Pages: p.Pages}
			first += p.Pages
		}
		c := Contents(paper, title, toc)
		if len(c.Pages) == shift {
			return c
		}
		shift = len(c.Pages)
	}
}
