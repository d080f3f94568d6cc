package engine

import (
	"fmt"
	"sort"
)

// Die describes a physical die as the players read it: faces Min..Max.
// A d20 numbered 1-20 is Die{Sides: 20, Min: 1}; the Gridiron variant's
// d20 read 0-19 is Die{Sides: 20, Min: 0}.
type Die struct {
	Sides int
	Min   int
}

// Max is the highest face of the die.
func (d Die) Max() int { return d.Min + d.Sides - 1 }

// Valid reports whether v is a face of the die.
func (d Die) Valid(v int) bool { return v >= d.Min && v <= d.Max() }

// Index turns a face into a 0-based table index.
func (d Die) Index(v int) int { return v - d.Min }

// Name is the die as written in the rulebook, e.g. "d20".
func (d Die) Name() string { return fmt.Sprintf("d%d", d.Sides) }

// Range is the die's faces as text, e.g. "1-20".
func (d Die) Range() string { return fmt.Sprintf("%d-%d", d.Min, d.Max()) }

// String is e.g. "d20 (1-20)".
func (d Die) String() string { return d.Name() + " (" + d.Range() + ")" }

// Row is one row of a drive table. TD rows score wherever the ball is;
// their time is rolled on the time die and capped (R5).
type Row struct {
	Yards int  `json:"yards"`
	Time  int  `json:"time"`
	TD    bool `json:"td,omitempty"`
}

// DriveTable is the drive table of one play style, indexed by die face.
type DriveTable struct {
	Rows []Row `json:"rows"`
	// Turnover faces on the turnover die: TurnoverMin..TurnoverMax.
	TurnoverMin int `json:"turnover_min"`
	TurnoverMax int `json:"turnover_max"`
	// Distance is the 4th-down distance die for this style.
	Distance Die `json:"distance"`
}

// IsTurnover reports whether a turnover-die face is a turnover for the style.
func (t *DriveTable) IsTurnover(face int) bool {
	return face >= t.TurnoverMin && face <= t.TurnoverMax
}

// ConvResult is one row of the 4th-down conversion table.
type ConvResult struct {
	Yards int  `json:"yards"`
	TD    bool `json:"td,omitempty"`
}

// FGBand is one distance band of a banded field-goal table (Gridiron):
// from MaxDistance or closer, the kick is good on Need or higher.
type FGBand struct {
	MaxDistance int `json:"max_distance"`
	Need        int `json:"need"`
}

// Ruleset is every table and parameter of a game. The engine's fold reads
// only this value, so a variant is a different Ruleset, never different code.
type Ruleset struct {
	Name  string `json:"name"`
	Title string `json:"title"`

	DriveDie Die                   `json:"drive_die"`
	TimeDie  Die                   `json:"time_die"`
	TurnDie  Die                   `json:"turnover_die"`
	Tables   [NumStyles]DriveTable `json:"tables"`

	// TimeRollOnReach: a non-TD row whose yards reach the end zone also
	// rolls the time die (capped), as a TD row does. 4th Down: false (R5).
	TimeRollOnReach bool `json:"time_roll_on_reach,omitempty"`

	ConvDie    Die          `json:"conversion_die"`
	Conversion []ConvResult `json:"conversion"`

	FGDie Die `json:"fg_die"`
	// FGMake is the make distance by face (4th Down). Used when FGBands is empty.
	FGMake []int `json:"fg_make,omitempty"`
	// FGBands, when set, replace FGMake (Gridiron's d6 by distance).
	FGBands []FGBand `json:"fg_bands,omitempty"`
	FGRange int      `json:"fg_range"`

	TDPoints     int `json:"td_points"`
	FGPoints     int `json:"fg_points"`
	SafetyPoints int `json:"safety_points"`

	// Try after a touchdown. HasTry false means no try (Gridiron).
	HasTry      bool `json:"has_try"`
	KickTryMake int  `json:"kick_try_make"` // kick is good if FG make distance >= this
	KickPoints  int  `json:"kick_points"`
	TwoDie      Die  `json:"two_die"`
	TwoNeed     int  `json:"two_need"` // two-point try good on this face or higher
	TwoPoints   int  `json:"two_points"`

	Kickoff        int  `json:"kickoff"`         // receiving team's own yard line
	SafetyKickoff  int  `json:"safety_kickoff"`  // after a safety, the scoring team's own yard line
	NegatedTDSpot  int  `json:"negated_td_spot"` // after a turnover on a scoring drive
	PuntDistance   int  `json:"punt_distance"`
	PuntTouchback  int  `json:"punt_touchback"`
	MissBack       int  `json:"miss_back"`
	MissTouchback  int  `json:"miss_touchback"`
	HalfBlocks     int  `json:"half_blocks"`
	SecondsPerBlk  int  `json:"seconds_per_block"`
	UntimedChoices bool `json:"untimed_choices"` // false: the short late-half rule (FG if in range, else the half ends)

	// derived is read off the tables when the ruleset is registered.
	derived *derived
}

