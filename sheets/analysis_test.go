package sheets

import (
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/solve"
)

// fakeSolution values a state by its score, clock and ball (a made-up
// but varied chance), so the layout is tested without solving.
type fakeSolution struct{}

func (fakeSolution) HomeValue(s *engine.State) float64 {
	if s.Final {
		switch lead, ok := s.Leader(); {
		case !ok:
			return 0.5
		case lead == engine.Home:
			return 1
		}
		return 0
	}
	m := float64(s.Score[engine.Home]-s.Score[engine.Away]) + float64(s.Ball-50)/25
	return 1 / (1 + math.Exp(-m/(4+float64(s.Clock)/30)))
}

func (f fakeSolution) Advise(s *engine.State) solve.Advice {
	a := s.Next()
	adv := solve.Advice{Team: a.Team, Ask: a.Kind}
	for _, ch := range a.Choices.List() {
		c := *s
		if c.Apply(engine.ChoiceEntry(ch), nil) != nil {
			continue
		}
		v := f.HomeValue(&c)
		if a.Team == engine.Away {
			v = 1 - v
		}
		adv.Choices = append(adv.Choices, solve.ChoiceValue{Choice: ch, Value: v})
	}
	sort.SliceStable(adv.Choices, func(i, j int) bool { return adv.Choices[i].Value > adv.Choices[j].Value })
	return adv
}

func TestScoresheetWithAnalysis(t *testing.T) {
	for _, file := range []string{"../testdata/games/full-game-mixed-drives.fdr", "../testdata/games/untimed-go-and-tie.fdr",
		"../testdata/games/gridiron-full.fdr", "testdata/long.fdr"} {
		g := loadGame(t, file)
		an := review.Analyse(fakeSolution{}, g)
		for _, paper := range []Paper{Letter, A4} {
			doc := ScoresheetWith(g, paper, an)
			// The analysis never pushes the sheet onto another page.
			if n, m := len(doc.Pages), len(Scoresheet(g, paper).Pages); n != m {
				t.Errorf("%s (%s): %d pages with the analysis, %d without", file, paper.Name, n, m)
			}
			text := pdfText(t, renderPDF(t, doc))
			for _, want := range []string{"Chance of winning, entry by entry", "Key moments", "Win chance: the team's, a tie counting half",
				g.Teams.Abbrev(engine.Home) + " wins", g.Teams.Abbrev(engine.Away) + " wins", "halftime"} {
				if !strings.Contains(text, want) {
					t.Errorf("%s (%s): no %q", file, paper.Name, want)
				}
			}
			if strings.Contains(text, "Score by game time") {
				t.Errorf("%s: the score chart is printed beside the win chart", file)
			}
			// Every costliest choice and biggest roll is listed.
			for _, d := range an.Costliest(engine.Home, true, 3, 0.0005) {
				if !strings.Contains(text, d.What+": "+d.Made) || !strings.Contains(text, "("+d.Best+": ") {
					t.Errorf("%s: choice %q missing", file, d.What)
				}
			}
			for _, sw := range an.BiggestSwings(3) {
				if !strings.Contains(text, sw.What) {
					t.Errorf("%s: roll %q missing", file, sw.What)
				}
			}
		}
	}
}

// The final score is labelled once on the win chart, after the try.
func TestWinChartLabelsEachScoreOnce(t *testing.T) {
	g := loadGame(t, "../testdata/games/full-game-mixed-drives.fdr")
	doc := ScoresheetWith(g, Letter, review.Analyse(fakeSolution{}, g))
	var labels []string
	for _, s := range layoutText(&Document{Pages: doc.Pages[1:2]}) {
		if strings.Count(s, "–") == 1 && len(s) <= 7 {
			labels = append(labels, s)
		}
	}
	got := strings.Join(labels, " ")
	if want := "3–0 3–7 9–7 16–7 19–7 19–15"; !strings.Contains(got, want) {
		t.Errorf("score labels %q, want %q", got, want)
	}
}

// The layout of a sheet with its analysis, kept as a golden
// (testdata/scoresheet-analysis.json; go test ./sheets -update rewrites it).
func TestScoresheetWithAnalysisGolden(t *testing.T) {
	g := loadGame(t, "../testdata/games/full-game-mixed-drives.fdr")
	checkGolden(t, "scoresheet-analysis", ScoresheetWith(g, Letter, review.Analyse(fakeSolution{}, g)))
}
