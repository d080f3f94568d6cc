// Package fdsheets prints 4th Down's own pages: the play aids (the drive
// tables, 4th down, field goals and the solved charts, as cards or one
// dense sheet) and the blank scoresheet with its drive log and clock
// track, for any 4th Down ruleset (Gridiron, house rules).
package fdsheets

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	. "github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/templates"
)

// Layout is how the play aids are arranged.
type Layout string

// The play-aid layouts.
const (
	AidCards Layout = "cards" // one topic per card, four cards per page, cut marks
	AidSheet Layout = "sheet" // one dense two-sided sheet (two pages)
)

// Layouts lists the layout names accepted by LayoutByName.
var Layouts = []string{string(AidCards), string(AidSheet)}

// LayoutByName returns the layout named "cards" or "sheet" (any case).
func LayoutByName(name string) (Layout, error) {
	switch l := Layout(strings.ToLower(strings.TrimSpace(name))); l {
	case AidCards, AidSheet:
		return l, nil
	}
	return "", fmt.Errorf("unknown layout %q (use %s)", name, strings.Join(Layouts, " or "))
}

// AidsWith lays out the play aids of ruleset r: its drive tables, 4th-down
// conversion table, field-goal table, try, ball placement, clock rules and
// the order of a drive, with the solved strategy cards of charts (from r's
// solution; none when nil): the best 4th-down choice by distance and yards
// to go, and kick or two by margin and blocks left. Every number comes from
// r; the words come from templates/aids.tmpl, filled from r.
func AidsWith(r *fourthdown.Ruleset, paper Paper, layout Layout, charts *solve.Charts) (*Document, error) {
	topics, err := aidTopics(r, charts)
	if err != nil {
		return nil, err
	}
	doc := &Document{Title: r.Title + " - play aids", Subject: "Play aids (" + string(layout) + ")", Paper: paper}
	switch layout {
	case AidCards:
		doc.Pages, err = layoutCards(r, paper, topics)
	case AidSheet:
		doc.Pages, err = layoutSheet(r, paper, topics)
	default:
		_, err = LayoutByName(string(layout))
	}
	if err != nil {
		return nil, err
	}
	return doc, nil
}

// aidView is what the templates see.
type aidView struct {
	R                       *fourthdown.Ruleset
	Drive, Time, Turn, Conv string // dice as "d20 (1-20)"
	FG, Two                 string
	Styles                  []styleView
	KickFaces, TwoFaces     string // faces that make a try, e.g. "2-20"
	HalfMinutes             int
	MaxMake                 int // the longest make distance of the FG table
	Banded                  bool
	CapExample              string // a reach row charged less than its own time, worked out
	DiceList                string // the dice the game uses, "d20, d10 and d8"
	OtherMark               string // an example team mark for spots, "GUN"
	ZeroDice                string // the rolls on a d20 numbered 0-19, e.g. "Drive, turnover and conversion rolls"
	SolvedClock             int    // the solved 4th-down card's blocks left
}

type styleView struct {
	Title    string
	Turnover string // turnover faces, e.g. "1-2"
	Percent  string // "10%"
	Distance string // 4th-down distance die, e.g. "d10"
}

func newAidView(r *fourthdown.Ruleset) aidView {
	v := aidView{
		R: r, Drive: r.DriveDie.String(), Time: r.TimeDie.String(), Turn: r.TurnDie.String(),
		Conv: r.ConvDie.String(), FG: r.FGDie.String(), Two: r.TwoDie.String(),
		HalfMinutes: r.HalfBlocks * r.SecondsPerBlk / 60, Banded: len(r.FGBands) > 0,
	}
	for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
		t := &r.Tables[s]
		v.Styles = append(v.Styles, styleView{
			Title:    s.Title(),
			Turnover: faceRange(t.TurnoverMin, t.TurnoverMax),
			Percent:  percent(t.TurnoverMax-t.TurnoverMin+1, r.TurnDie.Sides),
			Distance: t.Distance.Name(),
		})
	}
	for _, m := range r.FGMake {
		v.MaxMake = max(v.MaxMake, m)
	}
	v.CapExample = capExample(r)
	v.ZeroDice = zeroDice(r)
	v.DiceList = diceList(r)
	v.OtherMark = fourthdown.DefaultTeams.Abbrev(fourthdown.Away)
	if r.HasTry {
		var kick []int
		for f := r.FGDie.Min; f <= r.FGDie.Max(); f++ {
			if good, _ := r.FGGood(f, r.KickTryMake); good {
				kick = append(kick, f)
			}
		}
		v.KickFaces = faceList(kick)
		v.TwoFaces = faceRange(r.TwoNeed, r.TwoDie.Max())
	}
	return v
}

