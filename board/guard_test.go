package board_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/board"
)

// rawGet sends GET path with the Host host to addr, from the local address
// from ("" any), and reads the response head; the connection is left open
// (closed at the test's end) so a stream stays held.
func rawGet(t *testing.T, addr, from, host, path string) (*http.Response, net.Conn) {
	t.Helper()
	d := net.Dialer{Timeout: 2 * time.Second}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\n\r\n", path, host)
	conn.SetReadDeadline(time.Now().Add(3 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %s (Host %s): %v", path, host, err)
	}
	return resp, conn
}

// A board bound to the loopback answers only localhost, 127.0.0.1 and
// [::1] at its port: a page whose own name is made to point at 127.0.0.1
// (DNS rebinding) asks under that name and is refused (421), and reads
// nothing of the state (issue 44 item 7).
func TestHostIsChecked(t *testing.T) {
	s := serve(t, board.Options{File: fullGame})
	addr := strings.TrimPrefix(s.URL, "http://")
	_, port, _ := net.SplitHostPort(addr)
	for _, host := range []string{"localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port, "LOCALHOST:" + port} {
		resp, _ := rawGet(t, addr, "", host, "/state.json")
		if resp.StatusCode != 200 {
			t.Errorf("Host %s: %s, want 200", host, resp.Status)
		}
	}
	for _, host := range []string{"evil.example:" + port, "evil.example", "127.0.0.1:1", "localhost", "127.0.0.1.evil.example:" + port, "", "[::1]"} {
		for _, path := range []string{"/state.json", "/", "/events"} {
			resp, _ := rawGet(t, addr, "", host, path)
			body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
			if resp.StatusCode != http.StatusMisdirectedRequest || strings.Contains(string(body), "receives") || strings.Contains(string(body), "score") ||
				!strings.Contains(string(body), "localhost:"+port+", 127.0.0.1:"+port+" or [::1]:"+port) {
				t.Errorf("Host %q %s: %s %q, want 421 naming the addresses the board answers", host, path, resp.Status, body)
			}
		}
	}
}

// One client address holds at most MaxClientsPerAddr event streams: one
// peer with many idle streams no longer locks every other viewer out with
// 503 (issue 44 item 7).
func TestEventStreamsPerClient(t *testing.T) {
	s := serve(t, board.Options{File: fullGame})
	addr := strings.TrimPrefix(s.URL, "http://")
	for i := range board.MaxClientsPerAddr {
		if resp, _ := rawGet(t, addr, "127.0.0.1", addr, "/events"); resp.StatusCode != 200 {
			t.Fatalf("stream %d: %s", i+1, resp.Status)
		}
	}
	resp, _ := rawGet(t, addr, "127.0.0.1", addr, "/events")
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "from one address") {
		t.Errorf("stream %d from one address: %s %q, want 503 saying why", board.MaxClientsPerAddr+1, resp.Status, body)
	}
	// Another address still gets in (127.0.0.2 is this computer too, on
	// Linux; elsewhere it may not be there).
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}
	if c, err := d.Dial("tcp", addr); err == nil {
		c.Close()
		if resp, _ := rawGet(t, addr, "127.0.0.2", addr, "/events"); resp.StatusCode != 200 {
			t.Errorf("another address's stream: %s, want 200", resp.Status)
		}
	}
}

// A watched record replaced by a link to another file is refused, never
// read: the board says so and goes on showing the last state it read
// (issue 44 item 7).
func TestLinkedRecordIsRefused(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.fdr")
	head, rest := partOf(t, fullGame, 4)
	save(t, rec, head)
	other := filepath.Join(t.TempDir(), "other.fdr")
	os.WriteFile(other, []byte(strings.Replace(head+strings.Join(rest, ""), "home: Bombers", "home: Secretville", 1)), 0o644)
	s := serve(t, board.Options{File: rec})
	waitState(t, s, 3*time.Second, "the record", func(st state) bool { return st["error"] == nil && score(st) == "0-0" })
	tmp := filepath.Join(dir, "link.tmp")
	if err := os.Symlink(other, tmp); err != nil {
		t.Skip("no symbolic links here")
	}
	if err := os.Rename(tmp, rec); err != nil {
		t.Fatal(err)
	}
	st := waitState(t, s, 3*time.Second, "the link refused", func(st state) bool { return st["error"] != nil })
	resp, body := get(t, s.URL+"/state.json")
	_ = resp
	if strings.Contains(string(body), "Secretville") || score(st) != "0-0" || !strings.Contains(fmt.Sprint(st["error"]), "symbolic link") {
		t.Errorf("a record replaced by a link: %s", body)
	}
	_, page := get(t, s.URL+"/")
	if strings.Contains(string(page), "Secretville") {
		t.Errorf("the page shows the file the link leads to")
	}
}

// /state.json, served to whoever opens the board, never names the folder
// the games are kept in: an error about the record names the file alone.
func TestStateHidesTheFolder(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.fdr")
	os.Mkdir(rec, 0o755) // not a file: an error that names the path
	s := serve(t, board.Options{File: rec})
	_, body := get(t, s.URL+"/state.json")
	if strings.Contains(string(body), dir) || !strings.Contains(string(body), "game.fdr") {
		t.Errorf("/state.json names the record's folder (%s): %s", dir, body)
	}
}

// The board's "showing" line names the game it moves on to with the
// control characters of its file name as "?" (issue 44 item 4).
func TestShowingLineHasNoControls(t *testing.T) {
	dir := t.TempDir()
	head, _ := partOf(t, fullGame, 4)
	save(t, filepath.Join(dir, "g\x1b]0;x\x07\u009b1m.fdr"), head)
	var mu sync.Mutex
	var logged []string
	board.New(board.Options{Dir: dir, Logf: func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logged = append(logged, fmt.Sprintf(format, args...))
	}})
	mu.Lock()
	defer mu.Unlock()
	if len(logged) == 0 || !strings.Contains(logged[0], "showing") || strings.ContainsAny(logged[0], "\x1b\x07\u009b") {
		t.Errorf("logged %q", logged)
	}
}
