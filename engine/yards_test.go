package engine

import "testing"

func TestOneYardIsOneYard(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Yards(1), "1 yard"}, {Yards(-1), "-1 yard"}, {Yards(0), "0 yards"}, {Yards(25), "25 yards"},
		{SignedYards(1), "+1 yard"}, {SignedYards(-1), "-1 yard"}, {SignedYards(0), "+0 yards"}, {SignedYards(-10), "-10 yards"},
		{Yds(1), "1 yard"}, {Yds(11), "11 yds"}, {Yds(-1), "-1 yard"},
		{SignedYds(1), "+1 yard"}, {SignedYds(-1), "-1 yard"}, {SignedYds(14), "+14 yds"}, {SignedYds(-3), "-3 yds"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