// diceList names the dice the ruleset rolls, largest first.
func diceList(r *fourthdown.Ruleset) string {
	seen := map[int]bool{}
	var sides []int
	dice := []fourthdown.Die{r.DriveDie, r.TimeDie, r.TurnDie, r.ConvDie, r.FGDie, r.TwoDie}
	for s := range r.Tables {
		dice = append(dice, r.Tables[s].Distance)
	}
	for _, d := range dice {
		if d.Sides == 0 {
			continue // a die the ruleset does not roll (Gridiron has no try)
		}
		if !seen[d.Sides] {
			seen[d.Sides] = true
			sides = append(sides, d.Sides)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(sides)))
	names := make([]string, len(sides))
	for i, n := range sides {
		names[i] = "d" + strconv.Itoa(n)
	}
	return engine.AndList(names)
}

// zeroDice names the rolls made on a d20 numbered 0-19 ("Drive and
// turnover rolls are"), or is empty when every d20 is numbered 1-20.
func zeroDice(r *fourthdown.Ruleset) string {
	var rolls []string
	for _, d := range []struct {
		name string
		die  fourthdown.Die
	}{{"drive", r.DriveDie}, {"time", r.TimeDie}, {"turnover", r.TurnDie}, {"conversion", r.ConvDie}, {"field-goal", r.FGDie}} {
		if d.die.Sides == 20 && d.die.Min == 0 {
			rolls = append(rolls, d.name)
		}
	}
	if len(rolls) == 0 {
		return ""
	}
	list := engine.AndList(rolls)
	return strings.ToUpper(list[:1]) + list[1:] + " rolls are"
}

// capExample works the time cap (R5) for a row that reaches the end zone
// but is not the smallest row that does: from the own 30 if the tables
// have such a row there, else the nearest spot that does. Empty when no
// spot has one.
func capExample(r *fourthdown.Ruleset) string {
	for d := 0; d <= 69; d++ {
		// The own 30, then one yard either side, two yards, ...
		for _, own := range []int{30 - d, 30 + d}[:min(2, d+1)] {
			if own < 1 || own > 99 {
				continue
			}
			need := 100 - own
			for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
				t := &r.Tables[s]
				ci, ok := t.TimeCapRow(need)
				if !ok {
					continue
				}
				for i, row := range t.Rows {
					if row.TD || row.Yards < need || row.Time == t.Rows[ci].Time {
						continue
					}
					return fmt.Sprintf("%s %d from own %d: %d blocks (%s %d), not %d.",
						s.Title(), i+r.DriveDie.Min, own, t.Rows[ci].Time, s.Title(), ci+r.DriveDie.Min, row.Time)
				}
			}
		}
	}
	return ""
}

func faceRange(lo, hi int) string {
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}

