package firstandroll

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"

	"go.yaml.in/yaml/v3"
)

// DiceSet is a set of dice with the faces printed on them (F30): with one,
// a face that is not on the die asked for is refused, and --digital can
// roll for the players. Each list holds a die's faces as the record writes
// them (N* circled, 2s the square 2, F the flag).
type DiceSet struct {
	Offense map[string][]string `yaml:"offense"` // red, yellow, green
	Defense map[string][]string `yaml:"defense"`
	Kick    []string            `yaml:"kick"`
	Clock   []string            `yaml:"clock"`
	Penalty []string            `yaml:"penalty"`
	// rolls are each die's faces as Legal lists them (prepared once the
	// set is read, ParseDice; nil for a set written out in a test, whose
	// rolls are made when asked).
	rolls *[numDice]roll
}

// roll is a die of the set as the core rolls it: its faces as printed
// (with repeats), the entries Legal lists (each face once, weighed by how
// many of its faces show it) and each entry as the rules read it, for an
// entry applied by its code. Read-only.
type roll struct {
	faces []string
	legal engine.Legal
	sums  []int // legal's weights summed (engine.Odds), nil when it cannot be rolled
	codes []int // the code of each face, for a roll (engine.FaceCodes), nil likewise
	read  []face
}

// numDice are the dice of a set as the core tells them apart (dieIndex).
const numDice = 10

// dieIndex is the die a asks for: an offense die by its colour (0-2), a
// defense die by its colour or any of the three (3-6), the kick, clock
// and penalty dice (7-9); -1 for a choice.
func dieIndex(a *Ask) int { return int(dieIndexes[a.Form][min(a.Colour, AnyColour)]) }

// dieIndexes are dieIndex by form and colour.
var dieIndexes = [...][AnyColour + 1]int8{choice: {-1, -1, -1, -1}, offDie: {0, 1, 2, 3}, defDie: {3, 4, 5, 6},
	kickDie: {7, 7, 7, 7}, clockDie: {8, 8, 8, 8}, penaltyDie: {9, 9, 9, 9}}

// dieAsk is an ask of die i (dieIndex).
func dieAsk(i int) Ask {
	switch {
	case i < 3:
		return Ask{Form: offDie, Colour: Colour(i)}
	case i < 7:
		return Ask{Form: defDie, Colour: Colour(i - 3)}
	}
	return Ask{Form: [...]form{kickDie, clockDie, penaltyDie}[i-7]}
}

// prepare reads each die's faces once, for every roll of the set.
func (d *DiceSet) prepare() {
	var rolls [numDice]roll
	for i := range rolls {
		rolls[i] = d.makeRoll(dieAsk(i))
	}
	d.rolls = &rolls
}

// makeRoll is the die a asks for, read.
func (d *DiceSet) makeRoll(a Ask) roll {
	r := roll{faces: d.printed(a)}
	r.legal = engine.LegalOf(engine.Ask{Faces: r.faces, Form: "a face"})
	for _, e := range r.legal.Entries {
		f, _ := readFace(a.Form, a.Colour, strings.ToLower(e))
		r.read = append(r.read, f)
	}
	if len(r.faces) == 0 {
		r.legal = engine.Legal{Free: true}
	}
	if r.legal.Rollable() {
		r.sums, r.codes = engine.RunningSums(r.legal.Weights), engine.FaceCodes(r.legal.Weights)
	}
	return r
}

// coin is overtime's coin toss (F29; the rules: "Randomly choose a
// player to receive/kick just like at the start of the game"): who
// receives, home or away, an even chance. It is asked as a roll, which
// the app can make (--digital, simulate) with or without a dice set, and
// read by its code as a choice's token (the fold applies it as the
// receiver named).
var coin = func() roll {
	r := roll{faces: homeAway, legal: engine.LegalOf(engine.Ask{Faces: homeAway})}
	r.sums, r.codes = engine.RunningSums(r.legal.Weights), engine.FaceCodes(r.legal.Weights)
	return r
}()

// tossed reports whether a asks for overtime's coin toss (coin).
func (a *Ask) tossed() bool { return a.Kind == AskOTReceiver }

// rolled reports whether a asks for a roll: a die's face or the coin.
func (a *Ask) rolled() bool { return a.Form != choice || a.tossed() }

// roll is the die a asks for (nil for no die or no set).
func (d *DiceSet) roll(a *Ask) *roll {
	if r := d.prepared(a); r != nil {
		return r
	}
	return d.unprepared(a)
}

// prepared is roll of a set read once (ParseDice), nil for any other: the
// common case, small enough to inline where every entry asks.
func (d *DiceSet) prepared(a *Ask) *roll {
	if d != nil && d.rolls != nil && a.Form != choice {
		return &d.rolls[dieIndex(a)]
	}
	return nil
}

// unprepared is the die a asks for of a set not read with ParseDice, read
// now (nil for no die or no set).
func (d *DiceSet) unprepared(a *Ask) *roll {
	if d == nil || dieIndex(a) < 0 {
		return nil
	}
	r := d.makeRoll(*a)
	return &r
}

// MaxDiceBytes is the largest dice-set file read (they are a few lines).
const MaxDiceBytes = 64 << 10

// SampleDice is the name of the README's sample dice set, built in:
// `--dice sample` and a record's `dice: sample` roll from it with nothing
// beside the record. A file of that name is given as ./sample.
const SampleDice = "sample"

