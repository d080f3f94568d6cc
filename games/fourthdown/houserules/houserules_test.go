package houserules

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve/budget"
)

func TestParseRulesOverrides(t *testing.T) {
	src := `# house rules
base: 4th-down
name: smith
half_blocks: 150
kickoff: 25
safety_kickoff: 35
negated_td_spot: 25
td_points: 7
fg_points: 4
safety_points: 3
punt_distance: 35
punt_touchback: 15
miss_back: 5
miss_touchback: 25
fg_range: 45
untimed_choices: false
has_try: false
balanced:
  rows: {17: 80/38, 18: "-3/9"}
  turnover: 1-3
run:
  turnover: none
  distance: d6
pass:
  rows: [-10/2, -5/3, 0/4, 5/4, 8/5, 12/6, 15/7, 18/8, 22/9, 28/12,
         35/15, 42/17, 50/20, 60/24, 70/29, 80/36, 90/40, 95/41, TD, TD]
conversion: {1: -5, 20: 40}
fg_make: {17: 50}
`
	r, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "smith" || r.Title != "House rules on "+fourthdown.FourthDown.Title {
		t.Errorf("name %q title %q", r.Name, r.Title)
	}
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"half", r.HalfBlocks, 150}, {"kickoff", r.Kickoff, 25}, {"safety kickoff", r.SafetyKickoff, 35},
		{"negated", r.NegatedTDSpot, 25}, {"td", r.TDPoints, 7}, {"fg", r.FGPoints, 4}, {"safety", r.SafetyPoints, 3},
		{"punt", r.PuntDistance, 35}, {"punt touchback", r.PuntTouchback, 15}, {"miss back", r.MissBack, 5},
		{"miss touchback", r.MissTouchback, 25}, {"fg range", r.FGRange, 45},
		{"balanced turnover max", r.Tables[fourthdown.Balanced].TurnoverMax, 3},
		{"run distance", r.Tables[fourthdown.Run].Distance.Sides, 6},
		{"conversion 1", r.Conversion[0].Yards, -5}, {"conversion 2 (kept)", r.Conversion[1].Yards, -5},
		{"fg make 17", r.FGMake[16], 50}, {"fg make 16 (kept)", r.FGMake[15], 40},
		{"seconds per block (kept)", r.SecondsPerBlk, 10},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	if r.UntimedChoices || r.HasTry {
		t.Errorf("untimed choices %v, try %v; want both false", r.UntimedChoices, r.HasTry)
	}
	if r.Conversion[19] != (fourthdown.ConvResult{Yards: 40}) {
		t.Errorf("conversion 20: %+v", r.Conversion[19])
	}
	b := r.Tables[fourthdown.Balanced]
	if b.Rows[16] != (fourthdown.Row{Yards: 80, Time: 38}) || b.Rows[17] != (fourthdown.Row{Yards: -3, Time: 9}) || b.Rows[15] != fourthdown.FourthDown.Tables[fourthdown.Balanced].Rows[15] {
		t.Errorf("balanced rows 16-18: %+v", b.Rows[15:18])
	}
	if b.TurnoverMin != 1 || r.Tables[fourthdown.Run].IsTurnover(1) {
		t.Errorf("turnovers: balanced %d-%d, run turns over on 1", b.TurnoverMin, b.TurnoverMax)
	}
	if p := r.Tables[fourthdown.Pass].Rows; p[17] != (fourthdown.Row{Yards: 95, Time: 41}) || !p[18].TD {
		t.Errorf("pass rows 18-19: %+v", p[17:19])
	}
	// The built-in is untouched.
	f := fourthdown.FourthDown
	if f.Kickoff != 30 || f.Tables[fourthdown.Balanced].Rows[16].Time != 40 || f.Conversion[0].Yards != -10 || f.FGMake[16] != 45 || f.Tables[fourthdown.Pass].Rows[17].TD != true {
		t.Errorf("the built-in 4th-down ruleset was changed")
	}
}

