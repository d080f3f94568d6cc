// Package league folds a folder of game records into a league: standings,
// head-to-head results, leaders read from the engine's events, records by
// coach, and the schedule's next games. The records are the database:
// nothing else is kept, and a result is corrected by editing its record.
//
// An optional league.yaml in the folder names the league and its teams
// (name, abbreviation, colour, coach, division), the divisions, a schedule
// and the tie-breakers (config.go). Fold reads the records one at a time
// (fold.go) and Standings orders the teams (standings.go).
package league

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"github.com/fourthdown/fourthdown/tracker"
	"go.yaml.in/yaml/v3"
)

// ConfigFile is the league file's name in the folder.
const ConfigFile = "league.yaml"

// Config is league.yaml.
type Config struct {
	Name        string       `yaml:"name"`
	Game        string       `yaml:"game"` // the game the league plays (4th-down, 1st-and-roll, 4th-street); default: its records' game
	Season      string       `yaml:"season"`
	Rules       string       `yaml:"rules"` // the ruleset scheduled games are played under (a name or a house-rules file)
	Teams       []TeamConfig `yaml:"teams"`
	Divisions   []string     `yaml:"divisions"`
	Schedule    []Fixture    `yaml:"schedule"`
	TieBreakers []string     `yaml:"tiebreakers"`

	// File is where the config was read from ("" when there is none).
	File string `yaml:"-"`
}

// TeamConfig is one team of league.yaml.
type TeamConfig struct {
	Name     string `yaml:"name"`
	Abbrev   string `yaml:"abbrev"`
	Colour   string `yaml:"colour"`
	Color    string `yaml:"color"` // the same as colour, as some spell it
	Coach    string `yaml:"coach"`
	Division string `yaml:"division"`
}

// Fixture is one scheduled game.
type Fixture struct {
	Date string `yaml:"date"`
	Home string `yaml:"home"`
	Away string `yaml:"away"`
	Site string `yaml:"site"`
}

// TieBreakers names the tie-breakers league.yaml may list, in the default
// order.
var TieBreakers = []string{"percentage", "head-to-head", "difference", "points-for", "name"}

// tieBreakerAliases are other names accepted for the tie-breakers.
var tieBreakerAliases = map[string]string{
	"pct": "percentage", "h2h": "head-to-head", "head2head": "head-to-head",
	"diff": "difference", "point-difference": "difference", "pf": "points-for",
	"points-against": "points-against", "pa": "points-against", "wins": "wins",
}

// ConfigError is a league.yaml that cannot be used: the file, the line (0
// when unknown) and what is wrong.
type ConfigError struct {
	File string
	Line int
	Msg  string
}

func (e *ConfigError) Error() string {
	file := tracker.Printable(e.File)
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", file, e.Line, e.Msg)
	}
	return file + ": " + e.Msg
}

// MaxConfigBytes is the most a league file can hold.
const MaxConfigBytes = 1 << 20

// LoadConfig reads dir/league.yaml; a folder without one gives an empty
// Config (the teams are then the records' own names). It is read from the
// folder only (safeio.ReadWithin): a league.yaml that is a link to a file
// outside the folder is refused, never read, as a file a record names.
func LoadConfig(dir string) (*Config, error) {
	path := filepath.Join(dir, ConfigFile)
	data, err := safeio.ReadWithin(dir, ConfigFile, MaxConfigBytes, "a league file")
	var outside *safeio.OutsideError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &Config{}, nil
	case errors.As(err, &outside):
		return nil, &ConfigError{File: path, Msg: "is a link to a file outside the league's folder: the league file is read only from the folder itself (copy the file into the folder in place of the link)"}
	case err != nil:
		return nil, err
	}
	return ParseConfig(path, data)
}

// configFileError is why data is not a league file, in words of its own:
// yaml's errors quote the file (a key, a value, a line), and the file may
// be anything. It names the line and what is allowed.
func configFileError(path string, err error) error {
	what, line := engine.YAMLProblem(err)
	e := &ConfigError{File: path, Msg: "the file " + what, Line: line}
	if line > 0 {
		e.Msg = "this line " + what
	}
	e.Msg += " (a league file has name, game, season, rules, teams, divisions, schedule and tiebreakers; a team has name, abbrev, colour, coach and division; a scheduled game has date, home, away and site)"
	return e
}

