// Package cachedir bounds a cache folder: the entries used least lately
// go first, until what is left holds no more than a limit.
package cachedir

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Dir is the program's cache folder sub: $XDG_CACHE_HOME/fourthdown/sub
// when XDG_CACHE_HOME is an absolute path, else the OS's per-user cache
// folder's (~/.cache/fourthdown/sub on Linux); sub "" is the program's
// own folder. The error is the OS's, when it has no such folder.
func Dir(sub string) (string, error) {
	if d := os.Getenv("XDG_CACHE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "fourthdown", sub), nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "fourthdown", sub), nil
}

// Touch marks the files at paths used now (an error changes nothing: a
// cache that cannot be written is only pruned sooner).
func Touch(paths ...string) {
	now := time.Now()
	for _, p := range paths {
		_ = os.Chtimes(p, now, now)
	}
}

// Place ends the cache file f, a temporary file in the cache folder
// whose content write writes, and puts it at path: synced, then renamed
// into place, so that a reader finds the whole file or none. f is
// removed when it cannot be placed.
func Place(f *os.File, path string, write func() error) error {
	defer os.Remove(f.Name())
	err := write()
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// Folder is a cache folder and how its files are told apart.
type Folder struct {
	Dir string
	// Stem names the entry a file belongs to (its files are removed
	// together, and it was used when the newest of them was), "" for a
	// file that is not the cache's, which is never touched.
	Stem func(name string) string
	// Temp is the name prefix of a cache's temporary files, removed once
	// older than Stale (left over by a writer that was stopped).
	Temp  string
	Stale time.Duration
}

type entry struct {
	files []string
	size  int64
	used  time.Time
}

// Prune removes the entries of f used least lately (never keep's, the
// entry of the file keep) until the rest hold no more than limit bytes,
// and temporary files left over. It touches no other file.
func (f Folder) Prune(keep string, limit int64) {
	all, err := os.ReadDir(f.Dir)
	if err != nil {
		return
	}
	entries := map[string]*entry{}
	var total int64
	keepStem := f.Stem(filepath.Base(keep))
	for _, e := range all {
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		if f.Temp != "" && strings.HasPrefix(e.Name(), f.Temp) && time.Since(info.ModTime()) > f.Stale {
			os.Remove(filepath.Join(f.Dir, e.Name()))
			continue
		}
		stem := f.Stem(e.Name())
		if stem == "" {
			continue
		}
		total += info.Size()
		if stem == keepStem {
			continue
		}
		en := entries[stem]
		if en == nil {
			en = &entry{}
			entries[stem] = en
		}
		en.files = append(en.files, e.Name())
		en.size += info.Size()
		if info.ModTime().After(en.used) {
			en.used = info.ModTime()
		}
	}
	f.removeOldest(entries, total, limit)
}

// removeOldest removes entries, least lately used first, until total is
// no more than limit.
func (f Folder) removeOldest(entries map[string]*entry, total, limit int64) {
	order := make([]*entry, 0, len(entries))
	for _, e := range entries {
		order = append(order, e)
	}
	sort.Slice(order, func(i, j int) bool { return order[i].used.Before(order[j].used) })
	for _, e := range order {
		if total <= limit {
			return
		}
		for _, name := range e.files {
			os.Remove(filepath.Join(f.Dir, name))
		}
		total -= e.size
	}
}
