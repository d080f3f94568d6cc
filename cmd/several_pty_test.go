//go:build linux || darwin

package cmd

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Several values on one line at a terminal's roll prompt: when a later
// one is refused, the good ones before it are entered and said (issue 41:
// "14 25" at the drive roll lost the 14), as in piped play and at menus.
func TestSeveralValuesKeepTheGoodOnes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 80, env, "play", "--game", "4th-down", "--no-advice", "--home", "Bombers", "--away", "Gunners",
		"--solo", "", "--receives", "home", "--date", "2026-11-22", path)
	at := s.waitFor("play style from own 30", 0)
	s.send("b\r")
	waitTokens(t, s, path, 1)
	at = s.waitFor("roll the drive d20 (1–20)", at)
	s.send("14 25\r")
	waitTokens(t, s, path, 2)
	at = s.waitFor(`refused "25"`, at)
	at = s.waitFor("entered before it: 14", at)
	// The next prompt asks for the die that 25 was refused at.
	at = s.waitFor("turnover", at)
	if toks, _ := tokensIn(path); strings.Join(toks, " ") != "balanced 14" {
		t.Errorf("the record holds %v, want balanced 14", toks)
	}
	s.send("8 6 fg 14 zz\r")
	waitTokens(t, s, path, 6)
	s.waitFor("entered before it: 8 6 fg 14", at)
	s.send("quit\r")
}

// At 80 columns the table command's title is broken between words by
// fourthdown, never mid-word by the terminal (issue 41: "TD\n time cap").
func TestTableTitleFits80Columns(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 80, env, "play", "--game", "4th-down", "--no-advice", "--home", "Bombers", "--away", "Gunners",
		"--solo", "", "--receives", "home", "--date", "2026-11-22", path)
	at := s.waitFor("play style from own 30", 0)
	for _, prompt := range []string{"play style from own 30", "roll the drive d20"} {
		s.send("table\r")
		start := s.waitFor("Bombers from own 30", at)
		start = strings.LastIndex(s.output()[:start], "\n") + 1 // the title's first line
		at = s.waitFor(" d20 ", start)
		title := regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]| \x08`).ReplaceAllString(s.output()[start:at], "")
		for _, l := range strings.Split(strings.ReplaceAll(title, "\r", ""), "\n") {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("at %s the table's title runs %d columns: %q", prompt, n, l)
			}
		}
		if prompt == "play style from own 30" {
			s.send("b\r")
			at = s.waitFor("roll the drive d20", at)
		}
	}
	s.send("quit\r")
}

// One refusal style at every prompt (issue 41): a value refused at the
// roll prompt, a later value refused on a line, a bad undo all read
// `✗ refused "WHAT": why`.
func TestOneRefusalStyle(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 120, env, "play", "--game", "4th-down", "--no-advice", "--home", "Bombers", "--away", "Gunners",
		"--solo", "", "--receives", "home", "--date", "2026-11-22", path)
	at := s.waitFor("play style from own 30", 0)
	s.send("b\r")
	at = s.waitFor("roll the drive d20 (1–20)", at)
	s.send("25\r")
	at = s.waitFor(`✗ refused "25": Bombers: drive roll must be a d20 (1-20), got 25`, at)
	s.send("14 21\r")
	at = s.waitFor(`✗ refused "21": Bombers: turnover roll must be a d20 (1-20), got 21`, at)
	s.send("undo 0\r")
	s.waitFor(`✗ refused "undo 0": say how many entries to take back, 1 or more`, at)
	s.send("quit\r")
}

// The same at 4th Street's result-code prompt: "41 11" keeps the 41 (issue
// 41: "long 41 11" lost it) and asks for the d10 again.
func TestSeveralValuesKeepTheGoodOnesStreet(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 80, env, "play", "--game", "4th-street", "--home", "Bills", "--away", "Jets",
		"--solo", "", "--receives", "home", "--date", "2026-11-22", path)
	at := s.waitFor("kick", 0)
	s.send("kickoff 61 8 9 11 9 K5\r")
	waitEntries(t, s, path, 7)
	at = s.waitFor("call ›", at)
	s.send("long\r")
	at = s.waitFor("result code of the long", at)
	s.send("41 11\r")
	waitEntries(t, s, path, 9)
	at = s.waitFor(`✗ refused "11"`, at)
	s.waitFor("entered before it: 41", at)
	s.send("quit\r")
}
