package tracker

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

func loadTestGame(t *testing.T, path string) *Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func replayText(t *testing.T, text string) *Game {
	t.Helper()
	rec, err := Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	g, err := Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The numbers below were counted by hand from the drive-by-drive trace in
// the comments of testdata/features.fdr (28 drives, 33-24).
func TestStatsFeaturesGame(t *testing.T) {
	g := loadTestGame(t, "testdata/features.fdr")
	if !FD(g).State.Final {
		t.Fatal("the game should be final")
	}
	st := FD(g).Stats()
	home := fourthdown.TeamStats{
		Drives: 14, Possessions: 13,
		// 45 -15 (-5, conversion -10) +3 +0 +70 +0 +70 (68 + 2 on the conversion) +28 -10 +3 (2+1) -2 +0 (5-5) +64 (50+14) +70 (12 + 58 on the untimed down)
		Yards:  326,
		Blocks: 165, // 31+3+6+12+5+5+38+3+2+12+12+6+20+10
		Points: 33,

		Touchdowns: 4,
		FGMade:     []int{25},
		Punts:      2,
		Turnovers:  1,
		Downs:      4,
		FourthAtt:  6, // drives 3, 15, 19, 21, 24, 26 (28 is the untimed down)
		FourthConv: 2, // 15 (touchdown), 21 (first down)
		KickMade:   2, KickAtt: 3,
		TwoMade: 0, TwoAtt: 1,
		Safeties: 2,
		Styles:   [fourthdown.NumStyles]int{7, 3, 4},
	}
	away := fourthdown.TeamStats{
		Drives: 14, Possessions: 12,
		// 70 +5 (3+2) +32 -20 (-10-10) +28 (26+2) +21 (18+3) +15 (12+3) +35 -2 +18 +10 +0 +6 -10
		Yards:  208,
		Blocks: 193, // 20+12+22+2+24+20+17+15+12+18+10+5+12+4
		Points: 24,

		Touchdowns: 2,
		FGMade:     []int{35, 31, 24},
		FGMissed:   []int{41},
		Punts:      1,
		Turnovers:  2, Negated: 1,
		Downs:      1,
		FourthAtt:  5, // drives 4, 8, 10, 11, 12
		FourthConv: 3, // 4 (touchdown), 10, 11
		KickMade:   1, KickAtt: 1,
		TwoMade: 1, TwoAtt: 1,
		Styles: [fourthdown.NumStyles]int{5, 6, 3},
	}
	if !reflect.DeepEqual(st.Team[fourthdown.Home], home) {
		t.Errorf("home stats\n got %+v\nwant %+v", st.Team[fourthdown.Home], home)
	}
	if !reflect.DeepEqual(st.Team[fourthdown.Away], away) {
		t.Errorf("away stats\n got %+v\nwant %+v", st.Team[fourthdown.Away], away)
	}
	if st.Team[fourthdown.Home].Blocks+st.Team[fourthdown.Away].Blocks != 2*179 {
		t.Errorf("both halves ran to 1 block before their untimed down: %d blocks in all", st.Team[0].Blocks+st.Team[1].Blocks)
	}

	h, a := st.Team[fourthdown.Home], st.Team[fourthdown.Away]
	for _, c := range []struct{ got, want any }{
		{h.FGText(), "1/1 (25)"},
		{a.FGText(), "3/4 (35, 31, 24; missed 41)"},
		{fourthdown.FourthDown.ClockText(h.Blocks), "27:30"},
		{fourthdown.FourthDown.ClockText(a.Blocks), "32:10"},
		{h.StylePercent(fourthdown.Balanced), 50},
		{h.StylePercent(fourthdown.Run), 21},
		{h.StylePercent(fourthdown.Pass), 29},
		{a.StylePercent(fourthdown.Balanced), 36},
		{a.StylePercent(fourthdown.Run), 43},
		{a.StylePercent(fourthdown.Pass), 21},
		{int(h.YardsPerDrive()*100 + 0.5), 2329},
		{int(a.YardsPerDrive()*100 + 0.5), 1486},
	} {
		if c.got != c.want {
			t.Errorf("got %v, want %v", c.got, c.want)
		}
	}

	if line := LineScoreOf(g); !reflect.DeepEqual(line, LineScore{Periods: [][2]int{{11, 8}, {22, 16}}, Total: [2]int{33, 24}, Period: 2, Final: true}) {
		t.Errorf("line score %+v", line)
	}

	type sc struct {
		drive, half, clock int
		team               fourthdown.Side
		how, try           string
		points             int
		score              [2]int
	}
	want := []sc{
		{1, 1, 149, fourthdown.Home, "field goal, 25 yards", "", 3, [2]int{3, 0}},
		{4, 1, 114, fourthdown.Away, "touchdown on 4th down", "two good", 8, [2]int{3, 8}},
		{8, 1, 72, fourthdown.Home, "safety on 4th down", "", 2, [2]int{5, 8}},
		{9, 1, 67, fourthdown.Home, "touchdown on the drive", "kick no good", 6, [2]int{11, 8}},
		{14, 2, 165, fourthdown.Away, "field goal, 35 yards", "", 3, [2]int{11, 11}},
		{15, 2, 127, fourthdown.Home, "touchdown on 4th down", "kick good", 7, [2]int{18, 11}},
		{17, 2, 112, fourthdown.Home, "touchdown on the drive", "two no good", 6, [2]int{24, 11}},
		{20, 2, 82, fourthdown.Away, "touchdown on the drive", "kick good", 7, [2]int{24, 18}},
		{23, 2, 53, fourthdown.Away, "field goal, 31 yards", "", 3, [2]int{24, 21}},
		{25, 2, 35, fourthdown.Away, "field goal, 24 yards", "", 3, [2]int{24, 24}},
		{27, 2, 11, fourthdown.Home, "safety", "", 2, [2]int{26, 24}},
		{28, 2, 0, fourthdown.Home, "touchdown on the untimed down", "kick good", 7, [2]int{33, 24}},
	}
	var got []sc
	for _, s := range ScoringOf(g) { // a possession a drive: its number is the drive's
		got = append(got, sc{s.Possession, s.Period, s.Clock, s.Team, s.How, s.Try, s.Points, s.Score})
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("scoring summary\n got %+v\nwant %+v", got, want)
	}
}

// A game in progress: the line score has only the first half, the last
// touchdown has no try yet.
func TestStatsInProgress(t *testing.T) {
	g := replayText(t, "receives: home\nb 14 8 6 fg 14\np 19 3 10\n")
	st := FD(g).Stats()
	if line := LineScoreOf(g); line.Final || line.Period != 1 || line.Total != [2]int{3, 6} {
		t.Errorf("line %+v: want half 1, not final, 3-6", line)
	}
	if sc := ScoringOf(g); len(sc) != 2 || sc[1].Try != "" || sc[1].Score != [2]int{3, 6} {
		t.Errorf("scoring %+v", sc)
	}
	// Away at own 30 (70 to go), pass TD row, time roll 3 (capped at 29).
	a := st.Team[fourthdown.Away]
	if a.Yards != 70 || a.Blocks != 3 || a.Touchdowns != 1 || a.Possessions != 1 {
		t.Errorf("away %+v", a)
	}
}

func TestStatsEmpty(t *testing.T) {
	g := replayText(t, "receives: away\n")
	st := FD(g).Stats()
	if !reflect.DeepEqual(st.Team, [2]fourthdown.TeamStats{}) || len(ScoringOf(g)) != 0 || LineScoreOf(g).Total != [2]int{} {
		t.Errorf("a game without entries has no statistics: %+v", st)
	}
	if st.Team[0].YardsPerDrive() != 0 || st.Team[0].StylePercent(fourthdown.Run) != 0 || st.Team[0].FGText() != "0/0" {
		t.Error("zero drives give zero rates")
	}
}
