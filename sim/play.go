// Package sim plays whole games of any game of the family with digital
// dice and the game's computer coach on both sides, through the contract
// (engine) alone, and counts what the games' shared events tell: points,
// results, margins, possessions and how they ended. It imports no game:
// a game can be simulated when it has a coach (engine.Coached) and every
// die it asks for lists its faces with their odds (engine.Legal.Rollable).
//
// Games are split between workers in contiguous blocks; each worker has
// its own dice and coaches seeded from (seed, worker index), so the same
// seed and worker count give the same games and the same numbers.
package sim

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"github.com/fourthdown/fourthdown/tracker"
)

// Options say what to simulate.
type Options struct {
	// Header is the header every game's record starts from: the game
	// (game:), the teams and the game's own keys (1st & Roll's dice:),
	// with Dir the folder its files are read from. Each game adds a
	// comment and who receives.
	Header  *tracker.Record
	Games   int
	Seed    uint64
	Workers int // 0: runtime.GOMAXPROCS(0)
	// Receives receives every opening kickoff; nil: a coin flip each game.
	Receives *engine.Side
	// Records, when not empty, is a folder that receives every game as a
	// record file; the header's files must be named relative to it.
	Records string
	// Progress, when set, counts games as they finish.
	Progress *atomic.Int64
	// Coach makes each worker's coach of team side, seeded (nil: the
	// game's, engine.Coached, for both teams).
	Coach func(side engine.Side, seed uint64) engine.Chooser
}

// Tally are the counts of a run every game's simulation has.
type Tally struct {
	Games   int64
	Entries int64
	Points  [2]int64 // by side
	Wins    [2]int64 // by side
	Ties    int64
	// Margins[MaxMargin+m] counts games won by m points by the home team
	// (m < 0: the away team won).
	Margins [2*MaxMargin + 1]int64
}

// Add adds o's counts to t.
func (t *Tally) Add(o *Tally) {
	t.Games += o.Games
	t.Entries += o.Entries
	t.Ties += o.Ties
	for i := range t.Points {
		t.Points[i] += o.Points[i]
		t.Wins[i] += o.Wins[i]
	}
	for i := range t.Margins {
		t.Margins[i] += o.Margins[i]
	}
}

// Stats are the raw counts of a run; they add up across workers.
type Stats struct {
	Tally
	Possessions int64
	// PossessionPoints are the points a team scored while it had the ball.
	PossessionPoints int64
	// Ends counts how possessions ended (engine.Event.Result); a
	// possession the game ended without an end event counts as NoResult.
	Ends [engine.NumResults]int64
}

// Add adds o's counts to s.
func (s *Stats) Add(o *Stats) {
	s.Tally.Add(&o.Tally)
	s.Possessions += o.Possessions
	s.PossessionPoints += o.PossessionPoints
	for i := range s.Ends {
		s.Ends[i] += o.Ends[i]
	}
}

// Count adds one finished game's shared events to s.
func (s *Stats) Count(evs []engine.Event) {
	c := counter{s: s}
	for _, e := range evs {
		c.hear(e)
	}
	c.end()
}

// counter counts one game's shared events into s as they are made (a
// search state's, which keeps none), and the game once it is over.
type counter struct {
	s    *Stats
	open bool // a possession under way
	team engine.Side
	pts  [2]int
}

// counted are the kinds of event a counter hears.
var counted = engine.KindsOf(engine.EvPossession, engine.EvPossessionEnd, engine.EvScore, engine.EvGameOver)

// hear counts one event (of the kinds counted).
func (c *counter) hear(e engine.Event) {
	s := c.s
	switch e.Kind {
	case engine.EvPossession:
		if c.open {
			s.Ends[engine.NoResult]++
		}
		s.Possessions++
		c.open, c.team = true, e.Team
	case engine.EvPossessionEnd:
		if c.open {
			s.Ends[e.Result]++
			c.open = false
		}
	case engine.EvScore:
		c.pts[e.Team] += e.Points
		// Points scored by the team with the ball, its try included,
		// until the next possession begins.
		if s.Possessions > 0 && e.Team == c.team {
			s.PossessionPoints += int64(e.Points)
		}
	case engine.EvGameOver:
		if e.Tie {
			s.Ties++
		} else {
			s.Wins[e.Team]++
		}
	}
}

