// Package coach is what the computer coaches of every game share, written
// once over the contract (engine) alone: who a choice is put to and what
// the coaches enter for it (Entry), and a coach for any game that picks at
// random among what the rules allow (Random). It imports no game: each
// game's coaches live with that game (engine.Coached), and any of them
// plays here through engine.Chooser.
package coach

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/fourthdown/fourthdown/engine"
)

// Entry is what the computer coaches enter for a, the choice m asks next
// (a = m.Next()), coaches[side] choosing for side alone, by the rules of
// engine.Chooser:
//   - a choice each team may take for itself (engine.OneOf): both
//     coaches answer, neither seeing the other's answer, and the entry is
//     Ask.EitherEntry of the two (a.Team's token when both take it);
//   - a choice put to one team in which the other has tokens of its own
//     (engine.EachOwn: its timeout): the other team's coach is asked
//     first, and its answer is entered when it is one of those tokens;
//   - otherwise the coach of the team asked answers (engine.InTurn: the
//     other team's coach answers the next entry, as the players do).
//
// ok is false when a is not the coaches' to answer (Chosen).
func Entry(m engine.Match, a engine.Ask, coaches *[2]engine.Chooser) (tok string, ok bool) {
	if !Chosen(a) {
		return "", false
	}
	team, other := a.Team, a.Team.Other()
	if a.IsEither() {
		return a.EitherEntry(coaches[team].Choose(m, team), coaches[other].Choose(m, other)), true
	}
	if MayReserve(a, other) {
		if t := coaches[other].Choose(m, other); Reserves(a, other, t) {
			return t, true
		}
	}
	return coaches[team].Choose(m, team), true
}

// Chosen reports whether a is a team's choice, which a coach may make:
// not a roll, not a reading of the table (engine.Together: the players
// read it off their cards, a coach is never asked it), and not the nothing
// asked once the game is over.
func Chosen(a engine.Ask) bool { return !a.Done && !a.IsRoll() && !a.Reading() }

// Answers reports whether side's coach alone answers a when a player has
// the other side (solo play): a choice put to side, or one each team may
// take (engine.OneOf) that the player's team cannot.
func Answers(a engine.Ask, side engine.Side) bool {
	if !Chosen(a) {
		return false
	}
	if a.IsEither() {
		return a.Either(side.Other()) == ""
	}
	return a.Team == side
}

// MayReserve reports whether side's coach may enter one of its own tokens
// (Ask.Reserved: its timeout) before the other team answers a, the
// question put to the other team: a allows one of them.
func MayReserve(a engine.Ask, side engine.Side) bool {
	return Chosen(a) && slices.ContainsFunc(a.Reserved(side), func(r string) bool {
		return slices.Contains(a.Choices, r)
	})
}

// Reserves reports whether tok is one of side's own tokens in a
// (Ask.Reserved) that a allows: the coach's answer that is entered before
// the other team's.
func Reserves(a engine.Ask, side engine.Side, tok string) bool {
	return slices.Contains(a.Reserved(side), tok) && slices.Contains(a.Choices, tok)
}

// Random is a coach for any game that picks at random among what the
// rules allow its side (engine.Chooser's answers): one of the choices put
// to its team, leaving out the other team's own tokens (Ask.Reserved);
// for a choice each team may take (engine.OneOf) its own token or none; in
// the other team's question one of its own tokens or none (""). Its draw
// comes from its seed, the side and the number of entries made, so the
// same game asks it the same and gets the same answer (an undo gets its
// choice back). The same seed gives the same choices.
func Random(seed uint64) engine.Chooser { return random{seed: seed} }

type random struct{ seed uint64 }

// Choose implements engine.Chooser.
func (r random) Choose(m engine.Match, side engine.Side) string {
	a := m.Next()
	if a.Done || a.IsRoll() || len(a.Choices) == 0 {
		return ""
	}
	var opts []string
	switch {
	case a.IsEither():
		opts = []string{a.Both.Pass}
		if a.Either(side) != "" {
			opts = append(opts, a.Either(side))
		}
	case a.Team != side:
		opts = []string{""}
		for _, t := range a.Reserved(side) {
			if slices.Contains(a.Choices, t) {
				opts = append(opts, t)
			}
		}
	default:
		for _, t := range a.Choices {
			if !slices.Contains(a.Reserved(side.Other()), t) {
				opts = append(opts, t)
			}
		}
		if len(opts) == 0 {
			return ""
		}
	}
	draw := rand.NewPCG(r.seed, uint64(m.Entries())<<1|uint64(side))
	hi, _ := bits.Mul64(draw.Uint64(), uint64(len(opts)))
	return opts[hi]
}
