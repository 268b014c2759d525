package langsvc

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/linter"
)

// project lints a project written from files (a cursor mark in one of
// them) and returns the cursor and the facts of the marked file.
func project(t *testing.T, flinkVersion string, files map[string]string) (Cursor, Facts) {
	t.Helper()
	dir := t.TempDir()
	marked, src := "", []byte(nil)
	for name, text := range files {
		if strings.Contains(text, mark) {
			marked = name
		}
		clean := strings.Replace(text, mark, "", 1)
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(clean), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := linter.Check(linter.Settings{Root: dir, Paths: []string{dir}, FlinkVersion: flinkVersion})
	if err != nil {
		t.Fatal(err)
	}
	f := out.Model.File(marked)
	if f == nil {
		t.Fatalf("%s is not a file of the run", marked)
	}
	text := files[marked]
	off := strings.Index(text, mark)
	src = []byte(strings.Replace(text, mark, "", 1))
	return At(out.Model, f, src, PositionOf(src, off)), FactsOf(out.Model, marked)
}

func labels(items []Item) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.Label
	}
	return out
}

func item(items []Item, label string) (Item, bool) {
	for _, it := range items {
		if it.Label == label {
			return it, true
		}
	}
	return Item{}, false
}

func TestCompleteOptionKeys(t *testing.T) {
	c, fx := project(t, "1.20", map[string]string{"job.sql": "CREATE TABLE t (a INT) WITH (\n  'connector' = 'kafka',\n  'topic' = 'x',\n  'format' = 'json',\n  'scan.‸'\n);\n"})
	items := Complete(c, fx)
	got := labels(items)
	for _, want := range []string{"scan.startup.mode", "properties.bootstrap.servers", "json.ignore-parse-errors"} {
		if !slices.Contains(got, want) {
			t.Errorf("no %q among %q", want, got)
		}
	}
	for _, present := range []string{"topic", "connector", "format"} {
		if slices.Contains(got, present) {
			t.Errorf("%q is in the list already and offered again", present)
		}
	}
	it, _ := item(items, "scan.startup.mode")
	if !strings.Contains(it.Detail, "earliest-offset") || !strings.Contains(it.Detail, "default group-offsets") {
		t.Errorf("scan.startup.mode detail %q: want its values and default", it.Detail)
	}
	// The item replaces what was typed inside the quotes: "scan."
	src := []byte(strings.Replace("CREATE TABLE t (a INT) WITH (\n  'connector' = 'kafka',\n  'topic' = 'x',\n  'format' = 'json',\n  'scan.‸'\n);\n", mark, "", 1))
	if string(src[it.Start:it.End]) != "scan." || it.Text != "scan.startup.mode" {
		t.Errorf("the item replaces %q with %q; want \"scan.\" with the key", src[it.Start:it.End], it.Text)
	}
}

func TestCompleteOptionKeysOfTheVersion(t *testing.T) {
	// A key of the datagen factory that 1.20 lists and 1.17 does not
	// (scan.parallelism): found in the catalogue, not written here.
	old, _ := flink.Connector("datagen", flink.V(1, 17))
	cur, _ := flink.Connector("datagen", flink.V(1, 20))
	newKey := ""
	for _, o := range cur.Options() {
		if _, m := old.Lookup(o.Key, nil); m == flink.NotYet && !o.Pattern {
			newKey = o.Key
			break
		}
	}
	if newKey == "" {
		t.Fatal("the catalogue has no datagen key new since 1.17")
	}
	src := "CREATE TABLE t (a INT) WITH ('connector' = 'datagen', '‸')"
	c, fx := project(t, "1.17", map[string]string{"job.sql": src})
	if slices.Contains(labels(Complete(c, fx)), newKey) {
		t.Errorf("a 1.17 job is offered %q, which 1.17 does not have", newKey)
	}
	c, fx = project(t, "1.20", map[string]string{"job.sql": src})
	if !slices.Contains(labels(Complete(c, fx)), newKey) {
		t.Errorf("a 1.20 job is not offered %q", newKey)
	}
}

