package league

import (
	"testing"
)

// BenchmarkFold10000 folds a folder of 10,000 records (simulated games,
// six teams) into standings and leaders: reading, parsing and replaying
// every record. The target is at most one second per fold.
func BenchmarkFold10000(b *testing.B) {
	dir := simulated(b, 10000, 1)
	b.ResetTimer()
	for b.Loop() {
		rep, err := Fold(dir, nil, Filter{})
		if err != nil {
			b.Fatal(err)
		}
		if len(rep.Games) != 10000 {
			b.Fatalf("%d games", len(rep.Games))
		}
		_ = rep.Leaders()
	}
}
