package cmd

import (
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/spf13/cobra"
)

// flagValues are the values a flag takes, for shell completion
// (`fourthdown completion bash|zsh|fish|powershell`), by flag name.
var flagValues = map[string]func() []string{
	"solo":     func() []string { return []string{"home", "away"} },
	"receives": func() []string { return []string{"home", "away"} },
	"paper":    func() []string { return sheets.Papers },
	"layout":   layoutNames,
	"coach":    coachNames,
	"game":     func() []string { return ofGames((*cmdutil.Game).Name) },
}

// addCompletions registers completions on every command of the tree: the
// fixed values of its flags, rulesets by name (or a house-rules file), and
// game records (*.fdr) for its FILE arguments.
func addCompletions(c *cobra.Command) {
	for name, values := range flagValues {
		if c.Flags().Lookup(name) != nil {
			vs := values
			if name == "receives" && c.Name() == "simulate" {
				vs = func() []string { return []string{"home", "away", "random"} }
			}
			c.RegisterFlagCompletionFunc(name, func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
				return vs(), cobra.ShellCompDirectiveNoFileComp
			})
		}
	}
	if c.Name() == "simulate" {
		for _, side := range []string{"home", "away"} {
			c.RegisterFlagCompletionFunc(side, func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
				return coachNames(), cobra.ShellCompDirectiveNoFileComp
			})
		}
	}
	if c.Flags().Lookup("rules") != nil {
		c.RegisterFlagCompletionFunc("rules", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			// The built-in names, and files (a house-rules file).
			return ruleNames(), cobra.ShellCompDirectiveDefault
		})
	}
	switch c.Name() {
	case "play", "resume", "replay", "sheet":
		c.ValidArgsFunction = cmdutil.RecordArgs
	}
	for _, sub := range c.Commands() {
		addCompletions(sub)
	}
}
