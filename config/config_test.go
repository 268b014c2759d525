package config

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

const fullYAML = `# every key once
select: [FL0, FL1]
ignore: [FL902]
severity:
  FL003: warning
  unused-suppression: "off"
per-path-ignores:
  "tests/fixtures/**": [FL001]
  legacy/: [ALL]
exclude: ["vendor/**", "*.generated.sql"]
flink-version: 1.20
target-flink: "2.1"
assume-autoscaling: true
max-file-size: 4MiB
deployments:
  - config: infra/app.yaml
    jobs: [jobs/s3_sink.py, sql/sink.sql]
fail-on: warning
`

const fullTOML = `[project]
name = "x"

[tool.black]
line-length = 100

[tool.flinklint]
select = ["FL0", "FL1"]
ignore = ["FL902"]
flink-version = "1.20"
target-flink = "2.1"
assume-autoscaling = true
max-file-size = 4194304
exclude = ["vendor/**", "*.generated.sql"]
fail-on = "warning"
severity = { FL003 = "warning", unused-suppression = "off" }

[tool.flinklint.per-path-ignores]
"tests/fixtures/**" = ["FL001"]
"legacy/" = ["ALL"]

[[tool.flinklint.deployments]]
config = "infra/app.yaml"
jobs = ["jobs/s3_sink.py", "sql/sink.sql"]
`

func wantFull() *Config {
	return &Config{
		Select: []string{"FL0", "FL1"}, Ignore: []string{"FL902"},
		Severity: map[string]string{"FL003": "warning", "unused-suppression": "off"},
		PerPathIgnores: []PathIgnore{
			{Pattern: "tests/fixtures/**", Rules: []string{"FL001"}},
			{Pattern: "legacy/", Rules: []string{"ALL"}},
		},
		Exclude:      []string{"vendor/**", "*.generated.sql"},
		FlinkVersion: "1.20", TargetFlink: "2.1", AssumeAutoscaling: true, MaxFileSize: 4 << 20,
		Deployments: []Deployment{{Config: "infra/app.yaml", Jobs: []string{"jobs/s3_sink.py", "sql/sink.sql"}}},
		FailOn:      "warning",
	}
}

func TestParseEveryKey(t *testing.T) {
	y, err := ParseYAML(".flinklint.yaml", []byte(fullYAML))
	if err != nil {
		t.Fatal(err)
	}
	tm, err := ParsePyproject("pyproject.toml", []byte(fullTOML))
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range []*Config{y, tm} {
		got.Path, got.Dir = "", ""
		for i := range got.Deployments {
			got.Deployments[i].At = nil // TestDeploymentPathsMustExist checks them
		}
		if want := wantFull(); !reflect.DeepEqual(got, want) {
			t.Errorf("got  %+v\nwant %+v", got, want)
		}
	}
}

