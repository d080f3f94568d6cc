package engine

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
)

// Values: a game that is solved knows the exact value of every position of
// a match, the home team's chance of winning it from there under best play
// by both teams, a tie counting half. Advice on the menus and the
// situation line, the board's win chance, the scoresheet's win-chance
// chart and key moments, review's choices and its luck-and-skill ledger,
// and the perfect coach are written once against these values, for every
// game that has them.
//
// A value is always the home team's: the away team's chance is 1 minus
// it. At a roll, a position's value is the mean of its faces' values by
// their odds (Legal's weights); where one team chooses, the value of its
// best choice (the highest for the home team, the lowest for the away
// team); once the game is over, 1, ½ or 0.

// Valued is a game that is solved: it can give the values of a match's
// positions (Valuer), under the rules the match's record set up. Optional:
// a game without values has no advice, win chances or ledger.
type Valued interface {
	// Values are the values for m's rules: at once when they are at hand
	// (kept from an earlier run, or small enough to compute), else
	// computed (a long computation reports its progress to req.Progress
	// and stops when ctx is done). With req.AtHand, values that are not at
	// hand are not computed: the error is then ErrNotAtHand.
	Values(ctx context.Context, m Match, req ValuesRequest) (Valuer, error)
}

// ValuesKeyed is a Valued game whose variants are not told apart by
// their names (4th Down's house-rules files, two of which may have one
// name): ValuesKey(m) names the values match m needs, the matches of one
// key sharing them. Optional: without it, a match's variant name
// (Match.Variant) does.
type ValuesKeyed interface {
	ValuesKey(m Match) string
}

// ValuesRequest says how a game gets its values.
type ValuesRequest struct {
	// Progress is where a long computation reports how far it is, in
	// lines for people (nil: nowhere).
	Progress io.Writer
	// AtHand: only values already at hand, never a computation (the
	// board, which must not hold up a game).
	AtHand bool
}

// ErrNotAtHand is the error of Valued.Values when values are asked only
// if at hand (ValuesRequest.AtHand) and they are not.
var ErrNotAtHand = errors.New("the game's values are not at hand")

// Valuer gives the values of the positions of one game under one set of
// rules (those of the match it came for, Valued.Values). It is safe for
// concurrent use, never changes a match it is given and is given only
// matches of its game and rules, as states of the game (Core): a value
// that looks ahead searches from them.
type Valuer interface {
	// Value is the home team's chance of winning m from where it stands,
	// a tie counting half: a number from 0 to 1; 1, ½ or 0 once m is over.
	Value(m Core) float64
	// Choices, where m asks a team to choose, are the value of each legal
	// entry (m's Legal entries, in their order): the home team's chance
	// once that entry is made. Nil at a roll, at a free-form entry and
	// once m is over.
	Choices(m Core) []Choice
}

// Choice is one legal choice and its value: the home team's chance of
// winning once it is made.
type Choice struct {
	Entry string
	Home  float64
}

// Paired is a Valuer of a game in which two calls are made without
// either team seeing the other's (1st & Roll's offense and defense calls):
// the record enters the first call, then the second. Where such calls are
// asked, the game is a matrix game solved by mixing: each team's
// equilibrium mix of its calls.
type Paired interface {
	Valuer
	// Pair is, at either call of a pair made without seeing each other,
	// the pair: ok is false anywhere else.
	Pair(m Core) (p Pair, ok bool)
}

// Pair is a pair of calls made without seeing each other, valued. At the
// first call, Value(m) is Pair.Value and Choices(m)[i] is first call i
// against the second's mix (Σj Mix[1][j]·Home[i][j]); at the second call
// (Made = the first call's index), Value(m) is that same mean for the
// call made and Choices(m)[j] is Home[Made][j]. A team that plays its mix
// cannot be exploited: neither team gains by leaving its mix for one call.
type Pair struct {
	// Teams are who makes the first call (entered first) and the second.
	Teams [2]Side
	// First and Second are the entries each call allows, in Legal order.
	First, Second []string
	// Home[i][j] is the home team's chance once First[i] and Second[j] are
	// entered.
	Home [][]float64
	// Mix are each call's equilibrium mix: Mix[0][i] the chance the first
	// team calls First[i], Mix[1][j] the second's; each sums to 1.
	Mix [2][]float64
	// Value is the home team's chance under both mixes.
	Value float64
	// Made is the index in First of the first call once entered (at the
	// second call), else -1.
	Made int
}

