// Package rollsheets prints 1st & Roll's own sheets: the quick-reference
// card and the blank scoresheet with a down-and-distance play log.
package rollsheets

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/sheets"
)

const (
	margin = 10.0
	gap    = 6.0
)

var (
	ink   = sheets.AidInk
	muted = sheets.AidMuted
	rule  = sheets.AidRule
)

type section = sheets.AidSection

// cardSections are the card's topics, in the rules' words (F1-F29); the
// penalty die comes from the rules' own table.
func cardSections() []section {
	var pen []string
	for _, p := range firstandroll.PenaltyFaces() {
		who, way := "defense", "forward"
		if p.Offense {
			who, way = "offense", "back"
		}
		pen = append(pen, fmt.Sprintf("%s %s (%s): %s %d", p.Token, p.Name, who, way, p.Yards))
	}
	pen = append(pen, "Accept or decline: the team not penalized. Accepted: the dice are ignored, the yards from the spot before the play, the down repeated; DH, or a defense penalty reaching the line to gain, is a 1st and 10.",
		"At a goal line: half the distance (at least 1), never onto it: from the 1 the ball stays (DH: 1st and goal); an O10 into the offense's own end zone is a safety (not on a try).",
		"On any return O5 and D5 are ignored; a return to the goal line scores, its flag not assessed.",
		"Declined: the play stands, the flag counting 0. An accepted penalty cancels a turnover; the clock still moves.")
	return []section{
		{Title: "The order of a play", Lines: []string{
			"1. Offense calls red, yellow or green (fg any down, punt on 4th, hail when allowed); defense calls a colour.",
			"2. Green v not green: throw (the green die) or bomb (green + kick − yellow).",
			"3. Offense rolls its die; same colour: the defense rolls its die too; the defense rolls the clock die.",
			"4. Circled face: roll that die again and add (breakaway). Red v not red: a square 2 on the first face rolls red once more.",
			"5. Flag: the penalty die, then accept or decline.",
			"6. Clock die: clock moves the marker; turnover rolls it again — clock moves it, turnover is a turnover, blank nothing.",
			"7. A turnover: the ball moves by the gain, then the defense returns: after red none, after yellow the red dice, after green the yellow dice.",
			"8. Timeouts when the marker is about to move; after a successful run the offense may run the clock one more space.",
		}},
		{Title: "Downs", Lines: []string{
			"Four downs to gain 10 yards; reaching the line is a 1st and 10 (1st and goal inside the 10). Short on 4th: the defense takes over at the spot.",
			"Green call: a gain more than 2 yards past the goal line is an incomplete pass (loss of down).",
		}},
		{Title: "The penalty die", Lines: pen},
		{Title: "Kicks", Lines: []string{
			"Kickoff (each half, after every score): regular — touchback (own 25) or return (red, yellow, green, breakaways roll again); onside — from the kicker's 30, red + yellow + the clock die: more than 10 and turnover, the kicker keeps it.",
			"Punt (4th down): two flags on two defense dice block it. Else kick die + one offense die; past the goal a touchback (own 25); fair catch or return (offense yellow + defense yellow, a negative total 0); a flag on the return: accept or decline, from the spot of the punt (DH a 1st and 10 for the kicking team).",
			"Field goal (any down): two flags block it. Good when the distance to the goal is at most the kick die; inside the 20 a 20 rolls again and a second 20 is no good. Missed or blocked: the defense at the spot.",
		}},
		{Title: "Scoring", Lines: []string{
			"Touchdown 6, then pat (clock die + kick die: no good only on turnover and 20; 1 point) or two (a play from the 2, no clock die; 2 yards or more: 2 points).",
			"Field goal 3. Safety 2: the team that gave it up punts from its own 20.",
		}},
		{Title: "Clock and timeouts", Lines: []string{
			"The marker moves 30:00, 28:00 … 2:00, 0:00: fifteen spaces a half; only plays from scrimmage move it.",
			"3 timeouts a team each half; a timeout stops one move of the marker. The half ends at 0:00 once the play (and its try) is over.",
		}},
		{Title: "Hail mary", Lines: []string{
			"The last play of a half: the marker on 2:00, the ball on or past your own 35, no timeouts left. Yellow and green: both circled is a touchdown; either way the half ends.",
		}},
		{Title: "Overtime", Lines: []string{
			"A tie after the 2nd half: overtime or tie. Overtime: a kickoff, the marker on 30:00, 3 timeouts each; the first score wins at once (no try); no score, a tie.",
		}},
	}
}

