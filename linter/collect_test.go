package linter

import (
	"reflect"
	"runtime"
	"runtime/debug"
	"testing"
)

// TestCollectBetweenPhases: collecting between the phases changes no
// finding, and CollectLarge collects a heap over CollectAbove.
func TestCollectBetweenPhases(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"a/job.sql": "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n",
		"b/job.py":  "from pyflink.table import TableEnvironment\nt_env = TableEnvironment.create()\nt_env.execute_sql(\"CREATE TABLE k (id INT) WITH ('connector' = 'kafka', 'topic' = 't')\")\n",
	})
	var got [2]any
	for i, collect := range []bool{false, true} {
		res, err := Run(Options{Paths: []string{dir}, Root: dir, CollectBetweenPhases: collect})
		if err != nil {
			t.Fatal(err)
		}
		got[i] = res.Run.Findings
	}
	if !reflect.DeepEqual(got[0], got[1]) {
		t.Errorf("findings differ with CollectBetweenPhases:\n%v\n%v", got[0], got[1])
	}
	big := make([]byte, CollectAbove+(8<<20))
	big[len(big)-1] = 1
	if !CollectLarge() {
		t.Error("CollectLarge did not collect a heap over CollectAbove")
	}
	runtime.KeepAlive(big)
}

// TestPaceLargeRun: only a large run with a pace changes the collector's
// pace, and its restore puts the pace before back.
func TestPaceLargeRun(t *testing.T) {
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	for _, tc := range []struct {
		name           string
		files, percent int
		during         int
	}{
		{"small run", LargeRunFiles, 100, 150},
		{"no pace", LargeRunFiles + 1, 0, 150},
		{"large run", LargeRunFiles + 1, 100, 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			restore := paceLargeRun(tc.files, tc.percent)
			if got := debug.SetGCPercent(tc.during); got != tc.during {
				t.Errorf("pace during the run = %d, want %d", got, tc.during)
			}
			restore()
			if got := debug.SetGCPercent(150); got != 150 {
				t.Errorf("pace after restore = %d, want 150", got)
			}
		})
	}
}
