//go:build race

package tracker

// underRace: the tests run under the race detector, whose code is many
// times slower; the table's long games check less of each step.
const underRace = true
