package league

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdsim"
	_ "github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	"github.com/fourthdown/fourthdown/tracker"
)

var testTeams = []string{"Hawks", "Bears", "New York Giants", "New England Patriots", "Łódź Lions", "Ωmega"}

// simulated writes n simulated games into a folder: random league teams
// written in random case, dates over a few nights, coaches.
func simulated(t testing.TB, n int, seed uint64) string {
	t.Helper()
	raw := t.TempDir()
	if _, err := fdsim.Simulate(context.Background(), fdsim.Options{Games: n, Seed: seed, Workers: 1, Records: raw}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(seed, 2))
	spell := func(s string) string {
		switch rng.IntN(4) {
		case 0:
			return strings.ToUpper(s)
		case 1:
			return strings.ToLower(s)
		case 2:
			return "  " + s + " "
		}
		return s
	}
	files, _ := filepath.Glob(filepath.Join(raw, "*.fdr"))
	for i, f := range files {
		rec, err := tracker.ReadRecordFile(f)
		if err != nil {
			t.Fatal(err)
		}
		h := rng.IntN(len(testTeams))
		a := (h + 1 + rng.IntN(len(testTeams)-1)) % len(testTeams)
		rec.Set("home", spell(testTeams[h]))
		rec.Set("away", spell(testTeams[a]))
		rec.Set("date", fmt.Sprintf("2026-11-%02d", 1+i/4))
		rec.Set("league", "Tuesday League")
		rec.Set("home-coach", "Coach "+testTeams[h])
		rec.Set("away-coach", "Coach "+testTeams[a])
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("g%03d.fdr", i)), []byte(rec.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// count is an independent count of the standings: each record replayed,
// its final score compared by hand (not the engine's game-over event).
func count(t *testing.T, dir string, skip map[string]bool) map[string]*Record {
	out := map[string]*Record{}
	pts := map[string]*[2]int{}
	files, _ := filepath.Glob(filepath.Join(dir, "*.fdr"))
	for _, f := range files {
		if skip[filepath.Base(f)] {
			continue
		}
		rec, err := tracker.ReadRecordFile(f)
		if err != nil {
			continue
		}
		g, err := tracker.Replay(rec)
		if err != nil || !g.Final() {
			continue
		}
		sc := g.Match.Status().Score
		for s, o := range [2]int{1, 0} {
			k := strings.ToLower(strings.TrimSpace(g.Teams[s].Name))
			if out[k] == nil {
				out[k], pts[k] = &Record{}, &[2]int{}
			}
			switch {
			case sc[s] > sc[o]:
				out[k].W++
			case sc[s] < sc[o]:
				out[k].L++
			default:
				out[k].T++
			}
			pts[k][0] += sc[s]
			pts[k][1] += sc[o]
		}
	}
	for k, p := range pts {
		out[k].W = out[k].W*1000000 + p[0]*1000 + p[1] // packed for one comparison
	}
	return out
}

func TestFoldMatchesAnIndependentCount(t *testing.T) {
	dir := simulated(t, 60, 5)
	// An unfinished game, an invalid one, a copy of a game, and a file
	// that is not a record: listed, never counted.
	cut := filepath.Join(dir, "g010.fdr")
	data, _ := os.ReadFile(cut)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	os.WriteFile(cut, []byte(strings.Join(lines[:len(lines)-4], "\n")+"\n"), 0o644)
	bad := filepath.Join(dir, "g011.fdr")
	data, _ = os.ReadFile(bad)
	os.WriteFile(bad, []byte(strings.Replace(string(data), "\n\n", "\n\nbalanced 44\n", 1)), 0o644)
	data, _ = os.ReadFile(filepath.Join(dir, "g012.fdr"))
	os.WriteFile(filepath.Join(dir, "g012 copy.fdr"), []byte(strings.ReplaceAll(string(data), "\n", "   # a comment\n")), 0o644)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a record"), 0o644)

	rep, err := Fold(dir, &Config{}, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	want := count(t, dir, map[string]bool{"g012 copy.fdr": true})
	if len(rep.Standings) != len(want) {
		t.Fatalf("%d teams in the standings, the count has %d", len(rep.Standings), len(want))
	}
	games := 0
	for _, s := range rep.Standings {
		w := want[Key(s.Team)]
		if w == nil {
			t.Fatalf("team %q is not in the count", s.Team)
		}
		got := Record{W: s.W*1000000 + s.PF*1000 + s.PA, L: s.L, T: s.T}
		if got != *w {
			t.Errorf("%s: got %d-%d-%d PF %d PA %d, the count says %+v", s.Team, s.W, s.L, s.T, s.PF, s.PA, *w)
		}
		games += s.Games()
	}
	if games != 2*len(rep.Games) {
		t.Errorf("the standings hold %d team-games for %d games", games, len(rep.Games))
	}
	if len(rep.Unfinished) != 1 || rep.Unfinished[0].File != "g010.fdr" {
		t.Errorf("unfinished: %+v, want g010.fdr", rep.Unfinished)
	}
	if len(rep.Problems) != 1 || rep.Problems[0].File != "g011.fdr" || rep.Problems[0].Line == 0 || rep.Problems[0].Token == 0 ||
		!strings.Contains(rep.Problems[0].Reason, "44") {
		t.Errorf("problems: %+v, want g011.fdr with its line, token and the roll 44", rep.Problems)
	}
	if len(rep.Duplicates) != 1 || rep.Duplicates[0].File != "g012.fdr" || rep.Duplicates[0].SameAs != "g012 copy.fdr" {
		t.Errorf("duplicates: %+v", rep.Duplicates)
	}
	// The order: percentage never rises down the table.
	for i := 1; i < len(rep.Standings); i++ {
		if rep.Standings[i].Pct() > rep.Standings[i-1].Pct() {
			t.Errorf("%s (%.3f) is below %s (%.3f)", rep.Standings[i].Team, rep.Standings[i].Pct(), rep.Standings[i-1].Team, rep.Standings[i-1].Pct())
		}
	}
	// Names in any case are one team.
	if rep.Standing("HAWKS") == nil || rep.Standing("  hawks ") != rep.Standing("Hawks") {
		t.Error("Hawks in different cases are not one team")
	}
}

func TestFilters(t *testing.T) {
	dir := simulated(t, 24, 9)
	all, err := Fold(dir, nil, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		f    Filter
		want int
	}{
		{Filter{From: "2026-11-02", To: "2026-11-03"}, 8},
		{Filter{To: "2026-11-01"}, 4},
		{Filter{League: "tuesday LEAGUE"}, len(all.Games)},
		{Filter{League: "Monday League"}, 0},
		{Filter{Season: "2026"}, len(all.Games)},
		{Filter{Season: "2025"}, 0},
		{Filter{Rules: "4TH-DOWN"}, len(all.Games)},
		{Filter{Rules: "gridiron"}, 0},
	} {
		rep, err := Fold(dir, nil, c.f)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Games)+len(rep.Unfinished) != c.want {
			t.Errorf("%+v: %d games, want %d", c.f, len(rep.Games), c.want)
		}
	}
}

// A night's report made from the whole league's is the report of a fold
// that stops at that night.
func TestThrough(t *testing.T) {
	dir := simulated(t, 24, 9)
	all, err := Fold(dir, nil, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := Fold(dir, nil, Filter{To: "2026-11-03"})
	if err != nil {
		t.Fatal(err)
	}
	got := all.Through("2026-11-03")
	if a, b := got.JSON(), want.JSON(); !reflect.DeepEqual(a, b) {
		t.Errorf("through the 3rd:\n%+v\nfolded to the 3rd:\n%+v", a, b)
	}
	if len(got.Games) != 12 || len(all.Games) != 24 {
		t.Errorf("%d games through the 3rd, %d in all", len(got.Games), len(all.Games))
	}
}

// game is a finished game for the tie-breaker tests.
func game(date, home, away string, hs, as int) *Game {
	g := &Game{File: date + home + away, Date: date, Written: [2]string{home, away}, Final: true, Score: [2]int{hs, as}}
	switch {
	case hs > as:
		g.Winner = engine.Home
	case as > hs:
		g.Winner = engine.Away
	default:
		g.Tie = true
	}
	return g
}

func order(r *Report) string {
	var n []string
	for _, s := range r.Standings {
		n = append(n, s.Team)
	}
	return strings.Join(n, " ")
}

func TestTieBreakers(t *testing.T) {
	// A, B and C are all 2-2. Among them A is 2-0, C 1-1, B 0-2; point
	// difference alone would order them B (+81), C (+51), A (-64).
	games := []*Game{
		game("2026-11-01", "A", "B", 10, 7),
		game("2026-11-02", "A", "C", 3, 0),
		game("2026-11-03", "C", "B", 14, 13),
		game("2026-11-05", "D", "A", 40, 0),
		game("2026-11-06", "E", "A", 30, 0),
		game("2026-11-07", "B", "D", 50, 0),
		game("2026-11-08", "C", "D", 60, 0),
		game("2026-11-09", "E", "C", 7, 0),
		game("2026-11-10", "B", "E", 35, 0),
	}
	rep := &Report{Config: &Config{}}
	rep.add(games)
	// E 2-1, then A B C at 2-2 by head-to-head, then D 1-3.
	if got := order(rep); got != "E A C B D" {
		t.Errorf("order %q, want E A C B D", got)
	}
	rep = &Report{Config: &Config{TieBreakers: []string{"percentage", "difference", "name"}}}
	rep.add(append([]*Game(nil), games...))
	if got := order(rep); got != "E B C A D" {
		t.Errorf("by difference: order %q, want E B C A D", got)
	}
	a := rep.Standing("a")
	if a.Streak != "L2" || a.Home.String() != "2-0-0" || a.Away.String() != "0-2-0" {
		t.Errorf("A: streak %s home %s away %s", a.Streak, a.Home, a.Away)
	}
}

func TestTieCountsHalf(t *testing.T) {
	rep := &Report{Config: &Config{}}
	rep.add([]*Game{game("2026-11-01", "A", "B", 7, 7), game("2026-11-02", "A", "C", 7, 0), game("2026-11-03", "B", "C", 0, 3)})
	a := rep.Standing("A")
	if a.Pct() != 0.75 || PctText(a.Pct()) != ".750" || a.T != 1 {
		t.Errorf("A 1-0-1: pct %v %s", a.Pct(), PctText(a.Pct()))
	}
	if got := order(rep); got != "A C B" {
		t.Errorf("order %q", got)
	}
}

func TestLeagueMarksAreUnique(t *testing.T) {
	rep := &Report{Config: &Config{Teams: []TeamConfig{{Name: "Newark Eagles", Abbrev: "NWK"},
		{Name: "New York Giants"}, {Name: "New England Patriots"}, {Name: "New York Jets"}, {Name: "Hawks"}, {Name: "Hawkeyes"}}}}
	rep.add([]*Game{
		game("2026-11-01", "New York Giants", "New England Patriots", 7, 3),
		game("2026-11-02", "New York Jets", "Newark Eagles", 7, 3),
		game("2026-11-03", "Hawks", "Hawkeyes", 7, 3),
	})
	seen := map[string]string{}
	for _, s := range rep.Standings {
		if o, ok := seen[s.Abbrev]; ok {
			t.Errorf("%s and %s share the mark %s", o, s.Team, s.Abbrev)
		}
		seen[s.Abbrev] = s.Team
	}
	if rep.Standing("Newark Eagles").Abbrev != "NWK" || rep.Standing("New York Giants").Abbrev != "NYG" {
		t.Errorf("marks: %v", seen)
	}
	tm := rep.Teams(rep.Games[0])
	if tm.Abbrev(engine.Home) != "NYG" || tm.Abbrev(engine.Away) != "NEP" {
		t.Errorf("the game's teams are marked %s and %s", tm.Abbrev(engine.Home), tm.Abbrev(engine.Away))
	}
}

func TestUnknownTeams(t *testing.T) {
	cfg, err := ParseConfig("league.yaml", []byte("teams:\n  - name: Hawks\n  - name: Bears\n"))
	if err != nil {
		t.Fatal(err)
	}
	rep := &Report{Config: cfg}
	rep.add([]*Game{game("2026-11-01", "HAWKS", "bears", 7, 3), game("2026-11-02", "Hawks", "Beers", 7, 3)})
	if len(rep.Games) != 1 || len(rep.Unknown) != 1 || rep.Unknown[0].Name != "Beers" {
		t.Errorf("games %d, unknown %+v", len(rep.Games), rep.Unknown)
	}
	if rep.Standings[0].Team != "Hawks" || rep.Standings[1].Team != "Bears" {
		t.Errorf("the league's spelling is not used: %s", order(rep))
	}
}

func TestConfigErrors(t *testing.T) {
	for _, c := range []struct{ yaml, want string }{
		{"nmae: x\n", "league.yaml:1: this line has an unknown key (a league file has name, game"},
		{"teams:\n  - name: Hawks\n  - name: HAWKS\n", "listed twice"},
		{"teams:\n  - {name: A, abbrev: AB}\n  - {name: B, abbrev: ab}\n", "same abbreviation AB"},
		{"teams:\n  - {name: A, colour: blue}\n", "not a colour"},
		{"tiebreakers: [coin-toss]\n", "unknown tie-breaker"},
		{"teams:\n  - {name: A}\n  - {name: B}\nschedule:\n  - {home: A, away: C}\n", `"C" is not one of the league's teams (A, B)`},
		{"schedule:\n  - {home: A, away: B, date: tuesday}\n", "not a date"},
		{"divisions: [North]\nteams:\n  - {name: A, division: South}\n", "not one of the divisions"},
	} {
		_, err := ParseConfig("league.yaml", []byte(c.yaml))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "league.yaml") {
			t.Errorf("%q: got %v, want an error with %q", c.yaml, err, c.want)
		}
	}
	if c, err := ParseConfig("league.yaml", nil); err != nil || len(c.Teams) != 0 {
		t.Errorf("an empty league file: %v", err)
	}
}

// TestConfigIsReadFromTheFolderOnly: a league.yaml that links to a file
// outside the folder is refused without reading it, and no error quotes
// what the file holds: yaml's own errors quote keys and values (issue 44
// item 2).
func TestConfigIsReadFromTheFolderOnly(t *testing.T) {
	top := t.TempDir()
	secret := filepath.Join(top, "secret.txt")
	os.WriteFile(secret, []byte("SECRET-1 SECRET-2: x\nteams: SECRET-3\n"), 0o644)
	dir := filepath.Join(top, "league")
	os.Mkdir(dir, 0o755)
	if err := os.Symlink(secret, filepath.Join(dir, ConfigFile)); err != nil {
		t.Skip("no symbolic links here")
	}
	_, err := LoadConfig(dir)
	if err == nil || strings.Contains(err.Error(), "SECRET") || !strings.Contains(err.Error(), "outside the league's folder") {
		t.Errorf("a league.yaml linking out of the folder: %v", err)
	}
	os.Remove(filepath.Join(dir, ConfigFile))
	os.WriteFile(filepath.Join(dir, "real.yaml"), []byte("name: Inside\n"), 0o644)
	os.Symlink("real.yaml", filepath.Join(dir, ConfigFile))
	if c, err := LoadConfig(dir); err != nil || c.Name != "Inside" {
		t.Errorf("a league.yaml linking inside the folder: %v", err)
	}
	for _, text := range []string{
		"SECRET-1 SECRET-2: x\n",
		"name: ok\nteams: SECRET-3\n",
		"name: ok\n\nteams:\n  - name: A\n    SECRET-4: b\n",
		"name: [SECRET-5\n",
		"schedule: {SECRET-6: 1}\n",
		"name: \"SECRET-7\x1b[2J\"\nseason: [1]\n",
	} {
		_, err := ParseConfig("x/league.yaml", []byte(text))
		if err == nil || strings.Contains(err.Error(), "SECRET") || !strings.HasPrefix(err.Error(), "x/league.yaml:") || !strings.Contains(err.Error(), "a league file has name") {
			t.Errorf("%q: %v, want an error naming the file and line, quoting nothing", text, err)
		}
	}
	_, err = ParseConfig("league.yaml", []byte("name: ok\n\nteams:\n  - name: A\n    SECRET-4: b\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "league.yaml:5: ") {
		t.Errorf("the line is not named: %v", err)
	}
}

func TestNext(t *testing.T) {
	cfg, err := ParseConfig("league.yaml", []byte(`teams: [{name: A, coach: Ann}, {name: B}, {name: C}]
schedule:
  - {date: 2026-11-01, home: a, away: b}
  - {date: 2026-11-08, home: B, away: C, site: Club}
  - {date: 2026-11-08, home: C, away: A}
  - {date: 2026-11-15, home: A, away: B}
`))
	if err != nil {
		t.Fatal(err)
	}
	rep := &Report{Config: cfg}
	rep.add([]*Game{game("2026-11-01", "A", "B", 7, 3), game("2026-11-08", "C", "A", 7, 3)})
	next := rep.Next(false)
	if len(next) != 1 || next[0].Home != "B" || next[0].Site != "Club" {
		t.Errorf("next: %+v", next)
	}
	if all := rep.Next(true); len(all) != 2 || all[1].Home != "A" || all[1].Coach[0] != "Ann" {
		t.Errorf("all: %+v", all)
	}
}

func TestParseDate(t *testing.T) {
	for in, want := range map[string]string{"2026-11-20": "2026-11-20", "2026/11/20 evening": "2026-11-20", "20261120": "2026-11-20",
		"2026-13-01": "", "Nov 20": "", "202611201": ""} {
		got, ok := ParseDate(in)
		if got != want || ok != (want != "") {
			t.Errorf("ParseDate(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// TestNoControlCharacters: no word of league.yaml or of a record (the
// league's name, coaches, sites, divisions) reaches the report with its
// control characters, C0 or C1 (U+009B is a terminal's escape too): each
// is shown as "?" (issue 44 item 4).
func TestNoControlCharacters(t *testing.T) {
	dir := simulated(t, 4, 3)
	files, _ := filepath.Glob(filepath.Join(dir, "*.fdr"))
	for _, f := range files {
		rec, err := tracker.ReadRecordFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec.Set("home-coach", "Bad\x1b]0;owned\x07Coach")
		rec.Set("league", "Evil\u009b2J League")
		rec.Set("site", "Hall\x1b[2J")
		os.WriteFile(f, []byte(rec.String()), 0o644)
	}
	yaml := "name: \"Tues\\e[31mday\\u009b1m\"\nseason: \"2026\\x07\"\ndivisions: [\"North\\e[5m\"]\nteams:\n"
	for _, name := range testTeams {
		yaml += fmt.Sprintf("  - {name: %q, coach: \"Ann\\e[2J\\u0085\", division: \"North\\e[5m\"}\n", name)
	}
	os.WriteFile(filepath.Join(dir, ConfigFile), []byte(yaml), 0o644)
	cfg, err := LoadConfig(dir)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Fold(dir, cfg, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	var text, csv strings.Builder
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if err := rep.WriteCSV(&csv); err != nil {
		t.Fatal(err)
	}
	for what, out := range map[string]string{"text": text.String(), "csv": csv.String()} {
		if i := strings.IndexFunc(out, func(r rune) bool { return r != '\n' && r != '\r' && (r < 0x20 || (r >= 0x7f && r < 0xa0)) }); i >= 0 {
			t.Errorf("the %s report holds a control character: %q", what, out[max(0, i-20):min(len(out), i+20)])
		}
	}
	if !strings.Contains(text.String(), "Tues?[31mday?1m") || !strings.Contains(text.String(), "Bad?]0;owned?Coach") {
		t.Errorf("the names are not shown with ? for their control characters:\n%s", text.String())
	}
	// A league named only in the records.
	os.Remove(filepath.Join(dir, ConfigFile))
	cfg, _ = LoadConfig(dir)
	rep, err = Fold(dir, cfg, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	text.Reset()
	rep.WriteText(&text)
	if strings.ContainsAny(text.String(), "\x1b\x07\u009b") || !strings.Contains(text.String(), "Evil?2J League") {
		t.Errorf("the records' words reach the report raw:\n%s", text.String())
	}
}

// TestRecordsAreReadFromTheFolderOnly: a record of a shared league folder
// that is a link to a file outside it is listed as not read, and nothing of
// that file is shown; a link within the folder is read (issue 44 item 2).
func TestRecordsAreReadFromTheFolderOnly(t *testing.T) {
	dir := simulated(t, 2, 5)
	secret := filepath.Join(t.TempDir(), "secret.txt")
	os.WriteFile(secret, []byte("home: A\naway: B\nreceives: home\n\nSECRET-TOKEN\n"), 0o644)
	if err := os.Symlink(secret, filepath.Join(dir, "evil.fdr")); err != nil {
		t.Skip("no symbolic links here")
	}
	os.Symlink("g000.fdr", filepath.Join(dir, "again.fdr"))
	rep, err := Fold(dir, nil, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	rep.WriteText(&text)
	rep.WriteLeftOut(&text)
	if strings.Contains(text.String(), "SECRET") || len(rep.Problems) != 1 || rep.Problems[0].File != "evil.fdr" ||
		!strings.Contains(rep.Problems[0].Reason, "outside the league's folder") {
		t.Errorf("problems %+v\n%s", rep.Problems, text.String())
	}
	if len(rep.Games) != 2 || len(rep.Duplicates) != 1 {
		t.Errorf("a link within the folder: %d games, duplicates %+v", len(rep.Games), rep.Duplicates)
	}
}
