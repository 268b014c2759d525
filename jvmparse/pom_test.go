package jvmparse

import (
	"os"
	"path/filepath"
	"testing"
)

func TestPOMDependencies(t *testing.T) {
	src, err := os.ReadFile("testdata/pom/connectors.xml")
	if err != nil {
		t.Fatal(err)
	}
	got := POMDependencies(src)
	want := []struct {
		jar      string
		resolved bool
		text     string
	}{
		{"flink-connector-jdbc-3.2.0-1.19.jar", true, "${jdbc.connector.version}"},
		{"flink-sql-connector-kafka-3.1.0-1.18.jar", true, "3.1.0-1.18"},
		{"flink-table-api-java-1.19.1.jar", true, "${flink.version}"},
		{"postgresql-${postgres.version}.jar", false, "${postgres.version}"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d dependencies %+v, want %d (the plugin's own is not the project's)", len(got), got, len(want))
	}
	for i, w := range want {
		d := got[i]
		if d.JarName() != w.jar || d.Resolved != w.resolved || string(src[d.Start:d.End]) != w.text {
			t.Errorf("dependency %d = %s resolved %v at %q, want %s %v at %q", i, d.JarName(), d.Resolved, src[d.Start:d.End], w.jar, w.resolved, w.text)
		}
	}
}

func TestPOMDependenciesNasty(t *testing.T) {
	cases := map[string]int{"pom_truncated.xml": 1, "pom_cycle.xml": 1}
	for name, n := range cases {
		src, err := os.ReadFile(filepath.Join("testdata/nasty", name))
		if err != nil {
			t.Fatal(err)
		}
		got := POMDependencies(src)
		if len(got) != n {
			t.Errorf("%s: %d dependencies %+v, want %d", name, len(got), got, n)
		}
		for _, d := range got {
			if d.Resolved {
				t.Errorf("%s: %+v resolved", name, d)
			}
		}
	}
}

func FuzzPOMDependencies(f *testing.F) {
	for _, dir := range []string{"testdata/pom", "testdata/nasty"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.xml"))
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, d := range POMDependencies(src) {
			if d.Start < 0 || d.End < d.Start || d.End > len(src) {
				t.Fatalf("span %d-%d outside %d bytes", d.Start, d.End, len(src))
			}
		}
	})
}

func BenchmarkPOMDependencies(b *testing.B) {
	src, err := os.ReadFile("testdata/pom/connectors.xml")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		POMDependencies(src)
	}
}

func TestFlinkDependencies(t *testing.T) {
	src := []byte(`<project><dependencies>
<dependency><groupId>org.apache.flink</groupId><artifactId>flink-connector-kafka</artifactId><version>3.2.0-1.19</version></dependency>
<dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>1.7.36</version></dependency>
</dependencies></project>`)
	deps := FlinkDependencies(src)
	if len(deps) != 1 || deps[0].ArtifactID != "flink-connector-kafka" || deps[0].Version != "3.2.0-1.19" {
		t.Errorf("FlinkDependencies = %+v", deps)
	}
}