// end counts the game, over, and readies the counter for the next.
func (c *counter) end() {
	s, pts := c.s, c.pts
	s.Games++
	s.Points[engine.Home] += int64(pts[engine.Home])
	s.Points[engine.Away] += int64(pts[engine.Away])
	s.Margins[MaxMargin+min(max(pts[engine.Home]-pts[engine.Away], -MaxMargin), MaxMargin)]++
	if c.open {
		s.Ends[engine.NoResult]++
	}
	*c = counter{s: s}
}

// Run is a finished simulation.
type Run struct {
	Game    engine.Game
	Teams   engine.Teams
	Stats   Stats
	Workers int
	Elapsed time.Duration
}

// UnrollableError is a game simulate cannot play: it asks for a roll the
// app cannot make (a value only the players can read, Legal.Rollable), or a
// reading of the table, which no coach makes (Ask.Reading).
type UnrollableError struct {
	Game engine.Game
	Ask  engine.Ask
}

func (e *UnrollableError) Error() string {
	return fmt.Sprintf("simulate cannot play %s: the app cannot roll the %s: it is a value the players read and enter (%s)",
		e.Game.Title(), e.Ask.What, e.Ask.Expect())
}

// NoCoachError is a game without a computer coach.
type NoCoachError struct{ Game engine.Game }

func (e *NoCoachError) Error() string {
	return fmt.Sprintf("simulate cannot play %s: it has no computer coach to make its choices", e.Game.Title())
}

// maxEntries bounds a game: a game that has not ended after so many
// entries is an error, not an endless loop.
const maxEntries = 100000

// Check says whether the game of header can be simulated, before any game
// is played: one game played with digital dice, and the game's coach (or
// a coach choosing at random, coach.Random, for a game without one),
// meets no roll the app cannot make; and the game has a coach.
func Check(header *tracker.Record) error {
	g, err := tracker.NewGame(cloneHeader(header, "", engine.Home))
	if err != nil {
		return err
	}
	newCoach := coach.Random // a stand-in for a game without a coach
	c, coached := g.Kind.(engine.Coached)
	if coached {
		newCoach = c.Coach
	}
	w := newWorker(g.Kind, bothSides(newCoach), 0, 0)
	if _, _, err := w.game1(g.Match, nil); err != nil {
		return err
	}
	if !coached {
		return &NoCoachError{Game: g.Kind}
	}
	return nil
}

// roller rolls a die from a seeded generator, for tracker.Roll (the
// one digital roller of every game, play --digital's).
type roller struct{ r *engine.Draws }

func (d roller) Roll(die engine.Die) int { return die.Min + d.r.IntN(max(die.Sides, 1)) }

// worker plays games one after another with its own dice and coaches.
type worker struct {
	game    engine.Game
	dice    roller
	coaches [2]engine.Chooser
	codes   [2]engine.CodeChooser // the coaches that answer by code (nil: not)
	stats   Stats
	count   counter
	hear    func(engine.Event) // count.hear
	starts  [2]*tracker.Game   // by who receives (start)
	// last is the last game's search state, in whose storage the next
	// game's is made (engine.SearchAgain).
	last engine.Core
}

// bothSides is newCoach as the coach of either team.
func bothSides(newCoach func(seed uint64) engine.Chooser) func(engine.Side, uint64) engine.Chooser {
	return func(_ engine.Side, seed uint64) engine.Chooser { return newCoach(seed) }
}

func newWorker(g engine.Game, newCoach func(side engine.Side, seed uint64) engine.Chooser, seed, stream uint64) *worker {
	r := engine.NewDraws(seed, stream) // rand.New(rand.NewPCG(seed, stream))'s draws
	w := &worker{game: g, dice: roller{r}}
	w.coaches[engine.Home] = newCoach(engine.Home, r.Uint64())
	w.coaches[engine.Away] = newCoach(engine.Away, r.Uint64())
	for i, c := range w.coaches {
		w.codes[i], _ = c.(engine.CodeChooser)
	}
	w.count.s = &w.stats
	w.hear = w.count.hear
	return w
}

