package cmd

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

// The generic commands hold no word of any one game: outside the
// registration file, no string in cmd's code names a registered game
// (its title or its --game name). What a command says of a game comes from
// its registration.
func TestGenericCommandsNameNoGame(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "games.go" {
			continue
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			for _, g := range engine.Games() {
				for _, w := range []string{g.Title(), g.Name()} {
					if strings.Contains(s, w) {
						t.Errorf("%s: %q names %s: a generic command takes a game's words from its registration", fset.Position(lit.Pos()), w, g.Title())
					}
				}
			}
			return true
		})
	}
}

// The help of the generic commands tells of every registered game what
// its registration says: how its entries are typed (play), what its play
// aid holds (aids), its own commands (the root's help).
func TestHelpTellsEveryGame(t *testing.T) {
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	play, aids := norm(newPlayCmd(&IO{}).Long), norm(newAidsCmd(&IO{}).Long)
	root, sheet := norm(NewRootCmd(&IO{}).Long), norm(newSheetCmd(&IO{}).Long)
	for _, g := range cmdutil.Games() {
		if g.Entries != "" && !strings.Contains(play, g.Title()+": "+norm(g.Entries)) {
			t.Errorf("play's help does not say how %s's entries are typed: %q", g.Title(), g.Entries)
		}
		if printed.Of(g).Aid != nil && g.AidHolds != "" && !strings.Contains(aids, g.Title()+"'s: "+norm(strings.SplitN(g.AidHolds, "\n\n", 2)[0])) {
			t.Errorf("aids' help does not say what %s's play aid holds", g.Title())
		}
		if printed.Of(g).Blank != nil && g.BlankHolds != "" && !strings.Contains(sheet, g.Title()+"'s: "+norm(g.BlankHolds)) {
			t.Errorf("sheet's help does not say what %s's blank scoresheet holds", g.Title())
		}
		if g.Commands != nil && !strings.Contains(root, `"`+g.Title()+` only"`) {
			t.Errorf("the root's help does not mark %s's own commands", g.Title())
		}
	}
}

// sheet --csv says what it wrote in the game's words: its possessions, or
// its plays where a possession has many.
func TestLogWords(t *testing.T) {
	for _, c := range []struct {
		w    engine.Shape
		n    int
		want string
	}{
		{engine.Shape{Noun: "drive"}, 28, "drive log, 28 drives"},
		{engine.Shape{Noun: "possession", ManyPlays: true}, 140, "play log, 140 plays"},
		{engine.Shape{Noun: "flip"}, 1, "flip log, 1 flip"},
	} {
		if got := logWords(c.w, c.n); got != c.want {
			t.Errorf("logWords(%+v, %d) = %q, want %q", c.w, c.n, got, c.want)
		}
	}
}

// Every command's help fits an 80-column terminal: its prose, its
// commands' summaries, its usage line and its flags (wrapped under their
// own column).
func TestHelpFits80Columns(t *testing.T) {
	root := NewRootCmd(&IO{})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		var b bytes.Buffer
		c.SetOut(&b)
		if err := c.Help(); err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(b.String(), "\n") {
			if n := utf8.RuneCountInString(l); n > 80 {
				t.Errorf("%s --help: a line of %d columns:\n%s", c.CommandPath(), n, l)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// The generic commands write no game's own header field: a record's
// rules: (4th Down's) or dice: (1st & Roll's) is written under the key the
// game's registration gives its setup flag (cmdutil.SetRecorded), never by
// a Set call of cmd's naming it; the game's key gets the flag's value and
// another game's flag writes nothing.
func TestGenericCommandsWriteNoGamesHeaderKey(t *testing.T) {
	own := map[string]bool{}
	for _, g := range cmdutil.Games() {
		for _, key := range g.Recorded {
			own[key] = true
		}
	}
	if !own["rules"] || !own["dice"] {
		t.Fatalf("the registrations keep %v: want 4th Down's rules and 1st & Roll's dice", own)
	}
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if sel, isSel := callee(call, ok); isSel && sel == "Set" && len(call.Args) > 0 {
				if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if key, _ := strconv.Unquote(lit.Value); own[key] {
						t.Errorf("%s: cmd writes %s:, a game's own header field", fset.Position(lit.Pos()), key)
					}
				}
			}
			return true
		})
	}
	for _, c := range []struct{ game, flag, value, want string }{
		{"1st-and-roll", "dice", "sample", "dice: sample"}, {"1st-and-roll", "rules", "gridiron", ""},
		{"4th-down", "rules", "gridiron", "rules: gridiron"}, {"4th-down", "dice", "sample", ""},
	} {
		g, err := engine.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		rec := &tracker.Record{}
		cmdutil.SetRecorded(rec, g, c.flag, c.value)
		if got := strings.TrimSpace(rec.String()); got != c.want {
			t.Errorf("%s --%s %s: header %q, want %q", c.game, c.flag, c.value, got, c.want)
		}
	}
}

// callee is the name of the method a call selects (x.Set: "Set").
func callee(call *ast.CallExpr, ok bool) (string, bool) {
	if !ok {
		return "", false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	return sel.Sel.Name, true
}
