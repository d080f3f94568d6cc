package board_test

import (
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/board"
)

// An event stream whose client never reads is dropped once its state
// frames stop being taken (a small send buffer and the write deadline),
// not kept for as long as the peer likes; a client that reads stays
// (issue 44 item 7).
func TestNeverReadingClientIsDropped(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.fdr")
	head, rest := partOf(t, fullGame, 4)
	save(t, rec, head)
	s := serve(t, board.Options{File: rec, WriteWait: 300 * time.Millisecond})
	addr := strings.TrimPrefix(s.URL, "http://")
	d := net.Dialer{Control: func(network, address string, c syscall.RawConn) error {
		return c.Control(func(fd uintptr) { syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 2048) })
	}}
	stuck, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer stuck.Close()
	fmt.Fprintf(stuck, "GET /events HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
	live := openEvents(t, s.URL)
	go func() {
		for range live.states {
		}
	}()
	deadline := time.Now().Add(20 * time.Second)
	for i := 0; s.Board.Clients() > 1; i++ {
		if time.Now().After(deadline) {
			t.Fatalf("after 20s of changes the client that never reads is still served (%d streams)", s.Board.Clients())
		}
		// A new state each time: the record grows and shrinks by a play.
		text := head
		if i%2 == 1 {
			text += rest[0]
		}
		save(t, rec, text+strings.Repeat("# a note\n", i%7))
		time.Sleep(60 * time.Millisecond)
	}
	if s.Board.Clients() != 1 {
		t.Errorf("%d streams, want the reading client's alone", s.Board.Clients())
	}
}
