package cmd

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/internal/testfiles"
	"github.com/fourthdown/fourthdown/sheets"
)

// The shared wordings' patterns (engine/words.go).
var (
	endOfRE        = regexp.MustCompile(`(?i)end of (the )?(first|second|third|fourth|1st|2nd|half|q\d|quarter|regulation|overtime)`)
	endWithScoreRE = regexp.MustCompile(`END OF (FIRST QUARTER|FIRST HALF|THIRD QUARTER|SECOND HALF|REGULATION|OVERTIME): [^,:]+ \d+, [^,:]+ \d+`)
	fgLogRE        = regexp.MustCompile(`(?i)field goal (good|no good|blocked)`)
	fgLogDistRE    = regexp.MustCompile(`field goal (good|no good|blocked) \(\d+ yds?\)`)
	fgCallRE       = regexp.MustCompile(`FIELD GOAL (GOOD|NO GOOD|BLOCKED)`)
	fgTableRE      = regexp.MustCompile(`FIELD GOAL (GOOD|NO GOOD|BLOCKED) from \d+ yards?`)
	longInLogRE    = regexp.MustCompile(`(for|punt|kick|kickoff|return|[+,-]) ?\d+ yards`)
)

// One event, one wording, in every game (engine/words.go): a period's end
// is said with the score in the same words, at the table and in the
// play-by-play; a field goal carries its distance everywhere; a distance
// is "yards" at the table and "yds" in a log line; overtime reads as
// overtime (OT), never as a third half.
func TestEventsWordedAlikeInEveryGame(t *testing.T) {
	records := []string{
		"../testdata/games/full-game-mixed-drives.fdr",      // 4th Down
		"testdata/games/roll-overtime.fdr",                  // 1st & Roll, into overtime
		testfiles.Path(t, "street-examples") + "/game1.fdr", // 4th Street
	}
	ends := map[string]int{}
	for _, path := range records {
		g, err := loadGame(path)
		if err != nil {
			t.Fatal(err)
		}
		var table []string
		for i := range g.Match.Entries() {
			for _, l := range g.Match.StepText(i) {
				table = append(table, l.Text)
			}
		}
		ends[g.Kind.Name()] += periodEndsAlike(t, path+", the table", table)
		ends[g.Kind.Name()] += periodEndsAlike(t, path+", the play-by-play", g.Match.Log())
		tableWordsAlike(t, path, table)
		logWordsAlike(t, path, g.Match.Log())
	}
	for _, game := range []string{"4th-down", "1st-and-roll", "4th-street"} {
		if ends[game] == 0 {
			t.Errorf("%s: no period's end said, nothing checked", game)
		}
	}
}

// periodEndsAlike checks that every period's end among lines is said in
// every game's words, with the score; it returns how many it saw.
func periodEndsAlike(t *testing.T, where string, lines []string) int {
	t.Helper()
	n := 0
	for _, l := range lines {
		for _, m := range endOfRE.FindAllStringIndex(l, -1) {
			if !endWithScoreRE.MatchString(l[m[0]:]) && !strings.Contains(l, "half ends") {
				t.Errorf("%s: %q says a period's end in other words than every game's", where, l)
			}
			n++
		}
	}
	return n
}

// tableWordsAlike checks the table's lines: yards, a field goal's distance.
func tableWordsAlike(t *testing.T, path string, table []string) {
	t.Helper()
	for _, l := range table {
		if strings.Contains(l, " yds") {
			t.Errorf("%s, the table: %q writes yds, not yards", path, l)
		}
		if len(fgCallRE.FindAllString(l, -1)) != len(fgTableRE.FindAllString(l, -1)) {
			t.Errorf("%s, the table: %q says a field goal without its distance", path, l)
		}
	}
}

// logWordsAlike checks the play-by-play: yds, a field goal's distance,
// overtime as OT.
func logWordsAlike(t *testing.T, path string, log []string) {
	t.Helper()
	for _, l := range log {
		if longInLogRE.MatchString(l) {
			t.Errorf("%s, the play-by-play: %q writes yards, not yds", path, l)
		}
		if len(fgLogRE.FindAllString(l, -1)) != len(fgLogDistRE.FindAllString(l, -1)) {
			t.Errorf("%s, the play-by-play: %q says a field goal without its distance", path, l)
		}
		if strings.Contains(l, ". H3 ") || strings.Contains(l, " Q5 ") {
			t.Errorf("%s, the play-by-play: %q writes overtime as a period number", path, l)
		}
	}
}

// Overtime reads as overtime: OT in the play-by-play and the scoresheet's
// scoring summary, regulation's end said as such in the record's comments
// (1st & Roll printed H3, Half 3 and "end of half").
func TestOvertimeReadsAsOvertime(t *testing.T) {
	g, err := loadGame("testdata/games/roll-overtime.fdr")
	if err != nil {
		t.Fatal(err)
	}
	log := strings.Join(g.Match.Log(), "\n")
	for _, want := range []string{". OT 30:00 ", "END OF REGULATION: Rollers 0, Boxcars 0", "END OF FIRST HALF: Rollers 0, Boxcars 0"} {
		if !strings.Contains(log, want) {
			t.Errorf("the overtime game's play-by-play has no %q", want)
		}
	}
	var said []string
	for n := 1; n <= 200; n++ {
		said = append(said, g.Match.Narrate(n))
	}
	if c := strings.Join(said, "\n"); !strings.Contains(c, "END OF REGULATION: Rollers 0, Boxcars 0") || strings.Contains(c, "end of half") {
		t.Errorf("the record's comments do not say regulation's end:\n%s", c)
	}
	texts := sheets.Scoresheet(g, sheets.Letter).Texts()
	at := slices.Index(texts, "Scoring summary")
	if at < 0 || !slices.Contains(texts[at:], "OT") {
		t.Errorf("the scoresheet's scoring summary does not write the overtime field goal's period as OT")
	}
}
