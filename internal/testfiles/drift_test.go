package testfiles

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// copies are the folders of worked examples the repository keeps, each
// with the folder of ../shared/spec it was copied from.
var copies = []struct{ repo, spec string }{
	{"testdata/roll-examples", "roll-examples"},
	{"testdata/street-examples", "street-examples"},
	{"games/fourthdown/solve/testdata/advice-examples", "advice-examples"},
}

// The copies of the worked examples the tests read are the specs' own,
// file for file and byte for byte, when the specs' folder is beside the
// project (it is not on a user's clone; there the copies are all there is,
// and TestCopiesArePresent checks they are).
func TestCopiesMatchTheSpecs(t *testing.T) {
	spec, ok := Spec(t)
	if !ok {
		t.Skip("no ../shared/spec beside the project: the repository's copies are checked by TestCopiesArePresent")
	}
	root := Root(t)
	for _, c := range copies {
		want := listing(t, filepath.Join(spec, c.spec))
		got := listing(t, filepath.Join(root, c.repo))
		for name, data := range want {
			have, ok := got[name]
			switch {
			case !ok:
				t.Errorf("%s/%s is missing: copy it from ../shared/spec/%s", c.repo, name, c.spec)
			case !bytes.Equal(have, data):
				t.Errorf("%s/%s differs from ../shared/spec/%s/%s: copy it again", c.repo, name, c.spec, name)
			}
		}
		for name := range got {
			if _, ok := want[name]; !ok {
				t.Errorf("%s/%s is not in ../shared/spec/%s", c.repo, name, c.spec)
			}
		}
	}
}

// The repository holds every folder of examples, with records and their
// expected JSON side by side.
func TestCopiesArePresent(t *testing.T) {
	root := Root(t)
	for _, c := range copies {
		files := listing(t, filepath.Join(root, c.repo))
		var records []string
		for name := range files {
			if filepath.Ext(name) == ".fdr" {
				records = append(records, name)
			}
		}
		sort.Strings(records)
		if len(records) < 6 {
			t.Errorf("%s: %d records, want the specs' worked examples", c.repo, len(records))
		}
	}
}

func listing(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}
