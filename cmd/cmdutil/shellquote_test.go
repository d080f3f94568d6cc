package cmdutil

import (
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// unquote reads a word as a POSIX shell does, for the quoting ShellQuote
// writes: bare, '...' runs, \' between them, and $'...' with \xHH, \\ and
// \'. ok is false for anything else.
func unquote(q string) (string, bool) {
	var b strings.Builder
	for len(q) > 0 {
		switch {
		case strings.HasPrefix(q, "$'"):
			i := 2
			for ; i < len(q) && q[i] != '\''; i++ {
				if q[i] != '\\' {
					b.WriteByte(q[i])
					continue
				}
				switch {
				case i+1 < len(q) && (q[i+1] == '\\' || q[i+1] == '\''):
					b.WriteByte(q[i+1])
					i++
				case i+3 < len(q) && q[i+1] == 'x':
					v, err := strconv.ParseUint(q[i+2:i+4], 16, 8)
					if err != nil {
						return "", false
					}
					b.WriteByte(byte(v))
					i += 3
				default:
					return "", false
				}
			}
			if i >= len(q) {
				return "", false
			}
			q = q[i+1:]
		case q[0] == '\'':
			end := strings.IndexByte(q[1:], '\'')
			if end < 0 {
				return "", false
			}
			b.WriteString(q[1 : 1+end])
			q = q[end+2:]
		case strings.HasPrefix(q, `\'`):
			b.WriteByte('\'')
			q = q[2:]
		case strings.ContainsRune(" \t\n\"`$&;|<>()*?[]#~\\", rune(q[0])):
			return "", false // would mean something to the shell
		default:
			b.WriteByte(q[0])
			q = q[1:]
		}
	}
	return b.String(), true
}

// FuzzShellQuote: whatever a name holds (line breaks, escapes, quotes,
// bytes that are not UTF-8), ShellQuote writes it with no control
// character, and a shell reads the very name back.
func FuzzShellQuote(f *testing.F) {
	for _, s := range []string{"g\nx.fdr", "no\n\x1b[31mpe.fdr", "it's.fdr", `a\b`, "bad\xff", "plain.fdr", "", "\u009b1m", "'$'\\x41'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q := ShellQuote(s)
		if strings.IndexFunc(q, unicode.IsControl) >= 0 {
			t.Fatalf("ShellQuote(%q) = %q holds a control character", s, q)
		}
		if got, ok := unquote(q); !ok || got != s {
			t.Fatalf("ShellQuote(%q) = %s reads back as %q (%v)", s, q, got, ok)
		}
	})
}
