package engine

import (
	"strconv"
	"strings"
)

// YAMLProblem words a YAML decoder's error about a file a game or a league
// reads (a dice set, a ruleset, a league) in words of its own, since the
// decoder's errors quote the file's keys and values and the file may be
// anything: what is wrong with it ("is not valid YAML", "has an unknown
// key", "has a value of the wrong kind") and the first line the error
// names (0 for none).
func YAMLProblem(err error) (what string, line int) {
	msg := err.Error()
	what = "is not valid YAML"
	switch {
	case strings.Contains(msg, "not found in type"):
		what = "has an unknown key"
	case strings.Contains(msg, "cannot unmarshal"):
		what = "has a value of the wrong kind"
	}
	return what, yamlLine(msg)
}

// yamlLine is the first line number in a YAML error ("line 3: ..."), or 0.
func yamlLine(msg string) int {
	for rest := msg; ; {
		i := strings.Index(rest, "line ")
		if i < 0 {
			return 0
		}
		rest = rest[i+len("line "):]
		j := 0
		for j < len(rest) && j < 9 && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if n, err := strconv.Atoi(rest[:j]); err == nil && n > 0 {
			return n
		}
	}
}
