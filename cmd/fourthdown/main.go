// Command fourthdown is a table-side companion for 4th Down! A Dice Football Game.
package main

import (
	"os"

	"github.com/fourthdown/fourthdown/cmd"
)

func main() { os.Exit(cmd.Main()) }
