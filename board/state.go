// Package board is the live board: a small read-only web server that shows
// a game record as it is played (fourthdown board). It is written once
// against the contract: every word it shows is the game's own (the
// situation line, what each entry did, the scoring summary), read from the
// game's fold through engine and tracker; it imports no game.
package board

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
)

// RecentLines is how many of the last plays' lines the board shows.
const RecentLines = 8

// RecordError is a record the board cannot show as it stands: the file
// (its base name), where (line and token number, 0 when not known), the
// token as written when known, and why. The last good state stays served
// beside it.
type RecordError struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Token  int    `json:"token"`
	Text   string `json:"text,omitempty"`
	Reason string `json:"reason"`
}

// view is what the page shows beyond /state.json: every word the game's.
type view struct {
	Title      string        `json:"title"`
	Variant    string        `json:"variant"`
	File       string        `json:"file"`
	Teams      viewTeams     `json:"teams"`
	Period     string        `json:"period"`
	Clock      string        `json:"clock"`
	Where      string        `json:"where"`
	Next       string        `json:"next"`
	Final      bool          `json:"final"`
	Possession string        `json:"possession"`
	HasBall    bool          `json:"has_ball"`
	Ball       int           `json:"ball"`
	Scoring    []scoringRow  `json:"scoring"`
	Recent     []engine.Line `json:"recent"`
	Chance     string        `json:"chance"`
	// WinChance is the chart of the home team's chance after every entry
	// (none for a game without values), with the score's changes.
	WinChance []chartPoint `json:"win_chance"`
	// Breaks are the chart's halftime and overtime marks.
	Breaks []chartBreak `json:"breaks"`
	// Estimated: the chances are estimated ("≈"), not exact.
	Estimated bool `json:"estimated,omitempty"`
}

// chartPoint is a point of the page's chart: the chance, and which team
// scored with the entry ("" for none).
type chartPoint struct {
	review.Chance
	Scored string `json:"scored,omitempty"`
}

// chartOf is the home team's chance after every entry of read, a game
// read against its values (none without values), and which team each
// entry scored for.
func chartOf(read *review.Game) []chartPoint {
	if read == nil {
		return nil
	}
	out := make([]chartPoint, 0, len(read.Entries)+1)
	for i, c := range read.Chances() {
		p := chartPoint{Chance: c}
		if i > 0 { // entry i: from where it was made to where it left the game
			before, after := read.Before(i-1), read.Before(i)
			switch {
			case after.Score[engine.Home] != before.Score[engine.Home]:
				p.Scored = "home"
			case after.Score[engine.Away] != before.Score[engine.Away]:
				p.Scored = "away"
			}
		}
		out = append(out, p)
	}
	return out
}

type viewTeams struct {
	Home viewTeam `json:"home"`
	Away viewTeam `json:"away"`
}

type viewTeam struct {
	Name string `json:"name"`
	Mark string `json:"mark"`
}

type scoringRow struct {
	Period string `json:"period"`
	Clock  string `json:"clock"`
	Team   string `json:"team"`
	Mark   string `json:"mark"`
	How    string `json:"how"`
	Home   int    `json:"home"`
	Away   int    `json:"away"`
}

// snapshot is one state of the record, ready to send: /state.json's body,
// the page's view, and the Server-Sent Events frame that carries both.
type snapshot struct {
	state []byte
	view  []byte
	frame []byte
	page  []byte // the page's initial data: {"state":…,"view":…}
}

// good is the last state of a record that was read whole: what stays
// served while the record is refused.
type good struct {
	game  []byte // replay --json with situation and recent, without its closing brace
	view  []byte
	valid bool
	read  reading // the record's last reading against its values
}

// reading is a record's last reading against its values, kept so that the
// next update of the same game values only the entries after those they
// share (review.ReadChancesAfter): an update costs its new entries' chances,
// not the whole game's again (a game of 1st & Roll's estimate is 540
// chances).
type reading struct {
	header string // the record's header fields: the game they start
	v      engine.Valuer
	game   *review.Game
}

