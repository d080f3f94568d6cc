package tracker_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/tracker"
)

func parse(t *testing.T, text string) *tracker.Record {
	t.Helper()
	rec, err := tracker.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return rec
}

func replay(t *testing.T, rec *tracker.Record) *tracker.Game {
	t.Helper()
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	return g
}

const everything = "\ufeff# A record with every kind of line.\n" +
	"Home: Lions   # header keys are case-insensitive\n" +
	"away: Bears\n" +
	"\n" +
	"# who won the coin flip\n" +
	"RECEIVES: bears\n" +
	"date: 2026-11-22\n" +
	"site: the kitchen table  # unknown keys are kept\n" +
	"home-coach: Ann\n" +
	"\n" +
	"B 14 8 6 FG 14   # [digital 2 3] 45 yards, field goal good\n" +
	"# a comment line between entries\n" +
	"\n" +
	"r 18\n" +
	"1 p 3 # [digital 1]\n" +
	"20 4\n" +
	"punt   #no space after the hash\n"

func TestParse(t *testing.T) {
	rec := parse(t, everything)
	var keys []string
	for _, f := range rec.Fields() {
		keys = append(keys, f.Key+"="+f.Value)
	}
	if got := strings.Join(keys, " "); got != "Home=Lions away=Bears RECEIVES=bears date=2026-11-22 site=the kitchen table home-coach=Ann" {
		t.Errorf("header fields %s", got)
	}
	if v, ok := rec.Get("receives"); !ok || v != "bears" {
		t.Errorf(`Get("receives") = %q, %v`, v, ok)
	}
	if v, ok := rec.Get("HOME-COACH"); !ok || v != "Ann" {
		t.Errorf(`Get("HOME-COACH") = %q, %v`, v, ok)
	}
	var toks []string
	for _, tok := range rec.Tokens() {
		s := tok.Text
		if tok.Digital {
			s += "*"
		}
		toks = append(toks, s)
		if tok.Line < 11 || tok.Index < 1 {
			t.Errorf("token %q at line %d index %d", tok.Text, tok.Line, tok.Index)
		}
	}
	if got := strings.Join(toks, " "); got != "B 14* 8* 6 FG 14 r 18 1* p 3 20 4 punt" {
		t.Errorf("tokens %s", got)
	}
	first := rec.Body[0]
	if first.Num != 11 || strings.TrimSpace(first.Comment) != "45 yards, field goal good" {
		t.Errorf("first line %d, comment %q", first.Num, first.Comment)
	}
	g := replay(t, rec)
	if g.Teams != fourthdown.NewTeams("Lions", "Bears") || tracker.FD(g).State.Receiver != fourthdown.Away {
		t.Errorf("teams %v, receiver %s", g.Teams, tracker.FD(g).State.Receiver)
	}
	// Bears: field goal 3-0 (clock 149); Lions run 60 yards to the BEA 10 and
	// lose the ball (clock 109); Bears pass 0 yards from their 10 (clock 105),
	// 4th and 4, punt 40 yards: Lions on their own 50.
	s := tracker.FD(g).State
	if s.Score != [2]int{0, 3} || s.Clock != 105 || s.Offense != fourthdown.Home || s.Ball != 50 || s.Next().Kind != fourthdown.AskStyle {
		t.Errorf("state: score %v clock %d %s ball %d next %s", s.Score, s.Clock, s.Offense, s.Ball, s.Next().Kind)
	}
}

// Format keeps every header key, comment, token and digital mark:
// format -> parse gives the same record, and it replays to the same game.
func TestFormatRoundTrip(t *testing.T) {
	inputs := map[string]string{"everything": everything}
	files, _ := filepath.Glob("../testdata/games/*.fdr")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(f)] = string(b)
	}
	for name, text := range inputs {
		t.Run(name, func(t *testing.T) {
			rec := parse(t, text)
			out := rec.String()
			again := parse(t, out)
			if again.String() != out {
				t.Errorf("format is not stable:\n%s\n---\n%s", out, again.String())
			}
			if !reflect.DeepEqual(strip(rec), strip(again)) {
				t.Errorf("format -> parse changed the record:\n%+v\n%+v", strip(rec), strip(again))
			}
			g1, g2 := replay(t, rec), replay(t, again)
			if tracker.FD(g1).State != tracker.FD(g2).State || !reflect.DeepEqual(tracker.FD(g1).Events(), tracker.FD(g2).Events()) || g1.Teams != g2.Teams {
				t.Errorf("the formatted record replays differently")
			}
			if !reflect.DeepEqual(g1.PlayByPlay(), g2.PlayByPlay()) {
				t.Errorf("play-by-play differs")
			}
			// Comments survive, trimmed of surrounding blanks.
			for _, c := range comments(rec) {
				if !strings.Contains(out, c) {
					t.Errorf("comment %q lost", c)
				}
			}
		})
	}
}

