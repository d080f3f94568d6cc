package fdcmd

import (
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/tracker"
)

// ResolveRules returns the built-in ruleset called nameOrFile (any case), or
// else loads the house-rules file at that path. Errors name the file, line
// and field (README: "House rules").
func ResolveRules(nameOrFile string) (*fourthdown.Ruleset, error) {
	if nameOrFile == "" {
		return fourthdown.FourthDown, nil
	}
	return houserules.Load(nameOrFile)
}

// SetRecordRules writes into a new record's header the ruleset resolved
// from nameOrFile, for a record that will be saved at recordPath: a
// built-in by name; a house-rules file by its path relative to the record
// plus a rules-digest, so the record replays the same way later. A record
// reads files only from its folder or below: a file elsewhere is copied
// there (tracker.NameBeside).
func SetRecordRules(rec *tracker.Record, r *fourthdown.Ruleset, nameOrFile, recordPath string) error {
	if nameOrFile == "" || houserules.IsBuiltin(nameOrFile) {
		if r.Name != fourthdown.FourthDown.Name {
			rec.Set("rules", r.Name)
		}
		return nil
	}
	ref, err := tracker.NameBeside(nameOrFile, recordPath, houserules.MaxBytes, "a house-rules file")
	if err != nil {
		return err
	}
	houserules.SetRecord(rec, r, ref)
	return nil
}
