package board_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/board"
)

// errorOf waits for the board's error and returns it with the body of
// /state.json.
func errorOf(t *testing.T, s *served) (map[string]any, string) {
	t.Helper()
	st := waitState(t, s, 3*time.Second, "an error", func(st state) bool { return st["error"] != nil })
	_, body := get(t, s.URL+"/state.json")
	e, _ := st["error"].(map[string]any)
	return e, string(body)
}

// A record in a folder of a short name (one letter, a word of the
// reasons) keeps its reason whole (issue 53 item 4: withoutFolder
// replaced the folder's name anywhere in the text).
func TestReasonKeepsItsWordsWhateverTheFolder(t *testing.T) {
	for _, folder := range []string{"e", "a", "the", "line"} {
		t.Run(folder, func(t *testing.T) {
			head, _ := partOf(t, fullGame, 4)
			t.Chdir(t.TempDir())
			if err := os.Mkdir(folder, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(folder, "game.fdr"), []byte(strings.TrimSuffix(head, "\n")), 0o644); err != nil {
				t.Fatal(err)
			}
			e, _ := errorOf(t, serve(t, board.Options{File: folder + "/game.fdr"}))
			if want := "the last line does not end with a line break, so it may have been cut short"; e["reason"] != want {
				t.Errorf("folder %q: the reason reads %q, want %q", folder, e["reason"], want)
			}
		})
	}
}

// A folder whose name holds control characters is hidden as well: in
// the reason, /state.json names the record's file alone, in none of the
// forms an error prints a path (raw, or with "?" for the controls).
func TestStateHidesAFolderWithControls(t *testing.T) {
	for _, notFile := range []bool{true, false} {
		parent := t.TempDir()
		dir := filepath.Join(parent, "f\x1b[31mo\nld")
		rec := filepath.Join(dir, "game.fdr")
		var err error
		if notFile { // an error that names the path as it is
			err = os.MkdirAll(rec, 0o755)
		} else if err = os.MkdirAll(dir, 0o755); err == nil { // one that names it printable
			err = os.WriteFile(rec, []byte("league: x\n"), 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
		e, body := errorOf(t, serve(t, board.Options{File: rec}))
		if strings.Contains(body, parent) || strings.Contains(body, "ld/game") || !strings.HasPrefix(fmt.Sprint(e["reason"]), "game.fdr is not a ") {
			t.Errorf("/state.json names the record's folder: %s", body)
		}
	}
}

// A file that is not a record (another name of /etc/passwd) is named,
// never quoted beyond what shows it is not one (issue 53 item 6).
func TestBoardDoesNotQuoteANonRecord(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.fdr")
	passwd := "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\nbin:x:2:2:bin:/bin:/usr/sbin/nologin\n"
	if err := os.WriteFile(rec, []byte(passwd), 0o644); err != nil {
		t.Fatal(err)
	}
	_, body := errorOf(t, serve(t, board.Options{File: rec}))
	for _, w := range []string{"daemon", "x:0:0", "/bin/bash", "nologin"} {
		if strings.Contains(body, w) {
			t.Errorf("/state.json quotes the file (%q): %s", w, body)
		}
	}
}