// game1 plays m, a game before its first entry, to its end as a search
// state (engine.SearchAgain, in the last game's storage: play), counts
// its shared events and returns the search state.
func (w *worker) game1(m engine.Core, body *[]tracker.Line) (int, engine.Core, error) {
	w.count = counter{s: &w.stats}
	s, heard := engine.SearchAgain(m, w.last, w.hear)
	w.last = s // the next game's search state, in its storage
	if sel, ok := s.(engine.Selective); ok {
		sel.HearOnly(counted)
	}
	n, err := w.play(s, body)
	if err != nil {
		return n, s, err
	}
	if !heard { // a clone, which keeps its events
		for _, e := range s.Shared() {
			w.count.hear(e)
		}
	}
	w.count.end()
	return n, s, nil
}

// play plays m to its end: every die rolled from its faces, every choice
// what the coaches enter for it (coach.Entry: the coach of the team
// asked, and for a choice with parts the other team's too, one entry of
// the two answers), each entered by its code where Legal lists it. With
// body set it keeps the entries as the record's lines. It returns the
// entries applied.
//
// Without a record, what is asked is read in brief where the match says
// it so (engine.Turner), and a coach's choice taken by its code where it
// answers so (coach.EntryCode): the words of the ask are read only where
// neither can say it.
func (w *worker) play(m engine.Core, body *[]tracker.Line) (int, error) {
	coded, _ := m.(engine.Coded) // asked once, not at every entry
	q := briefly{m: m, coded: coded}
	q.turner, _ = m.(engine.Turner)
	if coded != nil { // its codes are applied without its Legal
		q.odds, _ = m.(engine.Odds)
		if q.turner != nil && q.odds != nil {
			q.roller, _ = m.(engine.Roller)
		}
	}
	var l engine.Legal
	for n := 0; n < maxEntries; n++ {
		listed := false // l is m's Legal already
		if body == nil {
			var why stop
			var err error
			if n, why, err = w.quick(&q, n, &l); err != nil || why == stopOver {
				return n, err
			} else if n == maxEntries {
				break
			}
			listed = why == stopListed
		}
		if !listed {
			l = m.Legal()
		}
		a := m.Next()
		if a.Done {
			return n, nil
		}
		var tok string
		k := -1
		roll := a.IsRoll()
		if roll {
			if k = tracker.RollCode(w.dice, &l); k < 0 {
				return n, &UnrollableError{Game: w.game, Ask: a}
			}
			tok = l.Entries[k]
		} else {
			var ok bool
			if tok, ok = coach.Entry(m, a, &w.coaches); !ok { // a reading of the table
				return n, &UnrollableError{Game: w.game, Ask: a}
			}
			k = slices.Index(l.Entries, tok)
		}
		var err error
		if k >= 0 { // listed: entered by its code
			err = applyCode(m, coded, &l, k)
		} else {
			err = m.Apply(engine.Token{Text: tok})
		}
		if err != nil {
			return n, fmt.Errorf("entry %d (%s) %q refused: %w", n+1, a.What, tok, err)
		}
		if body != nil {
			keep(body, &a, engine.Token{Text: tok, Digital: roll})
		}
	}
	return maxEntries, fmt.Errorf("the game did not end after %d entries", maxEntries)
}

// briefly is a match played without the words of what it asks: m, and
// m as each of the interfaces that say it in brief (nil where it is not
// one), asked once a game rather than at every entry.
type briefly struct {
	m      engine.Core
	coded  engine.Coded
	turner engine.Turner
	odds   engine.Odds // only where coded: a roll by its odds is entered by code
	// roller, only where it says its turn and odds in brief, rolls and
	// enters the rolls up to the next choice in one call, and says its
	// turn then.
	roller engine.Roller
}

// stop is why quick stopped entering entries in brief.
type stop uint8

const (
	stopWords  stop = iota // the words of what is asked are needed
	stopListed             // the same, and *l is the match's Legal
	stopOver               // the game is over, as its Turn says
)

