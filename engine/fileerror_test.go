package engine

import (
	"errors"
	"testing"
)

// YAMLProblem says what is wrong and where without the file's words.
func TestYAMLProblem(t *testing.T) {
	for _, c := range []struct {
		msg  string
		what string
		line int
	}{
		{"yaml: line 3: mapping values are not allowed in this context", "is not valid YAML", 3},
		{"yaml: unmarshal errors:\n  line 7: field secret not found in type firstandroll.DiceSet", "has an unknown key", 7},
		{"yaml: unmarshal errors:\n  line 12: cannot unmarshal !!str `hello` into int", "has a value of the wrong kind", 12},
		{"yaml: did not find expected key, the dateline x", "is not valid YAML", 0},
		{"yaml: line x, then line 25: found character that cannot start any token", "is not valid YAML", 25},
	} {
		what, line := YAMLProblem(errors.New(c.msg))
		if what != c.what || line != c.line {
			t.Errorf("%q: %q, line %d; want %q, line %d", c.msg, what, line, c.what, c.line)
		}
	}
}
