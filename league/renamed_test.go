package league

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestJSONKeepsRenamedKeys: the JSON's generic names (an unfinished game's
// "period", the "yards_per_possession" leaders) come with their old names
// ("half", "yards_per_drive") alongside, the same figures, until the next
// release.
func TestJSONKeepsRenamedKeys(t *testing.T) {
	dir := simulated(t, 8, 7)
	cut := filepath.Join(dir, "g003.fdr")
	data, err := os.ReadFile(cut)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	os.WriteFile(cut, []byte(strings.Join(lines[:len(lines)-4], "\n")+"\n"), 0o644)
	rep, err := Fold(dir, &Config{}, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var j struct {
		Unfinished []map[string]any `json:"unfinished"`
		Leaders    []struct {
			Category  string          `json:"category"`
			RenamedTo string          `json:"renamed_to"`
			Title     string          `json:"title"`
			Teams     json.RawMessage `json:"teams"`
		} `json:"leaders"`
	}
	if err := json.Unmarshal(buf.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if len(j.Unfinished) != 1 {
		t.Fatalf("%d unfinished games, want 1", len(j.Unfinished))
	}
	u := j.Unfinished[0]
	if p, ok := u["period"].(float64); !ok || p < 1 || u["half"] != u["period"] {
		t.Errorf("unfinished game: period %v, half %v; want a period and the same half", u["period"], u["half"])
	}
	at := map[string]int{}
	for i, l := range j.Leaders {
		at[l.Category] = i
	}
	n, okNew := at["yards_per_possession"]
	o, okOld := at["yards_per_drive"]
	if !okNew || !okOld {
		t.Fatalf("leaders %v: want yards_per_possession and yards_per_drive", at)
	}
	if j.Leaders[o].RenamedTo != "yards_per_possession" || j.Leaders[n].RenamedTo != "" ||
		j.Leaders[o].Title != j.Leaders[n].Title || !bytes.Equal(j.Leaders[o].Teams, j.Leaders[n].Teams) {
		t.Errorf("the old category %+v is not the new one %+v under its old name", j.Leaders[o], j.Leaders[n])
	}
}