// faceList writes faces as ranges: "2-20", "1, 3-5".
func faceList(faces []int) string {
	if len(faces) == 0 {
		return "none"
	}
	var parts []string
	for i := 0; i < len(faces); {
		j := i
		for j+1 < len(faces) && faces[j+1] == faces[j]+1 {
			j++
		}
		parts = append(parts, faceRange(faces[i], faces[j]))
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

func percent(n, of int) string {
	p := float64(n) * 100 / float64(of)
	return strconv.FormatFloat(p, 'f', -1, 64) + "%"
}

// A topic is one card of the cards layout, one section of the sheet.
type topic struct {
	Title    string
	Subtitle string // under the title, e.g. the style's turnover range
	Blocks   []block
	Notes    []block // on the dense sheet only (a card has no room)
}

// block is part of a topic. Blocks are laid out top to bottom.
type block interface {
	build(x, y, w float64, st aidStyle) ([]Item, float64)
}

// aidStyle is the sizes of one layout; rowH is tuned to fill the space.
type aidStyle struct {
	title, sub, head, body, text, term Font
	rowH, headH, lineH, gap, pad       float64
	splitSub                           bool // subtitle parts on lines of their own
}

func aidTopics(r *fourthdown.Ruleset, charts *solve.Charts) ([]topic, error) {
	v := newAidView(r)
	if charts != nil {
		v.SolvedClock = charts.Clock
	}
	tmpl := templates.Aids()
	blocks := map[string]textBlock{}
	read := func(names ...string) error {
		for _, n := range names {
			var b bytes.Buffer
			if err := tmpl.ExecuteTemplate(&b, n, v); err != nil {
				return fmt.Errorf("play-aid text %q: %w", n, err)
			}
			blocks[n] = parseText(b.String())
		}
		return nil
	}
	if err := read("drive-note", "dice", "game", "order", "fourth", "conversion", "fg", "try", "scoring", "clock", "cap", "late", "untimed", "placements"); err != nil {
		return nil, err
	}
	var out []topic
	for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
		sv := v.Styles[s]
		out = append(out, topic{
			Title:    sv.Title + " drive table",
			Subtitle: fmt.Sprintf("Turnover on %s %s (%s)  |  4th-down distance %s", r.TurnDie.Name(), sv.Turnover, sv.Percent, sv.Distance),
			Blocks:   []block{driveTable(r, s)},
			Notes:    []block{blocks["drive-note"]},
		})
	}
	out = append(out,
		topic{Title: "4th down", Subtitle: "Conversion table: " + r.ConvDie.String(),
			Blocks: []block{blocks["fourth"], conversionTable(r), blocks["conversion"]}},
		topic{Title: "Field goal and try", Subtitle: "Field-goal table: " + r.FGDie.String(),
			Blocks: []block{fgTable(r), blocks["fg"], aidHeading("Try after a touchdown"), blocks["try"]}},
		topic{Title: "Order of a drive", Blocks: []block{blocks["order"], aidHeading("Clock, dice and spots"), blocks["clock"], blocks["dice"]}},
		topic{Title: "Scoring and ball placement", Blocks: []block{blocks["scoring"], aidHeading("Next drive starts"), blocks["placements"],
			aidHeading("Start and end of the game"), blocks["game"]}},
		topic{Title: "Time cap and end of a half", Blocks: []block{aidHeading("TD time cap"), blocks["cap"],
			aidHeading("Late-half rule"), blocks["late"], aidHeading("Untimed down"), blocks["untimed"]}},
	)
	if charts == nil {
		return out, nil
	}
	if err := read("solved-fourth", "solved-try"); err != nil {
		return nil, err
	}
	out = append(out, topic{Title: "4th down, solved", Subtitle: "Yards to the goal line (rows), yards to go (columns)",
		Blocks: []block{solvedFourthTable(charts), blocks["solved-fourth"]}})
	if charts.Try != nil {
		out = append(out, topic{Title: "Kick or two, solved", Subtitle: "Second half: lead after the TD (rows), blocks left (columns)",
			Blocks: []block{solvedTryTable(charts), blocks["solved-try"]}})
	}
	return out, nil
}

// Shades of the solved cards' cells, so they read in black and white too
// (with the letters).
var (
	solvedGo  = Gray(0.66)
	solvedFG  = Gray(0.86)
	solvedTwo = Gray(0.72)
)

// solvedFourthTable is the 4th-down chart: a row per distance band, a
// column per yard to go.
func solvedFourthTable(c *solve.Charts) tableBlock {
	b := tableBlock{cols: []Column{{Header: "To goal", Align: Center, Bold: true, W: 0.19}}}
	for t := 1; t <= c.ToGo; t++ {
		b.cols = append(b.cols, Column{Header: strconv.Itoa(t), Align: Center, W: 0.81 / float64(c.ToGo)})
	}
	for _, band := range c.Fourth {
		b.rows = append(b.rows, append([]string{faceRange(band.Lo, band.Hi)}, band.Cells...))
	}
	b.fill = func(row, col int) *Color {
		switch b.rows[row][col] {
		case solve.ChoiceLetter(fourthdown.ChGo):
			return solvedGo.Ptr()
		case solve.ChoiceLetter(fourthdown.ChFG):
			return solvedFG.Ptr()
		}
		return nil
	}
	return b
}

// solvedTryTable is the try chart: a row per margin, a column per blocks
// left.
func solvedTryTable(c *solve.Charts) tableBlock {
	b := tableBlock{split: 2, headMax: 6.5, pad: 0.4, cols: []Column{{Header: "Lead", Align: Center, Bold: true, W: 0.18}}}
	for _, clock := range c.TryClocks {
		b.cols = append(b.cols, Column{Header: strconv.Itoa(clock), Align: Center, W: 0.82 / float64(len(c.TryClocks))})
	}
	for i, m := range c.TryMargins {
		label := strconv.Itoa(m)
		if m > 0 {
			label = "+" + label
		}
		b.rows = append(b.rows, append([]string{label}, c.Try[i]...))
	}
	b.fill = func(row, col int) *Color {
		if b.rows[row][col] == solve.ChoiceLetter(fourthdown.ChTwo) {
			return solvedTwo.Ptr()
		}
		return nil
	}
	return b
}

// tableBlock is a table of the play aids; split > 1 prints it as that many
// side-by-side parts (a 20-row table as two of 10).
type tableBlock struct {
	cols  []Column
	rows  [][]string
	mark  []int
	split int
	// fill shades a body cell (row of rows, column), or nil; a table with
	// fills has no zebra.
	fill func(row, col int) *Color
	// headMax caps the header's font size (narrow columns), 0: none;
	// pad is the cells' padding (0: 1 mm).
	headMax, pad float64
}

func driveTable(r *fourthdown.Ruleset, s fourthdown.Style) tableBlock {
	t := &r.Tables[s]
	b := tableBlock{cols: []Column{
		{Header: "Roll", Align: Center, Bold: true, W: 0.26},
		{Header: "Yards", Align: Center, W: 0.32},
		{Header: "Time (blocks)", Align: Center, W: 0.42},
	}}
	for i, row := range t.Rows {
		face := strconv.Itoa(i + r.DriveDie.Min)
		if row.TD {
			b.rows = append(b.rows, []string{face, "TD", "roll " + r.TimeDie.Name()})
			b.mark = append(b.mark, i)
			continue
		}
		b.rows = append(b.rows, []string{face, strconv.Itoa(row.Yards), strconv.Itoa(row.Time)})
	}
	return b
}

func conversionTable(r *fourthdown.Ruleset) tableBlock {
	b := tableBlock{split: 2, cols: []Column{
		{Header: "Roll", Align: Center, Bold: true, W: 0.4},
		{Header: "Gain", Align: Center, W: 0.6},
	}}
	for i, c := range r.Conversion {
		g := strconv.Itoa(c.Yards)
		if c.TD {
			g = "TD"
			b.mark = append(b.mark, i)
		}
		b.rows = append(b.rows, []string{strconv.Itoa(i + r.ConvDie.Min), g})
	}
	return b
}

// fgTable is the make-distance table with equal neighbours grouped
// ("5-8: 30 yards"), or the banded table of a variant.
func fgTable(r *fourthdown.Ruleset) tableBlock {
	if len(r.FGBands) > 0 {
		b := tableBlock{cols: []Column{
			{Header: "Distance to goal", Align: Center, Bold: true, W: 0.5},
			{Header: "Good on " + r.FGDie.Name(), Align: Center, W: 0.5},
		}}
		lo := 0
		for _, band := range r.FGBands {
			dist := fmt.Sprintf("%d-%d yards", lo+1, band.MaxDistance)
			if lo == 0 {
				dist = "up to " + engine.Yards(band.MaxDistance)
			}
			b.rows = append(b.rows, []string{dist, faceRange(band.Need, r.FGDie.Max())})
			lo = band.MaxDistance
		}
		return b
	}
	b := tableBlock{cols: []Column{
		{Header: "Roll", Align: Center, Bold: true, W: 0.5},
		{Header: "Make distance", Align: Center, W: 0.5},
	}}
	for i := 0; i < len(r.FGMake); {
		j := i
		for j+1 < len(r.FGMake) && r.FGMake[j+1] == r.FGMake[i] {
			j++
		}
		b.rows = append(b.rows, []string{faceRange(i+r.FGDie.Min, j+r.FGDie.Min), engine.Yards(r.FGMake[i])})
		i = j + 1
	}
	return b
}

// build lays the table out in width w; column widths are fractions of w.
func (b tableBlock) build(x, y, w float64, st aidStyle) ([]Item, float64) {
	parts := b.split
	if parts < 1 {
		parts = 1
	}
	const gutter = 3.0
	pw := (w - gutter*float64(parts-1)) / float64(parts)
	per := (len(b.rows) + parts - 1) / parts
	var out []Item
	h := 0.0
	for p := 0; p < parts; p++ {
		lo, hi := p*per, min((p+1)*per, len(b.rows))
		t := Table{
			X: x + float64(p)*(pw+gutter), Y: y, HeaderH: st.headH, RowH: st.rowH, Pad: 1,
			HeaderFont: st.head, Font: st.body, HeaderFill: Gray(0.25).Ptr(), HeaderColor: White,
			Zebra: Gray(0.9).Ptr(), Rules: Gray(0.65).Ptr(), Border: Black.Ptr(), MarkFill: Gray(0.78).Ptr(),
			Rows: b.rows[lo:hi],
		}
		for _, c := range b.cols {
			c.W *= pw
			t.Columns = append(t.Columns, c)
		}
		for _, m := range b.mark {
			if m >= lo && m < hi {
				t.MarkRows = append(t.MarkRows, m-lo)
			}
		}
		if b.pad > 0 {
			t.Pad = b.pad
		}
		if b.headMax > 0 {
			// Narrow columns: the header as large as fits every column.
			t.HeaderFont.Size = min(t.HeaderFont.Size, b.headMax)
			for _, c := range t.Columns {
				t.HeaderFont = Fit(t.HeaderFont, c.Header, c.W-2*t.Pad, 4)
			}
		}
		if b.fill != nil {
			t.Zebra = nil
			cx := t.X
			for c, col := range t.Columns {
				for r := lo; r < hi; r++ {
					if f := b.fill(r, c); f != nil {
						out = append(out, Rect{X: cx, Y: t.Y + t.HeaderH + float64(r-lo)*t.RowH, W: col.W, H: t.RowH, Fill: f})
					}
				}
				cx += col.W
			}
			t.ColRules = Gray(0.65).Ptr()
		}
		out = append(out, t)
		h = max(h, t.H())
	}
	return out, h
}

// textBlock is lines of play-aid text (see templates/aids.tmpl).
type textBlock []textLine

type textLine struct {
	Kind string // "p", "bullet", "step", "heading"
	Num  string // the step's number
	Term string // bold lead-in
	Text string
}

func parseText(s string) textBlock {
	var out textBlock
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		tl := textLine{Kind: "p"}
		switch {
		case strings.HasPrefix(l, "# "):
			tl.Kind, l = "heading", l[2:]
		case strings.HasPrefix(l, "- "):
			tl.Kind, l = "bullet", l[2:]
		default:
			if i := strings.Index(l, ". "); i > 0 && i <= 3 {
				if _, err := strconv.Atoi(l[:i]); err == nil {
					tl.Kind, tl.Num, l = "step", l[:i], l[i+2:]
				}
			}
		}
		if term, text, ok := strings.Cut(l, " :: "); ok {
			tl.Term, l = strings.TrimSpace(term), text
		}
		tl.Text = strings.TrimSpace(l)
		out = append(out, tl)
	}
	return out
}

