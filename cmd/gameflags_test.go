package cmd

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/internal/prompt"
)

// asked is a Prompter that notes every question and answers none.
type asked struct{ questions []string }

var errAsked = errors.New("a question was asked")

func (a *asked) Choose(l string, _ []Option, _ func(string) error) (string, error) {
	a.questions = append(a.questions, l)
	return "", errAsked
}
func (a *asked) Ask(l string, _ func(string) error) (string, error) {
	a.questions = append(a.questions, l)
	return "", errAsked
}
func (a *asked) Setup(l, _ string) (string, error) {
	a.questions = append(a.questions, l)
	return "", errAsked
}
func (a *asked) Pick(l string, _ []string) (int, error) {
	a.questions = append(a.questions, l)
	return 0, errAsked
}

// TestFlagsRefusedBeforeSetup: a flag the game does not take is refused
// before the first question, in the words --rules always had (issue 35).
func TestFlagsRefusedBeforeSetup(t *testing.T) {
	for _, c := range []struct {
		game, flag, want string
	}{
		{"4th-street", "dice", "--dice is 1st & Roll's; 4th Street Football has none"},
		{"4th-down", "dice", "--dice is 1st & Roll's; 4th Down has none"},
		{"1st-and-roll", "rules", "--rules is 4th Down's; 1st & Roll has none"},
		{"4th-street", "rules", "--rules is 4th Down's; 4th Street Football has none"},
		{"4th-street", "coach", "--coach is 4th Down's and 1st & Roll's; 4th Street Football has one coach only"},
		{"4th-street", "no-advice", "--no-advice is 4th Down's and 1st & Roll's; 4th Street Football has no advice"},
		{"", "dice", ""}, // no --game: the menu offers the games that take --dice
	} {
		var out bytes.Buffer
		p := &asked{}
		o := &playOptions{sessionOptions: sessionOptions{IO: &IO{Out: &out, ErrOut: &out}, Interactive: true, Prompter: p},
			File: filepath.Join(t.TempDir(), "g.fdr"), Game: c.game, set: map[string]bool{c.flag: true}}
		switch c.flag {
		case "dice":
			o.DiceFile = "dice.yaml"
		case "rules":
			o.Rules = "gridiron"
		case "no-advice":
			o.NoAdvice = true
		case "coach":
			o.CoachName = "perfect"
		}
		err := playRun(t.Context(), o)
		if c.want == "" {
			// Only 1st & Roll takes --dice: it is played, and the first
			// question is its teams, not which game.
			if len(p.questions) == 0 || p.questions[0] != "Home team" {
				t.Errorf("--dice without --game asked %q", p.questions)
			}
			continue
		}
		var ue *UsageError
		if !errors.As(err, &ue) || err.Error() != c.want {
			t.Errorf("--game %s --%s: got %v, want %q", c.game, c.flag, err, c.want)
		}
		if len(p.questions) > 0 {
			t.Errorf("--game %s --%s: asked %q before refusing", c.game, c.flag, p.questions)
		}
	}
}

// TestWhichGameMenu: the menu names each game with a line saying what it
// is, and the teams named after their sides are not named twice.
func TestWhichGameMenu(t *testing.T) {
	var items []string
	p := &pickSpy{items: &items}
	o := &playOptions{sessionOptions: sessionOptions{IO: &IO{Out: &bytes.Buffer{}}, Interactive: true, Prompter: p}, set: map[string]bool{}}
	if _, err := o.pickGame(p); err != nil {
		t.Fatal(err)
	}
	if len(items) != 3 {
		t.Fatalf("the menu offers %q", items)
	}
	for _, it := range items {
		answer, hint := prompt.PickItem(it)
		if strings.TrimSpace(answer) == "" || len(hint) < 20 {
			t.Errorf("menu item %q has no line of its own", it)
		}
	}
}

type pickSpy struct {
	asked
	items *[]string
}

func (p *pickSpy) Pick(l string, items []string) (int, error) {
	*p.items = items
	return 2, nil
}

// TestAidsAndSheetRefuseOtherGamesFlags: aids and sheet --blank refuse a
// flag of 4th Down's for another game instead of ignoring it, and write
// nothing.
func TestAidsAndSheetRefuseOtherGamesFlags(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"aids", "--game", "4th-street", "--layout", "sheet"}, "--layout is 4th Down's; 4th Street Football has one layout"},
		{[]string{"aids", "--game", "1st-and-roll", "--rules", "gridiron"}, "--rules is 4th Down's; 1st & Roll has none"},
		{[]string{"aids", "--game", "1st-and-roll", "--no-solved"}, "--no-solved is 4th Down's; 1st & Roll has no solved cards"},
		{[]string{"sheet", "--blank", "--game", "4th-street", "--rules", "gridiron"}, "--rules is 4th Down's; 4th Street Football has none"},
	} {
		var out bytes.Buffer
		out_ := filepath.Join(dir, "x.pdf")
		code := Run(t.Context(), &IO{In: strings.NewReader(""), Out: &out, ErrOut: &out}, append(c.args, "-o", out_))
		if code != ExitUsage || !strings.Contains(out.String(), c.want) {
			t.Errorf("%v: exit %d, %q; want %q", c.args, code, out.String(), c.want)
		}
		if _, err := os.Stat(out_); err == nil {
			t.Errorf("%v wrote %s", c.args, out_)
		}
	}
}