func TestCompleteValues(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string
		quoted    string // the Text of the first wanted item, when no quote is typed
	}{
		{"enum", "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', 'scan.startup.mode' = '‸')", []string{"earliest-offset", "latest-offset", "group-offsets"}, ""},
		{"boolean", "CREATE TABLE t (a INT) WITH ('connector' = 'filesystem', 'path' = 'p', 'format' = 'csv', 'source.monitor-interval' = '1 s', 'auto-compaction' = ‸)", []string{"true", "false"}, "'false'"},
		{"connector", "CREATE TABLE t (a INT) WITH ('connector' = 'ka‸')", []string{"kafka", "upsert-kafka", "filesystem"}, ""},
		{"format", "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', 'value.format' = '‸')", []string{"json", "avro", "csv"}, ""},
		{"duration", "SET 'execution.checkpointing.interval' = '‸'", []string{"10 s", "1 min"}, ""},
		{"SET runtime mode", "SET 'execution.runtime-mode' = '‸'", []string{"STREAMING", "BATCH"}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, fx := project(t, "1.20", map[string]string{"job.sql": tc.src})
			items := Complete(c, fx)
			got := labels(items)
			for _, w := range tc.want {
				if !slices.Contains(got, w) {
					t.Errorf("no %q among %q", w, got)
				}
			}
			if tc.quoted != "" {
				if it, _ := item(items, "false"); it.Text != tc.quoted {
					t.Errorf("text %q, want %q", it.Text, tc.quoted)
				}
			}
		})
	}
}

func TestDurationAndMemoryExamplesParse(t *testing.T) {
	for _, d := range durationExamples {
		if _, err := flink.ParseDuration(d, flink.V(1, 20)); err != nil {
			t.Errorf("%q: %v", d, err)
		}
	}
	for _, m := range memoryExamples {
		if _, err := flink.ParseMemorySize(m); err != nil {
			t.Errorf("%q: %v", m, err)
		}
	}
}

func TestCompleteSetKeys(t *testing.T) {
	c, fx := project(t, "2.2", map[string]string{"job.sql": "SET 'table.exec.‸"})
	got := labels(Complete(c, fx))
	if !slices.Contains(got, "table.exec.state.ttl") {
		t.Errorf("no table.exec.state.ttl among %d keys", len(got))
	}
	if slices.Contains(got, "akka.client.timeout") {
		t.Error("a 2.2 job is offered akka.client.timeout (1.20 only)")
	}
	if slices.Contains(got, "job.autoscaler.enabled") {
		t.Error("SET is offered the operator's job.autoscaler.enabled")
	}
}

func TestCompleteNames(t *testing.T) {
	ddl := "CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), ts TIMESTAMP(3)) WITH ('connector' = 'datagen');\n" +
		"CREATE TABLE customers (cid BIGINT, name STRING) WITH ('connector' = 'datagen');\n" +
		"CREATE VIEW big AS SELECT * FROM orders WHERE amount > 100;\n"
	cases := []struct {
		name, src string
		want, not []string
	}{
		{"tables", ddl + "SELECT * FROM ‸", []string{"orders", "customers", "big"}, []string{"id", "UPPER"}},
		{"columns of the FROM tables", ddl + "SELECT am‸ FROM orders", []string{"amount", "ts", "UPPER", "CASE"}, []string{"cid", "orders"}},
		{"columns of a qualifier", ddl + "SELECT c.‸ FROM orders o JOIN customers c ON o.id = c.cid", []string{"cid", "name"}, []string{"amount"}},
		{"keywords", ddl + "‸", []string{"SELECT", "INSERT INTO", "CREATE TABLE"}, []string{"orders"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, fx := project(t, "1.20", map[string]string{"job.sql": tc.src})
			got := labels(Complete(c, fx))
			for _, w := range tc.want {
				if !slices.Contains(got, w) {
					t.Errorf("no %q among %q", w, got)
				}
			}
			for _, n := range tc.not {
				if slices.Contains(got, n) {
					t.Errorf("%q offered", n)
				}
			}
		})
	}
}

func TestCompleteInPython(t *testing.T) {
	src := "from pyflink.table import TableEnvironment\n" +
		"t_env = TableEnvironment.create(None)\n" +
		"t_env.execute_sql('CREATE TABLE t (a INT) WITH (\\'connector\\' = \\'kafka\\', ‸)')\n"
	c, fx := project(t, "1.20", map[string]string{"job.py": src})
	items := Complete(c, fx)
	it, ok := item(items, "topic")
	if !ok {
		t.Fatalf("no topic among %q", labels(items))
	}
	if it.Text != `\'topic\'` {
		t.Errorf("text %q, want the quotes escaped for the Python string", it.Text)
	}
}

