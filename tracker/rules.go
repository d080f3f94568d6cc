package tracker

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/houserules"
)

// SetRules writes the ruleset a game is played under into a record's
// header: `rules: NAME` for a built-in; for a house-rules file, ref (see
// houserules.Ref) and `rules-digest:`, so the record replays the same way
// later or says that the file has changed.
func SetRules(rec *Record, r *fourthdown.Ruleset, ref string) {
	rec.Set("rules", ref)
	if !houserules.IsBuiltin(ref) {
		rec.Set("rules-digest", houserules.Digest(r))
	}
}

// recordRules loads the ruleset a record's header names: a built-in, or a
// house-rules file relative to the record's directory, checked against the
// record's `rules-digest:` when it has one.
func recordRules(rec *Record, v string) (*fourthdown.Ruleset, error) {
	path, relative := houserules.Path(v, rec.Dir)
	if relative {
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("unknown ruleset %q: the built-in rulesets are %s, and there is no house-rules file %s (a file is found relative to the record)",
				v, strings.Join(fourthdown.Names(), ", "), path)
		}
	}
	r, err := houserules.Load(path)
	if err != nil {
		return nil, err
	}
	if want, ok := rec.Get("rules-digest"); ok && want != "" && !houserules.IsBuiltin(v) {
		if got := houserules.Digest(r); !strings.EqualFold(got, want) {
			return nil, fmt.Errorf("the house rules in %s have changed since this record was made (rules-digest %s, the file now gives %s): restore the file, or delete the rules-digest line to replay under the new rules", v, want, got)
		}
	}
	return r, nil
}
