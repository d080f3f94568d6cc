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
	// MaxPerClient is how many /events streams one client (an IP address;
	// an IPv6 /64) may hold at once (0: MaxClientsPerAddr).
	MaxPerClient int
	// WriteWait is how long a client may take to take a write before it is
	// dropped (0: 10s).
	WriteWait time.Duration
}

// MaxClients is how many /events clients are served at once.
const MaxClients = 1000

// MaxClientsPerAddr is how many /events streams one client address is
// served at once by default: a browser opens at most 6 to one name, and a
// few browsers and screens on one computer stay well within it; one peer
// can no longer take all MaxClients and lock every new viewer out.
const MaxClientsPerAddr = 32

// writeWait is how long a client may take to take a write by default: one
// that never reads is dropped, never waited on.
const writeWait = 10 * time.Second

// streamBuffer is the send buffer of an event stream's connection: a few
// states. A client that never reads then fills it, and its next write
// waits past WriteWait and drops it; with the system's own buffer, which
// grows to megabytes, a client that never read was kept for hours.
const streamBuffer = 32 << 10

// connKey is the context key of a request's connection.
type connKey struct{}

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
	if opts.WriteWait <= 0 {
		opts.WriteWait = writeWait
	}
	if opts.MaxPerClient <= 0 {
		opts.MaxPerClient = MaxClientsPerAddr
	}
	b := &Board{opts: opts, refresh: make(chan struct{}, 1)}
	b.hub.clients = map[*client]struct{}{}
	b.hub.perKey = map[string]int{}
	b.hub.maxPerKey = opts.MaxPerClient
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
		// Each request knows its connection: an event stream sets its
		// send buffer (serveEvents).
		ConnContext: func(ctx context.Context, c net.Conn) context.Context { return context.WithValue(ctx, connKey{}, c) },
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
	// perKey counts the streams of each client address (clientKey); no
	// more than maxPerKey (0: no limit) are served to one.
	perKey    map[string]int
	maxPerKey int
}

// client is one /events stream: a buffer of one state, the newest (a
// client slower than the record gets the latest state, never a backlog).
type client struct {
	ch  chan *snapshot
	key string
}

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

// add registers a client from the address key, its buffer holding the
// current state; nil and why when there are MaxClients already, or as
// many as one address may hold from key.
func (h *hub) add(key string) (*client, string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.clients) >= MaxClients {
		return nil, "too many boards open at once"
	}
	if h.maxPerKey > 0 && h.perKey[key] >= h.maxPerKey {
		return nil, "too many boards open at once from one address: close some of its pages"
	}
	c := &client{ch: make(chan *snapshot, 1), key: key}
	if h.cur != nil {
		c.ch <- h.cur
	}
	h.clients[c] = struct{}{}
	if h.perKey != nil {
		h.perKey[key]++
	}
	return c, ""
}

func (h *hub) remove(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.clients, c)
	if h.perKey != nil {
		if h.perKey[c.key]--; h.perKey[c.key] <= 0 {
			delete(h.perKey, c.key)
		}
	}
}

// Clients is how many /events streams are open.
func (b *Board) Clients() int {
	b.hub.mu.Lock()
	defer b.hub.mu.Unlock()
	return len(b.hub.clients)
}
