// Package testfiles finds the files the tests read: the repository's own
// testdata folder, found from whichever package's folder a test runs in, so
// a test reads the same files wherever its package lives and on a clone
// with nothing beside it. The specs' folder beside the project
// (../shared/spec) is read only by the test that checks the copies have
// not drifted from it.
package testfiles

import (
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// Root is the module's root folder: the nearest folder at or above the
// working directory that holds go.mod.
func Root(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("testfiles: no go.mod above the test's folder")
		}
		dir = up
	}
}

// Path is a path under the repository's testdata folder.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	return filepath.Join(append([]string{Root(t), "testdata"}, elem...)...)
}

// Glob lists the files under testdata that match pattern, sorted; it fails
// the test when none do, so a test never passes on no files.
func Glob(t testing.TB, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(Path(t, pattern))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("testfiles: nothing in the repository matches testdata/%s", pattern)
	}
	sort.Strings(files)
	return files
}

// RollExamples and StreetExamples are the worked examples of the 1st & Roll
// and 4th Street specs (records and their replay --json), copied into
// testdata from ../shared/spec.
func RollExamples(t testing.TB, pattern string) []string {
	t.Helper()
	return Glob(t, filepath.Join("roll-examples", pattern))
}

// StreetExamples: see RollExamples.
func StreetExamples(t testing.TB, pattern string) []string {
	t.Helper()
	return Glob(t, filepath.Join("street-examples", pattern))
}

// Spec is the specs' folder beside the project (../shared/spec), and
// whether it is there: a user's clone has none.
func Spec(t testing.TB) (string, bool) {
	t.Helper()
	dir := filepath.Join(filepath.Dir(Root(t)), "shared", "spec")
	st, err := os.Stat(dir)
	return dir, err == nil && st.IsDir()
}
