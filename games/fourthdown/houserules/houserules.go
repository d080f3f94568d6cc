// Package houserules reads house-rules files: small YAML files that start
// from a built-in ruleset and change what the players play differently
// (README: "House rules"). One table of fields (Fields) serves the reader,
// the digest a record keeps, 'rules show' and its JSON.
package houserules

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve/budget"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"go.yaml.in/yaml/v3"
)

// House rules are a small YAML file that starts from a built-in ruleset and
// overrides what the players changed (README: "House rules"):
//
//	base: 4th-down        # required: the ruleset to start from
//	kickoff: 25
//	balanced:
//	  rows: {17: 80/38}   # one row of the table, by die face
//	  turnover: 1-3
//
// Every error names the line and the field, and says what is allowed.

// Error is a house-rules file that cannot be used: where and why.
type Error struct {
	File  string // as given; empty when parsed from bytes
	Line  int    // 0 when the error is about the whole file
	Field string // e.g. "balanced.rows.17"; empty for a syntax error
	Msg   string
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(":")
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "%d:", e.Line)
	}
	if b.Len() > 0 {
		b.WriteString(" ")
	}
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Load returns the built-in ruleset called nameOrFile (any case), or
// else reads the house-rules file at that path.
func Load(nameOrFile string) (*fourthdown.Ruleset, error) {
	if r, ok := fourthdown.Lookup(strings.ToLower(nameOrFile)); ok {
		return r, nil
	}
	r, err := ReadFile(nameOrFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("unknown ruleset %q: the built-in rulesets are %s, and there is no house-rules file %s",
			nameOrFile, strings.Join(fourthdown.Names(), ", "), nameOrFile)
	}
	return r, err
}

// IsBuiltin reports whether name is a built-in ruleset rather than a file.
func IsBuiltin(name string) bool {
	_, ok := fourthdown.Lookup(strings.ToLower(name))
	return ok
}

// MaxBytes is the largest house-rules file read (they are a few lines).
const MaxBytes = 1 << 20

// ReadFile reads a house-rules file. Its ruleset is named by the
// file's `name:` or else the file's name without extension.
func ReadFile(path string) (*fourthdown.Ruleset, error) {
	data, err := safeio.ReadRegular(path, MaxBytes, "a house-rules file")
	if err != nil {
		return nil, err
	}
	r, err := parse(data, strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
	if err != nil {
		var re *Error
		if errors.As(err, &re) {
			re.File = path
		}
		return nil, err
	}
	return r, nil
}

// Parse reads house rules from YAML text. The ruleset it returns is
// a new, built value; the base ruleset is not changed.
func Parse(data []byte) (*fourthdown.Ruleset, error) { return parse(data, "") }

// parse reads house rules named name unless the file names them.
func parse(data []byte, name string) (*fourthdown.Ruleset, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, syntaxError(err)
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return nil, &Error{Msg: "the file is empty: it needs at least `base: NAME`, the built-in ruleset to start from (" + strings.Join(fourthdown.Names(), ", ") + ")"}
	}
	top := doc.Content[0]
	if top.Kind != yaml.MappingNode {
		return nil, &Error{Line: top.Line, Msg: "the file must be a list of `field: value` lines, starting with `base: NAME`"}
	}
	p := &rulesParser{}
	fields, err := p.fields(top, "")
	if err != nil {
		return nil, err
	}
	base, ok := fields.get("base")
	if !ok {
		return nil, &Error{Line: top.Line, Field: "base", Msg: "missing: say which built-in ruleset the house rules start from, e.g. `base: 4th-down` (built-in: " + strings.Join(fourthdown.Names(), ", ") + ")"}
	}
	baseName, err := p.str(base)
	if err != nil {
		return nil, err
	}
	b, ok := fourthdown.Lookup(strings.ToLower(baseName))
	if !ok {
		return nil, p.errf(base.val, "base", "unknown ruleset %q: the built-in rulesets are %s", baseName, strings.Join(fourthdown.Names(), ", "))
	}
	p.r = b.Clone() // house rules never change a built-in
	p.r.Name = name
	p.r.Title = ""
	// Dice first: tables are read against the dice the file sets.
	for _, f := range fields {
		if d, ok := field(f.key); ok && d.kind == kindDie {
			die, err := p.die(f)
			if err != nil {
				return nil, err
			}
			*d.diep(p.r) = die
		}
	}
	for _, f := range fields {
		if err := p.field(f); err != nil {
			return nil, err
		}
	}
	if err := p.check(fields); err != nil {
		return nil, err
	}
	if p.r.Title == "" {
		p.r.Title = "House rules on " + b.Title
	}
	built, err := p.r.Build()
	if err != nil {
		return nil, &Error{Msg: "the rules do not make a playable game: " + err.Error()}
	}
	if err := p.budget(fields); err != nil {
		return nil, err
	}
	return built, nil
}

