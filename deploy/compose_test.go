package deploy

import (
	"reflect"
	"strings"
	"testing"
)

// TestComposeServices checks what a Compose file's services give: the
// deployments of the services that run a job, with their entry points,
// cluster mode, version and FLINK_PROPERTIES at their places, and the bind
// mounts of Flink services as copies.
func TestComposeServices(t *testing.T) {
	src := `services:
  app:
    image: apache/flink:1.19.1-scala_2.12-java11
    command: ["standalone-job", "--pyModule", "jobs.orders"]
    environment:
      - "FLINK_PROPERTIES=parallelism.default: 3"
  sql:
    image: flink:2.0
    command: standalone-job --job-classname com.example.SqlRunner /opt/sql/orders.sql
  submit:
    image: ghcr.io/acme/pyflink:1.18
    entrypoint: ["/bin/sh", "-c"]
    command: "sleep 10 && /opt/flink/bin/sql-client.sh embedded -f /opt/sql/report.sql"
    volumes:
      - ./sql/:/opt/sql/
      - flink-data:/data
      - /etc/hosts:/etc/hosts:ro
  jobmanager:
    image: flink:1.20
    command: jobmanager
    environment:
      FLINK_PROPERTIES: |
        jobmanager.rpc.address: jobmanager
        execution.checkpointing.interval: 10s
  postgres:
    image: postgres:16
    volumes:
      - ./init:/docker-entrypoint-initdb.d
`
	res := Read("stack/docker-compose.yml", []byte(src))
	type dep struct {
		name    string
		entries []EntryPoint
		job     JobMode
		version string
	}
	var got []dep
	for _, d := range res.Deployments {
		var es []EntryPoint
		for _, e := range d.EntryPoints {
			es = append(es, EntryPoint{Kind: e.Kind, Value: e.Value})
		}
		got = append(got, dep{d.Name, es, d.Cluster.Job, d.FlinkVersion.Value})
	}
	want := []dep{
		{"app", []EntryPoint{{Kind: PythonModule, Value: "jobs.orders"}}, ApplicationMode, "1.19"},
		{"sql", []EntryPoint{{Kind: SQLScript, Value: "/opt/sql/orders.sql"}}, ApplicationMode, "2.0"},
		{"submit", []EntryPoint{{Kind: SQLScript, Value: "/opt/sql/report.sql"}}, SessionMode, ""},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("deployments:\n got %+v\nwant %+v", got, want)
	}
	if app := res.Deployments[0]; app.Parallelism.Value != 3 || src[app.Parallelism.Span.Start:app.Parallelism.Span.End] != "3" {
		t.Errorf("app parallelism %+v", app.Parallelism)
	}
	if s := res.Deployments[2]; s.Checkpointing.Enabled.Value != Unknown || s.Cluster.Resources != StandaloneMode {
		t.Errorf("a session submission's checkpointing is the cluster's, unknown: %+v", s.Checkpointing.Enabled)
	}
	if len(res.Copies) != 1 {
		t.Fatalf("copies %+v, want the one bind mount of a repository path by a Flink service", res.Copies)
	}
	if c := res.Copies[0]; !c.Mount || c.Dest != "/opt/sql" || !c.DestDir || c.Sources[0] != "sql" || c.Line != 15 || c.Dockerfile != "stack/docker-compose.yml" {
		t.Errorf("mount %+v", c)
	}
}

// TestFlinkPropertiesSpans: each key and value of a FLINK_PROPERTIES block
// is located where it is written.
func TestFlinkPropertiesSpans(t *testing.T) {
	src := `services:
  job:
    image: flink:1.20
    command: standalone-job --python /opt/app/main.py
    environment:
      FLINK_PROPERTIES: |
        jobmanager.rpc.address: job
        scheduler-mode: reactive   # rescale with the TaskManagers
        execution.checkpointing.interval: "30 s"
`
	d := Read("docker-compose.yaml", []byte(src)).Deployments[0]
	want := map[string]string{"jobmanager.rpc.address": "job", "scheduler-mode": "reactive", "execution.checkpointing.interval": `"30 s"`}
	for _, p := range d.FlinkConfig {
		if src[p.KeySpan.Start:p.KeySpan.End] != p.Key || src[p.Span.Start:p.Span.End] != want[p.Key] {
			t.Errorf("%s: key %q value %q", p.Key, src[p.KeySpan.Start:p.KeySpan.End], src[p.Span.Start:p.Span.End])
		}
	}
	if d.Scheduler.Value != SchedulerReactive || d.Rescaling.Rescales != Yes || d.Checkpointing.Enabled.Value != Yes {
		t.Errorf("scheduler %v, rescales %v, checkpointing %v", d.Scheduler.Value, d.Rescaling.Rescales, d.Checkpointing.Enabled.Value)
	}
	if d.Checkpointing.Interval.Value != "30 s" {
		t.Errorf("interval %q", d.Checkpointing.Interval.Value)
	}
}

