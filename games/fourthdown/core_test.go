package fourthdown

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// TestConformance: 4th Down and the Gridiron variant keep the contract
// (engine/enginetest) in random games.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{})
	enginetest.Run(t, Game{}, enginetest.Header(map[string]string{"rules": "gridiron"}, nil), enginetest.Seed(2))
}
