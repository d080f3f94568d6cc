// Package prompt asks the players at the table: on a terminal, menus
// (promptui's Select, its faults handled) and a line editor for dice and
// setup answers; off a terminal, a line reader that echoes a transcript.
// It also holds the terminal's text helpers (wrapping, colour, clipping).
// It knows no game and no command.
package prompt

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Option is one entry of a choice menu: a record token with a label and a
// one-line hint.
type Option struct {
	Token string // what choosing it enters, e.g. "balanced"
	Label string // e.g. "Balanced"
	Hint  string // e.g. "avg +14 yds, turnover 10%"
	// Default: the menu starts on this option (the best, with advice).
	Default bool
}

// ErrCancelled is returned when the user stops a command (Ctrl-C, Ctrl-D);
// whatever needed saving was saved.
var ErrCancelled = errors.New("cancelled")

// Prompter asks the players. It is the seam between the game loop and the
// terminal library: a promptui adapter on a terminal, a line reader for
// pipes and tests.
//
// Both methods return the line the players entered (tokens and commands,
// e.g. "14 8" or "undo"). check, when not nil, tells on the spot what is
// wrong with a line (an adapter that can show it while typing refuses the
// line and asks again). Ctrl-C returns ErrCancelled; the end of the input
// (Ctrl-D) returns io.EOF.
type Prompter interface {
	Choose(label string, opts []Option, check func(string) error) (string, error)
	Ask(label string, check func(string) error) (string, error)
	// Setup asks a setup question with a default answer (returned on an empty line).
	Setup(label, def string) (string, error)
	// Pick asks a setup question with fixed answers; it returns the index.
	// An item may carry a hint after a tab ("4th Down\tone drive a roll"):
	// the answer is the part before it.
	Pick(label string, items []string) (int, error)
}

// PickItem is a Pick item's answer and hint.
func PickItem(item string) (answer, hint string) {
	answer, hint, _ = strings.Cut(item, "\t")
	return answer, hint
}

// linePrompter reads one line per answer from a pipe, a file or a test's
// buffer and echoes each answer after its prompt, so the output reads as
// a transcript. It never writes control codes.
type linePrompter struct {
	ctx   context.Context
	out   io.Writer
	lines chan lineResult
	num   int // lines read so far
}

type lineResult struct {
	text string
	err  error
}

// NewLines is a Prompter that reads one line per answer from in.
func NewLines(ctx context.Context, in io.Reader, out io.Writer) Prompter {
	p := &linePrompter{ctx: ctx, out: out, lines: make(chan lineResult)}
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 4096), 1<<20)
		for sc.Scan() {
			select {
			case p.lines <- lineResult{text: sc.Text()}:
			case <-ctx.Done():
				return
			}
		}
		err := sc.Err()
		if err == nil {
			err = io.EOF
		}
		select {
		case p.lines <- lineResult{err: err}:
		case <-ctx.Done():
		}
	}()
	return p
}

func (p *linePrompter) read(prompt string) (string, error) {
	fmt.Fprintf(p.out, "%s> ", prompt)
	select {
	case r := <-p.lines:
		if r.err != nil {
			fmt.Fprintln(p.out)
			return "", r.err
		}
		p.num++
		line := strings.TrimRight(r.text, "\r")
		fmt.Fprintln(p.out, line)
		return line, nil
	case <-p.ctx.Done():
		fmt.Fprintln(p.out)
		return "", ErrCancelled
	}
}

func (p *linePrompter) Choose(label string, opts []Option, _ func(string) error) (string, error) {
	toks := make([]string, len(opts))
	for i, o := range opts {
		toks[i] = o.Token
	}
	return p.read(fmt.Sprintf("%s [%s]", label, strings.Join(toks, "/")))
}

func (p *linePrompter) Ask(label string, _ func(string) error) (string, error) {
	return p.read(label)
}

func (p *linePrompter) Setup(label, def string) (string, error) {
	s, err := p.read(fmt.Sprintf("%s [%s]", label, def))
	if strings.TrimSpace(s) == "" {
		return def, err
	}
	return strings.TrimSpace(s), err
}

func (p *linePrompter) Pick(label string, items []string) (int, error) {
	answers := answersOf(items)
	for {
		s, err := p.read(fmt.Sprintf("%s [%s]", label, strings.Join(answers, "/")))
		if err != nil {
			return 0, err
		}
		// An answer, its first letters or its number, as at a terminal.
		if m := picked(s, answers); len(m) == 1 {
			return m[0], nil
		}
		fmt.Fprintln(p.out, pickRefusal(s, answers))
	}
}

// Line is the number of lines read so far (the last answer's line number).
func (p *linePrompter) Line() int { return p.num }
