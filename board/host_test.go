package board

import (
	"net"
	"testing"
)

// Bound to a network address, the board answers that address and this
// computer's name, at its port; no other name, and not the loopback names
// (a request through the network address does not come from this
// computer's own page).
func TestHostAllowedOnTheNetwork(t *testing.T) {
	local := &net.TCPAddr{IP: net.ParseIP("192.168.1.5"), Port: 8080}
	ok := []string{"192.168.1.5:8080"}
	if h := hostname(); h != "" {
		ok = append(ok, h+":8080")
	}
	for _, host := range ok {
		if !hostAllowed(host, local) {
			t.Errorf("%s refused", host)
		}
	}
	for _, host := range []string{"192.168.1.6:8080", "192.168.1.5:8081", "192.168.1.5", "evil.example:8080", "localhost:8080", "127.0.0.1:8080", ""} {
		if hostAllowed(host, local) {
			t.Errorf("%s answered", host)
		}
	}
	v6 := &net.TCPAddr{IP: net.ParseIP("fd00::5"), Port: 80}
	for host, want := range map[string]bool{"[fd00::5]": true, "[fd00::5]:80": true, "[fd00::6]": false, "evil.example": false} {
		if hostAllowed(host, v6) != want {
			t.Errorf("%s on port 80: want %v", host, want)
		}
	}
	if clientKey("[2001:db8::1]:5") != clientKey("[2001:db8::2]:6") || clientKey("1.2.3.4:5") == clientKey("1.2.3.5:5") {
		t.Error("clients are not counted by address (IPv6 by /64)")
	}
}
