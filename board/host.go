package board

import (
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
)

// hostname is this computer's name, as the system gives it ("" when it
// does not), read once.
var hostname = sync.OnceValue(func() string {
	h, _ := os.Hostname()
	return strings.ToLower(strings.TrimSuffix(h, "."))
})

// hostAllowed reports whether the board answers a request whose Host is
// host, having come in on the local address local (ip:port): a page whose
// own name a DNS server points at this computer ("DNS rebinding") asks
// with its own name, and is refused. Through the loopback the board
// answers localhost, 127.0.0.1 and [::1]; through a network address, that
// address and this computer's name (name, name.local); each with the port
// it listens on (or none on port 80).
func hostAllowed(host string, local net.Addr) bool {
	ta, ok := local.(*net.TCPAddr)
	if !ok {
		return true // not over TCP (a test's direct call): nothing to rebind
	}
	port := ta.AddrPort().Port()
	name, p, err := net.SplitHostPort(host)
	if err != nil { // no port: port 80's form
		name, p = host, "80"
		if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
			name = host[1 : len(host)-1]
		}
		if port != 80 || name == "" || strings.ContainsAny(name, "[]") || (strings.Contains(name, ":") && net.ParseIP(name) == nil) {
			return false
		}
	}
	if p != strconv.Itoa(int(port)) {
		return false
	}
	name = strings.ToLower(strings.TrimSuffix(name, "."))
	if ta.IP.IsLoopback() {
		switch name {
		case "localhost", "127.0.0.1", "::1":
			return true
		}
		return false
	}
	if ip := net.ParseIP(name); ip != nil {
		return ip.Equal(ta.IP)
	}
	h := hostname()
	if h == "" {
		return false
	}
	short, _, _ := strings.Cut(h, ".")
	return name == h || name == short || name == short+".local"
}

// allowedHostsText names the Host values hostAllowed takes on local, for
// the refusal.
func allowedHostsText(local net.Addr) string {
	ta, ok := local.(*net.TCPAddr)
	if !ok {
		return ""
	}
	port := strconv.Itoa(ta.Port)
	if ta.IP.IsLoopback() {
		return "localhost:" + port + ", 127.0.0.1:" + port + " or [::1]:" + port
	}
	s := net.JoinHostPort(ta.IP.String(), port)
	if h := hostname(); h != "" {
		short, _, _ := strings.Cut(h, ".")
		s += " or " + short + ":" + port
	}
	return s
}

// refuseHost answers a request for a name the board does not go by: 421,
// naming the addresses it does (never the name asked, which is the
// asker's).
func refuseHost(w http.ResponseWriter, local net.Addr) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusMisdirectedRequest)
	w.Write([]byte("this board answers only to http://" + allowedHostsText(local) + "/: the address in the browser must be one of those (a page under another name is refused)\n"))
}

// clientKey is the peer a request comes from, as the limit of streams
// per client counts it: its IP address, an IPv6 address by its /64 (one
// machine holds a whole /64).
func clientKey(remote string) string {
	h, _, err := net.SplitHostPort(remote)
	if err != nil {
		h = remote
	}
	ip := net.ParseIP(h)
	if ip == nil {
		return h
	}
	if ip.To4() != nil {
		return ip.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}
