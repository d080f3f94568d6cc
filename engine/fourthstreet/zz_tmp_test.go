package fourthstreet

import (
	"testing"
)

func BenchmarkZZEmit(b *testing.B) {
	m, rec := exampleMatch(b, examplesDir+"/game1.fdr")
	for _, l := range rec.Body {
		if _, err := m.ApplyAll(l.Tokens); err != nil {
			b.Fatal(err)
		}
	}
	var old = m.History
	for b.Loop() {
		m.Recycle(&old)
		for i := range m.Units {
			m.emitShared(i)
		}
		old = m.History
	}
	b.ReportMetric(float64(len(m.Units)), "units")
	b.ReportMetric(float64(len(m.Shared())), "events")
}
