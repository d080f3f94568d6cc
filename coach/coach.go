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
// engine.Chooser: the coach of the team asked answers, and for a choice
// with parts (engine.Simultaneous) the other team's coach too, neither
// seeing the other's answer; the entry is Ask.Entry of the two. (A choice
// answered whole in turn is the next entry's: its coach answers it then.)
//
// ok is false when a is not the coaches' to answer (Chosen).
func Entry(m engine.Core, a engine.Ask, coaches *[2]engine.Chooser) (tok string, ok bool) {
	if !Chosen(a) {
		return "", false
	}
	team, other := a.Team, a.Team.Other()
	tok = coaches[team].Choose(m, team)
	if len(a.Both.Own[other]) > 0 {
		tok = a.Entry(tok, coaches[other].Choose(m, other))
	}
	return tok, true
}

// Chosen reports whether a is a team's choice, which a coach may make:
// not a roll, not a reading of the table (the players read it off their
// cards, a coach is never asked it), and not the nothing asked once the
// game is over.
func Chosen(a engine.Ask) bool { return chosen(engine.TurnOf(&a)) }

// chosen is Chosen of a turn.
func chosen(t engine.Turn) bool { return !t.Done && !t.Roll && !t.Reading }

// EntryCode is Entry's entry as its code (engine.CodeChooser) where the
// words of what is asked are not needed: t, m's Turn, is a choice whose
// coaches answer by code (coaches[side], nil for a coach that does not),
// put to its team alone, or with parts where m says them by code
// (engine.Parted). ok is false otherwise, or when the answer of the team
// asked is no listed entry: Entry then says it.
func EntryCode(m engine.Core, t engine.Turn, coaches *[2]engine.CodeChooser) (k int, ok bool) {
	c := coaches[t.Team]
	switch {
	case c == nil || !chosen(t):
		return -1, false
	case t.Parts:
		return partsCode(m, t.Team, coaches)
	}
	k = c.ChooseCode(m, t.Team)
	return k, k >= 0
}

// partsCode is EntryCode of a choice with parts asked of team, as Entry
// makes it: the other team's coach is asked too where the other team
// has a part (one of its own tokens is listed), and the entry is the
// two answers' (engine.PartsEntry).
func partsCode(m engine.Core, team engine.Side, coaches *[2]engine.CodeChooser) (int, bool) {
	p, ok := m.(engine.Parted)
	other := team.Other()
	if !ok {
		return -1, false
	}
	asked := p.Part(other) // whether the other team has a part
	if asked && coaches[other] == nil {
		return -1, false
	}
	x := coaches[team].ChooseCode(m, team)
	if x < 0 || !asked {
		return x, x >= 0
	}
	return engine.PartsEntry(p, team, x, coaches[other].ChooseCode(m, other)), true
}

// Answers reports whether side's coach alone answers a when a player has
// the other side (solo play): a choice put to side, or a secret one with
// parts in which the player's team has none.
func Answers(a engine.Ask, side engine.Side) bool {
	if !Chosen(a) {
		return false
	}
	if a.Both.Secret && a.Parts() {
		return len(a.Both.Own[side.Other()]) == 0
	}
	return a.Team == side
}

// Open reports whether side's coach may enter one of its own tokens in a,
// a choice put to the other team in the open (engine.Simultaneous),
// before that team answers: a allows one.
func Open(a engine.Ask, side engine.Side) bool {
	return Chosen(a) && !a.Both.Secret && a.Team != side && slices.ContainsFunc(a.Both.Own[side], func(t string) bool { return a.Acts(side, t) })
}

// Random is a coach for any game that picks at random among what the
// rules allow its side (engine.Chooser's answers): one of its answers to
// the choice put to its team (Ask.Answers); in the other team's choice
// with parts, one of its own tokens or none (Pass, or ""). Its draw
// comes from its seed, the side and the number of entries made, so the
// same game asks it the same and gets the same answer (an undo gets its
// choice back). The same seed gives the same choices.
func Random(seed uint64) engine.Chooser { return random{seed: seed} }

type random struct{ seed uint64 }

// Choose implements engine.Chooser.
func (r random) Choose(m engine.Core, side engine.Side) string {
	a := m.Next()
	if a.Done || a.IsRoll() || len(a.Choices) == 0 {
		return ""
	}
	opts := a.Answers(side)
	if a.Team != side {
		opts = []string{a.Both.Pass}
		for _, t := range a.Both.Own[side] {
			if a.Acts(side, t) {
				opts = append(opts, t)
			}
		}
	}
	if len(opts) == 0 {
		return ""
	}
	draw := rand.NewPCG(r.seed, uint64(m.Entries())<<1|uint64(side))
	hi, _ := bits.Mul64(draw.Uint64(), uint64(len(opts)))
	return opts[hi]
}
