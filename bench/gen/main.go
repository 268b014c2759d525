//go:build flinklintbench

// Command gen writes a deterministic synthetic monorepo for the speed
// harness: PyFlink jobs in many folders, written in the forms real teams use
// (execute_sql with literals, f-strings, implicit concatenation,
// TableDescriptor chains, SQL files read at run time, OPTIONS hints, SET
// statements), the AWS / Kubernetes configs that deploy them, stand-alone SQL
// scripts and, optionally, ordinary non-Flink files.
//
// Every FL001 case it plants is listed in a manifest (JSON) with its file,
// line, column and expected level, so bench/run can compare what flinklint
// finds with what it should find. The same seed and flags always give the
// same bytes.
//
// It is built only with -tags flinklintbench, so `go install ./...` skips it.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/flinklint/flinklint/internal/gensql"
)

func main() {
	out := flag.String("out", "", "directory to write the tree into (created; must be empty or absent)")
	jobs := flag.Int("jobs", 200, "number of PyFlink jobs")
	scripts := flag.Int("sql", -1, "number of stand-alone SQL scripts (default jobs/10)")
	noise := flag.Int("noise", 0, "number of ordinary non-Flink files (python, yaml, json, markdown)")
	seed := flag.Uint64("seed", 1, "random seed")
	manifest := flag.String("manifest", "", "manifest path (default <out>.manifest.json, outside the tree)")
	findings := flag.Int("findings", 0, "instead of a monorepo, write one SQL file, tables.sql, of this many findings (3 a table; issue 31)")
	tableBytes := flag.Int("tablebytes", gensql.MinTableBytes, "with -findings: about the bytes of each table (more columns)")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "gen: -out is required")
		os.Exit(2)
	}
	if *findings > 0 {
		if err := writeFindingsScript(*out, *findings, *tableBytes); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		return
	}
	if *scripts < 0 {
		*scripts = *jobs / 10
	}
	if *manifest == "" {
		*manifest = filepath.Clean(*out) + ".manifest.json"
	}
	g := newGenerator(*seed)
	tree := g.tree(*jobs, *scripts, *noise)
	m, err := tree.write(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	m.Seed = *seed
	data, _ := json.MarshalIndent(m, "", "  ")
	if err := os.WriteFile(*manifest, append(data, '\n'), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Printf("gen: %d jobs, %d sql scripts, %d noise files: %d files, %d .py, %.1f MB; FL001 expected %d (%d error, %d warning)\n",
		*jobs, *scripts, *noise, m.Files, m.PyFiles, float64(m.Bytes)/1e6, m.FL001.Total, m.FL001.Error, m.FL001.Warning)
}

// writeFindingsScript writes dir/tables.sql with findings findings, in a
// directory of its own (a .git directory makes it the project's root).
func writeFindingsScript(dir string, findings, tableBytes int) error {
	if err := os.MkdirAll(filepath.Join(dir, ".git"), 0o755); err != nil {
		return err
	}
	src := gensql.FindingsScript(findings/gensql.FindingsPerTable, tableBytes)
	fmt.Printf("gen: tables.sql, %d tables, %d findings expected, %.1f MB\n",
		findings/gensql.FindingsPerTable, findings/gensql.FindingsPerTable*gensql.FindingsPerTable, float64(len(src))/1e6)
	return os.WriteFile(filepath.Join(dir, "tables.sql"), src, 0o644)
}

// Manifest describes a generated tree and the FL001 findings it must produce.
type Manifest struct {
	Seed     uint64     `json:"seed"`
	Jobs     int        `json:"jobs"`
	Scripts  int        `json:"sql_scripts"`
	Noise    int        `json:"noise"`
	Files    int        `json:"files"`
	PyFiles  int        `json:"py_files"`
	Bytes    int64      `json:"bytes"`
	FL001    Counts     `json:"fl001"`
	Expected []Expected `json:"expected"`
	// Forms counts jobs per (form, sink, deploy) choice, for coverage.
	Forms map[string]int `json:"forms"`
	// Entries lists, per job, the entry file and the config files that govern
	// it (slash paths relative to the tree), for pre-commit-sized runs.
	Entries []JobFiles `json:"jobs_files"`
}

// Counts are expected FL001 totals by level.
type Counts struct {
	Total   int `json:"total"`
	Error   int `json:"error"`
	Warning int `json:"warning"`
}

// Expected is one FL001 finding the tree must produce. Col counts code points.
type Expected struct {
	Path   string `json:"path"`
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Level  string `json:"level"`
	Form   string `json:"form"`
	Deploy string `json:"deploy"`
}

// JobFiles are the files of one job.
type JobFiles struct {
	Entry   string   `json:"entry"`
	Related []string `json:"related"`
}

// file is one generated file; expect marks an FL001 case inside it.
type file struct {
	path   string
	body   string
	expect *Expected
}

type tree struct {
	files    []file
	jobs     int
	scripts  int
	noise    int
	forms    map[string]int
	jobFiles []JobFiles
}

// write creates every file under dir and returns the manifest.
func (t *tree) write(dir string) (*Manifest, error) {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return nil, fmt.Errorf("%s is not empty", dir)
	}
	m := &Manifest{Jobs: t.jobs, Scripts: t.scripts, Noise: t.noise, Forms: t.forms, Entries: t.jobFiles}
	for _, f := range t.files {
		p := filepath.Join(dir, filepath.FromSlash(f.path))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, []byte(f.body), 0o644); err != nil {
			return nil, err
		}
		m.Files++
		m.Bytes += int64(len(f.body))
		if strings.HasSuffix(f.path, ".py") {
			m.PyFiles++
		}
		if f.expect != nil {
			e := *f.expect
			e.Path = f.path
			e.Line, e.Col = locate(f.body)
			m.Expected = append(m.Expected, e)
			m.FL001.Total++
			if e.Level == "error" {
				m.FL001.Error++
			} else {
				m.FL001.Warning++
			}
		}
	}
	return m, nil
}

