package link

import (
	"github.com/flinklint/flinklint/deploy"

	"fmt"
	"math/rand/v2"
	"path"
	"reflect"
	"strings"
	"testing"
)

func dep(kind deploy.Kind, p string, entries ...deploy.EntryPoint) *deploy.Deployment {
	return &deploy.Deployment{Kind: kind, Path: p, Name: p, EntryPoints: entries}
}

func jobsOf(paths ...string) []JobFile {
	var out []JobFile
	for _, p := range paths {
		out = append(out, JobFile{Path: p})
	}
	return out
}

func TestLink(t *testing.T) {
	tests := []struct {
		name     string
		deps     []*deploy.Deployment
		jobs     []JobFile
		mappings []Mapping
		want     [][]string
		whyHas   []string
	}{
		{
			name:   "AWS python matches by suffix, nearest first",
			deps:   []*deploy.Deployment{dep(deploy.CloudFormation, "apps/orders/infra/app.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "main.py"})},
			jobs:   jobsOf("apps/orders/main.py", "apps/users/main.py", "main.py"),
			want:   [][]string{{"apps/orders/main.py"}},
			whyHas: []string{`python "main.py" matches apps/orders/main.py`},
		},
		{
			name: "an entry file with no facts wins over a farther job of the same name",
			deps: []*deploy.Deployment{dep(deploy.CloudFormation, "apps/orders/app.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "job.py"})},
			jobs: []JobFile{{Path: "apps/orders/job.py", EntryOnly: true}, {Path: "apps/payments/job.py"}},
			want: [][]string{{"apps/orders/job.py"}},
		},
		{
			name:   "a launcher with no facts is linked alone, not with its directory tree",
			deps:   []*deploy.Deployment{dep(deploy.CloudFormation, "apps/orders/app.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "main.py"})},
			jobs:   []JobFile{{Path: "apps/orders/main.py", EntryOnly: true}, {Path: "apps/orders/jobs/orders.py"}, {Path: "apps/payments/main.py"}},
			want:   [][]string{{"apps/orders/main.py"}},
			whyHas: []string{"matches apps/orders/main.py"},
		},
		{
			name:   "an app with no entry point governs nothing, even its only job",
			deps:   []*deploy.Deployment{dep(deploy.CloudFormation, "infra/app.yaml")},
			jobs:   []JobFile{{Path: "infra/setup.py", EntryOnly: true}, {Path: "jobs/orders.py"}},
			want:   [][]string{nil},
			whyHas: []string{"names no entry point"},
		},
		{
			name: "AWS python with directories must match as a suffix",
			deps: []*deploy.Deployment{dep(deploy.CloudFormation, "infra/app.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "./src/job.py"})},
			jobs: jobsOf("svc/src/job.py", "other/job.py"),
			want: [][]string{{"svc/src/job.py"}},
		},
		{
			name:   "operator -py absolute path by file name",
			deps:   []*deploy.Deployment{dep(deploy.K8sOperator, "k8s/deploy.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "/opt/flink/usrlib/word_count.py"})},
			jobs:   jobsOf("jobs/word_count.py", "jobs/other.py"),
			want:   [][]string{{"jobs/word_count.py"}},
			whyHas: []string{"by file name"},
		},
		{
			name:   "operator -pym module path",
			deps:   []*deploy.Deployment{dep(deploy.K8sOperator, "k8s/deploy.yaml", deploy.EntryPoint{Kind: deploy.PythonModule, Value: "pipelines.orders"})},
			jobs:   []JobFile{{Path: "src/pipelines/orders.py", Module: "pipelines.orders"}, {Path: "src/pipelines/users.py"}},
			want:   [][]string{{"src/pipelines/orders.py"}},
			whyHas: []string{"by module path"},
		},
		{
			name:   "CDK asset narrows the search",
			deps:   []*deploy.Deployment{dep(deploy.CDKTypeScript, "cdk/lib/stack.ts", deploy.EntryPoint{Kind: deploy.CodeAsset, Value: "../../flink/b"}, deploy.EntryPoint{Kind: deploy.PythonFile, Value: "main.py"})},
			jobs:   jobsOf("flink/a/main.py", "flink/b/main.py", "cdk/lib/main.py"),
			want:   [][]string{{"flink/b/main.py"}},
			whyHas: []string{"narrows the search to flink/b/"},
		},
		{
			name:   "nothing resolves: not even the config's directory tree is linked",
			deps:   []*deploy.Deployment{dep(deploy.CloudFormation, "apps/a/app.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "missing.py"}), dep(deploy.CloudFormation, "apps/b/app.yaml")},
			jobs:   jobsOf("apps/a/x.py", "apps/a/sub/y.sql", "apps/b/z.py"),
			want:   [][]string{nil, nil},
			whyHas: []string{"matches no job file", "names no entry point"},
		},
		{
			name:   "the repository's only app does not govern every job",
			deps:   []*deploy.Deployment{dep(deploy.Terraform, "infra/main.tf")},
			jobs:   jobsOf("src/a.py", "src/b.sql"),
			want:   [][]string{nil},
			whyHas: []string{"governs no job file"},
		},
		{
			name:   "a FlinkDeployment that runs only a jar governs nothing",
			deps:   []*deploy.Deployment{dep(deploy.K8sOperator, "k8s/basic.yaml", deploy.EntryPoint{Kind: deploy.JarFile, Value: "local:///opt/flink/examples/streaming/StateMachineExample.jar"})},
			jobs:   jobsOf("k8s/job.py", "k8s/sql/orders.sql"),
			want:   [][]string{nil},
			whyHas: []string{"runs the jar"},
		},
		{
			name: "a SQL runner jar links to the script its args name, only",
			deps: []*deploy.Deployment{dep(deploy.K8sOperator, "k8s/runner.yaml",
				deploy.EntryPoint{Kind: deploy.JarFile, Value: "local:///opt/flink/usrlib/sql-runner.jar"},
				deploy.EntryPoint{Kind: deploy.SQLScript, Value: "/opt/flink/usrlib/sql-scripts/orders.sql"})},
			jobs:   jobsOf("sql-scripts/orders.sql", "sql-scripts/users.sql", "k8s/job.py"),
			want:   [][]string{{"sql-scripts/orders.sql"}},
			whyHas: []string{`SQL script argument "/opt/flink/usrlib/sql-scripts/orders.sql" matches sql-scripts/orders.sql`},
		},
		{
			name: "a tie between two main.py is ambiguous: neither is linked",
			deps: []*deploy.Deployment{
				dep(deploy.Terraform, "infra/a.tf", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "main.py"}),
				dep(deploy.Terraform, "infra/b.tf", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "main.py"})},
			jobs:   jobsOf("apps/orders/main.py", "apps/payments/main.py"),
			want:   [][]string{nil, nil},
			whyHas: []string{"equally well", "which one it runs is not known"},
		},
		{
			name:   "a Flink config governs the jobs beside it",
			deps:   []*deploy.Deployment{dep(deploy.FlinkConfig, "jobs/orders/flink-conf.yaml")},
			jobs:   jobsOf("jobs/orders/job.py", "jobs/orders/lib/util.py", "jobs/users/job.py"),
			want:   [][]string{{"jobs/orders/job.py"}},
			whyHas: []string{"in its own directory jobs/orders/"},
		},
		{
			name:   "a repository's lone Flink config is not the deployment of every job",
			deps:   []*deploy.Deployment{dep(deploy.FlinkConfig, "flink-dist/src/main/resources/config.yaml")},
			jobs:   jobsOf("examples/word_count.py", "tests/test_job.py", "sql/client.sql"),
			want:   [][]string{nil},
			whyHas: []string{"governs only the job files in its own directory"},
		},
		{
			name:     "explicit mapping wins",
			deps:     []*deploy.Deployment{dep(deploy.CloudFormation, "infra/app.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "main.py"})},
			jobs:     jobsOf("a/main.py", "b/job.py", "b/sub/job2.py"),
			mappings: []Mapping{{Config: "infra/*.yaml", Jobs: []string{"b/"}}},
			want:     [][]string{{"b/job.py", "b/sub/job2.py"}},
			whyHas:   []string{".flinklint.yaml maps"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			links := linkWith(tt.deps, tt.jobs, tt.mappings)
			if len(links) != len(tt.want) {
				t.Fatalf("got %d links", len(links))
			}
			for i, l := range links {
				if !reflect.DeepEqual(l.Jobs, tt.want[i]) {
					t.Errorf("link %d: jobs %v, want %v (why: %s)", i, l.Jobs, tt.want[i], l.Why)
				}
				if i < len(tt.whyHas) && !strings.Contains(l.Why, tt.whyHas[i]) {
					t.Errorf("link %d: why %q lacks %q", i, l.Why, tt.whyHas[i])
				}
			}
		})
	}
}

// The monorepo trap: 200 apps, each next to its own job.py.
func TestLinkMonorepo(t *testing.T) {
	var deps []*deploy.Deployment
	var jobs []JobFile
	for i := 0; i < 200; i++ {
		dir := fmt.Sprintf("apps/app%03d", i)
		deps = append(deps, dep(deploy.CloudFormation, dir+"/template.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "job.py"}))
		jobs = append(jobs, JobFile{Path: dir + "/job.py"})
	}
	for i, l := range linkJobs(deps, jobs) {
		want := fmt.Sprintf("apps/app%03d/job.py", i)
		if len(l.Jobs) != 1 || l.Jobs[0] != want {
			t.Fatalf("app %d linked to %v, want %s (%s)", i, l.Jobs, want, l.Why)
		}
	}
}

// TestLinkParallel checks that the links, and their reasons, do not depend on
// the number of workers (run it with -race too), and that a nil deployment
// is skipped as Link skips it.
func TestLinkParallel(t *testing.T) {
	var deps []*deploy.Deployment
	var jobs []JobFile
	for i := 0; i < 60; i++ {
		dir := fmt.Sprintf("team%d/app%03d", i%4, i)
		name := []string{"job.py", "main.py", "app.py"}[i%3]
		switch i % 4 {
		case 0:
			deps = append(deps, dep(deploy.CloudFormation, dir+"/template.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: name}))
		case 1:
			deps = append(deps, dep(deploy.K8sOperator, dir+"/k8s/deployment.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "/opt/flink/usrlib/" + name}))
		case 2:
			deps = append(deps, nil, dep(deploy.K8sOperator, dir+"/deployment.yaml", deploy.EntryPoint{Kind: deploy.PythonModule, Value: strings.ReplaceAll(dir, "/", ".") + "." + strings.TrimSuffix(name, ".py")}))
		default:
			deps = append(deps, dep(deploy.FlinkConfig, dir+"/flink-conf.yaml"))
		}
		jobs = append(jobs, JobFile{Path: dir + "/" + name, Module: strings.ReplaceAll(dir, "/", ".") + "." + strings.TrimSuffix(name, ".py")})
		if i%5 == 0 {
			jobs = append(jobs, JobFile{Path: dir + "/tools/" + name, EntryOnly: true})
		}
	}
	serial := linkWith(deps, jobs, nil)
	if len(serial) != 60 {
		t.Fatalf("%d links for 60 deployments and 15 nils", len(serial))
	}
	for _, workers := range []int{0, 2, 3, 8, 100} {
		if got := Jobs(deps, jobs, nil, nil, workers); !reflect.DeepEqual(got, serial) {
			t.Errorf("workers=%d: links differ from one worker", workers)
		}
	}
}

func BenchmarkLinkMonorepo(b *testing.B) {
	var deps []*deploy.Deployment
	var jobs []JobFile
	for i := 0; i < 1000; i++ {
		dir := fmt.Sprintf("apps/app%03d", i)
		deps = append(deps, dep(deploy.CloudFormation, dir+"/template.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "job.py"}))
		jobs = append(jobs, JobFile{Path: dir + "/job.py"})
	}
	b.ResetTimer()
	for b.Loop() {
		linkJobs(deps, jobs)
	}
}

func TestExplain(t *testing.T) {
	d := dep(deploy.CloudFormation, "infra/app.yaml", deploy.EntryPoint{Kind: deploy.PythonFile, Value: "main.py"})
	d.Name, d.FlinkVersion.Value = "orders", "1.19"
	d.Rescaling = deploy.Rescaling{Rescales: deploy.Yes, Why: "ConfigurationType DEFAULT: the service defaults apply"}
	got := linkJobs([]*deploy.Deployment{d}, jobsOf("src/main.py"))[0].Explain()
	want := `infra/app.yaml (cloudformation "orders", Flink 1.19): rescales yes: ConfigurationType DEFAULT: the service defaults apply
  -> src/main.py
  The entry point python "main.py" matches src/main.py.
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// refByFile is byFile as it was before the suffix index: every candidate
// with the entry's file name is scored and its distance computed. The
// indexed byFile must give the same answer (TestByFileMatchesScan).
func (ix *jobIndex) refByFile(v, cfgDir, scopeDir string) ([]int, string) {
	v = strings.ReplaceAll(strings.TrimSpace(v), "\\", "/")
	v = strings.TrimPrefix(v, "file://")
	v = strings.TrimPrefix(v, "local://")
	abs := strings.HasPrefix(v, "/")
	v = strings.TrimPrefix(path.Clean("/"+v), "/")
	if v == "" || v == "." {
		return nil, ""
	}
	segs := strings.Split(v, "/")
	scope := func(i int) bool { return scopeDir == "" || under(ix.jobs[i].Path, scopeDir) }
	score := func(i int) int {
		b := strings.Split(ix.jobs[i].Path, "/")
		n := 0
		for n < len(segs) && n < len(b) && segs[len(segs)-1-n] == b[len(b)-1-n] {
			n++
		}
		if !abs && n < len(segs) {
			return 0
		}
		return n
	}
	bestScore := 0
	for i := range ix.jobs {
		if scope(i) {
			bestScore = max(bestScore, score(i))
		}
	}
	var kept []int
	for i := range ix.jobs {
		if bestScore > 0 && scope(i) && score(i) == bestScore {
			kept = append(kept, i)
		}
	}
	how := ""
	if abs && bestScore > 0 {
		how = " by file name"
	}
	if len(kept) <= 1 {
		return kept, how
	}
	cfg := splitDir(cfgDir)
	distance := func(i int) int {
		js := strings.Split(ix.jobs[i].Path, "/")
		d := 2 * segDistance(cfg, js[:len(js)-1])
		if ix.jobs[i].Path == v {
			d--
		}
		return d
	}
	bestD := -1
	for _, i := range kept {
		if d := distance(i); bestD < 0 || d < bestD {
			bestD = d
		}
	}
	var best []int
	for _, i := range kept {
		if distance(i) == bestD {
			best = append(best, i)
		}
	}
	return best, fmt.Sprintf("%s (the nearest to the config of %d candidates)", how, len(kept))
}

// TestByFileMatchesScan compares the indexed entry-point search with a scan
// of every job, on random trees where many files share a name and configs
// sit at every depth.
func TestByFileMatchesScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 21))
	dirs := []string{"", "a", "a/b", "a/b/c", "a/x", "svc", "svc/a", "svc/a/b", "svc/team1/app", "svc/team2/app", "z/z/z/z"}
	names := []string{"main.py", "job.py", "app.py", "b/main.py"}
	for round := 0; round < 300; round++ {
		seen := map[string]bool{}
		var jobs []JobFile
		for n := rng.IntN(40); n > 0; n-- {
			p := path.Join(dirs[rng.IntN(len(dirs))], names[rng.IntN(len(names))])
			if !seen[p] {
				seen[p] = true
				jobs = append(jobs, JobFile{Path: p})
			}
		}
		ix := newJobIndex(jobs)
		for q := 0; q < 20; q++ {
			v := names[rng.IntN(len(names))]
			switch rng.IntN(4) {
			case 0:
				v = "/opt/flink/usrlib/" + v
			case 1:
				v = "/" + path.Join(dirs[rng.IntN(len(dirs))], v)
			case 2:
				v = path.Join(dirs[rng.IntN(len(dirs))], v)
			}
			cfgDir := dirs[rng.IntN(len(dirs))]
			if cfgDir == "" {
				cfgDir = "."
			}
			scopeDir := ""
			if rng.IntN(3) == 0 {
				scopeDir = dirs[rng.IntN(len(dirs))]
			}
			got, gotHow := ix.byFile(v, cfgDir, scopeDir)
			want, wantHow := ix.refByFile(v, cfgDir, scopeDir)
			if !reflect.DeepEqual(ix.paths(got), ix.paths(want)) || gotHow != wantHow {
				t.Fatalf("byFile(%q, cfg %q, scope %q) over %v:\n got %v%s\nwant %v%s",
					v, cfgDir, scopeDir, jobs, ix.paths(got), gotHow, ix.paths(want), wantHow)
			}
		}
	}
}

func TestHoldsJobUnder(t *testing.T) {
	ix := newJobIndex(jobsOf("ab/job.py", "a.py", "c/d/main.py", "a-b/x.py"))
	for dir, want := range map[string]bool{
		"a": false, "ab": true, "c": true, "c/d": true, "c/d/main.py": false, ".": true, "": true, "a-b": true, "b": false,
	} {
		if got := ix.holdsJobUnder(dir); got != want {
			t.Errorf("holdsJobUnder(%q) = %v, want %v", dir, got, want)
		}
	}
	if newJobIndex(nil).holdsJobUnder(".") {
		t.Error("an empty index holds a job")
	}
}

func linkJobs(deps []*deploy.Deployment, jobs []JobFile) []DeploymentLink {
	return Jobs(deps, jobs, nil, nil, 1)
}

func linkWith(deps []*deploy.Deployment, jobs []JobFile, mappings []Mapping) []DeploymentLink {
	return Jobs(deps, jobs, nil, mappings, 1)
}

// segDistance counts the directory steps from directory as to directory bs
// (both split into segments) through their common ancestor: the reference
// for fileDistance.
func segDistance(as, bs []string) int {
	c := 0
	for c < len(as) && c < len(bs) && as[c] == bs[c] {
		c++
	}
	return len(as) - c + len(bs) - c
}

func TestFileDistance(t *testing.T) {
	for _, tt := range []struct{ cfg, path string }{
		{"", "main.py"}, {"", "a/b/main.py"}, {"a", "main.py"}, {"a/b", "a/b/main.py"},
		{"a/b", "a/c/main.py"}, {"a/b/c", "a/main.py"}, {"x", "a/b/main.py"}, {"a", "a/a/a.py"},
	} {
		js := strings.Split(tt.path, "/")
		cfg := splitDir(tt.cfg)
		if got, want := fileDistance(cfg, tt.path), segDistance(cfg, js[:len(js)-1]); got != want {
			t.Errorf("fileDistance(%q, %q) = %d, want %d", tt.cfg, tt.path, got, want)
		}
	}
}

// TestSessionFirstInitScript checks that a SQL client session runs its
// first init script only, as the client reads -i (CliOptionsParser keeps
// the first of the option's distinct values), and that --explain-links
// says which one it leaves out.
func TestSessionFirstInitScript(t *testing.T) {
	tests := []struct {
		name    string
		inits   []string
		scripts []string
		unknown bool
		whyHas  string
	}{
		{"one", []string{"/opt/sql/tables.sql"}, []string{"sql/tables.sql", "sql/job.sql"}, false, "in one session, in this order"},
		{"two", []string{"/opt/sql/tables.sql", "/opt/sql/views.sql"}, []string{"sql/tables.sql", "sql/job.sql"}, false,
			`SQL client runs only its first init script (-i "/opt/sql/tables.sql"): it does not run "/opt/sql/views.sql"`},
		{"the same twice", []string{"/opt/sql/tables.sql", "/opt/sql/tables.sql"}, []string{"sql/tables.sql", "sql/job.sql"}, false, "in one session"},
		{"a variable first", []string{"$INIT", "/opt/sql/views.sql"}, []string{"sql/job.sql"}, true, `does not run "/opt/sql/views.sql"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var entries []deploy.EntryPoint
			for _, p := range tc.inits {
				entries = append(entries, deploy.EntryPoint{Kind: deploy.SQLInit, Value: p})
			}
			entries = append(entries, deploy.EntryPoint{Kind: deploy.SQLScript, Value: "/opt/sql/job.sql"})
			l := linkJobs([]*deploy.Deployment{dep(deploy.Compose, "docker-compose.yml", entries...)},
				jobsOf("sql/job.sql", "sql/tables.sql", "sql/views.sql"))[0]
			if l.Session == nil || !reflect.DeepEqual(l.Session.Scripts, tc.scripts) || l.Session.Unknown != tc.unknown {
				t.Fatalf("session %+v, want scripts %v unknown %v", l.Session, tc.scripts, tc.unknown)
			}
			if !strings.Contains(l.Why, tc.whyHas) {
				t.Errorf("why %q, want it to say %q", l.Why, tc.whyHas)
			}
		})
	}
}
