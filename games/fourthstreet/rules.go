package fourthstreet

import (
	"fmt"

	"github.com/fourthdown/fourthdown/engine"
)

type Side = engine.Side

const (
	Home = engine.Home
	Away = engine.Away
)

// The clock (S6, S10, S11): four quarters of 15:00 in ticks of 10 seconds.
const (
	QuarterTicks = 90
	TwoMinute    = 12 // 2:00
	Timeouts     = 3  // per team per half (S8)
	OTTimeouts   = 2  // per team in overtime (S12)
	Overtime     = 5  // the quarter number of overtime
	TouchbackAt  = 20 // a touchback's spot, the receiving team's own
	TryFrom      = 98 // a try is from the opponent's 2
	FreeKickFrom = 20 // a free kick after a safety (S13)
	EndZone      = 10 // the end zone's depth
	RedZone      = 80 // on or inside the opponent's 20, in the offense's yards
	KickoffSpot  = 30 // the kicking team's own yard line (header kickoff: 35 or 40 for older seasons)
	KickOutYards = 30 // a kickoff out of bounds (70): the ball this far from the kick
	KickBehind   = 7  // a field goal is kicked this far behind the line
	OwnRecovers  = 11 // a fumble's recovery d20 up to this: the team that fumbled
	OnsideLong   = 18 // an onside kick's d20 of this goes 20 + d10
	OnsideLo     = 3  // the two d6 from OnsideLo to OnsideHi: the kicking team recovers
	OnsideHi     = 5
)

// Points of each score (S14).
const (
	TouchdownPoints = 6
	FieldGoalPoints = 3
	SafetyPoints    = 2
	KickPoints      = 1
	TwoPoints       = 2
)

// Ticks of each kind of play (S6).
const (
	TicksPlay       = 3 // a run, a completed pass, a sack, an interception, a fumble
	TicksShort      = 2 // an incomplete pass, a touchdown, a safety, a penalty
	TicksKick       = 1 // a kickoff, a punt, a field goal
	TicksTimeoutCap = 1 // a play after a timeout (S8)
)

// ClockText words ticks left as M:SS ("14:00", "0:30").
func ClockText(ticks int) string {
	s := ticks * 10
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Phase is what comes next.
type Phase uint8

const (
	PhKickoff    Phase = iota // a kickoff (or a free kick): Off receives
	PhScrimmage               // a play from scrimmage
	PhTry                     // a try: Off scored
	PhOvertime                // overtime or tie
	PhOTReceiver              // who receives in overtime
	PhFinal
)

// Tempo is the offense's pace (S7).
type Tempo uint8

const (
	Normal Tempo = iota
	Hurry
	Slow
)

var tempoWords = [...]string{"normal", "hurry", "slow"}
var tempoNames = [...]string{"normal tempo", "hurry-up", "slow-down"}

func (t Tempo) String() string { return tempoNames[t] }

// Out is how long a hurt player is out (S24).
type Out uint8

const (
	Dinged Out = iota
	OutPlay
	OutPossession
	OutQuarter
	OutHalf
	OutGame
	OutGames // Injury.Games more games
	OutSeason
)

// Injury is a hurt player still out.
type Injury struct {
	Side  Side
	Token int
	Out   Out
	Games int
	fresh bool // hurt in the entry being folded
}

// OutText is the JSON's "out": "play", "games:2", "season".
func (j Injury) OutText() string {
	switch j.Out {
	case OutPlay:
		return "play"
	case OutPossession:
		return "possession"
	case OutQuarter:
		return "quarter"
	case OutHalf:
		return "half"
	case OutGame:
		return "game"
	case OutGames:
		return fmt.Sprintf("games:%d", j.Games)
	case OutSeason:
		return "season"
	}
	return "dinged"
}

// OutFor is how long the d20 plus the injury rating keeps a player out (S24).
func OutFor(total int) (Out, int) {
	switch {
	case total >= 18:
		return Dinged, 0
	case total >= 13:
		return OutPlay, 0
	case total >= 10:
		return OutPossession, 0
	case total >= 7:
		return OutQuarter, 0
	case total >= 5:
		return OutHalf, 0
	case total >= 3:
		return OutGame, 0
	case total >= 1:
		return OutGames, 1
	case total >= -1:
		return OutGames, 2
	case total >= -3:
		return OutGames, 3
	case total >= -5:
		return OutGames, -total
	}
	return OutSeason, 0
}

// State is the game between entries.
type State struct {
	Quarter int
	Ticks   int // left in the quarter
	Score   [2]int
	TO      [2]int
	Off     Side // the team with the ball; before a kickoff, the receiving team; before a try, the scorer
	Ball    int  // the spot in Off's yards (0 its goal line, 100 the opponent's)
	Down    int  // 0 when no play from scrimmage is next
	ToGo    int
	Line    int // the line to gain, in Off's yards
	Phase   Phase
	// The coming kickoff: a free kick after a safety, from the kicking
	// team's own KickFrom.
	Free     bool
	KickFrom int
	Tempo    Tempo
	// Before the coming call: a tempo word and a timeout already entered.
	TempoSet bool
	TOSet    bool
	Opening  Side // received the opening kickoff
	KickSpot int  // the kickoff's yard line (header kickoff:)
	Injured  []Injury
	Final    bool
	Tie      bool
	Winner   Side
	// incs counts the offense's successive incomplete passes (S7).
	incs        int
	quarterOver bool
}

// New is the game before the opening kickoff.
func New(receives Side, kickSpot int) State {
	return State{Quarter: 1, Ticks: QuarterTicks, TO: [2]int{Timeouts, Timeouts}, Off: receives, Phase: PhKickoff,
		KickFrom: kickSpot, Opening: receives, KickSpot: kickSpot}
}

// Abs is the spot from the home goal line.
func (s *State) Abs() int { return engine.Abs(s.Off, s.Ball) }

// firstDown sets a 1st and 10 (and goal) at the spot.
func (s *State) firstDown() {
	s.Down, s.Line = 1, min(s.Ball+10, 100)
	s.ToGo = s.Line - s.Ball
}

// newPossession gives team the ball at own with a 1st and 10.
func (s *State) newPossession(team Side, own int) {
	s.Off, s.Ball, s.Phase = team, own, PhScrimmage
	s.firstDown()
}

// HalfDistance is a penalty's yards from own toward a goal line: half the
// distance (rounded down, at least 1) when the full yards would reach it
// (S18). Positive yards go toward the opponent's goal.
// From the 1 the half is less than a yard: the ball stays off the goal
// line (on the 1 or the 99).
func HalfDistance(own, yards int) int {
	switch {
	case yards < 0 && own+yards <= 0:
		return -min(max(1, own/2), own-1)
	case yards > 0 && own+yards >= 100:
		return min(max(1, (100-own)/2), 99-own)
	}
	return yards
}

// Column is the kicker's card column for a kick from own: the yard line +
// 17 (+ 7 before 1974, kickoff from the 40), and the column's heading.
func (s *State) Column(own int) (int, string) {
	add := 17
	if s.KickSpot == 40 {
		add = 7
	}
	d := 100 - own + add
	switch {
	case d < 30:
		return d, "30"
	case d < 40:
		return d, "40"
	case d < 50:
		return d, "50"
	}
	return d, ">"
}
