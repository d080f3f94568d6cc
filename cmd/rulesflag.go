package cmd

import (
	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/engine/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

// rulesFlagHelp is the --rules flag's help, the same for every command.
const rulesFlagHelp = "ruleset: a built-in name (see 'fourthdown rules list') or a house-rules FILE"

// addRulesFlag adds `--rules NAME|FILE` to c, stored in *p, default 4th-down.
// Resolve the value with resolveRules in the run function.
func addRulesFlag(c *cobra.Command, p *string) {
	c.Flags().StringVar(p, "rules", fourthdown.FourthDown.Name, rulesFlagHelp)
}

// resolveRules returns the built-in ruleset called nameOrFile (any case), or
// else loads the house-rules file at that path. Errors name the file, line
// and field (README: "House rules").
func resolveRules(nameOrFile string) (*fourthdown.Ruleset, error) {
	if nameOrFile == "" {
		return fourthdown.FourthDown, nil
	}
	return houserules.Load(nameOrFile)
}

// setRecordRules writes into a new record's header the ruleset resolved
// from nameOrFile, for a record that will be saved at recordPath: a
// built-in by name; a house-rules file by its path relative to the record
// plus a rules-digest, so the record replays the same way later. A record
// reads files only from its folder or below: a file elsewhere is copied
// there (tracker.NameBeside).
func setRecordRules(rec *tracker.Record, r *fourthdown.Ruleset, nameOrFile, recordPath string) error {
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
