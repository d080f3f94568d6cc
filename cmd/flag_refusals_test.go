package cmd

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A mistyped --game gets a suggestion, as a mistyped command does (issue
// 41): every command that takes --game.
func TestMistypedGameSuggests(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--game", "4th-dwon", "x.fdr"}, "(did you mean 4th-down?)"},
		{[]string{"aids", "--game", "1st-and-rol"}, "(did you mean 1st-and-roll?)"},
		{[]string{"sheet", "--blank", "--game", "4th-steet"}, "(did you mean 4th-street?)"},
		{[]string{"league", "--game", "4TH-DWON", "."}, "(did you mean 4th-down?)"},
		{[]string{"simulate", "--game", "4th-dow", "-n", "1"}, "(did you mean 4th-down?)"},
		{[]string{"aids", "--game", "4th"}, "(did you mean 4th-down or 4th-street?)"},
	} {
		_, errOut, code := runCmd(t, dir, c.args...)
		if code == 0 || !strings.Contains(errOut, c.want) || !strings.Contains(errOut, "the games are 4th-down, 1st-and-roll or 4th-street") {
			t.Errorf("%v: exit %d, %q; want %q", c.args, code, errOut, c.want)
		}
	}
	_, errOut, _ := runCmd(t, dir, "aids", "--game", "chess")
	if strings.Contains(errOut, "did you mean") {
		t.Errorf("aids --game chess: %q suggests a game", errOut)
	}
}

// sheet FILE --game is refused: the record names its game (issue 41: it
// was silently ignored), whatever game --game names.
func TestSheetOfARecordRefusesGame(t *testing.T) {
	dir := t.TempDir()
	rec, err := filepath.Abs("../testdata/games/full-game-mixed-drives.fdr")
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range []string{"4th-street", "4th-down"} {
		out, errOut, code := runCmd(t, dir, "sheet", rec, "--csv", "--game", game)
		if code != 2 || out != "" || !strings.Contains(errOut, "--game is for the blank sheet") || !strings.Contains(errOut, "names its own game") {
			t.Errorf("sheet FILE --game %s: exit %d, %q, %q", game, code, out, errOut)
		}
	}
}

// --solo both is refused before the first setup question (issue 41: it
// was refused after every one), in every game and with no game named;
// a side or a team name the flags give still goes on to the questions.
func TestSoloCheckedFirst(t *testing.T) {
	for _, c := range []struct {
		game, solo, home string
		refused          bool
	}{
		{"", "both", "", true},
		{"4th-down", "both", "", true},
		{"1st-and-roll", "nobody", "", true},
		{"4th-street", "both", "Bears", true},
		{"4th-down", "Away", "", false},
		{"1st-and-roll", "bears", "Bears", false},
		{"4th-down", "Gunners", "", false}, // a game's own team name
	} {
		var out bytes.Buffer
		p := &asked{}
		o := &playOptions{sessionOptions: sessionOptions{IO: &IO{Out: &out, ErrOut: &out}, Interactive: true, Prompter: p, Solo: c.solo},
			File: filepath.Join(t.TempDir(), "g.fdr"), Game: c.game, Home: c.home, set: map[string]bool{"solo": true, "home": c.home != ""}}
		err := playRun(t.Context(), o)
		var ue *UsageError
		switch {
		case c.refused && (!errors.As(err, &ue) || !strings.Contains(err.Error(), "--solo: got \""+c.solo+"\", expected home, away, ")):
			t.Errorf("--solo %s: got %v", c.solo, err)
		case c.refused && len(p.questions) > 0:
			t.Errorf("--solo %s: asked %q before refusing", c.solo, p.questions)
		case !c.refused && len(p.questions) == 0:
			t.Errorf("--solo %s: refused at once: %v", c.solo, err)
		}
	}
}

// A dice-set, house-rules or league file given where a record goes is
// "not a game record" (issue 41: replay dice.yaml said a header was
// missing), in every command that reads a record.
func TestNotAGameRecord(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"dice.yaml":   yardsDice,
		"smith.yaml":  "name: smith\nfg_range: 40\n",
		"league.yaml": "name: Tuesday league\ngame: 4th-down\nteams:\n  - name: Bears\n  - name: Lions\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"replay", name}, {"replay", "--json", name}, {"sheet", "--csv", name}, {"resume", name}} {
			out, errOut, code := runCmd(t, dir, args...)
			if code == 0 || out != "" || !strings.HasPrefix(errOut, "fourthdown: "+name+" is not a game record: ") {
				t.Errorf("%v: exit %d, %q, %q", args, code, out, errOut)
			}
		}
	}
	// A record that only lacks who receives still says so.
	if err := os.WriteFile(filepath.Join(dir, "g.fdr"), []byte("home: Bombers\naway: Gunners\nb 14 8\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, _ := runCmd(t, dir, "replay", "g.fdr"); !strings.Contains(errOut, `g.fdr:3: missing header "receives"`) {
		t.Errorf("replay g.fdr: %q", errOut)
	}
}