// derived is data read off a ruleset's tables once, by Register: the
// answers of TimeCap and LateRow by yards needed and blocks left, so that
// the fold looks them up instead of scanning a table. It is the tables'
// own answers (built by calling TimeCap and LateRow), not rules of its
// own. It belongs to the ruleset at owner: a copy of the Ruleset value (at
// another address, perhaps changed) scans its tables as before.
type derived struct {
	owner   *Ruleset
	timeCap [NumStyles][101]lookup // by need, 0..100
	lateRow [NumStyles][]lookup    // by blocks left, 0..HalfBlocks
	// drive is the drive roll's outcome by style, face index and the
	// offense's own yard line: drive[st][idx*101+own], own 0..100.
	drive [NumStyles][]driveOut
}

// driveOut is what a drive roll gives from one spot, read off the table
// row and TimeCap exactly as the fold's driveRoll would work it out.
type driveOut struct {
	yards int32 // yards gained (to the goal line when the drive scores)
	time  int32 // blocks used, when not rolled
	flags uint8
}

const (
	doTDRow    = 1 << iota // the row is a TD row
	doScores               // the drive reaches the end zone
	doTimeRoll             // the time die is rolled next
	doSafety               // the drive ends behind the offense's own goal line
)

// driveOutcome works out the drive roll's outcome for a face index and
// the offense's own yard line from the tables (the rules of driveRoll).
func (r *Ruleset) driveOutcome(st Style, idx, own int) driveOut {
	row := r.Tables[st].Rows[idx]
	need := 100 - own
	var o driveOut
	if row.TD {
		o.flags |= doTDRow
	}
	switch {
	case row.TD:
		o.flags |= doScores | doTimeRoll
		o.yards = int32(need)
	case row.Yards >= need:
		o.flags |= doScores
		o.yards = int32(need)
		if r.TimeRollOnReach {
			o.flags |= doTimeRoll
		} else {
			t, _ := r.Tables[st].TimeCap(need)
			o.time = int32(t)
		}
	default:
		o.yards, o.time = int32(row.Yards), int32(row.Time)
		if own+row.Yards <= 0 {
			o.flags |= doSafety
		}
	}
	return o
}

// lookup is one precomputed (value, ok) answer.
type lookup struct {
	v  int32
	ok bool
}

// derive builds r's derived data from its tables.
func (r *Ruleset) derive() {
	d := &derived{owner: r}
	for st := Style(0); st < NumStyles; st++ {
		t := &r.Tables[st]
		for need := range d.timeCap[st] {
			v, ok := t.TimeCap(need)
			d.timeCap[st][need] = lookup{int32(v), ok}
		}
		if r.HalfBlocks >= 0 && r.HalfBlocks <= 1<<12 {
			d.lateRow[st] = make([]lookup, r.HalfBlocks+1)
			for left := range d.lateRow[st] {
				v, ok := t.LateRow(left)
				d.lateRow[st][left] = lookup{int32(v), ok}
			}
		}
		if n := len(t.Rows); n == r.DriveDie.Sides {
			d.drive[st] = make([]driveOut, n*101)
			for idx := 0; idx < n; idx++ {
				for own := 0; own <= 100; own++ {
					d.drive[st][idx*101+own] = r.driveOutcome(st, idx, own)
				}
			}
		}
	}
	r.derived = d
}

// Prepare builds the lookups the fold reads (as Register does) for a
// ruleset that is not registered, e.g. house rules read from a file:
// call it once the ruleset is valid and will not change. Without it the
// fold works out the same answers from the tables each time.
func (r *Ruleset) Prepare() { r.derive() }

// driveLookup is the drive roll's outcome for face index idx from own,
// looked up when r is prepared; ok is false when it is not.
func (r *Ruleset) driveLookup(st Style, idx, own int) (*driveOut, bool) {
	d := r.derived
	if d == nil || d.owner != r || uint(own) > 100 {
		return nil, false
	}
	tab := d.drive[st]
	i := uint(idx)*101 + uint(own)
	if uint(idx) >= uint(r.DriveDie.Sides) || i >= uint(len(tab)) {
		return nil, false
	}
	return &tab[i], true
}

// timeCap is r.Tables[st].TimeCap(need), looked up when r is registered.
func (r *Ruleset) timeCap(st Style, need int) (int, bool) {
	if d := r.derived; d != nil && d.owner == r && uint(need) < uint(len(d.timeCap[st])) {
		l := d.timeCap[st][need]
		return int(l.v), l.ok
	}
	return r.Tables[st].TimeCap(need)
}

