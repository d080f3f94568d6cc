package houserules_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	_ "github.com/fourthdown/fourthdown/games/fourthdown/fdtest" // 4th Down registered
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/tracker"
)

func TestRecordHouseRules(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "rules"), 0o755); err != nil {
		t.Fatal(err)
	}
	rulesPath := filepath.Join(dir, "rules", "house.yaml")
	if err := os.WriteFile(rulesPath, []byte("base: 4th-down\nkickoff: 25\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := houserules.Load(rulesPath)
	if err != nil {
		t.Fatal(err)
	}
	gamesDir := dir // the record's folder holds the house-rules file, below it (issue 37)
	rec := &tracker.Record{}
	rec.Set("receives", "home")
	ref, err := tracker.NameBeside(rulesPath, filepath.Join(gamesDir, "game.fdr"), houserules.MaxBytes, "a house-rules file")
	if err != nil {
		t.Fatal(err)
	}
	houserules.SetRecord(rec, r, ref)
	if v, _ := rec.Get("rules"); v != "rules/house.yaml" {
		t.Errorf("rules: %q", v)
	}
	if v, _ := rec.Get("rules-digest"); v != houserules.Digest(r) || !strings.HasPrefix(v, "sha256:") || len(v) != len("sha256:")+16 {
		t.Errorf("rules-digest: %q", v)
	}
	// Read back from the record's directory: the file is found relative to it.
	var b strings.Builder
	if err := rec.Format(&b); err != nil {
		t.Fatal(err)
	}
	back, err := tracker.Parse(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	back.Dir = gamesDir
	g, err := tracker.Replay(back)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := fourthdown.Of(g.Match)
	if m.Rules.Kickoff != 25 || m.State.Own() != 25 {
		t.Errorf("kickoff %d, ball on own %d; want 25", m.Rules.Kickoff, m.State.Own())
	}
	// Changed rules: the record says so instead of replaying differently.
	if err := os.WriteFile(rulesPath, []byte("base: 4th-down\nkickoff: 35\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = tracker.Replay(back)
	if err == nil || !strings.Contains(err.Error(), "the house rules in rules/house.yaml have changed since this record was made") {
		t.Errorf("changed rules: %v", err)
	}
	// Comments and layout do not change the digest, only the rules do.
	if err := os.WriteFile(rulesPath, []byte("# the Smiths\nkickoff: 25   # shorter\nbase: 4th-down\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err = tracker.Replay(back); err != nil {
		t.Errorf("same rules, new layout: %v", err)
	}
	// A built-in needs no digest.
	rec2 := &tracker.Record{}
	houserules.SetRecord(rec2, fourthdown.Gridiron, "gridiron")
	if _, ok := rec2.Get("rules-digest"); ok {
		t.Error("a built-in ruleset got a rules-digest")
	}
}

// TestRecordReadsOnlyItsFolder: a `rules:` naming a file outside the
// record's folder (absolute, "..", a link leading out) is refused without
// reading it, and a file there that is not house rules is refused without
// quoting it (issue 37).
func TestRecordReadsOnlyItsFolder(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games")
	os.MkdirAll(games, 0o755)
	secret := filepath.Join(dir, "secret.yaml")
	os.WriteFile(secret, []byte("base: 4th-down\nroot:x:0:0:SECRET\n"), 0o644)
	os.WriteFile(filepath.Join(games, "notes.yaml"), []byte("base: 4th-down\nroot:x:0:0:SECRET: 1\n"), 0o644)
	os.Symlink(secret, filepath.Join(games, "link.yaml"))
	os.Symlink("../secret.yaml", filepath.Join(games, "rel.yaml"))
	for _, c := range []struct{ ref, want string }{
		{secret, "is not in the record's folder"},
		{"../secret.yaml", "is not in the record's folder"},
		{"link.yaml", "is not in the record's folder"},
		{"rel.yaml", "is not in the record's folder"},
		{"notes.yaml", "notes.yaml is not a house-rules file that can be used (line 2): 'fourthdown rules show"},
	} {
		rec, err := tracker.Parse(strings.NewReader("receives: home\nrules: " + c.ref + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		rec.Dir = games
		_, err = tracker.Replay(rec)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "SECRET") {
			t.Errorf("rules: %s: %v", c.ref, err)
		}
	}
}
