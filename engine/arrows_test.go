package engine_test

import (
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
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

// packages are the module's packages, each with its folder and its Go
// files (not its tests).
func packages(t *testing.T) map[string]pkgFiles {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \" \"}}", module+"...").Output()
	if err != nil {
		t.Fatal(err)
	}
	pkgs := map[string]pkgFiles{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.SplitN(l, "\t", 3)
		pkgs[strings.TrimPrefix(f[0], module)] = pkgFiles{f[1], f[2]}
	}
	return pkgs
}

type pkgFiles struct{ dir, files string }

// imports are the module's packages that a Go file imports.
func imports(t *testing.T, dir, file string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, file), nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var ours []string
	for _, im := range f.Imports {
		if p, ok := strings.CutPrefix(strings.Trim(im.Path.Value, `"`), module); ok {
			ours = append(ours, p)
		}
	}
	return ours
}

// gameOf is the game whose folder holds the module's package pkg
// (games/<name>/...), or "".
func gameOf(pkg string) string {
	rest, ok := strings.CutPrefix(pkg, "games/")
	if !ok {
		return ""
	}
	return "games/" + strings.Split(rest, "/")[0]
}

// The one rule of the house: a game is a place. Every package of a game
// lives under its folder, games/<name>/; nothing outside that folder
// imports it but the one registration file, cmd/games.go; a game imports
// no other game; engine/ holds only the contract and its conformance
// suite. So every arrow between packages points down, into the contract
// and the generic helpers, and never back up into a game.
func TestAGameIsAPlace(t *testing.T) {
	pkgs := packages(t)
	games := map[string]bool{}
	for pkg, p := range pkgs {
		if g := gameOf(pkg); g != "" {
			games[g] = true
		}
		if strings.HasPrefix(pkg, "engine/") && pkg != "engine/enginetest" {
			t.Errorf("%s: engine/ holds the contract and its suite only; a game lives under games/", pkg)
		}
		for _, file := range strings.Fields(p.files) {
			for _, im := range imports(t, p.dir, file) {
				g := gameOf(im)
				switch {
				case g == "" || g == gameOf(pkg):
				case pkg == "cmd" && file == "games.go":
				case gameOf(pkg) != "":
					t.Errorf("%s/%s imports %s: a game imports no other game", pkg, file, im)
				default:
					t.Errorf("%s/%s imports %s: nothing outside a game's folder imports it but cmd/games.go; ask the registration for the capability", pkg, file, im)
				}
			}
		}
	}
	if len(games) < 4 {
		t.Errorf("games: %v, want 4th Down, 1st & Roll, 4th Street and the coin game, each in games/<name>", games)
	}
	reg := false
	for _, im := range imports(t, pkgs["cmd"].dir, "games.go") {
		reg = reg || gameOf(im) != ""
	}
	if !reg {
		t.Error("cmd/games.go registers no game")
	}
}

// A game's rules (games/<name> itself) import only the contract of the
// module's packages: its folder's other packages (solver, sheets,
// commands) may use generic helpers, its rules may not.
func TestGameRulesImportOnlyTheContract(t *testing.T) {
	for pkg := range packages(t) {
		if g := gameOf(pkg); g == "" || g != pkg {
			continue
		}
		for _, d := range deps(t, pkg) {
			if d != "engine" && d != pkg {
				t.Errorf("the game %s depends on %s: a game's rules import only the contract", pkg, d)
			}
		}
	}
}

// What every game shares (cmd/cmdutil) depends on no game, and the
// program's main stays a few lines that run cmd.
func TestCmdKnowsNoGame(t *testing.T) {
	pkgs := packages(t)
	for _, d := range deps(t, "cmd/cmdutil") {
		if gameOf(d) != "" {
			t.Errorf("cmd/cmdutil depends on %s: what every command shares knows no game", d)
		}
	}
	main := pkgs["cmd/fourthdown"]
	for _, file := range strings.Fields(main.files) {
		src, err := os.ReadFile(filepath.Join(main.dir, file))
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(src), "\n"); file == "main.go" && n > 15 {
			t.Errorf("cmd/fourthdown/%s has %d lines: the program's main only runs cmd", file, n)
		}
		if im := imports(t, main.dir, file); len(im) > 1 || len(im) == 1 && im[0] != "cmd" {
			t.Errorf("cmd/fourthdown/%s imports %v: the program imports cmd alone of the module", file, im)
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
