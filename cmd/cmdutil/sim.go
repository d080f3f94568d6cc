package cmdutil

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/prompt"
)

// SimOptions are simulate's flags that every game's simulation reads.
type SimOptions struct {
	IO       *IO
	Ctx      context.Context
	Games    int
	Seed     uint64
	Workers  int
	JSON     bool
	Records  string
	Rules    string
	Home     string // coach names
	Away     string
	Receives string
}

// Print prints a run's report rep of games games: its JSON, or its text
// (write) and where the records are.
func (opts *SimOptions) Print(rep any, games int64, write func(w io.Writer)) error {
	if opts.JSON {
		return json.NewEncoder(opts.IO.Out).Encode(rep)
	}
	write(opts.IO.Out)
	if opts.Records != "" {
		fmt.Fprintf(opts.IO.Out, "\nRecords: %d games written to %s (replay one with '%s replay FILE').\n", games, opts.Records, ProgName)
	}
	return nil
}

// WithProgress runs a simulation that counts its games into *progress,
// with a progress bar on stderr; a cancelled run is ErrCancelled.
func (opts *SimOptions) WithProgress(progress **atomic.Int64, run func() error) error {
	var done atomic.Int64
	*progress = &done
	stop := startProgress(opts.IO.ErrOut, &done, int64(opts.Games))
	err := run()
	stop()
	if errors.Is(err, context.Canceled) {
		return ErrCancelled
	}
	return err
}

// startProgress draws a progress bar on w when w is a terminal, from one
// second into the run; stop clears it.
func startProgress(w io.Writer, done *atomic.Int64, total int64) (stop func()) {
	return prompt.StatusLine(w, time.Second, func(el time.Duration) string {
		n := done.Load()
		const width = 30
		fill := int(int64(width) * n / total)
		return fmt.Sprintf("[%s%s] %3d%%  %s/%s games  %s games/s", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
			100*n/total, engine.Thousands(float64(n)), engine.Thousands(float64(total)), engine.Thousands(float64(n)/el.Seconds()))
	})
}

// SimReceives is --receives: the side that receives every opening
// kickoff, nil for a coin flip each game.
func SimReceives(v string) (*engine.Side, error) {
	switch strings.ToLower(v) {
	case "home", "away":
		side := engine.Home
		if strings.EqualFold(v, "away") {
			side = engine.Away
		}
		return &side, nil
	case "random", "":
		return nil, nil
	}
	return nil, &UsageError{Err: fmt.Errorf("--receives must be home, away or random, got %q", v)}
}

// ReceivesName is --receives for the report: home, away or random.
func ReceivesName(v string) string {
	if v == "" {
		return "random"
	}
	return strings.ToLower(v)
}
