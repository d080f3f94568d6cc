package board_test

import (
	"bufio"
	"context"
	"encoding/json"
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
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
	"github.com/fourthdown/fourthdown/tracker"
)

// The games, registered as the program registers them.
func TestMain(m *testing.M) {
	engine.Register(houserules.Game)
	engine.Register(firstandroll.Game{})
	engine.Register(fourthstreet.Game{})
	os.Exit(m.Run())
}

// fullGame is a finished 4th Down game; its first body lines are a game in
// progress, the fourth one a field goal (3-0).
const fullGame = "../testdata/games/full-game-mixed-drives.fdr"

// partOf is the record at path up to (not including) its n-th entry line,
// and the entry lines after.
func partOf(t *testing.T, path string, n int) (head string, rest []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	entries := 0
	inBody := false
	for i, l := range lines {
		text, _, _ := strings.Cut(l, "#")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		if !inBody && strings.Contains(text, ":") {
			continue
		}
		inBody = true
		entries++
		if entries == n {
			return strings.Join(lines[:i], ""), lines[i:]
		}
	}
	t.Fatalf("%s has fewer than %d entry lines", path, n)
	return "", nil
}

// save writes a record the way play saves it: a whole new file renamed
// over the old one.
func save(t *testing.T, path, text string) {
	t.Helper()
	if err := tracker.WriteFileAtomic(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// boardAt serves a record of fullGame that stops before its n-th entry
// line: the record's path, its text, the entry lines after it.
func boardAt(t *testing.T, n int) (rec, head string, rest []string, s *served) {
	t.Helper()
	rec = filepath.Join(t.TempDir(), "game.fdr")
	head, rest = partOf(t, fullGame, n)
	save(t, rec, head)
	return rec, head, rest, serve(t, board.Options{File: rec})
}

type served struct {
	URL   string
	Board *board.Board
	stop  func()
}

// serve starts a board on a free loopback port; it stops at the test's end
// (and must stop promptly).
func serve(t *testing.T, opts board.Options) *served {
	t.Helper()
	if opts.Poll == 0 {
		opts.Poll = 500 * time.Millisecond
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	b := board.New(opts)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.Serve(ctx, ln) }()
	s := &served{URL: "http://" + ln.Addr().String(), Board: b}
	var once sync.Once
	s.stop = func() {
		once.Do(func() {
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("Serve: %v", err)
				}
			case <-time.After(6 * time.Second):
				t.Errorf("the board did not stop within 6s of its context's end")
			}
		})
	}
	t.Cleanup(s.stop)
	return s
}

func get(t *testing.T, url string) (*http.Response, []byte) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

type state map[string]any

func getState(t *testing.T, s *served) state {
	t.Helper()
	resp, body := get(t, s.URL+"/state.json")
	if resp.StatusCode != 200 {
		t.Fatalf("/state.json: %s", resp.Status)
	}
	var st state
	if err := json.Unmarshal(body, &st); err != nil {
		t.Fatalf("/state.json is not JSON: %v\n%s", err, body)
	}
	return st
}

// waitState polls /state.json until ok holds, for at most d.
func waitState(t *testing.T, s *served, d time.Duration, what string, ok func(state) bool) state {
	t.Helper()
	end := time.Now().Add(d)
	for {
		st := getState(t, s)
		if ok(st) {
			return st
		}
		if time.Now().After(end) {
			t.Fatalf("after %v the state still does not show %s: %v", d, what, st)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func score(st state) string {
	sc, _ := st["score"].(map[string]any)
	return fmt.Sprintf("%v-%v", sc["home"], sc["away"])
}

func TestHeaders(t *testing.T) {
	s := serve(t, board.Options{File: fullGame})
	for path, ctype := range map[string]string{"/": "text/html; charset=utf-8", "/?overlay=1": "text/html; charset=utf-8", "/state.json": "application/json"} {
		resp, body := get(t, s.URL+path)
		h := resp.Header
		if resp.StatusCode != 200 || h.Get("Content-Type") != ctype {
			t.Errorf("%s: %s, Content-Type %q, want 200 and %q", path, resp.Status, h.Get("Content-Type"), ctype)
		}
		if h.Get("Cache-Control") != "no-store" || h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: Cache-Control %q, X-Content-Type-Options %q", path, h.Get("Cache-Control"), h.Get("X-Content-Type-Options"))
		}
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "unsafe") || strings.Contains(csp, "http") {
			t.Errorf("%s: Content-Security-Policy %q is not restrictive", path, csp)
		}
		if strings.HasPrefix(ctype, "text/html") {
			for _, ext := range []string{"http://", "https://", "//fonts", "src=\"", "href=\"http"} {
				if strings.Contains(string(body), ext) {
					t.Errorf("%s loads something from elsewhere: it holds %q", path, ext)
				}
			}
		}
	}
}

// Only /, /state.json and /events are served: a path with "..", the
// record's own name, or any other is 404, and nothing of the file system
// is sent.
func TestOnlyThreeRoutes(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.fdr")
	head, _ := partOf(t, fullGame, 5)
	save(t, rec, head)
	os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("the secret"), 0o644)
	s := serve(t, board.Options{File: rec})
	addr := strings.TrimPrefix(s.URL, "http://")
	for _, path := range []string{"/game.fdr", "/secret.txt", "/..", "/../game.fdr", "/../secret.txt", "/%2e%2e/secret.txt",
		"/state.json/../game.fdr", "/./game.fdr", "//game.fdr", "/events/../game.fdr", "/index.html", "/favicon.ico",
		"/state.json/", "/" + dir + "/game.fdr", "/..%2fsecret.txt", "/../../../../etc/passwd"} {
		// As written: a raw request, so no client cleans the path first.
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", path, addr)
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		body, _ := io.ReadAll(resp.Body)
		conn.Close()
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %s, want 404 Not Found", path, resp.Status)
		}
		if strings.Contains(string(body), "secret") || strings.Contains(string(body), "receives") || strings.Contains(string(body), "root:") {
			t.Errorf("GET %s sent a file's contents: %q", path, body)
		}
	}
	req, _ := http.NewRequest(http.MethodPost, s.URL+"/state.json", strings.NewReader("x"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /state.json: %s, want 405", resp.Status)
	}
}