// strip keeps what a record means (not line numbers, which formatting may change).
func strip(r *tracker.Record) [][]string {
	var out [][]string
	for _, f := range r.Header {
		out = append(out, []string{"H", f.Key, f.Value, strings.TrimSpace(f.Comment)})
	}
	for _, l := range r.Body {
		row := []string{"B", strings.TrimSpace(l.Comment)}
		for _, tok := range l.Tokens {
			d := ""
			if tok.Digital {
				d = "*"
			}
			row = append(row, tok.Text+d)
		}
		out = append(out, row)
	}
	return out
}

func comments(r *tracker.Record) []string {
	var out []string
	for _, f := range r.Header {
		if c := strings.TrimSpace(f.Comment); c != "" {
			out = append(out, c)
		}
	}
	for _, l := range r.Body {
		if c := strings.TrimSpace(l.Comment); c != "" {
			out = append(out, c)
		}
	}
	return out
}

func TestDigitalMark(t *testing.T) {
	rec := parse(t, "receives: home\nb 14 8 6 fg 14  # [digital 2 3 6] good\n")
	var marked []int
	for _, tok := range rec.Tokens() {
		if tok.Digital {
			marked = append(marked, int(tok.Index))
		}
	}
	if !reflect.DeepEqual(marked, []int{2, 3, 6}) {
		t.Errorf("digital tokens %v, want [2 3 6]", marked)
	}
	if got := tracker.FormatLine(rec.Body[0]); got != "b 14 8 6 fg 14  # [digital 2 3 6] good" {
		t.Errorf("FormatLine %q", got)
	}
	// A comment that only looks like a mark is an ordinary comment.
	rec = parse(t, "receives: home\nb 14  # [digital two]\n")
	if rec.Tokens()[1].Digital || !strings.Contains(rec.String(), "# [digital two]") {
		t.Errorf("a malformed mark was taken as a mark: %q", rec.String())
	}
}

func TestHeaderErrors(t *testing.T) {
	for _, c := range []struct {
		name, text string
		line       int
		msg        string
	}{
		{"missing receives", "home: Bombers\naway: Gunners\n\nb 14 8\n", 4,
			`missing header "receives": say who receives the opening kickoff, "receives: home" or "receives: away"`},
		{"missing receives, no entries", "home: Bombers\n", 1, `missing header "receives"`},
		{"bad receives", "home: Lions\naway: Bears\nreceives: tigers\n", 3,
			`receives: got "tigers", expected home, away, Lions or Bears`},
		{"empty receives", "receives:\n", 1, `receives: got "", expected home, away, Bombers or Gunners`},
		{"unknown rules", "receives: home\nrules: calvinball\n", 2, `unknown ruleset "calvinball": the built-in rulesets are `},
		{"mark with a space", "receives: home\nhome-abbrev: N Y\n", 2, `home-abbrev: got "N Y", expected 2 to 4 letters or digits, like NYG`},
		{"mark too long", "receives: home\naway-abbrev: GIANTS\n", 2, `away-abbrev: got "GIANTS" (6 characters), expected 2 to 4 letters or digits`},
		{"marks alike", "home-abbrev: ny\naway-abbrev: NY\nreceives: home\n", 2, `away-abbrev: "NY" is the home team's mark too; the two marks must differ`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := tracker.Replay(parse(t, c.text))
			var pe *tracker.PosError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v (%T), want a *tracker.PosError", err, err)
			}
			if pe.Line != c.line || pe.Token != 0 || !strings.HasPrefix(pe.Err.Error(), c.msg) {
				t.Errorf("error at line %d token %d: %q\nwant line %d: %q", pe.Line, pe.Token, pe.Err, c.line, c.msg)
			}
		})
	}
	t.Run("receives by team name, any case", func(t *testing.T) {
		for v, want := range map[string]fourthdown.Side{"HOME": fourthdown.Home, "Away": fourthdown.Away, "lions": fourthdown.Home, "BEARS": fourthdown.Away} {
			g := replay(t, parse(t, "home: Lions\naway: Bears\nreceives: "+v+"\n"))
			if tracker.FD(g).State.Receiver != want || tracker.FD(g).State.Offense != want {
				t.Errorf("receives: %s gave %s", v, tracker.FD(g).State.Receiver)
			}
		}
	})
	t.Run("rules by name, any case", func(t *testing.T) {
		g := replay(t, parse(t, "receives: home\nrules: 4TH-DOWN\n"))
		if tracker.FD(g).Rules != fourthdown.FourthDown {
			t.Errorf("rules %s", tracker.FD(g).Rules.Name)
		}
	})
	t.Run("marks set by hand (issue 16)", func(t *testing.T) {
		g := replay(t, parse(t, "home: New York Giants\naway: New York Jets\nHOME-ABBREV: nyg\naway-abbrev: Nyj\nreceives: home\nb 14 8\n"))
		if h, a := g.Teams.Abbrev(fourthdown.Home), g.Teams.Abbrev(fourthdown.Away); h != "NYG" || a != "NYJ" {
			t.Errorf("marks %s and %s, want NYG and NYJ", h, a)
		}
		if w := tracker.FD(g).State.Where(g.Teams); !strings.Contains(w, "NYG") && !strings.Contains(w, "NYJ") {
			t.Errorf("the spot %q does not use the marks", w)
		}
	})
	t.Run("default teams", func(t *testing.T) {
		g := replay(t, parse(t, "receives: Gunners\n"))
		if g.Teams != fourthdown.DefaultTeams || tracker.FD(g).State.Receiver != fourthdown.Away {
			t.Errorf("teams %v receiver %s", g.Teams, tracker.FD(g).State.Receiver)
		}
	})
}