func TestCompleteConfig(t *testing.T) {
	cases := []struct {
		name, file, src string
		want, not       []string
	}{
		{"operator flinkConfiguration", "k8s/job.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata:\n  name: job\nspec:\n  flinkVersion: v1_20\n  flinkConfiguration:\n    taskmanager.numberOfTaskSlots: \"2\"\n    ‸\n  job:\n    jarURI: local:///opt/flink/usrlib/job.jar\n",
			[]string{"state.backend.type", "job.autoscaler.enabled"}, []string{"taskmanager.numberOfTaskSlots"}},
		{"operator value", "k8s/job.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata:\n  name: job\nspec:\n  flinkVersion: v1_20\n  flinkConfiguration:\n    execution.runtime-mode: ‸\n  job:\n    jarURI: local:///opt/flink/usrlib/job.jar\n",
			[]string{"STREAMING", "BATCH"}, nil},
		{"nested config.yaml", "conf/config.yaml", "taskmanager:\n  memory:\n    ‸\n",
			[]string{"process.size", "managed.fraction"}, []string{"taskmanager.memory.process.size"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, fx := project(t, "", map[string]string{tc.file: tc.src})
			got := labels(Complete(c, fx))
			for _, w := range tc.want {
				if !slices.Contains(got, w) {
					t.Errorf("no %q among %d items", w, len(got))
				}
			}
			for _, n := range tc.not {
				if slices.Contains(got, n) {
					t.Errorf("%q offered", n)
				}
			}
		})
	}
}

func TestSignatureHelp(t *testing.T) {
	// SUBSTRING's names are those of its alias SUBSTR's call form in
	// Flink's function reference (SUBSTRING's own is written with FROM).
	c, fx := project(t, "1.20", map[string]string{"job.sql": "CREATE TABLE t (s STRING) WITH ('connector' = 'datagen');\nSELECT SUBSTRING(s, 1, ‸) FROM t;\n"})
	h := SignatureAt(c, fx)
	if h == nil {
		t.Fatal("no signature")
	}
	sig := h.Signatures[h.Active]
	if sig.Label != "SUBSTRING(string, integer1[, integer2])" || h.ActiveParam != 2 {
		t.Errorf("signature %q active %d; want SUBSTRING(string, integer1[, integer2]) active 2", sig.Label, h.ActiveParam)
	}
	for _, p := range sig.Params {
		if sig.Label[p.Start:p.End] != p.Name {
			t.Errorf("parameter %q is at %q of the label", p.Name, sig.Label[p.Start:p.End])
		}
	}
	if !strings.Contains(sig.Doc, "docs/data/sql_functions.yml") {
		t.Errorf("the doc does not say where the names come from: %q", sig.Doc)
	}
	// Two forms (TYPEOF's two argument sequences in its definition): the
	// second argument selects the second.
	c, fx = project(t, "2.2", map[string]string{"job.sql": "SELECT TYPEOF(1, ‸)"})
	h = SignatureAt(c, fx)
	if h == nil || len(h.Signatures) != 2 || h.Active != 1 || h.Signatures[1].Label != "TYPEOF(input, force_serializable)" || h.ActiveParam != 1 {
		t.Errorf("TYPEOF: %+v; want its second form, force_serializable active", h)
	}
	// A repeated last parameter: any later argument is it.
	c, fx = project(t, "1.20", map[string]string{"job.sql": "SELECT COALESCE(a, b, c, ‸) FROM t"})
	h = SignatureAt(c, fx)
	if h == nil || h.Signatures[h.Active].Label != "COALESCE(value1[, value2...])" || h.ActiveParam != 1 {
		t.Errorf("COALESCE: %+v", h)
	}
	// A function Flink's sources name no parameters of: numbered.
	// (the reference writes MOD only as numeric1 % numeric2).
	c, fx = project(t, "1.20", map[string]string{"job.sql": "SELECT MOD(a, ‸) FROM t"})
	if h = SignatureAt(c, fx); h == nil || h.Signatures[0].Label != "MOD(arg1, arg2)" || h.ActiveParam != 1 || strings.Contains(h.Signatures[0].Doc, "Parameter names") {
		t.Errorf("MOD: %+v", h)
	}
	c, fx = project(t, "1.20", map[string]string{"job.sql": "SELECT * FROM TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), ‸))"})
	h = SignatureAt(c, fx)
	if h == nil || h.Signatures[0].Params[h.ActiveParam].Name != "size" {
		t.Errorf("TUMBLE signature %+v; want the size parameter active", h)
	}
	for _, p := range h.Signatures[0].Params {
		if h.Signatures[0].Label[p.Start:p.End] != p.Name {
			t.Errorf("TUMBLE parameter %q is at %q", p.Name, h.Signatures[0].Label[p.Start:p.End])
		}
	}
	c, fx = project(t, "1.20", map[string]string{"job.sql": "SELECT my_udf(‸) FROM t"})
	if h := SignatureAt(c, fx); h != nil {
		t.Errorf("a signature for a function flinklint does not know: %+v", h)
	}
}

