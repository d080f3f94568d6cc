package coingame

import (
	"context"

	"github.com/fourthdown/fourthdown/engine"
)

// The coin game is solved in a few lines: a position is the score and
// whose ball it is (and, between a call and its coin, the call, which
// changes nothing: either call is right half the time). With the ball,
// a team scores with chance ½ and the ball goes over either way, so with
// h the home team's chance with its ball and a the away team's ball,
// h = ½·H + ½·a and a = ½·A + ½·h, where H and A are the chances once
// the home or away team has scored: h = (2H + A)/3, a = (H + 2A)/3.

// win is the home team's chance of winning by the score (home, away) and
// whose ball it is, a tie impossible: the first to 3 wins.
var win = func() (v [4][4][2]float64) {
	for h := 3; h >= 0; h-- {
		for a := 3; a >= 0; a-- {
			switch {
			case h == 3:
				v[h][a] = [2]float64{1, 1}
			case a == 3:
				v[h][a] = [2]float64{0, 0}
			default:
				H, A := v[h+1][a][engine.Away], v[h][a+1][engine.Home]
				v[h][a] = [2]float64{(2*H + A) / 3, (H + 2*A) / 3}
			}
		}
	}
	return v
}()

// Values are the coin game's exact values: always at hand.
func (Game) Values(context.Context, engine.Match, engine.ValuesRequest) (engine.Valuer, error) {
	return values{}, nil
}

type values struct{}

func (values) Value(m engine.Core) float64 {
	cm := m.(*Match)
	st := cm.Status()
	h, a := min(st.Score[engine.Home], 3), min(st.Score[engine.Away], 3)
	if cm.Entries()%2 == 0 || st.Final {
		return win[h][a][cm.ball]
	}
	return coin(h, a, cm.ball) // a call made: its coin is next
}

// coin is the home team's chance at side's coin: right or wrong, evenly.
func coin(h, a int, side engine.Side) float64 {
	score := [2]int{h, a}
	score[side]++
	return (win[score[engine.Home]][score[engine.Away]][side.Other()] + win[h][a][side.Other()]) / 2
}

func (values) Choices(m engine.Core) []engine.Choice {
	cm := m.(*Match)
	st := cm.Status()
	if st.Final || cm.Entries()%2 == 1 {
		return nil
	}
	v := coin(st.Score[engine.Home], st.Score[engine.Away], cm.ball)
	return []engine.Choice{{Entry: "heads", Home: v}, {Entry: "tails", Home: v}}
}

// Coach is the coin game's computer coach: the perfect coach of its values
// (engine.Perfect), which calls heads, either call being as good.
func (Game) Coach(seed uint64) engine.Chooser { return engine.Perfect(values{}, seed) }
