package model

import (
	"go/token"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/sqlparse"
)

func TestLikeOptionsMode(t *testing.T) {
	lo := func(m sqlparse.LikeMode, f string) sqlparse.LikeOption {
		return sqlparse.LikeOption{Mode: m, Feature: f}
	}
	tests := []struct {
		name string
		opts []sqlparse.LikeOption
		want sqlparse.LikeMode
	}{
		{"default is INCLUDING ALL OVERWRITING OPTIONS", nil, sqlparse.LikeOverwriting},
		{"EXCLUDING OPTIONS", []sqlparse.LikeOption{lo(sqlparse.LikeExcluding, "OPTIONS")}, sqlparse.LikeExcluding},
		{"EXCLUDING ALL", []sqlparse.LikeOption{lo(sqlparse.LikeExcluding, "ALL")}, sqlparse.LikeExcluding},
		{"EXCLUDING ALL INCLUDING OPTIONS", []sqlparse.LikeOption{lo(sqlparse.LikeExcluding, "ALL"), lo(sqlparse.LikeIncluding, "OPTIONS")}, sqlparse.LikeIncluding},
		{"INCLUDING ALL OVERWRITING OPTIONS", []sqlparse.LikeOption{lo(sqlparse.LikeIncluding, "ALL"), lo(sqlparse.LikeOverwriting, "OPTIONS")}, sqlparse.LikeOverwriting},
		{"EXCLUDING WATERMARKS only", []sqlparse.LikeOption{lo(sqlparse.LikeExcluding, "WATERMARKS")}, sqlparse.LikeOverwriting},
	}
	for _, tt := range tests {
		if got := likeOptionsMode(tt.opts); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// build parses SQL files into a model, with optional deployments.
func build(t *testing.T, sql map[string]string, deps ...*deploy.Deployment) *Model {
	t.Helper()
	fset := token.NewFileSet()
	var files []*File
	for p, src := range sql {
		f := &File{Path: p, Src: []byte(src), Kind: SQLFile, SQL: sqlparse.Parse(src)}
		files = append(files, f)
	}
	if len(deps) > 0 {
		files = append(files, &File{Path: "app.yaml", Kind: ConfigFile, Deploy: &deploy.Result{Deployments: deps}})
	}
	SortFiles(files)
	for _, f := range files {
		f.Tok = fset.AddFile(f.Path, -1, len(f.Src))
	}
	return Build(&Input{Fset: fset, Files: files})
}

func TestEffectiveOptions(t *testing.T) {
	m := build(t, map[string]string{"job.sql": `
CREATE TABLE base (id INT) WITH ('connector' = 'filesystem', 'auto-compaction' = 'true', 'path' = '/a');
CREATE TABLE t WITH ('path' = '/b') LIKE base;
ALTER TABLE t SET ('format' = 'json');
ALTER TABLE t RESET ('auto-compaction');
INSERT INTO t /*+ OPTIONS('sink.parallelism' = '2') */ SELECT id FROM src;
SET 'execution.runtime-mode' = 'BATCH';
`})
	if len(m.Jobs) != 1 {
		t.Fatalf("jobs = %d", len(m.Jobs))
	}
	j := m.Jobs[0]
	tbl := j.Table("t")
	if tbl == nil {
		t.Fatal("table t missing")
	}
	want := map[string]string{"connector": "filesystem", "path": "/b", "format": "json"}
	for k, v := range want {
		if o := tbl.Options.Get(k); o == nil || o.Value != v {
			t.Errorf("option %s = %v, want %s", k, o, v)
		}
	}
	if o := tbl.Options.Get("auto-compaction"); o != nil {
		t.Errorf("auto-compaction survived RESET: %v", o)
	}
	if o := tbl.Options.Get("connector"); o.Origin != FromLike {
		t.Errorf("connector origin = %s, want LIKE", o.Origin)
	}
	if len(j.Sinks) != 1 || j.Sinks[0].Options.Get("sink.parallelism") == nil || j.Sinks[0].Options.Get("sink.parallelism").Origin != FromHint {
		t.Errorf("sink hint not applied: %+v", j.Sinks)
	}
	if batch, _ := j.Batch(); !batch {
		t.Error("SET 'execution.runtime-mode' = 'BATCH' not recognised")
	}
	if !j.Table("base").LikeSource {
		t.Error("base not marked as LIKE source")
	}
}

func TestSettingPrecedence(t *testing.T) {
	dep := &deploy.Deployment{Kind: deploy.K8sOperator, Path: "app.yaml",
		EntryPoints: []deploy.EntryPoint{{Kind: deploy.SQLScript, Value: "/opt/flink/usrlib/job.sql"}},
		FlinkConfig: []deploy.Property{{Key: "execution.runtime-mode", Value: "batch", Known: true}, {Key: "parallelism.default", Value: "8", Known: true}}}
	m := build(t, map[string]string{"job.sql": "SET 'parallelism.default' = '2';\nSELECT 1;\n"}, dep)
	j := m.Jobs[0]
	if len(j.Deployments) != 1 {
		t.Fatalf("deployment not linked: %+v", m.Links)
	}
	if v, ok := j.Setting("parallelism.default"); !ok || v != "2" {
		t.Errorf("job setting should win: %q %v", v, ok)
	}
	if batch, _ := j.Batch(); !batch {
		t.Error("batch mode from the deployment's flink configuration not used")
	}
}

// TestCreateIfNotExists replays CREATE TABLE ... IF NOT EXISTS as Flink
// does: of a path the job declared and has not dropped (or renamed away),
// it creates nothing, and the job reads and writes the first table; the
// temporary and the permanent namespace are apart, and USE decides the
// path of a one-part name.
func TestCreateIfNotExists(t *testing.T) {
	m := build(t, map[string]string{"job.sql": `
CREATE TABLE t (id INT) WITH ('connector' = 'datagen');
CREATE TABLE IF NOT EXISTS t (id INT) WITH ('connector' = 'filesystem');
INSERT INTO t SELECT 1;
CREATE TEMPORARY TABLE IF NOT EXISTS t (id INT) WITH ('connector' = 'print');
CREATE TABLE IF NOT EXISTS db2.u (id INT) WITH ('connector' = 'blackhole');
USE db2;
CREATE TABLE IF NOT EXISTS u (id INT) WITH ('connector' = 'print');
DROP TABLE u;
CREATE TABLE IF NOT EXISTS u (id INT) WITH ('connector' = 'filesystem');
ALTER TABLE u RENAME TO w;
CREATE TABLE IF NOT EXISTS u (id INT) WITH ('connector' = 'datagen');
`})
	j := m.Jobs[0]
	var got []string
	for _, tb := range j.Tables {
		got = append(got, tb.Name+":"+tb.Options.Get("connector").Value)
	}
	want := []string{"t:datagen", "t:print", "u:blackhole", "u:filesystem", "u:datagen"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("tables = %v, want %v", got, want)
	}
	if len(j.Sinks) != 1 || j.Sinks[0].Options.Get("connector").Value != "datagen" {
		t.Errorf("the INSERT writes %+v, want the first t (datagen)", j.Sinks)
	}
}