// A refused last line: the last good state stays served, with the error
// (file, line, token, reason); garbage, a deleted record and a record made
// good again are followed too.
func TestErrorKeepsLastGoodState(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.fdr")
	head, rest := partOf(t, fullGame, 4)
	good := head + rest[0]
	save(t, rec, good)
	s := serve(t, board.Options{File: rec})
	before := getState(t, s)
	if score(before) != "3-0" || before["error"] != nil {
		t.Fatalf("the good record: score %s, error %v", score(before), before["error"])
	}
	same := func(st state) {
		t.Helper()
		for k, v := range before {
			if fmt.Sprint(st[k]) != fmt.Sprint(v) {
				t.Errorf("with the error, %q is %v, want the last good state's %v", k, st[k], v)
			}
		}
	}
	wantLine := strings.Count(good, "\n") + 1

	save(t, rec, good+"b 12 zz 3\n")
	st := waitState(t, s, 2*time.Second, "the error", func(st state) bool { return st["error"] != nil })
	same(st)
	e := st["error"].(map[string]any)
	if e["file"] != "game.fdr" || e["line"] != float64(wantLine) || e["token"] != float64(3) || e["text"] != "zz" || e["reason"] == "" {
		t.Errorf("error = %v, want game.fdr line %d token 3 (zz) with a reason", e, wantLine)
	}

	save(t, rec, "\x00\x01garbage\x7f\n")
	st = waitState(t, s, 2*time.Second, "the garbage's error", func(st state) bool {
		e, _ := st["error"].(map[string]any)
		return e != nil && e["line"] == float64(1)
	})
	same(st)

	os.Remove(rec)
	st = waitState(t, s, 3*time.Second, "the deleted record", func(st state) bool {
		e, _ := st["error"].(map[string]any)
		return e != nil && strings.Contains(fmt.Sprint(e["reason"]), "not there")
	})
	same(st)

	save(t, rec, good+rest[1])
	waitState(t, s, 2*time.Second, "the record made good again", func(st state) bool {
		return st["error"] == nil && st["entries"] != before["entries"]
	})
}

// A record that grows by thousands of lines, saved many times in a row:
// the board ends on its last state.
func TestGrowingRecord(t *testing.T) {
	rec, head, rest, s := boardAt(t, 1)
	text := head
	for i, l := range rest {
		text += l
		if i%3 == 0 {
			save(t, rec, text)
		}
	}
	text += strings.Repeat("# a comment line, as a long night's notes might add\n", 5000)
	save(t, rec, text)
	g, err := tracker.Replay(mustParse(t, text))
	if err != nil {
		t.Fatal(err)
	}
	waitState(t, s, 3*time.Second, "the whole record", func(st state) bool {
		return st["entries"] == float64(g.Entries()) || fmt.Sprint(st["situation"]) == g.Situation()
	})
	st := getState(t, s)
	if st["situation"] != g.Situation() || st["error"] != nil {
		t.Errorf("situation %q (error %v), want %q", st["situation"], st["error"], g.Situation())
	}
}

