// Package streetsheets prints 4th Street Football's own sheets: the play
// aid (the Result Codes Table as a card, the clock card, the kick and
// penalty tables, the injury chart, the fumble and interception
// procedure) and the blank scoresheet with a drive chart and a
// play-by-play log for pencil. Every line of the card is read from the
// rules' own tables.
package streetsheets

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/games/fourthstreet"
	"github.com/fourthdown/fourthdown/sheets"
)

const (
	margin = 10.0
	gap    = 5.0
)

var (
	ink   = sheets.AidInk
	muted = sheets.AidMuted
	rule  = sheets.AidRule
)

type section = sheets.AidSection

// CodeSections are the Result Codes Table grouped by family, each code in
// the table's words with the plays it belongs to.
func CodeSections() []section {
	var out []section
	for f := fourthstreet.Family(0); f < fourthstreet.NumFamilies; f++ {
		sec := section{Title: "Result codes: " + strings.ToLower(f.String())}
		for n := range fourthstreet.Codes {
			c := &fourthstreet.Codes[n]
			if c.Kind == fourthstreet.Blank || c.Family != f {
				continue
			}
			sec.Lines = append(sec.Lines, fmt.Sprintf("%s  [%s]", c.Label(), c.Plays))
		}
		out = append(out, sec)
	}
	var blank []string
	for n := range fourthstreet.Codes {
		if fourthstreet.Codes[n].Kind == fourthstreet.Blank {
			blank = append(blank, fmt.Sprintf("%02d", n))
		}
	}
	out[len(out)-1].Lines = append(out[len(out)-1].Lines, "Blank (never a result): "+strings.Join(blank, ", "))
	return out
}

// rulesSections are the clock card, the kick and penalty tables, the
// injury chart and the fumble and interception procedure.
func rulesSections() []section {
	punt, kick := byDie(fourthstreet.PuntPenalties[:]), byDie(fourthstreet.KickPenalties[:])
	var inj []string
	last, from := "", 20
	for total := 20; total >= -7; total-- {
		j := fourthstreet.Injury{}
		j.Out, j.Games = fourthstreet.OutFor(total)
		w := fourthstreet.OutWords(j)
		if j.Out == fourthstreet.Dinged {
			w = "dinged: stays in"
		}
		if w != last && last != "" {
			inj = append(inj, rangeText(from, total+1)+"  "+last)
			from = total
		}
		if w != last {
			from = total
		}
		last = w
	}
	inj = append(inj, fmt.Sprintf("%d and below  %s", from, last))
	inj[0] = strings.Replace(inj[0], "18-20", "18 or more", 1)
	return []section{
		{Title: "The clock", Lines: []string{
			fmt.Sprintf("Four quarters of %s, in ticks of 10 seconds.", fourthstreet.ClockText(fourthstreet.QuarterTicks)),
			fmt.Sprintf("%d ticks: a run, a completed pass, a sack, an interception, a fumble. %d: an incomplete pass, a touchdown, a safety, a penalty. %d: a kickoff, punt or field goal. A try: none. A gain and a penalty: the gain's time.",
				fourthstreet.TicksPlay, fourthstreet.TicksShort, fourthstreet.TicksKick),
			"Tempo (before a call; holds until changed or the ball changes hands; plays from scrimmage only): hurry-up, a tick off every play of 2 or more; slow-down, a tick more, but the second and later successive incomplete passes take 1.",
			fmt.Sprintf("Timeouts: %d a team each half (%d in overtime); the next play takes %d tick.", fourthstreet.Timeouts, fourthstreet.OTTimeouts, fourthstreet.TicksTimeoutCap),
			"Out of bounds (a run or completed pass to LCB, RCB, LLB or RLB): normal, the d6 doubles; slow-down, doubles and the defense won; hurry-up, the offense won and no doubles. A tick off (at least 1).",
			fmt.Sprintf("Two-minute stop: in the 2nd and 4th quarters and overtime a play from above %s ends at %s.", fourthstreet.ClockText(fourthstreet.TwoMinute), fourthstreet.ClockText(fourthstreet.TwoMinute)),
			"At 0:00 the quarter ends after the play and its try. Halftime: timeouts reset, the opening receiver kicks off. Tied after the 4th: overtime (15:00, sudden death, no try) or a tie.",
		}},
		{Title: "Kicks", Lines: []string{
			fmt.Sprintf("Kickoff from the kicking team's %d (a free kick after a safety from its %d, kickoff or punt). 70 %s; 72 %s. Landing in the end zone: touchback or return; past the end line, a touchback.",
				fourthstreet.KickoffSpot, fourthstreet.FreeKickFrom, fourthstreet.Codes[70].Text, fourthstreet.Codes[72].Text),
			fmt.Sprintf("Onside: d20 %d is 20 + d10, else 10 + d10; the two d6 %d-%d the kicking team recovers, else filled (a receiver in the zone) or empty (the kicking team).",
				fourthstreet.OnsideLong, fourthstreet.OnsideLo, fourthstreet.OnsideHi),
			"Punt: d12 (12 the Weird Play chart, 11 a flag after the play), the punter's code and d10. x1 returnable, x2 high (d20 up to the fair-catch rating: a fair catch), x3 out of bounds; into the end zone a touchback at the " + fmt.Sprint(fourthstreet.TouchbackAt) + ". Coffin corner (the opponent's side of the 50): 31, 32, 41, 42 subtract the d10 and go out of bounds.",
			fmt.Sprintf("Field goal and extra point: rush or none, d12 (12 with a rush: Weird Play chart; 11 a flag), the kicker's code from the column for the yard line + 17. Missed: the defense at the spot of the kick (%d yards back) or its %d.",
				fourthstreet.KickBehind, fourthstreet.TouchbackAt),
			"Return: d12 (12 Weird Play chart, 11 a possible fumble, 10 an injury, 8-9 the Return Penalties table: K5 K10 K15 R5 R10 R15 from the end of the return), the code (or L and the long code) and d10. Fielded inside the 10: 90 and 00 add 10 yards.",
		}},
		{Title: "Punt penalties (d10)", Lines: punt},
		{Title: "Field goal and extra point penalties (d10)", Lines: kick},
		{Title: "Injuries: d20 + injury rating", Lines: inj},
		{Title: "Fumbles and interceptions", Lines: []string{
			"Fumble: the gain first (a goal line reached scores, no fumble); the d20 up to the carrier's fumble rating fumbles. Recovery: d20 1-" + fmt.Sprint(fourthstreet.OwnRecovers) + " the team that fumbled, " + fmt.Sprint(fourthstreet.OwnRecovers+1) + "-20 the other; the d12 names the player, 12 out of bounds (the fumbling team keeps it).",
			"Interception (62-68): the d20 up to the passer's interception rating, intercepted (else incomplete); the d10 sets the spot. Past the end line incomplete; in the end zone caught; behind the passer's goal, his 1.",
			"The team that gets the ball: fall (at the spot; in its end zone a touchback) or return it.",
			"Blocked kick (44): the ball rolls d20 yards back, recovered as a fumble: the kicking team, the defense takes over (in its end zone, a safety); the defense, fall or return (in the end zone, a touchdown).",
		}},
	}
}