// after is the reading to go on from for a record of header against v:
// the last one when it was of the same game against the same values.
func (r reading) after(header string, v engine.Valuer) *review.Game {
	if r.game == nil || v == nil || r.header != header || reflect.TypeOf(r.v) != reflect.TypeOf(v) || !reflect.TypeOf(v).Comparable() || r.v != v {
		return nil
	}
	return r.game
}

// headerOf is rec's header fields, one string.
func headerOf(rec *tracker.Record) string {
	var b strings.Builder
	for _, f := range rec.Fields() {
		b.WriteString(f.Key)
		b.WriteByte(0)
		b.WriteString(f.Value)
		b.WriteByte(0)
	}
	return b.String()
}

// stateOf is the record's state as replay --json gives it, with the
// situation line and the last plays' words, as JSON without its closing
// brace (the error is added after it); est says the chances are
// estimated.
func stateOf(g *tracker.Game, chart []chartPoint, est bool) ([]byte, error) {
	sum, err := json.Marshal(tracker.Summary(g))
	if err != nil {
		return nil, err
	}
	sum = bytes.TrimSpace(sum)
	if len(sum) < 2 || sum[len(sum)-1] != '}' {
		return nil, fmt.Errorf("replay --json of %s is not an object", g.Kind.Name())
	}
	recent := recentLines(g)
	texts := make([]string, len(recent))
	for i, l := range recent {
		texts[i] = l.Text
	}
	var chances []review.Chance
	for _, p := range chart {
		chances = append(chances, p.Chance)
	}
	extra, err := json.Marshal(struct {
		Situation string          `json:"situation"`
		Recent    []string        `json:"recent"`
		WinChance []review.Chance `json:"win_chance,omitempty"`
		Estimated bool            `json:"estimated,omitempty"`
	}{g.Situation(), texts, chances, est})
	if err != nil {
		return nil, err
	}
	out := sum[:len(sum)-1]
	if len(out) > 1 { // not "{}"
		out = append(out, ',')
	}
	return append(out, extra[1:len(extra)-1]...), nil
}

// recentLines are the last lines of what the entries did, in the game's
// words (Words.StepText, what play prints after each entry), oldest
// first: the plays, without the words to the table (Line.Aside).
func recentLines(g *tracker.Game) []engine.Line {
	var rev []engine.Line
	for i := g.Match.Entries() - 1; i >= 0 && len(rev) < RecentLines; i-- {
		lines := g.Match.StepText(i)
		for j := len(lines) - 1; j >= 0 && len(rev) < RecentLines; j-- {
			if !lines[j].Aside {
				rev = append(rev, lines[j])
			}
		}
	}
	out := make([]engine.Line, len(rev))
	for i, l := range rev {
		out[len(rev)-1-i] = l
	}
	return out
}

// viewOf is the page's view of g; chance words the win chance ("" none),
// chart is its chart (none without).
func viewOf(g *tracker.Game, file, chance string, chart []chartPoint) view {
	m := g.Match
	st := m.Status()
	_, variant := m.Variant()
	v := view{Title: g.Kind.Title(), Variant: variant, File: file,
		Teams: viewTeams{
			Home: viewTeam{g.Teams[engine.Home].Name, g.Teams.Abbrev(engine.Home)},
			Away: viewTeam{g.Teams[engine.Away].Name, g.Teams.Abbrev(engine.Away)}},
		Period: m.Period(st.Period), Clock: m.Clock(st.Clock), Where: m.Where(), Final: st.Final,
		Possession: st.Possession.String(), HasBall: st.HasBall, Ball: st.Ball,
		Recent: recentLines(g), Chance: chance, Scoring: []scoringRow{}, WinChance: chart, Breaks: breaksOf(g)}
	if !st.Final {
		v.Next = tracker.NextText(g.Teams, m.Next())
	}
	for _, s := range tracker.ScoringOf(g) {
		how := s.How
		if s.Try != "" {
			how += ", " + s.Try
		}
		v.Scoring = append(v.Scoring, scoringRow{Period: m.Period(s.Period), Clock: m.Clock(s.Clock),
			Team: s.Team.String(), Mark: g.Teams.Abbrev(s.Team), How: how,
			Home: s.Score[engine.Home], Away: s.Score[engine.Away]})
	}
	return v
}

