package board

import (
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

var (
	//go:embed page.html
	pageHTML string
	//go:embed page.css
	pageCSS string
	//go:embed page.js
	pageJS string
)

// csp allows the page's own inline style and script (by their digests)
// and its event stream, and nothing else: no file from anywhere.
// It and the page's frame are made when the board first serves: hashing
// and splicing the page cost every run of the program (any command) some
// 400,000 instructions when they were made as the package started.
var csp = sync.OnceValue(func() string {
	return "default-src 'none'; style-src '" + digest(pageCSS) + "'; script-src '" + digest(pageJS) +
		"'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'"
})

func digest(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

// The page's frame around its data: everything but the data is constant.
// pageFrame is the page's head, middle and tail.
type pageFrame struct{ head, mid, tail string }

var page = sync.OnceValue(func() pageFrame {
	p := strings.Replace(pageHTML, "{{STYLE}}", pageCSS, 1)
	p = strings.Replace(p, "{{SCRIPT}}", pageJS, 1)
	head, rest, _ := strings.Cut(p, "{{CLASS}}") // the <html> element's class
	mid, tail, _ := strings.Cut(rest, "{{DATA}}")
	return pageFrame{head, mid, tail}
})

// ServeHTTP serves the three routes, GET (or HEAD) only: the page, the
// state and the event stream. No other path is served, and no part of a
// request's path is ever looked up on the file system.
func (b *Board) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", csp())
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-store")
	if local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr); local != nil && !hostAllowed(r.Host, local) {
		refuseHost(w, local)
		return
	}
	var serve func(http.ResponseWriter, *http.Request)
	switch r.URL.Path {
	case "/":
		serve = b.servePage
	case "/state.json":
		serve = b.serveState
	case "/events":
		serve = b.serveEvents
	default:
		h.Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte("not found: the board serves /, /state.json and /events\n"))
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		h.Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusMethodNotAllowed)
		w.Write([]byte("the board is read-only: GET only\n"))
		return
	}
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(b.opts.WriteWait))
	serve(w, r)
}

func (b *Board) servePage(w http.ResponseWriter, r *http.Request) {
	s := b.hub.current()
	class := ""
	if r.URL.Query().Get("overlay") == "1" {
		class = "overlay"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if r.Method == http.MethodHead {
		return
	}
	var sb strings.Builder
	pf := page()
	sb.Grow(len(pf.head) + len(pf.mid) + len(pf.tail) + len(s.page) + 8)
	sb.WriteString(pf.head)
	sb.WriteString(class)
	sb.WriteString(pf.mid)
	sb.Write(s.page) // JSON escapes <, > and &: it cannot end the script element
	sb.WriteString(pf.tail)
	w.Write([]byte(sb.String()))
}

func (b *Board) serveState(w http.ResponseWriter, r *http.Request) {
	s := b.hub.current()
	w.Header().Set("Content-Type", "application/json")
	if r.Method == http.MethodHead {
		return
	}
	w.Write(append(s.state, '\n'))
}

func (b *Board) serveEvents(w http.ResponseWriter, r *http.Request) {
	c, why := b.hub.add(clientKey(r.RemoteAddr))
	if c == nil {
		w.Header().Set("Retry-After", "30")
		http.Error(w, why, http.StatusServiceUnavailable)
		return
	}
	defer b.hub.remove(c)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	if r.Method == http.MethodHead {
		return
	}
	if tc, ok := r.Context().Value(connKey{}).(*net.TCPConn); ok {
		tc.SetWriteBuffer(streamBuffer)
	}
	rc := http.NewResponseController(w)
	send := func(p []byte) bool {
		rc.SetWriteDeadline(time.Now().Add(b.opts.WriteWait))
		if _, err := w.Write(p); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send([]byte("retry: 2000\n\n")) {
		return
	}
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case s := <-c.ch:
			if !send(s.frame) {
				return
			}
		case <-tick.C:
			if !send([]byte(": alive\n\n")) {
				return
			}
		}
	}
}