func aidHeading(s string) textBlock { return textBlock{{Kind: "heading", Text: s}} }

func (b textBlock) build(x, y, w float64, st aidStyle) ([]Item, float64) {
	var out []Item
	y0 := y
	for i, l := range b {
		if l.Kind == "heading" {
			if i > 0 || y > y0 {
				y += st.gap * 0.6
			}
			out = append(out, Text{X: x, Y: y, W: w, H: st.lineH * 1.15, S: l.Text, Font: st.term.WithSize(st.text.Size + 1)})
			y += st.lineH * 1.15
			out = append(out, Line{X1: x, Y1: y, X2: x + w, Y2: y, Color: Gray(0.4), LineW: 0.2})
			y += st.gap * 0.4
			continue
		}
		indent := 0.0
		switch l.Kind {
		case "bullet":
			indent = 3.5
			out = append(out, Text{X: x + 0.5, Y: y, W: 3, H: st.lineH, S: "\u2022", Font: st.text})
		case "step":
			indent = 5
			out = append(out, Text{X: x, Y: y, W: 4, H: st.lineH, S: l.Num, Font: st.term, Align: Right})
		}
		tx, tw := x+indent, w-indent
		first := 0.0
		if l.Term != "" {
			term := l.Term + ":"
			out = append(out, Text{X: tx, Y: y, W: TextWidth(st.term, term), H: st.lineH, S: term, Font: st.term})
			first = TextWidth(st.term, term) + TextWidth(st.text, " ")
		}
		for j, line := range WrapFirst(st.text, l.Text, tw-first, tw) {
			if j == 0 {
				out = append(out, Text{X: tx + first, Y: y, W: tw - first, H: st.lineH, S: line, Font: st.text})
			} else {
				out = append(out, Text{X: tx, Y: y, W: tw, H: st.lineH, S: line, Font: st.text})
			}
			y += st.lineH
		}
		y += st.gap * 0.35
	}
	return out, y - y0
}

