package league

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"github.com/fourthdown/fourthdown/tracker"
)

// Filter picks the records a report counts; an empty field picks all.
type Filter struct {
	League string // the record's league: header (any case)
	Season string // the record's season: header, else its date's year
	Rules  string // the ruleset's name (any case)
	Game   string // the game the league plays ("": its records' game)
	From   string // first date, YYYY-MM-DD (inclusive)
	To     string // last date, YYYY-MM-DD (inclusive)
}

// Empty says the filter picks every record.
func (f Filter) Empty() bool { return f == Filter{} }

// Game is one record, summarised: all a report keeps of it (the record
// itself is read again only to print its scoresheet).
type Game struct {
	File   string // the record, relative to the league folder
	Path   string // the record's path as found (to read it again)
	Date   string // YYYY-MM-DD, or "" when the record has no date
	League string
	Season string
	Site   string
	Rules  string // the ruleset's name
	// Team is the league team of each side (the league file's spelling,
	// or the spelling most records use); Written is the record's own.
	Team    [2]string
	Written [2]string
	Coach   [2]string
	Final   bool
	Score   [2]int
	// Winner and Tie are the game-over event's (Final games only).
	Winner engine.Side
	Tie    bool
	Period int // the period being played (unfinished games)
	Clock  int
	// Progress is where an unfinished game stands, in its game's words.
	Progress string
	// Kind is the game the record plays.
	Kind  engine.Game
	Stats [2]TeamLine
	// Counts are the game's own statistics (4th Down: 4th-down conversions).
	Counts []engine.Count
}

// TeamLine is what a team's leaders count from one game, read from the
// game's shared events.
type TeamLine struct {
	Touchdowns  int
	FGMade      int
	FGAtt       int
	Yards       int
	Possessions int
	Turnovers   int // lost
	Time        int // time of possession, in the game's units
}

// Result is "home", "away" or "tie" for a finished game.
func (g *Game) Result() string {
	if g.Tie {
		return "tie"
	}
	return g.Winner.String()
}

// Problem is a record left out of the report: its file, where (line and
// token, 0 when not known) and why.
type Problem struct {
	File   string `json:"file"`
	Line   int    `json:"line,omitempty"`
	Token  int    `json:"token,omitempty"`
	Reason string `json:"reason"`
}

func (p Problem) String() string {
	switch {
	case p.Token > 0:
		return fmt.Sprintf("%s:%d token %d: %s", p.File, p.Line, p.Token, p.Reason)
	case p.Line > 0:
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Reason)
	}
	return p.File + ": " + p.Reason
}

// Duplicate is a record with the same content as one already counted.
type Duplicate struct {
	File   string `json:"file"`
	SameAs string `json:"same_as"`
}

// Unknown is a team name in records that matches no team of league.yaml.
type Unknown struct {
	Name  string   `json:"name"`
	Files []string `json:"files"`
}

// read is one record's outcome: a game, or a problem; sum identifies its
// content for spotting duplicates.
type read struct {
	game    *Game
	problem *Problem
	sum     [32]byte
}

// Records lists the game records (*.fdr) under dir, in sorted order.
// Folders and files whose names start with "." are skipped.
func Records(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if path == dir {
				return err
			}
			return nil // an unreadable subfolder is skipped, not fatal
		}
		name := d.Name()
		if path != dir && strings.HasPrefix(name, ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(name), tracker.RecordExt) {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) && errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("there is no folder %s", safeio.Printable(dir))
		}
		return nil, err
	}
	sort.Strings(files)
	return files, nil
}

// readAll reads the files with one worker per processor, each holding one
// record at a time; out[i] is files[i]'s outcome.
func readAll(dir string, files []string) []read {
	out := make([]read, len(files))
	workers := min(runtime.GOMAXPROCS(0), len(files))
	var wg sync.WaitGroup
	var next atomic.Int64 // the next file to read: taken without a channel's handoff
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var last *tracker.Game // storage for the next replay
			for {
				i := int(next.Add(1) - 1)
				if i >= len(files) {
					return
				}
				out[i], last = readGame(dir, files[i], last)
			}
		}()
	}
	wg.Wait()
	return out
}

