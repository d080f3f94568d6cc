package board

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// Options say what the board shows and how it watches.
type Options struct {
	// File is the record shown; when "", the most recently changed game
	// in Dir, moving on to a newer game when one starts.
	File string
	Dir  string
	// Chance, when set, words the chance of winning at g ("Bombers 61.2%
	// to win"), or "" when there is none to tell: what the program knows
	// of a game beyond the contract (4th Down's cached solution).
	Chance func(g *tracker.Game) string
	// Values, when set, are g's values (engine.Valuer) when it has them
	// and they are at hand, else nil: the board charts the home team's
	// chance after every entry (/state.json's win_chance).
	Values func(g *tracker.Game) engine.Valuer
	// Poll is the slow poll that backs the folder watch (default 2s);
	// Debounce is how long the board waits for a save's changes to settle
	// (default 50ms).
	Poll, Debounce time.Duration
	// Logf, when set, hears what the board does (the game it moves on to).
	Logf func(format string, args ...any)
}

// MaxClients is how many /events clients are served at once.
const MaxClients = 1000

// writeWait is how long a client may take to take a write: one that never
// reads is dropped, never waited on.
const writeWait = 10 * time.Second

// heartbeat is how often an idle event stream says it is alive.
const heartbeat = 20 * time.Second

// Board serves one record's state.
type Board struct {
	opts    Options
	hub     hub
	refresh chan struct{}
	// The watcher's own (one goroutine):
	shown string
	last  good
	stamp stamp
}

// New reads the record once (so the first request has its state) and is
// ready to serve.
func New(opts Options) *Board {
	if opts.Poll <= 0 {
		opts.Poll = 2 * time.Second
	}
	if opts.Debounce <= 0 {
		opts.Debounce = 50 * time.Millisecond
	}
	b := &Board{opts: opts, refresh: make(chan struct{}, 1)}
	b.hub.clients = map[*client]struct{}{}
	b.reload()
	return b
}

// Refresh asks for the state to be made again (the win chance became
// known): it is, soon, by the watcher.
func (b *Board) Refresh() {
	select {
	case b.refresh <- struct{}{}:
	default:
	}
}

// Shown is the record shown now ("" while there is none).
func (b *Board) Shown() string {
	b.hub.mu.Lock()
	defer b.hub.mu.Unlock()
	return b.hub.path
}

// Serve serves the board on ln and watches the record until ctx is done,
// then stops cleanly: the event streams end and the server shuts down.
func (b *Board) Serve(ctx context.Context, ln net.Listener) error {
	base, cancel := context.WithCancel(ctx)
	defer cancel()
	srv := &http.Server{
		Handler:           b,
		ReadHeaderTimeout: 5 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
		BaseContext:       func(net.Listener) context.Context { return base },
	}
	var wg sync.WaitGroup
	wg.Go(func() { b.watch(base) })
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	var err error
	select {
	case <-ctx.Done():
	case err = <-errc:
	}
	cancel() // ends the event streams, so Shutdown does not wait on them
	sctx, stop := context.WithTimeout(context.Background(), 5*time.Second)
	defer stop()
	if srv.Shutdown(sctx) != nil {
		srv.Close() // a client still holding on: cut off
	}
	wg.Wait()
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// hub hands every /events client the newest state.
type hub struct {
	mu      sync.Mutex
	cur     *snapshot
	path    string
	clients map[*client]struct{}
}

// client is one /events stream: a buffer of one state, the newest (a
// client slower than the record gets the latest state, never a backlog).
type client struct{ ch chan *snapshot }

func (h *hub) publish(s *snapshot) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur != nil && string(h.cur.frame) == string(s.frame) {
		return // nothing a client would see changed
	}
	h.cur = s
	for c := range h.clients {
		select {
		case <-c.ch: // a stale state not yet sent: dropped
		default:
		}
		c.ch <- s
	}
}

func (h *hub) current() *snapshot {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur == nil { // never read (build failed): an empty state
		return &snapshot{state: []byte("{}"), view: []byte("null"), page: []byte(`{"state":{},"view":null}`)}
	}
	return h.cur
}

// add registers a client, its buffer holding the current state; nil when
// there are MaxClients already.
func (h *hub) add() *client {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.clients) >= MaxClients {
		return nil
	}
	c := &client{ch: make(chan *snapshot, 1)}
	if h.cur != nil {
		c.ch <- h.cur
	}
	h.clients[c] = struct{}{}
	return c
}

func (h *hub) remove(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.clients, c)
}

// Clients is how many /events streams are open.
func (b *Board) Clients() int {
	b.hub.mu.Lock()
	defer b.hub.mu.Unlock()
	return len(b.hub.clients)
}
