package deploy

import (
	"path"
	"regexp"
	"strings"
)

// Compose is a Docker Compose file's Flink service.
const Compose Kind = "docker-compose"

// ComposeNames are the base names Docker Compose reads by default, with
// the override and per-environment variants teams keep beside them.
func ComposeNames() []string {
	return []string{"docker-compose*.yml", "docker-compose*.yaml", "compose*.yml", "compose*.yaml"}
}

func composePrefilter(_ string, src []byte) bool { return contains(src, "services") }

// readCompose reads the Flink services of a Compose file: a service whose
// command runs a job (the image's `standalone-job --python ...` entry, a
// `flink run -py ...` or `sql-client.sh -f ...` submission) is a
// deployment of that job, configured by its FLINK_PROPERTIES; every bind
// mount of a repository path is linking evidence, like a Dockerfile's COPY
// (the job file a command names is often mounted, not built in).
//
// Sources: apache/flink-docker docker-entrypoint.sh (FLINK_PROPERTIES is
// appended to the configuration file of the container; the standalone-job
// argument starts the standalone application cluster entry point with the
// remaining arguments) and Flink's docs, deployment/resource-providers/
// standalone/docker.md (the Compose examples: standalone-job --python,
// FLINK_PROPERTIES blocks).
func readCompose(filePath string, src []byte, res *Result) {
	docs, problems := parseYAML(src)
	res.Problems = append(res.Problems, problems...)
	for _, doc := range docs {
		services := doc.root.get("services").value
		if services == nil || services.kind != mapNode {
			continue
		}
		res.Credentials = append(res.Credentials, composeCredentials(filePath, src, services)...)
		for i, k := range services.keys {
			svc := services.vals[i]
			if svc == nil || svc.kind != mapNode {
				continue
			}
			if !flinkService(svc) {
				continue
			}
			mounts := composeMounts(filePath, src, doc.root, svc)
			for i := range mounts {
				mounts[i].Service = k.name
			}
			res.Copies = append(res.Copies, mounts...)
			s := composeService(filePath, src, k, svc, mounts)
			res.Services = append(res.Services, s)
			if d := composeDeployment(filePath, k, svc, s.Props); d != nil {
				res.Deployments = append(res.Deployments, d)
			}
		}
	}
	res.Comments = yamlComments(src)
}

// flinkService reports whether a service runs Flink: an image of Flink
// (flink, apache/flink, a registry's .../flink, pyflink images), a
// FLINK_PROPERTIES environment, or a command of the Flink image or
// distribution, or a volume or config mounted under the Flink image's
// /opt/flink. Only such services' mounts are evidence for Flink jobs.
func flinkService(svc *node) bool {
	if img, ok := svc.get("image").value.text(); ok {
		repo := strings.ToLower(img)
		if i := strings.LastIndexByte(repo, ':'); i > strings.LastIndexByte(repo, '/') {
			repo = repo[:i]
		}
		if name := path.Base(repo); name == "flink" || strings.Contains(name, "pyflink") || strings.HasPrefix(name, "flink-") {
			return true
		}
	}
	if env := svc.get("environment").value; env != nil {
		for _, k := range env.keys {
			if k.name == "FLINK_PROPERTIES" {
				return true
			}
		}
		for _, it := range env.items {
			if s, ok := it.text(); ok && strings.HasPrefix(s, "FLINK_PROPERTIES=") {
				return true
			}
		}
	}
	if mountsUnderFlinkHome(svc) {
		return true
	}
	words, _ := composeCommand(svc)
	for i, w := range words {
		switch base := path.Base(w); {
		case w == "jobmanager" || w == "taskmanager" || w == "standalone-job" || base == "sql-client.sh":
			return true
		case base == "flink" && i+1 < len(words) && words[i+1] == "run":
			return true
		}
	}
	return false
}

// composeDeployment is the deployment a service is when its command runs a
// Flink job; nil for any other service (a broker, a TaskManager, a session
// JobManager that runs no job of its own). props are the service's
// FLINK_PROPERTIES (ComposeService.Props).
func composeDeployment(filePath string, name mapKey, svc *node, props []Property) *Deployment {
	words, at := composeCommand(svc)
	entries, job := composeEntryPoints(words, at)
	if !namesJob(entries) {
		return nil
	}
	d := &Deployment{Kind: Compose, Name: name.name, Path: filePath, Span: Span{name.span.Start, svc.span.End},
		Syntax: SyntaxYAML, Resource: "compose service", EntryPoints: entries}
	d.Cluster = ClusterMode{Job: job, Resources: StandaloneMode}
	d.FlinkVersion = imageFlinkVersion(svc.get("image"))
	d.Runs = &ServiceRef{Files: []string{filePath}, Service: name.name, Cluster: submitHost(words), Options: runOptions(words, at)}
	d.FlinkConfig = append(append([]Property(nil), props...), d.Runs.Options...)
	composeFacts(d, "the service's FLINK_PROPERTIES", false)
	return d
}

