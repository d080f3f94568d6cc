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
// is read from physical dice whose 10 is printed 0, so 0 means 10 there.
// Every other value is itself.
func (d Die) Read(v int) int {
	if v == 0 && d.Sides == 10 && d.Min == 1 {
		return 10
	}
	return v
}

// Index turns a face into a 0-based table index.
func (d Die) Index(v int) int { return v - d.Min }

// Name is the die as written in the rulebook, e.g. "d20".
func (d Die) Name() string { return fmt.Sprintf("d%d", d.Sides) }

// Range is the die's faces as text, e.g. "1-20".
func (d Die) Range() string { return fmt.Sprintf("%d-%d", d.Min, d.Max()) }

// String is e.g. "d20 (1-20)".
func (d Die) String() string { return d.Name() + " (" + d.Range() + ")" }
