package fourthdown

import (
	"fmt"
	"maps"
	"slices"
)

// Row is one row of a drive table. TD rows score wherever the ball is;
// their time is rolled on the time die and capped (R5).
type Row struct {
	Yards int
	Time  int
	TD    bool
}

// DriveTable is the drive table of one play style, indexed by die face.
type DriveTable struct {
	Rows []Row
	// Turnover faces on the turnover die: TurnoverMin..TurnoverMax.
	TurnoverMin int
	TurnoverMax int
	// Distance is the 4th-down distance die for this style.
	Distance Die
}

// IsTurnover reports whether a turnover-die face is a turnover for the style.
func (t *DriveTable) IsTurnover(face int) bool {
	return face >= t.TurnoverMin && face <= t.TurnoverMax
}

// ConvResult is one row of the 4th-down conversion table.
type ConvResult struct {
	Yards int
	TD    bool
}

// FGBand is one distance band of a banded field-goal table (Gridiron):
// from MaxDistance or closer, the kick is good on Need or higher.
type FGBand struct {
	MaxDistance int
	Need        int
}

// Ruleset is every table and parameter of a game. The engine's fold reads
// only this value, so a variant is a different Ruleset, never different code.
type Ruleset struct {
	Name  string
	Title string

	DriveDie Die
	TimeDie  Die
	TurnDie  Die
	Tables   [NumStyles]DriveTable

	// TimeRollOnReach: a non-TD row whose yards reach the end zone also
	// rolls the time die (capped), as a TD row does. 4th Down: false (R5).
	TimeRollOnReach bool

	ConvDie    Die
	Conversion []ConvResult

	FGDie Die
	// FGMake is the make distance by face (4th Down). Used when FGBands is empty.
	FGMake []int
	// FGBands, when set, replace FGMake (Gridiron's d6 by distance).
	FGBands []FGBand
	FGRange int

	TDPoints     int
	FGPoints     int
	SafetyPoints int

	// Try after a touchdown. HasTry false means no try (Gridiron).
	HasTry      bool
	KickTryMake int // kick is good if FG make distance >= this
	KickPoints  int
	TwoDie      Die
	TwoNeed     int // two-point try good on this face or higher
	TwoPoints   int

	Kickoff        int // receiving team's own yard line
	SafetyKickoff  int // after a safety, the scoring team's own yard line
	NegatedTDSpot  int // after a turnover on a scoring drive
	PuntDistance   int
	PuntTouchback  int
	MissBack       int
	MissTouchback  int
	HalfBlocks     int
	SecondsPerBlk  int
	UntimedChoices bool // false: the short late-half rule (FG if in range, else the half ends)

	// derived is read off the tables by Build and lives with them.
	derived *derived
	// dice is the die each kind of roll asks for, by play style (askDie),
	// looked up by Build; Sides 0 where a choice is asked. Its sizes are
	// powers of two so that State.die reads it without bounds checks.
	dice [16][4]Die
}

// derived is what Build reads off a ruleset's tables once: the answers of
// TimeCap and LateRow by yards needed and blocks left, so that the fold
// looks them up instead of scanning a table. They are the tables' own
// answers (built by calling TimeCap and LateRow), not rules of their own.
type derived struct {
	built   *Ruleset                // the ruleset Build made (a copy of it is not built)
	timeCap [NumStyles][101]timeCap // the time cap by yards needed, 0..100
	lateRow [NumStyles][]lookup     // by blocks left, 0..HalfBlocks
	// groups are FaceGroups of the rolls whose grouping the rest of the
	// state does not change (all but the field goals'), by kind and play
	// style: groupFaces of a state asking for each.
	groups [numAsks][NumStyles][]FaceGroup
}

// timeCap is the row whose time caps a scoring drive (R5, TimeCapRow):
// its face and its time, both 0 when no row gains the yards needed.
type timeCap struct{ row, time int32 }

// lookup is one precomputed (value, ok) answer.
type lookup struct {
	v  int32
	ok bool
}