// yamlLine and rowText are compiled when first used (a rules file read),
// not as the package starts: every run of the program paid for them.
var yamlLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line (\d+): (.*)$`) })

func syntaxError(err error) error {
	msg := err.Error()
	if m := yamlLine().FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		msg := "not valid YAML: " + m[2]
		if strings.Contains(m[2], "tab") {
			msg += " (indent with spaces, not tabs)"
		}
		return &Error{Line: n, Msg: msg}
	}
	return &Error{Msg: "not valid YAML: " + strings.TrimPrefix(msg, "yaml: ")}
}

// Digest is a short fingerprint of everything in a ruleset that
// affects play (not its name or title). A record made under house rules
// stores it as `rules-digest:`, so a later replay notices changed rules.
// It is computed from the house-rules fields (canonicalRules), not from
// Go's layout of the Ruleset, so it stays the same across versions.
func Digest(r *fourthdown.Ruleset) string {
	sum := sha256.Sum256([]byte(canonicalRules(r)))
	return "sha256:" + hex.EncodeToString(sum[:8])
}

// canonicalRules writes every house-rules field of r, one `field=value`
// line each, in a fixed order.
func canonicalRules(r *fourthdown.Ruleset) string {
	var b strings.Builder
	for _, f := range fieldsOf(kindDie) {
		d := *f.diep(r)
		fmt.Fprintf(&b, "%s=%d-%d\n", f.Key, d.Min, d.Max())
	}
	for _, f := range fieldsOf(kindInt) {
		fmt.Fprintf(&b, "%s=%d\n", f.Key, *f.intp(r))
	}
	for _, f := range fieldsOf(kindBool) {
		fmt.Fprintf(&b, "%s=%t\n", f.Key, *f.boolp(r))
	}
	for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
		t := r.Tables[s]
		fmt.Fprintf(&b, "%s.rows=", s)
		for _, row := range t.Rows {
			if row.TD {
				b.WriteString("TD ")
			} else {
				fmt.Fprintf(&b, "%d/%d ", row.Yards, row.Time)
			}
		}
		fmt.Fprintf(&b, "\n%s.turnover=%d-%d\n%s.distance=%d-%d\n", s, t.TurnoverMin, t.TurnoverMax, s, t.Distance.Min, t.Distance.Max())
	}
	b.WriteString("conversion=")
	for _, c := range r.Conversion {
		if c.TD {
			b.WriteString("TD ")
		} else {
			fmt.Fprintf(&b, "%d ", c.Yards)
		}
	}
	b.WriteString("\nfg_make=")
	for _, m := range r.FGMake {
		fmt.Fprintf(&b, "%d ", m)
	}
	b.WriteString("\nfg_bands=")
	for _, fb := range r.FGBands {
		fmt.Fprintf(&b, "%d:%d ", fb.MaxDistance, fb.Need)
	}
	b.WriteString("\n")
	return b.String()
}

// Path is where the ruleset ref names, for a file that names it (a record,
// league.yaml) in dir: a built-in name or an absolute path as it is, else
// the slash-separated ref taken relative to dir (the inverse of
// tracker.NameBeside; relative says so).
func Path(ref, dir string) (path string, relative bool) {
	if IsBuiltin(ref) || filepath.IsAbs(ref) || dir == "" {
		return ref, false
	}
	return filepath.Join(dir, filepath.FromSlash(ref)), true
}

// ---- the parser ----

type rulesParser struct {
	r *fourthdown.Ruleset
}

// yfield is one `key: value` of a mapping with its position.
type yfield struct {
	key  string
	path string // dotted, for messages
	keyN *yaml.Node
	val  *yaml.Node
}

type yfields []yfield

func (fs yfields) get(key string) (yfield, bool) {
	for _, f := range fs {
		if f.key == key {
			return f, true
		}
	}
	return yfield{}, false
}

func (p *rulesParser) errf(n *yaml.Node, field, format string, args ...any) *Error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{Line: line, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// fields lists a mapping's fields, refusing duplicates and non-scalar keys.
func (p *rulesParser) fields(m *yaml.Node, prefix string) (yfields, error) {
	var out yfields
	seen := map[string]int{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return nil, p.errf(k, strings.TrimSuffix(prefix, "."), "a field name must be a word")
		}
		if v.Kind == yaml.AliasNode {
			v = v.Alias
		}
		key := strings.ToLower(k.Value)
		path := prefix + key
		if first, dup := seen[key]; dup {
			return nil, p.errf(k, path, "given twice (first on line %d)", first)
		}
		seen[key] = k.Line
		out = append(out, yfield{key: key, path: path, keyN: k, val: v})
	}
	return out, nil
}

// Field is one field a house-rules file may set. The table of them
// (Fields) is the one list the reader, the digest, 'rules show' and its
// JSON all use.
type Field struct {
	Key  string // as written in the file, e.g. "kickoff"
	What string // what it means, for messages and 'rules show'
	// Sets names the fourthdown.Ruleset field it sets (a test checks that every
	// Ruleset field is set by some Field).
	Sets string
	kind fieldKind
	// One of these, by kind.
	intp     func(r *fourthdown.Ruleset) *int
	min, max int
	boolp    func(r *fourthdown.Ruleset) *bool
	diep     func(r *fourthdown.Ruleset) *fourthdown.Die
	style    fourthdown.Style
}

type fieldKind uint8

const (
	kindSpecial fieldKind = iota // base, name, title, conversion, fg_make, fg_bands
	kindInt
	kindBool
	kindDie
	kindStyle // a play style's table: rows, turnover, distance
)

// Fields is every field a house-rules file may set, in the order 'rules
// show' and the JSON list them.
var Fields = []Field{
	{Key: "base", What: "the built-in ruleset the house rules start from"},
	{Key: "name", What: "the ruleset's short name, shown by replay --json and on the scoresheet", Sets: "Name"},
	{Key: "title", What: "the ruleset's title", Sets: "Title"},
	{Key: "drive_die", What: "the drive die", Sets: "DriveDie", kind: kindDie, diep: func(r *fourthdown.Ruleset) *fourthdown.Die { return &r.DriveDie }},
	{Key: "time_die", What: "the time die", Sets: "TimeDie", kind: kindDie, diep: func(r *fourthdown.Ruleset) *fourthdown.Die { return &r.TimeDie }},
	{Key: "turnover_die", What: "the turnover die", Sets: "TurnDie", kind: kindDie, diep: func(r *fourthdown.Ruleset) *fourthdown.Die { return &r.TurnDie }},
	{Key: "balanced", What: "the Balanced table: rows, turnover, distance", Sets: "Tables", kind: kindStyle, style: fourthdown.Balanced},
	{Key: "run", What: "the Run-First table: rows, turnover, distance", Sets: "Tables", kind: kindStyle, style: fourthdown.Run},
	{Key: "pass", What: "the Pass-First table: rows, turnover, distance", Sets: "Tables", kind: kindStyle, style: fourthdown.Pass},
	{Key: "time_roll_on_reach", What: "a non-TD row that reaches the end zone also rolls the time die", Sets: "TimeRollOnReach", kind: kindBool, boolp: func(r *fourthdown.Ruleset) *bool { return &r.TimeRollOnReach }},
	{Key: "conversion_die", What: "the conversion die", Sets: "ConvDie", kind: kindDie, diep: func(r *fourthdown.Ruleset) *fourthdown.Die { return &r.ConvDie }},
	{Key: "conversion", What: "the 4th-down conversion table: yards gained or TD, by face", Sets: "Conversion"},
	{Key: "fg_die", What: "the field-goal die", Sets: "FGDie", kind: kindDie, diep: func(r *fourthdown.Ruleset) *fourthdown.Die { return &r.FGDie }},
	{Key: "fg_make", What: "the field-goal make distance by face", Sets: "FGMake"},
	{Key: "fg_bands", What: "field goals by distance band: UP-TO-YARDS: NEED", Sets: "FGBands"},
	{Key: "fg_range", What: "the longest field goal that may be tried, in yards to the goal line", Sets: "FGRange", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.FGRange }, min: 0, max: 99},
	{Key: "td_points", What: "points for a touchdown", Sets: "TDPoints", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.TDPoints }, min: 0, max: 100},
	{Key: "fg_points", What: "points for a field goal", Sets: "FGPoints", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.FGPoints }, min: 0, max: 100},
	{Key: "safety_points", What: "points for a safety", Sets: "SafetyPoints", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.SafetyPoints }, min: 0, max: 100},
	{Key: "has_try", What: "a try (kick or two) after each touchdown", Sets: "HasTry", kind: kindBool, boolp: func(r *fourthdown.Ruleset) *bool { return &r.HasTry }},
	{Key: "kick_try_make", What: "the kick try is a field goal from this many yards", Sets: "KickTryMake", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.KickTryMake }, min: 0, max: 99},
	{Key: "kick_points", What: "points for a good kick try", Sets: "KickPoints", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.KickPoints }, min: 0, max: 100},
	{Key: "two_die", What: "the two-point die", Sets: "TwoDie", kind: kindDie, diep: func(r *fourthdown.Ruleset) *fourthdown.Die { return &r.TwoDie }},
	{Key: "two_need", What: "the two-point try is good on this face of the two-point die or higher", Sets: "TwoNeed", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.TwoNeed }, min: 0, max: 1000},
	{Key: "two_points", What: "points for a good two-point try", Sets: "TwoPoints", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.TwoPoints }, min: 0, max: 100},
	{Key: "kickoff", What: "the receiving team's own yard line after a kickoff", Sets: "Kickoff", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.Kickoff }, min: 1, max: 99},
	{Key: "safety_kickoff", What: "the scoring team's own yard line after a safety", Sets: "SafetyKickoff", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.SafetyKickoff }, min: 1, max: 99},
	{Key: "negated_td_spot", What: "the opponent's own yard line after a turnover wipes out a touchdown", Sets: "NegatedTDSpot", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.NegatedTDSpot }, min: 1, max: 99},
	{Key: "punt_distance", What: "yards a punt travels", Sets: "PuntDistance", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.PuntDistance }, min: 0, max: 100},
	{Key: "punt_touchback", What: "the receiving team's own yard line on a punt touchback", Sets: "PuntTouchback", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.PuntTouchback }, min: 1, max: 99},
	{Key: "miss_back", What: "yards behind the kick spot the opponent takes over after a missed field goal", Sets: "MissBack", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.MissBack }, min: 0, max: 100},
	{Key: "miss_touchback", What: "the opponent's own yard line at least, after a missed field goal", Sets: "MissTouchback", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.MissTouchback }, min: 1, max: 99},
	{Key: "half_blocks", What: "time blocks in a half", Sets: "HalfBlocks", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.HalfBlocks }, min: 1, max: budget.MaxHalfBlocks},
	{Key: "seconds_per_block", What: "game seconds per time block", Sets: "SecondsPerBlk", kind: kindInt, intp: func(r *fourthdown.Ruleset) *int { return &r.SecondsPerBlk }, min: 1, max: 3600},
	{Key: "untimed_choices", What: "the late-half untimed down offers end, fg or go (false: a field goal if in range, else the half ends)", Sets: "UntimedChoices", kind: kindBool, boolp: func(r *fourthdown.Ruleset) *bool { return &r.UntimedChoices }},
}

// field is the Field with key k.
func field(k string) (*Field, bool) {
	for i := range Fields {
		if Fields[i].Key == k {
			return &Fields[i], true
		}
	}
	return nil, false
}

// fieldsOf lists the keys of the fields of kind k, sorted.
func fieldsOf(k fieldKind) []*Field {
	var out []*Field
	for i := range Fields {
		if Fields[i].kind == k {
			out = append(out, &Fields[i])
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// What says what the field called key means ("" for no such field).
func What(key string) string {
	if f, ok := field(key); ok {
		return f.What
	}
	return ""
}

// FieldNames lists every field a house-rules file may set, sorted.
func FieldNames() []string {
	out := make([]string, len(Fields))
	for i, f := range Fields {
		out[i] = f.Key
	}
	sort.Strings(out)
	return out
}

func (p *rulesParser) field(f yfield) error {
	r := p.r
	switch f.key {
	case "base":
		return nil
	case "name", "title":
		s, err := p.str(f)
		if err != nil {
			return err
		}
		if strings.IndexFunc(s, unicode.IsControl) >= 0 {
			return p.errf(f.val, f.path, "must be text on one line without control characters, got %q", s)
		}
		if f.key == "name" {
			if s == "" || strings.ContainsAny(s, "#") {
				return p.errf(f.val, f.path, "must be a short name on one line, got %q", s)
			}
			r.Name = s
		} else {
			r.Title = s
		}
		return nil
	case "conversion":
		return p.conversion(f)
	case "fg_make":
		return p.fgMake(f)
	case "fg_bands":
		return p.fgBands(f)
	}
	d, ok := field(f.key)
	if !ok {
		return p.unknown(f.keyN, f.path, FieldNames())
	}
	switch d.kind {
	case kindInt:
		n, err := p.int(f.val, f.path)
		if err != nil {
			return err
		}
		if n < d.min || n > d.max {
			return p.errf(f.val, f.path, "must be from %d to %d (%s), got %d", d.min, d.max, d.What, n)
		}
		*d.intp(r) = n
	case kindBool:
		if f.val.Kind != yaml.ScalarNode || f.val.ShortTag() != "!!bool" {
			return p.errf(f.val, f.path, "must be true or false (%s), got %s", d.What, describe(f.val))
		}
		*d.boolp(r) = strings.EqualFold(f.val.Value, "true")
	case kindDie:
		// done first: tables are read against the dice the file sets
	case kindStyle:
		return p.style(f, d.style)
	}
	return nil
}

func (p *rulesParser) unknown(k *yaml.Node, path string, allowed []string) error {
	key := strings.ToLower(k.Value)
	msg := "unknown field"
	if best := closest(key, allowed); best != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", best)
	}
	return p.errf(k, path, "%s: the fields are %s", msg, strings.Join(allowed, ", "))
}

// closest is the allowed word nearest to w, if it is near enough to be a
// typo, or else the fields that start with the same word ("punt_...").
func closest(w string, allowed []string) string {
	best, bestD := "", 3
	for _, a := range allowed {
		if d := editDistance(w, a); d < bestD {
			best, bestD = a, d
		}
	}
	if best != "" {
		return best
	}
	first, _, _ := strings.Cut(w, "_")
	var same []string
	for _, a := range allowed {
		if af, _, _ := strings.Cut(a, "_"); af == first {
			same = append(same, a)
		}
	}
	if len(same) > 3 {
		return ""
	}
	return engine.OrList(same)
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a list of fields"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Value == "" || n.ShortTag() == "!!null" {
			return "nothing"
		}
		return strconv.Quote(n.Value)
	}
	return "something else"
}

func (p *rulesParser) str(f yfield) (string, error) {
	if f.val.Kind != yaml.ScalarNode || f.val.ShortTag() == "!!null" {
		return "", p.errf(f.val, f.path, "must be a word or text, got %s", describe(f.val))
	}
	return strings.TrimSpace(f.val.Value), nil
}

func (p *rulesParser) int(n *yaml.Node, path string) (int, error) {
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!int" {
		if v, err := strconv.Atoi(strings.TrimPrefix(n.Value, "+")); err == nil {
			return v, nil
		}
	}
	return 0, p.errf(n, path, "must be a whole number, got %s", describe(n))
}

// dieForms are the three ways a die is written, compiled when a rules file
// first names a die (not as every run of the program starts).
var dieForms = sync.OnceValue(func() (f struct{ name, rng, both *regexp.Regexp }) {
	f.name = regexp.MustCompile(`^d(\d+)$`)
	f.rng = regexp.MustCompile(`^(-?\d+)\s*-\s*(-?\d+)$`)
	f.both = regexp.MustCompile(`^d(\d+)\s*\(?\s*(-?\d+)\s*-\s*(-?\d+)\s*\)?$`)
	return f
})

// parseDie reads "d20" (faces 1-20), "0-19" or "d20 (0-19)".
func parseDie(s string) (fourthdown.Die, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	forms := dieForms()
	if m := forms.name.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1])
		return fourthdown.Die{Sides: n, Min: 1}, n >= 1 && n <= 1000
	}
	lo, hi := 0, 0
	sides := -1
	if m := forms.both.FindStringSubmatch(s); m != nil {
		sides, _ = strconv.Atoi(m[1])
		lo, _ = strconv.Atoi(m[2])
		hi, _ = strconv.Atoi(m[3])
	} else if m := forms.rng.FindStringSubmatch(s); m != nil {
		lo, _ = strconv.Atoi(m[1])
		hi, _ = strconv.Atoi(m[2])
	} else {
		return fourthdown.Die{}, false
	}
	d := fourthdown.Die{Sides: hi - lo + 1, Min: lo}
	if lo < 0 || d.Sides < 1 || d.Sides > 1000 || (sides >= 0 && sides != d.Sides) {
		return fourthdown.Die{}, false
	}
	return d, true
}

func (p *rulesParser) die(f yfield) (fourthdown.Die, error) {
	if f.val.Kind == yaml.ScalarNode {
		if d, ok := parseDie(f.val.Value); ok {
			if d.Sides < 2 {
				return d, p.errf(f.val, f.path, "a die needs at least 2 faces, got %s", describe(f.val))
			}
			if d.Sides > budget.MaxFaces {
				return d, p.errf(f.val, f.path, "a die may have at most %d faces (the solver's budget), got %s with %d", budget.MaxFaces, describe(f.val), d.Sides)
			}
			if f.key == "time_die" && d.Min < 1 {
				return d, p.errf(f.val, f.path, "the time die must start at 1 or more (its face is the blocks a drive takes), got %s", describe(f.val))
			}
			return d, nil
		}
	}
	return fourthdown.Die{}, p.errf(f.val, f.path, `must be a die such as "d20" (faces 1-20), "0-19" or "d20 (0-19)", got %s`, describe(f.val))
}

// faceKey reads a mapping key that is a face of die d.
func (p *rulesParser) faceKey(k *yaml.Node, path string, d fourthdown.Die, dieWhat string) (int, error) {
	face, err := strconv.Atoi(strings.TrimSpace(k.Value))
	if err != nil || k.Kind != yaml.ScalarNode {
		return 0, p.errf(k, path, "%q is not a die face: give rows by face of %s %s, e.g. %d: ...", k.Value, dieWhat, d, d.Max())
	}
	if !d.Valid(face) {
		return 0, p.errf(k, path+"."+k.Value, "face %d is not on %s %s", face, dieWhat, d)
	}
	return face, nil
}

// readTable reads a table of die d: the whole table as a list, or single
// rows by die face ({face: entry}) that change those of cur; each entry by
// read. dieWhat names the die and sample is an entry, for messages.
func readTable[T any](p *rulesParser, f yfield, cur []T, d fourthdown.Die, dieWhat, sample string, read func(v *yaml.Node, path string) (T, error)) ([]T, error) {
	switch f.val.Kind {
	case yaml.SequenceNode:
		if len(f.val.Content) != d.Sides {
			return nil, p.errf(f.val, f.path, "has %d entries, %s %s has %d faces: give every row in order (or single rows by face, e.g. {%d: %s})",
				len(f.val.Content), dieWhat, d, d.Sides, d.Max(), sample)
		}
		out := make([]T, d.Sides)
		for i, v := range f.val.Content {
			var err error
			if out[i], err = read(v, fmt.Sprintf("%s.%d", f.path, i+d.Min)); err != nil {
				return nil, err
			}
		}
		return out, nil
	case yaml.MappingNode:
		if len(cur) != d.Sides {
			return nil, p.errf(f.val, f.path, "the table has %d rows but %s %s has %d faces: give the whole table as a list", len(cur), dieWhat, d, d.Sides)
		}
		out := slices.Clone(cur)
		seen := map[int]int{}
		for i := 0; i+1 < len(f.val.Content); i += 2 {
			k, v := f.val.Content[i], f.val.Content[i+1]
			face, err := p.faceKey(k, f.path, d, dieWhat)
			if err != nil {
				return nil, err
			}
			if first, dup := seen[face]; dup {
				return nil, p.errf(k, fmt.Sprintf("%s.%d", f.path, face), "given twice (first on line %d)", first)
			}
			seen[face] = k.Line
			if out[d.Index(face)], err = read(v, fmt.Sprintf("%s.%d", f.path, face)); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return nil, p.errf(f.val, f.path, "must be the whole table as a list [...] or single rows by die face {%d: %s}, got %s", d.Max(), sample, describe(f.val))
}

var rowText = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([+-]?\d+)\s*/\s*(\d+)$`) })

