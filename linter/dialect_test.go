package linter

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/flinklint/flinklint/model"
)

// TestSQLDialects checks which .sql files are read as Flink SQL: evidence
// when a directory is walked, the project's sql-dialects globs (first match
// wins), and the files the user names or has open in the editor, which are
// Flink SQL unless they plainly are another database's scripts.
func TestSQLDialects(t *testing.T) {
	const plain = "INSERT INTO sink_t SELECT id, COUNT(*) FROM src GROUP BY id;\n"
	const mysql = "CREATE TABLE users (id INT AUTO_INCREMENT PRIMARY KEY);\n"
	const flink = "CREATE TABLE t (id INT) WITH ('connector' = 'datagen');\n"
	const hive = "CREATE TABLE h (a STRING) PARTITIONED BY (dt STRING) STORED AS parquet;\n"
	tests := []struct {
		name    string
		config  string
		paths   []string // relative to the tree; nil: the whole tree
		overlay string   // a file open in the editor
		changed bool
		// want maps each file to "" (Flink SQL) or why it is another dialect.
		want map[string]string
	}{
		{
			name: "walked: evidence decides",
			want: map[string]string{"jobs/plain.sql": model.NoFlinkSign, "db/init.sql": "MySQL's AUTO_INCREMENT", "jobs/flink.sql": "", "hive/h.sql": model.NoFlinkSign},
		},
		{
			name:   "sql-dialects: first match wins",
			config: "sql-dialects:\n  \"jobs/plain.sql\": other\n  \"jobs/\": flink\n  \"hive/*.sql\": hive\n",
			want:   map[string]string{"jobs/plain.sql": "sql-dialects", "db/init.sql": "MySQL's AUTO_INCREMENT", "jobs/flink.sql": "", "hive/h.sql": ""},
		},
		{
			name:  "named files are Flink SQL unless plainly not",
			paths: []string{"jobs/plain.sql", "db/init.sql"},
			want:  map[string]string{"jobs/plain.sql": "", "db/init.sql": "MySQL's AUTO_INCREMENT", "hive/h.sql": model.NoFlinkSign},
		},
		{
			name:    "the changed files of a commit are not named by the user",
			paths:   []string{"jobs/plain.sql"},
			changed: true,
			want:    map[string]string{"jobs/plain.sql": model.NoFlinkSign},
		},
		{
			name:    "a file open in the editor is named",
			overlay: "jobs/plain.sql",
			want:    map[string]string{"jobs/plain.sql": "", "hive/h.sql": model.NoFlinkSign},
		},
		{
			name:   "sql-dialects wins over naming",
			config: "sql-dialects:\n  \"*.sql\": other\n",
			paths:  []string{"jobs/plain.sql"},
			want:   map[string]string{"jobs/plain.sql": "sql-dialects"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{".git/HEAD": "", "jobs/plain.sql": plain, "db/init.sql": mysql, "jobs/flink.sql": flink, "hive/h.sql": hive}
			if tt.config != "" {
				files[".flinklint.yaml"] = tt.config
			}
			dir := writeTree(t, files)
			s := Settings{Root: dir, Paths: []string{dir}, Changed: tt.changed, ConfigFile: filepath.Join(dir, ".flinklint.yaml")}
			if tt.config == "" {
				s.ConfigFile = ""
			}
			if tt.paths != nil {
				s.Paths = nil
				for _, p := range tt.paths {
					s.Paths = append(s.Paths, filepath.Join(dir, filepath.FromSlash(p)))
				}
			}
			if tt.overlay != "" {
				abs := filepath.Join(dir, filepath.FromSlash(tt.overlay))
				src, err := os.ReadFile(abs)
				if err != nil {
					t.Fatal(err)
				}
				s.Overlay = map[string][]byte{abs: src}
			}
			out, err := Check(s)
			if err != nil {
				t.Fatal(err)
			}
			for p, want := range tt.want {
				f := out.Model.File(p)
				if f == nil {
					t.Fatalf("%s: not in the model", p)
				}
				if f.OtherDialectWhy != want || f.OtherDialect != (want != "") {
					t.Errorf("%s: other dialect %v (%q), want %q", p, f.OtherDialect, f.OtherDialectWhy, want)
				}
				if want == "" && (f.SQL == nil || len(f.SQL.Errors) > 0) {
					t.Errorf("%s: read as Flink SQL with errors: %v", p, f.SQL)
				}
			}
		})
	}
}

// TestOtherDialectHints checks the lists the command line's hints come from.
func TestOtherDialectHints(t *testing.T) {
	dir := writeTree(t, map[string]string{
		".git/HEAD":       "",
		"jobs/b.sql":      "INSERT INTO a SELECT 1;\n",
		"jobs/a.sql":      "INSERT INTO b SELECT 2;\n",
		"db/init.sql":     "CREATE TABLE u (id INT AUTO_INCREMENT);\n",
		"models/dbt.sql":  "{{ config(materialized='table') }}\nSELECT 1\n",
		"jobs/flink.sql":  "SET 'parallelism.default' = '2';\n",
		".flinklint.yaml": "sql-dialects:\n  legacy/: other\n",
		"legacy/x.sql":    "SELECT 1;\n",
	})
	out, err := Check(Settings{Root: dir, Paths: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"jobs/a.sql", "jobs/b.sql"}; !slices.Equal(out.NoFlinkSign, want) {
		t.Errorf("NoFlinkSign = %v, want %v", out.NoFlinkSign, want)
	}
	if len(out.NamedOtherDialect) != 0 {
		t.Errorf("NamedOtherDialect = %v for a walked tree, want none", out.NamedOtherDialect)
	}
	out, err = Check(Settings{Root: dir, Paths: []string{filepath.Join(dir, "db", "init.sql")}})
	if err != nil {
		t.Fatal(err)
	}
	if want := []NamedOther{{Path: "db/init.sql", Sign: "MySQL's AUTO_INCREMENT"}}; !slices.Equal(out.NamedOtherDialect, want) || len(out.NoFlinkSign) != 0 {
		t.Errorf("named: NamedOtherDialect = %v, NoFlinkSign = %v; want %v and none", out.NamedOtherDialect, out.NoFlinkSign, want)
	}
}