// quick enters entries of q.m by their codes from entry n on, for as
// long as the words of what it asks are not needed: a die's face rolled
// from its odds (its Legal's, or in brief, engine.Odds; the rolls in a
// row drawn and entered by the match in one call where it rolls itself,
// engine.Roller), or a coach's choice by its code (coach.EntryCode) where
// the match says what it asks in brief (engine.Turner). It returns the
// entry it stopped at (maxEntries when it did not) and why: the game is
// over (its Turn says so: nothing more is asked of it), or the words of
// what is asked are needed, with *l then m's Legal where it was read to
// know it is no roll.
func (w *worker) quick(q *briefly, n int, l *engine.Legal) (int, stop, error) {
	m := q.m
	for ; n < maxEntries; n++ {
		var k int
		var err error
		var t engine.Turn
		roll := true
		switch {
		case q.roller != nil: // the rolls by their odds drawn and entered at once
			var rolled int
			t, rolled, k, err = q.roller.RollCodes(w.dice.r, maxEntries-n)
			if n += rolled; err != nil {
				return n, stopWords, refusedCode(m, n, k, err)
			} else if n == maxEntries {
				return n, stopWords, nil
			}
			roll = t.Roll
		case q.turner != nil:
			t = q.turner.Turn()
			roll = t.Roll
		}
		if t.Done {
			return n, stopOver, nil
		}
		if !roll {
			var ok bool
			if k, ok = coach.EntryCode(m, t, &w.codes); !ok {
				return n, stopWords, nil
			}
			if q.coded != nil {
				err = q.coded.ApplyCode(k)
			} else {
				err = engine.ApplyCode(m, m.Legal(), k)
			}
		} else if k, err = w.rollCode(q, l); k < 0 {
			return n, stopListed, nil
		}
		if err != nil {
			return n, stopWords, refusedCode(m, n, k, err)
		}
	}
	return n, stopWords, nil
}

// refusedCode is the error of entry n of m, code k, refused with err.
func refusedCode(m engine.Core, n, k int, err error) error {
	return fmt.Errorf("entry %d (%s) code %d refused: %w", n+1, m.Next().What, k, err)
}

// rollCode rolls what q.m asks and enters the face by its code (k): from
// its odds in brief where it says what it asks in brief and has them,
// else from its Legal. k is -1, and nothing entered, where the app
// cannot roll it (a choice, or a die it cannot roll): *l is then m's
// Legal.
func (w *worker) rollCode(q *briefly, l *engine.Legal) (k int, err error) {
	if q.odds != nil && q.turner != nil {
		if sums := q.odds.Sums(); sums != nil {
			if k = tracker.RollSums(w.dice, sums); k >= 0 {
				return k, q.coded.ApplyCode(k)
			}
			*l = q.m.Legal() // no face to show: the caller says so
			return k, nil
		}
	}
	*l = q.m.Legal()
	if k = tracker.RollCode(w.dice, l); k < 0 {
		return k, nil
	}
	return k, applyCode(q.m, q.coded, l, k)
}

// applyCode applies entry k of l, m's Legal, by its code: through coded,
// m as engine.Coded when it is one, else engine.ApplyCode.
func applyCode(m engine.Core, coded engine.Coded, l *engine.Legal, k int) error {
	if coded != nil {
		return coded.ApplyCode(k)
	}
	return engine.ApplyCode(m, *l, k)
}

// keep adds t, the entry made for a, to body, the record's lines.
func keep(body *[]tracker.Line, a *engine.Ask, t engine.Token) {
	if a.NewLine || len(*body) == 0 {
		*body = append(*body, tracker.Line{})
	}
	l := &(*body)[len(*body)-1]
	t.Index = int32(len(l.Tokens) + 1)
	l.Tokens = append(l.Tokens, t)
}

// cloneHeader is the header of one game: note as its first comment, then
// the template's fields, and who receives.
func cloneHeader(h *tracker.Record, note string, recv engine.Side) *tracker.Record {
	rec := &tracker.Record{Dir: h.Dir}
	if note != "" {
		rec.Header = append(rec.Header, tracker.Field{Comment: " " + note})
	}
	for _, f := range h.Header {
		f.Line = 0
		rec.Header = append(rec.Header, f)
	}
	rec.Set("receives", recv.String())
	return rec
}

const progressStep = 64

// Simulate plays opts.Games games of the header's game. It stops early
// with ctx's error when ctx is cancelled.
func Simulate(ctx context.Context, opts Options) (*Run, error) {
	if opts.Games < 0 {
		return nil, errors.New("the number of games must be 0 or more")
	}
	probe, err := tracker.NewGame(cloneHeader(opts.Header, "", engine.Home))
	if err != nil {
		return nil, err
	}
	c, ok := probe.Kind.(engine.Coached)
	if !ok {
		return nil, &NoCoachError{Game: probe.Kind}
	}
	newCoach := bothSides(c.Coach)
	if opts.Coach != nil {
		newCoach = opts.Coach
	}
	k := Workers(opts.Workers, opts.Games)
	run := &Run{Game: probe.Kind, Teams: probe.Teams, Workers: k}
	workers := make([]*worker, k)
	for i := range k {
		workers[i] = newWorker(probe.Kind, newCoach, opts.Seed, uint64(i))
	}
	run.Elapsed, err = Parallel(k, opts.Games, func(w, lo, hi int) error {
		return workers[w].work(ctx, lo, hi, &opts)
	})
	for _, w := range workers {
		run.Stats.Add(&w.stats)
	}
	return run, err
}

