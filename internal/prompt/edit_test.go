package prompt

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"
)

// A refused value leaves the field once the reason is shown: "21⏎ 7⏎" on a
// d20 is 7, not 217.
func TestEditClearsRefusedValue(t *testing.T) {
	var out bytes.Buffer
	p := NewTTY(context.Background(), strings.NewReader("21\r7\r"), &out, false, nil)
	check := func(s string) error {
		if s != "7" && s != "1" && s != "20" {
			return io.ErrUnexpectedEOF
		}
		return nil
	}
	got, err := p.Ask("roll the drive d20 (1–20)", check)
	if err != nil || got != "7" {
		t.Fatalf("got %q, %v; want 7", got, err)
	}
}

// An Enter typed before a menu was shown (a double Enter after a roll) is
// dropped, not taken as the menu's answer; other typed-ahead keys stay.
func TestEnterBeforeMenuIsDropped(t *testing.T) {
	in := newTTYInput(strings.NewReader("\r\r\nb"))
	deadline := time.Now().Add(2 * time.Second)
	for {
		in.mu.Lock()
		n := len(in.buf)
		in.mu.Unlock()
		if n == 4 || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	in.dropEnters()
	if b, err := in.next(); err != nil || b != 'b' {
		t.Fatalf("next key %q, %v; want b", b, err)
	}
}
