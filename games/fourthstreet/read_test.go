package fourthstreet

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/testfiles"
)

// TestParseIntAsAtoi: parseInt, asked of every entry as it is entered,
// reads every text of up to four characters as strconv.Atoi does (a sign,
// digits), and nothing longer.
func TestParseIntAsAtoi(t *testing.T) {
	alphabet := []string{"+", "-", "0", "1", "5", "9", "a", " ", "_", "x"}
	texts := []string{""}
	for n := 0; n < 5; n++ {
		for _, p := range texts {
			if len(p) != n {
				continue
			}
			for _, c := range alphabet {
				texts = append(texts, p+c)
			}
		}
	}
	for _, text := range texts {
		v, ok := parseInt(text)
		w, err := strconv.Atoi(text)
		if len(text) > 4 {
			w, err = 0, strconv.ErrRange
		}
		if ok != (err == nil) || ok && v != w {
			t.Errorf("parseInt(%q) = %d, %v; Atoi: %d, %v", text, v, ok, w, err)
		}
	}
}

// TestReadFace: an entry is read once, in lower case, its number and
// whether it is a result code (as parseCode reads one) with it.
func TestReadFace(t *testing.T) {
	for _, c := range []struct {
		text string
		want face
	}{
		{"RUN", face{text: "run"}},
		{"05", face{text: "05", n: 5, num: true, code: true}},
		{"7", face{text: "7", n: 7, num: true, code: true}},
		{"-1", face{text: "-1", n: -1, num: true}},
		{"+12", face{text: "+12", n: 12, num: true}},
		{"100", face{text: "100", n: 100, num: true}},
		{"K5", face{text: "k5"}},
	} {
		if got := readFace(c.text); got != c.want {
			t.Errorf("readFace(%q) = %+v, want %+v", c.text, got, c.want)
		}
	}
	for _, text := range []string{"", "0", "5", "05", "99", "100", "+5", "-1", "5a", "a5", " 5", "l", "deep"} {
		n, ok := parseCode(text)
		if x := readFace(text); x.code != ok || ok && x.n != n {
			t.Errorf("readFace(%q) reads code %v %d, parseCode %v %d", text, x.code, x.n, ok, n)
		}
	}
}

// TestKeptQuestionIsFolded: the question a match keeps (where its last
// fold stopped; after a refused entry, the question that entry answered;
// a clone's, copied) is the one a fold of the play under way's entries
// asks, at every entry of every worked example.
func TestKeptQuestionIsFolded(t *testing.T) {
	files := testfiles.StreetExamples(t, "*.fdr")
	for _, fn := range files {
		m, rec := exampleMatch(t, fn)
		var toks []engine.Token
		for _, l := range rec.Body {
			toks = append(toks, l.Tokens...)
		}
		for i, tok := range toks {
			want := m.probe(&m.State, m.pending)
			c := m.Clone().(*Match)
			if c.stale {
				c.next()
			}
			if !reflect.DeepEqual(c.ask, want) {
				t.Fatalf("%s entry %d: the clone keeps %+v, the fold asks %+v", fn, i, c.ask, want)
			}
			if err := c.Apply(engine.Token{Text: "?"}); err == nil {
				t.Fatalf("%s entry %d: ? was taken", fn, i)
			}
			if c.stale || !reflect.DeepEqual(c.ask, want) {
				t.Fatalf("%s entry %d: after a refused entry the match keeps %+v (stale %v), the fold asks %+v", fn, i, c.ask, c.stale, want)
			}
			if err := m.Apply(tok); err != nil {
				t.Fatal(err)
			}
			if len(m.pending) > 0 && (m.stale || !reflect.DeepEqual(m.ask, m.probe(&m.State, m.pending))) {
				t.Fatalf("%s entry %d: after %q the match keeps %+v, the fold asks %+v", fn, i, tok.Text, m.ask, m.probe(&m.State, m.pending))
			}
		}
	}
}

// A result code refused for the play called says that the call stays
// entered and that undo changes it; a code refused on a kick does not
// (no call was typed).
func TestRefusedCodeSaysUndoChangesTheCall(t *testing.T) {
	refused(t, game(t, "kickoff 72", "short"), "14", "the call stays short: undo changes it")
	refused(t, game(t, "kickoff 72", "run"), "46", "is not a result of a run; allowed: a result code (00-12, 15, 18-22")
	refused(t, game(t, "kickoff 72", "run"), "46", "the call stays run: undo changes it")
	m := game(t, "kickoff 72", "fg none 1")
	if err := m.Apply(engine.Token{Text: "14"}); err == nil || strings.Contains(err.Error(), "undo") {
		t.Errorf("a kick's code: %v, want a refusal without undo", err)
	}
}
