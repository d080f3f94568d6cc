package prompt

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
)

// TestPicked: a setup answer is named by its number, itself, its first
// letters or a word's; letters that start several name them all.
func TestPicked(t *testing.T) {
	answers := []string{"Two players", "Solo: the coach plays Bears", "Solo: the coach plays Lions"}
	for typed, want := range map[string][]int{
		"3": {2}, " two players ": {0}, "t": {0}, "LIONS": {2}, "bea": {1}, "solo": {1, 2}, "4": nil, "x": nil, "": nil,
	} {
		if got := picked(typed, answers); !slices.Equal(got, want) {
			t.Errorf("picked(%q) = %v, want %v", typed, got, want)
		}
	}
}

// TestLinesPickTakesTyping: read from a pipe, a setup question takes the
// same answers as at a terminal and refuses the rest, quoting them.
func TestLinesPickTakesTyping(t *testing.T) {
	var out bytes.Buffer
	p := NewLines(context.Background(), strings.NewReader("Tigers\nsolo\nlions\n"), &out)
	i, err := p.Pick("Players", []string{"Two players", "Solo: the coach plays Bears", "Solo: the coach plays Lions"})
	if err != nil || i != 2 {
		t.Fatalf("picked %d, %v; want 2", i, err)
	}
	for _, want := range []string{`✗ refused "Tigers": type an answer, its first letters or its number: 1 (Two players), 2`,
		`✗ refused "solo": it could be Solo: the coach plays Bears or Solo: the coach plays Lions: type more of it or its number`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the transcript lacks %q:\n%s", want, out.String())
		}
	}
}
