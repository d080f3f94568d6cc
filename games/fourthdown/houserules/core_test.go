package houserules_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine/enginetest"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
)

// 4th Down as the app registers it, under a house-rules file its header
// names, passes the conformance suite, its coach included.
func TestConformance(t *testing.T) {
	enginetest.Run(t, houserules.Game, enginetest.Games(8),
		enginetest.Header(map[string]string{"rules": "house.yaml"}, map[string]string{"house.yaml": "base: 4th-down\nkickoff: 25\n"}))
}