func TestErrorsNameFileLineColumn(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       []string
	}{
		{"typo", "select: [FL001]\nselct: [FL002]\n", []string{`.flinklint.yaml:2:1: unknown key "selct" (did you mean "select"?)`}},
		{"nested typo", "deployments:\n  - config: a.yaml\n    jbos: [a.py]\n", []string{
			`.flinklint.yaml:2:5: deployments: entry needs at least one job path in jobs`,
			`.flinklint.yaml:3:5: unknown key "jbos" in a deployments entry (did you mean "jobs"?)`}},
		{"no suggestion", "colour: red\n", []string{`.flinklint.yaml:1:1: unknown key "colour"`}},
		{"list wanted", "exclude: vendor\n", []string{`.flinklint.yaml:1:10: exclude: want a list, got a string`}},
		{"bool wanted", "assume-autoscaling: yes please\n", []string{`.flinklint.yaml:1:21: assume-autoscaling: want true or false, got a string "yes please"`}},
		{"bad level", "severity:\n  FL001: fatal\n", []string{`.flinklint.yaml:2:10: severity.FL001: "fatal" is not one of error, warning, note, off`}},
		{"level typo", "fail-on: warnin\n", []string{`.flinklint.yaml:1:10: fail-on: "warnin" is not one of error, warning, note, never (did you mean "warning"?)`}},
		{"bad rule", "select: [\"FL 001\"]\n", []string{`.flinklint.yaml:1:10: select: "FL 001" is not a rule id (FL001), id prefix (FL0), rule name or ALL`}},
		{"bad version", "flink-version: latest\n", []string{`.flinklint.yaml:1:16: flink-version: want a version like "1.19", got a string "latest"`}},
		{"bad target", "target-flink: next\n", []string{`.flinklint.yaml:1:15: target-flink: want a version like "2.1", got a string "next"`}},
		{"bad size", "max-file-size: huge\n", []string{`.flinklint.yaml:1:16: max-file-size: want bytes as an integer or a size like "10MB" or "4MiB", got a string "huge"`}},
		{"bad glob", "exclude: [\"a/[b\"]\n", []string{`.flinklint.yaml:1:11: exclude: malformed glob "a/[b"`}},
		{"duplicate", "select: [FL1]\nselect: [FL2]\n", []string{`.flinklint.yaml:2:1: duplicate key "select"`}},
		{"alias", "a: &x [FL1]\nselect: *x\n", []string{`.flinklint.yaml:2:9: YAML aliases (*x) are not supported in the configuration`}},
		{"not a mapping", "- select\n", []string{`.flinklint.yaml:1:1: the configuration must be a mapping of keys, got a list`}},
		{"syntax", "select: [FL1\n", []string{`.flinklint.yaml:`}},
		{"two errors", "selct: 1\nignor: 2\n", []string{
			`.flinklint.yaml:1:1: unknown key "selct" (did you mean "select"?)`,
			`.flinklint.yaml:2:1: unknown key "ignor" (did you mean "ignore"?)`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseYAML(".flinklint.yaml", []byte(tc.yaml))
			if err == nil {
				t.Fatal("accepted")
			}
			got := strings.Split(err.Error(), "\n")
			if len(got) != len(tc.want) {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tc.want[i]) || (!strings.HasSuffix(tc.want[i], ":") && got[i] != tc.want[i]) {
					t.Errorf("error %d = %q, want %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}

func TestTOMLErrorsNameLine(t *testing.T) {
	tests := []struct{ toml, want string }{
		{"[tool.flinklint]\nselect = [\"FL1\"]\nselct = 1\n", `pyproject.toml:3:1: unknown key "selct" (did you mean "select"?)`},
		{"[tool.flinklint]\nflink-version = 1.20\n", `pyproject.toml:2:1: flink-version: write the version as a string ("1.20"), a number loses trailing zeros`},
		{"[tool.flinklint]\ntarget-flink = 2.1\n", `pyproject.toml:2:1: target-flink: write the version as a string ("1.20"), a number loses trailing zeros`},
		{"[tool.flinklint.severity]\nFL001 = 3\n", `pyproject.toml:2:1: severity.FL001: want a string, got an integer`},
		{"[[tool.flinklint.deployments]]\nconfig = \"a\"\njobs = [\"b\"]\nextra = 1\n", `pyproject.toml:4:1: unknown key "extra" in a deployments entry`},
		{"[tool.flinklint]\nexclude = [1]\n", `pyproject.toml:2:12: exclude: want a string, got an integer`},
		{"[tool.flinklint\n", `pyproject.toml:1:`},
	}
	for _, tc := range tests {
		_, err := ParsePyproject("pyproject.toml", []byte(tc.toml))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParsePyproject(%q) = %v, want %q", tc.toml, err, tc.want)
		}
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadSearchesUpToTheRepositoryRoot(t *testing.T) {
	top := t.TempDir()
	repo := filepath.Join(top, "repo")
	deep := filepath.Join(repo, "jobs", "team")
	write(t, filepath.Join(top, ".flinklint.yaml"), "select: [FL999]\n") // outside the repository
	write(t, filepath.Join(repo, ".git", "HEAD"), "ref: refs/heads/main\n")
	write(t, filepath.Join(deep, "job.py"), "")

	cfg, err := Load(deep)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Path != "" || cfg.Dir != repo {
		t.Errorf("found %q (dir %q); the search must stop at the repository root %q", cfg.Path, cfg.Dir, repo)
	}

	write(t, filepath.Join(repo, "pyproject.toml"), "[tool.flinklint]\nselect = [\"FL1\"]\n")
	if cfg, err = Load(deep); err != nil || cfg.Path != filepath.Join(repo, "pyproject.toml") || !slices.Equal(cfg.Select, []string{"FL1"}) {
		t.Errorf("pyproject: %+v, %v", cfg, err)
	}

	write(t, filepath.Join(repo, "jobs", "pyproject.toml"), "[tool.black]\nline-length = 1\n# flinklint is not configured here\n")
	write(t, filepath.Join(repo, ".flinklint.yaml"), "select: [FL2]\n")
	if cfg, err = Load(deep); err != nil || cfg.Path != filepath.Join(repo, ".flinklint.yaml") || cfg.Dir != repo {
		t.Errorf(".flinklint.yaml beside pyproject.toml should win: %+v, %v", cfg, err)
	}

	write(t, filepath.Join(deep, ".flinklint.yaml"), "selct: []\n")
	if _, err = Load(deep); err == nil || !strings.Contains(err.Error(), "unknown key") {
		t.Errorf("nearest file not used or error lost: %v", err)
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "custom.yaml"), "")
	if cfg, err := LoadFile(filepath.Join(dir, "custom.yaml")); err != nil || cfg.Dir != dir {
		t.Errorf("empty file: %+v, %v", cfg, err)
	}
	write(t, filepath.Join(dir, "pyproject.toml"), "[project]\nname = \"x\"\n")
	if _, err := LoadFile(filepath.Join(dir, "pyproject.toml")); err == nil || !strings.Contains(err.Error(), "no [tool.flinklint]") {
		t.Errorf("explicit pyproject without the table: %v", err)
	}
	if _, err := LoadFile(filepath.Join(dir, "missing.yaml")); err == nil {
		t.Error("missing file accepted")
	}
}

// TestSchemaMatchesLoader keeps docs/schema/flinklint.schema.json and the
// loader's key set in step.
func TestSchemaMatchesLoader(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "schema", "flinklint.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	type object struct {
		Properties           map[string]json.RawMessage `json:"properties"`
		AdditionalProperties *bool                      `json:"additionalProperties"`
		Items                *struct {
			Properties           map[string]json.RawMessage `json:"properties"`
			AdditionalProperties *bool                      `json:"additionalProperties"`
		} `json:"items"`
	}
	var schema object
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	keysOf := func(m map[string]json.RawMessage) []string {
		var ks []string
		for k := range m {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		return ks
	}
	sorted := func(s []string) []string { s = slices.Clone(s); slices.Sort(s); return s }
	if got, want := keysOf(schema.Properties), sorted(Keys()); !slices.Equal(got, want) {
		t.Errorf("schema keys %v, loader keys %v", got, want)
	}
	if schema.AdditionalProperties == nil || *schema.AdditionalProperties {
		t.Error("schema must set additionalProperties: false, as the loader rejects unknown keys")
	}
	var deployments object
	if err := json.Unmarshal(schema.Properties["deployments"], &deployments); err != nil || deployments.Items == nil {
		t.Fatalf("deployments schema: %v", err)
	}
	if got, want := keysOf(deployments.Items.Properties), sorted(DeploymentKeys()); !slices.Equal(got, want) {
		t.Errorf("schema deployment keys %v, loader %v", got, want)
	}
}

func FuzzParseYAML(f *testing.F) {
	f.Add([]byte(fullYAML))
	f.Add([]byte("a: &a [*a]\n"))
	f.Add([]byte("severity: {FL1: [x]}\nper-path-ignores: {\"[\": 1}\nmax-file-size: 99999999999999999999GB\n"))
	f.Add([]byte("deployments: [[[]]]\n---\nx: 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := ParseYAML(".flinklint.yaml", data)
		if (cfg == nil) == (err == nil) {
			t.Fatalf("want exactly one of config and error: %v, %v", cfg, err)
		}
	})
}

func FuzzParsePyproject(f *testing.F) {
	f.Add([]byte(fullTOML))
	f.Add([]byte("[tool]\nflinklint = 1\n"))
	f.Add([]byte("tool.flinklint.deployments = [{config = \"a\", jobs = [\"b\"]}, 3]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := ParsePyproject("pyproject.toml", data)
		if (cfg == nil) == (err == nil) {
			t.Fatalf("want exactly one of config and error: %v, %v", cfg, err)
		}
	})
}

func TestConnectorsKey(t *testing.T) {
	cfg, err := ParseYAML(".flinklint.yaml", []byte("connectors: [mredis, my-http]\n"))
	if err != nil || len(cfg.Connectors) != 2 || cfg.Connectors[1] != "my-http" {
		t.Errorf("connectors = %v, %v", cfg.Connectors, err)
	}
	if _, err := ParseYAML(".flinklint.yaml", []byte("connectors: [\"\"]\n")); err == nil || !strings.Contains(err.Error(), "must not be empty") {
		t.Errorf("empty identifier: %v", err)
	}
}

func TestSQLDialectsKey(t *testing.T) {
	cfg, err := ParseYAML(".flinklint.yaml", []byte("sql-dialects:\n  \"db/\": other\n  \"**/*.sql\": Flink\n  hive/: hive\n"))
	want := []SQLDialect{{"db/", DialectOther}, {"**/*.sql", DialectFlink}, {"hive/", DialectHive}}
	if err != nil || !reflect.DeepEqual(cfg.SQLDialects, want) {
		t.Errorf("sql-dialects = %v, %v; want %v in file order", cfg.SQLDialects, err, want)
	}
	for src, msg := range map[string]string{
		"sql-dialects:\n  \"*.sql\": mysql\n": `.flinklint.yaml:2:12: sql-dialects.*.sql: "mysql" is not one of flink, hive, other`,
		"sql-dialects:\n  \"[a-\": flink\n":   `.flinklint.yaml:2:3: sql-dialects: malformed glob "[a-"`,
		"sql-dialects: [a.sql]\n":             `.flinklint.yaml:1:15: sql-dialects`,
	} {
		if _, err := ParseYAML(".flinklint.yaml", []byte(src)); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: error %v, want %q", src, err, msg)
		}
	}
	toml := "[tool.flinklint.sql-dialects]\n\"jobs/*.sql\" = \"flink\"\n"
	cfg, found, err := parsePyproject("pyproject.toml", []byte(toml))
	if err != nil || !found || !reflect.DeepEqual(cfg.SQLDialects, []SQLDialect{{"jobs/*.sql", DialectFlink}}) {
		t.Errorf("pyproject sql-dialects = %+v, %v, %v", cfg, found, err)
	}
}

// Issue 46 item 5: a deployments entry that names a file that does not
// exist is an error at its line and column, in either form of the
// configuration; one that names existing files, a directory or a glob
// that matches is not.
func TestDeploymentPathsMustExist(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"infra/app.yaml", "jobs/a.py"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, file, text string
		want             []string
	}{
		{"all exist", ".flinklint.yaml", "deployments:\n  - config: infra/app.yaml\n    jobs: [jobs/a.py, jobs/, \"jobs/*.py\", \"**/x.py\"]\n", nil},
		{"missing yaml", ".flinklint.yaml", "deployments:\n  - config: infra/gone.yaml\n    jobs:\n      - jobs/a.py\n      - jobs/b.py\n      - \"sql/*.sql\"\n", []string{
			".flinklint.yaml:2:13: deployments.config: infra/gone.yaml does not exist",
			".flinklint.yaml:5:9: deployments.jobs: jobs/b.py does not exist",
			".flinklint.yaml:6:9: deployments.jobs: sql/*.sql matches no file",
		}},
		{"missing toml", "pyproject.toml", "[[tool.flinklint.deployments]]\nconfig = \"infra/app.yaml\"\njobs = [\"jobs/a.py\", \"jobs/c.py\"]\n", []string{
			"pyproject.toml:3:22: deployments.jobs: jobs/c.py does not exist",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, tt.file)
			if err := os.WriteFile(p, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			defer os.Remove(p)
			cfg, err := LoadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			err = cfg.CheckDeploymentPaths()
			if len(tt.want) == 0 {
				if err != nil {
					t.Errorf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want %q", tt.want)
			}
			got := strings.ReplaceAll(err.Error(), dir+string(filepath.Separator), "")
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("error lacks %q:\n%s", w, got)
				}
			}
			if n := strings.Count(got, "\n") + 1; n != len(tt.want) {
				t.Errorf("%d errors, want %d:\n%s", n, len(tt.want), got)
			}
		})
	}
}

// TestFreshSessions reads fresh-sessions as a list of globs, and rejects
// a glob that is not one.
func TestFreshSessions(t *testing.T) {
	cfg, err := ParseYAML(".flinklint.yaml", []byte("fresh-sessions: [\"jobs/*.sql\", pipelines/]\n"))
	if err != nil || !slices.Equal(cfg.FreshSessions, []string{"jobs/*.sql", "pipelines/"}) {
		t.Errorf("fresh-sessions = %v, %v", cfg.FreshSessions, err)
	}
	if _, err := ParseYAML(".flinklint.yaml", []byte("fresh-sessions: [\"jobs/[\"]\n")); err == nil || !strings.Contains(err.Error(), "fresh-sessions") {
		t.Errorf("a bad glob: %v, want an error naming fresh-sessions", err)
	}
}
