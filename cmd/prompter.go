package cmd

import "github.com/fourthdown/fourthdown/internal/prompt"

// Prompter asks the players (see internal/prompt): a terminal's menus and
// line editor, or a line reader for pipes and tests.
type Prompter = prompt.Prompter

// Option is one entry of a choice menu.
type Option = prompt.Option
