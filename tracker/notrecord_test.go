package tracker_test

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

const secret = "hunter2-ZQXJ-secret-value"

// A file that is not a record is named, never quoted beyond what shows it
// is not one (issue 53 item 6): the process environment (NUL-separated,
// no line end), a password file, a line of text cut short.
func TestNotRecordIsNotQuoted(t *testing.T) {
	for name, data := range map[string]string{
		"environ":     "SHELL=/bin/bash\x00TOKEN=" + secret + "\x00HOME=/root\x00",
		"passwd":      "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:" + secret + ":/usr/sbin\nbin:x:2:2::/bin:\n",
		"one line":    "password=" + secret,
		"yaml cut":    "token: " + secret,
		"two lines":   "first line of a note\n" + secret,
		"nul at last": "home: A\naway: B\nreceives: home\n\x00" + secret + "\n",
	} {
		_, err := tracker.ParseRecordData(name+".fdr", []byte(data))
		if err == nil {
			t.Errorf("%s: read as a record", name)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "hunter2") || strings.Contains(msg, "daemon") || strings.Contains(msg, "SHELL") || strings.Contains(msg, "x:0:0") {
			t.Errorf("%s: the error quotes the file: %s", name, msg)
		}
	}
}

// A record cut short still shows its last line: it is the record's own.
func TestCutShortRecordQuotesItsLastLine(t *testing.T) {
	_, err := tracker.ParseRecordData("g.fdr", []byte("home: A\naway: B\nreceives: home\nb 14 8 6 fg 1"))
	if err == nil || !strings.Contains(err.Error(), `"b 14 8 6 fg 1"`) {
		t.Errorf("a record cut short: %v", err)
	}
}

// FuzzNotRecordError: nothing after a NUL byte, and nothing of a last line
// cut short in a file that says nothing of who receives, reaches an error.
func FuzzNotRecordError(f *testing.F) {
	f.Add("SHELL=/bin/bash\x00", "=x\x00")
	f.Add("root:x:0:0::/root:/bin/bash\n", "")
	f.Add("home: A\naway: B\n", "\n")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, before, after string) {
		for _, data := range []string{before + "\x00" + secret + after, before + "\n" + secret + strings.TrimRight(after, "\n")} {
			if strings.Contains(strings.ToLower(data), "receives") && !strings.Contains(data, "\x00") {
				continue // it may be a record, whose own lines are quoted
			}
			_, err := tracker.ParseRecordData("f.fdr", []byte(data))
			if err != nil && strings.Contains(err.Error(), secret) {
				t.Fatalf("%q: the error quotes the file: %v", data, err)
			}
		}
	})
}
