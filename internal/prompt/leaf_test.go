package prompt

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPrompterKnowsNoGameAndNoCommand: the prompter is a package of its
// own that asks whatever it is given: it depends on no game and on no
// command package (cmd and what is under it).
func TestPrompterKnowsNoGameAndNoCommand(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		rest, ok := strings.CutPrefix(p, "github.com/fourthdown/fourthdown/")
		if ok && (strings.HasPrefix(rest, "games/") || rest == "cmd" || strings.HasPrefix(rest, "cmd/")) {
			t.Errorf("the prompter depends on %s", p)
		}
	}
}