// topicItems draws a topic's title band and blocks in width w at x, y and
// returns the items and the height used.
func topicItems(t topic, x, y, w float64, st aidStyle) ([]Item, float64) {
	y0 := y
	titleH := st.title.Height() * 1.8
	out := []Item{
		Rect{X: x, Y: y, W: w, H: titleH, Fill: Black.Ptr()},
		Text{X: x + st.pad, Y: y, W: w - 2*st.pad, H: titleH, S: t.Title, Font: Fit(st.title, t.Title, w-2*st.pad, 7), Color: White},
	}
	y += titleH
	if t.Subtitle != "" {
		sh := st.sub.Height() * 1.6
		lines := []string{t.Subtitle}
		if f := Fit(st.sub, t.Subtitle, w, 6); f.Size < st.sub.Size || st.splitSub {
			lines = strings.Split(t.Subtitle, "  |  ")
		}
		y += 0.3
		for _, l := range lines {
			out = append(out, Text{X: x, Y: y, W: w, H: sh, S: l, Font: Fit(st.sub, l, w, 6), Align: Center})
			y += sh
		}
	}
	y += st.gap * 0.6
	for i, b := range t.Blocks {
		items, h := b.build(x, y, w, st)
		out = append(out, items...)
		y += h
		if i < len(t.Blocks)-1 {
			y += st.gap
		}
	}
	return out, y - y0
}

