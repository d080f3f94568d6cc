package fdsim

import (
	"fmt"
	"path/filepath"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/tracker"
)

// recorder keeps one game's entries and writes them as an ordinary record:
// one drive per line, every die marked digital.
type recorder struct {
	dir      string
	games    int
	seed     uint64
	body     []tracker.Line
	setRules func(rec *tracker.Record, path string)
	coaches  [2]string
}

func newRecorder(opts *Options) *recorder {
	return &recorder{dir: opts.Records, games: opts.Games, seed: opts.Seed, setRules: opts.RecordRules, coaches: opts.CoachNames}
}

func (r *recorder) begin() { r.body = r.body[:0] }

func (r *recorder) add(a fourthdown.Ask, e fourthdown.Entry) {
	if a.Kind == fourthdown.AskStyle || len(r.body) == 0 {
		r.body = append(r.body, tracker.Line{})
	}
	l := &r.body[len(r.body)-1]
	l.Tokens = append(l.Tokens, tracker.Token{Text: e.String(), Digital: a.IsRoll(), Index: int32(len(l.Tokens) + 1)})
}

// Record builds the record of a simulated game.
func Record(rules *fourthdown.Ruleset, recv fourthdown.Side, final *fourthdown.State, body []tracker.Line, note string) *tracker.Record {
	rec := &tracker.Record{}
	if note != "" {
		rec.Header = append(rec.Header, tracker.Field{Comment: " " + note})
	}
	rec.Header = append(rec.Header,
		tracker.Field{Key: "home", Value: fourthdown.DefaultTeams[fourthdown.Home].Name},
		tracker.Field{Key: "away", Value: fourthdown.DefaultTeams[fourthdown.Away].Name},
		tracker.Field{Key: "receives", Value: recv.String()},
		tracker.Field{Key: "home-coach", Value: "computer"},
		tracker.Field{Key: "away-coach", Value: "computer"},
	)
	if rules.Name != fourthdown.FourthDown.Name {
		rec.Set("rules", rules.Name)
	}
	rec.Body = body
	if final != nil && final.Final {
		rec.Body = append(rec.Body, tracker.Line{Comment: " final: " + fourthdown.DefaultTeams.ScoreLine(final.Score)})
	}
	return rec
}

func (r *recorder) write(i int, rules *fourthdown.Ruleset, recv fourthdown.Side, final *fourthdown.State) error {
	note := fmt.Sprintf("simulated by fourthdown simulate --seed %d: game %d", r.seed, i+1)
	rec := Record(rules, recv, final, r.body, note)
	for side, name := range r.coaches {
		if name != "" {
			rec.Set(fourthdown.Side(side).String()+"-coach", "computer ("+name+")")
		}
	}
	path := filepath.Join(r.dir, sim.FileName(i, r.games))
	if r.setRules != nil {
		r.setRules(rec, path)
	}
	return sim.WriteRecord(path, rec)
}
