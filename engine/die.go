package engine

import "fmt"

// Die describes a physical die as the players read it: faces Min..Max.
// A d20 numbered 1-20 is Die{Sides: 20, Min: 1}; the Gridiron variant's
// d20 read 0-19 is Die{Sides: 20, Min: 0}.
type Die struct {
	Sides int
	Min   int
}

// Max is the highest face of the die.
func (d Die) Max() int { return d.Min + d.Sides - 1 }

// Valid reports whether v is a face of the die.
func (d Die) Valid(v int) bool { return v >= d.Min && v <= d.Max() }

// Read is the face a roll shows as the die means it: a d10 numbered 1-10
// is read from physical dice whose 10 is printed 0, so 0 means 10 there
// (Alias). Every other value is itself.
func (d Die) Read(v int) int {
	if written, face, ok := d.Alias(); ok && v == written {
		return face
	}
	return v
}

// Alias is a face the die's numbers do not have that a player may write
// for one they do (written for face): the printed 0 of a d10 numbered
// 1-10, its 10. ok is false for every other die.
func (d Die) Alias() (written, face int, ok bool) {
	if d.Sides == 10 && d.Min == 1 {
		return 0, 10, true
	}
	return 0, 0, false
}

// Index turns a face into a 0-based table index.
func (d Die) Index(v int) int { return v - d.Min }

// Name is the die as written in the rulebook, e.g. "d20".
func (d Die) Name() string { return fmt.Sprintf("d%d", d.Sides) }

// Range is the die's faces as text, e.g. "1-20".
func (d Die) Range() string { return fmt.Sprintf("%d-%d", d.Min, d.Max()) }

// String is e.g. "d20 (1-20)".
func (d Die) String() string { return d.Name() + " (" + d.Range() + ")" }
