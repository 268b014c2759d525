package config

import (
	"path/filepath"
	"reflect"
	"testing"
)

func TestRebase(t *testing.T) {
	root := t.TempDir()
	cfg := &Config{
		Path: filepath.Join(root, "jobs", ".flinklint.yaml"), Dir: filepath.Join(root, "jobs"),
		Exclude:        []string{"*.gen.sql", "old/", "/vendor", "team/**/tmp"},
		PerPathIgnores: []PathIgnore{{Pattern: "fixtures/**", Rules: []string{"FL001"}}},
		Deployments:    []Deployment{{Config: "../infra/app.yaml", Jobs: []string{"s3_sink.py"}}},
		SQLDialects:    []SQLDialect{{Pattern: "sql/*.sql", Dialect: DialectFlink}},
	}
	got, err := cfg.Rebase(root)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"/jobs/**/*.gen.sql", "/jobs/**/old/", "/jobs/vendor", "/jobs/team/**/tmp"}
	if !reflect.DeepEqual(got.Exclude, want) {
		t.Errorf("Exclude = %q, want %q", got.Exclude, want)
	}
	if got.PerPathIgnores[0].Pattern != "/jobs/fixtures/**" {
		t.Errorf("per-path pattern = %q", got.PerPathIgnores[0].Pattern)
	}
	if d := got.Deployments[0]; d.Config != "infra/app.yaml" || d.Jobs[0] != "jobs/s3_sink.py" {
		t.Errorf("deployment = %+v", d)
	}
	if d := got.SQLDialects[0]; d.Pattern != "/jobs/sql/*.sql" || d.Dialect != DialectFlink {
		t.Errorf("sql-dialects = %+v", d)
	}
	if cfg.Exclude[0] != "*.gen.sql" {
		t.Error("Rebase changed the original")
	}

	same, err := (&Config{Dir: root, Exclude: []string{"*.sql"}}).Rebase(root)
	if err != nil || same.Exclude[0] != "*.sql" {
		t.Errorf("config at the root must stay as is: %+v, %v", same, err)
	}
	if _, err := (&Config{Path: "x", Dir: filepath.Dir(root)}).Rebase(root); err == nil {
		t.Error("config outside the root accepted")
	}
}