// composeFacts decides a Compose deployment's facts from its FlinkConfig.
// A standalone application cluster runs the job with that configuration.
// A job submitted to a session cluster takes the job's settings
// (checkpointing, parallelism) from the configuration of the container the
// client runs in, but the scheduler is the session JobManager's, which a
// Compose file states in another service (ApplyCompose): not known here.
// The checkpointing the client's configuration does not state may be set
// by what flinklint does not see (the image's own configuration file),
// unless the whole file is known (wholeConf: a configuration file mounted
// over the image's).
//
// Sources: apache/flink flink-clients CliFrontend.main (the client loads
// GlobalConfiguration from its own configuration directory and builds the
// job with it, so execution.checkpointing.* and parallelism.default of the
// client's container apply to the job it submits); the session JobManager
// chooses the scheduler from its own configuration (jobmanager.scheduler,
// scheduler-mode are cluster options).
func composeFacts(d *Deployment, what string, wholeConf bool) {
	d.Rescaling, d.Checkpointing, d.Jars, d.Parallelism = Rescaling{}, Checkpointing{}, nil, Fact[int]{}
	flinkRescaling(d, d.Span, what)
	flinkJobFacts(d, d.Span)
	if d.Cluster.Job != SessionMode {
		return
	}
	d.Scheduler = Fact[SchedulerMode]{Value: SchedulerUnknown, Span: d.Span}
	d.Rescaling = Rescaling{Rescales: No, At: d.Span,
		Why: "a job submitted to a session cluster in Docker: nothing there changes a running job's parallelism (no autoscaler, and Flink refuses reactive mode in a session cluster)"}
	if !d.Checkpointing.Enabled.Set && !wholeConf {
		d.Checkpointing.Enabled = Fact[Tri]{Value: Unknown, Span: d.Span}
	}
}

// imageFlinkVersion is the Flink version of an official Flink image's tag
// (flink:1.20, apache/flink:1.19.1-scala_2.12-java11): MAJOR.MINOR; not
// set for any other image, whose Flink is not known.
func imageFlinkVersion(img field) Fact[string] {
	s, ok := img.value.text()
	if !ok {
		return Fact[string]{}
	}
	repo, tag, ok := strings.Cut(s, ":")
	if !ok || (repo != "flink" && repo != "apache/flink" && repo != "docker.io/library/flink" && repo != "docker.io/apache/flink") {
		return Fact[string]{}
	}
	m := imageVersionRE.FindStringSubmatch(tag)
	if m == nil {
		return Fact[string]{}
	}
	return Fact[string]{Value: m[1], Set: true, Span: img.value.span, KeySpan: img.key.span}
}

var imageVersionRE = regexp.MustCompile(`^([1-9][0-9]*\.[0-9]+)(?:\.[0-9]+)?(?:-|$)`)

// composeCommand is the service's command line as words, entrypoint first,
// each with the span of the scalar it was written in: a list form gives
// one word per item; a string form (and a `sh -c "..."` script) is split
// at blanks, as the shell would for the plain words a job command uses.
func composeCommand(svc *node) (words []string, at []Span) {
	for _, key := range []string{"entrypoint", "command"} {
		v := svc.get(key).value
		if v == nil {
			continue
		}
		items := []*node{v}
		if v.kind == listNode {
			items = v.items
		}
		for _, it := range items {
			s, ok := it.text()
			if !ok {
				continue
			}
			for _, w := range strings.Fields(s) {
				words = append(words, strings.Trim(w, `"'`))
				at = append(at, it.span)
			}
		}
	}
	return words, at
}

