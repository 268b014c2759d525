package deploy

import (
	"fmt"
	"path"
	"strings"
)

// ComposeService is a Flink service of a Docker Compose file: what package
// link needs to apply its configuration to the jobs that run in its
// containers or are submitted to the cluster it starts.
type ComposeService struct {
	File string // the Compose file
	Name string
	Span Span // the service's key
	// ContainerName and Hostname are the service's container_name and
	// hostname, "" when not written.
	ContainerName, Hostname string
	// JobManager is set for a service that starts a session cluster's
	// JobManager (the Flink image's `jobmanager` command).
	JobManager bool
	// Props are its FLINK_PROPERTIES, each at its place in File; none when
	// its `entrypoint:` replaces the Flink image's, which applies them
	// (EntrypointRuns false).
	Props          []Property
	EntrypointRuns bool
	// RPCAddress is its JOB_MANAGER_RPC_ADDRESS environment variable, which
	// the Flink image writes as jobmanager.rpc.address before the
	// FLINK_PROPERTIES.
	RPCAddress string
	// Conf are the repository paths mounted over Flink's configuration in
	// its containers: the conf directory, or a configuration file in it.
	Conf []ConfMount
	// Version is the Flink version of its image's tag.
	Version Fact[string]
	// ConfDir is Flink's configuration directory in its containers.
	ConfDir string
	// Build and BuildContext are the Dockerfile its image is built from
	// (`build:`) and the build context, repository-relative; "" when the
	// service builds no image from the repository.
	Build, BuildContext string
}

// ConfMount is a repository path a Compose service mounts over Flink's
// configuration: a directory at the conf directory (FLINK_CONF_DIR, else
// the image's /opt/flink/conf), or one file at conf/config.yaml or
// conf/flink-conf.yaml (a volume, or a `configs:` entry).
type ConfMount struct {
	Host string // repository-relative, cleaned
	Dir  bool   // Host is mounted as the conf directory
	Line int
	Text string // the volume or configs entry, for explanations
}

// ServiceRef names the Compose service whose containers run a deployment's
// command: the service itself for a Compose service's own command, the
// target of a `docker compose exec` / `run` or a `docker exec` line in a
// Makefile or a shell script.
type ServiceRef struct {
	// Files are the Compose files the command names (`docker compose -f`),
	// repository-relative, or the Compose file of a service's own command.
	// Empty: the Compose file the Compose CLI finds from Dir.
	Files []string
	// Dir is the directory the command runs in when Exact (a Makefile's,
	// or where the script changed to); else the script's own directory,
	// at or below the one it runs in.
	Dir   string
	Exact bool
	// Service is the Compose service name; Container a `docker exec`
	// target, matched against the services' container_name.
	Service, Container string
	// Cluster is the JobManager host a submission names (`flink run -m
	// host:port`), "" when the client's configuration decides.
	Cluster string
	// Line and Text are the command line of a script (for explanations).
	Line int
	Text string
	// Why says, after package link resolved it, which service runs the
	// command and where its configuration comes from (--explain-links).
	Why string
	// Options are the configuration the command line itself gives the job
	// (`flink run -D key=value -p N`), over the client's.
	Options []Property
	// Client is the service link resolved the command to, Session the one
	// that runs the session JobManager a submission reaches; nil when not
	// resolved.
	Client, Session *ComposeService
}