func TestCompleteOptionKeysOfTheConnectorRelease(t *testing.T) {
	// A key of the Kafka factory that its first release read does not
	// list and its last does: found in the catalogue, not written here.
	spec, _ := flink.Connector("kafka", flink.Version{})
	first, last := spec.Releases[0], spec.Releases[len(spec.Releases)-1]
	newKey := ""
	for _, o := range spec.Options() {
		old, _ := spec.ListedIn(o.Key, first)
		cur, _ := spec.ListedIn(o.Key, last)
		if !old && cur && !o.Pattern {
			newKey = o.Key
			break
		}
	}
	if newKey == "" {
		t.Fatalf("no kafka key new since %s", first)
	}
	jar := "flink-sql-connector-kafka-" + strings.TrimPrefix(first, "v") + "-1.17.jar"
	src := "SET 'pipeline.jars' = 'file:///opt/flink/lib/" + jar + "';\nCREATE TABLE t (a INT) WITH ('connector' = 'kafka', '‸')"
	c, fx := project(t, "", map[string]string{"job.sql": src})
	if slices.Contains(labels(Complete(c, fx)), newKey) {
		t.Errorf("a job shipping %s is offered %q, which that release does not list", jar, newKey)
	}
	c, fx = project(t, "", map[string]string{"job.sql": "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', '‸')"})
	if !slices.Contains(labels(Complete(c, fx)), newKey) {
		t.Errorf("a job shipping no Kafka jar is not offered %q", newKey)
	}
}

// TestDescriptions: completion items and hovers of options, format
// options, configuration keys and functions lead with flinklint's own
// one-line description, where it has one.
func TestDescriptions(t *testing.T) {
	c, fx := project(t, "1.20", map[string]string{"job.sql": "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', 'value.format' = 'json', '‸')"})
	items := Complete(c, fx)
	for label, want := range map[string]string{
		"scan.startup.mode":                flink.DescribeOption("kafka", "scan.startup.mode"),
		"value.json.ignore-parse-errors":   flink.DescribeFormatOption("json", "ignore-parse-errors"),
		"scan.watermark.emit.strategy":     flink.DescribeOption("kafka", "scan.watermark.emit.strategy"),
		"properties.bootstrap.servers":     "Comma-separated host:port list of the Kafka brokers.",
		"value.json.fail-on-missing-field": "Whether a field missing from the input fails the row rather than becoming null.",
	} {
		it, ok := item(items, label)
		if !ok || want == "" || !strings.HasPrefix(it.Doc, want+"\n\n") {
			t.Errorf("%s: doc %q; want it to start with %q", label, it.Doc, want)
		}
	}
	c, fx = project(t, "1.20", map[string]string{"job.sql": "SET '‸"})
	if it, ok := item(Complete(c, fx), "execution.checkpointing.interval"); !ok || !strings.HasPrefix(it.Doc, "Time between checkpoints") {
		t.Errorf("SET key: %+v", it)
	}
	c, fx = project(t, "1.20", map[string]string{"job.sql": "CREATE TABLE t (s STRING) WITH ('connector' = 'datagen');\nSELECT ‸ FROM t;\n"})
	if it, ok := item(Complete(c, fx), "COALESCE"); !ok || !strings.HasPrefix(it.Doc, "The first argument that is not NULL.\n\n") || it.Detail != "COALESCE(value1[, value2...])" {
		t.Errorf("function item: %+v", it)
	}
	// Without a description, the facts alone.
	if it, ok := item(Complete(c, fx), "SINH"); !ok || it.Doc != "A built-in scalar function." {
		t.Errorf("SINH has no description: %+v", it)
	}

	m, _ := workspace(t, map[string]string{"job.sql": "SET 'execution.checkpointing.interval' = '1 min';\n" +
		"CREATE TABLE k (a STRING) WITH ('connector' = 'kafka', 'topic' = 'x', 'format' = 'json', 'json.ignore-parse-errors' = 'true', 'scan.startup.mode' = 'earliest-offset');\n" +
		"SELECT COALESCE(a, 'x') FROM k;\n"})
	s := New(m)
	for _, tc := range []struct{ at, want string }{
		{"'scan.startup.mode'", "\n\n" + flink.DescribeOption("kafka", "scan.startup.mode") + "\n\nType: Enum"},
		{"'json.ignore-parse-errors'", "\n\n" + flink.DescribeFormatOption("json", "ignore-parse-errors") + "\n\nForwarded"},
		{"'execution.checkpointing.interval'", "\n\nTime between checkpoints; unset, the job takes none.\n\nType:"},
		{"COALESCE(", "\n\nThe first argument that is not NULL.\n\n"},
	} {
		h, ok := s.Hover("job.sql", offset(t, m, "job.sql", tc.at, 0, 2))
		if !ok || !strings.Contains(h.Markdown, tc.want) {
			t.Errorf("hover on %s lacks %q:\n%s", tc.at, tc.want, h.Markdown)
		}
	}
}