// footer is the small line naming the ruleset on every card and page.
func aidFooter(r *fourthdown.Ruleset) string { return r.Title + "  |  fourthdown play aid" }

// layoutCards puts one topic on each card, four cards per page (2 x 2),
// with crop marks in the margins at every cut line.
func layoutCards(r *fourthdown.Ruleset, paper Paper, topics []topic) ([]Page, error) {
	const margin, inset, pad = 10.0, 1.5, 2.6 // crop marks stay 6 mm inside the edge
	cw, ch := (paper.W-2*margin)/2, (paper.H-2*margin)/2
	innerW := cw - 2*inset - 2*pad
	innerH := ch - 2*inset - 2*pad - 4 // room for the footer
	var pages []Page
	for i, t := range topics {
		if i%4 == 0 {
			pages = append(pages, Page{Items: cropMarks(paper, margin, cw, ch)})
		}
		col, row := i%2, (i/2)%2
		cx, cy := margin+float64(col)*cw, margin+float64(row)*ch
		pg := &pages[len(pages)-1]
		pg.Add(Rect{X: cx + inset, Y: cy + inset, W: cw - 2*inset, H: ch - 2*inset, Stroke: Gray(0.55).Ptr(), LineW: 0.3, Radius: 3})
		items, err := fitTopic(t, cx+inset+pad, cy+inset+pad, innerW, innerH, cardStyle)
		if err != nil {
			return nil, fmt.Errorf("play-aid card %q does not fit on %s paper", t.Title, paper.Name)
		}
		pg.Add(items...)
		ft := Italic(6.5)
		pg.Add(Text{X: cx + inset + pad, Y: cy + ch - inset - pad - 3.5, W: innerW, H: 3.5, S: aidFooter(r), Font: Fit(ft, aidFooter(r), innerW, 5), Align: Right, Color: Gray(0.35)})
	}
	return pages, nil
}

