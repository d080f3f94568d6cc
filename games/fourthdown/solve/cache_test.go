package solve

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// The cache: a solution read back gives the solved values (to float32's
// rounding); a file cut short, changed by one byte, or made for other
// rules is not used (solved again and replaced); two processes solving at
// once both end with a whole file.
func TestCache(t *testing.T) {
	r := tinyRules(t)
	dir := t.TempDir()
	opts := Options{CacheDir: dir}
	var wg sync.WaitGroup
	sols := make([]*Solution, 2)
	for i := range sols {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			s, err := Load(context.Background(), r, opts)
			if err != nil {
				t.Error(err)
			}
			sols[i] = s
		}(i)
	}
	wg.Wait()
	path := CachePath(dir, r, DefaultMargin(r))
	read := alloc(r, DefaultMargin(r))
	if err := read.readCache(path, 0); err != nil {
		t.Fatalf("after two solves at once: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".solving-*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// Values read back agree with the solve.
	for c := 1; c <= r.HalfBlocks; c++ {
		s, _ := r.At(fourthdown.Situation{Half: 1, Clock: c, Receiver: fourthdown.Home, Offense: fourthdown.Away, Ball: 60, Ask: fourthdown.AskStyle})
		// Exactly: Load keeps what it solved as the cache keeps it, so a
		// sheet printed before and after the cache is the same.
		if a, b := sols[0].HomeValue(&s), read.HomeValue(&s); a != b {
			t.Errorf("clock %d: solved %.9f, read %.9f", c, a, b)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string][]byte{
		"cut short":   data[:len(data)/2],
		"one byte":    append(append(append([]byte(nil), data[:len(data)/3]...), data[len(data)/3]^1), data[len(data)/3+1:]...),
		"other rules": nil,
	} {
		if bad == nil {
			other := alloc(fourthdown.FourthDown, DefaultMargin(r))
			if err := other.readCache(path, 0); err == nil {
				t.Errorf("%s: accepted", name)
			}
			continue
		}
		if err := os.WriteFile(path, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		probe := alloc(r, DefaultMargin(r))
		if err := probe.readCache(path, 0); err == nil {
			t.Errorf("%s: accepted", name)
		}
		if _, err := Load(context.Background(), r, opts); err != nil {
			t.Fatal(err)
		}
		if err := alloc(r, DefaultMargin(r)).readCache(path, 0); err != nil {
			t.Errorf("%s: not replaced by a whole file: %v", name, err)
		}
	}
}

// A cache entry that is not a regular file (a link to /dev/zero, a folder)
// or not of the size its header promises is ignored, never read past that
// size, and solved again into a whole file.
func TestCacheNotAFile(t *testing.T) {
	r := tinyRules(t)
	dir := t.TempDir()
	opts := Options{CacheDir: dir}
	if _, err := Load(context.Background(), r, opts); err != nil {
		t.Fatal(err)
	}
	path := CachePath(dir, r, DefaultMargin(r))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, spoil := range map[string]func() error{
		"link to /dev/zero": func() error { os.Remove(path); return os.Symlink("/dev/zero", path) },
		"a folder":          func() error { os.Remove(path); return os.Mkdir(path, 0o755) },
		"longer": func() error {
			os.Remove(path)
			return os.WriteFile(path, append(append([]byte(nil), data...), 0), 0o644)
		},
	} {
		if _, err := os.Stat("/dev/zero"); err != nil && name == "link to /dev/zero" {
			continue
		}
		if err := spoil(); err != nil {
			t.Fatal(err)
		}
		if err := alloc(r, DefaultMargin(r)).readCache(path, 0); err == nil {
			t.Errorf("%s: accepted", name)
		}
		if name == "a folder" {
			os.Remove(path) // a folder cannot be renamed over: the solve keeps its answer, unsaved
		}
		if _, err := Load(context.Background(), r, opts); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := alloc(r, DefaultMargin(r)).readCache(path, 0); err != nil {
			t.Errorf("%s: not replaced by a whole file: %v", name, err)
		}
	}
}

// The cache holds no more than its bound: the solutions used least
// lately go first, both their files, never the one just kept, nor a file
// not the cache's; a temporary file left by a stopped solve goes too.
func TestCacheBounded(t *testing.T) {
	dir := t.TempDir()
	at := time.Now().Add(-10 * time.Hour)
	file := func(name string, size int64, age time.Duration) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, make([]byte, size), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, at.Add(-age), at.Add(-age)); err != nil {
			t.Fatal(err)
		}
		return p
	}
	oldest := file("aaaa-v1-m48.sol", 300, 3*time.Hour)
	oldestDist := file("aaaa-v1-m48-distance.sol", 600, 3*time.Hour)
	middle := file("bbbb-v1-m48.sol", 300, 2*time.Hour)
	file("bbbb-v1-m48-distance.sol", 600, 0) // used lately: the newer of the two counts
	recent := file("cccc-v1-m42.sol", 300, time.Hour)
	kept := file("dddd-v1-m48.sol", 300, 5*time.Hour)
	other := file("notes.txt", 5000, 9*time.Hour)
	left := file(".solving-123", 100, 2*time.Hour)
	prune(dir, kept, 1500)
	for _, p := range []string{oldest, oldestDist, left} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s kept", filepath.Base(p))
		}
	}
	for _, p := range []string{middle, recent, kept, other} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s removed", filepath.Base(p))
		}
	}
	// A solution read from the cache is used now: it outlives older ones.
	used(middle)
	prune(dir, kept, 1200)
	if _, err := os.Stat(middle); err != nil {
		t.Error("the solution just used was removed")
	}
	if _, err := os.Stat(recent); err == nil {
		t.Error("the solution used least lately was kept")
	}
}

// A solve for the cache writes the 4th-down distance values as it solves
// them: the file is byte for byte the one written from a whole solution,
// and the values read back with it are the solution's.
func TestCacheStreamedAsWritten(t *testing.T) {
	r := tinyRules(t)
	dir := t.TempDir()
	streamed, err := Load(context.Background(), r, Options{CacheDir: dir, Distances: true})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := New(context.Background(), r, Options{})
	if err != nil {
		t.Fatal(err)
	}
	whole.rounded()
	path := CachePath(dir, r, DefaultMargin(r))
	for part := range parts {
		want := filepath.Join(t.TempDir(), "whole.sol")
		if err := writeCache(want, whole, part); err != nil {
			t.Fatal(err)
		}
		a, _ := os.ReadFile(partPath(path, part))
		b, _ := os.ReadFile(want)
		if len(b) == 0 || string(a) != string(b) {
			t.Errorf("part %d: the streamed file (%d bytes) is not the whole solution's (%d bytes)", part, len(a), len(b))
		}
	}
	if string(streamed.cached[3]) != string(whole.cached[3]) {
		t.Error("the distance values read back are not the solution's")
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".solving-*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
