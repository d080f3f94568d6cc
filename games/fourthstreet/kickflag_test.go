package fourthstreet

import (
	"strings"
	"testing"
)

// lastPlayText is the words of the last play folded, as its log line says
// them.
func lastPlayText(m *Match) string {
	return m.UnitText(&m.Units[len(m.Units)-1])
}

// inOrder reports whether each of parts is in s, one after the other.
func inOrder(s string, parts ...string) bool {
	for _, p := range parts {
		i := strings.Index(s, p)
		if i < 0 {
			return false
		}
		s = s[i+len(p):]
	}
	return true
}

// A flag on a punt is told as a field goal's is: the flag, then what it
// does (S26); a punt the flag wipes out is told, as not counting, before
// the flag.
func TestPuntFlagIsToldBeforeWhatItDoes(t *testing.T) {
	for _, c := range []struct {
		line  string
		parts []string
	}{
		{"punt 11 41 0 1 00 3", []string{"Bills punt 40 yds, returned", "Jets return", "flag on the kick: illegal block", "penalty on Bills: kicking team penalty"}},
		{"punt 11 41 0 1 05 7", []string{"Bills punt 40 yds, returned (wiped out by the flag)", "flag on the kick: holding before the kick", "penalty on Jets: holding before the kick"}},
		{"punt 11 41 0 1 05 8", []string{"Bills punt 40 yds, returned (wiped out by the flag)", "flag on the kick: offsides, kicking team", "penalty on Bills: offsides, kicking team"}},
		{"punt 11 41 0 1 05 9", []string{"Bills punt 40 yds, returned (wiped out by the flag)", "flag on the kick: offsides, receiving team", "penalty on Jets: offsides, receiving team"}},
	} {
		m := game(t, "kickoff 72", c.line)
		if got := lastPlayText(m); !inOrder(got, c.parts...) {
			t.Errorf("%s:\n%s\nwant in this order %q", c.line, got, c.parts)
		}
	}
	// A field goal's flag, the same order.
	m := game(t, "kickoff 72", "run 71 0 in", "fg none 11 60 8 none 1 50")
	if got := lastPlayText(m); !inOrder(got, "flag on the kick: offsides, kicking team", "penalty on Bills: offsides, kicking team") {
		t.Errorf("a field goal's flag: %s", got)
	}
	// The wiped-out punt counts in no figure: no punt for the Bills.
	m = game(t, "kickoff 72", "punt 11 41 0 1 05 8")
	if st := m.stats(); st[Home].punts != 0 {
		t.Errorf("the wiped-out punt is counted: %+v", st[Home])
	}
}
