package cmd

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/prompt"
)

// inputRoom is the room a prompt leaves on its line for what is typed.
const inputRoom = 24

// fitLabel is the prompt's label as the terminal can redraw it: on one
// screen row with room for the answer. A label too long for that is
// printed once above, whole and wrapped at words, and the prompt keeps its
// head ("Jets — in or out of bounds") or, for a numbered die, the die
// ("Bills — d10 (0-9)"). Off a terminal the label is left whole.
func (t *table) fitLabel(label string, a engine.Ask) string {
	w := t.width()
	if w <= 0 || prompt.VisibleLen("? "+label+" › ")+inputRoom <= w {
		return label
	}
	key := fmt.Sprintf("%d %s", t.sess.Game.Entries(), label)
	if t.explained != key {
		t.explained = key
		fmt.Fprintln(t.out, t.st.Faint(prompt.WrapWords(label, w, "    ")))
	}
	return shortLabel(label, a, w-len("? ")-len(" › ")-inputRoom)
}

// fit is a line of the log, the help or a summary as the terminal shows
// it: wrapped at its width, at spaces, under the line's own text (a
// hanging indent). Off a terminal it wraps at 80 columns at its
// separators, as the log always did.
func (t *table) fit(line string) string {
	w := t.width()
	if w <= 0 {
		return prompt.Wrap(line, 80)
	}
	return prompt.Fit(line, w)
}

// shortLabel is the head of a long label within n characters: who is
// asked, and what — cut before its first explanation (" (" or ": ") — or,
// when a numbered die is asked, the die and its faces.
func shortLabel(label string, a engine.Ask, n int) string {
	who, what, ok := strings.Cut(label, " — ")
	if !ok {
		who, what = "", label
	}
	if a.Die.Sides > 0 {
		what = a.Die.String()
	} else if i := strings.IndexAny(what, "(:"); i > 0 {
		what = strings.TrimSpace(what[:i])
	}
	short := what
	if who != "" {
		short = who + " — " + what
	}
	if n < 8 {
		n = 8
	}
	return prompt.Clip(short, n)
}
