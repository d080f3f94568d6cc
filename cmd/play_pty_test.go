//go:build linux || darwin

package cmd

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/tracker"
)

// A guard against a hung terminal session, not a speed check.
const ptyTimeout = 30 * time.Second

// ptySession is fourthdown running in a real pseudo-terminal (the test
// binary runs as fourthdown, see TestMain). Everything it writes is read
// continuously, so it never blocks on a full terminal.
type ptySession struct {
	t    *testing.T
	cmd  *exec.Cmd
	tty  *os.File
	mu   sync.Mutex
	out  bytes.Buffer
	done chan struct{}
}

func startPTY(t *testing.T, env []string, args ...string) *ptySession {
	t.Helper()
	return startPTYCols(t, 120, env, args...)
}

// startPTYCols is startPTY on a terminal cols columns wide.
func startPTYCols(t *testing.T, cols uint16, env []string, args ...string) *ptySession {
	t.Helper()
	cmd := &exec.Cmd{Path: os.Args[0], Args: append([]string{"fourthdown"}, args...), Env: append(os.Environ(), env...)}
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: cols})
	if err != nil {
		t.Fatal(err)
	}
	s := &ptySession{t: t, cmd: cmd, tty: tty, done: make(chan struct{})}
	go func() {
		defer close(s.done)
		b := make([]byte, 4096)
		for {
			n, err := tty.Read(b)
			s.mu.Lock()
			s.out.Write(b[:n])
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		tty.Close()
	})
	return s
}

func (s *ptySession) output() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.String()
}