// ParseConfig reads a league file's text; path names it in errors, which
// never quote the text as YAML read it.
func ParseConfig(path string, data []byte) (*Config, error) {
	c := &Config{File: path}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && !errors.Is(err, io.EOF) {
		return nil, configFileError(path, err)
	}
	c.File = path
	return c, c.check()
}

func (c *Config) errf(format string, args ...any) error {
	return &ConfigError{File: c.File, Msg: fmt.Sprintf(format, args...)}
}

// check validates the config and normalises the tie-breakers and colours.
func (c *Config) check() error {
	c.printable()
	c.Name = strings.TrimSpace(c.Name)
	if c.Game = strings.TrimSpace(c.Game); c.Game != "" {
		if _, err := engine.Lookup(c.Game); err != nil {
			return c.errf("game: %v", err)
		}
	}
	if err := c.checkTeams(); err != nil {
		return err
	}
	if err := c.checkSchedule(); err != nil {
		return err
	}
	return c.checkTieBreakers()
}

// printable shows every word of the file with its control characters as
// "?" (escape codes would drive the terminal the report is printed on).
func (c *Config) printable() {
	for _, p := range []*string{&c.Name, &c.Game, &c.Season, &c.Rules} {
		*p = tracker.Printable(*p)
	}
	for i := range c.Divisions {
		c.Divisions[i] = tracker.Printable(c.Divisions[i])
	}
	for i := range c.Teams {
		t := &c.Teams[i]
		for _, p := range []*string{&t.Abbrev, &t.Colour, &t.Color, &t.Coach, &t.Division} {
			*p = tracker.Printable(*p)
		}
	}
	for i := range c.Schedule {
		f := &c.Schedule[i]
		for _, p := range []*string{&f.Date, &f.Home, &f.Away, &f.Site} {
			*p = tracker.Printable(*p)
		}
	}
}

// checkTeams checks the teams: each named, once (whatever the case), with
// one colour that is a colour, an abbreviation of its own, and a division
// that is one of the league's.
func (c *Config) checkTeams() error {
	seen := map[string]int{}
	marks := map[string]int{}
	for i := range c.Teams {
		t := &c.Teams[i]
		t.Name = tracker.Printable(strings.Join(strings.Fields(t.Name), " "))
		if t.Name == "" {
			return c.errf("team %d has no name", i+1)
		}
		k := Key(t.Name)
		if j, ok := seen[k]; ok {
			return c.errf("team %q is listed twice (teams %d and %d; names match whatever their case)", t.Name, j+1, i+1)
		}
		seen[k] = i
		if err := c.checkColour(t); err != nil {
			return err
		}
		if t.Abbrev != "" {
			m, err := tracker.ParseMark(t.Abbrev)
			if err != nil {
				return c.errf("team %q: abbrev: %v", t.Name, err)
			}
			if j, ok := marks[m]; ok {
				return c.errf("teams %q and %q have the same abbreviation %s: abbreviations are unique in a league", c.Teams[j].Name, t.Name, m)
			}
			marks[m] = i
			t.Abbrev = m
		}
		if t.Division != "" && len(c.Divisions) > 0 && !containsFold(c.Divisions, t.Division) {
			return c.errf("team %q is in division %q, which is not one of the divisions (%s)", t.Name, t.Division, strings.Join(c.Divisions, ", "))
		}
	}
	return nil
}

// checkColour checks team t's colour (colour or color, not both) and keeps
// it as colour.
func (c *Config) checkColour(t *TeamConfig) error {
	if t.Color != "" {
		if t.Colour != "" {
			return c.errf("team %q has both colour and color: keep one", t.Name)
		}
		t.Colour, t.Color = t.Color, ""
	}
	if t.Colour != "" {
		if _, err := ParseColour(t.Colour); err != nil {
			return c.errf("team %q: %v", t.Name, err)
		}
	}
	return nil
}

