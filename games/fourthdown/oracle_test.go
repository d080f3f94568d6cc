package fourthdown_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// A second, independent implementation of R1-R20, written straight from
// rulings.md as one sequential procedure over the entries (no state machine,
// no shared code or tables with the engine: the tables are the rulebook's
// printed ones from tables_test.go). TestOracle compares the engine with it
// after every entry of many random records: the replay --json contract
// fields, and which entry is refused.

type refRow struct {
	yards, time int
	td          bool
}

type refTables struct {
	drive [3][20]refRow // balanced, run, pass
	conv  [20]refRow    // td or yards
	fg    [20]int
}

func loadRefTables(t *testing.T) *refTables {
	rt := &refTables{}
	for s, table := range []string{balancedTable, runTable, passTable} {
		for i, c := range printedRows(t, table) {
			if c[0] == "TD" {
				rt.drive[s][i] = refRow{td: true}
			} else {
				rt.drive[s][i] = refRow{yards: atoi(t, c[0]), time: atoi(t, c[1])}
			}
		}
	}
	for i, c := range printedRows(t, conversionTable) {
		if c[0] == "TD" {
			rt.conv[i] = refRow{td: true}
		} else {
			rt.conv[i] = refRow{yards: atoi(t, c[0])}
		}
	}
	for i, c := range printedRows(t, fieldGoalTable) {
		rt.fg[i] = atoi(t, c[0])
	}
	return rt
}

// snap is the contract of replay --json.
type snap struct {
	final      bool
	half       int
	clock      int
	score      [2]int
	possession fourthdown.Side
	ballOn     int
}

func (s snap) String() string {
	return fmt.Sprintf("final %v half %d clock %d score %d-%d %s ball_on %d", s.final, s.half, s.clock, s.score[0], s.score[1], s.possession, s.ballOn)
}

type refGame struct {
	tab  *refTables
	toks []string
	pos  int

	half, clock int
	score       [2]int
	off         fourthdown.Side
	own         int // the ball from the offense's own goal line
	final       bool

	snaps []snap // snaps[k]: the state after k entries
}

type refStop struct{}             // the entries ran out
type refInvalid struct{ pos int } // entry pos is not allowed

func (g *refGame) snapshot() snap {
	ball := g.own
	if g.off == fourthdown.Away {
		ball = 100 - g.own
	}
	return snap{g.final, g.half, g.clock, g.score, g.off, ball}
}

// take returns the next entry if ok accepts it.
func (g *refGame) take(ok func(string) bool) string {
	if len(g.snaps) == g.pos {
		g.snaps = append(g.snaps, g.snapshot())
	}
	if g.pos == len(g.toks) {
		panic(refStop{})
	}
	tok := g.toks[g.pos]
	if !ok(tok) {
		panic(refInvalid{g.pos})
	}
	g.pos++
	return tok
}

func (g *refGame) die(sides int) int {
	n, _ := strconv.Atoi(g.take(func(tok string) bool {
		n, err := strconv.Atoi(tok)
		return err == nil && (n >= 1 && n <= sides || n == 0 && sides == 10) // a d10's 0 is its 10
	}))
	if n == 0 {
		n = 10
	}
	return n
}

func (g *refGame) word(words ...string) string {
	abbrev := map[string]string{"b": "balanced", "r": "run", "p": "pass"}
	norm := func(tok string) string {
		tok = strings.ToLower(tok)
		if w, ok := abbrev[tok]; ok {
			return w
		}
		return tok
	}
	return norm(g.take(func(tok string) bool {
		for _, w := range words {
			if norm(tok) == w {
				return true
			}
		}
		return false
	}))
}

// run plays the record: the snapshots up to the last entry, and the index
// of the refused entry (-1 if none).
func (g *refGame) run(recv fourthdown.Side) (invalid int) {
	invalid = -1
	defer func() {
		switch v := recover().(type) {
		case nil, refStop:
		case refInvalid:
			invalid = v.pos
		default:
			panic(v)
		}
	}()
	for half := 1; half <= 2; half++ {
		g.half, g.clock, g.own = half, 180, 30
		g.off = recv
		if half == 2 {
			g.off = recv.Other()
		}
		g.playHalf()
	}
	g.final = true
	g.take(func(string) bool { return false }) // nothing more is allowed
	return
}

func (g *refGame) turnOver(oppOwn int) {
	g.off, g.own = g.off.Other(), oppOwn
}

func (g *refGame) safety() {
	g.score[g.off.Other()] += 2
	g.turnOver(30)
}

