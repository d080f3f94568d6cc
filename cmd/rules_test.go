package cmd

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/tracker"
)

func TestResolveRulesAndRecord(t *testing.T) {
	if r, err := resolveRules(""); err != nil || r != fourthdown.FourthDown {
		t.Errorf("empty: %v %v", r, err)
	}
	if r, err := resolveRules("GRIDIRON"); err != nil || r != fourthdown.Gridiron {
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
	r, err := resolveRules(file)
	if err != nil || r.PuntDistance != 30 || r.Name != "house" {
		t.Fatalf("house: %+v %v", r, err)
	}

	rec := &tracker.Record{}
	setRecordRules(rec, r, file, filepath.Join(dir, "games", "g.fdr"))
	if v, _ := rec.Get("rules"); v != "../rules/house.yaml" {
		t.Errorf("rules: %q", v)
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
		setRecordRules(rec, c.r, c.name, "g.fdr")
		v, _ := rec.Get("rules")
		_, digest := rec.Get("rules-digest")
		if v != c.want || digest {
			t.Errorf("%q: rules %q, digest %v", c.name, v, digest)
		}
	}
}
