package fourthstreet

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// TestConformance: 4th Street keeps the contract (engine/enginetest) in
// random games, its codes and card values answered from its samples.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{})
}
