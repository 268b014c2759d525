package model

import (
	"reflect"
	"testing"
)

func TestWrites(t *testing.T) {
	m := build(t, map[string]string{"job.sql": `
CREATE TABLE src (id STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka');
CREATE TABLE plain (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE base (id STRING, dt INT) PARTITIONED BY (dt) WITH ('connector' = 'filesystem');
CREATE TABLE out1 WITH ('path' = '/o') LIKE base;
CREATE TABLE out2 WITH ('path' = '/p') LIKE base (EXCLUDING PARTITIONS);
CREATE TABLE src2 WITH ('topic' = 'x') LIKE src (EXCLUDING WATERMARKS);
CREATE VIEW v1 AS SELECT id, COUNT(*) AS c FROM plain GROUP BY id;
CREATE VIEW v2 AS SELECT * FROM v1 JOIN src ON v1.id = src.id;
INSERT INTO out1 SELECT id, 1 FROM v2;
INSERT INTO out2 VALUES ('a', 1);
EXECUTE STATEMENT SET BEGIN
INSERT INTO out1 /*+ OPTIONS('format' = 'csv') */ SELECT id, 1 FROM catalog.db.other;
END;
CREATE TABLE ctas WITH ('connector' = 'print') AS SELECT id FROM src2;
`})
	job := m.Jobs[0]
	ws := job.Writes()
	if len(ws) != 4 {
		t.Fatalf("got %d writes, want 4", len(ws))
	}
	names := func(ts []*Table) []string {
		var out []string
		for _, t := range ts {
			out = append(out, t.Name)
		}
		return out
	}
	w := ws[0]
	if w.Table == nil || w.Table.Name != "out1" || w.Values || w.Query == nil {
		t.Fatalf("write 0 = %+v", w)
	}
	if got := names(w.Query.Tables); !reflect.DeepEqual(got, []string{"plain", "src"}) {
		t.Errorf("write 0 tables = %v", got)
	}
	if len(w.Query.Parts) != 3 || w.Query.Parts[1].View != "v2" || w.Query.Parts[2].View != "v1" || w.Query.Unresolved {
		t.Errorf("write 0 parts = %+v", w.Query.Parts)
	}
	if !ws[1].Values || ws[1].Query != nil {
		t.Errorf("write 1 should be VALUES: %+v", ws[1])
	}
	if ws[2].Options.Get("format") == nil || !ws[2].Query.Unresolved {
		t.Errorf("write 2 should carry the hint and an unresolved source: %+v", ws[2])
	}
	if ws[3].Sink != nil || ws[3].Table == nil || ws[3].Table.Name != "ctas" {
		t.Errorf("write 3 should be the CTAS: %+v", ws[3])
	}

	tf := job.TableFacts()
	for _, tc := range []struct {
		table string
		keys  []string
		types []string
	}{
		{"base", []string{"dt"}, []string{"INT"}},
		{"out1", []string{"dt"}, []string{"INT"}},
		{"out2", nil, nil},
		{"src", nil, nil},
	} {
		p := tf.PartitionOf(job, job.Table(tc.table))
		var keys, types []string
		if p != nil {
			keys, types = p.Keys, p.Types
		}
		if !reflect.DeepEqual(keys, tc.keys) || !reflect.DeepEqual(types, tc.types) {
			t.Errorf("PartitionOf(%s) = %v %v, want %v %v", tc.table, keys, types, tc.keys, tc.types)
		}
	}
	for table, want := range map[string]bool{"src": true, "plain": false, "src2": false} {
		has, known := tf.HasWatermark(job, job.Table(table))
		if !known || has != want {
			t.Errorf("HasWatermark(%s) = %v, %v; want %v", table, has, known, want)
		}
	}
}
