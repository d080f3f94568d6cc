package firstandroll

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// Every invalid record is refused at its line and token: random games
// written over random lines (with comments), cut at a random entry where
// a token the rules do not allow there is put, or a header line.
func TestInvalidRecordsRefusedAtTheirToken(t *testing.T) {
	bad := []string{"02", "-0", "-05", "00", "+3", "x", "7**", "O20", "accept", "punt", "hail", "home", "2s", "F", "-3", "clock", "regular", "yes"}
	r := rand.New(rand.NewPCG(5, 33))
	checked := 0
	for game := 0; game < 300; game++ {
		s, toks := randomGameTo(t, r, 1+r.IntN(400))
		header := r.IntN(5) == 0
		badTok := ""
		if !header {
			badTok = firstRefused(r, s, bad)
		}
		text, wantLine, wantTok := writeCutRecord(r, toks, badTok, header)
		if len(toks) == 0 || wantLine == 0 {
			continue
		}
		rec, err := tracker.ParseString(text)
		if err == nil {
			_, err = tracker.Replay(rec)
		}
		gotLine, gotTok, ok := refusedAt(t, game, err)
		if !ok {
			t.Fatalf("game %d: %v, want a refusal at %d token %d\n%s", game, err, wantLine, wantTok, text)
		}
		if gotLine != wantLine || gotTok != wantTok {
			t.Fatalf("game %d: refused at %d token %d, want %d token %d (%q, header %v): %v\n%s", game, gotLine, gotTok, wantLine, wantTok, badTok, header, err, text)
		}
		checked++
	}
	if checked < 250 {
		t.Errorf("only %d records checked", checked)
	}
	t.Log(fmt.Sprint(checked, " invalid records refused where they are"))
}

// randomGameTo plays random tokens from the kickoff until the game is
// over or cut tokens are in.
func randomGameTo(t *testing.T, r *rand.Rand, cut int) (State, []string) {
	t.Helper()
	s := New(Home)
	var toks []string
	for !s.Final && len(toks) < cut {
		tok := randomToken(r, &s)
		if err := s.Apply(tok); err != nil {
			t.Fatal(err)
		}
		toks = append(toks, tok)
	}
	return s, toks
}

// firstRefused is the first of bad, in a random order, that s refuses
// ("" if none).
func firstRefused(r *rand.Rand, s State, bad []string) string {
	for _, b := range r.Perm(len(bad)) {
		if try := s; try.Apply(bad[b]) != nil {
			return bad[b]
		}
	}
	return ""
}

// writeCutRecord writes the record: the entries over lines of 1-6
// tokens, some with comments, the bad one (or a header line) where the
// game stopped; and the line and token where it must be refused (line 0:
// nowhere).
func writeCutRecord(r *rand.Rand, toks []string, badTok string, header bool) (text string, wantLine, wantTok int) {
	var b strings.Builder
	b.WriteString("game: 1st-and-roll\nreceives: home\n# a comment\n\n")
	line := 5
	all := append(toks, badTok)
	for i := 0; i < len(all); {
		n := min(1+r.IntN(6), len(all)-i)
		for k, tok := range all[i : i+n] {
			if i+k == len(toks) {
				if header {
					if k > 0 {
						b.WriteString("\n")
						line++
					}
					b.WriteString("date: 2026-11-25\n")
					return b.String(), line, 1
				}
				wantLine, wantTok = line, k+1
			}
			if k > 0 {
				b.WriteString(" ")
			}
			b.WriteString(tok)
		}
		i += n
		if r.IntN(3) == 0 {
			b.WriteString("   # said")
		}
		b.WriteString("\n")
		line++
	}
	return b.String(), wantLine, wantTok
}

// refusedAt is the line and token err names, a refusal of the rules or a
// syntax error (ok false: neither).
func refusedAt(t *testing.T, game int, err error) (line, tok int, ok bool) {
	t.Helper()
	var pe *tracker.PosError
	var se *tracker.SyntaxError
	switch {
	case errors.As(err, &pe):
		if !errors.Is(err, engine.ErrRefused) {
			t.Errorf("game %d: not a refusal: %v", game, err)
		}
		return pe.Line, pe.Token, true
	case errors.As(err, &se):
		return se.Line, se.Token, true
	}
	return 0, 0, false
}
