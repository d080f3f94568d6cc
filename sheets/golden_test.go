package sheets

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// checkGolden compares doc's layout JSON with testdata/name.json. With
// -update it rewrites the file; a missing golden fails.
func checkGolden(t *testing.T, name string, doc *Document) {
	t.Helper()
	got, err := doc.JSON()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", name+".json")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden %s: %v (run go test ./sheets -update to create it)", path, err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("layout of %s differs from %s (run go test ./sheets -update and review the diff):\n%s", name, path, firstDiff(string(want), string(got)))
	}
}

// firstDiff shows the first differing line with a little context.
func firstDiff(want, got string) string {
	wl, gl := bytes.Split([]byte(want), []byte("\n")), bytes.Split([]byte(got), []byte("\n"))
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if !bytes.Equal(w, g) {
			return "line " + strconv.Itoa(i+1) + ":\n- " + string(w) + "\n+ " + string(g)
		}
	}
	return "(no line differs)"
}
