package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/board"
	"github.com/fourthdown/fourthdown/engine"
)

// boardRecords are records of every game: the repository's, and the
// specs' worked examples beside the project when they are there.
func boardRecords(t *testing.T) []string {
	var files []string
	for _, g := range []string{"../testdata/games/*.fdr", "../tracker/testdata/*.fdr", "../sheets/testdata/*.fdr",
		"../games/fourthdown/solve/testdata/advice-examples/a000[0-3].fdr",
		"../testdata/roll-examples/*.fdr", "../testdata/street-examples/*.fdr"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	return files
}

// /state.json is replay --json's object, field for field, with the
// situation line (replay's last line) and the last plays' words; a record
// replay refuses is shown with the error replay prints.
func TestBoardStateIsReplayJSON(t *testing.T) {
	games := map[string]bool{}
	for _, f := range boardRecords(t) {
		var out, errOut bytes.Buffer
		code := Run(context.Background(), &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}, []string{"replay", "--json", f})
		b := board.New(board.Options{File: f})
		rec := httptest.NewRecorder()
		b.ServeHTTP(rec, httptest.NewRequest("GET", "/state.json", nil))
		var got map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
			t.Fatalf("%s: /state.json: %v\n%s", f, err, rec.Body)
		}
		if code != ExitOK {
			// FILE:LINE token N: reason
			m := regexp.MustCompile(`^fourthdown: .*?:(\d+)(?: token (\d+))?: (.*)\n$`).FindStringSubmatch(errOut.String())
			e, _ := got["error"].(map[string]any)
			if m == nil || e == nil {
				t.Errorf("%s: replay says %q, the board's error is %v", f, errOut.String(), got["error"])
				continue
			}
			tok := m[2]
			if tok == "" {
				tok = "0"
			}
			if fmt.Sprint(e["line"]) != m[1] || fmt.Sprint(e["token"]) != tok || !strings.Contains(m[3], fmt.Sprint(e["reason"])) {
				t.Errorf("%s: the board's error %v, replay's line %s token %s: %s", f, e, m[1], tok, m[3])
			}
			continue
		}
		var want map[string]any
		if err := json.Unmarshal(out.Bytes(), &want); err != nil {
			t.Fatal(err)
		}
		games[fmt.Sprint(want["game"])] = true
		situation, recent := got["situation"], got["recent"]
		delete(got, "situation")
		delete(got, "recent")
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: /state.json without situation and recent\n%v\nreplay --json\n%v", f, got, want)
		}
		out.Reset()
		if Run(context.Background(), &IO{In: strings.NewReader(""), Out: &out, ErrOut: io.Discard}, []string{"replay", f}) != ExitOK {
			t.Fatalf("%s: replay failed", f)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if situation != lines[len(lines)-1] {
			t.Errorf("%s: situation %q, replay's situation line %q", f, situation, lines[len(lines)-1])
		}
		if r, ok := recent.([]any); !ok || len(r) == 0 {
			t.Errorf("%s: recent = %v, want the last plays' words", f, recent)
		}
	}
	t.Logf("%d records; games shown as replay --json shows them: %v", len(boardRecords(t)), games)
	if len(games) < len(engine.Games()) {
		t.Errorf("the board was checked against replay --json for %v only", games)
	}
}

