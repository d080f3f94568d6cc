package engine

import "slices"

// Simultaneous is a choice both teams answer (Ask.Both), as OpenSpiel's
// simultaneous node, or its transform into turns: each team answers its
// part, and what it answers for itself is not shown to the other team
// before the other's answer is in when the choice is Secret. Its zero
// value is a choice of the team asked alone.
//
// With parts (Own), the two answers make one entry (Ask.Entry): the team
// asked answers the choice less the other team's part (Ask.Answers), the
// other team its own tokens or Pass. In the open (not Secret), the other
// team acts first: its own token is entered as soon as it is answered,
// and the choice is asked again. Without parts, a Secret choice is
// answered whole by each team in turn, each answer its own entry, the
// team asked's first; the other team's is the entry that Follows.
type Simultaneous struct {
	// Own[side] is side's part: the tokens among Choices by which it acts
	// for itself (its timeout), which the other team may not answer.
	Own [2][]string
	// Pass is the answer of a team that takes none of its own tokens; ""
	// when anything else it answers is none.
	Pass string
	// Secret: neither team sees the other's answer before its own is in.
	Secret bool
	// Follows: the entry completes a Secret choice without parts, answered
	// by the other team at the entry before: in solo play, a coach's
	// answer there was not shown before the player's here was in.
	Follows bool
}

// Parts reports whether the teams answer a each its own part, the two
// answers making one entry.
func (a Ask) Parts() bool { return len(a.Both.Own[Home])+len(a.Both.Own[Away]) > 0 }

// Answers are the tokens side may answer to a: its choices less the other
// team's own.
func (a Ask) Answers(side Side) []string {
	other := a.Both.Own[side.Other()]
	if len(other) == 0 {
		return a.Choices
	}
	return slices.DeleteFunc(slices.Clone(a.Choices), func(t string) bool { return slices.Contains(other, t) })
}

// Acts reports whether tok is one of side's own tokens in a that a
// allows.
func (a Ask) Acts(side Side, tok string) bool {
	return slices.Contains(a.Both.Own[side], tok) && slices.Contains(a.Choices, tok)
}

// Entry is the one entry two answers to a make, each team's for itself
// without seeing the other's, in either order: a team's own token, the
// team asked's when both answer one; else x. For a choice without parts
// it is x.
func (a Ask) Entry(x, y string) string { return entryOf(a.Team, x, y, a.Acts) }

// entryOf is the one entry of x, team's answer, and y, the other team's,
// each as a token or a code (acts says whether an answer is one of a
// team's own tokens): Ask.Entry and PartsEntry.
func entryOf[T any](team Side, x, y T, acts func(Side, T) bool) T {
	if !acts(team, x) && (acts(Home, y) || acts(Away, y)) {
		return y
	}
	return x
}

// Parted is a match that says the parts of a choice both teams answer
// (Ask.Both.Own) by code, without building its Ask: a search that answers
// by code (coach.EntryCode) asks this.
type Parted interface {
	// Owns reports whether entry k of Legal().Entries is one of side's
	// own tokens of the choice asked (Ask.Acts of its text); false for a
	// code out of range, and where the choice has no parts.
	Owns(side Side, k int) bool
	// Part reports whether side has a part in the choice asked: one of
	// Legal().Entries is its own (Owns of some k).
	Part(side Side) bool
}

// PartsEntry is Ask.Entry by code: the one entry that x, the code team
// answers to what p asks, and y, the other team's, make.
func PartsEntry(p Parted, team Side, x, y int) int { return entryOf(team, x, y, p.Owns) }
