package gamefuzz

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
	"github.com/fourthdown/fourthdown/tracker"
)

func init() {
	engine.Register(houserules.Game)
	engine.Register(firstandroll.Game{})
	engine.Register(fourthstreet.Game{})
}

// game is the registered game a fuzzer's byte picks.
func game(b byte) engine.Game {
	gs := engine.Games()
	return gs[int(b)%len(gs)]
}

// FuzzReplayEachGame: any bytes, as the body of a record of any game,
// never panic; a refusal is a position in the record; what replays,
// formatted and read again, replays to the same game.
func FuzzReplayEachGame(f *testing.F) {
	f.Add(byte(0), "receives: home\nb 14 8 6 fg 14\n")
	f.Add(byte(1), "receives: away\nregular touchback\nyellow red 3 turnover clock home\n")
	f.Add(byte(2), "home: Bills\naway: Jets\nreceives: home\nkickoff 61 8 9 11 9 K5\nrun 29 2 2 in\n")
	f.Add(byte(2), "receives: home\nkickoff: 30\nkickoff 61 8 9 11 9 K5\nlong 64 15 5\nshort 46\n")
	f.Add(byte(1), "receives: home\ndice: ../x.yaml\n")
	// Shapes of issue 44, in every game: comment-only and blank-line
	// bodies, comment runs between entries, many header keys (past the
	// limit), control characters in every header value.
	for g := range byte(len(engine.Games())) {
		for _, body := range hostileBodies {
			f.Add(g, body)
		}
	}
	dir := f.TempDir() // an empty folder: the records' files are looked for there
	f.Fuzz(func(t *testing.T, which byte, body string) {
		g := game(which)
		text := "game: " + g.Name() + "\n" + body
		rec, err := tracker.ParseString(text)
		if err != nil {
			var se *tracker.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("a parse error that is not a SyntaxError: %T %v", err, err)
			}
			return
		}
		rec.Dir = dir
		got, err := tracker.Replay(rec)
		if err != nil {
			var pe *tracker.PosError
			if errors.As(err, &pe) && pe.Line > strings.Count(text, "\n")+1 {
				t.Fatalf("refusal at line %d of a %d-line record: %v", pe.Line, strings.Count(text, "\n")+1, err)
			}
			return
		}
		again, err := tracker.ParseString(rec.String())
		if err != nil {
			t.Fatalf("the formatted record does not parse: %v\n%s", err, rec.String())
		}
		again.Dir = rec.Dir
		g2, err := tracker.Replay(again)
		if err != nil {
			t.Fatalf("the formatted record does not replay: %v\n%s", err, rec.String())
		}
		if got.Entries() != g2.Entries() || got.Situation() != g2.Situation() {
			t.Fatalf("format -> replay changed the game: %q vs %q", got.Situation(), g2.Situation())
		}
	})
}

// hostileBodies are record bodies of the shapes that once took memory or
// time out of all proportion (issue 44), small enough for a seed.
var hostileBodies = func() []string {
	var keys, ctl strings.Builder
	for i := range 120 {
		keys.WriteString("k" + strconv.Itoa(i) + ": v\n")
	}
	for _, k := range []string{"home", "away", "date", "site", "home-abbrev", "away-abbrev", "kickoff", "dice", "rules", "x"} {
		ctl.WriteString(k + ": a\x01b\x1b[31mc\x7f\u0085d\t\x00e\n")
	}
	return []string{
		"# only a comment\n",
		strings.Repeat("#\n", 300),
		strings.Repeat("# a\n\n", 100) + "receives: home\n" + strings.Repeat("# b\n#\n\n", 100),
		strings.Repeat("\n", 500),
		"receives: home\n" + strings.Repeat("\n", 300) + strings.Repeat("  \t\n", 50),
		"receives: away\n" + strings.Repeat("#\n", 200) + "\n" + strings.Repeat("# x\n", 200),
		keys.String() + "receives: home\n",
		"receives: home\n" + keys.String()[:600],
		ctl.String() + "receives: home\n",
		"receives: home\nhome: \x1b]0;title\x07\naway: \x9b2J\n# \x1b[2J\n",
	}
}()

