package tracker

import "github.com/fourthdown/fourthdown/engine/fourthdown"

// JSONScore is the score by side.
type JSONScore struct {
	Home int `json:"home"`
	Away int `json:"away"`
}

// JSONNext is what the rules ask for next.
type JSONNext struct {
	Ask     string   `json:"ask"`
	Team    string   `json:"team"`
	Die     string   `json:"die,omitempty"`
	Min     *int     `json:"min,omitempty"`
	Max     *int     `json:"max,omitempty"`
	Choices []string `json:"choices,omitempty"`
}

// JSONGame is the object `replay --json` prints (record.md's contract,
// plus a few fields that are handy for tools).
type JSONGame struct {
	Final      bool      `json:"final"`
	Half       int       `json:"half"`
	Clock      int       `json:"clock"`
	Score      JSONScore `json:"score"`
	Possession string    `json:"possession"`
	BallOn     int       `json:"ball_on"`

	Teams   map[string]string `json:"teams"`
	Rules   string            `json:"rules"`
	Entries int               `json:"entries"`
	Drives  int               `json:"drives"`
	Winner  string            `json:"winner,omitempty"`
	Next    *JSONNext         `json:"next,omitempty"`
}

// Summary is the game's state as the replay --json object.
func Summary(g *Game) JSONGame {
	s := &g.State
	j := JSONGame{
		Final: s.Final, Half: s.Half, Clock: s.Clock,
		Score:      JSONScore{Home: s.Score[fourthdown.Home], Away: s.Score[fourthdown.Away]},
		Possession: s.Offense.String(), BallOn: s.Ball,
		Teams:   map[string]string{"home": g.Teams[fourthdown.Home].Name, "away": g.Teams[fourthdown.Away].Name},
		Rules:   g.Rules.Name,
		Entries: len(g.Steps),
		Drives:  len(g.Drives()),
	}
	if s.Final {
		// The winner as the game-over event has it.
		if n := len(g.Events); n > 0 && g.Events[n-1].Kind == fourthdown.EvGameOver {
			j.Winner = g.Events[n-1].Team.String()
			if g.Events[n-1].Tie {
				j.Winner = "tie"
			}
		}
		return j
	}
	a := s.Next()
	n := &JSONNext{Ask: a.Kind.String(), Team: a.Team.String()}
	if a.IsRoll() {
		lo, hi := a.Die.Min, a.Die.Max()
		n.Die, n.Min, n.Max = a.Die.Name(), &lo, &hi
	} else {
		for _, c := range a.Choices.List() {
			n.Choices = append(n.Choices, c.String())
		}
	}
	j.Next = n
	return j
}