func (g *refGame) touchdown() {
	g.score[g.off] += 6
	g.own = 100
	if g.word("kick", "two") == "kick" {
		if g.tab.fg[g.die(20)-1] >= 15 {
			g.score[g.off]++
		}
	} else if g.die(10) >= 7 {
		g.score[g.off] += 2
	}
	g.turnOver(30)
}

// capTime is the time of the smallest non-TD row gaining need yards.
func (g *refGame) capTime(style, need int) (int, bool) {
	best := -1
	for i, r := range g.tab.drive[style] {
		if !r.td && r.yards >= need && (best < 0 || r.yards < g.tab.drive[style][best].yards) {
			best = i
		}
	}
	if best < 0 {
		return 0, false
	}
	return g.tab.drive[style][best].time, true
}

func (g *refGame) playHalf() {
	turnoverMax := [3]int{2, 1, 4}
	distSides := [3]int{10, 8, 20}
	for {
		style := map[string]int{"balanced": 0, "run": 1, "pass": 2}[g.word("balanced", "run", "pass")]
		row := g.tab.drive[style][g.die(20)-1]
		need := 100 - g.own
		yards, time, scores := row.yards, row.time, false
		switch {
		case row.td:
			scores = true
			time = g.die(20)
			if c, ok := g.capTime(style, need); ok && c < time {
				time = c
			}
		case row.yards >= need:
			scores = true
			time, _ = g.capTime(style, need)
		}
		late := time > g.clock
		if late {
			idx := -1
			for i, r := range g.tab.drive[style] {
				if !r.td && r.time <= g.clock-1 {
					idx = i
				}
			}
			if idx < 0 { // R18
				g.untimed()
				return
			}
			yards, time = g.tab.drive[style][idx].yards, g.tab.drive[style][idx].time
			scores = yards >= need
			if scores {
				g.clock -= time
				g.touchdown()
				continue
			}
		}
		if !scores && g.own+yards <= 0 {
			g.clock -= time
			g.safety()
			if g.clock == 0 {
				return
			}
			continue
		}
		turnover := g.die(20) <= turnoverMax[style]
		g.clock -= time
		switch {
		case turnover && scores:
			g.turnOver(20)
		case turnover:
			g.turnOver(100 - (g.own + yards))
		case scores:
			g.touchdown()
		case late:
			g.own += yards
			g.untimed()
			return
		default:
			g.own += yards
			g.fourthDown(distSides[style])
		}
		if g.clock == 0 {
			return
		}
	}
}

func (g *refGame) fourthDown(sides int) {
	dist := 100 - g.own
	toGo := g.die(sides)
	if toGo > dist {
		toGo = dist
	}
	choices := []string{"go", "punt"}
	if dist <= 50 {
		choices = append(choices, "fg")
	}
	switch g.word(choices...) {
	case "go":
		c := g.tab.conv[g.die(20)-1]
		switch {
		case c.td || g.own+c.yards >= 100:
			g.touchdown()
		case g.own+c.yards <= 0:
			g.safety()
		case c.yards >= toGo:
			g.own += c.yards
		default:
			g.turnOver(100 - (g.own + c.yards))
		}
	case "fg":
		if g.tab.fg[g.die(20)-1] >= dist {
			g.score[g.off] += 3
			g.turnOver(30)
		} else {
			g.turnOver(max(20, 100-g.own+7))
		}
	case "punt":
		g.turnOver(max(20, 100-(g.own+40)))
	}
}

func (g *refGame) untimed() {
	choices := []string{"end", "go"}
	if 100-g.own <= 50 {
		choices = append(choices, "fg")
	}
	switch g.word(choices...) {
	case "fg":
		good := g.tab.fg[g.die(20)-1] >= 100-g.own
		g.clock = 0
		if good {
			g.score[g.off] += 3
			g.turnOver(30)
		}
	case "go":
		c := g.tab.conv[g.die(20)-1]
		g.clock = 0
		if c.td || g.own+c.yards >= 100 {
			g.touchdown()
		}
	}
	g.clock = 0
}

func engineSnap(s *fourthdown.State) snap {
	return snap{s.Final, s.Half, s.Clock, s.Score, s.Offense, s.Ball}
}

