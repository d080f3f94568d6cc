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
		s := New(Home)
		var toks []string
		cut := 1 + r.IntN(400)
		badTok := ""
		for !s.Final && len(toks) < cut {
			tok := randomToken(r, &s)
			if err := s.Apply(tok); err != nil {
				t.Fatal(err)
			}
			toks = append(toks, tok)
		}
		header := r.IntN(5) == 0
		if !header {
			for _, b := range r.Perm(len(bad)) {
				if try := s; try.Apply(bad[b]) != nil {
					badTok = bad[b]
					break
				}
			}
		}
		// Write the record: the entries over lines of 1-6 tokens, some
		// with comments, the bad one where the game stopped.
		var b strings.Builder
		b.WriteString("game: 1st-and-roll\nreceives: home\n# a comment\n\n")
		line, wantLine, wantTok := 5, 0, 0
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
						wantLine, wantTok = line, 1
						line++
						i = len(all)
						break
					}
					wantLine, wantTok = line, k+1
				}
				if k > 0 {
					b.WriteString(" ")
				}
				b.WriteString(tok)
			}
			if i >= len(all) && header {
				break
			}
			i += n
			if r.IntN(3) == 0 {
				b.WriteString("   # said")
			}
			b.WriteString("\n")
			line++
		}
		if len(toks) == 0 || wantLine == 0 {
			continue
		}
		text := b.String()
		rec, err := tracker.ParseString(text)
		if err == nil {
			_, err = tracker.Replay(rec)
		}
		var pe *tracker.PosError
		var se *tracker.SyntaxError
		gotLine, gotTok := 0, 0
		switch {
		case errors.As(err, &pe):
			gotLine, gotTok = pe.Line, pe.Token
			if !errors.Is(err, engine.ErrRefused) {
				t.Errorf("game %d: not a refusal: %v", game, err)
			}
		case errors.As(err, &se):
			gotLine, gotTok = se.Line, se.Token
		default:
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