// readGame reads and replays one record of the league's folder dir into
// its summary; the replay reuses old's storage and is returned for the
// next. The record is read from the folder only (safeio.ReadWithin): a
// link to a file outside it is not read, since its errors would quote that
// file to whoever folds a shared folder.
func readGame(dir, path string, old *tracker.Game) (read, *tracker.Game) {
	// A file itself (O_NOFOLLOW: one open, as fast as before); only a link
	// is followed, and only within the folder.
	data, err := safeio.ReadRegularNoLink(path, tracker.MaxRecordBytes, "a game record")
	var le *safeio.LinkError
	if errors.As(err, &le) {
		if rel, e := filepath.Rel(dir, path); e == nil && filepath.IsLocal(rel) {
			data, err = safeio.ReadWithin(dir, filepath.ToSlash(rel), tracker.MaxRecordBytes, "a game record")
		} else {
			err = &safeio.OutsideError{Name: path, Dir: dir}
		}
	}
	if err != nil {
		var pe *fs.PathError
		var oe *safeio.OutsideError
		switch {
		case errors.As(err, &oe):
			err = errors.New("a link to a file outside the league's folder: not read (a league reads only the records in its folder; copy the record in)")
		case errors.As(err, &pe):
			err = pe.Err
		}
		return read{problem: &Problem{File: path, Reason: err.Error()}}, old
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return read{problem: &Problem{File: path, Line: bytes.Count(data[:i], []byte{'\n'}) + 1,
			Reason: "the file holds binary data (a NUL byte): it is not a game record"}}, old
	}
	rec, err := tracker.ParseString(string(data))
	if err != nil {
		return read{problem: problem(path, err)}, old
	}
	rec.Dir = filepath.Dir(path)
	g, err := tracker.ReplayReusing(rec, old)
	if err != nil {
		if g == nil {
			g = old
		}
		return read{problem: problem(path, err)}, g
	}
	return read{game: summarise(path, g), sum: contentSum(rec)}, g
}

// problem turns a record's error into its position and reason.
func problem(path string, err error) *Problem {
	p := &Problem{File: path}
	p.Line, p.Token, p.Reason, _ = tracker.ErrorAt(err)
	return p
}

// contentSum identifies a record's content: its header values and its
// entries, whatever the comments, spacing, case and line breaks.
func contentSum(rec *tracker.Record) [32]byte {
	buf := make([]byte, 0, 1024)
	for _, f := range rec.Header {
		if f.Key != "" {
			buf = append(buf, strings.ToLower(strings.TrimSpace(f.Key))...)
			buf = append(buf, 0)
			buf = append(buf, strings.TrimSpace(f.Value)...)
			buf = append(buf, 0)
		}
	}
	buf = append(buf, 1)
	for _, l := range rec.Body {
		for _, t := range l.Tokens {
			for i := 0; i < len(t.Text); i++ {
				c := t.Text[i]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				buf = append(buf, c)
			}
			buf = append(buf, 0)
		}
	}
	return sha256.Sum256(buf)
}

// summarise keeps what a report needs of a replayed game, read from the
// shared events (and the game's own counts).
func summarise(path string, g *tracker.Game) *Game {
	// Copies, not substrings of the record's text: a report keeps no
	// record in memory; control characters shown as "?" (tracker.Printable),
	// as every word a file holds is before it reaches a terminal.
	get := func(k string) string {
		v, _ := g.Record.Get(k)
		return strings.Clone(tracker.Printable(strings.TrimSpace(v)))
	}
	m := g.Match
	st := m.Status()
	rules, _ := m.Variant()
	out := &Game{
		File: path, League: get("league"), Site: get("site"), Kind: g.Kind, Rules: rules,
		Written: [2]string{strings.Clone(g.Teams[engine.Home].Name), strings.Clone(g.Teams[engine.Away].Name)},
		Coach:   [2]string{get("home-coach"), get("away-coach")},
		Final:   st.Final, Score: st.Score, Period: st.Period, Clock: st.Clock,
		Winner: st.Winner, Tie: st.Tie,
	}
	if !st.Final {
		out.Progress = m.Progress()
	}
	out.Date, _ = ParseDate(get("date"))
	out.Season = get("season")
	if out.Season == "" && out.Date != "" {
		out.Season = out.Date[:4]
	}
	out.Stats = Lines(m.Shared())
	if t, ok := m.(engine.Totaled); ok {
		// The game counts its yards and time its own way: the league adds
		// up the figures its scoresheet prints.
		tot := t.Totals()
		for s := range out.Stats {
			out.Stats[s].Yards, out.Stats[s].Time = tot[s].Yards, tot[s].Time
		}
	}
	out.Counts = m.Counts()
	return out
}

