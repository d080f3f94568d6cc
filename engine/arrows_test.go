package engine_test

import (
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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

// gameOwnPackages are the packages of one game's own outside engine/: its
// solver, reviewer, fast simulation and printed sheets.
var gameOwnPackages = []string{"solve", "review", "sim/fdsim", "sheets/fdsheets", "sheets/rollsheets", "sheets/streetsheets"}

// ofAGame reports whether the module's package pkg is a game's: a game,
// a package of a game's own, or a game's own commands (cmd/<game>cmd).
func ofAGame(pkg string, gameCmds map[string]bool) bool {
	return strings.HasPrefix(pkg, "engine/") || slices.Contains(gameOwnPackages, pkg) || gameCmds[pkg]
}

// cmd knows no game: among its files only the registration file
// (cmd/games.go) imports a game, a game's own package or a game's own
// commands; cmd/cmdutil, which every command shares, depends on none;
// a game's own command package imports its game only, no other; and the
// program's main stays a few lines that run cmd.
func TestCmdKnowsNoGame(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \" \"}}", module+"cmd/...").Output()
	if err != nil {
		t.Fatal(err)
	}
	type pkgFiles struct{ dir, files string }
	pkgs := map[string]pkgFiles{}
	gameCmds := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.SplitN(l, "\t", 3)
		pkg := strings.TrimPrefix(f[0], module)
		pkgs[pkg] = pkgFiles{f[1], f[2]}
		if pkg != "cmd" && pkg != "cmd/cmdutil" && pkg != "cmd/fourthdown" {
			gameCmds[pkg] = true
		}
	}
	if len(gameCmds) == 0 {
		t.Fatal("no game's own command package under cmd/: 4th Down's verbs should be in one")
	}
	imports := func(dir, file string) []string {
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
	registration := false
	for _, file := range strings.Fields(pkgs["cmd"].files) {
		for _, im := range imports(pkgs["cmd"].dir, file) {
			switch {
			case !ofAGame(im, gameCmds):
			case file == "games.go":
				registration = true
			default:
				t.Errorf("cmd/%s imports %s: only the registration file, cmd/games.go, imports a game or its own packages; ask a registration for the capability", file, im)
			}
		}
	}
	if !registration {
		t.Error("cmd/games.go registers no game")
	}
	for _, d := range deps(t, "cmd/cmdutil") {
		if ofAGame(d, gameCmds) {
			t.Errorf("cmd/cmdutil depends on %s: what every command shares knows no game", d)
		}
	}
	for pkg := range gameCmds {
		games := map[string]bool{}
		for _, d := range deps(t, pkg) {
			if d != pkg && gameCmds[d] {
				t.Errorf("%s depends on %s, another game's commands", pkg, d)
			}
			if g, ok := strings.CutPrefix(d, "engine/"); ok {
				games[strings.Split(g, "/")[0]] = true
			}
		}
		if len(games) > 1 {
			t.Errorf("%s depends on the games %v: a game's own commands import their game only", pkg, games)
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
		if im := imports(main.dir, file); len(im) > 1 || len(im) == 1 && im[0] != "cmd" {
			t.Errorf("cmd/fourthdown/%s imports %v: the program imports cmd alone of the module", file, im)
		}
	}
}