var cardStyle = aidStyle{
	title: BoldFont(13), sub: BoldFont(10), head: BoldFont(8.5), body: Regular(10),
	text: Regular(8.6), term: BoldFont(8.6), rowH: 5.4, headH: 6, lineH: 3.85, gap: 2.6, pad: 2.5,
}

// fitTopic lays a topic out with the largest table row height (from
// st.rowH + 1.5 mm down to 3.5 mm) at which it fits in h.
func fitTopic(t topic, x, y, w, h float64, st aidStyle) ([]Item, error) {
	for rh := st.rowH + 1.5; rh >= 3.5; rh -= 0.1 {
		items, used := topicItems(t, x, y, w, withRowH(st, rh))
		if used <= h {
			return items, nil
		}
	}
	return nil, fmt.Errorf("%q does not fit", t.Title)
}

func withRowH(st aidStyle, rh float64) aidStyle {
	st.rowH = rh
	return st
}

// cropMarks are short lines in the page margin in line with every cut,
// and light dashed cut lines between the cards.
func cropMarks(paper Paper, margin, cw, ch float64) []Item {
	const gap, length = 0.8, 3.2
	gray := Gray(0.3)
	var out []Item
	for i := 0; i <= 2; i++ {
		x := margin + float64(i)*cw
		y := margin + float64(i)*ch
		out = append(out,
			Line{X1: x, Y1: margin - gap - length, X2: x, Y2: margin - gap, Color: gray, LineW: 0.2},
			Line{X1: x, Y1: paper.H - margin + gap, X2: x, Y2: paper.H - margin + gap + length, Color: gray, LineW: 0.2},
			Line{X1: margin - gap - length, Y1: y, X2: margin - gap, Y2: y, Color: gray, LineW: 0.2},
			Line{X1: paper.W - margin + gap, Y1: y, X2: paper.W - margin + gap + length, Y2: y, Color: gray, LineW: 0.2},
		)
	}
	dash := []float64{1.5, 1.5}
	out = append(out,
		Line{X1: margin + cw, Y1: margin, X2: margin + cw, Y2: paper.H - margin, Color: Gray(0.6), LineW: 0.2, Dash: dash},
		Line{X1: margin, Y1: margin + ch, X2: paper.W - margin, Y2: margin + ch, Color: Gray(0.6), LineW: 0.2, Dash: dash},
	)
	return out
}

var sheetStyle = aidStyle{
	title: BoldFont(11), sub: BoldFont(7.6), head: BoldFont(7.8), body: Regular(9.5),
	text: Regular(8.2), term: BoldFont(8.2), rowH: 5, headH: 5.2, lineH: 3.6, gap: 2.2, pad: 2,
}

