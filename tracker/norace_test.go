//go:build !race

package tracker

// underRace: the tests run under the race detector (race_test.go).
const underRace = false
