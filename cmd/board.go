package cmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/board"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
	"github.com/spf13/cobra"
)

// DefaultBoardAddr is where the board listens unless told: this computer only.
const DefaultBoardAddr = "127.0.0.1:8080"

type boardOptions struct {
	IO   *IO
	File string
	Addr string
	// listening, when set, hears the address the board listens on (tests).
	listening func(addr string)
}

func newBoardCmd(ios *IO) *cobra.Command {
	opts := &boardOptions{IO: ios}
	c := &cobra.Command{
		Use:   "board [FILE] [--addr HOST:PORT]",
		Short: "Show a game live in a web browser: on a TV, a phone, or a stream",
		Long: `board serves a live scoreboard of a game record to web browsers: the teams
and score, the period and clock, the situation, the field, the last plays and
the scoring, updated the moment play saves an entry. A FILE not saved yet is
waited for: the board shows the game once play saves its first entry. Without
FILE it shows the most recently changed game in the games folder and moves on
to a newer game when one starts. A game played blind (play --no-advice) shows
no chance of winning here either.

It listens on ` + DefaultBoardAddr + ` (this computer only). To show it on a TV or
a phone on your network, use --addr 0.0.0.0:8080 and open the address it
prints there. Add ?overlay=1 to the address for a transparent lower third in
streaming software (a browser source). It only reads the record; Ctrl-C
stops it.`,
		Args: maxArgs(1, "one FILE at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.File = args[0]
			}
			return boardRun(c.Context(), opts)
		},
	}
	c.Flags().StringVar(&opts.Addr, "addr", DefaultBoardAddr, "the address to listen on, HOST:PORT (0.0.0.0:8080: every network of this computer)")
	return c
}

func boardRun(ctx context.Context, opts *boardOptions) error {
	bo := board.Options{File: opts.File}
	what := tracker.Printable(opts.File)
	if opts.File != "" {
		fi, err := os.Stat(opts.File)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			// Not saved yet: the board waits for it, in a folder that is there.
			if dir, derr := os.Stat(filepath.Dir(opts.File)); derr != nil || !dir.IsDir() {
				return fmt.Errorf("there is no game record %s, nor its folder %s: give a record FILE, or a new one in a folder that exists", what, tracker.Printable(filepath.Dir(opts.File)))
			}
			what = fmt.Sprintf("%s — waiting for it to appear (start the game there with %s)", what, cmdutil.Suggest(cmdutil.ProgName+" play "+cmdutil.ShellQuote(opts.File)))
		case err != nil:
			return recordError(opts.File, err)
		case fi.IsDir():
			return &UsageError{Err: fmt.Errorf("%s is a folder: give a game record FILE, or none for the newest game", what)}
		}
	} else {
		dir, err := tracker.GamesDir()
		if err != nil {
			return err
		}
		bo.Dir = dir
		what = "the newest game in " + tracker.Printable(dir) + " (moving on to a newer one when it starts)"
	}
	host, _, err := net.SplitHostPort(opts.Addr)
	if err != nil {
		return &UsageError{Err: fmt.Errorf("--addr %q: %v; expected HOST:PORT, like %s or 0.0.0.0:8080", opts.Addr, err, DefaultBoardAddr)}
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return fmt.Errorf("the board cannot listen on %s: %v (another program may use that port: try another, like --addr %s)",
			opts.Addr, err, strings.Replace(DefaultBoardAddr, "8080", "8081", 1))
	}
	defer ln.Close()
	out := opts.IO.Out
	// The chance of winning and its chart, for the games with values at
	// hand (the board shows neither for a blind game: tracker.Game.Blind).
	vals := values.NewBoard(ctx)
	bo.Values = vals.Of
	bo.Chance = func(g *tracker.Game) string { return boardChance(vals, g) }
	bo.Logf = func(format string, args ...any) { fmt.Fprintf(opts.IO.ErrOut, format+"\n", args...) }
	b := board.New(bo)
	vals.SetRefresh(b.Refresh)
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	fmt.Fprintf(out, "Board of %s\n%s\nCtrl-C stops it.\n", what, reach(host, port))
	if opts.listening != nil {
		opts.listening(ln.Addr().String())
	}
	return b.Serve(ctx, ln)
}

// boardChance is the board's headline chance of winning at g, or why
// there is none yet: estimated values not built.
func boardChance(vals *values.Board, g *tracker.Game) string {
	if v := vals.Of(g); v != nil {
		return cmdutil.FavouriteChance(v, g)
	}
	if vals.Pending(g) {
		return "no chance of winning yet: the estimated values are not built (" + cmdutil.BuildAhead(g) + " builds them)"
	}
	return ""
}

// reach says where the board can be opened, and by whom.
func reach(host, port string) string {
	ip := net.ParseIP(host)
	switch {
	case host == "localhost" || (ip != nil && ip.IsLoopback()):
		return fmt.Sprintf("Open http://%s/ in a browser: only this computer can (to show it on a TV or a phone on your network, use --addr 0.0.0.0:%s).",
			net.JoinHostPort(host, port), port)
	case host == "" || (ip != nil && ip.IsUnspecified()):
		var urls []string
		if addrs, err := net.InterfaceAddrs(); err == nil {
			for _, a := range addrs {
				if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
					urls = append(urls, "http://"+net.JoinHostPort(n.IP.String(), port)+"/")
				}
			}
		}
		where := "this computer's address on the network"
		if len(urls) > 0 {
			where = strings.Join(urls, " or ")
		}
		return fmt.Sprintf("Open %s on a TV, phone or tablet: every device on this computer's networks can reach it (here: http://%s/). Add ?overlay=1 for streaming software.",
			where, net.JoinHostPort("127.0.0.1", port))
	}
	return fmt.Sprintf("Open http://%s/ in a browser: the devices that can reach %s can open it. Add ?overlay=1 for streaming software.",
		net.JoinHostPort(host, port), host)
}
