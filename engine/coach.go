package engine

import "math/rand/v2"

// PickWeighted is one of words drawn from r by weight (a word without one
// weighs nothing): a computer coach's choice between sensible calls. The
// first word when none weighs; a number is drawn from r either way.
func PickWeighted(r *rand.Rand, words []string, weights map[string]int) string {
	return PickBy(r, words, func(t string) int { return weights[t] })
}

// PickBy is PickWeighted with each word's weight given by weight: the
// same draw, for a coach whose weights are not a map.
func PickBy(r *rand.Rand, words []string, weight func(string) int) string {
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

// PickIndex is PickWeighted of words by position: the index of the word
// drawn of n, word i weighing weights[i] (nothing past its end); the same
// draw as PickWeighted's of words so weighed.
func PickIndex(r *rand.Rand, n int, weights []int) int {
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
