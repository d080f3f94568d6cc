package prompt

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/manifoldco/promptui"
)

// picked are the answers (their index) that what was typed at a setup
// question names: its number (1 the first), the answer itself, the
// answers it starts (a letter or more), else the answers one of whose
// words it starts ("Lions" for "Solo: the coach plays Lions"). Case does
// not count; nothing typed names none.
func picked(typed string, answers []string) []int {
	in := strings.ToLower(strings.TrimSpace(typed))
	if in == "" {
		return nil
	}
	if n, err := strconv.Atoi(in); err == nil && n >= 1 && n <= len(answers) {
		return []int{n - 1}
	}
	for _, match := range []func(a string) bool{
		func(a string) bool { return a == in },
		func(a string) bool { return strings.HasPrefix(a, in) },
		func(a string) bool {
			for _, w := range strings.Fields(a) {
				if strings.HasPrefix(strings.TrimLeft(w, "(\"'"), in) {
					return true
				}
			}
			return false
		},
	} {
		var out []int
		for i, a := range answers {
			if match(strings.ToLower(strings.TrimSpace(a))) {
				out = append(out, i)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// pickRefusal is why typed names no one answer of answers: none, or
// which it could be.
func pickRefusal(typed string, answers []string) string {
	in := strings.TrimSpace(typed)
	head := RefusedHead(in)
	if in == "" {
		head = "✗ choose with ↑/↓ and Enter, or"
	}
	if m := picked(in, answers); len(m) > 1 {
		var could []string
		for _, i := range m {
			could = append(could, strings.TrimSpace(answers[i]))
		}
		return fmt.Sprintf("%s it could be %s: type more of it or its number", RefusedHead(in), engine.OrList(could))
	}
	var allowed []string
	for i, a := range answers {
		allowed = append(allowed, fmt.Sprintf("%d (%s)", i+1, strings.TrimSpace(a)))
	}
	return fmt.Sprintf("%s type an answer, its first letters or its number: %s", head, engine.OrList(allowed))
}

// answersOf are the items' answers, their hints left off.
func answersOf(items []string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		a, _ := PickItem(it)
		out[i] = strings.TrimSpace(a)
	}
	return out
}

// Pick shows a setup question's menu, numbered, that can be typed into
// as the game's menus can: typing keeps the answers it names (picked);
// Enter on a name that fits none, or on letters that start several
// answers without an arrow key choosing among them, is refused aloud and
// the question asked again.
func (p *ttyPrompter) Pick(label string, items []string) (int, error) {
	w := p.width()
	if w <= 0 {
		w = 80
	}
	answers := answersOf(items)
	menu := make([]*menuItem, 0, len(items)+1)
	for i, item := range items {
		a, hint := PickItem(item)
		num := fmt.Sprintf("%d. %s", i+1, a)
		// One screen row a line: promptui redraws by counting lines.
		if room := w - 1 - 4 - len([]rune(num)) - 2; room >= 8 {
			hint = Clip(hint, room)
		} else {
			hint = ""
		}
		menu = append(menu, &menuItem{Label: num, Hint: hint, Question: label, Answer: answers[i]})
	}
	blank := Clip("type an answer, its first letters or its number", w-5)
	none := &menuItem{Typed: true, Refused: true, Question: label, Label: blank}
	menu = append(menu, none)
	pk := &picking{}
	search := func(input string, i int) bool {
		pk.typed = input
		m := picked(input, answers)
		if menu[i].Typed {
			none.Label = Clip("no answer is "+strconv.Quote(strings.TrimSpace(input)), w-5)
			return len(m) == 0 && strings.TrimSpace(input) != ""
		}
		return strings.TrimSpace(input) == "" || slices.Contains(m, i)
	}
	pk.erased = func() { pk.typed, none.Label = "", blank }
	i, err := p.runPick(label, menu, search, pk, w)
	if err != nil {
		return 0, err
	}
	if menu[i].Typed || len(picked(pk.typed, answers)) > 1 && !pk.moved {
		p.refuseAbove(pickRefusal(pk.typed, answers), w)
		return p.Pick(label, items)
	}
	return i, nil
}

// picking is what is typed at a Pick menu: the text, whether an arrow
// key was pressed, and what to do when the text is erased.
type picking struct {
	typed  string
	moved  bool
	erased func()
}

// runPick runs Pick's menu.
func (p *ttyPrompter) runPick(label string, menu []*menuItem, search func(string, int) bool, pk *picking, w int) (int, error) {
	promptui.SearchPrompt = p.st().Bold("? "+label) + " › "
	v := p.in.view()
	defer v.Close()
	v.onByte = func(b byte) {
		if b == 0x1b {
			pk.moved = true
		}
		if (b == 0x7f || b == 0x08) && len([]rune(pk.typed)) <= 1 {
			pk.erased() // erased to nothing: promptui shows every line again
		}
	}
	gate := &gateWriter{w: p.out}
	defer gate.shut()
	sel := &promptui.Select{Label: Clip("↑/↓ and Enter, or type an answer, its first letters or its number", w-1),
		Items: menu, Size: len(menu), Searcher: search, StartInSearchMode: true, Stdin: v, Stdout: gate,
		Templates: p.selectTemplates()}
	i, _, err := sel.Run()
	gate.shut()
	if err != nil {
		return 0, p.stopped(err)
	}
	return i, nil
}