// composeService records a Flink service of a Compose file.
func composeService(filePath string, src []byte, k mapKey, svc *node, mounts []ImageCopy) *ComposeService {
	s := &ComposeService{File: filePath, Name: k.name, Span: k.span, Props: flinkProperties(src, svc),
		Version: imageFlinkVersion(svc.get("image"))}
	s.ContainerName, _ = svc.get("containername").value.text()
	s.Hostname, _ = svc.get("hostname").value.text()
	s.EntrypointRuns = imageEntrypointRuns(svc)
	if s.EntrypointRuns {
		s.RPCAddress, _ = composeEnv(svc, "JOB_MANAGER_RPC_ADDRESS")
	}
	words, _ := composeCommand(svc)
	for i, w := range words {
		switch base := path.Base(w); {
		case w == "standalone-job":
			s.JobManager = false
		case w == "jobmanager" && (i == 0 || path.Base(words[i-1]) == "docker-entrypoint.sh"),
			base == "start-cluster.sh", base == "jobmanager.sh":
			// The image's jobmanager command, or the distribution's
			// scripts that start a session cluster's JobManager.
			s.JobManager = true
			continue
		default:
			continue
		}
		break
	}
	confDir := "/opt/flink/conf"
	if d, ok := composeEnv(svc, "FLINK_CONF_DIR"); ok && strings.HasPrefix(d, "/") && !strings.Contains(d, "$") {
		confDir = path.Clean(d)
	}
	s.ConfDir = confDir
	dir := path.Dir(filePath)
	s.Build, s.BuildContext = composeBuild(dir, svc)
	for _, m := range mounts {
		if m.Unknown || len(m.Sources) != 1 {
			continue
		}
		host := path.Join(dir, m.Sources[0])
		switch {
		case m.Dest == confDir:
			s.Conf = append(s.Conf, ConfMount{Host: host, Dir: true, Line: m.Line, Text: m.Text})
		case path.Dir(m.Dest) == confDir && IsConfFileName(path.Base(m.Dest)):
			s.Conf = append(s.Conf, ConfMount{Host: host, Line: m.Line, Text: m.Text})
		}
	}
	return s
}

// composeBuild is the Dockerfile and context of a service's `build:`
// (`build: ./dir`, or `context:` and `dockerfile:`), relative to the
// repository; "" when it builds nothing from the repository.
func composeBuild(dir string, svc *node) (dockerfile, context string) {
	b := svc.get("build").value
	if b == nil {
		return "", ""
	}
	ctx, ok := b.text()
	file := "Dockerfile"
	if !ok {
		ctx, _ = b.get("context").value.text()
		if ctx == "" {
			ctx = "."
		}
		if f, ok := b.get("dockerfile").value.text(); ok {
			file = f
		}
	}
	if strings.Contains(ctx+file, "$") || strings.Contains(ctx, "://") || strings.HasPrefix(ctx, "/") || strings.HasPrefix(file, "/") {
		return "", ""
	}
	context = path.Join(dir, ctx)
	return path.Join(context, file), context
}

// IsConfFileName reports whether a base name is a Flink configuration
// file's in a conf directory: config.yaml or flink-conf.yaml.
func IsConfFileName(name string) bool { return name == "config.yaml" || name == "flink-conf.yaml" }

// composeConfigCopies are a service's `configs:` entries whose top-level
// config is a repository file (`configs: {flink-conf: {file:
// ./conf/config.yaml}}`), as mounts of that file at the entry's target.
func composeConfigCopies(filePath string, src []byte, root, svc *node) []ImageCopy {
	list := svc.get("configs").value
	top := root.get("configs").value
	if list == nil || list.kind != listNode || top == nil || top.kind != mapNode {
		return nil
	}
	var out []ImageCopy
	for _, it := range list.items {
		if it.kind != mapNode {
			continue
		}
		source, _ := it.get("source").value.text()
		target, _ := it.get("target").value.text()
		file, _ := top.get(normKey(source)).value.get("file").value.text()
		if !strings.HasPrefix(file, ".") || !strings.HasPrefix(target, "/") || strings.Contains(file+target, "$") {
			continue
		}
		text := strings.Join(strings.Fields(string(src[it.span.Start:it.span.End])), " ")
		out = append(out, ImageCopy{Dockerfile: filePath, Sources: []string{path.Clean(file)}, Dest: path.Clean(target), Mount: true,
			Line: lineOf(src, it.span.Start), Text: fmt.Sprintf("configs %s (file %s)", text, file), Span: it.span})
	}
	return out
}