// composeEntryPoints reads the jobs a command line runs: the Flink image's
// standalone-job argument (an application cluster running the job given
// by -py/--python, -pym/--pyModule or a SQL runner's .sql argument), or a
// `flink run` / `sql-client.sh -f` submission to a session cluster, with
// the SQL client's init scripts (-i/--init), which run first in the same
// session.
func composeEntryPoints(words []string, at []Span) ([]EntryPoint, JobMode) {
	job := JobModeUnknown
	start := -1
	sqlClient := false
	for i, w := range words {
		base := path.Base(w)
		switch {
		case w == "standalone-job":
			job, start = ApplicationMode, i+1
		case (base == "flink" && i+1 < len(words) && words[i+1] == "run") || base == "sql-client.sh" || base == "sql-client":
			job, start = SessionMode, i+1
			sqlClient = base != "flink"
		}
		if start >= 0 {
			break
		}
	}
	if start < 0 {
		return nil, job
	}
	var out []EntryPoint
	flinkRun := job == SessionMode && !sqlClient
	jar := false
	for i := start; i < len(words); i++ {
		w := words[i]
		if w == "&&" || w == ";" || w == "|" || w == "||" {
			break
		}
		flag, val, hasEq := strings.Cut(w, "=")
		var kind EntryKind
		switch {
		case flinkRun && !jar && strings.HasSuffix(strings.ToLower(w), ".jar") && !strings.HasPrefix(w, "-") && (i == start || !runValueFlags[words[i-1]]):
			// `flink run [options] <jar> [args]`: the job's jar, the
			// first argument that is no option's value.
			jar = true
			out = append(out, EntryPoint{Kind: JarFile, Value: w, Span: at[i]})
			continue
		case flinkRun && (flag == "-j" || flag == "--jarfile"):
			kind, jar = JarFile, true
		case flinkRun && (flag == "-c" || flag == "--class"):
			kind = MainClass
		case flag == "-py" || flag == "--python":
			kind = PythonFile
		case flag == "-pym" || flag == "--pyModule":
			kind = PythonModule
		case (flag == "-f" || flag == "--file") && job == SessionMode:
			kind = SQLScript
		case (flag == "-i" || flag == "--init") && job == SessionMode && sqlClient:
			kind = SQLInit
		default:
			if script := sqlScriptArg(w); script != "" && job == ApplicationMode {
				out = append(out, EntryPoint{Kind: SQLScript, Value: script, Span: at[i]})
			}
			continue
		}
		switch {
		case hasEq:
			out = append(out, EntryPoint{Kind: kind, Value: val, Span: at[i]})
		case i+1 < len(words):
			out = append(out, EntryPoint{Kind: kind, Value: words[i+1], Span: at[i+1]})
			i++
		}
	}
	return out, job
}

// namesJob reports whether entry points name a job: a main class alone
// (standalone-job --job-classname X) names a class of a jar not named.
func namesJob(entries []EntryPoint) bool {
	for _, e := range entries {
		if e.Kind != MainClass {
			return true
		}
	}
	return false
}

// runValueFlags are the options of `flink run` that take a value, after
// which a word ending in .jar is that value (a classpath entry), not the
// job's jar.
var runValueFlags = map[string]bool{
	"-C": true, "--classpath": true, "-pyfs": true, "--pyFiles": true, "-pyarch": true, "--pyArchives": true,
	"-D": true, "-c": true, "--class": true, "-m": true, "--jobmanager": true, "-p": true, "--parallelism": true,
	"-s": true, "--fromSavepoint": true, "-t": true, "--target": true, "-e": true, "--executor": true,
}

// flinkProperties reads a service's FLINK_PROPERTIES: `key: value` lines
// the Flink image appends to its configuration, from the environment's map
// form or its `FLINK_PROPERTIES=...` list form. Each line written verbatim
// in the file has its own spans; a value written with escapes gets the
// scalar's span.
func flinkProperties(src []byte, svc *node) []Property {
	if !imageEntrypointRuns(svc) {
		return nil
	}
	env := svc.get("environment").value
	var value *node
	prefix := ""
	switch {
	case env == nil:
		return nil
	case env.kind == mapNode:
		for i, k := range env.keys {
			if k.name == "FLINK_PROPERTIES" {
				value = env.vals[i]
			}
		}
	case env.kind == listNode:
		for _, it := range env.items {
			if s, ok := it.text(); ok && strings.HasPrefix(s, "FLINK_PROPERTIES=") {
				value, prefix = it, "FLINK_PROPERTIES="
			}
		}
	}
	text, ok := value.text()
	if !ok {
		return nil
	}
	text = strings.TrimPrefix(text, prefix)
	var out []Property
	from := value.span.Start
	for _, line := range strings.Split(text, "\n") {
		if h := strings.IndexByte(line, '#'); h >= 0 {
			line = line[:h]
		}
		k, v, ok := strings.Cut(line, ": ")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" {
			continue
		}
		p := Property{Key: k, Value: unquote(v), Known: true, KeySpan: value.span, Span: value.span}
		if i := indexIn(src, line, from, value.span.End); i >= 0 {
			// The line is written verbatim: the key, then the value after
			// its ": ".
			ks := i + strings.Index(line, k)
			vs := ks + len(k) + 2 + strings.Index(line[ks-i+len(k)+2:], v)
			p.KeySpan, p.Span = Span{ks, ks + len(k)}, Span{vs, vs + len(v)}
			from = i + len(line)
		}
		out = append(out, p)
	}
	return out
}

