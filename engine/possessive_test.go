package engine

import "testing"

// A name ending in s takes an apostrophe alone (issue 35: "Bombers's
// chance" on the scoresheet and in advise).
func TestPossessive(t *testing.T) {
	for name, want := range map[string]string{"Bombers": "Bombers'", "Jets": "Jets'", "BILLS": "BILLS'", "Detroit": "Detroit's", "Home": "Home's"} {
		if got := Possessive(name); got != want {
			t.Errorf("Possessive(%q) = %q, want %q", name, got, want)
		}
	}
}
