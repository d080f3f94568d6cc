package cmd

import (
	"context"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// coinGame is the coin game of games/coingame, the smallest
// game of the family, which proves the seam: the fourthdown-coin command
// of the scripts (script_test.go) is cmd's fourthdown with it registered
// beside 4th Down, as a game of its own package would be, and
// testdata/script/seam_coin.txtar plays it through play, replay, sheet,
// the CSV and league. Its conformance test is its package's.
type coinGame = coingame.Game

// estimatedCoin is the coin game whose values say they are estimated
// (engine.Estimated): its exact values dressed as an estimate, so that
// every view of values is seen to say "≈" and "estimated" without an
// estimator. The fourthdown-estimate command of the scripts registers it
// as coin-estimate beside the coin game.
type estimatedCoin struct{ coingame.Game }

func (estimatedCoin) Name() string  { return "coin-estimate" }
func (estimatedCoin) Title() string { return "Coin Estimate" }

func (g estimatedCoin) Values(ctx context.Context, m engine.Match, req engine.ValuesRequest) (engine.Valuer, error) {
	v, err := g.Game.Values(ctx, m, req)
	return estimate{v}, err
}

// estimate are exact values said to be estimated.
type estimate struct{ engine.Valuer }

func (estimate) Measured() string { return "0.0 points of win chance (the exact values, for the test)" }