func TestSyntaxErrors(t *testing.T) {
	for _, c := range []struct {
		name, text string
		line, tok  int
		msg        string
	}{
		{"header after entries", "receives: home\nb 14 8\ndate: 2026-11-22\n", 3, 1,
			`header line "date:" after the first entry: header lines (key: value) come before all entries`},
		{"not UTF-8", "receives: home\nb 14 \xff\n", 2, 0, "the line is not UTF-8 text"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := tracker.Parse(strings.NewReader(c.text))
			var se *tracker.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v (%T), want a *tracker.SyntaxError", err, err)
			}
			if se.Line != c.line || se.Token != c.tok || se.Msg != c.msg {
				t.Errorf("line %d token %d %q, want line %d token %d %q", se.Line, se.Token, se.Msg, c.line, c.tok, c.msg)
			}
		})
	}
}

func TestEntryErrors(t *testing.T) {
	for _, c := range []struct {
		name, body string
		line, tok  int
		msg        string
		entries    int // applied before the error
	}{
		{"unknown token", "b 14\n8 x\n", 3, 2, `4th-down distance roll: unknown token "x": expected a die face (a number) or one of balanced (b), run (r), pass (p), go, fg, punt, kick, two, end`, 3},
		{"die out of range", "\nb 14 21\n", 3, 3, "turnover roll must be a d20 (1-20), got 21", 2},
		{"negative number", "b -3\n", 2, 2, `drive roll: unknown token "-3": expected a die face`, 1},
		{"field goal out of range", "b 5 3 4 fg\n", 2, 5, "field goal out of range: the ball is 64 yards from the goal line, the limit is 50; 4th-down decision must be go or punt", 4},
		{"a choice the rules do not ask", "b 14 8 6 two\n", 2, 5, `4th-down decision must be go, fg or punt, got "two"`, 4},
		{"quoted as written", "b 14 8 6 B\n", 2, 5, `4th-down decision must be go, fg or punt, got "B"`, 4},
		{"a die quoted as written", "b 14 8 6 007\n", 2, 5, `4th-down decision must be go, fg or punt, got "007"`, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := tracker.Replay(parse(t, "receives: home\n"+c.body))
			var pe *tracker.PosError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v (%T), want a *tracker.PosError", err, err)
			}
			if pe.Line != c.line || pe.Token != c.tok || !strings.HasPrefix(pe.Err.Error(), c.msg) {
				t.Errorf("error at line %d token %d: %q\nwant line %d token %d: %q", pe.Line, pe.Token, pe.Err, c.line, c.tok, c.msg)
			}
			if g == nil || len(tracker.FD(g).Steps()) != c.entries {
				t.Errorf("the game up to the error has %v steps, want %d", g, c.entries)
			}
		})
	}
}
