package engine

import "testing"

// TestRankOfOrder: a win before the score, the score before the ball,
// the ball before a 4th down, a 4th down before the ground, the ground
// before the down; the down read for the team with the ball and against
// it.
func TestRankOfOrder(t *testing.T) {
	won := Status{Final: true, Winner: Home, Score: [2]int{6, 0}}
	for _, tc := range []struct {
		name          string
		better, worse Status
		side          Side
	}{
		{"a win over a bigger lead", won, Status{Score: [2]int{14, 0}}, Home},
		{"the score over the ball", Status{Score: [2]int{3, 0}, Possession: Away}, Status{Possession: Home}, Home},
		{"the ball over the ground", Status{Possession: Home, HasBall: true, Ball: 10}, Status{Possession: Away, HasBall: true, Ball: 90}, Home},
		{"the ground for the away side", Status{Possession: Home, HasBall: true, Ball: 20}, Status{Possession: Home, HasBall: true, Ball: 30}, Away},
		{"not a 4th down over ground", Status{Possession: Home, HasBall: true, Ball: 30, Down: 1, ToGo: 10}, Status{Possession: Home, HasBall: true, Ball: 32, Down: 4, ToGo: 3}, Home},
		{"their 4th down over ground", Status{Possession: Home, HasBall: true, Ball: 32, Down: 4, ToGo: 3}, Status{Possession: Home, HasBall: true, Ball: 30, Down: 1, ToGo: 10}, Away},
		{"an earlier down with the ball", Status{Possession: Home, HasBall: true, Ball: 30, Down: 1, ToGo: 10}, Status{Possession: Home, HasBall: true, Ball: 30, Down: 2, ToGo: 5}, Home},
		{"a later down against it", Status{Possession: Home, HasBall: true, Ball: 30, Down: 3, ToGo: 5}, Status{Possession: Home, HasBall: true, Ball: 30, Down: 3, ToGo: 4}, Away},
	} {
		if b, w := rankOf(tc.better, tc.side), rankOf(tc.worse, tc.side); !b.beats(w) || w.beats(b) {
			t.Errorf("%s: %v does not beat %v", tc.name, b, w)
		}
	}
}