// Lines counts each team's leader figures from a game's shared events:
// touchdowns and field goals scored, field goals tried, yards and time of
// its plays, its possessions, the turnovers that ended them.
func Lines(evs []engine.Event) [2]TeamLine {
	var out [2]TeamLine
	for _, e := range evs {
		t := &out[e.Team]
		switch e.Kind {
		case engine.EvPossession:
			t.Possessions++
		case engine.EvPlay:
			t.Yards += e.Yards
			t.Time += e.Time
		case engine.EvScore:
			switch e.Scored {
			case engine.Touchdown:
				t.Touchdowns++
			case engine.FieldGoal:
				t.FGMade++
				t.FGAtt++
			}
		case engine.EvPossessionEnd:
			switch e.Result {
			case engine.ResMissedFG:
				t.FGAtt++
			case engine.ResTurnover:
				t.Turnovers++
			}
		}
	}
	return out
}

// picks says whether the filter counts the game.
func (f Filter) picks(g *Game) bool {
	if f.League != "" && Key(g.League) != Key(f.League) {
		return false
	}
	if f.Season != "" && Key(g.Season) != Key(f.Season) {
		return false
	}
	if f.Rules != "" && !strings.EqualFold(g.Rules, strings.TrimSpace(f.Rules)) {
		return false
	}
	if f.From != "" && (g.Date == "" || g.Date < f.From) {
		return false
	}
	if f.To != "" && (g.Date == "" || g.Date > f.To) {
		return false
	}
	return true
}

// Fold reads every record under dir and folds them into a report: the
// games the filter picks, mapped to the league's teams, with standings,
// head-to-head results, leaders and records by coach. Invalid records,
// duplicates and unknown teams are listed in the report, never fatal.
func Fold(dir string, cfg *Config, f Filter) (*Report, error) {
	files, err := Records(dir)
	if err != nil {
		return nil, err
	}
	if cfg == nil {
		cfg = &Config{}
	}
	rep := &Report{Config: cfg, Filter: f, Dir: dir}
	seen := map[[32]byte]string{}
	var games []*Game
	for i, r := range readAll(dir, files) {
		// Shown in every view: control characters (a terminal's escape
		// codes) in a file's name are never printed raw.
		rel := tracker.Printable(relPath(dir, files[i]))
		if r.problem != nil {
			r.problem.File = rel
			rep.Problems = append(rep.Problems, *r.problem)
			continue
		}
		g := r.game
		g.File, g.Path = rel, files[i]
		if first, dup := seen[r.sum]; dup {
			rep.Duplicates = append(rep.Duplicates, Duplicate{File: rel, SameAs: first})
			continue
		}
		seen[r.sum] = rel
		if !f.picks(g) {
			continue
		}
		games = append(games, g)
	}
	if f.Game == "" && cfg.Game == "" && mixes(games) {
		rep.split(games)
		return rep, nil
	}
	rep.Kind, games = oneGame(cfg, f, games, &rep.Problems)
	rep.add(games)
	return rep, nil
}

// mixes says whether the games are of more than one game.
func mixes(games []*Game) bool {
	for _, g := range games[min(1, len(games)):] {
		if g.Kind.Name() != games[0].Kind.Name() {
			return true
		}
	}
	return false
}

// split makes the report of a folder that mixes games (a game night of
// several): one section per game, in the order the games are registered,
// each a league of that game's records; r lists every game, all sections'
// together, by date.
func (r *Report) split(games []*Game) {
	for _, k := range engine.Games() {
		var mine []*Game
		for _, g := range games {
			if g.Kind.Name() == k.Name() {
				mine = append(mine, g)
			}
		}
		if len(mine) == 0 {
			continue
		}
		s := &Report{Config: r.Config, Filter: r.Filter, Dir: r.Dir, Kind: k, Part: true}
		s.Filter.Game = k.Name()
		s.add(mine)
		r.Sections = append(r.Sections, s)
		r.Games = append(r.Games, s.Games...)
		r.Unfinished = append(r.Unfinished, s.Unfinished...)
	}
	byDate := func(a, b *Game) int { return cmp.Or(cmp.Compare(a.Date, b.Date), cmp.Compare(a.File, b.File)) }
	slices.SortStableFunc(r.Games, byDate)
	slices.SortStableFunc(r.Unfinished, byDate)
}

