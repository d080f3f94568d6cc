package board

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/fourthdown/fourthdown/tracker"
)

// stamp is what the slow poll compares to see a record change.
type stamp struct {
	file os.FileInfo
	ok   bool
}

func stampOf(path string) stamp {
	if path == "" {
		return stamp{}
	}
	fi, err := os.Stat(path)
	if err != nil {
		return stamp{}
	}
	return stamp{fi, true}
}

func (s stamp) same(o stamp) bool {
	if s.ok != o.ok {
		return false
	}
	if !s.ok {
		return true
	}
	return os.SameFile(s.file, o.file) && s.file.Size() == o.file.Size() && s.file.ModTime().Equal(o.file.ModTime())
}

// Latest is the most recently changed game record in dir ("" when there
// is none): the game the board follows when it is given no file.
func Latest(dir string) string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	best, bestMod := "", time.Time{}
	for _, e := range ents {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasSuffix(name, tracker.RecordExt) || strings.HasPrefix(name, ".") {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		if best == "" || fi.ModTime().After(bestMod) || (fi.ModTime().Equal(bestMod) && name > filepath.Base(best)) {
			best, bestMod = filepath.Join(dir, name), fi.ModTime()
		}
	}
	return best
}

// path is the record shown now: the file given, or the newest game.
func (b *Board) path() string {
	if b.opts.File != "" {
		return b.opts.File
	}
	return Latest(b.opts.Dir)
}

// dir is the folder watched: the record's own (play saves by renaming a
// new file over it, which a watch on the file itself would lose).
func (b *Board) dir() string {
	if b.opts.File != "" {
		return filepath.Dir(b.opts.File)
	}
	return b.opts.Dir
}

// reload reads the record again and publishes its state when it changed.
func (b *Board) reload() {
	path := b.path()
	if path != b.shown {
		b.last = good{} // another game: its own last good state
		b.shown = path
		b.hub.mu.Lock()
		b.hub.path = path
		b.hub.mu.Unlock()
		if b.opts.Logf != nil && path != "" && b.opts.File == "" {
			b.opts.Logf("board: showing %s", tracker.Printable(path))
		}
	}
	b.stamp = stampOf(path)
	s, err := build(path, &b.last, &b.opts)
	if err != nil {
		if b.opts.Logf != nil {
			b.opts.Logf("board: %s", tracker.Printable(err.Error()))
		}
		return
	}
	b.hub.publish(s)
}

// watch follows the record until ctx is done: a folder watch (debounced:
// one save is a create, a write and a rename, read once) and a slow poll,
// which is all there is where the system offers no watch.
func (b *Board) watch(ctx context.Context) {
	w, err := fsnotify.NewWatcher()
	var events chan fsnotify.Event
	var errs chan error
	watching := ""
	if err == nil {
		defer w.Close()
		events, errs = w.Events, w.Errors
	}
	addWatch := func() {
		if w == nil || err != nil {
			return
		}
		d := b.dir()
		if d == watching {
			return
		}
		if watching != "" {
			w.Remove(watching)
			watching = ""
		}
		if w.Add(d) == nil {
			watching = d
		}
	}
	addWatch()
	poll := time.NewTicker(b.opts.Poll)
	defer poll.Stop()
	debounce := time.NewTimer(time.Hour)
	debounce.Stop()
	pending := false
	for {
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-events:
			if !ok {
				events = nil
				continue
			}
			if b.concerns(ev.Name) && !pending {
				// Read once the burst of a save has passed; a record that
				// changes without pause is still read every Debounce.
				pending = true
				debounce.Reset(b.opts.Debounce)
			}
		case _, ok := <-errs:
			if !ok {
				errs = nil
			}
		case <-b.refresh:
			b.reload()
		case <-debounce.C:
			pending = false
			b.reload()
		case <-poll.C:
			addWatch() // a games folder made after the board started
			if b.path() != b.shown || !stampOf(b.shown).same(b.stamp) {
				b.reload()
			}
		}
	}
}

// concerns reports whether a change to name in the watched folder may
// change what the board shows.
func (b *Board) concerns(name string) bool {
	if b.opts.File != "" {
		return filepath.Base(name) == filepath.Base(b.opts.File)
	}
	base := filepath.Base(name)
	return strings.HasSuffix(base, tracker.RecordExt) && !strings.HasPrefix(base, ".")
}
