package tracker

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// checkGolden compares got with testdata/name; -update rewrites it, a
// missing golden fails.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden %s: %v (run go test ./tracker -update to create it)", path, err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) || i < len(wl); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Fatalf("%s differs at line %d (run go test ./tracker -update and review the diff):\n- %s\n+ %s", path, i+1, w, g)
			}
		}
	}
}

func TestDriveCSVGolden(t *testing.T) {
	g := loadTestGame(t, "testdata/features.fdr")
	var buf bytes.Buffer
	if err := g.WriteLogCSV(&buf); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "features.csv", buf.Bytes())
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 1+len(FD(g).Drives()) {
		t.Errorf("%d lines, want a header and %d drives", len(lines), len(FD(g).Drives()))
	}
}

// Each column of a few drives, checked against the record by hand.
func TestDriveLogRows(t *testing.T) {
	g := loadTestGame(t, "testdata/features.fdr")
	log := FD(g).LogRows()
	// #, half, clock, team, start, style, drive roll, time roll, turnover roll, yards, blocks, end,
	// distance roll, to go, decision, its roll, try, result, points, score
	want := map[int][]string{
		// the rulebook's example drive
		1: {"1", "1", "180 (30:00)", "BOM", "own 30", "Balanced", "14", "", "8", "+45", "31", "GUN 25",
			"6", "6", "fg", "14", "", "field goal good (25 yds)", "3", "3-0"},
		// a TD row, time roll 20 (under the cap of 29), negated on turnover roll 3
		2: {"2", "1", "149 (24:50)", "GUN", "own 30", "Pass-First", "18", "20", "3", "+70", "20", "BOM goal line",
			"", "", "", "", "", "turnover (TD negated)", "", "3-0"},
		// tokens 2 and 3 of the line (drive and turnover rolls) were entered by the app
		4: {"4", "1", "126 (21:00)", "GUN", "BOM 5", "Run-First", "4*", "", "5*", "+3", "12", "BOM 2",
			"6", "goal", "go", "20", "two 8", "touchdown on 4th down, two good", "8", "3-8"},
		8: {"8", "1", "74 (12:20)", "GUN", "own 20", "Pass-First", "1", "", "20", "-10", "2", "own 10",
			"15", "15", "go", "1", "", "safety (-10 yds)", "2 (BOM)", "5-8"},
		13: {"13", "1", "6 (1:00)", "BOM", "own 6", "Balanced", "8", "", "14", "+0", "5", "own 6",
			"", "", "untimed end", "", "", "late-half rule (row 2), half ends", "", "11-8"},
		27: {"27", "2", "15 (2:30)", "GUN", "own 6", "Balanced", "1", "", "", "-10", "4", "own goal line",
			"", "", "", "", "", "safety", "2 (BOM)", "26-24"},
		28: {"28", "2", "11 (1:50)", "BOM", "own 30", "Balanced", "15", "", "13", "+12", "10", "own 42",
			"", "", "untimed go", "20", "kick 5", "late-half rule (row 8), touchdown on the untimed down, kick good, half ends", "7", "33-24"},
	}
	for n, w := range want {
		if got := log[n-1]; !reflect.DeepEqual(got, w) {
			t.Errorf("drive %d\n got %q\nwant %q", n, got, w)
		}
	}
}