func mustParse(t *testing.T, text string) *tracker.Record {
	t.Helper()
	rec, err := tracker.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// Without a file the board shows the newest game of the folder and moves
// on to a newer game when one starts.
func TestFollowsTheNewestGame(t *testing.T) {
	dir := t.TempDir()
	s := serve(t, board.Options{Dir: dir})
	st := getState(t, s)
	if st["error"] == nil {
		t.Errorf("an empty games folder: no error said so: %v", st)
	}
	head, _ := partOf(t, fullGame, 4)
	a := filepath.Join(dir, "2026-11-22-a.fdr")
	save(t, a, head)
	waitState(t, s, 3*time.Second, "the first game", func(st state) bool { return st["error"] == nil && st["game"] == "4th-down" })
	time.Sleep(20 * time.Millisecond) // a newer modification time
	b := filepath.Join(dir, "2026-11-23-b.fdr")
	save(t, b, strings.Replace(head, "home: Bombers", "home: Rockets", 1))
	waitState(t, s, 3*time.Second, "the newer game", func(st state) bool {
		return strings.Contains(fmt.Sprint(st["situation"]), "Rockets")
	})
	if got := s.Board.Shown(); got != b {
		t.Errorf("Shown() = %q, want %q", got, b)
	}
}

// sseClient is one /events stream: its states, as they come.
type sseClient struct {
	resp   *http.Response
	states chan state
}

func openEvents(t *testing.T, url string) *sseClient {
	t.Helper()
	resp, err := http.Get(url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("/events: %s %q", resp.Status, resp.Header.Get("Content-Type"))
	}
	c := &sseClient{resp: resp, states: make(chan state, 64)}
	go func() {
		defer close(c.states)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				event = ""
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && event == "":
				var st state
				if json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &st) == nil {
					c.states <- st
				}
			}
		}
	}()
	t.Cleanup(func() { resp.Body.Close() })
	return c
}

func (c *sseClient) next(t *testing.T, d time.Duration) state {
	t.Helper()
	select {
	case st, ok := <-c.states:
		if !ok {
			t.Fatal("the event stream ended")
		}
		return st
	case <-time.After(d):
		t.Fatalf("no state within %v", d)
	}
	return nil
}

// 60 clients of /events at once (and one that never reads) each get the
// state at once and the new state when the record changes; the board
// stops cleanly with them connected.
func TestManyEventClients(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.fdr")
	head, rest := partOf(t, fullGame, 4)
	save(t, rec, head)
	// Every client comes from this computer: more than one address may hold.
	s := serve(t, board.Options{File: rec, MaxPerClient: 100})

	// A client that sends its request and never reads a byte.
	stuck, err := net.Dial("tcp", strings.TrimPrefix(s.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer stuck.Close()
	fmt.Fprintf(stuck, "GET /events HTTP/1.1\r\nHost: %s\r\n\r\n", strings.TrimPrefix(s.URL, "http://"))

	const n = 60
	clients := make([]*sseClient, n)
	for i := range clients {
		clients[i] = openEvents(t, s.URL)
	}
	for i, c := range clients {
		if st := c.next(t, 2*time.Second); score(st) != "0-0" {
			t.Fatalf("client %d: first state's score %s, want 0-0", i, score(st))
		}
	}
	if got := s.Board.Clients(); got != n+1 {
		t.Errorf("Clients() = %d, want %d", got, n+1)
	}
	save(t, rec, head+rest[0])
	for i, c := range clients {
		if st := c.next(t, 2*time.Second); score(st) != "3-0" {
			t.Fatalf("client %d: after the field goal the score is %s, want 3-0", i, score(st))
		}
	}
	s.stop()
	for i, c := range clients {
		select {
		case _, ok := <-c.states:
			if ok {
				t.Errorf("client %d: a state after the board stopped", i)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("client %d: the stream did not end when the board stopped", i)
		}
	}
}

// A record that changes without pause is still shown as it goes: the
// board reads a burst of changes once it has settled for a moment, and
// never waits for the changes to stop.
func TestRecordChangingWithoutPause(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.fdr")
	head, rest := partOf(t, fullGame, 1)
	save(t, rec, head)
	s := serve(t, board.Options{File: rec, Poll: time.Hour}) // the folder watch alone
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		text := head
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
			if i < len(rest) {
				text += rest[i]
			} else {
				text += "# a note\n"
			}
			// A new file renamed over the record, as play saves it (without
			// its syncs, which would pause the changes).
			tmp := rec + ".tmp"
			if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
				t.Error(err)
				return
			}
			if err := os.Rename(tmp, rec); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	defer func() { close(stop); <-done }()
	first := getState(t, s)["entries"]
	waitState(t, s, 600*time.Millisecond, "a later state while the record keeps changing", func(st state) bool {
		return st["entries"] != first
	})
}