// imageEntrypointRuns reports whether the image's entrypoint runs: the
// service sets no `entrypoint:`, or the one it sets calls the Flink image's
// docker-entrypoint.sh. Only that script applies FLINK_PROPERTIES; a
// service that replaces it (`entrypoint: ["/bin/bash", "-c"]` and a
// command that starts bin/jobmanager.sh itself) has none applied.
//
// Sources: apache/flink-docker 1.20/scala_2.12-java8-ubuntu/docker-entrypoint.sh
// (prepare_configuration and process_flink_properties) and its Dockerfile
// (ENTRYPOINT ["/docker-entrypoint.sh"]).
func imageEntrypointRuns(svc *node) bool {
	if !svc.get("entrypoint").ok() {
		return true
	}
	words, _ := composeCommand(svc)
	for _, w := range words {
		if strings.Contains(w, "docker-entrypoint.sh") {
			return true
		}
	}
	return false
}

// indexIn finds s in src[from:end], or -1.
func indexIn(src []byte, s string, from, end int) int {
	if from < 0 || end > len(src) || from >= end || s == "" {
		return -1
	}
	if i := strings.Index(string(src[from:end]), s); i >= 0 {
		return from + i
	}
	return -1
}

// mountsUnderFlinkHome reports a volume or config whose target is under
// /opt/flink/, the Flink image's FLINK_HOME.
func mountsUnderFlinkHome(svc *node) bool {
	for _, key := range []string{"volumes", "configs"} {
		list := svc.get(key).value
		if list == nil || list.kind != listNode {
			continue
		}
		for _, it := range list.items {
			target, _ := it.get("target").value.text()
			if s, ok := it.text(); ok {
				if parts := strings.Split(s, ":"); len(parts) >= 2 {
					target = parts[1]
				}
			}
			if strings.HasPrefix(target, "/opt/flink/") {
				return true
			}
		}
	}
	return false
}

// composeMounts are a service's bind mounts of repository paths, as
// copies into its containers: `./src:/opt/src[:ro]`, or the long form
// with type bind, source and target; and its `configs:` entries of
// repository files. Named volumes and absolute host paths are not the
// repository's.
func composeMounts(filePath string, src []byte, root, svc *node) []ImageCopy {
	return append(composeVolumes(filePath, src, svc), composeConfigCopies(filePath, src, root, svc)...)
}

func composeVolumes(filePath string, src []byte, svc *node) []ImageCopy {
	vols := svc.get("volumes").value
	if vols == nil || vols.kind != listNode {
		return nil
	}
	var out []ImageCopy
	for _, it := range vols.items {
		var host, target string
		switch it.kind {
		case scalarNode:
			s, ok := it.text()
			if !ok {
				continue
			}
			parts := strings.Split(s, ":")
			if len(parts) < 2 {
				continue
			}
			host, target = parts[0], parts[1]
		case mapNode:
			if t, _ := it.get("type").value.text(); t != "bind" {
				continue
			}
			host, _ = it.get("source").value.text()
			target, _ = it.get("target").value.text()
		}
		if !strings.HasPrefix(host, ".") || !strings.HasPrefix(target, "/") || strings.Contains(host+target, "$") {
			continue
		}
		text := strings.TrimSpace(string(src[it.span.Start:it.span.End]))
		out = append(out, ImageCopy{Dockerfile: filePath, Sources: []string{path.Clean(host)}, Dest: path.Clean(target),
			DestDir: strings.HasSuffix(host, "/"), Mount: true, Line: lineOf(src, it.span.Start), Text: "volume " + text, Span: it.span})
	}
	return out
}

// lineOf is the 1-based line of offset off.
func lineOf(src []byte, off int) int {
	return strings.Count(string(src[:min(off, len(src))]), "\n") + 1
}
