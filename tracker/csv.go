package tracker

import (
	"encoding/csv"
	"io"
)

// WriteLogCSV writes the game's possession log as CSV: a header row (the
// game's columns' keys), then one row per possession.
func (g *Game) WriteLogCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cols := g.Match.LogColumns()
	head := make([]string, len(cols))
	for i, c := range cols {
		head[i] = c.Key
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	if err := cw.WriteAll(g.Match.LogRows()); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}
