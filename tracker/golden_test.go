package tracker_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
	"github.com/rogpeppe/go-internal/txtar"
)

// The golden games in testdata/games are complete, hand-checked records
// (each says its final in a comment); they must replay to exactly that.
var goldenFinals = map[string]string{
	"safety-and-negated-td.fdr":          `{"final":true,"half":2,"clock":0,"score":{"home":9,"away":8},"possession":"home","ball_on":20}`,
	"fourth-down-go-and-untimed-fg.fdr":  `{"final":true,"half":2,"clock":0,"score":{"home":12,"away":10},"possession":"away","ball_on":70}`,
	"untimed-go-and-tie.fdr":             `{"final":true,"half":2,"clock":0,"score":{"home":7,"away":7},"possession":"home","ball_on":30}`,
	"conversion-safety-and-time-cap.fdr": `{"final":true,"half":2,"clock":0,"score":{"home":10,"away":9},"possession":"home","ball_on":54}`,
	"full-game-mixed-drives.fdr":         `{"final":true,"half":2,"clock":0,"score":{"home":19,"away":15},"possession":"away","ball_on":58}`,
}

// contract is the replay --json object cut to the fields of record.md's contract.
func contract(t *testing.T, g *tracker.Game) string {
	t.Helper()
	b, err := json.Marshal(tracker.Summary(g))
	if err != nil {
		t.Fatal(err)
	}
	var full map[string]json.RawMessage
	if err := json.Unmarshal(b, &full); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	out.WriteString("{")
	for i, k := range []string{"final", "half", "clock", "score", "possession", "ball_on"} {
		if i > 0 {
			out.WriteString(",")
		}
		out.WriteString(`"` + k + `":` + string(full[k]))
	}
	out.WriteString("}")
	// The game, then the contract's fields in this order, begin what replay --json prints.
	if !strings.HasPrefix(string(b), `{"game":"4th-down",`+strings.TrimPrefix(strings.TrimSuffix(out.String(), "}"), "{")+",") {
		t.Errorf("replay --json object %s does not start with the contract fields in order", b)
	}
	return out.String()
}

func TestGoldenGames(t *testing.T) {
	files, err := filepath.Glob("../testdata/games/*.fdr")
	if err != nil || len(files) < len(goldenFinals) {
		t.Fatalf("golden games: %v, %v", files, err)
	}
	missing := map[string]bool{}
	for name := range goldenFinals {
		missing[name] = true
	}
	defer func() {
		for name := range missing {
			t.Errorf("golden game %s is missing", name)
		}
	}()
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			g := replay(t, parse(t, string(b)))
			want, ok := goldenFinals[name]
			if !ok {
				// Another feature's game: it must at least be complete.
				if !tracker.FD(g).State.Final {
					t.Error("not a complete game")
				}
				return
			}
			delete(missing, name)
			if got := contract(t, g); got != want {
				t.Errorf("replays to\n  %s\nwant\n  %s", got, want)
			}
			if !tracker.FD(g).State.Final {
				t.Error("not a complete game")
			}
			// The final score is also written in the record's comment.
			sc := tracker.FD(g).State.Score
			line := "final " + g.Teams[0].Name + " " + itoa(sc[0]) + ", " + g.Teams[1].Name + " " + itoa(sc[1])
			if !strings.Contains(string(b), line) {
				t.Errorf("the record's comments do not say %q", line)
			}
		})
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// The CLI scripts carry copies of the golden games; they must not drift.
func TestGoldenGamesInScripts(t *testing.T) {
	scripts, _ := filepath.Glob("../cmd/testdata/script/replay_*.txtar")
	copies := 0
	for _, s := range scripts {
		ar, err := txtar.ParseFile(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			if _, golden := goldenFinals[f.Name]; !golden {
				continue
			}
			copies++
			want, err := os.ReadFile(filepath.Join("../testdata/games", f.Name))
			if err != nil {
				t.Fatal(err)
			}
			if string(f.Data) != string(want) {
				t.Errorf("%s: the copy of %s differs from testdata/games", filepath.Base(s), f.Name)
			}
		}
	}
	if copies < len(goldenFinals) {
		t.Errorf("%d golden games copied into the replay scripts, want %d", copies, len(goldenFinals))
	}
}

// A partial record describes the state after its last complete entry.
func TestSummaryPartial(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"", `{"final":false,"half":1,"clock":180,"score":{"home":0,"away":0},"possession":"home","ball_on":30}`},
		{"b 14", `{"final":false,"half":1,"clock":180,"score":{"home":0,"away":0},"possession":"home","ball_on":30}`},
		{"b 14 8", `{"final":false,"half":1,"clock":149,"score":{"home":0,"away":0},"possession":"home","ball_on":75}`},
		{"b 14 8 6 fg", `{"final":false,"half":1,"clock":149,"score":{"home":0,"away":0},"possession":"home","ball_on":75}`},
		{"b 14 8 6 fg 14", `{"final":false,"half":1,"clock":149,"score":{"home":3,"away":0},"possession":"away","ball_on":70}`},
		{"b 14 8 6 fg 14 p 19 3 20", `{"final":false,"half":1,"clock":146,"score":{"home":3,"away":6},"possession":"away","ball_on":0}`},
	} {
		t.Run(c.body, func(t *testing.T) {
			g := replay(t, parse(t, "receives: home\n"+c.body+"\n"))
			if got := contract(t, g); got != c.want {
				t.Errorf("%s\nwant\n%s", got, c.want)
			}
		})
	}
}
