package board

import (
	"fmt"
	"testing"
	"time"
)

// A client that never takes its states never holds up the others, nor
// the board: it keeps one state, the newest.
func TestHubDropsStaleStates(t *testing.T) {
	h := hub{clients: map[*client]struct{}{}}
	stuck, _ := h.add("a")
	live, _ := h.add("b")
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 10000 {
			h.publish(&snapshot{frame: fmt.Appendf(nil, "data: %d\n\n", i)})
			if i%100 == 0 {
				select {
				case <-live.ch:
				default:
				}
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("publishing blocked on a client that does not read")
	}
	if got := string((<-stuck.ch).frame); got != "data: 9999\n\n" {
		t.Errorf("the stuck client holds %q, want the newest state", got)
	}
	if got := string((<-live.ch).frame); got != "data: 9999\n\n" {
		t.Errorf("the live client holds %q, want the newest state", got)
	}
}

// No more than MaxClients streams are served at once.
func TestHubLimit(t *testing.T) {
	h := hub{clients: map[*client]struct{}{}}
	for i := range MaxClients {
		if c, _ := h.add(fmt.Sprint(i)); c == nil {
			t.Fatalf("client %d refused", i+1)
		}
	}
	if c, _ := h.add("another"); c != nil {
		t.Errorf("client %d accepted, beyond MaxClients", MaxClients+1)
	}
}