// lateRow is r.Tables[st].LateRow(left), looked up when r is registered.
func (r *Ruleset) lateRow(st Style, left int) (int, bool) {
	if d := r.derived; d != nil && d.owner == r && uint(left) < uint(len(d.lateRow[st])) {
		l := d.lateRow[st][left]
		return int(l.v), l.ok
	}
	return r.Tables[st].LateRow(left)
}

// FourthDown is the ruleset of 4th Down! A Dice Football Game, v1.0,
// with the rulings R1-R20.
var FourthDown = &Ruleset{
	Name:     "4th-down",
	Title:    "4th Down! A Dice Football Game v1.0",
	DriveDie: Die{20, 1},
	TimeDie:  Die{20, 1},
	TurnDie:  Die{20, 1},
	Tables: [NumStyles]DriveTable{
		Balanced: {
			Rows: []Row{
				{-10, 4, false}, {0, 5, false}, {3, 6, false}, {5, 6, false}, {6, 7, false},
				{7, 8, false}, {9, 9, false}, {12, 10, false}, {15, 11, false}, {18, 18, false},
				{25, 19, false}, {32, 22, false}, {38, 26, false}, {45, 31, false}, {55, 34, false},
				{68, 38, false}, {80, 40, false}, {0, 0, true}, {0, 0, true}, {0, 0, true},
			},
			TurnoverMin: 1, TurnoverMax: 2,
			Distance: Die{10, 1},
		},
		Run: {
			Rows: []Row{
				{-2, 12, false}, {0, 12, false}, {2, 12, false}, {3, 12, false}, {4, 12, false},
				{6, 12, false}, {8, 12, false}, {10, 15, false}, {12, 17, false}, {15, 18, false},
				{18, 20, false}, {22, 22, false}, {26, 24, false}, {30, 27, false}, {34, 32, false},
				{38, 35, false}, {42, 38, false}, {60, 40, false}, {90, 45, false}, {0, 0, true},
			},
			TurnoverMin: 1, TurnoverMax: 1,
			Distance: Die{8, 1},
		},
		Pass: {
			Rows: []Row{
				{-10, 2, false}, {-5, 3, false}, {0, 4, false}, {5, 4, false}, {8, 5, false},
				{12, 6, false}, {15, 7, false}, {18, 8, false}, {22, 9, false}, {28, 12, false},
				{35, 15, false}, {42, 17, false}, {50, 20, false}, {60, 24, false}, {70, 29, false},
				{80, 36, false}, {90, 40, false}, {0, 0, true}, {0, 0, true}, {0, 0, true},
			},
			TurnoverMin: 1, TurnoverMax: 4,
			Distance: Die{20, 1},
		},
	},
	ConvDie: Die{20, 1},
	Conversion: []ConvResult{
		{-10, false}, {-5, false}, {0, false}, {1, false}, {1, false},
		{2, false}, {2, false}, {3, false}, {3, false}, {4, false},
		{4, false}, {5, false}, {6, false}, {7, false}, {8, false},
		{10, false}, {14, false}, {20, false}, {30, false}, {0, true},
	},
	FGDie:   Die{20, 1},
	FGMake:  []int{0, 15, 20, 25, 30, 30, 30, 30, 35, 35, 35, 35, 40, 40, 40, 40, 45, 45, 45, 45},
	FGRange: 50,

	TDPoints:     6,
	FGPoints:     3,
	SafetyPoints: 2,

	HasTry:      true,
	KickTryMake: 15,
	KickPoints:  1,
	TwoDie:      Die{10, 1},
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
}

var registry = map[string]*Ruleset{}

// Register makes a built-in ruleset available by name. It panics on a
// duplicate or invalid ruleset: built-ins are checked at start-up.
func Register(r *Ruleset) {
	if err := r.Validate(); err != nil {
		panic(fmt.Sprintf("ruleset %s: %v", r.Name, err))
	}
	if _, dup := registry[r.Name]; dup {
		panic("ruleset registered twice: " + r.Name)
	}
	r.derive()
	registry[r.Name] = r
}

func init() { Register(FourthDown) }

// Lookup returns a built-in ruleset by name.
func Lookup(name string) (*Ruleset, bool) {
	r, ok := registry[name]
	return r, ok
}

// Names lists the built-in rulesets, sorted.
func Names() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

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

// TimeCap is the time of the smallest non-TD row of the table whose yards
// are at least need (R5); ok is false when no row gains that much.
func (t *DriveTable) TimeCap(need int) (time int, ok bool) {
	best := -1
	for i, row := range t.Rows {
		if row.TD || row.Yards < need {
			continue
		}
		if best < 0 || row.Yards < t.Rows[best].Yards {
			best = i
		}
	}
	if best < 0 {
		return 0, false
	}
	return t.Rows[best].Time, true
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
