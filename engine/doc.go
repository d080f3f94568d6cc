// Package engine is the contract every game of the family implements, and
// the words all of them share: the two sides, the teams and their marks,
// spots on a 100-yard field, dice. A game lives in a folder of its own
// under games/ (games/fourthdown with its house rules, solver, review,
// simulator, sheets and commands; games/firstandroll; games/fourthstreet;
// games/coingame), which registers it; the record, the session, replay, the scoresheet's
// frame and leagues are written once against this package and never
// import a game.
//
// A game (Game) starts a match (Match) from a record's header; the match
// is the fold of the record's entries: Next says what the rules ask and of
// whom (a team's choice, a die, a value read off a card), Apply folds one
// entry or refuses it (ErrRefused) changing nothing, Status and the shared
// events (Shared) say where the game stands, and Words word it. Every
// match is also a Core, the game as a state as OpenSpiel models one: Legal
// lists the entries allowed with a die's odds (or says the entry is
// free-form), Clone copies the match, Status.Final and Status.Returns say
// it is over and who won. Random play, as in Example, is a dozen lines
// for every game; engine/enginetest checks a game keeps the contract.
//
// A game that is solved also gives the values of its positions (Valued,
// Valuer: the home team's chance of winning, a tie counting half, and
// each choice's): advice, the board's win chance, the scoresheet's chart,
// review's ledger and the perfect coach (Perfect) are written once
// against them.
package engine