// junk are tokens that are seldom right: refusals to check.
var junk = []string{"zz", "0", "99", "-1", "go", "punt", "kick", "two", "in", "out", "red", "F", "K5", "touchback", "end", "home", "7*", "1.5", "é"}

// candidate is a token for the ask a: one of its choices or faces, a face
// of its die, or (when b says so, or nothing is listed) a junk token.
func candidate(a engine.Ask, b byte) string {
	if b%5 == 0 {
		return junk[int(b/5)%len(junk)]
	}
	switch {
	case len(a.Choices) > 0:
		return a.Choices[int(b)%len(a.Choices)]
	case len(a.Faces) > 0:
		return a.Faces[int(b)%len(a.Faces)]
	case a.Die.Sides > 0:
		return strconv.Itoa(a.Die.Min + int(b)%a.Die.Sides)
	case a.Form != "":
		if w := formWords(a.Form); len(w) > 0 {
			return w[int(b)%len(w)]
		}
	}
	return junk[int(b)%len(junk)]
}

// formWords are the tokens a described face may be, read from its
// description ("a result code (11, 21, 70-72)": 11, 21, 70, 71, 72; "clock,
// turnover or blank"): the words and numbers in it, ranges spelled out.
func formWords(form string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(form, func(r rune) bool { return strings.ContainsRune(" ,()/;:", r) }) {
		if lo, hi, ok := strings.Cut(w, "-"); ok && lo != "" {
			a, err1 := strconv.Atoi(lo)
			z, err2 := strconv.Atoi(hi)
			if err1 == nil && err2 == nil && a <= z && z-a < 100 {
				for n := a; n <= z; n++ {
					out = append(out, strconv.Itoa(n))
				}
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

// view is what a person sees of a game waiting for its next entry.
type view struct {
	Entries     int
	Score, Rest string
	Where       string
	Next        engine.Ask
	Prompt      engine.Prompt
	Shared      int
}

func look(m engine.Match) view {
	score, rest := m.Situation()
	return view{Entries: m.Entries(), Score: score, Rest: rest, Where: m.Where(), Next: m.Next(), Prompt: m.Prompt(), Shared: len(m.Shared())}
}

// FuzzWalkEachGame walks a game (the first byte picks it) through entries
// the other bytes pick, legal and not: a refused entry is ErrRefused and
// changes nothing a person sees (the situation, what is asked next and
// its words), and every applied entry's game replays from its record.
func FuzzWalkEachGame(f *testing.F) {
	for g := range 3 {
		f.Add([]byte{byte(g), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
		f.Add([]byte{byte(g), 0, 5, 10, 15, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		g := game(data[0])
		rec, err := tracker.ParseString("game: " + g.Name() + "\nreceives: home\n")
		if err != nil {
			t.Fatal(err)
		}
		gm, err := tracker.NewGame(rec)
		if err != nil {
			t.Fatal(err)
		}
		m := gm.Match
		var applied []string
		for _, b := range data[1:] {
			if m.Status().Final {
				break
			}
			before := look(m)
			tok := candidate(m.Next(), b)
			err := m.Apply(engine.Token{Text: tok, Line: 1, Index: 1})
			if err == nil {
				applied = append(applied, tok)
				continue
			}
			if !errors.Is(err, engine.ErrRefused) {
				t.Fatalf("%s: %q refused with an error that is not ErrRefused: %v", g.Name(), tok, err)
			}
			after := look(m)
			if reflect.DeepEqual(before, after) {
				continue
			}
			t.Fatalf("%s: refusing %q changed what is seen:\nbefore %+v\nafter  %+v", g.Name(), tok, before, after)
		}
		text := "game: " + g.Name() + "\nreceives: home\n" + strings.Join(applied, " ") + "\n"
		again, err := tracker.ParseString(text)
		if err != nil {
			t.Fatal(err)
		}
		g2, err := tracker.Replay(again)
		if err != nil {
			t.Fatalf("%s: the walk's entries do not replay: %v\n%s", g.Name(), err, text)
		}
		if g2.Entries() != m.Entries() || g2.Situation() != gm.Situation() {
			t.Fatalf("%s: the walk's entries replay to another game:\n%s\n%s", g.Name(), g2.Situation(), gm.Situation())
		}
	})
}
