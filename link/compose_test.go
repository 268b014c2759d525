package link

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/deploy"
)

// TestComposeRuns checks which Compose service each command runs in, the
// configuration file mounted there, and the session cluster a submission
// reaches; and that names evidence does not tie to one service resolve to
// none.
func TestComposeRuns(t *testing.T) {
	files := map[string]string{
		"lab/docker-compose.yml": `services:
  jobmanager:
    image: flink:1.20
    command: jobmanager
    container_name: lab-jm
    volumes:
      - ./conf:/opt/flink/conf
    environment:
      FLINK_PROPERTIES: |
        jobmanager.rpc.address: jobmanager
  sql-client:
    image: flink:1.20
    command: bin/sql-client.sh
    environment:
      FLINK_PROPERTIES: |
        rest.address: jobmanager
  submit:
    image: flink:1.20
    command: flink run -m jobmanager:8081 -py /opt/jobs/a.py
`,
		"lab/conf/config.yaml": "execution:\n  checkpointing:\n    interval: 20 s\nscheduler-mode: reactive\n",
		"lab/Makefile": "job:\n\tdocker compose exec jobmanager flink run -py /opt/jobs/a.py\n" +
			"sql:\n\tdocker compose exec sql-client sql-client.sh -f /opt/sql/b.sql\n" +
			"byname:\n\tdocker exec lab-jm flink run -py /opt/jobs/c.py\n" +
			"other:\n\tdocker compose -f other/docker-compose.yml exec jobmanager flink run -py /opt/jobs/d.py\n",
		// Two stacks with a jobmanager at or above the script: which one
		// the command reaches depends on where it runs.
		"docker-compose.yml":           "services:\n  jobmanager:\n    image: flink:1.19\n    command: jobmanager\n",
		"lab/scripts/submit.sh":        "docker compose exec jobmanager flink run -py /opt/jobs/e.py\n",
		"lab/other/docker-compose.yml": "services:\n  jobmanager:\n    image: flink:1.18\n    command: jobmanager\n",
	}
	var results []*deploy.Result
	for _, p := range []string{"docker-compose.yml", "lab/conf/config.yaml", "lab/docker-compose.yml", "lab/Makefile", "lab/other/docker-compose.yml", "lab/scripts/submit.sh"} {
		results = append(results, deploy.Read(p, []byte(files[p])))
	}
	Deployments(results)
	type got struct {
		client, session string
		checkpointing   deploy.Tri
		reactive        bool
	}
	want := map[string]got{
		"lab/docker-compose.yml submit":    {"submit", "jobmanager", deploy.Unknown, true},
		"lab/Makefile jobmanager":          {"jobmanager", "jobmanager", deploy.Yes, true},
		"lab/Makefile sql-client":          {"sql-client", "jobmanager", deploy.Unknown, true},
		"lab/Makefile lab-jm":              {"jobmanager", "jobmanager", deploy.Yes, true},
		"lab/Makefile jobmanager/other":    {"jobmanager", "jobmanager", deploy.Unknown, false},
		"lab/scripts/submit.sh jobmanager": {},
	}
	seen := 0
	for _, r := range results {
		for _, d := range r.Deployments {
			if d.Runs == nil {
				continue
			}
			key := d.Path + " " + d.Name
			if len(d.Runs.Files) > 0 && d.Kind == deploy.ComposeExec {
				key += "/other"
			}
			w, ok := want[key]
			if !ok {
				t.Errorf("unexpected deployment %s", key)
				continue
			}
			seen++
			var g got
			if d.Runs.Client != nil {
				g.client = d.Runs.Client.Name
				g.checkpointing = d.Checkpointing.Enabled.Value
				g.reactive = d.Scheduler.Value == deploy.SchedulerReactive
			}
			if d.Runs.Session != nil {
				g.session = d.Runs.Session.Name
			}
			if g != w {
				t.Errorf("%s: got %+v, want %+v (%s)", key, g, w, d.Runs.Why)
			}
			if e := d.Checkpointing.Enabled; w.checkpointing == deploy.Yes && (e.Path != "lab/conf/config.yaml" || !e.Set) {
				t.Errorf("%s: checkpointing is decided in the mounted file: %+v", key, e)
			}
			if w.reactive && (d.Rescaling.Rescales != deploy.No || !d.RefusesToStart()) {
				t.Errorf("%s: a session cluster in reactive mode does not start: %+v", key, d.Rescaling)
			}
			if w.client == "jobmanager" && !strings.Contains(d.Runs.Why, "lab/conf/config.yaml") && key != "lab/Makefile jobmanager/other" {
				t.Errorf("%s: the explanation does not name the mounted configuration: %s", key, d.Runs.Why)
			}
		}
	}
	if seen != len(want) {
		t.Errorf("saw %d deployments with a service, want %d", seen, len(want))
	}
}

// TestConfDirGovernsJobsAbove: a Flink config file in a conf/ directory
// governs the jobs of the directory that holds conf/, when it sets a key of
// Flink's own; an application's conf/config.yaml that only shares a word
// with Flink's does not.
func TestConfDirGovernsJobsAbove(t *testing.T) {
	jobs := []JobFile{{Path: "svc/main.py"}, {Path: "svc/lib/helpers.py"}, {Path: "other/main.py"}}
	for _, tc := range []struct {
		key  string
		want int
	}{{"taskmanager.numberOfTaskSlots", 1}, {"parallelism", 0}} {
		d := &deploy.Deployment{Kind: deploy.FlinkConfig, Name: "config.yaml", Path: "svc/conf/config.yaml",
			FlinkConfig: []deploy.Property{{Key: tc.key, Value: "4", Known: true}}}
		l := Jobs([]*deploy.Deployment{d}, jobs, nil, nil, 1)[0]
		if len(l.Jobs) != tc.want || tc.want == 1 && l.Jobs[0] != "svc/main.py" {
			t.Errorf("%s: jobs %v, want %d (%s)", tc.key, l.Jobs, tc.want, l.Why)
		}
	}
}

// TestComposeRunOptionsOverConf: the command line's -D options stay over
// the configuration of the container the client runs in.
func TestComposeRunOptionsOverConf(t *testing.T) {
	results := []*deploy.Result{
		deploy.Read("docker-compose.yml", []byte("services:\n  jobmanager:\n    image: flink:1.19\n    command: jobmanager\n    volumes:\n      - ./conf:/opt/flink/conf\n")),
		deploy.Read("conf/flink-conf.yaml", []byte("execution.checkpointing.interval: 0\nparallelism.default: 2\n")),
		deploy.Read("Makefile", []byte("job:\n\tdocker compose exec jobmanager flink run -Dexecution.checkpointing.interval=1min -py /opt/job.py\n")),
	}
	Deployments(results)
	d := results[2].Deployments[0]
	if c := d.Checkpointing.Enabled; c.Value != deploy.Yes || c.Path != "" {
		t.Errorf("checkpointing %+v (%s)", c, d.Runs.Why)
	}
	if p := d.Parallelism; p.Value != 2 || p.Path != "conf/flink-conf.yaml" {
		t.Errorf("parallelism %+v", p)
	}
}