// Build checks a ruleset and makes it ready to play: the result is a new
// ruleset (its tables copied, so later changes to r do not reach it) with
// whatever the fold derives from the tables built in. Every ruleset a game
// is played under comes from Build: the built-ins, Gridiron and house rules
// alike. A built ruleset must not be changed; change a copy and Build it.
func (r Ruleset) Build() (*Ruleset, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	c := *r.Clone()
	d := &derived{}
	for st := Style(0); st < NumStyles; st++ {
		t := &c.Tables[st]
		for need := range d.timeCap[st] {
			row, time := c.workTimeCap(st, need)
			d.timeCap[st][need] = timeCap{int32(row), int32(time)}
		}
		d.lateRow[st] = make([]lookup, c.HalfBlocks+1)
		for left := range d.lateRow[st] {
			v, ok := t.LateRow(left)
			d.lateRow[st][left] = lookup{int32(v), ok}
		}
	}
	c.dice = [16][4]Die{}
	for k := range numAsks {
		for st := range NumStyles {
			if p := c.askDie(k, st); p != nil {
				c.dice[k][st] = *p
			}
		}
	}
	c.derived = d
	for k := range d.groups {
		if AskKind(k) == AskFG || AskKind(k) == AskUntimedFG {
			continue // read against the ball's distance
		}
		for st := range d.groups[k] {
			probe := State{Rules: &c, ask: AskKind(k), style: Style(st)}
			d.groups[k][st] = probe.groupFaces(nil)
		}
	}
	d.built = &c
	return &c, nil
}

// Clone is a copy of r with tables of its own (a table left empty nil):
// changing it changes neither r nor anything built from r.
func (r *Ruleset) Clone() *Ruleset {
	c := *r
	for s := range c.Tables {
		c.Tables[s].Rows = append([]Row(nil), r.Tables[s].Rows...)
	}
	c.Conversion = append([]ConvResult(nil), r.Conversion...)
	c.FGMake, c.FGBands = nil, nil
	if len(r.FGMake) > 0 {
		c.FGMake = append([]int(nil), r.FGMake...)
	}
	if len(r.FGBands) > 0 {
		c.FGBands = append([]FGBand(nil), r.FGBands...)
	}
	return &c
}

// Built reports whether r came from Build (and so may be played). A copy of
// a built ruleset is not built: it may have been changed since.
func (r *Ruleset) Built() bool { return r != nil && r.derived != nil && r.derived.built == r }

// mustBuild builds a built-in ruleset; an invalid one is a programming error.
func mustBuild(r Ruleset) *Ruleset {
	b, err := r.Build()
	if err != nil {
		panic(fmt.Sprintf("ruleset %s: %v", r.Name, err))
	}
	return b
}

// timeCap is the time cap of a drive of style st that needs need yards to
// score (R5): the face of the row whose time caps it and that time, both 0
// when no row gains need yards. Looked up (workTimeCap, by Build).
func (r *Ruleset) timeCap(st Style, need int) (row, time int) {
	if uint(need) > 100 {
		return r.workTimeCap(st, need)
	}
	c := &r.derived.timeCap[st][need]
	return int(c.row), int(c.time)
}

// workTimeCap is timeCap worked out from the table (TimeCapRow).
func (r *Ruleset) workTimeCap(st Style, need int) (row, time int) {
	t := &r.Tables[st]
	if idx, ok := t.TimeCapRow(need); ok {
		return idx + r.DriveDie.Min, t.Rows[idx].Time
	}
	return 0, 0
}

// lateRow is r.Tables[st].LateRow(left), looked up.
func (r *Ruleset) lateRow(st Style, left int) (int, bool) {
	tab := r.derived.lateRow[st]
	if uint(left) >= uint(len(tab)) {
		return r.Tables[st].LateRow(left)
	}
	l := tab[left]
	return int(l.v), l.ok
}