// checkSchedule checks the scheduled games: two different teams, of the
// league's when it lists them (named as it does), and a date.
func (c *Config) checkSchedule() error {
	for i := range c.Schedule {
		f := &c.Schedule[i]
		if f.Home == "" || f.Away == "" {
			return c.errf("scheduled game %d needs a home and an away team", i+1)
		}
		if Key(f.Home) == Key(f.Away) {
			return c.errf("scheduled game %d: %s cannot play itself", i+1, f.Home)
		}
		if f.Date != "" {
			d, ok := ParseDate(f.Date)
			if !ok {
				return c.errf("scheduled game %d: date %q is not a date like 2026-11-27", i+1, f.Date)
			}
			f.Date = d
		}
		for _, name := range []*string{&f.Home, &f.Away} {
			if len(c.Teams) == 0 {
				continue
			}
			t := c.Team(*name)
			if t == nil {
				return c.errf("scheduled game %d: %q is not one of the league's teams (%s)", i+1, *name, c.teamNames())
			}
			*name = t.Name
		}
	}
	return nil
}

// checkTieBreakers checks the tie-breakers and writes each by its name.
func (c *Config) checkTieBreakers() error {
	var tbs []string
	for _, tb := range c.TieBreakers {
		n := strings.ToLower(strings.TrimSpace(tb))
		if a, ok := tieBreakerAliases[n]; ok {
			n = a
		}
		if !containsFold(TieBreakers, n) && n != "points-against" && n != "wins" {
			return c.errf("unknown tie-breaker %q (use %s, wins or points-against)", tb, strings.Join(TieBreakers, ", "))
		}
		tbs = append(tbs, n)
	}
	c.TieBreakers = tbs
	return nil
}

// Team is the league team a record's name maps to (case-insensitively),
// or nil.
func (c *Config) Team(name string) *TeamConfig {
	k := Key(name)
	for i := range c.Teams {
		if Key(c.Teams[i].Name) == k {
			return &c.Teams[i]
		}
	}
	return nil
}

func (c *Config) teamNames() string {
	n := make([]string, len(c.Teams))
	for i, t := range c.Teams {
		n[i] = t.Name
	}
	return strings.Join(n, ", ")
}

// Order is the tie-breakers in use: league.yaml's, or the default.
func (c *Config) Order() []string {
	if len(c.TieBreakers) > 0 {
		return c.TieBreakers
	}
	return TieBreakers
}

// Key is a team (or coach) name as names are matched: case and spacing do
// not matter.
func Key(name string) string {
	return strings.ToLower(strings.Join(strings.Fields(name), " "))
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(strings.TrimSpace(v), strings.TrimSpace(s)) {
			return true
		}
	}
	return false
}

// ParseColour reads a colour written #rrggbb (or rrggbb).
func ParseColour(s string) ([3]uint8, error) {
	h := strings.TrimPrefix(strings.TrimSpace(s), "#")
	var c [3]uint8
	if len(h) != 6 {
		return c, fmt.Errorf("colour %q is not a colour like #1f6fb4", s)
	}
	for i := 0; i < 3; i++ {
		var v uint8
		if _, err := fmt.Sscanf(h[2*i:2*i+2], "%02x", &v); err != nil {
			return c, fmt.Errorf("colour %q is not a colour like #1f6fb4", s)
		}
		c[i] = v
	}
	return c, nil
}

// ParseDate reads the date at the start of a record's date: header
// (2026-11-20, also 2026/11/20 or 20261120), as YYYY-MM-DD.
func ParseDate(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) >= 10 && (s[4] == '-' || s[4] == '/') && s[7] == s[4] {
		s = s[:4] + s[5:7] + s[8:10] + s[10:]
	}
	if len(s) < 8 {
		return "", false
	}
	for _, c := range s[:8] {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	if len(s) > 8 && s[8] >= '0' && s[8] <= '9' {
		return "", false
	}
	m, d := s[4:6], s[6:8]
	if m < "01" || m > "12" || d < "01" || d > "31" {
		return "", false
	}
	return s[:4] + "-" + m + "-" + d, true
}