// locate returns the 1-based line and code-point column of the key of the
// one auto-compaction option in body (its opening quote).
func locate(body string) (line, col int) {
	i := strings.Index(body, "'auto-compaction'")
	if i < 0 {
		i = strings.Index(body, `"auto-compaction"`)
	}
	if i < 0 {
		return 0, 0
	}
	start := strings.LastIndexByte(body[:i], '\n') + 1
	return strings.Count(body[:i], "\n") + 1, utf8.RuneCountInString(body[start:i]) + 1
}

type generator struct {
	r *rand.Rand
}

func newGenerator(seed uint64) *generator {
	return &generator{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

func (g *generator) pick(xs []string) string { return xs[g.r.IntN(len(xs))] }

// weighted picks a key by integer weights, in the order given.
func (g *generator) weighted(choices ...any) string {
	total := 0
	for i := 1; i < len(choices); i += 2 {
		total += choices[i].(int)
	}
	n := g.r.IntN(total)
	for i := 0; i < len(choices); i += 2 {
		n -= choices[i+1].(int)
		if n < 0 {
			return choices[i].(string)
		}
	}
	return choices[0].(string)
}

var (
	domains = []string{"payments", "orders", "logistics", "marketing", "fraud", "inventory", "ads", "search", "identity", "billing", "risk", "growth"}
	verbs   = []string{"archiver", "rollup", "enricher", "dedup", "exporter", "sessionizer", "aggregator", "compactor", "mirror", "auditor"}
	regions = []string{"us-east-1", "eu-west-1", "ap-northeast-2", "eu-central-1", "us-west-2"}
	entries = []string{"main.py", "main.py", "main.py", "job.py", "app.py", "flink_job.py"}
	formats = []string{"json", "json", "parquet", "csv", "avro"}
)

type column struct{ name, typ string }

type entity struct {
	name   string
	cols   []column
	tsCol  string
	keyCol string
}

var entities = []entity{
	{"orders", []column{{"order_id", "STRING"}, {"customer_id", "STRING"}, {"amount", "DECIMAL(12, 2)"}, {"currency", "STRING"}, {"status", "STRING"}, {"event_time", "TIMESTAMP(3)"}}, "event_time", "order_id"},
	{"clicks", []column{{"click_id", "STRING"}, {"user_id", "BIGINT"}, {"url", "STRING"}, {"referrer", "STRING"}, {"user_agent", "STRING"}, {"ts", "TIMESTAMP(3)"}}, "ts", "click_id"},
	{"payments", []column{{"payment_id", "STRING"}, {"order_id", "STRING"}, {"method", "STRING"}, {"amount", "DOUBLE"}, {"approved", "BOOLEAN"}, {"created_at", "TIMESTAMP(3)"}}, "created_at", "payment_id"},
	{"shipments", []column{{"shipment_id", "STRING"}, {"carrier", "STRING"}, {"weight_kg", "DOUBLE"}, {"destination", "ROW<country STRING, city STRING, zip STRING>"}, {"updated_at", "TIMESTAMP(3)"}}, "updated_at", "shipment_id"},
	{"sessions", []column{{"session_id", "STRING"}, {"user_id", "BIGINT"}, {"device", "STRING"}, {"pages", "ARRAY<STRING>"}, {"started_at", "TIMESTAMP(3)"}}, "started_at", "session_id"},
	{"impressions", []column{{"impression_id", "STRING"}, {"campaign_id", "INT"}, {"placement", "STRING"}, {"cost_micros", "BIGINT"}, {"attrs", "MAP<STRING, STRING>"}, {"ts", "TIMESTAMP(3)"}}, "ts", "impression_id"},
	{"refunds", []column{{"refund_id", "STRING"}, {"payment_id", "STRING"}, {"reason", "STRING"}, {"amount", "DECIMAL(12, 2)"}, {"requested_at", "TIMESTAMP(3)"}}, "requested_at", "refund_id"},
	{"devices", []column{{"device_id", "STRING"}, {"model", "STRING"}, {"os_version", "STRING"}, {"battery", "INT"}, {"seen_at", "TIMESTAMP(3)"}}, "seen_at", "device_id"},
}

// job is one generated PyFlink job and the choices that shape it.
type job struct {
	dir, name, entry string
	form             string // literal, fstring, concat, descriptor, sqlfile, hint
	sink             string // positive, ac-false, kafka, pinned, batch
	deploy           string // cfn-yaml, cfn-json, terraform, k8s, cli-json, none
	scaling          string // custom-true, custom-false, default, absent
	infraDir         string // "" (configs beside the job) or "infra"
	korean           bool
	ent              entity
	format           string
	region           string
	bucket           string
	runtime          string
}

// fires reports whether the job must produce an FL001 finding, and its level.
func (j *job) fires() (bool, string) {
	if j.sink == "pinned" && j.deploy == "k8s" && j.scaling != "custom-false" {
		// The operator autoscaler overrides every vertex's parallelism
		// (pipeline.jobvertex-parallelism-overrides): 'sink.parallelism'
		// pins nothing there.
		return true, "error"
	}
	if j.sink != "positive" {
		return false, ""
	}
	if j.deploy == "none" {
		return true, "warning"
	}
	if j.scaling == "custom-false" {
		return false, ""
	}
	return true, "error"
}

func (g *generator) tree(nJobs, nScripts, nNoise int) *tree {
	t := &tree{jobs: nJobs, scripts: nScripts, noise: nNoise, forms: map[string]int{}}
	used := map[string]bool{}
	for i := 0; i < nJobs; i++ {
		j := g.job(i, used)
		t.forms[j.form+"/"+j.sink+"/"+j.deploy]++
		t.addJob(g, j)
	}
	for i := 0; i < nScripts; i++ {
		t.files = append(t.files, g.script(i))
	}
	for i := 0; i < nNoise; i++ {
		t.files = append(t.files, g.noiseFile(i))
	}
	t.files = append(t.files, file{path: "README.md", body: "# data-platform\n\nStreaming jobs of every team. Generated by flinklint bench/gen.\n"})
	return t
}

func (g *generator) job(i int, used map[string]bool) *job {
	j := &job{ent: entities[g.r.IntN(len(entities))]}
	domain := g.pick(domains)
	for {
		j.name = fmt.Sprintf("%s-%s", j.ent.name, g.pick(verbs))
		if g.r.IntN(3) == 0 {
			j.name += fmt.Sprintf("-%s", g.pick([]string{"v2", "hourly", "eu", "backfill", "stream", "kr"}))
		}
		j.dir = fmt.Sprintf("services/%s/team-%02d/%s", domain, g.r.IntN(20), j.name)
		if !used[j.dir] {
			break
		}
		j.dir = fmt.Sprintf("%s-%d", j.dir, i)
		if !used[j.dir] {
			break
		}
	}
	used[j.dir] = true
	j.entry = g.pick(entries)
	j.form = g.weighted("literal", 30, "fstring", 15, "concat", 10, "descriptor", 15, "sqlfile", 15, "hint", 15)
	j.sink = g.weighted("positive", 40, "ac-false", 15, "kafka", 15, "pinned", 15, "batch", 15)
	j.deploy = g.weighted("cfn-yaml", 30, "cfn-json", 10, "terraform", 20, "k8s", 15, "cli-json", 10, "none", 15)
	switch j.deploy {
	case "cfn-yaml", "cfn-json":
		j.scaling = g.weighted("custom-true", 40, "default", 20, "absent", 15, "custom-false", 25)
	case "terraform":
		j.scaling = g.weighted("custom-true", 50, "default", 20, "custom-false", 30)
	case "cli-json":
		j.scaling = g.weighted("custom-true", 70, "custom-false", 30)
	case "k8s":
		j.scaling = "custom-true" // job.autoscaler.enabled: "true"
	}
	if j.deploy != "none" && j.deploy != "k8s" && g.r.IntN(4) == 0 {
		j.infraDir = "infra"
	}
	j.korean = g.r.IntN(5) == 0
	j.format = g.pick(formats)
	j.region = g.pick(regions)
	j.bucket = fmt.Sprintf("%s-%s-datalake", domain, g.pick([]string{"prod", "prd", "live"}))
	j.runtime = g.pick([]string{"FLINK-1_19", "FLINK-1_19", "FLINK-1_20", "FLINK-1_18", "FLINK-1_15"})
	return j
}

func (t *tree) addJob(g *generator, j *job) {
	fires, level := j.fires()
	var exp *Expected
	if fires {
		exp = &Expected{Level: level, Form: j.form, Deploy: j.deploy}
	}
	py, sqlFiles := g.python(j)
	entry := j.dir + "/" + j.entry
	jf := JobFiles{Entry: entry, Related: []string{}}
	pyFile := file{path: entry, body: py}
	if j.form != "sqlfile" {
		pyFile.expect = exp
	}
	t.files = append(t.files, pyFile)
	for _, sf := range sqlFiles {
		if j.form == "sqlfile" && strings.Contains(sf.body, "'auto-compaction'") {
			sf.expect = exp
		}
		t.files = append(t.files, sf)
		jf.Related = append(jf.Related, sf.path)
	}
	for _, cf := range g.configs(j) {
		t.files = append(t.files, cf)
		jf.Related = append(jf.Related, cf.path)
	}
	t.files = append(t.files,
		file{path: j.dir + "/requirements.txt", body: "apache-flink==1.19.1\nboto3>=1.34\n"},
		file{path: j.dir + "/README.md", body: fmt.Sprintf("# %s\n\nReads `%s` and writes to `s3://%s/%s/`.\nOwner: %s.\n", j.name, j.ent.name, j.bucket, j.ent.name, j.dir)},
	)
	if g.r.IntN(3) == 0 {
		t.files = append(t.files, file{path: j.dir + "/tests/test_" + strings.ReplaceAll(j.ent.name, "-", "_") + ".py", body: testFile(j)})
	}
	t.jobFiles = append(t.jobFiles, jf)
}

// sinkOptions returns the sink's WITH options (or hint options for the
// hint form, where the WITH list lacks auto-compaction).
func (j *job) sinkOptions(pathValue string) (with, hint [][2]string) {
	if j.sink == "kafka" {
		return [][2]string{
			{"connector", "kafka"},
			{"topic", j.ent.name + "-out"},
			{"properties.bootstrap.servers", "b-1.msk.internal:9098"},
			{"format", "json"},
		}, nil
	}
	with = [][2]string{
		{"connector", "filesystem"},
		{"path", pathValue},
		{"format", j.format},
		{"sink.partition-commit.policy.kind", "success-file"},
		{"sink.rolling-policy.rollover-interval", "15 min"},
	}
	var extra [][2]string
	switch j.sink {
	case "positive", "batch":
		extra = [][2]string{{"auto-compaction", "true"}}
	case "ac-false":
		extra = [][2]string{{"auto-compaction", "false"}}
	case "pinned":
		extra = [][2]string{{"auto-compaction", "true"}, {"sink.parallelism", "2"}}
	}
	if len(extra) > 0 && (extra[0][1] == "true" || j.sink == "ac-false") {
		extra = append(extra, [2]string{"compaction.file-size", "128MB"})
	}
	if j.form == "hint" {
		return with, extra
	}
	return append(with, extra...), nil
}

func sqlOptions(opts [][2]string, indent string) string {
	var b strings.Builder
	for i, o := range opts {
		b.WriteString(indent)
		fmt.Fprintf(&b, "'%s' = '%s'", o[0], o[1])
		if i < len(opts)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	return b.String()
}

func sqlColumns(cols []column, indent string) string {
	var b strings.Builder
	for _, c := range cols {
		fmt.Fprintf(&b, "%s%s %s,\n", indent, c.name, c.typ)
	}
	return b.String()
}

// sourceDDL is the streaming source table every job reads.
func (j *job) sourceDDL(indent string) string {
	in := indent + "    "
	var b strings.Builder
	fmt.Fprintf(&b, "%sCREATE TABLE %s_src (\n", indent, j.ent.name)
	b.WriteString(sqlColumns(j.ent.cols, in))
	fmt.Fprintf(&b, "%sWATERMARK FOR %s AS %s - INTERVAL '5' SECOND\n", in, j.ent.tsCol, j.ent.tsCol)
	fmt.Fprintf(&b, "%s) WITH (\n", indent)
	b.WriteString(sqlOptions([][2]string{
		{"connector", "kinesis"},
		{"stream", j.ent.name + "-events"},
		{"aws.region", j.region},
		{"scan.stream.initpos", "LATEST"},
		{"format", "json"},
		{"json.timestamp-format.standard", "ISO-8601"},
	}, in))
	fmt.Fprintf(&b, "%s)", indent)
	return b.String()
}

func (j *job) sinkName() string { return j.ent.name + "_sink" }

// sinkDDL is the sink table; pathValue may hold an f-string field.
func (j *job) sinkDDL(indent, pathValue string) string {
	in := indent + "    "
	with, _ := j.sinkOptions(pathValue)
	var b strings.Builder
	fmt.Fprintf(&b, "%sCREATE TABLE %s (\n", indent, j.sinkName())
	b.WriteString(sqlColumns(j.ent.cols, in))
	fmt.Fprintf(&b, "%sdt STRING\n", in)
	fmt.Fprintf(&b, "%s) PARTITIONED BY (dt) WITH (\n", indent)
	b.WriteString(sqlOptions(with, in))
	fmt.Fprintf(&b, "%s)", indent)
	return b.String()
}

func (j *job) insertSQL(indent string) string {
	_, hint := j.sinkOptions("")
	target := j.sinkName()
	if len(hint) > 0 {
		var parts []string
		for _, o := range hint {
			parts = append(parts, fmt.Sprintf("'%s'='%s'", o[0], o[1]))
		}
		target += " /*+ OPTIONS(" + strings.Join(parts, ", ") + ") */"
	}
	var cols []string
	for _, c := range j.ent.cols {
		cols = append(cols, c.name)
	}
	return fmt.Sprintf("%sINSERT INTO %s\n%sSELECT %s,\n%s       DATE_FORMAT(%s, 'yyyy-MM-dd') AS dt\n%sFROM %s_src\n%sWHERE %s IS NOT NULL",
		indent, target, indent, strings.Join(cols, ", "), indent, j.ent.tsCol, indent, j.ent.name, indent, j.ent.keyCol)
}

func (j *job) s3Path() string { return fmt.Sprintf("s3a://%s/%s/", j.bucket, j.ent.name) }

const pyHeader = `import json
import logging
import os

from pyflink.table import EnvironmentSettings, TableEnvironment
%s
APPLICATION_PROPERTIES_FILE_PATH = "/etc/flink/application_properties.json"

is_local = True if os.environ.get("IS_LOCAL") else False

logger = logging.getLogger(__name__)


def get_application_properties():
    if os.path.isfile(APPLICATION_PROPERTIES_FILE_PATH):
        with open(APPLICATION_PROPERTIES_FILE_PATH, "r") as file:
            return json.loads(file.read())
    logger.warning("no application properties at %%s", APPLICATION_PROPERTIES_FILE_PATH)
    return []


def property_map(props, property_group_id):
    for prop in props:
        if prop["PropertyGroupId"] == property_group_id:
            return prop["PropertyMap"]
    return {}


`

// python renders the job's entry file and any SQL files it reads.
func (g *generator) python(j *job) (string, []file) {
	var b strings.Builder
	extraImports := ""
	if j.form == "descriptor" {
		extraImports = "from pyflink.table import DataTypes, Schema, TableDescriptor\n"
	}
	if j.form == "sqlfile" {
		extraImports += "from pathlib import Path\n"
	}
	fmt.Fprintf(&b, "# -*- coding: utf-8 -*-\n\"\"\"%s: reads %s events from Kinesis and writes them to S3.\n\nOwned by %s. Do not edit the sink without reading the runbook.\n\"\"\"\n", j.name, j.ent.name, j.dir)
	fmt.Fprintf(&b, pyHeader, extraImports)
	b.WriteString("def main():\n")
	if j.korean {
		b.WriteString("    # 운영 환경에서는 /etc/flink/application_properties.json 을 읽는다 (로컬은 IS_LOCAL)\n")
	}
	if j.sink == "batch" {
		b.WriteString("    env_settings = EnvironmentSettings.in_batch_mode()\n")
	} else {
		b.WriteString("    env_settings = EnvironmentSettings.in_streaming_mode()\n")
	}
	b.WriteString("    t_env = TableEnvironment.create(env_settings)\n")
	b.WriteString("    t_env.get_config().set(\"pipeline.name\", \"" + j.name + "\")\n")
	if g.r.IntN(2) == 0 {
		b.WriteString("    t_env.get_config().set(\"execution.checkpointing.interval\", \"60 s\")\n")
	}
	b.WriteString("    if is_local:\n")
	b.WriteString("        t_env.get_config().set(\"pipeline.jars\", \"file:///\" + os.getcwd() + \"/target/pyflink-dependencies.jar\")\n\n")
	b.WriteString("    props = get_application_properties()\n")
	b.WriteString("    output_props = property_map(props, \"OutputBucket\")\n")
	fmt.Fprintf(&b, "    output_path = output_props.get(\"output.path\", \"%s\")\n\n", j.s3Path())
	if g.r.IntN(3) == 0 {
		b.WriteString("    t_env.execute_sql(\"SET 'table.exec.sink.not-null-enforcer' = 'DROP'\")\n")
	}

	var sqlFiles []file
	switch j.form {
	case "literal":
		fmt.Fprintf(&b, "    t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n\n", j.sourceDDL("        "))
		if j.korean {
			b.WriteString("    # 결과는 S3 에 JSON 으로 저장 — 파일 수가 많아서 압축(auto-compaction)을 켰다 🙂\n")
		}
		fmt.Fprintf(&b, "    t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n\n", j.sinkDDL("        ", j.s3Path()))
		fmt.Fprintf(&b, "    table_result = t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n", j.insertSQL("        "))
	case "fstring":
		fmt.Fprintf(&b, "    t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n\n", j.sourceDDL("        "))
		fmt.Fprintf(&b, "    sink_ddl = f\"\"\"\n%s\n    \"\"\"\n", j.sinkDDL("        ", "{output_path}"))
		b.WriteString("    t_env.execute_sql(sink_ddl)\n\n")
		fmt.Fprintf(&b, "    table_result = t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n", j.insertSQL("        "))
	case "concat", "hint":
		fmt.Fprintf(&b, "    t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n\n", j.sourceDDL("        "))
		b.WriteString("    sink_ddl = (\n")
		for _, line := range strings.Split(j.sinkDDL("", j.s3Path()), "\n") {
			fmt.Fprintf(&b, "        %q\n", line+" ")
		}
		b.WriteString("    )\n    t_env.execute_sql(sink_ddl)\n\n")
		fmt.Fprintf(&b, "    table_result = t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n", j.insertSQL("        "))
	case "descriptor":
		fmt.Fprintf(&b, "    t_env.execute_sql(\"\"\"\n%s\n    \"\"\")\n\n", j.sourceDDL("        "))
		b.WriteString(j.descriptor())
		fmt.Fprintf(&b, "    table_result = t_env.from_path(\"%s_src\").execute_insert(\"%s\")\n", j.ent.name, j.sinkName())
	case "sqlfile":
		name := "sink_" + strings.ReplaceAll(j.ent.name, "-", "_") + ".sql"
		if g.r.IntN(2) == 0 {
			fmt.Fprintf(&b, "    sql_text = (Path(__file__).parent / \"sql\" / \"%s\").read_text()\n", name)
		} else {
			fmt.Fprintf(&b, "    with open(os.path.join(os.path.dirname(__file__), \"sql\", \"%s\")) as f:\n        sql_text = f.read()\n", name)
		}
		b.WriteString("    for statement in sql_text.split(\";\"):\n        if statement.strip():\n            table_result = t_env.execute_sql(statement)\n")
		var s strings.Builder
		fmt.Fprintf(&s, "-- %s: source, sink and the insert, run by %s\n", j.name, j.entry)
		if j.korean {
			s.WriteString("-- 주의: 싱크 옵션을 바꾸면 스냅샷 복구가 실패할 수 있다\n")
		}
		s.WriteString("SET 'pipeline.name' = '" + j.name + "';\n")
		s.WriteString(j.sourceDDL("") + ";\n\n")
		s.WriteString(j.sinkDDL("", j.s3Path()) + ";\n\n")
		s.WriteString(j.insertSQL("") + ";\n")
		sqlFiles = append(sqlFiles, file{path: j.dir + "/sql/" + name, body: s.String()})
	}
	b.WriteString("\n    if is_local:\n        table_result.wait()\n\n\nif __name__ == \"__main__\":\n    main()\n")
	return b.String(), sqlFiles
}

func (j *job) descriptor() string {
	with, _ := j.sinkOptions(j.s3Path())
	var b strings.Builder
	b.WriteString("    sink_descriptor = (\n")
	var connector string
	for _, o := range with {
		if o[0] == "connector" {
			connector = o[1]
		}
	}
	fmt.Fprintf(&b, "        TableDescriptor.for_connector(\"%s\")\n", connector)
	b.WriteString("        .schema(\n            Schema.new_builder()\n")
	for _, c := range j.ent.cols {
		t := "STRING()"
		switch {
		case strings.HasPrefix(c.typ, "TIMESTAMP"):
			t = "TIMESTAMP(3)"
		case c.typ == "BIGINT":
			t = "BIGINT()"
		case c.typ == "INT":
			t = "INT()"
		case c.typ == "DOUBLE":
			t = "DOUBLE()"
		case c.typ == "BOOLEAN":
			t = "BOOLEAN()"
		}
		fmt.Fprintf(&b, "            .column(\"%s\", DataTypes.%s)\n", c.name, t)
	}
	b.WriteString("            .build()\n        )\n")
	for _, o := range with {
		switch o[0] {
		case "connector":
		case "format":
			fmt.Fprintf(&b, "        .format(\"%s\")\n", o[1])
		default:
			fmt.Fprintf(&b, "        .option(\"%s\", \"%s\")\n", o[0], o[1])
		}
	}
	b.WriteString("        .build()\n    )\n")
	fmt.Fprintf(&b, "    t_env.create_temporary_table(\"%s\", sink_descriptor)\n", j.sinkName())
	return b.String()
}

func testFile(j *job) string {
	return fmt.Sprintf(`import unittest

from pyflink.table import EnvironmentSettings, TableEnvironment


class %sTest(unittest.TestCase):
    def test_select_literal(self):
        t_env = TableEnvironment.create(EnvironmentSettings.in_batch_mode())
        result = t_env.execute_sql("SELECT 1 AS one").collect()
        with result:
            self.assertEqual([row[0] for row in result], [1])


if __name__ == "__main__":
    unittest.main()
`, strings.ToUpper(j.ent.name[:1])+j.ent.name[1:])
}

// configs renders the deployment files of a job.
func (g *generator) configs(j *job) []file {
	dir := j.dir
	if j.infraDir != "" {
		dir += "/" + j.infraDir
	}
	switch j.deploy {
	case "cfn-yaml":
		return []file{{path: dir + "/" + g.pick([]string{"template.yaml", "cloudformation.yml", "app-stack.yaml"}), body: j.cfnYAML()}}
	case "cfn-json":
		return []file{{path: dir + "/template.json", body: j.cfnJSON()}}
	case "terraform":
		return []file{{path: dir + "/main.tf", body: j.terraform()}, {path: dir + "/variables.tf", body: j.tfVariables()}}
	case "k8s":
		return []file{{path: dir + "/k8s/flinkdeployment.yaml", body: j.k8s()}}
	case "cli-json":
		return []file{{path: dir + "/create-application.json", body: j.cliJSON()}}
	}
	return nil
}

func (j *job) cfnParallelismYAML() string {
	switch j.scaling {
	case "custom-true":
		return "          ParallelismConfiguration:\n            ConfigurationType: CUSTOM\n            AutoScalingEnabled: true\n            Parallelism: 2\n            ParallelismPerKPU: 1\n"
	case "custom-false":
		return "          ParallelismConfiguration:\n            ConfigurationType: CUSTOM\n            AutoScalingEnabled: false\n            Parallelism: 4\n            ParallelismPerKPU: 1\n"
	case "default":
		return "          ParallelismConfiguration:\n            ConfigurationType: DEFAULT\n            AutoScalingEnabled: false # ignored by the service under DEFAULT\n"
	}
	return ""
}

func (j *job) cfnYAML() string {
	return fmt.Sprintf(`AWSTemplateFormatVersion: "2010-09-09"
Description: Managed Service for Apache Flink application %[1]s

Parameters:
  ApplicationName:
    Type: String
    Default: %[1]s
  CodeBucketArn:
    Type: String
    Default: arn:aws:s3:::%[2]s-artifacts
  CodeKey:
    Type: String
    Default: %[1]s/%[1]s.zip

Resources:
  FlinkServiceRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal:
              Service: kinesisanalytics.amazonaws.com
            Action: sts:AssumeRole
      Policies:
        - PolicyName: !Sub "${ApplicationName}-s3"
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: ["s3:GetObject", "s3:PutObject", "s3:ListBucket"]
                Resource: "*"

  LogGroup:
    Type: AWS::Logs::LogGroup
    Properties:
      LogGroupName: !Sub "/aws/kinesis-analytics/${ApplicationName}"
      RetentionInDays: 14

  FlinkApplication:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      ApplicationName: !Ref ApplicationName
      RuntimeEnvironment: %[3]s
      ServiceExecutionRole: !GetAtt FlinkServiceRole.Arn
      ApplicationConfiguration:
        ApplicationCodeConfiguration:
          CodeContentType: ZIPFILE
          CodeContent:
            S3ContentLocation:
              BucketARN: !Ref CodeBucketArn
              FileKey: !Ref CodeKey
        FlinkApplicationConfiguration:
%[4]s          CheckpointConfiguration:
            ConfigurationType: DEFAULT
          MonitoringConfiguration:
            ConfigurationType: CUSTOM
            LogLevel: INFO
            MetricsLevel: APPLICATION
        ApplicationSnapshotConfiguration:
          SnapshotsEnabled: true
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: %[5]s
                jarfile: lib/pyflink-dependencies.jar
            - PropertyGroupId: OutputBucket
              PropertyMap:
                output.path: %[6]s
`, j.name, j.bucket, j.runtime, j.cfnParallelismYAML(), j.entry, j.s3Path())
}

func (j *job) cfnParallelismJSON() string {
	switch j.scaling {
	case "custom-true":
		return `
          "ParallelismConfiguration": {
            "ConfigurationType": "CUSTOM",
            "AutoScalingEnabled": true,
            "Parallelism": 2,
            "ParallelismPerKPU": 1
          },`
	case "custom-false":
		return `
          "ParallelismConfiguration": {
            "ConfigurationType": "CUSTOM",
            "AutoScalingEnabled": false,
            "Parallelism": 4,
            "ParallelismPerKPU": 1
          },`
	case "default":
		return `
          "ParallelismConfiguration": {
            "ConfigurationType": "DEFAULT"
          },`
	}
	return ""
}

func (j *job) cfnJSON() string {
	return fmt.Sprintf(`{
  "AWSTemplateFormatVersion": "2010-09-09",
  "Description": "Managed Service for Apache Flink application %[1]s",
  "Resources": {
    "FlinkApplication": {
      "Type": "AWS::KinesisAnalyticsV2::Application",
      "Properties": {
        "ApplicationName": "%[1]s",
        "RuntimeEnvironment": "%[2]s",
        "ServiceExecutionRole": {"Fn::GetAtt": ["FlinkServiceRole", "Arn"]},
        "ApplicationConfiguration": {
          "ApplicationCodeConfiguration": {
            "CodeContentType": "ZIPFILE",
            "CodeContent": {
              "S3ContentLocation": {
                "BucketARN": "arn:aws:s3:::%[3]s-artifacts",
                "FileKey": "%[1]s/%[1]s.zip"
              }
            }
          },
          "FlinkApplicationConfiguration": {%[4]s
            "CheckpointConfiguration": {"ConfigurationType": "DEFAULT"}
          },
          "EnvironmentProperties": {
            "PropertyGroups": [
              {
                "PropertyGroupId": "kinesis.analytics.flink.run.options",
                "PropertyMap": {"python": "%[5]s", "jarfile": "lib/pyflink-dependencies.jar"}
              }
            ]
          }
        }
      }
    },
    "FlinkServiceRole": {
      "Type": "AWS::IAM::Role",
      "Properties": {
        "AssumeRolePolicyDocument": {
          "Version": "2012-10-17",
          "Statement": [{"Effect": "Allow", "Principal": {"Service": "kinesisanalytics.amazonaws.com"}, "Action": "sts:AssumeRole"}]
        }
      }
    }
  }
}
`, j.name, j.runtime, j.bucket, j.cfnParallelismJSON(), j.entry)
}

func (j *job) terraform() string {
	par := ""
	switch j.scaling {
	case "custom-true":
		par = "\n      parallelism_configuration {\n        configuration_type   = \"CUSTOM\"\n        auto_scaling_enabled = true\n        parallelism          = var.parallelism\n        parallelism_per_kpu  = 1\n      }\n"
	case "custom-false":
		par = "\n      parallelism_configuration {\n        configuration_type   = \"CUSTOM\"\n        auto_scaling_enabled = false\n        parallelism          = var.parallelism\n        parallelism_per_kpu  = 1\n      }\n"
	case "default":
		par = "\n      parallelism_configuration {\n        configuration_type = \"DEFAULT\"\n      }\n"
	}
	return fmt.Sprintf(`resource "aws_iam_role" "flink" {
  name = "${var.application_name}-role"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "kinesisanalytics.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_kinesisanalyticsv2_application" "app" {
  name                   = var.application_name
  runtime_environment    = "%[1]s"
  service_execution_role = aws_iam_role.flink.arn
  start_application      = true

  application_configuration {
    application_code_configuration {
      code_content_type = "ZIPFILE"
      code_content {
        s3_content_location {
          bucket_arn = "arn:aws:s3:::%[2]s-artifacts"
          file_key   = "${var.application_name}/app.zip"
        }
      }
    }

    flink_application_configuration {%[3]s
      checkpoint_configuration {
        configuration_type = "DEFAULT"
      }
    }

    environment_properties {
      property_group {
        property_group_id = "kinesis.analytics.flink.run.options"
        property_map = {
          python  = "%[4]s"
          jarfile = "lib/pyflink-dependencies.jar"
        }
      }
    }

    application_snapshot_configuration {
      snapshots_enabled = true
    }
  }
}
`, j.runtime, j.bucket, par, j.entry)
}

func (j *job) tfVariables() string {
	return fmt.Sprintf(`variable "application_name" {
  type    = string
  default = "%s"
}

variable "parallelism" {
  type    = number
  default = 2
}
`, j.name)
}

func (j *job) k8s() string {
	v := strings.ToLower(strings.TrimPrefix(j.runtime, "FLINK-")) // FLINK-1_19 -> 1_19
	return fmt.Sprintf(`apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: %[1]s
  namespace: streaming
spec:
  image: registry.internal/data/%[1]s:latest
  flinkVersion: v%[2]s
  flinkConfiguration:
    taskmanager.numberOfTaskSlots: "2"
    state.backend.type: rocksdb
    state.backend.rocksdb.compaction.style: LEVEL
    execution.checkpointing.interval: "60 s"
    job.autoscaler.enabled: "true"
    job.autoscaler.stabilization.interval: 1m
    job.autoscaler.metrics.window: 5m
    jobmanager.scheduler: adaptive
  serviceAccount: flink
  jobManager:
    resource:
      memory: "2048m"
      cpu: 1
  taskManager:
    resource:
      memory: "4096m"
      cpu: 2
  job:
    jarURI: local:///opt/flink/opt/flink-python-1.19.1.jar
    entryClass: "org.apache.flink.client.python.PythonDriver"
    args: ["-pyclientexec", "/usr/local/bin/python3", "-py", "/opt/flink/usrlib/%[3]s"]
    parallelism: 2
    upgradeMode: last-state
`, j.name, v, j.entry)
}

func (j *job) cliJSON() string {
	enabled := "true"
	if j.scaling == "custom-false" {
		enabled = "false"
	}
	return fmt.Sprintf(`{
    "ApplicationName": "%[1]s",
    "ApplicationDescription": "%[1]s streaming job",
    "RuntimeEnvironment": "%[2]s",
    "ServiceExecutionRole": "arn:aws:iam::123456789012:role/%[1]s-role",
    "ApplicationConfiguration": {
        "ApplicationCodeConfiguration": {
            "CodeContent": {
                "S3ContentLocation": {
                    "BucketARN": "arn:aws:s3:::%[3]s-artifacts",
                    "FileKey": "%[1]s/app.zip"
                }
            },
            "CodeContentType": "ZIPFILE"
        },
        "FlinkApplicationConfiguration": {
            "ParallelismConfiguration": {
                "ConfigurationType": "CUSTOM",
                "Parallelism": 2,
                "ParallelismPerKPU": 1,
                "AutoScalingEnabled": %[4]s
            }
        },
        "EnvironmentProperties": {
            "PropertyGroups": [
                {
                    "PropertyGroupId": "kinesis.analytics.flink.run.options",
                    "PropertyMap": {
                        "python": "%[5]s",
                        "jarfile": "lib/pyflink-dependencies.jar"
                    }
                }
            ]
        }
    }
}
`, j.name, j.runtime, j.bucket, enabled, j.entry)
}

// script renders a stand-alone SQL-client script (no deployment governs it,
// so a positive case is a warning).
func (g *generator) script(i int) file {
	j := &job{ent: entities[g.r.IntN(len(entities))], form: "literal", format: g.pick(formats), region: g.pick(regions)}
	j.name = fmt.Sprintf("%s-report-%03d", j.ent.name, i)
	j.bucket = "analytics-" + g.pick(domains) + "-prod"
	j.sink = g.weighted("positive", 30, "ac-false", 30, "kafka", 20, "pinned", 20)
	if g.r.IntN(4) == 0 {
		j.form = "hint"
	}
	var s strings.Builder
	fmt.Fprintf(&s, "-- %s: ad-hoc SQL-client script\nSET 'execution.runtime-mode' = 'streaming';\nSET 'sql-client.execution.result-mode' = 'tableau';\nSET 'parallelism.default' = '%d';\n\n", j.name, 1+g.r.IntN(8))
	s.WriteString(j.sourceDDL("") + ";\n\n")
	s.WriteString(j.sinkDDL("", j.s3Path()) + ";\n\n")
	s.WriteString("BEGIN STATEMENT SET;\n\n")
	s.WriteString(j.insertSQL("") + ";\n\nEND;\n")
	f := file{path: fmt.Sprintf("analytics/%s/%s.sql", g.pick(domains), j.name), body: s.String()}
	if j.sink == "positive" {
		f.expect = &Expected{Level: "warning", Form: "script-" + j.form, Deploy: "none"}
	}
	return f
}

// noiseFile renders an ordinary file a monorepo carries that has nothing to
// do with Flink.
func (g *generator) noiseFile(i int) file {
	dir := fmt.Sprintf("libs/%s/%s", g.pick(domains), g.pick([]string{"utils", "client", "models", "api", "config", "scripts"}))
	switch g.r.IntN(4) {
	case 0:
		return file{path: fmt.Sprintf("%s/settings_%d.yaml", dir, i), body: fmt.Sprintf("service: %s\nreplicas: %d\nresources:\n  limits:\n    cpu: 500m\n    memory: 512Mi\nfeatures:\n  compaction: true\n  retries: 3\n", g.pick(domains), 1+g.r.IntN(5))}
	case 1:
		return file{path: fmt.Sprintf("%s/package_%d.json", dir, i), body: fmt.Sprintf("{\n  \"name\": \"@internal/%s-%d\",\n  \"version\": \"1.%d.0\",\n  \"dependencies\": {\"aws-sdk\": \"^2.1500.0\"}\n}\n", g.pick(domains), i, g.r.IntN(30))}
	case 2:
		return file{path: fmt.Sprintf("%s/NOTES_%d.md", dir, i), body: "# Notes\n\nThe nightly job compacts files in S3; see the runbook.\n"}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\"\"\"Helpers for %s.\"\"\"\nfrom dataclasses import dataclass\n\n\n", dir)
	for k := 0; k < 5+g.r.IntN(20); k++ {
		fmt.Fprintf(&b, "@dataclass\nclass Record%d:\n    key: str\n    value: int = %d\n\n    def render(self) -> str:\n        return f\"{self.key}={self.value}\"\n\n\n", k, g.r.IntN(1000))
	}
	return file{path: fmt.Sprintf("%s/helpers_%d.py", dir, i), body: b.String()}
}