// composeEnv is a service's environment variable, from the map or the list
// form.
func composeEnv(svc *node, name string) (string, bool) {
	env := svc.get("environment").value
	if env == nil {
		return "", false
	}
	for i, k := range env.keys {
		if k.name == name {
			return env.vals[i].text()
		}
	}
	for _, it := range env.items {
		if s, ok := it.text(); ok && strings.HasPrefix(s, name+"=") {
			return strings.TrimPrefix(s, name+"="), true
		}
	}
	return "", false
}

// submitHost is the JobManager host a `flink run -m host:port` command
// names ("" when it names none, and the client's configuration decides).
func submitHost(words []string) string {
	for i, w := range words {
		v := ""
		switch {
		case (w == "-m" || w == "--jobmanager") && i+1 < len(words):
			v = words[i+1]
		case strings.HasPrefix(w, "--jobmanager="):
			v = strings.TrimPrefix(w, "--jobmanager=")
		default:
			continue
		}
		v = strings.TrimPrefix(strings.TrimPrefix(v, "http://"), "https://")
		host, _, _ := strings.Cut(v, ":")
		return host
	}
	return ""
}

// runOptions are the configuration a `flink run` command line gives its
// job: `-Dkey=value` (or `-D key=value`) dynamic properties, and `-p N` /
// `--parallelism N` as parallelism.default; over the client's
// configuration. Each at the word it is written in.
//
// Sources: apache/flink flink-clients CliFrontendParser (run's -D
// "property=value" generic configuration options, -p/--parallelism) and
// CliFrontend.getEffectiveConfiguration (they override the loaded
// configuration).
func runOptions(words []string, at []Span) []Property {
	start := -1
	for i, w := range words {
		if path.Base(w) == "flink" && i+1 < len(words) && words[i+1] == "run" {
			start = i + 2
			break
		}
	}
	if start < 0 {
		return nil
	}
	var out []Property
	for i := start; i < len(words); i++ {
		w := words[i]
		key, value, span := "", "", at[i]
		switch {
		case w == "&&" || w == ";" || w == "|" || w == "||":
			return out
		case w == "-D" && i+1 < len(words):
			i++
			key, value, _ = strings.Cut(words[i], "=")
			span = at[i]
		case strings.HasPrefix(w, "-D") && len(w) > 2:
			key, value, _ = strings.Cut(w[2:], "=")
		case (w == "-p" || w == "--parallelism") && i+1 < len(words):
			i++
			key, value, span = "parallelism.default", words[i], at[i]
		default:
			continue
		}
		if key == "" {
			continue
		}
		out = append(out, Property{Key: key, Value: unquote(value), Known: !strings.Contains(value, "$"), Span: span, KeySpan: span})
	}
	return out
}

// ClusterHost is the JobManager host a client in the service's containers
// submits to: the rest.address of its configuration, else its
// jobmanager.rpc.address (rest.address falls back to it), which the Flink
// image sets from JOB_MANAGER_RPC_ADDRESS, else to the container's own
// host name (key, the setting that names it, is then "").
//
// Sources: apache/flink-docker 1.20/scala_2.12-java8-ubuntu/docker-entrypoint.sh
// (prepare_configuration writes jobmanager.rpc.address from
// JOB_MANAGER_RPC_ADDRESS, default `hostname -f`, then each FLINK_PROPERTIES
// line, into the configuration of $FLINK_HOME/conf, for every command);
// apache/flink flink-core RestOptions.ADDRESS (rest.address, fallback key
// jobmanager.rpc.address).
func (s *ComposeService) ClusterHost(conf []Property) (host, key string) {
	known := func(p Property) string {
		if v := unquote(p.Value); p.Known && !strings.Contains(v, "$") {
			return v
		}
		return "" // not known statically: no cluster
	}
	// rest.address: FLINK_PROPERTIES over the mounted file.
	if p, ok := lookup(s.Props, "rest.address"); ok {
		return known(p), "rest.address"
	}
	if p, ok := lookup(conf, "rest.address"); ok {
		return known(p), "rest.address"
	}
	// jobmanager.rpc.address: the image writes it over the mounted file.
	if p, ok := lookup(s.Props, "jobmanager.rpc.address"); ok {
		return known(p), "jobmanager.rpc.address"
	}
	if !s.EntrypointRuns {
		// Nothing sets jobmanager.rpc.address that flinklint sees.
		return "", "configuration"
	}
	if s.RPCAddress != "" {
		if strings.Contains(s.RPCAddress, "$") {
			return "", "JOB_MANAGER_RPC_ADDRESS"
		}
		return s.RPCAddress, "JOB_MANAGER_RPC_ADDRESS"
	}
	return "", ""
}

