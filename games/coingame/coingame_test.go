package coingame_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine/enginetest"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// TestConformance: the coin game keeps the contract.
func TestConformance(t *testing.T) { enginetest.Run(t, coingame.Game{}) }
