package cmd

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rawControl is the first control character of s a terminal would obey
// (C0 but the line break and the tab, DEL, C1), or -1.
func rawControl(s string) int {
	return strings.IndexFunc(s, func(r rune) bool {
		return r != '\n' && r != '\t' && (r < 0x20 || (r >= 0x7f && r < 0xa0))
	})
}

// No word of a file reaches the terminal with its control characters: a
// dice: or rules: value in the "does not exist" error of every command,
// resume's "most recently changed" line, and the characters a PDF's fonts
// lack (U+009B is an escape too) are shown with "?" or by their code
// (issue 44 item 4).
func TestNoControlCharactersReachTheTerminal(t *testing.T) {
	dir := t.TempDir()
	bad := "x\x1b[31my\u009b2J.yaml"
	files := map[string]string{
		"dice.fdr":  "game: 1st-and-roll\nhome: A\naway: B\nreceives: home\ndice: " + bad + "\n\n",
		"rules.fdr": "home: A\naway: B\nreceives: home\nrules: " + bad + "\n\n",
	}
	for name, text := range files {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(text), 0o644)
		for _, args := range [][]string{{"replay", path}, {"sheet", path, "-o", filepath.Join(dir, name+".pdf")}, {"resume", path}} {
			var out, errOut bytes.Buffer
			code := Run(context.Background(), &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}, args)
			msg := errOut.String()
			if code == ExitOK || rawControl(msg) >= 0 || rawControl(out.String()) >= 0 || !strings.Contains(msg, "x?[31my?2J.yaml") {
				t.Errorf("%s %s: exit %d, %q", args[0], name, code, msg)
			}
		}
	}

	// resume with no FILE names the game it takes up.
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	games := filepath.Join(data, "fourthdown", "games")
	os.MkdirAll(games, 0o755)
	head, _ := os.ReadFile("../testdata/games/full-game-mixed-drives.fdr")
	lines := strings.SplitAfter(string(head), "\n")
	os.WriteFile(filepath.Join(games, "g\x1b]0;x\x07\u009b1m.fdr"), []byte(strings.Join(lines[:12], "")), 0o644)
	var out, errOut bytes.Buffer
	Run(context.Background(), &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}, []string{"resume"})
	if !strings.Contains(out.String(), "most recently changed") || rawControl(out.String()) >= 0 || rawControl(errOut.String()) >= 0 {
		t.Errorf("resume: %q %q", out.String(), errOut.String())
	}

	if got := missingText([]rune{0x9b, 0x1b, 0x85, '你'}); rawControl(got) >= 0 || !strings.Contains(got, "U+009B") || !strings.Contains(got, "你 (U+4F60)") {
		t.Errorf("the missing characters are listed as %q", got)
	}
}