// work plays games lo..hi-1.
func (w *worker) work(ctx context.Context, lo, hi int, opts *Options) error {
	return Blocks(ctx, lo, hi, progressStep, opts.Progress, func(i int) error {
		recv := engine.Side(w.dice.r.IntN(2)) // the coin is flipped whatever: the same dice follow
		if opts.Receives != nil {
			recv = *opts.Receives
		}
		g, err := w.start(opts.Header, recv)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		var rec *tracker.Record
		var body *[]tracker.Line
		if opts.Records != "" {
			rec = cloneHeader(opts.Header, fmt.Sprintf("simulated by fourthdown simulate --seed %d: game %d", opts.Seed, i+1), recv)
			body = &rec.Body
		}
		n, m, err := w.game1(g.Match, body)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		w.stats.Entries += int64(n)
		if rec == nil {
			return nil
		}
		if st := m.Status(); st.Final {
			rec.Body = append(rec.Body, tracker.Line{Comment: " final: " + g.Teams.ScoreLine(st.Score)})
		}
		return WriteRecord(filepath.Join(opts.Records, FileName(i, opts.Games)), rec)
	})
}

// start is the game of header with recv receiving, before its first
// entry: read once (the header and the files it names) and kept, each
// game played on a search state of it (game1), not read again.
func (w *worker) start(header *tracker.Record, recv engine.Side) (*tracker.Game, error) {
	if w.starts[recv] == nil {
		g, err := tracker.NewGame(cloneHeader(header, "", recv))
		if err != nil {
			return nil, err
		}
		w.starts[recv] = g
	}
	return w.starts[recv], nil
}

// FileName is the record file of game i (0-based) in a run of games games.
func FileName(i, games int) string {
	return fmt.Sprintf("game-%0*d.fdr", len(strconv.Itoa(games)), i+1)
}

// WriteRecord writes a simulated game's record to path, in the folder the
// user named (--records), as a new file: the one rule of every output
// (issue 44): nothing there is replaced, not an earlier run's record nor
// anything else the user did not name, and nothing is written through a
// symbolic link, even one put there while the games are played
// (safeio.CreateNew).
func WriteRecord(path string, rec *tracker.Record) error {
	var buf bytes.Buffer
	if err := rec.Format(&buf); err != nil {
		return err
	}
	err := safeio.CreateNew(path, buf.Bytes(), 0o644)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists: simulate writes its records only as new files and never replaces one (give --records a new or empty folder, or move the earlier records out)", tracker.Printable(path))
	}
	return err
}

// CheckRecordsFolder refuses, before any game is played, a --records
// folder that already holds a file (or a link) of a record's name that a
// run of games games would write: simulate never replaces one. A folder
// not there yet is fine (it is made).
func CheckRecordsFolder(dir string, games int) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("--records %s: %v", tracker.Printable(dir), pathErr(err))
	}
	width := len(strconv.Itoa(games))
	var taken []string
	for _, e := range entries {
		name := e.Name()
		num, ok := strings.CutPrefix(name, "game-")
		if num, ok = strings.CutSuffix(num, ".fdr"); !ok || len(num) != width {
			continue
		}
		if n, err := strconv.Atoi(num); err == nil && n >= 1 && n <= games && FileName(n-1, games) == name {
			taken = append(taken, name)
		}
	}
	if len(taken) == 0 {
		return nil
	}
	what := taken[0]
	if len(taken) > 1 {
		what = fmt.Sprintf("%s and %d more of the names this run writes", taken[0], len(taken)-1)
	}
	return fmt.Errorf("--records %s already holds %s: simulate never replaces a record; give a new or empty folder, or move the earlier records out", tracker.Printable(dir), what)
}

// pathErr is err without the path an *fs.PathError repeats.
func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
