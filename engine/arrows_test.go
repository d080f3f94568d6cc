package engine_test

import (
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/fourthdown/fourthdown/"

// deps are the module's packages that pkg depends on (go list -deps).
func deps(t *testing.T, pkg string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", module+pkg).Output()
	if err != nil {
		t.Fatalf("go list %s: %v", pkg, err)
	}
	var ours []string
	for _, p := range strings.Fields(string(out)) {
		if p, ok := strings.CutPrefix(p, module); ok {
			ours = append(ours, p)
		}
	}
	return ours
}

// The arrows point down: what is written once for every game depends on
// the contract and never on a game, nor on 4th Down's own packages.
func TestGenericPackagesDependOnNoGame(t *testing.T) {
	gameOwn := []string{"solve", "sim/fdsim", "review", "sheets/fdsheets"}
	for _, pkg := range []string{"tracker", "league", "sheets", "board", "sim", "coach"} {
		for _, d := range deps(t, pkg) {
			if strings.HasPrefix(d, "engine/") {
				t.Errorf("%s depends on the game %s: a generic package may import only the contract (engine)", pkg, d)
			}
			for _, own := range gameOwn {
				if d == own {
					t.Errorf("%s depends on %s, 4th Down's own", pkg, d)
				}
			}
		}
	}
}

// A game's package imports only the contract of the module's packages. A
// package of the game's own under it (engine/fourthdown/houserules) may
// import its game too, and a leaf helper of internal/ (one that imports
// nothing of the module), but no other game, nor anything generic.
func TestGamesImportOnlyTheContract(t *testing.T) {
	out, err := exec.Command("go", "list", module+"engine/...").Output()
	if err != nil {
		t.Fatal(err)
	}
	leaf := map[string]bool{}
	for _, pkg := range strings.Fields(string(out)) {
		pkg = strings.TrimPrefix(pkg, module)
		if pkg == "engine" {
			continue
		}
		parts := strings.Split(pkg, "/")
		if len(parts) == 2 {
			for _, d := range deps(t, pkg) {
				if d != "engine" && d != pkg {
					t.Errorf("the game %s depends on %s: a game imports only the contract", pkg, d)
				}
			}
			continue
		}
		game := strings.Join(parts[:2], "/")
		for _, d := range deps(t, pkg) {
			if d == "engine" || d == game || d == pkg || strings.HasPrefix(d, game+"/") {
				continue
			}
			if strings.HasPrefix(d, "internal/") {
				if _, ok := leaf[d]; !ok {
					leaf[d] = len(deps(t, d)) == 1
				}
				if leaf[d] {
					continue
				}
			}
			t.Errorf("%s, a package of the game %s, depends on %s: it imports only the contract, its game and leaf helpers", pkg, game, d)
		}
	}
}

// Every package of the module says what it is, under its own name (go doc
// shows it), and points to no file outside the project.
func TestEveryPackageHasItsDoc(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Name}}\t{{.Doc}}", module+"...").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, rest, _ := strings.Cut(l, "\t")
		name, doc, _ := strings.Cut(rest, "\t")
		if name == "main" {
			continue
		}
		if !strings.HasPrefix(doc, "Package "+name+" ") {
			t.Errorf("%s: its package doc should begin %q, it is %q", path, "Package "+name, doc)
		}
	}
	src, err := exec.Command("git", "grep", "-l", "../shared", "--", "*.go", ":!*_test.go").Output()
	if err == nil && len(src) > 0 {
		t.Errorf("code that points to ../shared, which is not part of the project:\n%s", src)
	}
}