func (p *rulesParser) row(v *yaml.Node, path string) (fourthdown.Row, error) {
	if v.Kind == yaml.ScalarNode {
		s := strings.TrimSpace(v.Value)
		if strings.EqualFold(s, "td") {
			return fourthdown.Row{TD: true}, nil
		}
		if m := rowText().FindStringSubmatch(s); m != nil {
			y, _ := strconv.Atoi(m[1])
			t, _ := strconv.Atoi(m[2])
			if y < -100 || y > 100 {
				return fourthdown.Row{}, p.errf(v, path, "yards must be from -100 to 100, got %d", y)
			}
			if t < 1 {
				return fourthdown.Row{}, p.errf(v, path, "time must be at least 1 block, got %d", t)
			}
			return fourthdown.Row{Yards: y, Time: t}, nil
		}
	}
	return fourthdown.Row{}, p.errf(v, path, `must be "YARDS/TIME" (e.g. "45/31", "-10/4") or "TD", got %s`, describe(v))
}

func (p *rulesParser) style(f yfield, s fourthdown.Style) error {
	if f.val.Kind != yaml.MappingNode {
		return p.errf(f.val, f.path, "must list the %s table's fields: rows, turnover, distance; got %s", s.Title(), describe(f.val))
	}
	fs, err := p.fields(f.val, f.path+".")
	if err != nil {
		return err
	}
	t := &p.r.Tables[s]
	for _, g := range fs {
		switch g.key {
		case "rows":
			t.Rows, err = readTable(p, g, t.Rows, p.r.DriveDie, "the drive die", "80/40", p.row)
		case "turnover":
			err = p.turnover(g, t)
		case "distance":
			var d fourthdown.Die
			d, err = p.die(g)
			if err == nil && d.Min < 1 {
				err = p.errf(g.val, g.path, "the 4th-down distance die must start at 1 or more (its face is the yards to go), got %s", describe(g.val))
			}
			t.Distance = d
		default:
			err = p.unknown(g.keyN, g.path, []string{"distance", "rows", "turnover"})
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (p *rulesParser) turnover(f yfield, t *fourthdown.DriveTable) error {
	d := p.r.TurnDie
	bad := func() error {
		return p.errf(f.val, f.path, `must be turnover faces of the turnover die %s: a face ("1"), a range ("1-2") or "none", got %s`, d, describe(f.val))
	}
	if f.val.Kind != yaml.ScalarNode {
		return bad()
	}
	s := strings.TrimSpace(f.val.Value)
	if strings.EqualFold(s, "none") {
		t.TurnoverMin, t.TurnoverMax = d.Max()+1, d.Max() // an empty range
		return nil
	}
	lo, hi := 0, 0
	if m := dieForms().rng.FindStringSubmatch(s); m != nil {
		lo, _ = strconv.Atoi(m[1])
		hi, _ = strconv.Atoi(m[2])
	} else if n, err := strconv.Atoi(s); err == nil {
		lo, hi = n, n
	} else {
		return bad()
	}
	if lo > hi || !d.Valid(lo) || !d.Valid(hi) {
		return p.errf(f.val, f.path, "faces %d-%d are not on the turnover die %s", lo, hi, d)
	}
	t.TurnoverMin, t.TurnoverMax = lo, hi
	return nil
}

func (p *rulesParser) conversion(f yfield) (err error) {
	r := p.r
	r.Conversion, err = readTable(p, f, r.Conversion, r.ConvDie, "the conversion die", "TD", func(v *yaml.Node, path string) (fourthdown.ConvResult, error) {
		if v.Kind == yaml.ScalarNode && strings.EqualFold(strings.TrimSpace(v.Value), "td") {
			return fourthdown.ConvResult{TD: true}, nil
		}
		if n, err := p.int(v, path); err == nil && n >= -100 && n <= 100 {
			return fourthdown.ConvResult{Yards: n}, nil
		}
		return fourthdown.ConvResult{}, p.errf(v, path, `must be yards gained (-100 to 100) or "TD", got %s`, describe(v))
	})
	return err
}

func (p *rulesParser) fgMake(f yfield) (err error) {
	r := p.r
	if f.val.Kind != yaml.SequenceNode && len(r.FGBands) > 0 {
		return p.errf(f.val, f.path, "the base ruleset reads field goals by distance bands (fg_bands): give the whole make-distance table as a list, one per face of the field-goal die %s", r.FGDie)
	}
	r.FGMake, err = readTable(p, f, r.FGMake, r.FGDie, "the field-goal die", "45", func(v *yaml.Node, path string) (int, error) {
		n, err := p.int(v, path)
		if err == nil && (n < 0 || n > 100) {
			err = p.errf(v, path, "a make distance must be from 0 to 100 yards, got %d", n)
		}
		return n, err
	})
	r.FGBands = nil
	return err
}

func (p *rulesParser) fgBands(f yfield) error {
	r := p.r
	if f.val.Kind != yaml.MappingNode || len(f.val.Content) == 0 {
		return p.errf(f.val, f.path, "must list distance bands in order, `UP-TO-YARDS: NEED` (e.g. `10: 2` is good on %d or higher from 10 yards or closer), got %s", 2, describe(f.val))
	}
	var bands []fourthdown.FGBand
	prev := -1
	for i := 0; i+1 < len(f.val.Content); i += 2 {
		k, v := f.val.Content[i], f.val.Content[i+1]
		dist, err := strconv.Atoi(strings.TrimSpace(k.Value))
		if err != nil || dist < 0 || dist > 100 {
			return p.errf(k, f.path, "%q is not a distance: each band is `UP-TO-YARDS: NEED`, e.g. `10: 2`", k.Value)
		}
		path := fmt.Sprintf("%s.%d", f.path, dist)
		if dist <= prev {
			return p.errf(k, path, "bands must go from the shortest distance up: %d comes after %d", dist, prev)
		}
		prev = dist
		need, err := p.int(v, path)
		if err != nil {
			return err
		}
		if need < r.FGDie.Min || need > r.FGDie.Max()+1 {
			return p.errf(v, path, "the face needed must be on the field-goal die %s (or %d: never good), got %d", r.FGDie, r.FGDie.Max()+1, need)
		}
		bands = append(bands, fourthdown.FGBand{MaxDistance: dist, Need: need})
	}
	r.FGBands = bands
	r.FGMake = nil
	return nil
}

// check looks at the whole ruleset after every field is applied: tables
// that no longer fit a changed die, values that depend on each other.
func (p *rulesParser) check(fs yfields) error {
	r := p.r
	at := func(key string) (*yaml.Node, string) {
		if f, ok := fs.get(key); ok {
			return f.val, f.path
		}
		return nil, key
	}
	if _, mk := fs.get("fg_make"); mk {
		if _, bd := fs.get("fg_bands"); bd {
			n, path := at("fg_bands")
			return p.errf(n, path, "give fg_make (a make distance per face) or fg_bands (a face needed per distance), not both")
		}
	}
	for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
		if len(r.Tables[s].Rows) != r.DriveDie.Sides {
			n, path := at("drive_die")
			return p.errf(n, path, "%s has %d faces but the %s table has %d rows: give %s.rows in full (%d rows)",
				r.DriveDie, r.DriveDie.Sides, s.Title(), len(r.Tables[s].Rows), s, r.DriveDie.Sides)
		}
		t := r.Tables[s]
		if t.TurnoverMin <= t.TurnoverMax && (!r.TurnDie.Valid(t.TurnoverMin) || !r.TurnDie.Valid(t.TurnoverMax)) {
			n, path := at("turnover_die")
			return p.errf(n, path, "the %s turnovers %d-%d are not on the turnover die %s: give %s.turnover too", s.Title(), t.TurnoverMin, t.TurnoverMax, r.TurnDie, s)
		}
	}
	if len(r.Conversion) != r.ConvDie.Sides {
		n, path := at("conversion_die")
		return p.errf(n, path, "%s has %d faces but the conversion table has %d rows: give conversion in full", r.ConvDie, r.ConvDie.Sides, len(r.Conversion))
	}
	if len(r.FGBands) == 0 && len(r.FGMake) != r.FGDie.Sides {
		n, path := at("fg_die")
		return p.errf(n, path, "%s has %d faces but the field-goal table has %d rows: give fg_make in full (or fg_bands)", r.FGDie, r.FGDie.Sides, len(r.FGMake))
	}
	for _, b := range r.FGBands {
		if b.Need < r.FGDie.Min || b.Need > r.FGDie.Max()+1 {
			n, path := at("fg_die")
			return p.errf(n, path, "the field-goal band up to %d yards needs %d, which is not on %s: give fg_bands too", b.MaxDistance, b.Need, r.FGDie)
		}
	}
	if r.HasTry {
		if r.TwoDie.Sides < 2 {
			n, path := at("has_try")
			return p.errf(n, path, "a try needs the two-point die: set two_die (e.g. d10), two_need and two_points, and kick_try_make and kick_points")
		}
		if r.TwoNeed < r.TwoDie.Min || r.TwoNeed > r.TwoDie.Max()+1 {
			n, path := at("two_need")
			return p.errf(n, path, "must be a face of the two-point die %s (or %d: never good), is %d", r.TwoDie, r.TwoDie.Max()+1, r.TwoNeed)
		}
	}
	return nil
}

// sizing are the fields that size the solver (budget.Work, budget.Of):
// the clock, the points (the margins kept), the dice and the tables
// (their times and 4th-down distance dice).
var sizing = []string{"half_blocks", "td_points", "fg_points", "safety_points", "has_try", "kick_points", "two_points",
	"drive_die", "time_die", "turnover_die", "conversion_die", "fg_die", "two_die", "balanced", "run", "pass"}

// budget refuses rules whose exact solution would ask for more than a
// ruleset may (budget.Check), naming the field (half_blocks if the file
// sets it, else the first that sizes the solver) and the limit.
func (p *rulesParser) budget(fs yfields) error {
	over := budget.Check(p.r)
	if over == nil {
		return nil
	}
	var set []string
	for _, k := range sizing {
		if _, ok := fs.get(k); ok {
			set = append(set, k)
		}
	}
	var n *yaml.Node
	path := "half_blocks"
	if len(set) > 0 && set[0] != "half_blocks" {
		path = set[0]
	}
	if f, ok := fs.get(path); ok {
		n = f.val
	}
	msg := over.Error()
	if len(set) > 1 {
		msg += " (these rules size it with " + strings.Join(set, ", ") + ")"
	}
	return p.errf(n, path, "%s", msg)
}

// Values is every field of r as a house-rules file writes it, in the
// order of Fields (base left out): numbers, true/false, dice as "d20
// (1-20)", tables as lists and objects. 'rules show --json' prints it, so
// a ruleset's JSON uses the file's words.
func Values(r *fourthdown.Ruleset) []KeyValue {
	var out []KeyValue
	for _, f := range Fields {
		var v any
		switch f.kind {
		case kindInt:
			v = *f.intp(r)
		case kindBool:
			v = *f.boolp(r)
		case kindDie:
			d := f.diep(r)
			if d.Sides == 0 {
				continue // a die the ruleset does not use (no try: no two-point die)
			}
			v = d.String()
		case kindStyle:
			t := r.Tables[f.style]
			rows := make([]string, len(t.Rows))
			for i, row := range t.Rows {
				rows[i] = RowText(row)
			}
			v = []KeyValue{{"rows", rows}, {"turnover", TurnoverText(t)}, {"distance", t.Distance.String()}}
		default:
			switch f.Key {
			case "base":
				continue
			case "name":
				v = r.Name
			case "title":
				v = r.Title
			case "conversion":
				c := make([]any, len(r.Conversion))
				for i, res := range r.Conversion {
					c[i] = res.Yards
					if res.TD {
						c[i] = "TD"
					}
				}
				v = c
			case "fg_make":
				if len(r.FGBands) > 0 {
					continue
				}
				v = r.FGMake
			case "fg_bands":
				if len(r.FGBands) == 0 {
					continue
				}
				bands := make([]KeyValue, len(r.FGBands))
				for i, b := range r.FGBands {
					bands[i] = KeyValue{strconv.Itoa(b.MaxDistance), b.Need}
				}
				v = bands
			}
		}
		out = append(out, KeyValue{f.Key, v})
	}
	return out
}

// KeyValue is one field and its value; a list of them marshals to a JSON
// object in order.
type KeyValue struct {
	Key   string
	Value any
}

// JSON is Values as one JSON object, fields in order.
func JSON(r *fourthdown.Ruleset) ([]byte, error) {
	return marshalOrdered(Values(r))
}

func marshalOrdered(kvs []KeyValue) ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, kv := range kvs {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(kv.Key)
		b.Write(k)
		b.WriteByte(':')
		var v []byte
		var err error
		if sub, ok := kv.Value.([]KeyValue); ok {
			v, err = marshalOrdered(sub)
		} else {
			v, err = json.Marshal(kv.Value)
		}
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// RowText is a drive-table row as a file writes it: "45/31" or "TD".
func RowText(row fourthdown.Row) string {
	if row.TD {
		return "TD"
	}
	return fmt.Sprintf("%d/%d", row.Yards, row.Time)
}

// TurnoverText is a table's turnover faces as a file writes them: "1-2",
// "1" or "none".
func TurnoverText(t fourthdown.DriveTable) string {
	switch {
	case t.TurnoverMin > t.TurnoverMax:
		return "none"
	case t.TurnoverMin == t.TurnoverMax:
		return strconv.Itoa(t.TurnoverMin)
	}
	return fmt.Sprintf("%d-%d", t.TurnoverMin, t.TurnoverMax)
}
