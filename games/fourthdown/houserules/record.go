package houserules

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// SetRecord writes the ruleset a game is played under into a record's
// header: `rules: NAME` for a built-in; for a house-rules file, ref (see
// Ref) and `rules-digest:`, so the record replays the same way
// later or says that the file has changed.
func SetRecord(rec interface{ Set(key, value string) }, r *fourthdown.Ruleset, ref string) {
	rec.Set("rules", ref)
	if !IsBuiltin(ref) {
		rec.Set("rules-digest", Digest(r))
	}
}

// ForRecord loads the ruleset a record's header names: a built-in, or a
// house-rules file relative to the record's directory, checked against the
// record's `rules-digest:` when it has one (fourthdown.Game's LoadRules).
func ForRecord(v string, rec engine.Header) (*fourthdown.Ruleset, error) {
	if IsBuiltin(v) {
		return Load(v)
	}
	data, err := rec.ReadFile(v, MaxBytes, "a house-rules file")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("unknown ruleset %q: the built-in rulesets are %s, and there is no house-rules file %s (a file is found relative to the record)",
			v, strings.Join(fourthdown.Names(), ", "), filepath.Join(rec.Dir(), filepath.FromSlash(v)))
	}
	if err != nil {
		return nil, err
	}
	r, err := parse(data, strings.TrimSuffix(path.Base(v), path.Ext(v)))
	if err != nil {
		// The reason stays out: the file is any file of the record's
		// folder, and the reason could quote it. The command that reads
		// a file the user names says it all.
		where := ""
		var re *Error
		if errors.As(err, &re) && re.Line > 0 {
			where = fmt.Sprintf(" (line %d)", re.Line)
		}
		return nil, fmt.Errorf("%s is not a house-rules file that can be used%s: 'fourthdown rules show %s' says why", v, where, filepath.Join(rec.Dir(), filepath.FromSlash(v)))
	}
	if want, ok := rec.Get("rules-digest"); ok && want != "" && !IsBuiltin(v) {
		if got := Digest(r); !strings.EqualFold(got, want) {
			return nil, fmt.Errorf("the house rules in %s have changed since this record was made (rules-digest %s, the file now gives %s): restore the file, or delete the rules-digest line to replay under the new rules", v, want, got)
		}
	}
	return r, nil
}

// Game is 4th Down as a record plays it: the built-in rulesets, and a
// house-rules file that a record's `rules:` names (ForRecord). It is the
// game cmd registers.
var Game = fourthdown.Game{LoadRules: ForRecord}
