package cmd

import (
	"context"
	"io"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkNightBooklet prints a night of n simulated games (without the
// analysis, whose solution is a fixed cost of its own) and reports the
// largest heap seen while it ran: a booklet binds one scoresheet at a
// time, so the heap stays the same from 40 games to 400 while the time
// grows with the games. Run: go test ./cmd -bench NightBooklet -run XX
func BenchmarkNightBooklet(b *testing.B) {
	for _, n := range []int{40, 400} {
		b.Run("games="+strconv.Itoa(n), func(b *testing.B) {
			dir := b.TempDir()
			ios := &IO{In: strings.NewReader(""), Out: io.Discard, ErrOut: io.Discard}
			if code := Run(context.Background(), ios, []string{"simulate", "-n", strconv.Itoa(n), "--records", dir}); code != ExitOK {
				b.Fatalf("simulate: exit %d", code)
			}
			out := b.TempDir()
			var peak uint64
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				runtime.GC()
				stop := samplePeak(&peak)
				code := Run(context.Background(), ios, []string{"night", dir, "--no-analysis", "-o", filepath.Join(out, strconv.Itoa(i)+".pdf")})
				stop()
				if code != ExitOK {
					b.Fatalf("night: exit %d", code)
				}
			}
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(n), "ms/game")
		})
	}
}

// samplePeak keeps the largest heap in use seen in *peak until stop is
// called.
func samplePeak(peak *uint64) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			*peak = max(*peak, ms.HeapInuse)
			select {
			case <-done:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	return func() { close(done); <-finished }
}