// layoutSheet packs the topics densely on two pages: the three drive
// tables side by side on page one with the order of a drive under them,
// the other topics on page two in two columns.
func layoutSheet(r *fourthdown.Ruleset, paper Paper, topics []topic) ([]Page, error) {
	const margin, colGap, topicGap = 11.0, 5.0, 6.0
	w := paper.W - 2*margin
	bottom := paper.H - margin - 5
	var pages []Page
	sides := 2
	if len(topics) > 8 {
		sides = 3 // the solved cards on a page of their own
	}
	for p := 0; p < sides; p++ {
		var pg Page
		title := r.Title
		pg.Add(Text{X: margin, Y: margin, W: w * 0.75, H: 8, S: title, Font: Fit(BoldFont(15), title, w*0.75, 9)})
		side := fmt.Sprintf("Play aid  |  side %d of %d", p+1, sides)
		pg.Add(Text{X: margin + w*0.75, Y: margin, W: w * 0.25, H: 8, S: side, Font: Italic(9), Align: Right})
		pg.Add(Line{X1: margin, Y1: margin + 9, X2: margin + w, Y2: margin + 9, LineW: 0.5})
		pg.Add(Text{X: margin, Y: paper.H - margin - 3.5, W: w, H: 3.5, S: aidFooter(r), Font: Italic(6.5), Align: Right, Color: Gray(0.35)})
		pages = append(pages, pg)
	}
	top := margin + 13
	fits := func(t topic, y, h float64) error {
		if y+h > bottom {
			return fmt.Errorf("play-aid sheet: %q does not fit on %s paper", t.Title, paper.Name)
		}
		return nil
	}
	// Page one: the drive tables in three columns, as tall as the order of
	// a drive under them allows.
	cw3 := (w - 2*colGap) / 3
	order := topics[5]
	orderSt := withText(sheetStyle, 9.2, 4.1)
	_, orderH := topicItems(order, margin, 0, w, orderSt)
	var first []Item
	for rh := sheetStyle.rowH + 2; rh >= 3.4; rh -= 0.1 {
		first = first[:0]
		h3 := 0.0
		for i := 0; i < 3; i++ {
			t := topics[i]
			t.Blocks = append(append([]block(nil), t.Blocks...), t.Notes...)
			st := withRowH(sheetStyle, rh)
			st.splitSub = true
			items, h := topicItems(t, margin+float64(i)*(cw3+colGap), top, cw3, st)
			first = append(first, items...)
			h3 = max(h3, h)
		}
		if top+h3+topicGap+orderH <= bottom || rh < 3.45 {
			items, _ := topicItems(order, margin, top+h3+topicGap, w, orderSt)
			first = append(first, items...)
			if err := fits(order, top+h3+topicGap, orderH); err != nil {
				return nil, err
			}
			break
		}
	}
	pages[0].Add(first...)
	// Page two: two columns.
	cw2 := (w - colGap) / 2
	cols := [][]topic{{topics[3], topics[4]}, {topics[6], topics[7]}}
	for c, list := range cols {
		y := top
		for _, t := range list {
			items, h := topicItems(t, margin+float64(c)*(cw2+colGap), y, cw2, withText(sheetStyle, 8.8, 3.9))
			if err := fits(t, y, h); err != nil {
				return nil, err
			}
			pages[1].Add(items...)
			y += h + topicGap
		}
	}
	// Page three: the solved cards side by side.
	for c, t := range topics[min(8, len(topics)):] {
		items, h := topicItems(t, margin+float64(c)*(cw2+colGap), top, cw2, sheetStyle)
		if err := fits(t, top, h); err != nil {
			return nil, err
		}
		pages[2].Add(items...)
	}
	return pages, nil
}

func withText(st aidStyle, size, lineH float64) aidStyle {
	st.text = st.text.WithSize(size)
	st.term = st.term.WithSize(size)
	st.lineH = lineH
	return st
}
