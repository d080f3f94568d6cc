package cmd

import (
	"os"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the test binary run as the fourthdown command inside scripts.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"fourthdown": func() { os.Exit(Main()) },
		// fourthdown with the coin game (coingame_test.go) registered
		// beside 4th Down, as a game of its own package would be.
		"fourthdown-coin": func() {
			engine.Register(coinGame{})
			os.Exit(Main())
		},
		// and the coin game whose values say they are estimated.
		"fourthdown-estimate": func() {
			engine.Register(coinGame{})
			engine.Register(estimatedCoin{})
			os.Exit(Main())
		},
	})
}

// TestScripts runs every end-to-end script in testdata/script: each is a
// txtar archive of commands and the files they need, checked for stdout,
// stderr, exit status and files written. Run with -update to rewrite the
// expected output of a script in place (review the diff).
func TestScripts(t *testing.T) {
	// One solution cache for every script: a ruleset is solved once per
	// run, never into the user's own cache.
	cache := t.TempDir()
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			env.Setenv("XDG_DATA_HOME", env.WorkDir+"/data")
			env.Setenv("XDG_CACHE_HOME", cache)
			return nil
		},
	})
}