// ValuesOf are game g's values for match m, when g is solved: ok is false
// for a game without values.
func ValuesOf(ctx context.Context, g Game, m Match, req ValuesRequest) (v Valuer, ok bool, err error) {
	vg, ok := g.(Valued)
	if !ok {
		return nil, false, nil
	}
	v, err = vg.Values(ctx, m, req)
	return v, true, err
}

// ForSide is a home value v as side's chance.
func ForSide(v float64, side Side) float64 {
	if side == Away {
		return 1 - v
	}
	return v
}

// BestChoice is the best of choices for side, the team choosing: the
// highest value for the home team, the lowest for the away team; ties go
// to the earlier choice. -1 when there is none.
func BestChoice(choices []Choice, side Side) int {
	best := -1
	for i, c := range choices {
		if best < 0 || ForSide(c.Home, side) > ForSide(choices[best].Home, side) {
			best = i
		}
	}
	return best
}

// Perfect is the perfect coach of a game with values v: at a choice, the
// best one for its team (ties to the earlier), at a pair of calls made
// without seeing each other a call drawn from its equilibrium mix by the
// coach's seed. It answers as Chooser says: for a choice with parts
// (Ask.Both) the best of side's answers by the values of their entries;
// for the other team's choice, none ("").
func Perfect(v Valuer, seed uint64) Chooser {
	return &perfect{v: v, r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

type perfect struct {
	v Valuer
	r *rand.Rand
}

func (p *perfect) Choose(m Core, side Side) string {
	a := m.Next()
	if a.Done || a.IsRoll() {
		return ""
	}
	if s, ok := p.v.(Paired); ok {
		if pair, ok := s.Pair(m); ok {
			call := 0
			entries := pair.First
			if pair.Made >= 0 {
				call, entries = 1, pair.Second
			}
			if pair.Teams[call] == side {
				return pickMix(p.r, entries, pair.Mix[call])
			}
		}
	}
	if !a.Parts() && a.Team != side {
		return ""
	}
	// The choices are valued only where side answers from them: at its
	// own part of a pair the mix answers, without them.
	choices := p.v.Choices(m)
	if a.Parts() {
		return part(a, choices, side)
	}
	if i := BestChoice(choices, side); i >= 0 {
		return choices[i].Entry
	}
	if len(a.Choices) > 0 {
		return a.Choices[0]
	}
	return ""
}

// part is side's answer to a, a choice with parts: the best of its
// answers (ties to the earlier), in the other team's choice its own tokens
// or Pass; none ("") when Pass is none.
func part(a Ask, choices []Choice, side Side) string {
	ans := a.Answers(side)
	if a.Team != side {
		if a.Both.Pass == "" {
			return ""
		}
		ans = append([]string{a.Both.Pass}, a.Both.Own[side]...)
	}
	best := -1
	for i, c := range choices {
		if slices.Contains(ans, c.Entry) && (best < 0 || ForSide(c.Home, side) > ForSide(choices[best].Home, side)) {
			best = i
		}
	}
	switch {
	case best >= 0:
		return choices[best].Entry
	case len(ans) > 0:
		return ans[0]
	}
	return ""
}

// pickMix is an entry drawn from r by the chances of mix.
func pickMix(r *rand.Rand, entries []string, mix []float64) string {
	u := r.Float64()
	for i, w := range mix {
		if u -= w; u < 0 && i < len(entries) {
			return entries[i]
		}
	}
	return entries[len(entries)-1]
}

// Coaching is a game with several computer coaches, by name (play's
// --coach, simulate's --home and --away): a coach that plays by the
// game's values (its perfect coach is Perfect) is given them.
// Optional; a game with one coach is Coached.
type Coaching interface {
	// CoachNames are its coaches' names, and def the one played without a
	// name.
	CoachNames() (names []string, def string)
	// NamedCoach is the coach called name (any case; "" is def) for match
	// m's rules, seeded for its choices between equals; values gets the
	// game's values for m (once for every view that asks) if it plays by
	// them. An unknown name's error says which names there are.
	NamedCoach(m Match, name string, seed uint64, values func() (Valuer, error)) (Chooser, error)
}

// Estimated is a Valuer whose values are estimated from the game's own
// play, not exact: every view that shows one says so ("≈61%",
// "estimated") and, where it has room, its measured error.
type Estimated interface {
	Valuer
	// Measured is the estimate's measured error in words for people
	// ("mean |error| 0.9 points of win chance, 99th percentile 4.1, over
	// 12,000 situations of 1,000 games"); "" when it was not measured.
	Measured() string
}

// IsEstimate reports whether v's values are estimated (Estimated), not
// exact.
func IsEstimate(v Valuer) bool {
	_, ok := v.(Estimated)
	return ok
}
