package engine

// PickWeighted is one of words drawn from r by weight (a word without one
// weighs nothing): a computer coach's choice between sensible calls. The
// first word when none weighs; a number is drawn from r either way.
func PickWeighted(r Intner, words []string, weights map[string]int) string {
	return PickBy(r, words, func(t string) int { return weights[t] })
}

// PickBy is PickWeighted with each word's weight given by weight: the
// same draw, for a coach whose weights are not a map.
func PickBy(r Intner, words []string, weight func(string) int) string {
	total := 0
	for _, t := range words {
		total += weight(t)
	}
	n := r.IntN(max(total, 1))
	for _, t := range words {
		if n -= weight(t); n < 0 {
			return t
		}
	}
	return words[0]
}

// Better is the one of choices, the answers to what m asks of side, that
// leaves side better off, read off the status the game's own fold gives
// after each (applied to a copy of m; m is unchanged): the game won (or
// not lost), then the score, then having the ball, then not facing a 4th
// down with it (or the other team facing one), then the ground — the
// ball's spot from side's goal line — then the down and the distance. The
// first of equals; "" when none applies. A menu starts on it.
func Better(m Core, side Side, choices []string) string {
	best, bestRank := "", outcomeRank{}
	for _, c := range choices {
		cl := m.Clone()
		if cl.Apply(Token{Text: c}) != nil {
			continue
		}
		if r := rankOf(cl.Status(), side); best == "" || r.beats(bestRank) {
			best, bestRank = c, r
		}
	}
	return best
}

// outcomeRank is how good a status is for a side, most telling first.
type outcomeRank [6]int

// rankOf ranks st for side: the game's result, the score's margin, the
// ball, a 4th down (the last before the ball is kicked or lost), the
// ground, and the down and distance (earlier and shorter for the team
// with the ball, later and longer against it).
func rankOf(st Status, side Side) outcomeRank {
	var r outcomeRank
	r[0] = st.Returns()[side]
	r[1] = st.Score[side] - st.Score[side.Other()]
	with := 1 // side has the ball: -1 turns what is good for it round
	if st.Possession != side {
		with = -1
	}
	r[2] = with
	if st.Down == 4 {
		r[3] = -with
	}
	if st.HasBall {
		r[4] = Own(side, st.Ball)
	}
	if st.Down > 0 {
		r[5] = -with * (st.Down*1000 + st.ToGo)
	}
	return r
}

// beats reports whether r is better than o.
func (r outcomeRank) beats(o outcomeRank) bool {
	for i := range r {
		if r[i] != o[i] {
			return r[i] > o[i]
		}
	}
	return false
}

// PickIndex is PickWeighted of words by position: the index of the word
// drawn of n, word i weighing weights[i] (nothing past its end); the same
// draw as PickWeighted's of words so weighed.
func PickIndex(r Intner, n int, weights []int) int {
	total := 0
	for _, w := range weights[:min(n, len(weights))] {
		total += w
	}
	k := r.IntN(max(total, 1))
	for i, w := range weights[:min(n, len(weights))] {
		if k -= w; k < 0 {
			return i
		}
	}
	return 0
}