// oneGame is the game a league plays — the league file's or the filter's
// `game`, else the game most of its records play (the first registered
// of those that tie) — and the games of it. A record of another game is
// left out: silently when the filter picks the game (as --league picks
// records), with the reason when the league file names it.
func oneGame(cfg *Config, f Filter, games []*Game, problems *[]Problem) (engine.Game, []*Game) {
	name := f.Game
	if name == "" {
		name = cfg.Game
	}
	if name == "" {
		count := map[string]int{}
		for _, g := range games {
			count[g.Kind.Name()]++
		}
		best := 0
		for _, k := range engine.Games() {
			if n := count[k.Name()]; n > best {
				name, best = k.Name(), n
			}
		}
	}
	kind, err := engine.Lookup(name)
	if err != nil {
		if kind, _ = engine.Default(); kind == nil {
			return nil, nil
		}
	}
	keep := games[:0]
	for _, g := range games {
		if !strings.EqualFold(g.Kind.Name(), kind.Name()) {
			if f.Game == "" {
				*problems = append(*problems, Problem{File: g.File,
					Reason: fmt.Sprintf("a game of %s: this league plays %s (%s says game: %s)", g.Kind.Title(), kind.Title(), ConfigFile, cfg.Game)})
			}
			continue
		}
		keep = append(keep, g)
	}
	return kind, keep
}

// Through is the report of the games on or before date (YYYY-MM-DD) that
// r counted or listed as unfinished, without reading the records again:
// a night's standings. What r left out stays left out.
func (r *Report) Through(date string) *Report { return r.through(date, false) }

// Night is the report of the night of date: Through date, and with
// undated the games whose records have no date count as that night's (the
// latest night: a record without a date was played with its folder's
// latest games).
func (r *Report) Night(date string, undated bool) *Report { return r.through(date, undated) }

// OnNight says whether game g was played on the night of date.
func (r *Report) OnNight(g *Game, date string) bool {
	return g.Date == date || r.Undated && g.Date == ""
}

func (r *Report) through(date string, undated bool) *Report {
	out := &Report{Config: r.Config, Filter: r.Filter, Dir: r.Dir, Problems: r.Problems, Duplicates: r.Duplicates, Unknown: r.Unknown,
		Kind: r.Kind, Part: r.Part, Undated: undated}
	out.Filter.To = date
	any := r.Filter
	any.To = ""
	var games []*Game
	for _, g := range append(append([]*Game(nil), r.Games...), r.Unfinished...) {
		if out.Filter.picks(g) || undated && g.Date == "" && any.picks(g) {
			games = append(games, g)
		}
	}
	if r.Sections == nil {
		out.add(games)
		return out
	}
	for _, s := range r.Sections {
		if t := s.through(date, undated); len(t.Games)+len(t.Unfinished) > 0 {
			out.Sections = append(out.Sections, t)
			out.Games = append(out.Games, t.Games...)
			out.Unfinished = append(out.Unfinished, t.Unfinished...)
		}
	}
	return out
}

// Section is the report of game kind: r itself when it plays that game
// only, else its section of that game (nil when it has none).
func (r *Report) Section(kind engine.Game) *Report {
	if r.Sections == nil {
		if r.Kind != nil && r.Kind.Name() == kind.Name() {
			return r
		}
		return nil
	}
	for _, s := range r.Sections {
		if s.Kind.Name() == kind.Name() {
			return s
		}
	}
	return nil
}

// Parts are the report's sections, or the report itself when it plays
// one game.
func (r *Report) Parts() []*Report {
	if r.Sections == nil {
		return []*Report{r}
	}
	return r.Sections
}

// relPath is file as shown in reports: relative to the league folder.
func relPath(dir, file string) string {
	if r, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return file
}
