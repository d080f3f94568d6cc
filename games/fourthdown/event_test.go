package fourthdown_test

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Events say what happened in the rulebook's words.
func TestEventText(t *testing.T) {
	teams := fourthdown.DefaultTeams
	for _, c := range []struct {
		name   string
		s      fourthdown.State
		tokens string
		want   []string
	}{
		{"drive, 4th down, field goal", at(home, 30, 150), "b 14 8 6 fg 14", []string{
			"Bombers Balanced roll 14: +45 yards, 31 blocks, to GUN 25",
			"4th and 6 at GUN 25 (roll 6)",
			"FIELD GOAL GOOD from 25 yards (roll 14), make distance 40",
			"Kickoff: Gunners ball on own 30",
		}},
		{"negated touchdown", at(home, 30, 180), "b 18 10 1", []string{
			"Bombers Balanced roll 18: TD, time roll 10: 70 yards to the end zone, 10 blocks",
			"TURNOVER! Touchdown negated: Gunners ball on own 20",
		}},
		{"safety", at(away, 10, 180), "b 1", []string{
			"Gunners Balanced roll 1: -10 yards, 4 blocks, to own goal line",
			"SAFETY! Bombers score 2, ball on own 30",
		}},
		{"touchdown on 4th down and a two-point try", at(home, 90, 180), "b 2 20 5 go 17 two 7", []string{
			"TOUCHDOWN Bombers on 4th down! Conversion roll 17 (6 points)",
			"Two-point try GOOD (roll 7): +2",
		}},
		{"turnover on downs, punt touchback", at(home, 50, 180), "b 2 20 6 go 12 r 2 20 3 punt", []string{
			"TURNOVER ON DOWNS: conversion roll 12, +5 yards (needed 6): Gunners ball on own 45",
			"PUNT: Bombers ball on own 20 (touchback)",
		}},
		{"missed field goal, first down", at(home, 60, 180), "b 2 20 1 fg 1 b 2 20 1 go 4", []string{
			"FIELD GOAL NO GOOD from 40 yards (roll 1), make distance 0: Gunners ball on own 47",
			"FIRST DOWN! Conversion roll 4: +1 yard, Gunners ball on own 48",
		}},
		{"late-half rule, untimed down, half over", at(home, 30, 7), "b 9 20 end", []string{
			"Late-half rule: 7 blocks left",
			"Bombers Balanced roll 9: late-half rule, row 4: +5 yards, 6 blocks, to own 35",
			"Bombers let the half end",
			"END OF FIRST HALF: Bombers 0, Gunners 0",
			"Kickoff: Gunners ball on own 30",
		}},
		{"no row fits, untimed go", at(home, 40, 4), "b 9 go 3", []string{
			"Bombers Balanced roll 9: late-half rule, no row fits the 4 blocks left: the ball stays at own 40",
			"Bombers go for it on the untimed down",
			"Untimed down: roll 3, +0 yards: no score",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, evs := play(t, c.s, c.tokens)
			var texts []string
			for _, e := range evs {
				texts = append(texts, e.Text(teams))
			}
			all := strings.Join(texts, "\n")
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("no event says %q; the events say:\n%s", w, all)
				}
			}
		})
	}
}

// The two teams' marks always differ (issue 16).
func TestAbbrevsDiffer(t *testing.T) {
	for _, c := range []struct{ home, away, hm, am, h, a string }{
		{"Bombers", "Gunners", "", "", "BOM", "GUN"},
		{"New York Giants", "New England Patriots", "NY", "NE", "NY", "NE"},
		{"New York Giants", "New England Patriots", "NEW", "", "NEW", "NEP"},
		{"Bombers", "Gunners", "", "BOM", "BO1", "BOM"},
		{"Lions", "Lions", "LIO", "", "LIO", "LI2"},
		{"Lions", "Li2", "LI2", "", "LI2", "LI4"},
		{"Łódź", "Москва", "", "", "ŁÓD", "МОС"},
		{"Łódź Lions", "Łódź Lancers", "", "", "ŁL1", "ŁL2"},
		{"New York Giants", "New England Patriots", "", "", "NYG", "NEP"},
		{"Lions", "Lions", "", "", "LI1", "LI2"},
		{"", "", "", "", "HOM", "AWY"},
		{"Bears", "Bearcats", "", "", "BEA", "BEA"}, // made to differ below
	} {
		teams := fourthdown.Teams{{Name: c.home, Mark: c.hm}, {Name: c.away, Mark: c.am}}
		h, a := teams.Abbrev(fourthdown.Home), teams.Abbrev(fourthdown.Away)
		if h == a {
			t.Errorf("%s vs %s: both %s", c.home, c.away, h)
		}
		if c.h != "BEA" && (h != c.h || a != c.a) {
			t.Errorf("%s vs %s: %s and %s, want %s and %s", c.home, c.away, h, a, c.h, c.a)
		}
	}
}