// The board listens on this computer only unless told; it says so, and
// who can reach it otherwise; Ctrl-C (its context) stops it cleanly.
func TestBoardAddressAndShutdown(t *testing.T) {
	c := newBoardCmd(&IO{})
	if got := c.Flags().Lookup("addr").DefValue; got != "127.0.0.1:8080" {
		t.Errorf("board's default address is %q, want 127.0.0.1:8080 (this computer only)", got)
	}
	if got := reach("0.0.0.0", "8080"); !strings.Contains(got, "every device") {
		t.Errorf("with --addr 0.0.0.0 the board says %q: it must say who can reach it", got)
	}
	for _, addr := range []string{"127.0.0.1:0", "[::1]:0"} {
		var out bytes.Buffer
		ctx, cancel := context.WithCancel(context.Background())
		listening := make(chan string, 1)
		done := make(chan error, 1)
		go func() {
			done <- boardRun(ctx, &boardOptions{IO: &IO{Out: &out, ErrOut: io.Discard}, File: "../testdata/games/gridiron-full.fdr",
				Addr: addr, listening: func(a string) { listening <- a }})
		}()
		var a string
		select {
		case a = <-listening:
		case err := <-done:
			if addr == "[::1]:0" {
				t.Logf("no IPv6 loopback here: %v", err)
				cancel()
				continue
			}
			t.Fatal(err)
		case <-time.After(5 * time.Second):
			t.Fatal("the board did not start")
		}
		resp, err := http.Get("http://" + a + "/state.json")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if !strings.Contains(out.String(), "only this computer") || !strings.Contains(out.String(), "http://"+a+"/") {
			t.Errorf("the startup lines say\n%s\nwant the address http://%s/ and that only this computer can open it", out.String(), a)
		}
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("board stopped with %v", err)
			}
		case <-time.After(6 * time.Second):
			t.Fatal("the board did not stop on Ctrl-C")
		}
	}
}

func TestBoardRefusesWhatIsNoRecord(t *testing.T) {
	var out, errOut bytes.Buffer
	code := Run(context.Background(), &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}, []string{"board", "no-such-game.fdr", "--addr", "127.0.0.1:0"})
	if code != ExitError || !strings.Contains(errOut.String(), "there is no game record no-such-game.fdr") {
		t.Errorf("board of a missing file: exit %d, %q", code, errOut.String())
	}
	errOut.Reset()
	code = Run(context.Background(), &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}, []string{"board", "../testdata/games/gridiron-full.fdr", "--addr", "8080"})
	if code != ExitUsage || !strings.Contains(errOut.String(), "HOST:PORT") {
		t.Errorf("board --addr 8080: exit %d, %q", code, errOut.String())
	}
}

// The board charts the win chance of a game whose values are at hand
// (4th Down's cached solution, made here by advise first), a point after
// every entry, and none for the same game played with advice off.
func TestBoardWinChance(t *testing.T) {
	data, err := os.ReadFile("../testdata/games/full-game-mixed-drives.fdr")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	plain, off := filepath.Join(dir, "plain.fdr"), filepath.Join(dir, "off.fdr")
	os.WriteFile(plain, data, 0o644)
	os.WriteFile(off, append([]byte("advice: off\n"), data...), 0o644)
	if code := Run(context.Background(), &IO{In: strings.NewReader(""), Out: io.Discard, ErrOut: io.Discard}, []string{"advise", "--json", plain}); code != ExitOK {
		t.Fatalf("advise: exit %d", code)
	}
	for _, f := range []string{plain, off} {
		ctx, cancel := context.WithCancel(context.Background())
		listening := make(chan string, 1)
		done := make(chan error, 1)
		go func() {
			done <- boardRun(ctx, &boardOptions{IO: &IO{Out: io.Discard, ErrOut: io.Discard}, File: f,
				Addr: "127.0.0.1:0", listening: func(a string) { listening <- a }})
		}()
		a := <-listening
		var st struct {
			Entries   int `json:"entries"`
			WinChance []struct {
				Entry int     `json:"entry"`
				Home  float64 `json:"home"`
			} `json:"win_chance"`
		}
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
			resp, err := http.Get("http://" + a + "/state.json")
			if err != nil {
				t.Fatal(err)
			}
			err = json.NewDecoder(resp.Body).Decode(&st)
			resp.Body.Close()
			if err != nil || len(st.WinChance) > 0 || f == off && time.Until(deadline) < 17*time.Second {
				break
			}
		}
		switch {
		case f == off && len(st.WinChance) > 0:
			t.Errorf("advice off: %d points of win chance", len(st.WinChance))
		case f == plain && (len(st.WinChance) != st.Entries+1 || st.WinChance[st.Entries].Home != 1):
			t.Errorf("%d points of win chance for %d entries, want one at the start and one after each, the last 1 (home won)", len(st.WinChance), st.Entries)
		}
		cancel()
		<-done
	}
}
