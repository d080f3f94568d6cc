package tracker_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// FuzzRecord: Parse never panics; whatever it accepts, Format writes back
// as a record that parses to the same header, tokens, digital marks and
// comments, formats to the same text, and replays the same way.
func FuzzRecord(f *testing.F) {
	f.Add(everything)
	f.Add("receives: home\nb 14 8 6 fg 14  # [digital 2 3] good\n")
	f.Add("home: A#b\nreceives: away # x\n\n# c\nr 1 2 # [digital 1 1]\n")
	f.Add("#\r\r") // a comment ending in a stray carriage return (issue 17)
	// Issue 44: comment-only and blank-line bodies, comment runs in the
	// header and between entries, many header keys (past the limit),
	// control characters in every header value.
	f.Add("# only a comment\n")
	f.Add(strings.Repeat("#\n", 300))
	f.Add(strings.Repeat("\n", 500))
	f.Add(strings.Repeat("# a \n\n  #b\n", 100) + "receives: home\n" + strings.Repeat("#\n", 100) + "b 14 8 6 fg 14\n" + strings.Repeat("# c\r\n\n#\n", 100) + "r 1\n# end")
	f.Add("receives: home\n" + strings.Repeat("\n", 300) + "b 14\n" + strings.Repeat("\n", 300) + "8 6 fg 14\n")
	var keys, ctl strings.Builder
	for i := range 120 {
		fmt.Fprintf(&keys, "k%d: v # c\n", i)
	}
	f.Add(keys.String() + "receives: home\n")
	f.Add("receives: home\nK1: a\nk1: b\n")
	for _, k := range []string{"home", "away", "receives", "date", "site", "game", "rules"} {
		ctl.WriteString(k + ": a\x01b\x1b[31mc\x7f\u0085d\te\x00 # \x1b[2J\n")
	}
	f.Add(ctl.String())
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := tracker.Parse(strings.NewReader(text))
		if err != nil {
			return
		}
		out := rec.String()
		again, err := tracker.Parse(strings.NewReader(out))
		if err != nil {
			t.Fatalf("the formatted record does not parse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(strip(rec), strip(again)) {
			t.Fatalf("format -> parse changed the record\n%q\n%q", strip(rec), strip(again))
		}
		if again.String() != out {
			t.Fatalf("format is not stable:\n%q\n%q", out, again.String())
		}
		g1, err1 := tracker.Replay(rec)
		g2, err2 := tracker.Replay(again)
		if (err1 == nil) != (err2 == nil) {
			t.Fatalf("replay: %v vs %v", err1, err2)
		}
		if err1 == nil && tracker.FD(g1).State != tracker.FD(g2).State {
			t.Fatalf("replays to different states")
		}
	})
}
