package sim

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// recorder keeps one game's entries and writes them as an ordinary record:
// one drive per line, every die marked digital.
type recorder struct {
	dir      string
	width    int
	seed     uint64
	body     []tracker.Line
	setRules func(rec *tracker.Record, path string)
	coaches  [2]string
}

func newRecorder(opts *Options) *recorder {
	return &recorder{dir: opts.Records, width: len(strconv.Itoa(opts.Games)), seed: opts.Seed, setRules: opts.RecordRules, coaches: opts.CoachNames}
}

func (r *recorder) begin() { r.body = r.body[:0] }

func (r *recorder) add(a engine.Ask, e engine.Entry) {
	if a.Kind == engine.AskStyle || len(r.body) == 0 {
		r.body = append(r.body, tracker.Line{})
	}
	l := &r.body[len(r.body)-1]
	l.Tokens = append(l.Tokens, tracker.Token{Text: e.String(), Digital: a.IsRoll(), Index: len(l.Tokens) + 1})
}

// FileName is the record file of game i (0-based) in a run of games games.
func FileName(i, games int) string {
	return fmt.Sprintf("game-%0*d.fdr", len(strconv.Itoa(games)), i+1)
}

// Record builds the record of a simulated game.
func Record(rules *engine.Ruleset, recv engine.Side, final *engine.State, body []tracker.Line, note string) *tracker.Record {
	rec := &tracker.Record{}
	if note != "" {
		rec.Header = append(rec.Header, tracker.Field{Comment: " " + note})
	}
	rec.Header = append(rec.Header,
		tracker.Field{Key: "home", Value: engine.DefaultTeams[engine.Home].Name},
		tracker.Field{Key: "away", Value: engine.DefaultTeams[engine.Away].Name},
		tracker.Field{Key: "receives", Value: recv.String()},
		tracker.Field{Key: "home-coach", Value: "computer"},
		tracker.Field{Key: "away-coach", Value: "computer"},
	)
	if rules.Name != engine.FourthDown.Name {
		rec.Set("rules", rules.Name)
	}
	rec.Body = body
	if final != nil && final.Final {
		rec.Body = append(rec.Body, tracker.Line{Comment: fmt.Sprintf(" final: %s %d, %s %d",
			engine.DefaultTeams[engine.Home], final.Score[engine.Home], engine.DefaultTeams[engine.Away], final.Score[engine.Away])})
	}
	return rec
}

func (r *recorder) write(i int, rules *engine.Ruleset, recv engine.Side, final *engine.State) error {
	note := fmt.Sprintf("simulated by fourthdown simulate --seed %d: game %d", r.seed, i+1)
	rec := Record(rules, recv, final, r.body, note)
	for side, name := range r.coaches {
		if name != "" {
			rec.Set(engine.Side(side).String()+"-coach", "computer ("+name+")")
		}
	}
	path := filepath.Join(r.dir, fmt.Sprintf("game-%0*d.fdr", r.width, i+1))
	if r.setRules != nil {
		r.setRules(rec, path)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := rec.Format(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