// Names reports whether host names the service's containers: its service
// name, hostname or container_name.
func (s *ComposeService) Names(host string) bool {
	return host != "" && (host == s.Name || host == s.Hostname || host == s.ContainerName)
}

// ApplyCompose gives a deployment whose command runs in the containers of
// client the configuration there: the Flink configuration file mounted
// into them (conf, read from its own file) beneath their FLINK_PROPERTIES,
// which the Flink image writes over it. A standalone application cluster
// runs the job with it. A job submitted to a session cluster takes its
// settings (checkpointing, parallelism) from the client's configuration
// and its scheduler from the session JobManager's (cluster, with
// clusterConf; nil when not known): reactive mode there makes the
// JobManager refuse to start.
func (d *Deployment) ApplyCompose(client *ComposeService, conf []Property, cluster *ComposeService, clusterConf []Property) {
	d.FlinkConfig = append(composeProps(d, client, conf), d.Runs.Options...)
	if !d.FlinkVersion.Set {
		d.FlinkVersion = inFile(client.Version, client.File, d.Path)
	}
	if d.Cluster.Job != SessionMode {
		composeFacts(d, "the service's configuration", len(conf) > 0)
		return
	}
	composeFacts(d, "the client's configuration", len(conf) > 0)
	if c := &d.Checkpointing.Enabled; !c.Set && c.Value == No && len(conf) > 0 && conf[0].Path != "" {
		// The mounted file that leaves it off.
		c.Path, c.Span = conf[0].Path, Span{conf[0].KeySpan.Start, conf[len(conf)-1].Span.End}
		if c.Path == d.Path {
			c.Path = ""
		}
	}
	if cluster == nil {
		return
	}
	props := composeProps(d, cluster, clusterConf)
	d.Scheduler = flinkScheduler(props, d.Span)
	if d.Scheduler.Value == SchedulerUnknown && !d.Scheduler.Set {
		d.Scheduler.Value = SchedulerDefault
	}
	if d.Scheduler.Value == SchedulerReactive {
		p, _ := lookup(props, "scheduler-mode")
		d.Rescaling = Rescaling{Rescales: No, At: propLine(p), AtPath: p.Path,
			Why: fmt.Sprintf("the session cluster of service %s sets scheduler-mode: reactive, which Flink refuses in a session cluster: its JobManager does not start", cluster.Name)}
	}
	if v := inFile(cluster.Version, cluster.File, d.Path); v.Set {
		d.FlinkVersion = v
	}
}

// composeProps is the configuration of a service's containers as seen from
// deployment d: the mounted configuration file, then FLINK_PROPERTIES, each
// naming its file when it is not d's.
func composeProps(d *Deployment, s *ComposeService, conf []Property) []Property {
	out := make([]Property, 0, len(conf)+len(s.Props))
	for _, p := range conf {
		if p.Path == d.Path {
			p.Path = ""
		}
		p.Inherited = true
		out = append(out, p)
	}
	for _, p := range s.Props {
		if s.File != d.Path {
			// Written in another file: secrets and edits belong to it.
			p.Path, p.Inherited = s.File, true
		}
		out = append(out, p)
	}
	return out
}

func inFile[T any](f Fact[T], file, own string) Fact[T] {
	if f.Set && file != own && f.Path == "" {
		f.Path = file
	}
	return f
}
