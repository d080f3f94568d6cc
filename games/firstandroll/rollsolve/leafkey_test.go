package rollsolve

import (
	"reflect"
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// TestLeafKeyTells: a leaf's key packs every field of a Situation (a
// field added there must be packed by leafOf and named here) and the
// points, and a change of any one changes the key, up to the ends of
// the ranges it packs.
func TestLeafKeyTells(t *testing.T) {
	ty := reflect.TypeOf(firstandroll.Situation{})
	var fields []string
	for i := range ty.NumField() {
		fields = append(fields, ty.Field(i).Name)
	}
	if want := []string{"Kind", "Half", "Marker", "Off", "Own", "Down", "ToGo", "TO", "Receiver", "EndHalf"}; !slices.Equal(fields, want) {
		t.Fatalf("a Situation's fields are %v, a leaf's key packs %v: pack a new field in leafOf and name it here", fields, want)
	}
	base := firstandroll.Situation{Kind: firstandroll.SitPlay, Half: 1, Marker: 7, Off: engine.Home, Own: 35, Down: 1, ToGo: 10, TO: [2]int{3, 3}}
	k := leafOf(&base, 0)
	for i, change := range []func(*firstandroll.Situation){
		func(s *firstandroll.Situation) { s.Kind = firstandroll.SitTwo },
		func(s *firstandroll.Situation) { s.Half = 2 },
		func(s *firstandroll.Situation) { s.Marker = 1<<15 - 1 },
		func(s *firstandroll.Situation) { s.Off = engine.Away },
		func(s *firstandroll.Situation) { s.Own = 99 },
		func(s *firstandroll.Situation) { s.Down = 4 },
		func(s *firstandroll.Situation) { s.ToGo = -1 << 15 },
		func(s *firstandroll.Situation) { s.TO[0] = 0 },
		func(s *firstandroll.Situation) { s.TO[1] = -1 },
		func(s *firstandroll.Situation) { s.Receiver = engine.Away },
		func(s *firstandroll.Situation) { s.EndHalf = true },
	} {
		c := base
		change(&c)
		if leafOf(&c, 0) == k {
			t.Errorf("change %d kept the key", i)
		}
	}
	for _, d := range []int16{1, -1, 1<<15 - 1, -1 << 15} {
		if leafOf(&base, d) == k {
			t.Errorf("points %d kept the key", d)
		}
	}
	defer func() {
		if recover() == nil {
			t.Errorf("a marker past 16 bits was packed")
		}
	}()
	c := base
	c.Marker = 1 << 15
	leafOf(&c, 0)
}