// TestComposeExecLines checks the submissions a Makefile or shell script
// makes into Compose services: the service or container, the -f files, the
// JobManager a `-m` names, and each entry point at its place, through
// continuation lines and `bash -c` scripts; commands built from variables
// and commands that submit nothing are not deployments.
func TestComposeExecLines(t *testing.T) {
	src := "run:\n" +
		"\t@docker compose -f ops/compose.yaml --project-name lab exec -T -e MODE=prod jobmanager \\\n" +
		"\t\t./bin/flink run -m jobmanager:8081 -py /opt/src/job.py -d\n" +
		"\tdocker container exec -it flink-jm bash -c 'cd /opt && sql-client.sh embedded -f \"/opt/sql/a b.sql\"'\n" +
		"\tdocker-compose run --rm client flink run --pyModule jobs.orders\n" +
		"\tdocker compose exec $(SVC) flink run -py /opt/src/job.py\n" +
		"\tdocker compose exec jobmanager flink run -py /opt/src/$(JOB).py\n" +
		"\tdocker compose logs jobmanager flink run -py /opt/src/job.py\n" +
		"# docker compose exec jobmanager flink run -py /opt/src/commented.py\n"
	res := Read("ops/Makefile", []byte(src))
	type exec struct {
		service, container, cluster string
		files                       []string
		line                        int
		entry, at                   string
	}
	var got []exec
	for _, d := range res.Deployments {
		r := d.Runs
		e := d.EntryPoints[0]
		got = append(got, exec{r.Service, r.Container, r.Cluster, r.Files, r.Line, e.Value, src[e.Span.Start:e.Span.End]})
		if d.Kind != ComposeExec || d.Cluster.Job != SessionMode || d.Checkpointing.Enabled.Value != Unknown {
			t.Errorf("%s: %+v", d.Name, d)
		}
	}
	want := []exec{
		{"jobmanager", "", "jobmanager", []string{"ops/compose.yaml"}, 2, "/opt/src/job.py", "/opt/src/job.py"},
		{"", "flink-jm", "", nil, 4, "/opt/sql/a b.sql", `"/opt/sql/a b.sql"`},
		{"client", "", "", nil, 5, "jobs.orders", "jobs.orders"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("exec lines:\n got %+v\nwant %+v", got, want)
	}
}

// TestComposeServiceConf checks the Flink configuration a service mounts:
// the conf directory, a file in it, a `configs:` entry, FLINK_CONF_DIR,
// and its container name and JOB_MANAGER_RPC_ADDRESS.
func TestComposeServiceConf(t *testing.T) {
	src := `services:
  jm:
    image: flink:1.20
    command: ["/docker-entrypoint.sh", "jobmanager"]
    container_name: flink-jm
    volumes:
      - ./conf:/opt/flink/conf:ro
    environment:
      - JOB_MANAGER_RPC_ADDRESS=flink-jm
  tm:
    image: flink:1.20
    command: taskmanager
    volumes:
      - type: bind
        source: ../shared/flink-conf.yaml
        target: /opt/flink/conf/flink-conf.yaml
  custom:
    image: flink:1.20
    command: jobmanager
    environment:
      FLINK_CONF_DIR: /etc/flink
    volumes:
      - ./conf:/opt/flink/conf
      - ./etc:/etc/flink
    configs:
      - source: flink_conf
        target: /etc/flink/config.yaml
configs:
  flink_conf:
    file: ./flink/config.yaml
`
	res := Read("stack/docker-compose.yml", []byte(src))
	type conf struct {
		host string
		dir  bool
		line int
	}
	got := map[string][]conf{}
	for _, s := range res.Services {
		for _, c := range s.Conf {
			got[s.Name] = append(got[s.Name], conf{c.Host, c.Dir, c.Line})
		}
	}
	want := map[string][]conf{
		"jm":     {{"stack/conf", true, 7}},
		"tm":     {{"shared/flink-conf.yaml", false, 14}},
		"custom": {{"stack/etc", true, 24}, {"stack/flink/config.yaml", false, 26}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("conf mounts:\n got %+v\nwant %+v", got, want)
	}
	var cfg []ImageCopy
	for _, c := range res.Copies {
		if strings.HasPrefix(c.Text, "configs ") {
			cfg = append(cfg, c)
		}
	}
	if len(cfg) != 1 || cfg[0].Dest != "/etc/flink/config.yaml" || cfg[0].Sources[0] != "flink/config.yaml" || !cfg[0].Mount || cfg[0].Service != "custom" {
		t.Errorf("a configs entry of a repository file is a mount of it: %+v", cfg)
	}
	jm := res.Services[0]
	if !jm.JobManager || jm.ContainerName != "flink-jm" || jm.RPCAddress != "flink-jm" || res.Services[1].JobManager {
		t.Errorf("jm %+v", jm)
	}
	if host, key := jm.ClusterHost(nil); host != "flink-jm" || key != "JOB_MANAGER_RPC_ADDRESS" {
		t.Errorf("cluster host %q %v", host, key)
	}
}

// TestComposeEntrypointOverride: a service whose entrypoint replaces the
// Flink image's does not get its FLINK_PROPERTIES applied, nor its
// JOB_MANAGER_RPC_ADDRESS; one that calls docker-entrypoint.sh does.
func TestComposeEntrypointOverride(t *testing.T) {
	src := `services:
  jm-shell:
    image: flink:1.20
    entrypoint: ["/bin/bash", "-c"]
    command: "/opt/flink/bin/jobmanager.sh start-foreground"
    environment:
      JOB_MANAGER_RPC_ADDRESS: jm-shell
      FLINK_PROPERTIES: |
        scheduler-mode: reactive
  jm-wrapped:
    image: flink:1.20
    entrypoint: ["/bin/sh", "-c", "sleep 5 && exec /docker-entrypoint.sh jobmanager"]
    environment:
      FLINK_PROPERTIES: |
        scheduler-mode: reactive
`
	res := Read("docker-compose.yml", []byte(src))
	if len(res.Services) != 2 {
		t.Fatalf("services %+v", res.Services)
	}
	shell, wrapped := res.Services[0], res.Services[1]
	if shell.Props != nil || shell.RPCAddress != "" || shell.EntrypointRuns || !shell.JobManager {
		t.Errorf("jm-shell: %+v", shell)
	}
	if host, key := shell.ClusterHost(nil); host != "" || key == "" {
		t.Errorf("jm-shell cluster host %q %q: not known", host, key)
	}
	if len(wrapped.Props) != 1 || !wrapped.EntrypointRuns || !wrapped.JobManager {
		t.Errorf("jm-wrapped: %+v", wrapped)
	}
}

// TestComposeExecCRLF: a script saved with CRLF line ends continues its
// lines the same way.
func TestComposeExecCRLF(t *testing.T) {
	src := "docker compose exec jobmanager \\\r\n  flink run -py /opt/src/job.py\r\n"
	res := Read("submit.sh", []byte(src))
	if len(res.Deployments) != 1 || res.Deployments[0].EntryPoints[0].Value != "/opt/src/job.py" {
		t.Fatalf("deployments %+v", res.Deployments)
	}
}

// TestComposeExecRunOptions: `flink run -D key=value -p N` configures the
// job it submits, each value at its word.
func TestComposeExecRunOptions(t *testing.T) {
	src := "docker compose exec jobmanager flink run -Dexecution.checkpointing.interval=30s -D pipeline.name=orders -p 4 -py /opt/src/job.py\n"
	res := Read("submit.sh", []byte(src))
	if len(res.Deployments) != 1 {
		t.Fatalf("deployments %+v", res.Deployments)
	}
	d := res.Deployments[0]
	if c := d.Checkpointing.Enabled; c.Value != Yes || !c.Set || src[c.Span.Start:c.Span.End] != "-Dexecution.checkpointing.interval=30s" {
		t.Errorf("checkpointing %+v", c)
	}
	if p := d.Parallelism; p.Value != 4 || src[p.Span.Start:p.Span.End] != "4" {
		t.Errorf("parallelism %+v", p)
	}
	if len(d.Runs.Options) != 3 || d.Runs.Options[1].Key != "pipeline.name" || d.Runs.Options[1].Value != "orders" {
		t.Errorf("options %+v", d.Runs.Options)
	}
}

// TestComposeExecWorkingDirectory: where a command runs, as far as the
// script says: a Makefile's directory (a cd lasts for its recipe line), a
// script's cd to its own directory or a literal path; after a cd to
// anything else the commands are not read.
func TestComposeExecWorkingDirectory(t *testing.T) {
	submit := "docker compose exec jobmanager flink run -py /opt/src/job.py\n"
	for _, tc := range []struct {
		file, src string
		dir       string
		exact     bool
		n         int
	}{
		{"lab/Makefile", "job:\n\t" + submit, "lab", true, 1},
		{"lab/Makefile", "job:\n\tcd ops && " + submit + "other:\n\t" + submit, "lab", true, 2},
		{"lab/scripts/run.sh", submit, "lab/scripts", false, 1},
		{"lab/scripts/run.sh", "cd \"$(dirname \"$0\")/..\"\n" + submit, "lab", true, 1},
		{"lab/scripts/run.sh", "cd \"$(dirname \"$0\")\"\ncd stack\n" + submit, "lab/scripts/stack", true, 1},
		{"lab/scripts/run.sh", "cd \"$PROJECT_DIR\"\n" + submit, "", false, 0},
		{"lab/scripts/run.sh", "cd ..\n" + submit, "", false, 0},
	} {
		res := Read(tc.file, []byte(tc.src))
		if len(res.Deployments) != tc.n {
			t.Errorf("%s %q: %d deployments, want %d", tc.file, tc.src, len(res.Deployments), tc.n)
			continue
		}
		if tc.n == 0 {
			continue
		}
		last := res.Deployments[len(res.Deployments)-1].Runs
		if last.Dir != tc.dir || last.Exact != tc.exact {
			t.Errorf("%s %q: dir %q exact %v, want %q %v", tc.file, tc.src, last.Dir, last.Exact, tc.dir, tc.exact)
		}
		if tc.n == 2 && res.Deployments[0].Runs.Dir != "lab/ops" {
			t.Errorf("cd in a recipe line: %q", res.Deployments[0].Runs.Dir)
		}
	}
}

// TestFlinkRunJarAndClass checks a `flink run` of a jar: the jar is the
// first argument that is no option's value, -c/--class its main class; a
// jar after -C is a classpath entry, and a class alone names no job.
func TestFlinkRunJarAndClass(t *testing.T) {
	src := "submit:\n" +
		"\tdocker compose exec jobmanager flink run -d -C file:///opt/lib/extra.jar -c com.example.OrdersJob /opt/flink/usrlib/orders-1.0.jar --topic orders.jar\n" +
		"\tdocker compose exec jobmanager flink run --class=com.example.Other --jarfile /opt/flink/usrlib/other.jar\n" +
		"\tdocker compose exec jobmanager flink run -c com.example.Third $(JAR)\n"
	res := Read("Makefile", []byte(src))
	var got []string
	for _, d := range res.Deployments {
		var es []string
		for _, e := range d.EntryPoints {
			es = append(es, string(e.Kind)+"="+e.Value+"@"+src[e.Span.Start:e.Span.End])
		}
		got = append(got, strings.Join(es, " "))
	}
	want := []string{
		"class=com.example.OrdersJob@com.example.OrdersJob jar=/opt/flink/usrlib/orders-1.0.jar@/opt/flink/usrlib/orders-1.0.jar",
		"class=com.example.Other@--class=com.example.Other jar=/opt/flink/usrlib/other.jar@/opt/flink/usrlib/other.jar",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("entries:\n got %q\nwant %q", got, want)
	}
}

// TestBareFlinkRun checks `flink run` lines of scripts that run the
// client themselves: the jar and main class are the entry points, -D the
// configuration; the cluster's own configuration is not known, so
// checkpointing without a -D is unknown, not off. A jar named by a
// variable, run-application and a line without a jar are no deployment.
func TestBareFlinkRun(t *testing.T) {
	src := "#!/bin/sh\n" +
		"$FLINK_HOME/bin/flink run -d -c com.example.OrdersJob target/orders-1.0.jar --topic x\n" +
		"FLINK_CONF_DIR=conf flink run -D execution.checkpointing.interval='10 s' -p 4 build/libs/clicks-all.jar\n" +
		"flink run -c com.example.X ${JAR}\n" +
		"flink run-application -t kubernetes-application local:///opt/flink/usrlib/a.jar\n" +
		"flink list\n" +
		"# flink run commented.jar\n"
	res := Read("scripts/submit.sh", []byte(src))
	if len(res.Deployments) != 2 {
		t.Fatalf("%d deployments, want 2: %+v", len(res.Deployments), res.Deployments)
	}
	a, b := res.Deployments[0], res.Deployments[1]
	var es []string
	for _, e := range a.EntryPoints {
		es = append(es, string(e.Kind)+"="+src[e.Span.Start:e.Span.End])
	}
	if a.Kind != FlinkRun || a.Name != "orders-1.0.jar" || strings.Join(es, " ") != "class=com.example.OrdersJob jar=target/orders-1.0.jar" {
		t.Errorf("first: %s %q %q", a.Kind, a.Name, es)
	}
	if a.Checkpointing.Enabled.Value != Unknown || a.Rescaling.Rescales != Unknown {
		t.Errorf("first: checkpointing %v rescales %v, want unknown", a.Checkpointing.Enabled.Value, a.Rescaling.Rescales)
	}
	if b.Checkpointing.Enabled.Value != Yes || b.Parallelism.Value != 4 || b.Name != "clicks-all.jar" {
		t.Errorf("second: checkpointing %v parallelism %v name %q", b.Checkpointing.Enabled.Value, b.Parallelism.Value, b.Name)
	}
}