// compare replays toks through both implementations.
func compareWithOracle(t *testing.T, tab *refTables, recv fourthdown.Side, toks []string) {
	t.Helper()
	ref := &refGame{tab: tab, toks: toks}
	bad := ref.run(recv)
	s := fourthdown.New(rules, recv)
	buf := make([]fourthdown.Event, 0, 16)
	for i := 0; ; i++ {
		if i < len(ref.snaps) {
			if got, want := engineSnap(&s), ref.snaps[i]; got != want {
				t.Fatalf("after %d entries (%s):\n  engine %v\n  oracle %v", i, strings.Join(toks[:i], " "), got, want)
			}
		}
		if i == len(toks) {
			if bad >= 0 {
				t.Fatalf("the oracle refused entry %d, the engine accepted all", bad)
			}
			return
		}
		e, err := fourthdown.ParseToken(toks[i])
		if err == nil {
			s, buf, err = apply(s, e, buf[:0])
		}
		if (err != nil) != (i == bad) {
			t.Fatalf("entry %d %q (%s): engine error %v, oracle refuses entry %d", i, toks[i], strings.Join(toks[:i], " "), err, bad)
		}
		if err != nil {
			return
		}
	}
}

func TestOracle(t *testing.T) {
	tab := loadRefTables(t)
	rng := rand.New(rand.NewPCG(11, 4))
	words := []string{"balanced", "run", "pass", "go", "fg", "punt", "kick", "two", "end"}
	games := 1500
	if testing.Short() {
		games = 300
	}
	for g := range games {
		recv := fourthdown.Side(g % 2)
		s := fourthdown.New(rules, recv)
		var toks []string
		// A complete game of legal entries, sometimes cut short, sometimes
		// with one stray entry (legal or not) somewhere.
		stray := -1
		if g%3 == 0 {
			stray = rng.IntN(200)
		}
		for !s.Final {
			if len(toks) == stray {
				var tok string
				if rng.IntN(2) == 0 {
					tok = words[rng.IntN(len(words))]
				} else {
					tok = strconv.Itoa(rng.IntN(23))
				}
				toks = append(toks, tok)
				break
			}
			l := legal(&s)
			e := l[rng.IntN(len(l))]
			toks = append(toks, e.String())
			s, _, _ = apply(s, e, nil)
		}
		if g%5 == 1 {
			toks = toks[:rng.IntN(len(toks)+1)]
		}
		if g%7 == 2 && s.Final {
			toks = append(toks, words[rng.IntN(len(words))])
		}
		compareWithOracle(t, tab, recv, toks)
	}
	t.Run("golden games", func(t *testing.T) {
		files, _ := filepath.Glob("../../testdata/games/*.fdr")
		n := 0
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			recv, toks, ok := refRecord(string(b))
			if !ok {
				continue // another ruleset
			}
			n++
			compareWithOracle(t, tab, recv, toks)
		}
		if n < 4 {
			t.Errorf("%d golden games compared", n)
		}
	})
}

// refRecord reads a 4th Down record the simple way: header lines hold a
// colon, everything else is tokens.
func refRecord(text string) (recv fourthdown.Side, toks []string, ok bool) {
	ok = true
	for _, line := range strings.Split(text, "\n") {
		line, _, _ = strings.Cut(line, "#")
		if k, v, isHeader := strings.Cut(line, ":"); isHeader {
			k, v = strings.ToLower(strings.TrimSpace(k)), strings.ToLower(strings.TrimSpace(v))
			if k == "receives" && (v == "away" || v == "gunners") {
				recv = fourthdown.Away
			}
			if k == "rules" && v != "4th-down" {
				ok = false
			}
			continue
		}
		toks = append(toks, strings.Fields(line)...)
	}
	return recv, toks, ok
}

// FuzzOracle compares the engine with the oracle on records built from the
// fuzz bytes: each byte picks a legal entry, or (high bits set) a stray token.
func FuzzOracle(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3})
	f.Add([]byte{1, 0xc3, 9, 9, 9})
	f.Fuzz(func(t *testing.T, data []byte) {
		tab := loadRefTables(t)
		recv := fourthdown.Home
		if len(data) > 0 && data[0]&1 == 1 {
			recv = fourthdown.Away
		}
		s := fourthdown.New(rules, recv)
		var toks []string
		for i, b := range data {
			if i == 0 {
				continue
			}
			if b&0xc0 == 0xc0 {
				toks = append(toks, probes[int(b&0x3f)%len(probes)].String())
				break
			}
			l := legal(&s)
			if len(l) == 0 {
				toks = append(toks, "balanced")
				break
			}
			e := l[int(b)%len(l)]
			toks = append(toks, e.String())
			s, _, _ = apply(s, e, nil)
		}
		compareWithOracle(t, tab, recv, toks)
	})
}