// DiceSetNames are the dice sets the program knows by name.
func DiceSetNames() []string { return []string{SampleDice} }

// LoadDice reads the dice set a record's `dice:` names: the built-in
// sample set by its name, or a dice-set file from the record's folder or
// below it (engine.Header.ReadFile), checking every face's form.
func LoadDice(h engine.Header, name string) (*DiceSet, error) {
	if name == SampleDice {
		return sampleDice(), nil
	}
	data, err := h.ReadFile(name, MaxDiceBytes, "a dice-set file")
	if err != nil {
		return nil, fmt.Errorf("the dice-set file %v (a dice set is a dice-set file or %s, the built-in set)", err, SampleDice)
	}
	return ParseDice(data, name)
}

// diceFileError is why data is not a dice-set file, in words of its own:
// yaml's errors quote the file, and the file may be anything.
func diceFileError(name string, err error) error {
	what, line := engine.YAMLProblem(err)
	where := ""
	if line > 0 {
		where = ": line " + strconv.Itoa(line) + " " + what
	} else {
		where = ": it " + what
	}
	return fmt.Errorf("%s is not a dice-set file%s (a dice-set file lists offense and defense red/yellow/green, kick, clock and penalty faces)", name, where)
}

// ParseDice reads a dice-set file's text (name is the file, for errors),
// checking every face's form. Its errors never quote the text.
func ParseDice(data []byte, name string) (*DiceSet, error) {
	var d DiceSet
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&d); err != nil {
		return nil, diceFileError(name, err)
	}
	check := func(die string, faces []string, ok func(string) bool) error {
		if len(faces) == 0 {
			return fmt.Errorf("the dice-set file %s lists no faces for the %s die", name, die)
		}
		for i, f := range faces {
			faces[i] = canonFace(f)
			if !ok(strings.ToLower(faces[i])) {
				return fmt.Errorf("the dice-set file %s: face %d of the %s die is not one of its faces", name, i+1, die)
			}
		}
		return nil
	}
	for c := Red; c < numColours; c++ {
		if err := check(c.String()+" offense", d.Offense[c.String()], func(t string) bool { _, err := parseOff(t, c); return err == nil }); err != nil {
			return nil, err
		}
		if err := check(c.String()+" defense", d.Defense[c.String()], func(t string) bool { _, err := parseDef(t); return err == nil }); err != nil {
			return nil, err
		}
	}
	if err := check("kick", d.Kick, func(t string) bool { _, err := parseKick(t); return err == nil }); err != nil {
		return nil, err
	}
	if err := check("clock", d.Clock, func(t string) bool { _, ok := parseClock(t); return ok }); err != nil {
		return nil, err
	}
	if err := check("penalty", d.Penalty, func(t string) bool { _, ok := parsePenalty(t); return ok }); err != nil {
		return nil, err
	}
	d.prepare()
	return &d, nil
}

// canonFace is a face as the record writes it.
func canonFace(f string) string {
	t := strings.ToLower(strings.TrimSpace(f))
	switch {
	case t == "f":
		return "F"
	case strings.HasPrefix(t, "o") || strings.HasPrefix(t, "d"):
		return strings.ToUpper(t)
	}
	if c, ok := parseClock(t); ok {
		return c.String()
	}
	return t
}

// faces are the faces of the die a asks for, nil when no die or no set.
func (d *DiceSet) faces(a *Ask) []string {
	if r := d.roll(a); r != nil {
		return r.faces
	}
	return nil
}

// printed are the faces printed on the die a asks for (a block die's of
// the three defense dice).
func (d *DiceSet) printed(a Ask) []string {
	switch a.Form {
	case offDie:
		return d.Offense[a.Colour.String()]
	case defDie:
		if a.Colour == AnyColour { // a block die (F21, F22): any of the three
			var all []string
			for c := Red; c < numColours; c++ {
				all = append(all, d.Defense[c.String()]...)
			}
			return all
		}
		return d.Defense[a.Colour.String()]
	case kickDie:
		return d.Kick
	case clockDie:
		return d.Clock
	case penaltyDie:
		return d.Penalty
	}
	return nil
}

// noFace is the refusal of tok, a face that is not on the die a asks for
// (faces): its faces, and the marked face tok may mean ("20" for a circled
// 20*, "2" for the square 2s).
func noFace(a Ask, tok string, faces []string) string {
	msg := fmt.Sprintf("the %s has no face %s: its faces are %s", dieName(a), tok, engine.OrList(uniq(faces)))
	for _, f := range uniq(faces) {
		if plain := strings.TrimRight(f, "*s"); plain != f && plain == canonFace(tok) {
			msg += fmt.Sprintf("; did you mean %s (%s)?", f, markWords[f[len(f)-1]])
		}
	}
	return msg
}

// markWords say what a face's mark is.
var markWords = map[byte]string{'*': "the circled face", 's': "the square 2"}

// Digital says why the app cannot roll 1st & Roll's dice for a record
// (--digital): only a dice-set file tells their faces (F30).
func (Game) Digital(h engine.Header) error {
	if v, ok := h.Get("dice"); ok && v != "" {
		return nil
	}
	return errors.New("1st & Roll's dice differ from set to set: fourthdown rolls them only from a dice-set file listing their faces (F30)")
}
