package prompt

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/manifoldco/promptui"
	"golang.org/x/term"
)

// ttyPrompter asks on a terminal: menus with promptui's Select, dice and
// setup answers with our own line editor (see edit). promptui is
// unmaintained and has known faults, all handled here (see DEPENDENCIES.md):
//   - each Run reads stdin ahead and loses what it read beyond its line, and
//     a closed prompt's reader goroutine eats the next keystroke: every
//     prompt reads from ttyInput, which hands out one byte at a time and
//     keeps whatever a finished prompt did not take;
//   - it rings the bell on arrow keys: bellFilter drops lone "\a" writes;
//   - its errors (^C, ^D) are mapped to ErrCancelled and io.EOF;
//   - readline redraws a prompt after handing its line over: each prompt
//     writes through a gateWriter that is shut when Run returns.
type ttyPrompter struct {
	in    *ttyInput
	rawIn io.Reader // the terminal's input, for raw mode
	out   io.WriteCloser
	term  io.Writer // the terminal itself, for its width
	color bool
	// typing says under a menu what else can be typed there (the game's
	// table commands and an example of its entries).
	typing string
	// isCommand reports whether a typed line starts with a table command
	// (nil: none is).
	isCommand func(line string) bool
}

// NewTTY is a Prompter on a terminal: in and out are the terminal;
// isCommand tells a typed table command from an entry (nil: none is a
// command).
func NewTTY(ctx context.Context, in io.Reader, out io.Writer, color bool, isCommand func(line string) bool) Prompter {
	p := &ttyPrompter{in: newTTYInput(in), rawIn: in, out: bellFilter{out}, term: out, color: color,
		typing: "a letter, entries, undo, help", isCommand: isCommand}
	// A SIGINT that arrives while no prompt holds the terminal in raw mode
	// (between two prompts) reaches the next prompt as the Ctrl-C key.
	go func() {
		<-ctx.Done()
		p.in.mu.Lock()
		p.in.buf = append(p.in.buf, 3)
		p.in.cond.Broadcast()
		p.in.mu.Unlock()
	}()
	return p
}

// ttyInput reads the terminal in one goroutine for the whole session.
type ttyInput struct {
	mu   sync.Mutex
	cond *sync.Cond
	buf  []byte
	err  error
}

