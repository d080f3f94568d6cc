package fdcmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/tracker"
)

func TestResolveRulesAndRecord(t *testing.T) {
	if r, err := ResolveRules(""); err != nil || r != fourthdown.FourthDown {
		t.Errorf("empty: %v %v", r, err)
	}
	if r, err := ResolveRules("GRIDIRON"); err != nil || r != fourthdown.Gridiron {
		t.Errorf("GRIDIRON: %v", err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "rules", "house.yaml")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte("base: gridiron\npunt_distance: 30\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := ResolveRules(file)
	if err != nil || r.PuntDistance != 30 || r.Name != "house" {
		t.Fatalf("house: %+v %v", r, err)
	}

	rec := &tracker.Record{}
	// A file in the record's folder or below is named relative to it.
	if err := SetRecordRules(rec, r, file, filepath.Join(dir, "g.fdr")); err != nil {
		t.Fatal(err)
	}
	if v, _ := rec.Get("rules"); v != "rules/house.yaml" {
		t.Errorf("rules: %q", v)
	}
	// A file elsewhere is copied beside the record, which reads only its
	// own folder or below (issue 37).
	if err := os.MkdirAll(filepath.Join(dir, "games"), 0o755); err != nil {
		t.Fatal(err)
	}
	rec = &tracker.Record{}
	if err := SetRecordRules(rec, r, file, filepath.Join(dir, "games", "g.fdr")); err != nil {
		t.Fatal(err)
	}
	if v, _ := rec.Get("rules"); v != "house.yaml" {
		t.Errorf("rules outside the folder: %q", v)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "games", "house.yaml")); err != nil || string(b) != "base: gridiron\npunt_distance: 30\n" {
		t.Errorf("the copy: %q %v", b, err)
	}
	// Again: the same file is there, and is used.
	if err := SetRecordRules(&tracker.Record{}, r, file, filepath.Join(dir, "games", "h.fdr")); err != nil {
		t.Errorf("the copy again: %v", err)
	}
	// Another file of that name there: refused, nothing replaced.
	other := filepath.Join(dir, "other", "house.yaml")
	os.MkdirAll(filepath.Dir(other), 0o755)
	os.WriteFile(other, []byte("base: gridiron\npunt_distance: 31\n"), 0o644)
	if err := SetRecordRules(&tracker.Record{}, r, other, filepath.Join(dir, "games", "i.fdr")); err == nil || !strings.Contains(err.Error(), "there is another file") {
		t.Errorf("another house.yaml: %v", err)
	}
	if v, _ := rec.Get("rules-digest"); v != houserules.Digest(r) {
		t.Errorf("rules-digest: %q", v)
	}

	for _, c := range []struct {
		name string
		r    *fourthdown.Ruleset
		want string
	}{{"", fourthdown.FourthDown, ""}, {"4th-down", fourthdown.FourthDown, ""}, {"Gridiron", fourthdown.Gridiron, "gridiron"}} {
		rec := &tracker.Record{}
		if err := SetRecordRules(rec, c.r, c.name, "g.fdr"); err != nil {
			t.Fatal(err)
		}
		v, _ := rec.Get("rules")
		_, digest := rec.Get("rules-digest")
		if v != c.want || digest {
			t.Errorf("%q: rules %q, digest %v", c.name, v, digest)
		}
	}
}

// rules shows one yard as "1 yard" (issue 41): a house rule that punts
// one yard, misses one yard back, kicks the try from one yard.
func TestRulesOneYard(t *testing.T) {
	r := *fourthdown.FourthDown
	r.PuntDistance, r.MissBack, r.KickTryMake = 1, 1, 1
	var b strings.Builder
	if err := writeRuleset(&b, &r, ""); err != nil {
		t.Fatal(err)
	}
	if s := b.String(); strings.Contains(s, " 1 yards") || !strings.Contains(s, "punt: 1 yard (") {
		t.Errorf("rules says:\n%s", s)
	}
}