// recordErrorOf words what is wrong with the record at path.
func recordErrorOf(path string, rec *tracker.Record, err error) *RecordError {
	re := &RecordError{File: safeio.Printable(filepath.Base(path))}
	var placed bool
	re.Line, re.Token, re.Reason, placed = tracker.ErrorAt(err)
	var ce *tracker.CutShortError
	var le *safeio.LinkError
	var pe *fs.PathError
	switch {
	case placed:
	case errors.As(err, &ce):
		re.Line = ce.Line
		re.Reason = "the last line does not end with a line break, so it may have been cut short"
	case errors.Is(err, fs.ErrNotExist):
		re.Reason = "the record is not there (deleted or moved); the board shows the last state it read"
	case errors.As(err, &le):
		re.Reason = "the record is a symbolic link: the board shows only a record file itself, never the file a link leads to"
	case errors.As(err, &pe):
		re.Reason = pe.Err.Error()
	}
	re.Reason = withoutFolder(re.Reason, path)
	if rec != nil && re.Line > 0 && re.Token > 0 {
		for _, l := range rec.Body {
			if l.Num == re.Line && re.Token <= len(l.Tokens) {
				re.Text = l.Tokens[re.Token-1].Text
			}
		}
	}
	return re
}

// withoutFolder is a reason with the record's folder taken out of the
// paths it names: /state.json is served to whoever opens the board, and
// where the games are kept on this computer is not theirs to read. Only
// whole paths are replaced — the record's path (as given and absolute,
// raw, with its control characters as "?" or quoted as %q writes them)
// by its file name, the folder's absolute path by "the record's folder" —
// never the folder's name where it is part of a word.
func withoutFolder(reason, path string) string {
	name := safeio.Printable(filepath.Base(path))
	abs := absPath(path)
	for _, p := range []string{abs, path} {
		for _, form := range printedForms(p) {
			reason = replaceWhole(reason, form, name)
		}
	}
	if dir := filepath.Dir(abs); filepath.IsAbs(dir) && dir != string(filepath.Separator) {
		for _, form := range printedForms(dir) {
			reason = replaceWhole(reason, form, "the record's folder")
		}
	}
	return reason
}

// printedForms are the ways an error may print path: as it is, with its
// control characters as "?", and inside %q's quotes.
func printedForms(path string) []string {
	q := strconv.Quote(path)
	return []string{path, safeio.Printable(path), q[1 : len(q)-1]}
}

// replaceWhole replaces each whole occurrence of path in s by with: one
// that neither follows nor precedes more of a path (a letter, a digit, a
// separator or a character a file name may hold).
func replaceWhole(s, path, with string) string {
	if path == "" {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, path)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(path)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (i == 0 || !inPath(before)) && (end == len(s) || !inPath(after) || after == '.' && !inPath(nextAfterDot(s[end:]))) {
			b.WriteString(s[:i])
			b.WriteString(with)
		} else {
			b.WriteString(s[:end])
		}
		s = s[end:]
	}
}

// inPath reports whether r may continue a path: a letter, a digit, a
// separator, or one of the marks file names commonly hold.
func inPath(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == filepath.Separator || r == '/' || strings.ContainsRune("._-~+@%", r)
}

// nextAfterDot is the rune after a "." that follows a path (a sentence's
// full stop is followed by a space or nothing; an extension by a letter).
func nextAfterDot(s string) rune {
	r, _ := utf8.DecodeRuneInString(s[1:])
	if len(s) < 2 {
		return ' '
	}
	return r
}

func absPath(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return path
	}
	return abs
}

