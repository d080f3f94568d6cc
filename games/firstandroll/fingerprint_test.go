package firstandroll

import (
	"reflect"
	"slices"
	"testing"
)

// TestFingerprintFields: the fingerprint packs every field of the state
// and of its play but the ones it leaves out on purpose (what the rules
// will not read again, the dice set, where the events go): a field added
// to either must be packed (or left out here, and by live) before the
// solver's memo can rely on the fingerprint again.
func TestFingerprintFields(t *testing.T) {
	for _, c := range []struct {
		v    any
		want []string
	}{
		{State{}, []string{"Half", "Marker", "Score", "TO", "Off", "Ball", "HasBall", "Down", "ToGo", "Receiver", "Final", "Winner", "Tie",
			"ask", "p", "dice", "house", "out"}},
		{Ask{}, []string{"Kind", "Team", "Colour", "Form", "Choices"}},
		{play{}, []string{"kicker", "lostHow", "retHow", "try", "safetyPunt", "offCall", "defCall", "bomb", "die", "faces", "sum", "broken",
			"def", "hasDef", "clock", "clock2", "flag", "pen", "kick", "green", "yellow", "block", "blocks", "returner", "retFrom", "retDie",
			"retSum", "puntFrom", "puntLine", "landed", "moves", "runnable", "safety", "tryNext", "endHalf", "fgDist", "fgRolls", "patClock",
			"timeoutForRun", "onside", "onsideN", "lineBefore", "ownBefore", "dn", "marker", "lostAt"}},
		{DefFace{}, []string{"Value", "Flag"}},
	} {
		ty := reflect.TypeOf(c.v)
		var got []string
		for i := range ty.NumField() {
			got = append(got, ty.Field(i).Name)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s's fields are %v, the fingerprint packs %v: pack a new field in FingerprintTo (or leave it out by live) and name it here", ty.Name(), got, c.want)
		}
	}
}

// TestFingerprintTells: a change of any field the fingerprint packs
// changes it, and two states alike in every field it packs have one.
func TestFingerprintTells(t *testing.T) {
	s := NewHouse(Home, House{Spaces: 2, Timeouts: 1})
	base := s.Fingerprint()
	same := s
	same.p.die, same.p.lostHow, same.out = Green, "missed", new([]Event)
	if same.Fingerprint() != base {
		t.Errorf("a dead field changed the fingerprint")
	}
	for k, change := range []func(*State){
		func(x *State) { x.Score[1] = 300 },
		func(x *State) { x.Score[0] = -7 },
		func(x *State) { x.p.retSum = 1 },
		func(x *State) { x.p.timeoutForRun = true },
		func(x *State) { x.p.block[1].Flag = true },
		func(x *State) { x.p.dn = 4 },
		func(x *State) { x.ask.Choices = yesNo },
		func(x *State) { x.house.Timeouts = -1 },
	} {
		c := s
		change(&c)
		if c.Fingerprint() == base {
			t.Errorf("change %d kept the fingerprint", k)
		}
	}
	// Lists of the same words are one: the plain calls and the colours.
	a, b := s, s
	a.ask.Choices, b.ask.Choices = colours, callLists[0]
	if a.Fingerprint() != b.Fingerprint() {
		t.Errorf("the colours and the plain calls differ")
	}
}
