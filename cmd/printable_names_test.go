package cmd

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
)

// hasControl reports whether s holds a control character other than the
// line break that ends it.
func hasControl(s string) bool {
	return strings.IndexFunc(strings.TrimSuffix(s, "\n"), unicode.IsControl) >= 0
}

// shellReads is what bash makes of word, a quoted name ("" without bash).
func shellReads(t *testing.T, word string) (string, bool) {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		return "", false
	}
	out, err := exec.Command("bash", "-c", "printf %s "+word).Output()
	if err != nil {
		t.Fatalf("bash cannot read %s: %v", word, err)
	}
	return string(out), true
}

// A name with a line break, an escape or a quote is quoted so that what
// is printed holds no control character and a shell reads the very name
// back.
func TestShellQuoteNamesWithControls(t *testing.T) {
	for _, name := range []string{"g\nx.fdr", "no\n\x1b[31mpe.fdr", "it's\x07.fdr", `back\slash` + "\t.fdr", "bad\xffutf8", "ok game.fdr"} {
		q := cmdutil.ShellQuote(name)
		if hasControl(q) || strings.ContainsRune(q, '\n') {
			t.Errorf("ShellQuote(%q) = %q: holds a control character", name, q)
		}
		if got, ok := shellReads(t, q); ok && got != name {
			t.Errorf("ShellQuote(%q) = %s: bash reads %q", name, q, got)
		}
	}
}

// replay of a missing record whose name holds a line break and an escape
// says so on one printable line, and the command it suggests runs as
// written (issue 53 item 5: the suggestion broke its own quotes).
func TestMissingRecordErrorIsOneLine(t *testing.T) {
	name := "no\n\x1b[31mpe.fdr"
	_, errOut, code := runCmd(t, t.TempDir(), "replay", name)
	if code == ExitOK || strings.Count(errOut, "\n") != 1 || hasControl(errOut) {
		t.Fatalf("replay of a missing record: exit %d, %q", code, errOut)
	}
	_, sug, ok := strings.Cut(errOut, "start a game there with `")
	sug, _, _ = strings.Cut(sug, "`")
	if !ok || !strings.HasPrefix(sug, cmdutil.ProgName+" play ") {
		t.Fatalf("no quoted suggestion: %q", errOut)
	}
	if got, ok := shellReads(t, strings.TrimPrefix(sug, cmdutil.ProgName+" play ")); ok && got != name {
		t.Errorf("the suggestion %s names %q for a shell, not %q", sug, got, name)
	}
}

// A record's name with a line break does not break the line that names it
// when a piped line is refused.
func TestRefusedLineNamesTheRecordOnOneLine(t *testing.T) {
	dir := t.TempDir()
	ios := &IO{In: strings.NewReader("zzz\n"), Out: io.Discard, ErrOut: &bytes.Buffer{}}
	t.Chdir(dir)
	Run(context.Background(), ios, []string{"play", "--receives", "home", "g\nx.fdr"})
	msg := ios.ErrOut.(*bytes.Buffer).String()
	if !strings.Contains(msg, "saved in g?x.fdr)") || strings.Count(msg, "\n") != 1 {
		t.Errorf("the refusal: %q", msg)
	}
}

// board of a record not there yet, named with an escape, shows the name
// with "?" on its first line.
func TestBoardFirstLineIsPrintable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b\x1bx.fdr")
	var out bytes.Buffer
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	listening := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- boardRun(ctx, &boardOptions{IO: &IO{Out: &out, ErrOut: io.Discard}, File: path, Addr: "127.0.0.1:0",
			listening: func(a string) { listening <- a }})
	}()
	select {
	case <-listening:
	case err := <-done:
		t.Fatalf("board: %v", err)
	case <-time.After(5 * time.Second):
		t.Fatal("the board did not start")
	}
	cancel()
	<-done
	first, _, _ := strings.Cut(out.String(), "\n")
	if hasControl(first) || !strings.Contains(first, "b?x.fdr") {
		t.Errorf("the board's first line: %q", first)
	}
}

// play --dice with a file that is not a dice set names the file, not a
// line 0 of a record not yet written.
func TestPlayBadDiceFileHasNoLineZero(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte("foo: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := runCmd(t, dir, "play", "--game", "1st-and-roll", "--dice", "bad.yaml", "--receives", "home", "x.fdr")
	if code == ExitOK || strings.Contains(errOut, ": 0:") || !strings.Contains(errOut, "bad.yaml is not a dice-set file") {
		t.Errorf("play --dice bad.yaml: exit %d, %q", code, errOut)
	}
}

// simulate --dice LINK reads the file the link leads to: with no --records
// there is no record's folder it must be in, and none is spoken of.
func TestSimulateDiceThroughALink(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	data, err := os.ReadFile("../sim/testdata/dice.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "dice.yaml"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(other, "dice.yaml"), filepath.Join(dir, "lnk.yaml")); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCmd(t, dir, "simulate", "--game", "1st-and-roll", "--dice", "lnk.yaml", "-n", "1")
	if code != ExitOK || strings.Contains(errOut, "record's folder") {
		t.Fatalf("simulate --dice through a link: exit %d, %q", code, errOut)
	}
	if !strings.HasPrefix(out, "1 game of 1st & Roll, seed 1, 1 worker\n") {
		t.Errorf("simulate -n 1 begins %q", strings.SplitN(out, "\n", 2)[0])
	}
}

// simulate -n 1 of 4th Down says "1 game", not "1 games".
func TestSimulateOneGameIsOneGame(t *testing.T) {
	out, errOut, code := runCmd(t, t.TempDir(), "simulate", "-n", "1")
	if code != ExitOK || !strings.HasPrefix(out, "1 game of 4th Down") || !strings.Contains(strings.SplitN(out, "\n", 2)[0], "1 worker") {
		t.Errorf("simulate -n 1: exit %d, %q %q", code, strings.SplitN(out, "\n", 2)[0], errOut)
	}
}

// replay, sheet, review and advise of a link to the process environment
// (NUL-separated, no line end) name the file and quote none of it (issue
// 53 item 6).
func TestCommandsDoNotQuoteANonRecord(t *testing.T) {
	dir := t.TempDir()
	env := filepath.Join(dir, "environ")
	if err := os.WriteFile(env, []byte("SHELL=/bin/bash\x00TOKEN=hunter2-secret\x00HOME=/root\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(env, filepath.Join(dir, "env.fdr")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"replay", "sheet", "review", "advise"} {
		_, errOut, code := runCmd(t, dir, c, "env.fdr")
		if code == ExitOK || !strings.Contains(errOut, "env.fdr") || strings.Contains(errOut, "SHELL") || strings.Contains(errOut, "hunter2") {
			t.Errorf("%s of a link to the environment: exit %d, %q", c, code, errOut)
		}
	}
}

// A folder or file named with a line break is named on one line in every
// error about it: league of a folder not there, sheet --blank with a
// FILE, an output that is a folder.
func TestErrorsNameFilesOnOneLine(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "out\nput.pdf"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"league", "no\nthere"},
		{"night", "--dir", "no\nthere"},
		{"sheet", "--blank", "g\nx.fdr"},
		{"aids", "-o", "out\nput.pdf"},
	} {
		_, errOut, code := runCmd(t, dir, args...)
		if code == ExitOK || strings.Count(errOut, "\n") != 1 || hasControl(errOut) {
			t.Errorf("%q: exit %d, %q", args, code, errOut)
		}
	}
}