func newTTYInput(r io.Reader) *ttyInput {
	t := &ttyInput{}
	t.cond = sync.NewCond(&t.mu)
	go func() {
		b := make([]byte, 256)
		for {
			n, err := r.Read(b)
			t.mu.Lock()
			t.buf = append(t.buf, b[:n]...)
			if err != nil {
				t.err = err
			}
			t.cond.Broadcast()
			t.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return t
}

// view is one prompt's reader. Once closed, a read still waiting (promptui
// leaves one behind) never returns and never takes a byte.
func (t *ttyInput) view() *ttyView { return &ttyView{t: t} }

type ttyView struct {
	t      *ttyInput
	closed bool
	onByte func(byte) // sees each byte handed to the prompt
}

func (v *ttyView) Read(p []byte) (int, error) {
	t := v.t
	t.mu.Lock()
	defer t.mu.Unlock()
	for (len(t.buf) == 0 && t.err == nil) || v.closed {
		// A finished prompt's reader waits here for good: it must not take
		// a byte, and an EOF would make readline redraw its dead prompt.
		t.cond.Wait()
	}
	if len(t.buf) == 0 {
		return 0, t.err
	}
	if len(p) == 0 {
		return 0, nil
	}
	p[0] = t.buf[0]
	t.buf = t.buf[1:]
	if p[0] == '\n' {
		// A line end typed while the terminal was not in raw mode arrives
		// as \n; promptui's menus take only \r as Enter.
		p[0] = '\r'
	}
	if v.onByte != nil {
		v.onByte(p[0])
	}
	return 1, nil
}

func (v *ttyView) Close() error {
	v.t.mu.Lock()
	v.closed = true
	v.t.cond.Broadcast()
	v.t.mu.Unlock()
	return nil
}

// gateWriter passes writes until shut; after that it drops them. shut
// waits for a write in progress, so none is torn.
type gateWriter struct {
	mu     sync.Mutex
	w      io.Writer
	closed bool
}

func (g *gateWriter) Write(b []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return len(b), nil
	}
	return g.w.Write(b)
}

func (g *gateWriter) Close() error { return nil }

func (g *gateWriter) shut() {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
}

// bellFilter drops the terminal bell that readline writes on arrow keys.
type bellFilter struct{ w io.Writer }

func (b bellFilter) Write(p []byte) (int, error) {
	if len(p) == 1 && p[0] == '\a' {
		return 1, nil
	}
	return b.w.Write(p)
}

func (bellFilter) Close() error { return nil }

// stopped tidies the screen after Ctrl-C or Ctrl-D (the prompt's gate has
// shut, so readline's late redraws are dropped): clear what is left below.
func (p *ttyPrompter) stopped(err error) error {
	fmt.Fprint(p.out, "\r\x1b[J")
	return mapPromptErr(err)
}

func mapPromptErr(err error) error {
	switch {
	case errors.Is(err, promptui.ErrInterrupt):
		return ErrCancelled
	case errors.Is(err, promptui.ErrEOF), errors.Is(err, io.EOF):
		return io.EOF
	case errors.Is(err, promptui.ErrAbort):
		return ErrCancelled
	}
	return err
}

// plainFuncs replaces promptui's colour helpers when colour is off.
func plainFuncs() map[string]any {
	f := map[string]any{}
	for k := range promptui.FuncMap {
		f[k] = func(v any) string { return fmt.Sprint(v) }
	}
	return f
}

func (p *ttyPrompter) st() Styler { return Styler{On: p.color} }

func (p *ttyPrompter) funcs() map[string]any {
	if p.color {
		return promptui.FuncMap
	}
	return plainFuncs()
}

// width is the terminal's width in columns, 0 if unknown.
func (p *ttyPrompter) width() int { return TermWidth(p.term) }

// TermWidth is the width in columns of the terminal w writes to, 0 when
// it writes to none.
func TermWidth(w io.Writer) int {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	cols, _, err := term.GetSize(int(f.Fd()))
	if err != nil {
		return 0
	}
	return cols
}

// command reports whether a typed line starts with a table command.
func (p *ttyPrompter) command(line string) bool { return p.isCommand != nil && p.isCommand(line) }

// Width is the width in columns of the terminal p asks on, 0 when p does
// not ask on a terminal.
func Width(p Prompter) int {
	if tp, ok := p.(*ttyPrompter); ok {
		return tp.width()
	}
	return 0
}

// SetTyping sets what a terminal's menus say can be typed there besides
// their options (a game's table commands and an example of its entries).
func SetTyping(p Prompter, typing string) {
	if tp, ok := p.(*ttyPrompter); ok {
		tp.typing = typing
	}
}

// IsTerminal reports whether f is a terminal.
func IsTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

func (p *ttyPrompter) Ask(label string, check func(string) error) (string, error) {
	return p.edit(label, "", check)
}

func (p *ttyPrompter) Setup(label, def string) (string, error) {
	return p.edit(label, def, nil)
}

// menuItem is a line of a choice menu. The typed item's label follows what
// is being typed.
type menuItem struct {
	Label, Hint, Token string
	Question, Answer   string // shown once chosen
	Typed              bool
	Command            bool // a command was typed: not marked ✔ once entered
	Refused            bool // what was typed is refused: not marked ✔ (the refusal follows)
}

func (p *ttyPrompter) selectTemplates() *promptui.SelectTemplates {
	return &promptui.SelectTemplates{
		Label:    `{{ . | faint }}`,
		Active:   `{{ "▸" | cyan }} {{ .Label | cyan | bold }}{{ if .Hint }}  {{ .Hint | faint }}{{ end }}`,
		Inactive: `  {{ .Label }}{{ if .Hint }}  {{ .Hint | faint }}{{ end }}`,
		Selected: `{{ if or .Command .Refused }}{{ "·" | faint }}{{ else }}{{ "✔" | green }}{{ end }} {{ .Question | faint }}: {{ .Answer }}`,
		FuncMap:  p.funcs(),
	}
}

// Choose shows a menu that can also be typed into: typing filters the
// choices by their first letters, and anything else (several tokens such
// as "b 14 8", or a command) becomes the last item, entered with Enter.
func (p *ttyPrompter) Choose(label string, opts []Option, check func(string) error) (string, error) {
	// An Enter typed before this menu was shown answers nothing here.
	p.in.dropEnters()
	// The default option first: a searchable promptui menu always starts
	// on its first line (it ignores a cursor position).
	for i := range opts {
		if opts[i].Default && i > 0 {
			opts = append([]Option{opts[i]}, append(append([]Option(nil), opts[:i]...), opts[i+1:]...)...)
			break
		}
	}
	// Every menu line must fit one screen line: promptui redraws by
	// counting lines, and a wrapped line leaves debris behind.
	w := p.width()
	if w <= 0 {
		w = 80
	}
	fit := func(label, hint string) string { return menuHint(label, hint, w) }
	items := make([]*menuItem, 0, len(opts)+1)
	for _, o := range opts {
		items = append(items, &menuItem{Label: o.Label, Hint: fit(o.Label, o.Hint), Token: o.Token, Question: label, Answer: o.Label})
	}
	blank := menuItem{Typed: true, Label: "type entries or a command", Question: label}
	blank.Hint = fit(blank.Label, "undo, table, status, log, help, quit")
	typed := &menuItem{}
	*typed = blank
	items = append(items, typed)
	typing := 0 // runes typed (promptui does not search again when the input is erased)
	typedText := ""
	moved := false // an arrow key chose among the options shown
	search := func(input string, i int) bool {
		in := strings.ToLower(strings.TrimSpace(input))
		typing = len([]rune(input))
		typedText = in
		it := items[i]
		if it.Typed {
			typed.Label = "enter: " + input
			typed.Token, typed.Answer = input, input
			typed.Command = p.command(input)
			typed.Hint, typed.Refused = "", false
			if check != nil {
				if err := check(input); err != nil {
					typed.Hint, typed.Refused = fit(typed.Label, "✗ "+err.Error()), true
				}
			}
			// Shown only when no choice starts with what is typed.
			for _, o := range opts {
				if strings.HasPrefix(strings.ToLower(o.Token), in) || strings.HasPrefix(strings.ToLower(o.Label), in) {
					return false
				}
			}
			return in != ""
		}
		return strings.HasPrefix(strings.ToLower(it.Token), in) || strings.HasPrefix(strings.ToLower(it.Label), in)
	}
	promptui.SearchPrompt = p.st().Bold("? "+label) + " › "
	v := p.in.view()
	v.onByte = func(b byte) {
		if b == 0x1b {
			moved = true
		}
		if (b == 0x7f || b == 0x08) && typing <= 1 {
			*typed = blank // erased to nothing: the menu is back as it was
			typing = 0
		}
	}
	gate := &gateWriter{w: p.out}
	sel := &promptui.Select{
		Label: Clip("↑/↓ and Enter, or type: "+p.typing, w-1), Items: items, Size: len(items), Searcher: search, StartInSearchMode: true,
		Templates: p.selectTemplates(), Stdin: v, Stdout: gate,
	}
	i, _, err := sel.Run()
	gate.shut()
	v.Close()
	if err != nil {
		return "", p.stopped(err)
	}
	it := items[i]
	if !it.Typed {
		if amb := ambiguous(typedText, opts); len(amb) > 1 && !moved {
			// Letters that start several choices choose none of them.
			// The menu's "✔ label: answer" line goes: nothing was chosen.
			p.refuseAbove(fmt.Sprintf("✗ refused %q: it could be %s: type more of it", typedText, engine.OrList(amb)), w)
			return p.Choose(label, opts, check)
		}
		return it.Token, nil
	}
	if strings.TrimSpace(it.Token) == "" {
		return p.Ask(label, check)
	}
	// The game loop enters the tokens before a refused one and says why
	// it refused the rest.
	return it.Token, nil
}

// refuseAbove puts a menu's refusal where its answered line was (the
// menu's "✔ label: answer" line goes: nothing was chosen), fitted to the
// terminal w wide.
func (p *ttyPrompter) refuseAbove(msg string, w int) {
	fmt.Fprintf(p.out, "\x1b[1A\r\x1b[J%s\r\n", p.st().Red(strings.ReplaceAll(Fit(msg, w-1), "\n", "\r\n")))
}

// ambiguous are the tokens of the options that what was typed starts
// (none when it is one of them whole).
func ambiguous(typed string, opts []Option) []string {
	if typed == "" {
		return nil
	}
	var out []string
	for _, o := range opts {
		t := strings.ToLower(o.Token)
		if t == typed || strings.ToLower(o.Label) == typed {
			return nil
		}
		if strings.HasPrefix(t, typed) || strings.HasPrefix(strings.ToLower(o.Label), typed) {
			out = append(out, o.Token)
		}
	}
	return out
}

// menuHint is a menu line's hint cut to what is left of a terminal w
// wide after its label. A hint too long loses its asides in parentheses
// first, from the left ("need 10 (goal 45 yds away): makes it on 11 of
// 20 (55%)" keeps "makes it on 11 of 20"), then its end.
func menuHint(label, hint string, w int) string {
	room := w - 1 - 4 - len([]rune(label)) - 2
	if room < 8 {
		return ""
	}
	for len([]rune(hint)) > room {
		open := strings.Index(hint, " (")
		if open < 0 {
			break
		}
		end := strings.IndexByte(hint[open:], ')')
		if end < 0 {
			break
		}
		hint = hint[:open] + hint[open+end+1:]
	}
	return Clip(hint, room)
}

// Clip shortens s to n runes.
func Clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
