package cmd

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every relative link of README.md and docs/*.md leads to a file of the
// repository (relative to the page it is on), and the README names no file
// a clone does not have: a path it quotes (`games/fourthdown/words.go`)
// is there, and so is every page it names (`RECORD.md`). It pointed to
// engine/rulings_test.go after the tests moved, and named advice.md and
// record.md, which only the spec's folder beside the project had.
func TestDocsLinksResolve(t *testing.T) {
	pages, _ := filepath.Glob("../docs/*.md")
	pages = append(pages, "../README.md")
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	links := 0
	for _, page := range pages {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(b), -1) {
			target, _, _ := strings.Cut(m[1], "#")
			if target == "" || strings.Contains(m[1], "://") || strings.HasPrefix(m[1], "mailto:") {
				continue
			}
			links++
			path := filepath.Join(filepath.Dir(page), target)
			if rel, err := filepath.Rel("..", path); err != nil || strings.HasPrefix(rel, "..") {
				t.Errorf("%s links to %s, outside the repository", page, m[1])
			} else if _, err := os.Stat(path); err != nil {
				t.Errorf("%s links to %s: no such file in the repository", page, m[1])
			}
		}
	}
	if links < 10 {
		t.Errorf("%d relative links found: the check saw nothing", links)
	}
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	for _, m := range regexp.MustCompile("`([a-z0-9_]+(?:/[a-zA-Z0-9_.-]+)+\\.(?:go|md|txtar))`").FindAllStringSubmatch(readme, -1) {
		if _, err := os.Stat(filepath.Join("..", m[1])); err != nil {
			t.Errorf("the README quotes %s: no such file in the repository", m[1])
		}
	}
	for _, m := range regexp.MustCompile(`\b([A-Za-z0-9_-]+\.md)\b`).FindAllStringSubmatch(readme, -1) {
		_, inRoot := os.Stat(filepath.Join("..", m[1]))
		_, inDocs := os.Stat(filepath.Join("../docs", m[1]))
		if inRoot != nil && inDocs != nil {
			t.Errorf("the README names %s: no such page in the repository", m[1])
		}
	}
}