// load reads and replays the record at path: the game, or the error that
// keeps it from being read whole (with the game up to the refused entry,
// when the record could be read), and the game read against its values
// when they are at hand (opts.Values; none for a blind game): the record
// is replayed once, by that reading when there is one. A record that is a
// symbolic link is refused, never followed: a link put in the record's
// place may lead to any file (safeio.ReadRegularNoLink).
func load(path string, opts *Options, last *reading) (*tracker.Game, *tracker.Record, *review.Game, error) {
	data, err := safeio.ReadRegularNoLink(path, tracker.MaxRecordBytes, "a game record")
	if err != nil {
		return nil, nil, nil, err
	}
	rec, err := tracker.ParseRecordData(path, data)
	if err != nil {
		return nil, nil, nil, err
	}
	rec.Dir = filepath.Dir(path)
	var v engine.Valuer
	start, err := tracker.NewGame(rec)
	if err == nil && opts.Values != nil && !start.Blind() {
		v = opts.Values(start)
	}
	header := headerOf(rec)
	keep := func(g *review.Game) *review.Game {
		*last = reading{header: header, v: v, game: g}
		return g
	}
	if v != nil {
		if got, err := review.ReadChancesAfter(v, start.Match, rec.Tokens(), last.after(header, v)); err == nil {
			start.Match = got.Match
			return start, rec, keep(got), nil
		}
	}
	g, err := tracker.Replay(rec) // no values, or an entry refused: replay says where
	if v == nil || g == nil {
		return g, rec, nil, err
	}
	got, rerr := review.ReadChancesAfter(v, start.Match, rec.Tokens()[:g.Entries()], last.after(header, v)) // the entries up to the refused one
	if rerr != nil {
		return g, rec, nil, err
	}
	return g, rec, keep(got), err
}

// build makes the snapshot of the record at path, keeping last as the
// last good state (updated when the record is read whole).
func build(path string, last *good, opts *Options) (*snapshot, error) {
	var rerr *RecordError
	if path == "" {
		rerr = &RecordError{Reason: "no game record in the games folder yet: start one with play; the board shows it when it starts"}
	} else {
		g, rec, read, err := load(path, opts, &last.read)
		if err != nil {
			rerr = recordErrorOf(path, rec, err)
			if errors.Is(err, fs.ErrNotExist) && !last.valid {
				// board FILE before play has saved it: wait for it.
				rerr.Reason = "waiting for the record: it is not there yet; the board shows the game when play saves its first entry"
			}
			if !last.valid && g != nil {
				// Nothing read whole yet: the game up to the refused entry.
				if err := last.set(g, read, path, opts); err != nil {
					return nil, err
				}
			}
		} else if err := last.set(g, read, path, opts); err != nil {
			return nil, err
		}
	}
	state := []byte("{")
	viewJSON := []byte("null")
	if last.valid {
		state = append([]byte(nil), last.game...)
		viewJSON = last.view
	}
	if rerr != nil {
		e, err := json.Marshal(struct {
			Error *RecordError `json:"error"`
		}{rerr})
		if err != nil {
			return nil, err
		}
		if len(state) > 1 {
			state = append(state, ',')
		}
		state = append(state, e[1:len(e)-1]...)
	}
	state = append(state, '}')
	s := &snapshot{state: state, view: viewJSON}
	s.frame = fmt.Appendf(nil, "data: %s\n\nevent: view\ndata: %s\n\n", state, viewJSON)
	s.page = fmt.Appendf(nil, `{"state":%s,"view":%s}`, state, viewJSON)
	return s, nil
}

func (l *good) set(g *tracker.Game, read *review.Game, path string, opts *Options) error {
	chart, est := chartOf(read), read != nil && read.Estimated
	st, err := stateOf(g, chart, est)
	if err != nil {
		return err
	}
	c := ""
	if opts.Chance != nil && !g.Blind() {
		c = opts.Chance(g)
	}
	vw := viewOf(g, filepath.Base(path), c, chart)
	vw.Estimated = est
	v, err := json.Marshal(vw)
	if err != nil {
		return err
	}
	*l = good{game: st, view: v, valid: true, read: l.read}
	return nil
}
