package cmd

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
)

// league and night take the folder the same way: as an argument DIR or
// as --dir DIR (issue 52 item 8: league DIR but night --dir DIR); night's
// DATE and DIR come in either order.
func TestLeagueAndNightTakeTheFolderAlike(t *testing.T) {
	dir := nightFolder(t)
	out := t.TempDir()
	for i, args := range [][]string{
		{"league", dir}, {"league", "--dir", dir}, {"league", dir, "--dir", dir},
		{"night", dir}, {"night", "--dir", dir}, {"night", "2026-11-22", dir}, {"night", dir, "2026-11-22"},
	} {
		if args[0] == "night" {
			args = append(args, "--no-analysis", "-o", filepath.Join(out, strings.Repeat("n", i+1)+".pdf"))
		}
		_, errOut, code := runCmd(t, out, args...)
		if code != ExitOK {
			t.Errorf("%v: exit %d, %s", args, code, errOut)
		}
	}
	for _, args := range [][]string{
		{"league", dir, "--dir", out}, {"night", dir, "--dir", out}, {"night", dir, out}, {"night", "2026-11-22", "2026-11-23"}, {"night", "2026-13-45"},
	} {
		_, errOut, code := runCmd(t, out, args...)
		if code != ExitUsage {
			t.Errorf("%v: exit %d, %s; want it refused", args, code, errOut)
		}
	}
}

// Every game's play aids and blank scoresheet are named the same way,
// with the game's name (issue 52 item 8).
func TestEveryGamesFileIsNamedAlike(t *testing.T) {
	for _, g := range engine.Games() {
		for _, name := range []string{defaultAidsFile, defaultBlankFile} {
			want := strings.TrimSuffix(name, ".pdf") + "-" + g.Name() + ".pdf"
			if got := cmdutil.GameFile(name, g); got != want {
				t.Errorf("%s's file is %s, want %s", g.Name(), got, want)
			}
		}
	}
}
