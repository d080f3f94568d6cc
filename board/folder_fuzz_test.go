package board

import (
	"path/filepath"
	"strings"
	"testing"
)

// FuzzWithoutFolder: a reason that names no path of the record comes back
// as it was, whatever the folder's name (one letter, a word of the reason,
// control characters); one that names the record's absolute path, in any
// printed form, comes back naming the file alone and not the folder.
func FuzzWithoutFolder(f *testing.F) {
	f.Add("the last line does not end with a line break, so it may have been cut short", "e")
	f.Add("the record is a symbolic link", "a")
	f.Add("x is not a game record", "f\x1b[31mo\nld")
	f.Add("", "the")
	f.Fuzz(func(t *testing.T, reason, folder string) {
		if folder == "" || folder == "." || folder == ".." || strings.ContainsAny(folder, "/\x00") || strings.Contains(reason, "/fuzzroot") {
			return
		}
		path := filepath.Join("/fuzzroot", folder, "game.fdr")
		if got := withoutFolder(reason, filepath.Join(folder, "game.fdr")); got != reason && !strings.Contains(reason, "game.fdr") {
			t.Fatalf("folder %q: %q became %q", folder, reason, got)
		}
		for _, form := range printedForms(path) {
			got := withoutFolder(reason+" "+form+": not a record", path)
			for _, dir := range printedForms(filepath.Dir(path)) {
				if strings.Contains(got, dir+"/") {
					t.Fatalf("folder %q: %q still names the folder", folder, got)
				}
			}
		}
	})
}
