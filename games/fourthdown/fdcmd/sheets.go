package fdcmd

import (
	"fmt"
	"path/filepath"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdsheets"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/league"
	"github.com/fourthdown/fourthdown/sheets"
)

// aids are the play aids of a ruleset (--rules) in a layout, with the
// cards of its solution unless --no-solved.
func aids(req printed.SheetRequest) (*sheets.Document, string, error) {
	layout, err := fdsheets.LayoutByName(req.Layout)
	if err != nil {
		return nil, "", &cmdutil.UsageError{Err: fmt.Errorf("--layout: %v", err)}
	}
	r, err := ResolveRules(req.Rules)
	if err != nil {
		return nil, "", err
	}
	var charts *solve.Charts
	if !req.NoSolved {
		sol, err := solve.Shown(req.Ctx, r, req.ErrOut, false)
		if err != nil {
			return nil, "", err
		}
		c := sol.Charts()
		charts = &c
	}
	doc, err := fdsheets.AidsWith(r, req.Paper, layout, charts)
	if err != nil {
		return nil, "", err
	}
	return doc, fmt.Sprintf("play aids, %s, %s, %s", r.Name, layout, req.Paper.Name), nil
}

// blank is the blank scoresheet of a ruleset (--rules: its clock).
func blank(req printed.SheetRequest) (*sheets.Document, string, error) {
	r, err := ResolveRules(req.Rules)
	if err != nil {
		return nil, "", err
	}
	return fdsheets.BlankScoresheet(r, req.Paper), fmt.Sprintf("blank scoresheet, %s, %s", r.Name, req.Paper.Name), nil
}

// nextSheets are the league's scheduled games' scoresheets, filled in,
// under the league's rules.
func nextSheets(rep *league.Report) (func(league.Scheduled, sheets.Paper) *sheets.Document, error) {
	rules, err := leagueRules(rep)
	if err != nil {
		return nil, err
	}
	return func(n league.Scheduled, paper sheets.Paper) *sheets.Document {
		fill := fdsheets.Fill{Home: n.Home, Away: n.Away, HomeCoach: n.Coach[0], AwayCoach: n.Coach[1],
			Date: n.Date, Site: n.Site, League: rep.Config.Name}
		return fdsheets.FilledScoresheet(rules, paper, fill)
	}, nil
}

// leagueRules is the ruleset the league's games are scheduled under:
// league.yaml's rules (a house-rules file relative to the folder), else
// 4th Down.
func leagueRules(rep *league.Report) (*fourthdown.Ruleset, error) {
	if rep.Config.Rules == "" {
		return fourthdown.FourthDown, nil
	}
	path, _ := houserules.Path(rep.Config.Rules, filepath.Dir(rep.Config.File))
	r, err := houserules.Load(path)
	if err != nil {
		return nil, fmt.Errorf("%s: rules: %v", rep.Config.File, err)
	}
	return r, nil
}
