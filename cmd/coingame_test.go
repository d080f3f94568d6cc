package cmd

import "github.com/fourthdown/fourthdown/games/coingame"

// coinGame is the coin game of games/coingame, the smallest
// game of the family, which proves the seam: the fourthdown-coin command
// of the scripts (script_test.go) is cmd's fourthdown with it registered
// beside 4th Down, as a game of its own package would be, and
// testdata/script/seam_coin.txtar plays it through play, replay, sheet,
// the CSV and league. Its conformance test is its package's.
type coinGame = coingame.Game