// waitFor waits until the output holds text (after the first `after` bytes).
func (s *ptySession) waitFor(text string, after int) int {
	s.t.Helper()
	deadline := time.Now().Add(ptyTimeout)
	for time.Now().Before(deadline) {
		o := s.output()
		if after <= len(o) {
			if i := strings.Index(o[after:], text); i >= 0 {
				return after + i + len(text)
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.t.Fatalf("no %q on the terminal; it shows:\n%s", text, s.output())
	return 0
}

func (s *ptySession) send(keys string) {
	s.t.Helper()
	if _, err := s.tty.Write([]byte(keys)); err != nil {
		s.t.Fatal(err)
	}
}

// waitTokens waits until the record holds n entries.
func waitTokens(t *testing.T, s *ptySession, path string, n int) {
	t.Helper()
	deadline := time.Now().Add(ptyTimeout)
	for time.Now().Before(deadline) {
		if toks, err := tokensIn(path); err == nil && len(toks) == n {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	toks, err := tokensIn(path)
	t.Fatalf("the record holds %d entries (%v), want %d; the terminal shows:\n%s", len(toks), err, n, s.output())
}

func tokensIn(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		line, _, _ = strings.Cut(line, "#")
		if strings.Contains(line, ":") {
			continue
		}
		for _, f := range strings.Fields(line) {
			e, err := fourthdown.ParseToken(f)
			if err != nil {
				return nil, err
			}
			out = append(out, e.String())
		}
	}
	return out, nil
}

// TestPlayInTerminal plays in a real pseudo-terminal as a person would:
// answers the menus and dice prompts (typed slowly and typed ahead fast),
// has a wrong die refused, is locked against a second process, is killed
// with SIGKILL mid-drive, resumes and finishes. The record equals the answers.
func TestPlayInTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	drives, _ := genGame(9, fourthdown.Home)
	want := flat(drives)
	dir := t.TempDir()
	games := filepath.Join(dir, "fourthdown", "games")
	os.MkdirAll(games, 0o755)
	path := filepath.Join(games, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "TERM=xterm"}

	s := startPTY(t, env, "play", "--no-advice", "--rules", "4th-down", "--receives", "home", "--date", "2026-11-22", path)
	// --rules is 4th Down's alone: it is the game, and the first
	// question is the home team's name, not which game.
	at := s.waitFor("Home team", 0)
	if strings.Contains(s.output(), "Which game?") {
		t.Fatal("asked which game although --rules is 4th Down's alone")
	}
	s.send("\r") // Bombers
	at = s.waitFor("Away team", at)
	s.send("\r") // Gunners
	at = s.waitFor("Players", at)
	s.send("\x1b[B\x1b[B\x1b[A\x1b[A\r") // arrows (readline would ring the bell), back to two players

	// Drive 1: the whole drive typed into the style menu.
	at = s.waitFor("play style from own 30", at)
	s.send(strings.Join(drives[0], " ") + "\r")
	n := len(drives[0])
	waitTokens(t, s, path, n)

	// Drive 2: a die out of range is refused on the spot; erase it, answer.
	at = s.waitFor("play style from", at)
	s.send(drives[1][0] + "\r")
	n++
	waitTokens(t, s, path, n)
	at = s.waitFor("roll the drive d20 (1–20)", at)
	s.send("25\r")
	at = s.waitFor("drive roll must be a d20 (1-20), got 25", at)
	s.send("\x7f\x7f" + drives[1][1] + "\r")
	n++
	waitTokens(t, s, path, n)
	// The rest of the drive and the next two typed ahead, all at once.
	var ahead []string
	ahead = append(ahead, drives[1][2:]...)
	ahead = append(ahead, drives[2]...)
	ahead = append(ahead, drives[3]...)
	s.send(strings.Join(ahead, "\r") + "\r")
	n += len(ahead)
	waitTokens(t, s, path, n)

	// A second play or resume of the same game is refused while this one runs.
	other := exec.Command(os.Args[0])
	other.Args = []string{"fourthdown", "resume", path}
	other.Env = append(os.Environ(), env...)
	msg, err := other.CombinedOutput()
	if err == nil || !strings.Contains(string(msg), "is open in another fourthdown") {
		t.Fatalf("a second resume got %v:\n%s", err, msg)
	}

	// Half a drive, then SIGKILL.
	s.send(drives[4][0] + "\r" + drives[4][1] + "\r")
	n += 2
	waitTokens(t, s, path, n)
	if err := s.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	s.cmd.Wait()
	if toks, _ := tokensIn(path); strings.Join(toks, " ") != strings.Join(want[:n], " ") {
		t.Fatalf("after kill -9 the record holds %v, want %v", toks, want[:n])
	}

	// Resume without FILE: the most recent unfinished game, then finish it.
	r := startPTY(t, env, "resume")
	at = r.waitFor("Resuming the most recently changed unfinished game: "+path, 0)
	at = r.waitFor("roll for a turnover", at)
	rest := drives[4][2:]
	r.send(strings.Join(rest, " ") + "\r") // the rest of the drive on one line
	n += len(rest)
	waitTokens(t, r, path, n)
	for _, d := range drives[5:] {
		r.send(strings.Join(d, " ") + "\r") // a drive a line, typed into the style menu
		n += len(d)
		waitTokens(t, r, path, n)
	}
	at = r.waitFor("The scoresheet: fourthdown sheet "+path, at)
	// A finished game offers to take back the last entry; Enter leaves.
	r.waitFor("The game is over: undo takes back the last entry, Enter leaves", at)
	r.send("\r")
	select {
	case <-r.done:
	case <-time.After(ptyTimeout):
		t.Fatal("the program did not exit after the game")
	}
	if err := r.cmd.Wait(); err != nil {
		t.Fatalf("resume exited with %v:\n%s", err, r.output())
	}
	toks, err := tokensIn(path)
	if err != nil || strings.Join(toks, " ") != strings.Join(want, " ") {
		t.Fatalf("the record holds\n%v\nthe players entered\n%v", toks, want)
	}
	if strings.Contains(r.output(), "\a") || strings.Contains(s.output(), "\a") {
		t.Fatal("the terminal bell rang")
	}
	if sgr.MatchString(s.output()) || sgr.MatchString(r.output()) {
		t.Fatalf("colour with NO_COLOR set: %q", sgr.FindString(s.output()+r.output()))
	}
	if _, err := os.Stat(filepath.Join(games, ".game.fdr.lock")); err == nil {
		t.Fatal("the lock file stays after the game")
	}
}

// TestPlayInTerminalCtrlC: Ctrl-C at a prompt saves, says how to resume and
// exits with status 130; Ctrl-D exits with 0.
func TestPlayInTerminalCtrlC(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=", "XDG_DATA_HOME=" + dir, "TERM=xterm"} // colour on
	s := startPTY(t, env, "play", "--game", "4th-down", "--no-advice", "--home", "Bombers", "--away", "Gunners", "--solo", "", "--receives", "home", "--date", "2026-11-22", path)
	at := s.waitFor("play style from own 30", 0)
	s.send("b 14\r")
	waitTokens(t, s, path, 2)
	at = s.waitFor("roll for a turnover", at)
	s.send("\x03")
	// The hint fits the terminal: the path may start the next row.
	s.waitFor(path, s.waitFor("Continue it with: fourthdown resume", at))
	<-s.done
	err := s.cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != ExitCancelled {
		t.Fatalf("Ctrl-C exited with %v, want status %d", err, ExitCancelled)
	}

	r := startPTY(t, env, "resume", path)
	at = r.waitFor("roll for a turnover", 0)
	r.send("8\r")
	waitTokens(t, r, path, 3)
	r.waitFor("roll the 4th-down distance", at)
	r.send("\x04")
	r.waitFor("Continue it with", at)
	<-r.done
	if err := r.cmd.Wait(); err != nil {
		t.Fatalf("Ctrl-D exited with %v", err)
	}
	if !sgr.MatchString(s.output()) {
		t.Fatal("no colour on a terminal without NO_COLOR")
	}
}

// sgr is a colour or style escape sequence.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// SIGTERM and SIGHUP stop a game cleanly: the record is saved, its lock
// file and temporary files are removed (issue 17).
func TestPlaySignalsCleanUp(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP} {
		dir := t.TempDir()
		path := filepath.Join(dir, "game.fdr")
		env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "TERM=xterm"}
		s := startPTY(t, env, "play", "--game", "4th-down", "--no-advice", "--home", "A", "--away", "B", "--solo", "", "--receives", "home",
			"--date", "2026-11-22", "--site", "x", "--home-coach", "a", "--away-coach", "b", path)
		at := s.waitFor("play style from own 30", 0)
		s.send("b 14 8\r")
		waitTokens(t, s, path, 3)
		s.waitFor("4th-down distance", at)
		if _, err := os.Stat(tracker.LockPath(path)); err != nil {
			t.Fatalf("no lock while playing: %v", err)
		}
		if err := s.cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		select {
		case <-s.done:
		case <-time.After(ptyTimeout):
			t.Fatalf("%v: the program did not stop", sig)
		}
		s.cmd.Wait()
		if _, err := os.Stat(tracker.LockPath(path)); !os.IsNotExist(err) {
			t.Errorf("%v: the lock file is left behind (%v)", sig, err)
		}
		if left, _ := filepath.Glob(filepath.Join(dir, ".game.fdr.tmp-*")); len(left) > 0 {
			t.Errorf("%v: temporary files left: %v", sig, left)
		}
		if toks, _ := tokensIn(path); len(toks) != 3 {
			t.Errorf("%v: the record holds %v", sig, toks)
		}
	}
}
