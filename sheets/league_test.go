package sheets

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/league"
)

// leagueFolder copies the test games into a folder as a league of eight
// teams (names in several scripts), two games a night.
func leagueFolder(t *testing.T) string {
	t.Helper()
	games, _ := filepath.Glob("../testdata/games/*.fdr")
	names := []string{"Hawks", "Bears", "Łódź Lions", "Ωmega", "Москва", "New York Giants", "New England Patriots", "Owls"}
	dir := t.TempDir()
	n := 0
	for round := 0; round < 4; round++ {
		for i, f := range games {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			h, a := names[(i+round)%len(names)], names[(i+round+3)%len(names)]
			text := strings.NewReplacer("home: Bombers", "home: "+h, "away: Gunners", "away: "+a).Replace(string(data))
			text = strings.Replace(text, "receives:", fmt.Sprintf("date: 2026-11-%02d\nsite: Club %d\nhome-coach: Coach of %s\nreceives:", 1+n/2, n%3, h), 1)
			text = strings.Replace(text, "date: 2026-11-22\n", "", 1)
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("g%02d.fdr", n)), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	os.WriteFile(filepath.Join(dir, "bad.fdr"), []byte("home: A\naway: B\nreceives: home\n\nb 44\n"), 0o644)
	return dir
}

func TestLeagueReport(t *testing.T) {
	dir := leagueFolder(t)
	rep, err := league.Fold(dir, &league.Config{Name: "Tuesday League"}, league.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, paper := range []Paper{Letter, A4} {
		doc := LeagueReport(rep, paper, "")
		if doc.Paper.W < doc.Paper.H {
			t.Errorf("%s: the report is not landscape like the scoresheets it is bound with", paper.Name)
		}
		pdf := renderPDF(t, doc)
		text := pdfText(t, pdf)
		for _, want := range []string{"Tuesday League", "Standings", "Head to head", "Results", "Leaders", "Coaches",
			"Łódź Lions", "Ωmega", "Москва", "(NYG)", "(NEP)", "Not counted: bad.fdr:5 token 2"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the report does not read %q", paper.Name, want)
			}
		}
		if strings.Contains(text, "?") {
			t.Errorf("%s: a character printed as '?'", paper.Name)
		}
		// The standings rows in standings order, each with its record.
		last := -1
		for i, s := range rep.Standings {
			row := fmt.Sprintf("%d %s %s %d %d %d %d", i+1, s.Team, s.Abbrev, s.Games(), s.W, s.L, s.T)
			k := strings.Index(text, row)
			if k < 0 || k < last {
				t.Errorf("%s: standings row %q missing or out of order", paper.Name, row)
			}
			last = k
		}
	}
	// A night's report lists that night's games only.
	night := LeagueReport(rep, Letter, "2026-11-02")
	text := pdfText(t, renderPDF(t, night))
	if !strings.Contains(text, "Results of 2026-11-02") || strings.Contains(text, "2026-11-05 ") {
		t.Errorf("the night report lists other nights' games:\n%s", text)
	}
	// Bound with a scoresheet: one document, the same paper.
	doc := LeagueReport(rep, Letter, "")
	pages := len(doc.Pages)
	if err := doc.Append(Scoresheet(loadGame(t, "../testdata/games/untimed-go-and-tie.fdr"), Letter)); err != nil {
		t.Fatal(err)
	}
	if len(doc.Pages) <= pages {
		t.Error("the scoresheet's pages were not added")
	}
	if err := doc.Append(Scoresheet(loadGame(t, "../testdata/games/untimed-go-and-tie.fdr"), A4)); err == nil {
		t.Error("an A4 sheet was bound into a Letter report")
	}
}
