package houserules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve/budget"
)

// A file whose exact solution would ask for more than the solver's
// budget is refused as it is read, naming the field and the limit; the
// largest half that fits is accepted, one block more is not.
func TestSolverBudget(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"half beyond every budget", "base: 4th-down\nhalf_blocks: 10000\n", "2: half_blocks: must be from 1 to 1000 (time blocks in a half), got 10000"},
		{"half beyond the memory", "base: 4th-down\nhalf_blocks: 430\n", "2: half_blocks: solving these rules exactly would take ≈ 257 MB of memory"},
		{"scores", "base: 4th-down\ntd_points: 100\n", "2: td_points: solving these rules exactly would take ≈ 1809 MB of memory"},
		{"scores and half", "base: gridiron\nsafety_points: 30\nhalf_blocks: 100\n", "3: half_blocks: solving these rules exactly"},
		{"a die too large", "base: 4th-down\ndrive_die: d1000\n", "2: drive_die: a die may have at most 100 faces (the solver's budget), got \"d1000\" with 1000"},
		{"a range too large", "base: 4th-down\nconversion_die: 0-100\n", "2: conversion_die: a die may have at most 100 faces"},
		{"distance die too large", "base: 4th-down\nrun: {distance: d101}\n", "2: run.distance: a die may have at most 100 faces"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.src))
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Fatalf("error\n  %v\nwant it to start with\n  %s", err, c.want)
			}
			if strings.Contains(err.Error(), "solving") && !strings.Contains(err.Error(), fmt.Sprintf("at most %d MB", budget.MaxBytes>>20)) {
				t.Errorf("the limit is not named: %v", err)
			}
		})
	}
	if _, err := Parse([]byte("base: 4th-down\nhalf_blocks: 429\n")); err != nil {
		t.Errorf("the longest half that fits: %v", err)
	}
	_, err := Parse([]byte("base: 4th-down\nhalf_blocks: 500\n"))
	if err == nil || !strings.Contains(err.Error(), "half_blocks may be at most 429") {
		t.Errorf("the longest half that fits is not said: %v", err)
	}
	for _, name := range fourthdown.Names() {
		r, _ := fourthdown.Lookup(name)
		if over := budget.Check(r); over != nil {
			t.Errorf("built-in %s is beyond the budget: %v", name, over)
		}
	}
}
