// Command fourthdown is a table-side companion for 4th Down! A Dice Football Game.
package main

import (
	"os"

	"github.com/fourthdown/fourthdown/cmd"
	_ "github.com/fourthdown/fourthdown/cmd/fourthdown/internal/arenas" // one C malloc arena: see the package
)

func main() { os.Exit(cmd.Main()) }