// Card is the one-page quick-reference card.
func Card(paper sheets.Paper) *sheets.Document {
	p := sheets.Landscape(paper)
	doc := &sheets.Document{Title: "1st & Roll: quick reference", Subject: "1st & Roll", Paper: p}
	pg := &sheets.Page{}
	w := p.W - 2*margin
	pg.Add(sheets.Text{X: margin, Y: margin, W: w, H: 7, S: "1st & Roll — quick reference", Font: sheets.BoldFont(14), Color: ink})
	sheets.AidColumns(pg, margin, margin+10, w, gap, 3, cardSections(), 8.6, 3.9)
	pg.Add(sheets.Text{X: margin, Y: p.H - margin - 4, W: w, H: 4, S: "Printed by fourthdown · faces are typed as the dice show them: 0-99, N* circled, 2s the red square 2; defense 0, -N, F",
		Font: sheets.Italic(6.5), Color: muted})
	doc.Pages = append(doc.Pages, *pg)
	return doc
}

// TypicalPlays are the play log rows of a whole game, at least: the
// worked examples of the spec take 58 to 76 plays.
const TypicalPlays = 80

// blankLog is the blank play log.
func blankLog() sheets.BlankLog {
	heads := []string{"#", "Half", "Clock", "Team", "Down", "To go", "Spot", "Off.\ncall", "Def.\ncall", "Faces", "Result", "Score"}
	widths := []float64{9, 10, 14, 14, 14, 12, 18, 14, 14, 62, 0, 18}
	cols := make([]sheets.Column, len(heads))
	for i, h := range heads {
		cols[i] = sheets.Column{Header: h, W: widths[i], Align: sheets.Center}
	}
	return sheets.BlankLog{Game: "1st & Roll", Heading: "Play log: a row per play — kickoffs, punts, field goals and tries too", Columns: cols,
		Legend: strings.Join([]string{"Faces: 0-99, N* circled, 2s the red square 2; defense 0, -N, F", "clock die c t b", "penalty O5 O10 O15 DH D5 D15",
			"a kickoff's team is the kicking team"}, " · "),
		Rows: TypicalPlays, Margin: margin}
}

// Blank is the blank scoresheet, in the look of 4th Down's: the game's
// header, the line score, the timeouts and clock track of each half and
// of overtime, and
// a play log for pencil with a numbered row for every play of a whole
// game, over as many pages as it takes.
func Blank(paper sheets.Paper) *sheets.Document {
	p := sheets.Landscape(paper)
	doc := &sheets.Document{Title: "1st & Roll: scoresheet", Subject: "1st & Roll", Paper: p}
	w := p.W - 2*margin
	log := blankLog()
	first := &sheets.Page{}
	y := log.Title(first, p)
	y = sheets.HeaderFields(first, margin, y, w, []string{"Home", "Away", "Date", "Site", "Home coach", "Away coach"})
	// The line score, and the timeouts of each half.
	ls := sheets.Table{X: margin, Y: y, HeaderH: 6, RowH: 8, HeaderFont: sheets.BoldFont(8), Font: sheets.Regular(9),
		HeaderFill: sheets.Gray(0.25).Ptr(), HeaderColor: sheets.White, Border: sheets.Black.Ptr(), Rules: rule.Ptr(), ColRules: rule.Ptr(), Pad: 1.5,
		Columns: []sheets.Column{{Header: "Team", W: 45}, {Header: "1st half", W: 20, Align: sheets.Center},
			{Header: "2nd half", W: 20, Align: sheets.Center}, {Header: "Overtime", W: 20, Align: sheets.Center}, {Header: "Final", W: 20, Align: sheets.Center},
			{Header: "Timeouts 1st", W: 24, Align: sheets.Center}, {Header: "Timeouts 2nd", W: 24, Align: sheets.Center}, {Header: "Timeouts OT", W: 24, Align: sheets.Center}},
		Rows: [][]string{{"Home", "", "", "", "", "□ □ □", "□ □ □", "□ □ □"}, {"Away", "", "", "", "", "□ □ □", "□ □ □", "□ □ □"}}}
	first.Add(ls)
	y += ls.H() + 5
	// The clock track of each half and of overtime (F31: the marker on
	// 30:00 again): a box per space, crossed off as the marker moves.
	for _, period := range []string{"1st half", "2nd half", "overtime"} {
		first.Add(sheets.Text{X: margin, Y: y, W: 30, H: 6, S: "Clock, " + period, Font: sheets.BoldFont(8), Color: ink})
		bw := (w - 32) / float64(firstandroll.LastSpace+1)
		for sp := 0; sp <= firstandroll.LastSpace; sp++ {
			x := margin + 32 + float64(sp)*bw
			first.Add(sheets.Rect{X: x, Y: y, W: bw - 1, H: 6, Stroke: rule.Ptr(), LineW: 0.3})
			first.Add(sheets.Text{X: x, Y: y, W: bw - 1, H: 6, S: firstandroll.ClockText(sp), Font: sheets.Regular(6.5), Align: sheets.Center, Color: muted})
		}
		y += 8
	}
	log.Pages(doc, first, y+1)
	sheets.NumberPages(doc, margin)
	return doc
}
