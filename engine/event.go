package engine

// EventKind is one of the events every game emits and every generic view
// reads (the line score, the scoring summary, the drive chart, leagues).
type EventKind uint8

const (
	// EvPossession: Team has the ball at From, in Period at Clock.
	EvPossession EventKind = iota + 1
	// EvPossessionEnd: Team's possession from From ended at To after Plays
	// plays, Yards gained and Time used; Result says how, Text in words.
	EvPossessionEnd
	// EvPlay: one play of Team from From to To (Down and ToGo where the
	// game has them), Text in words.
	EvPlay
	// EvScore: Team scored Points, a Scored, Text in words.
	EvScore
	// EvPeriodEnd: Period is over.
	EvPeriodEnd
	// EvGameOver: the game is over; Team won, or Tie.
	EvGameOver
)

// EventKinds are a set of event kinds.
type EventKinds uint16

// AllKinds are every kind of event.
const AllKinds = EventKinds(1<<(EvGameOver+1) - 2)

// KindsOf is the set of kinds.
func KindsOf(kinds ...EventKind) EventKinds {
	var k EventKinds
	for _, e := range kinds {
		k |= 1 << e
	}
	return k
}

// Has reports whether k holds kind e.
func (k EventKinds) Has(e EventKind) bool { return k&(1<<e) != 0 }

// Result is how a possession ended.
type Result uint8

const (
	NoResult Result = iota
	ResTouchdown
	ResFieldGoal
	ResMissedFG
	ResPunt
	ResTurnover
	ResDowns // turnover on downs
	ResSafety
	ResContinues // the same team goes on with a new possession (4th Down's first down)
	ResPeriodEnd // the period or half ran out
	NumResults
)

var resultNames = [NumResults]string{"", "touchdown", "field_goal", "missed_fg", "punt", "turnover",
	"turnover_on_downs", "safety", "first_down", "half_end"}

// String is the result's name, as used in JSON. ResPeriodEnd's is
// "half_end", as 4th Down's records' JSON has always written it (a period
// that ends is a half there).
func (r Result) String() string {
	if r < NumResults {
		return resultNames[r]
	}
	return "result?"
}

// ScoreKind is what a score was.
type ScoreKind uint8

const (
	Touchdown ScoreKind = iota + 1
	FieldGoal
	Safety
	Try // the points after a touchdown
)

// Event is one shared event. Spots are from the home goal line.
type Event struct {
	Kind   EventKind
	Team   Side
	Step   int // the entry (0-based) that made it
	Period int
	Clock  int    // after it, in the game's units (Words.Clock)
	Score  [2]int // after it
	From   int
	To     int
	Down   int // 0: the game has no downs there
	ToGo   int
	Plays  int
	Yards  int
	Time   int // time of possession used, in the game's units
	Points int
	Result Result
	Scored ScoreKind
	Tie    bool
	// Text is the event's words; a game that words its plays with its own
	// events (Words.StepText) may leave a play's empty; a game-over's is
	// GameOverEvent's.
	Text string
}

// Points are each side's points in the score events of evs.
func Points(evs []Event) [2]int {
	var pts [2]int
	for _, e := range evs {
		if e.Kind == EvScore {
			pts[e.Team] += e.Points
		}
	}
	return pts
}

// EndText is the words of the i-th (0-based) possession's end in evs, ""
// when it has not ended: a game's Brief when its possession ends say it.
func EndText(evs []Event, i int) string {
	for _, e := range evs {
		if e.Kind == EvPossessionEnd {
			if i == 0 {
				return e.Text
			}
			i--
		}
	}
	return ""
}

// RowPossessions maps the rows of a play-by-play log to the possessions
// (0-based, as in evs) they belong to: the possession under way when the
// row began or, for a row that opens possessions (a kickoff), the last one
// it opens. ends are each row's end (one past its last entry's Step), in
// order; evs are in Step order.
func RowPossessions(evs []Event, ends []int, opens func(row int) bool) []int {
	out := make([]int, len(ends))
	begun, k := 0, 0
	for r, end := range ends {
		n := 0 // the possessions the row opens
		for ; k < len(evs) && evs[k].Step < end; k++ {
			if evs[k].Kind == EvPossession {
				n++
			}
		}
		p := begun - 1
		if opens(r) {
			p += n
		}
		out[r] = max(p, 0)
		begun += n
	}
	return out
}

// Possession is one possession with its plays, from the shared events.
type Possession struct {
	Num    int // 1-based
	Period int
	Clock  int // when it began
	Team   Side
	Start  int     // the spot it began at
	Plays  []Event // its EvPlay events, in order
	End    Event   // its EvPossessionEnd, when Ended
	Ended  bool
}

// PlayEnd is where the possession's first play left the ball (its start
// before any play).
func (p *Possession) PlayEnd() int {
	if len(p.Plays) == 0 {
		return p.Start
	}
	return p.Plays[0].To
}

// LastSpot is where its last play left the ball.
func (p *Possession) LastSpot() int {
	if len(p.Plays) == 0 {
		return p.Start
	}
	return p.Plays[len(p.Plays)-1].To
}

// PossessionsOf are the possessions of evs, in order.
func PossessionsOf(evs []Event) []Possession {
	var out []Possession
	for _, e := range evs {
		switch e.Kind {
		case EvPossession:
			out = append(out, Possession{Num: len(out) + 1, Period: e.Period, Clock: e.Clock, Team: e.Team, Start: e.From})
		case EvPlay:
			if n := len(out); n > 0 {
				out[n-1].Plays = append(out[n-1].Plays, e)
			}
		case EvPossessionEnd:
			if n := len(out); n > 0 {
				out[n-1].End, out[n-1].Ended = e, true
			}
		}
	}
	return out
}
