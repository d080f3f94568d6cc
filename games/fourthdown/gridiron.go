package fourthdown

// Gridiron is the ruleset of the Gridiron Dice Football play aid
// (the source documents' Gridiron play aid), the game 4th Down descends from. Where the play
// aid is silent or contradicts itself the choice is noted here and in the
// README's notes on Gridiron:
//   - drive, turnover and conversion rolls are a d20 read 0-19;
//   - the time roll is a d20 read 1-20 (the play aid's "1-20"), rolled
//     whenever a drive reaches the end zone, TD row or not, and capped by
//     the smallest non-TD row that gains the yards needed (the roll stands
//     when no row does);
//   - field goals: within 50 yards (the play aid says "within 35" once and
//     "within 50" once; its table goes to 50), a d6 against the band;
//   - the conversion table is 4th Down's, read 0-19 (the play aid only
//     says "-10 to 30 yards, or automatic TD");
//   - a touchdown is 7 points and there is no try;
//   - the late-half rule is the short one (UntimedChoices false): the
//     largest non-TD row that leaves a block, then a field goal if in
//     range, otherwise the half ends.
var Gridiron = mustBuild(Ruleset{
	Name:     "gridiron",
	Title:    "Gridiron Dice Football (play aid)",
	DriveDie: Die{Sides: 20, Min: 0},
	TimeDie:  Die{Sides: 20, Min: 1},
	TurnDie:  Die{Sides: 20, Min: 0},
	Tables: [NumStyles]DriveTable{
		Balanced: {
			Rows: []Row{
				{-10, 4, false}, {0, 5, false}, {3, 6, false}, {5, 6, false}, {6, 7, false},
				{7, 8, false}, {9, 9, false}, {12, 10, false}, {15, 11, false}, {18, 14, false},
				{25, 17, false}, {32, 19, false}, {38, 22, false}, {45, 26, false}, {55, 31, false},
				{68, 38, false}, {0, 0, true}, {0, 0, true}, {0, 0, true}, {0, 0, true},
			},
			TurnoverMin: 0, TurnoverMax: 1,
			Distance: Die{Sides: 10, Min: 1},
		},
		Run: {
			Rows: []Row{
				{-2, 12, false}, {0, 12, false}, {2, 12, false}, {3, 12, false}, {4, 12, false},
				{6, 12, false}, {8, 12, false}, {10, 15, false}, {12, 17, false}, {15, 18, false},
				{18, 20, false}, {22, 22, false}, {26, 24, false}, {30, 27, false}, {34, 32, false},
				{38, 35, false}, {42, 39, false}, {60, 40, false}, {90, 45, false}, {0, 0, true},
			},
			TurnoverMin: 0, TurnoverMax: 0,
			Distance: Die{Sides: 8, Min: 1},
		},
		Pass: {
			Rows: []Row{
				{-10, 2, false}, {-5, 3, false}, {0, 4, false}, {5, 4, false}, {8, 5, false},
				{12, 6, false}, {15, 7, false}, {18, 8, false}, {22, 9, false}, {28, 12, false},
				{35, 15, false}, {42, 17, false}, {50, 20, false}, {60, 24, false}, {70, 29, false},
				{80, 36, false}, {0, 0, true}, {0, 0, true}, {0, 0, true}, {0, 0, true},
			},
			TurnoverMin: 0, TurnoverMax: 2,
			Distance: Die{Sides: 20, Min: 1},
		},
	},
	TimeRollOnReach: true,

	ConvDie:    Die{Sides: 20, Min: 0},
	Conversion: append([]ConvResult(nil), FourthDown.Conversion...),

	FGDie:   Die{Sides: 6, Min: 1},
	FGBands: []FGBand{{10, 2}, {20, 3}, {30, 4}, {40, 5}, {50, 6}},
	FGRange: 50,

	TDPoints:     7,
	FGPoints:     3,
	SafetyPoints: 2,

	HasTry: false,

	Kickoff:        30,
	SafetyKickoff:  30,
	NegatedTDSpot:  20,
	PuntDistance:   40,
	PuntTouchback:  20,
	MissBack:       7,
	MissTouchback:  20,
	HalfBlocks:     180,
	SecondsPerBlk:  10,
	UntimedChoices: false,
})

func init() { register(Gridiron) }
