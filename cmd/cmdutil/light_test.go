package cmdutil

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestCmdutilIsLight: the commands' shared helpers need neither the
// sheets, the league nor the simulator; what needs them lives where it is
// used (cmd/printed registers what a game prints, sim writes its results).
func TestCmdutilIsLight(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	for _, heavy := range []string{"league", "sheets", "sim"} {
		if slices.Contains(deps, "github.com/fourthdown/fourthdown/"+heavy) {
			t.Errorf("cmdutil depends on %s", heavy)
		}
	}
}