func TestParseRulesDiceAndBands(t *testing.T) {
	src := `base: gridiron
drive_die: d6
turnover_die: "1-6"
fg_die: d20
fg_bands: {20: 5, 35: 10, 45: 18}
balanced: {rows: [0/5, 5/6, 10/8, 20/10, 40/15, TD], turnover: 1}
run: {rows: [0/10, 3/10, 6/12, 9/14, 20/20, 50/30], turnover: 1}
pass: {rows: [-5/3, 0/4, 15/6, 30/9, 60/15, TD], turnover: 1-2}
conversion_die: d20 (0-19)
`
	r, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if r.DriveDie != (fourthdown.Die{Sides: 6, Min: 1}) || r.TurnDie != (fourthdown.Die{Sides: 6, Min: 1}) || r.FGDie.Sides != 20 {
		t.Errorf("dice: drive %v turnover %v fg %v", r.DriveDie, r.TurnDie, r.FGDie)
	}
	if len(r.FGBands) != 3 || r.FGBands[1] != (fourthdown.FGBand{MaxDistance: 35, Need: 10}) {
		t.Errorf("bands %v", r.FGBands)
	}
	if good, _ := r.FGGood(17, 40); good {
		t.Error("17 is good from 40 yards, want 18+")
	}
	if good, _ := r.FGGood(18, 40); !good {
		t.Error("18 is no good from 40 yards")
	}
	// A game under these rules runs: d6 drive rolls are asked and checked.
	s := fourthdown.New(r, fourthdown.Home)
	if err = s.Apply(fourthdown.ChoiceEntry(fourthdown.ChBalanced), nil); err != nil {
		t.Fatal(err)
	}
	if err = s.Apply(fourthdown.DieEntry(7), nil); err == nil || !strings.Contains(err.Error(), "d6 (1-6), got 7") {
		t.Errorf("drive roll 7: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"syntax", "base: 4th-down\nkickoff: 25\n  half_blocks: 3\n", "3: not valid YAML: mapping values are not allowed in this context"},
		{"tab", "base: 4th-down\n\tkickoff: 25\n", "2: not valid YAML: found a tab character that violates indentation (indent with spaces, not tabs)"},
		{"empty", "# nothing\n", "the file is empty: it needs at least `base: NAME`"},
		{"not a mapping", "- base\n", "1: the file must be a list of `field: value` lines"},
		{"no base", "kickoff: 25\n", "1: base: missing: say which built-in ruleset"},
		{"unknown base", "base: 5th-down\n", "1: base: unknown ruleset \"5th-down\": the built-in rulesets are 4th-down, gridiron"},
		{"unknown field", "base: 4th-down\nkickof: 25\n", "2: kickof: unknown field (did you mean kickoff?): the fields are balanced, base,"},
		{"unknown style field", "base: 4th-down\nrun:\n  turnovers: 1\n", "3: run.turnovers: unknown field (did you mean turnover?): the fields are distance, rows, turnover"},
		{"twice", "base: 4th-down\nkickoff: 25\nkickoff: 20\n", "3: kickoff: given twice (first on line 2)"},
		{"out of range", "base: 4th-down\nkickoff: 120\n", "2: kickoff: must be from 1 to 99 (the receiving team's own yard line after a kickoff), got 120"},
		{"not a number", "base: 4th-down\nhalf_blocks: lots\n", "2: half_blocks: must be a whole number, got \"lots\""},
		{"not a bool", "base: 4th-down\nhas_try: yes\n", "2: has_try: must be true or false"},
		{"bad die", "base: 4th-down\nfg_die: d\n", "2: fg_die: must be a die such as \"d20\" (faces 1-20), \"0-19\" or \"d20 (0-19)\", got \"d\""},
		{"time die from 0", "base: 4th-down\ntime_die: 0-19\n", "2: time_die: the time die must start at 1 or more"},
		{"short table", "base: 4th-down\nbalanced:\n  rows: [1/2, 3/4]\n", "3: balanced.rows: has 2 entries, the drive die d20 (1-20) has 20 faces"},
		{"bad row", "base: 4th-down\nbalanced:\n  rows:\n    17: 80-40\n", "4: balanced.rows.17: must be \"YARDS/TIME\" (e.g. \"45/31\", \"-10/4\") or \"TD\", got \"80-40\""},
		{"row time 0", "base: 4th-down\npass:\n  rows: {3: 5/0}\n", "3: pass.rows.3: time must be at least 1 block, got 0"},
		{"face off the die", "base: gridiron\nrun:\n  rows: {20: TD}\n", "3: run.rows.20: face 20 is not on the drive die d20 (0-19)"},
		{"face twice", "base: 4th-down\nrun:\n  rows:\n    3: 1/2\n    3: 2/3\n", "5: run.rows.3: given twice (first on line 4)"},
		{"turnover off the die", "base: 4th-down\npass:\n  turnover: 0-4\n", "3: pass.turnover: faces 0-4 are not on the turnover die d20 (1-20)"},
		{"distance from 0", "base: 4th-down\nrun:\n  distance: 0-7\n", "3: run.distance: the 4th-down distance die must start at 1 or more"},
		{"die without tables", "base: gridiron\ndrive_die: d12\n", "2: drive_die: d12 (1-12) has 12 faces but the Balanced table has 20 rows: give balanced.rows in full (12 rows)"},
		{"conversion value", "base: 4th-down\nconversion: {20: touchdown}\n", "2: conversion.20: must be yards gained (-100 to 100) or \"TD\", got \"touchdown\""},
		{"conversion length", "base: 4th-down\nconversion: [1, 2, TD]\n", "2: conversion: has 3 entries, the conversion die d20 (1-20) has 20 faces"},
		{"fg both", "base: 4th-down\nfg_make: {3: 25}\nfg_bands: {10: 2}\n", "3: fg_bands: give fg_make (a make distance per face) or fg_bands (a face needed per distance), not both"},
		{"fg make on bands", "base: gridiron\nfg_make: {3: 40}\n", "2: fg_make: the base ruleset reads field goals by distance bands (fg_bands): give the whole make-distance table as a list"},
		{"bands order", "base: gridiron\nfg_bands: {20: 3, 10: 2}\n", "2: fg_bands.10: bands must go from the shortest distance up: 10 comes after 20"},
		{"band need", "base: gridiron\nfg_bands: {10: 2, 50: 9}\n", "2: fg_bands.50: the face needed must be on the field-goal die d6 (1-6) (or 7: never good), got 9"},
		{"try without dice", "base: gridiron\nhas_try: true\n", "2: has_try: a try needs the two-point die: set two_die"},
		{"style not a mapping", "base: 4th-down\npass: fast\n", "2: pass: must list the Pass-First table's fields: rows, turnover, distance; got \"fast\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.src))
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("error\n  %s\nwant it to start with\n  %s", err, c.want)
			}
		})
	}
}

func TestReadRulesFileNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "smith.yaml")
	if err := os.WriteFile(p, []byte("base: 4th-down\nkickoff: 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(p)
	if err == nil || err.Error() != p+":2: kickoff: must be from 1 to 99 (the receiving team's own yard line after a kickoff), got 0" {
		t.Errorf("error %v", err)
	}
	if err := os.WriteFile(p, []byte("base: GRIDIRON\nkickoff: 25\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := Load(p)
	if err != nil || r.Name != "smith" || r.Kickoff != 25 || r.TDPoints != 7 {
		t.Errorf("LoadRules: %v, %+v", err, r)
	}
	if _, err := Load(filepath.Join(dir, "none.yaml")); err == nil || !strings.Contains(err.Error(), "the built-in rulesets are 4th-down, gridiron, and there is no house-rules file") {
		t.Errorf("missing file: %v", err)
	}
	if r, err := Load("Gridiron"); err != nil || r != fourthdown.Gridiron {
		t.Errorf("built-in by name: %v", err)
	}
}

func TestDigest(t *testing.T) {
	same, err := Parse([]byte("base: 4th-down\ntitle: Same rules, another name\n"))
	if err != nil {
		t.Fatal(err)
	}
	if Digest(same) != Digest(fourthdown.FourthDown) {
		t.Error("a name or title changed the digest")
	}
	seen := map[string]string{Digest(fourthdown.FourthDown): "4th-down"}
	for _, src := range []string{
		"balanced: {rows: {17: 80/41}}", "run: {turnover: 1-2}", "pass: {distance: d12}",
		"conversion: {3: 1}", "fg_make: {1: 5}", "kickoff: 31", "untimed_choices: false", "time_die: d12",
	} {
		r, err := Parse([]byte("base: 4th-down\n" + src + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		d := Digest(r)
		if prev, dup := seen[d]; dup {
			t.Errorf("%q has the same digest as %q", src, prev)
		}
		seen[d] = src
	}
	if Digest(fourthdown.Gridiron) == Digest(fourthdown.FourthDown) {
		t.Error("gridiron and 4th-down have the same digest")
	}
}

// The example house-rules files in testdata/rules and the README's example
// are valid, so what players copy works.
func TestExampleRulesFiles(t *testing.T) {
	files, err := filepath.Glob("../../../testdata/rules/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no example files: %v", err)
	}
	for _, f := range files {
		if _, err := ReadFile(f); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(readme), "\n## Rulesets: 4th Down, Gridiron and your house rules\n")
	_, block, ok2 := strings.Cut(sec, "```yaml\n")
	block, _, ok3 := strings.Cut(block, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal("the README's rulesets section has no ```yaml example")
	}
	r, err := Parse([]byte(block))
	if err != nil {
		t.Fatalf("README example: %v", err)
	}
	if r.Name != "smith" || r.Kickoff != 25 || r.Tables[fourthdown.Pass].Rows[16] != (fourthdown.Row{Yards: 95, Time: 30}) {
		t.Errorf("README example: %+v", r)
	}
}

// FuzzParseRules: any input gives a ruleset that passes Validate and
// fits the solver's budget, or a *Error; never a panic, and never a
// change to a built-in.
func FuzzParse(f *testing.F) {
	f.Add([]byte("base: 4th-down\nkickoff: 25\n"))
	f.Add([]byte("base: gridiron\nfg_bands: {10: 2, 50: 6}\nrun: {rows: {3: 4/5}, turnover: none}\n"))
	f.Add([]byte("base: 4th-down\ndrive_die: d6\nbalanced: {rows: [1/2, 2/3, 3/4, 4/5, 5/6, TD]}\n"))
	f.Add([]byte("base: 4th-down\nconversion: [1, 2]\nfg_make: {1: 5}\n"))
	f.Add([]byte("a: &x {b: 1}\nc: *x\n"))
	f.Add([]byte("base: [gridiron]\n"))
	f.Add([]byte("base: 4th-down\nhalf_blocks: 10000\n"))
	f.Add([]byte("base: 4th-down\nhalf_blocks: 429\ntd_points: 8\n"))
	f.Add([]byte("base: gridiron\ntwo_die: d100\nhas_try: true\ntwo_need: 50\ntwo_points: 100\n"))
	f.Add([]byte("base: 4th-down\ntime_die: d20 (900-919)\nrun: {distance: d100}\n"))
	before := Digest(fourthdown.FourthDown) + Digest(fourthdown.Gridiron)
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Parse(data)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %T: %v", err, err)
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("accepted an invalid ruleset: %v", err)
		}
		if over := budget.Check(r); over != nil {
			t.Fatalf("accepted a ruleset beyond the solver's budget: %v", over)
		}
		if Digest(fourthdown.FourthDown)+Digest(fourthdown.Gridiron) != before {
			t.Fatal("a built-in ruleset changed")
		}
	})
}

// Every field of fourthdown.Ruleset that shapes play is set by one of Fields,
// so the reader, the digest, 'rules show' and the JSON cover it: adding a
// field to the Ruleset without adding it here fails this test.
func TestFieldsCoverRuleset(t *testing.T) {
	sets := map[string]bool{}
	for _, f := range Fields {
		if f.Sets != "" {
			sets[f.Sets] = true
		}
		if f.What == "" {
			t.Errorf("field %s says nothing about what it means", f.Key)
		}
	}
	rt := reflect.TypeOf(fourthdown.Ruleset{})
	for i := 0; i < rt.NumField(); i++ {
		sf := rt.Field(i)
		if !sf.IsExported() {
			continue
		}
		if !sets[sf.Name] {
			t.Errorf("fourthdown.Ruleset.%s is set by no house-rules field: add it to Fields", sf.Name)
		}
	}
	// And every scalar field is written by the digest and the JSON.
	for _, f := range Fields {
		if f.kind == kindSpecial || f.kind == kindStyle {
			continue
		}
		if !strings.Contains(canonicalRules(fourthdown.FourthDown), f.Key+"=") {
			t.Errorf("the digest leaves out %s", f.Key)
		}
	}
	raw, err := JSON(fourthdown.FourthDown)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range Fields {
		if f.Key == "base" || f.Key == "fg_bands" {
			continue
		}
		if !strings.Contains(string(raw), `"`+f.Key+`":`) {
			t.Errorf("the JSON leaves out %s", f.Key)
		}
	}
}

// A ruleset read back from its own JSON values (written as a house-rules
// file) is the same ruleset: the file's words and the JSON's are one.
func TestValuesRoundTrip(t *testing.T) {
	for _, name := range fourthdown.Names() {
		r, _ := fourthdown.Lookup(name)
		var b strings.Builder
		fmt.Fprintf(&b, "base: %s\n", name)
		for _, kv := range Values(r) {
			switch v := kv.Value.(type) {
			case []KeyValue:
				fmt.Fprintf(&b, "%s:\n", kv.Key)
				for _, sub := range v {
					j, _ := json.Marshal(sub.Value)
					fmt.Fprintf(&b, "  %s: %s\n", sub.Key, j)
				}
			default:
				j, _ := json.Marshal(v)
				fmt.Fprintf(&b, "%s: %s\n", kv.Key, j)
			}
		}
		back, err := Parse([]byte(b.String()))
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, b.String())
		}
		if Digest(back) != Digest(r) {
			t.Errorf("%s: read back from its values, the digest changed", name)
		}
	}
}
