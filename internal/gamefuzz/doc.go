// Package gamefuzz holds the fuzz targets that play every registered game
// (its tests register them all): arbitrary bytes replayed as a record of
// each game, and each game walked through random legal and illegal
// entries, checking that a refusal changes nothing. It has no code of its
// own; .ci/run runs the targets for a few seconds each.
package gamefuzz