// FourthDown is the ruleset of 4th Down! A Dice Football Game, v1.0,
// with the rulings R1-R20.
var FourthDown = mustBuild(Ruleset{
	Name:     "4th-down",
	Title:    "4th Down! A Dice Football Game v1.0",
	DriveDie: Die{Sides: 20, Min: 1},
	TimeDie:  Die{Sides: 20, Min: 1},
	TurnDie:  Die{Sides: 20, Min: 1},
	Tables: [NumStyles]DriveTable{
		Balanced: {
			Rows: []Row{
				{-10, 4, false}, {0, 5, false}, {3, 6, false}, {5, 6, false}, {6, 7, false},
				{7, 8, false}, {9, 9, false}, {12, 10, false}, {15, 11, false}, {18, 18, false},
				{25, 19, false}, {32, 22, false}, {38, 26, false}, {45, 31, false}, {55, 34, false},
				{68, 38, false}, {80, 40, false}, {0, 0, true}, {0, 0, true}, {0, 0, true},
			},
			TurnoverMin: 1, TurnoverMax: 2,
			Distance: Die{Sides: 10, Min: 1},
		},
		Run: {
			Rows: []Row{
				{-2, 12, false}, {0, 12, false}, {2, 12, false}, {3, 12, false}, {4, 12, false},
				{6, 12, false}, {8, 12, false}, {10, 15, false}, {12, 17, false}, {15, 18, false},
				{18, 20, false}, {22, 22, false}, {26, 24, false}, {30, 27, false}, {34, 32, false},
				{38, 35, false}, {42, 38, false}, {60, 40, false}, {90, 45, false}, {0, 0, true},
			},
			TurnoverMin: 1, TurnoverMax: 1,
			Distance: Die{Sides: 8, Min: 1},
		},
		Pass: {
			Rows: []Row{
				{-10, 2, false}, {-5, 3, false}, {0, 4, false}, {5, 4, false}, {8, 5, false},
				{12, 6, false}, {15, 7, false}, {18, 8, false}, {22, 9, false}, {28, 12, false},
				{35, 15, false}, {42, 17, false}, {50, 20, false}, {60, 24, false}, {70, 29, false},
				{80, 36, false}, {90, 40, false}, {0, 0, true}, {0, 0, true}, {0, 0, true},
			},
			TurnoverMin: 1, TurnoverMax: 4,
			Distance: Die{Sides: 20, Min: 1},
		},
	},
	ConvDie: Die{Sides: 20, Min: 1},
	Conversion: []ConvResult{
		{-10, false}, {-5, false}, {0, false}, {1, false}, {1, false},
		{2, false}, {2, false}, {3, false}, {3, false}, {4, false},
		{4, false}, {5, false}, {6, false}, {7, false}, {8, false},
		{10, false}, {14, false}, {20, false}, {30, false}, {0, true},
	},
	FGDie:   Die{Sides: 20, Min: 1},
	FGMake:  []int{0, 15, 20, 25, 30, 30, 30, 30, 35, 35, 35, 35, 40, 40, 40, 40, 45, 45, 45, 45},
	FGRange: 50,

	TDPoints:     6,
	FGPoints:     3,
	SafetyPoints: 2,

	HasTry:      true,
	KickTryMake: 15,
	KickPoints:  1,
	TwoDie:      Die{Sides: 10, Min: 1},
	TwoNeed:     7,
	TwoPoints:   2,

	Kickoff:        30,
	SafetyKickoff:  30,
	NegatedTDSpot:  20,
	PuntDistance:   40,
	PuntTouchback:  20,
	MissBack:       7,
	MissTouchback:  20,
	HalfBlocks:     180,
	SecondsPerBlk:  10,
	UntimedChoices: true,
})

var registry = map[string]*Ruleset{}

// register makes a built-in ruleset available by name. It panics on a
// duplicate or unbuilt ruleset: built-ins are checked at start-up.
func register(r *Ruleset) {
	if !r.Built() {
		panic("ruleset not built: " + r.Name)
	}
	if _, dup := registry[r.Name]; dup {
		panic("ruleset registered twice: " + r.Name)
	}
	registry[r.Name] = r
}

func init() { register(FourthDown) }

// Lookup returns a built-in ruleset by name.
func Lookup(name string) (*Ruleset, bool) {
	r, ok := registry[name]
	return r, ok
}

// Names lists the built-in rulesets, sorted.
func Names() []string { return slices.Sorted(maps.Keys(registry)) }

