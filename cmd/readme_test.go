package cmd

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// TestReadmeFindsTheGames: the README's opening names every game and how
// to pick it, its links to sections land on headings and its links to
// files on files, and neither it nor docs/ points outside the project
// (issue 35).
func TestReadmeFindsTheGames(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	opening, _, _ := strings.Cut(readme, "\n## ")
	for _, g := range engine.Games() {
		if !strings.Contains(opening, g.Title()) || !strings.Contains(opening, "`--game "+g.Name()+"`") {
			t.Errorf("the README's opening does not name %s and --game %s", g.Title(), g.Name())
		}
	}
	anchors := map[string]bool{}
	for _, l := range strings.Split(readme, "\n") {
		if h, ok := strings.CutPrefix(l, "## "); ok {
			anchors[githubAnchor(h)] = true
		}
		if h, ok := strings.CutPrefix(l, "### "); ok {
			anchors[githubAnchor(h)] = true
		}
	}
	for _, m := range regexp.MustCompile(`\]\(([^)\s]+)\)`).FindAllStringSubmatch(readme, -1) {
		link := m[1]
		switch {
		case strings.HasPrefix(link, "#"):
			if !anchors[link[1:]] {
				t.Errorf("the README links to %s: no such heading", link)
			}
		case !strings.Contains(link, "://"):
			if _, err := os.Stat(filepath.Join("..", link)); err != nil {
				t.Errorf("the README links to %s: %v", link, err)
			}
		}
	}
	// The table of contents lists every section.
	contents, _, _ := strings.Cut(readme[strings.Index(readme, "\n## Contents")+1:], "\n## Set up")
	for _, l := range strings.Split(readme, "\n") {
		if h, ok := strings.CutPrefix(l, "## "); ok && h != "Contents" && !strings.Contains(contents, "(#"+githubAnchor(h)+")") {
			t.Errorf("the README's contents do not list %q", h)
		}
	}
	docs, _ := filepath.Glob("../docs/*.md")
	for _, f := range append(docs, "../README.md") {
		b, _ := os.ReadFile(f)
		if strings.Contains(string(b), "../shared") {
			t.Errorf("%s points to ../shared, which is not part of the project", f)
		}
	}
}

// githubAnchor is the anchor GitHub gives a heading.
func githubAnchor(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	h = regexp.MustCompile(`[^\p{L}\p{N}\- _]`).ReplaceAllString(h, "")
	return strings.ReplaceAll(h, " ", "-")
}