func rangeText(hi, lo int) string {
	switch {
	case hi == lo:
		return fmt.Sprint(hi)
	case lo < 0:
		return fmt.Sprintf("%d to %d", lo, hi)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}

// byDie words a table by the d10, faces with the same words together.
func byDie(table []string) []string {
	var out []string
	for d := 0; d < len(table); {
		e := d
		for e+1 < len(table) && table[e+1] == table[d] {
			e++
		}
		out = append(out, rangeText(e, d)+"  "+table[d])
		d = e + 1
	}
	return out
}

// Card is the play aid: the Result Codes Table on its first page, the
// clock, kicks, penalty tables, injuries and turnovers on the second.
func Card(paper sheets.Paper) *sheets.Document {
	p := sheets.Landscape(paper)
	doc := &sheets.Document{Title: "4th Street Football: play aid", Subject: "4th Street Football", Paper: p}
	doc.Pages = append(doc.Pages, *cardPage(p, "4th Street Football — Result Codes Table", CodeSections(), 7.2, 3.2, 3),
		*cardPage(p, "4th Street Football — clock, kicks, penalties, injuries", rulesSections(), 8, 3.6, 3))
	return doc
}

// cardPage sets sections in cols columns, each in the shortest.
func cardPage(p sheets.Paper, title string, secs []section, size, lead float64, cols int) *sheets.Page {
	pg := &sheets.Page{}
	w := p.W - 2*margin
	pg.Add(sheets.Text{X: margin, Y: margin, W: w, H: 7, S: title, Font: sheets.BoldFont(13), Color: ink})
	sheets.AidColumns(pg, margin, margin+9, w, gap, cols, secs, size, lead)
	pg.Add(sheets.Text{X: margin, Y: p.H - margin - 4, W: w, H: 4, S: "Printed by fourthdown · codes are typed as two digits (5 is 05); the plays a code belongs to are in brackets",
		Font: sheets.Italic(6.5), Color: muted})
	return pg
}

// TypicalPlays are the play-by-play rows of a whole game, at least: the
// worked examples of the spec take 168 to 187 plays.
const TypicalPlays = 180

// TypicalDrives are the drive chart's rows of a whole game, at least: the
// worked games have about 30 possessions.
const TypicalDrives = 36

// Blank is the blank scoresheet, in the look of 4th Down's: the header,
// the line score by quarter with timeouts, a drive chart, and a
// play-by-play log for pencil with a numbered row for every play of a
// whole game, over as many pages as it takes.
func Blank(paper sheets.Paper) *sheets.Document {
	p := sheets.Landscape(paper)
	doc := &sheets.Document{Title: "4th Street Football: scoresheet", Subject: "4th Street Football", Paper: p}
	w := p.W - 2*margin
	heads := []string{"#", "Qtr", "Clock", "Team", "Down", "To go", "Spot", "Tempo\nTO", "Call", "Code", "Dice", "What happened", "Score"}
	widths := []float64{9, 10, 14, 14, 12, 12, 16, 14, 14, 12, 30, 0, 18}
	lcols := make([]sheets.Column, len(heads))
	for i, h := range heads {
		lcols[i] = sheets.Column{Header: h, W: widths[i], Align: sheets.Center}
	}
	log := sheets.BlankLog{Game: "4th Street Football", Heading: "Play-by-play: a row per play (kickoffs, punts, field goals and tries too)",
		Columns: lcols, Rows: TypicalPlays, Margin: margin,
		Legend: "Codes 00-99 (5 is 05) · deep in the red zone · d20 1-20, d10 0-9, d12 1-12, two d6 2-12 · hurry slow normal · injuries: side, token, d20 + rating · a kickoff's team is the kicking team"}
	first := &sheets.Page{}
	y := log.Title(first, p)
	y = sheets.HeaderFields(first, margin, y, w, []string{"Home", "Away", "Date", "Site", "Home coach", "Away coach"})
	cols := []sheets.Column{{Header: "Team", W: 40}}
	for q := 1; q <= fourthstreet.Overtime; q++ {
		cols = append(cols, sheets.Column{Header: fourthstreet.PeriodName(q), W: 14, Align: sheets.Center})
	}
	cols = append(cols, sheets.Column{Header: "Final", W: 16, Align: sheets.Center},
		sheets.Column{Header: "Timeouts 1st half", W: 30, Align: sheets.Center}, sheets.Column{Header: "Timeouts 2nd half", W: 30, Align: sheets.Center},
		sheets.Column{Header: "OT", W: 16, Align: sheets.Center})
	ls := sheets.Table{X: margin, Y: y, HeaderH: 6, RowH: 8, HeaderFont: sheets.BoldFont(8), Font: sheets.Regular(9),
		HeaderFill: sheets.Gray(0.25).Ptr(), HeaderColor: sheets.White, Border: sheets.Black.Ptr(), Rules: rule.Ptr(), ColRules: rule.Ptr(), Pad: 1.5,
		Columns: cols,
		Rows:    [][]string{{"Home", "", "", "", "", "", "", "□ □ □", "□ □ □", "□ □"}, {"Away", "", "", "", "", "", "", "□ □ □", "□ □ □", "□ □"}}}
	first.Add(ls)
	y += ls.H() + 5
	// The drive chart: a numbered row per drive, for every drive of a
	// whole game.
	dheads := []string{"#", "Team", "Qtr", "Start clock", "Start spot", "Plays", "Yards", "Time", "How it ended", "Score"}
	dw := []float64{9, 22, 12, 20, 22, 14, 14, 16, 0, 20}
	dcols := make([]sheets.Column, len(dheads))
	for i, h := range dheads {
		dcols[i] = sheets.Column{Header: h, W: dw[i], Align: sheets.Center}
	}
	drives := sheets.BlankLog{Game: log.Game, Heading: "Drive chart: a row per drive", Columns: dcols, Rows: TypicalDrives, Margin: margin,
		Legend: "Start spot from the team with the ball · time in minutes and seconds · how it ended: TD, FG, FG no good, punt, int., fumble, downs, safety, half ends, game ends"}
	drives.Pages(doc, first, y)
	pg := &sheets.Page{}
	log.Pages(doc, pg, log.Title(pg, p))
	sheets.NumberPages(doc, margin)
	return doc
}