// Validate checks that the tables fit their dice and the parameters make a
// playable game (every drive moves the clock, spots lie on the field).
func (r *Ruleset) Validate() error {
	dice := map[string]Die{"drive die": r.DriveDie, "time die": r.TimeDie, "turnover die": r.TurnDie,
		"conversion die": r.ConvDie, "field-goal die": r.FGDie}
	if r.HasTry {
		dice["two-point die"] = r.TwoDie
	}
	for name, d := range dice {
		if d.Sides < 2 {
			return fmt.Errorf("%s must have at least 2 sides, has %d", name, d.Sides)
		}
	}
	for s := Style(0); s < NumStyles; s++ {
		t := &r.Tables[s]
		if len(t.Rows) != r.DriveDie.Sides {
			return fmt.Errorf("%s table has %d rows, the drive die has %d faces", s.Title(), len(t.Rows), r.DriveDie.Sides)
		}
		for i, row := range t.Rows {
			if !row.TD && row.Time < 1 {
				return fmt.Errorf("%s table row %d: time must be at least 1 block, is %d", s.Title(), i+r.DriveDie.Min, row.Time)
			}
		}
		if t.Distance.Sides < 1 {
			return fmt.Errorf("%s 4th-down distance die must have at least 1 side", s.Title())
		}
		if t.Distance.Min < 1 {
			return fmt.Errorf("%s 4th-down distance die must start at 1 or more", s.Title())
		}
		if t.TurnoverMin <= t.TurnoverMax && (!r.TurnDie.Valid(t.TurnoverMin) || !r.TurnDie.Valid(t.TurnoverMax)) {
			return fmt.Errorf("%s turnovers %d-%d are not on the turnover die %s", s.Title(), t.TurnoverMin, t.TurnoverMax, r.TurnDie)
		}
	}
	if len(r.Conversion) != r.ConvDie.Sides {
		return fmt.Errorf("conversion table has %d rows, the conversion die has %d faces", len(r.Conversion), r.ConvDie.Sides)
	}
	if len(r.FGBands) == 0 && len(r.FGMake) != r.FGDie.Sides {
		return fmt.Errorf("field-goal table has %d rows, the field-goal die has %d faces", len(r.FGMake), r.FGDie.Sides)
	}
	for i, b := range r.FGBands {
		if i > 0 && b.MaxDistance <= r.FGBands[i-1].MaxDistance {
			return fmt.Errorf("field-goal bands must go from the shortest distance up: %d comes after %d", b.MaxDistance, r.FGBands[i-1].MaxDistance)
		}
	}
	if r.TimeDie.Min < 1 {
		return fmt.Errorf("time die must start at 1 or more")
	}
	if r.HalfBlocks < 1 {
		return fmt.Errorf("half length must be at least 1 block, is %d", r.HalfBlocks)
	}
	for name, v := range map[string]int{"kickoff": r.Kickoff, "safety kickoff": r.SafetyKickoff,
		"negated-touchdown spot": r.NegatedTDSpot, "punt touchback": r.PuntTouchback, "missed-FG minimum": r.MissTouchback} {
		if v < 1 || v > 99 {
			return fmt.Errorf("%s must be a yard line from 1 to 99, is %d", name, v)
		}
	}
	return nil
}

// FGGood reports whether a field goal from distance yards is good on face.
// make is the table's make distance (0 for a banded table).
func (r *Ruleset) FGGood(face, distance int) (good bool, make int) {
	if len(r.FGBands) > 0 {
		for _, b := range r.FGBands {
			if distance <= b.MaxDistance {
				return face >= b.Need, 0
			}
		}
		return false, 0
	}
	make = r.FGMake[r.FGDie.Index(face)]
	return make >= distance, make
}

// TimeCapRow is the index of the smallest non-TD row of the table whose
// yards are at least need: the row whose time caps a drive that needs that
// many yards to score (R5). ok is false when no row gains that much.
func (t *DriveTable) TimeCapRow(need int) (idx int, ok bool) {
	best := -1
	for i, row := range t.Rows {
		if row.TD || row.Yards < need {
			continue
		}
		if best < 0 || row.Yards < t.Rows[best].Yards {
			best = i
		}
	}
	return best, best >= 0
}

// TimeCap is the time of the TimeCapRow (R5); ok is false when no row
// gains need yards.
func (t *DriveTable) TimeCap(need int) (time int, ok bool) {
	if i, ok := t.TimeCapRow(need); ok {
		return t.Rows[i].Time, true
	}
	return 0, false
}

// LateRow is the largest non-TD row whose time leaves at least one block
// of left (R17): the highest such row of the table. ok is false when no
// row fits (R18).
func (t *DriveTable) LateRow(left int) (idx int, ok bool) {
	for i := len(t.Rows) - 1; i >= 0; i-- {
		row := t.Rows[i]
		if !row.TD && row.Time <= left-1 {
			return i, true
		}
	}
	return 0, false
}
