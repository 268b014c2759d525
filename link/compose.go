package link

import (
	"fmt"
	"path"
	"strings"

	"github.com/flinklint/flinklint/deploy"
)

// composeNames are the files the Compose CLI reads when no -f names one, in
// the directory it runs in or the nearest one above it that holds one
// (with the override file beside it).
var composeNames = map[string]bool{
	"compose.yaml": true, "compose.yml": true, "docker-compose.yaml": true, "docker-compose.yml": true,
	"compose.override.yaml": true, "compose.override.yml": true, "docker-compose.override.yaml": true, "docker-compose.override.yml": true,
}

// composeRuns resolves the Compose service each deployment's command runs
// in (deploy.ServiceRef), the configuration file mounted into its
// containers, and, for a job submitted to a session cluster, the service
// that runs that cluster's JobManager; then applies them
// (deploy.Deployment.ApplyCompose). A name that evidence does not tie to
// exactly one service resolves to none: the deployment keeps what its own
// command says.
func composeRuns(results []*deploy.Result) {
	var services []*deploy.ComposeService
	var copies []deploy.ImageCopy
	confs := map[string][]deploy.Property{}
	for _, r := range results {
		if r == nil {
			continue
		}
		services = append(services, r.Services...)
		copies = append(copies, r.Copies...)
		if r.Kind == deploy.FlinkConfig && len(r.Deployments) == 1 {
			c := r.Deployments[0]
			props := make([]deploy.Property, len(c.FlinkConfig))
			for i, p := range c.FlinkConfig {
				if p.Path == "" {
					p.Path = c.Path
				}
				props[i] = p
			}
			confs[c.Path] = props
		}
	}
	if len(services) == 0 {
		return
	}
	for _, r := range results {
		if r == nil {
			continue
		}
		for _, d := range r.Deployments {
			if d.Runs != nil {
				resolveRun(d, services, confs, copies)
			}
		}
	}
}

func resolveRun(d *deploy.Deployment, services []*deploy.ComposeService, confs map[string][]deploy.Property, copies []deploy.ImageCopy) {
	// The run's own copy: the read may be kept for the next run (an
	// editor's), which resolves it again.
	own := *d.Runs
	ref := &own
	d.Runs = ref
	client, why := runService(d, services)
	var parts []string
	if ref.Text != "" {
		parts = append(parts, fmt.Sprintf("the command %s:%d %q ", d.Path, ref.Line, ref.Text)+why)
	}
	if client == nil {
		ref.Why = sentences(parts)
		return
	}
	conf, confWhy := confOf(client, confs, copies)
	if confWhy != "" {
		parts = append(parts, confWhy)
	}
	var cluster *deploy.ComposeService
	var clusterConf []deploy.Property
	if d.Cluster.Job == deploy.SessionMode {
		var clusterWhy string
		cluster, clusterWhy = clusterOf(client, conf, ref.Cluster, services)
		parts = append(parts, clusterWhy)
		if cluster != nil && cluster != client {
			var cw string
			clusterConf, cw = confOf(cluster, confs, copies)
			if cw != "" {
				parts = append(parts, cw)
			}
		} else {
			clusterConf = conf
		}
	}
	ref.Client, ref.Session = client, cluster
	ref.Why = sentences(parts)
	d.ApplyCompose(client, conf, cluster, clusterConf)
}

// runService finds the service a command runs in: a Compose service's own
// deployment is that service; `docker exec` names a container_name;
// `docker compose exec SERVICE` names a service of the Compose files it is
// given (-f, relative to the script's directory or one above it, where the
// command may run), else of the files the Compose CLI finds from the
// script's directory or one above it.
func runService(d *deploy.Deployment, services []*deploy.ComposeService) (*deploy.ComposeService, string) {
	ref := d.Runs
	var cands []*deploy.ComposeService
	var where string
	switch {
	case d.Kind == deploy.Compose:
		for _, s := range services {
			if s.File == d.Path && s.Name == ref.Service {
				return s, ""
			}
		}
		return nil, ""
	case ref.Container != "":
		for _, s := range services {
			if s.ContainerName == ref.Container {
				cands = append(cands, s)
			}
		}
		where = fmt.Sprintf("container_name %s", ref.Container)
	case len(ref.Files) > 0:
		for _, s := range services {
			if s.Name == ref.Service && namedFile(s.File, ref.Files, ref.Dir) {
				cands = append(cands, s)
			}
		}
		where = fmt.Sprintf("the name %s in %s", ref.Service, strings.Join(ref.Files, ", "))
	case ref.Exact:
		// make runs the recipe in the Makefile's directory (a script may
		// cd somewhere), and the Compose CLI reads the Compose files of the
		// nearest directory at or above it that has one.
		nearest := ""
		for _, s := range services {
			if dir := path.Dir(s.File); composeNames[path.Base(s.File)] && atOrAbove(dir, ref.Dir) && len(dir) > len(nearest) {
				nearest = dir
			}
		}
		for _, s := range services {
			if s.Name == ref.Service && composeNames[path.Base(s.File)] && path.Dir(s.File) == nearest {
				cands = append(cands, s)
			}
		}
		where = fmt.Sprintf("the name %s in the Compose files the Compose CLI reads from %s/, where the command runs", ref.Service, dirName(ref.Dir))
	default:
		// A script may run from any directory: every Compose file at or
		// above it is one it may reach.
		for _, s := range services {
			if s.Name == ref.Service && composeNames[path.Base(s.File)] && atOrAbove(path.Dir(s.File), ref.Dir) {
				cands = append(cands, s)
			}
		}
		where = fmt.Sprintf("the name %s in a Compose file the Compose CLI reads from %s/ or a directory above it", ref.Service, dirName(ref.Dir))
	}
	switch len(cands) {
	case 0:
		return nil, fmt.Sprintf("names a service, but no Flink service of the repository's Compose files has %s, so the cluster it submits to is not known", where)
	case 1:
		s := cands[0]
		return s, fmt.Sprintf("runs in service %s of %s, the only Flink service with %s", s.Name, s.File, where)
	}
	var files []string
	for _, s := range cands {
		files = append(files, s.File+" "+s.Name)
	}
	return nil, fmt.Sprintf("names a service, and %s all have %s: which one it runs in is not known", strings.Join(files, ", "), where)
}

// namedFile reports whether Compose file f is one of the -f values,
// relative to dir or a directory above it (where the command may run).
func namedFile(f string, values []string, dir string) bool {
	for _, v := range values {
		for d := dir; ; d = path.Dir(d) {
			if path.Join(d, v) == f {
				return true
			}
			if d == "." || d == "/" || d == "" {
				break
			}
		}
	}
	return false
}

// atOrAbove reports whether directory a is dir or one above it.
func atOrAbove(a, dir string) bool { return a == dir || a == "." || under(dir, a) }

// confOf is the Flink configuration file mounted into a service's
// containers: one file flinklint reads (a mounted conf directory holding
// both config.yaml and flink-conf.yaml leaves which one Flink reads to its
// version: none is taken).
func confOf(s *deploy.ComposeService, confs map[string][]deploy.Property, copies []deploy.ImageCopy) ([]deploy.Property, string) {
	type found struct {
		file string
		m    deploy.ConfMount
	}
	var got []found
	for _, m := range s.Conf {
		if !m.Dir {
			if _, ok := confs[m.Host]; ok {
				got = append(got, found{m.Host, m})
			}
			continue
		}
		var in []string
		for _, n := range []string{"config.yaml", "flink-conf.yaml"} {
			if _, ok := confs[path.Join(m.Host, n)]; ok {
				in = append(in, path.Join(m.Host, n))
			}
		}
		switch len(in) {
		case 1:
			got = append(got, found{in[0], m})
		case 2:
			return nil, fmt.Sprintf("%s:%d %q mounts %s/ over the Flink configuration of service %s, which holds both config.yaml and flink-conf.yaml: which one Flink reads depends on its version, so neither is taken", s.File, m.Line, m.Text, m.Host, s.Name)
		}
	}
	switch {
	case len(got) == 0:
		return imageConf(s, confs, copies)
	case len(got) > 1 && got[0].file != got[len(got)-1].file:
		return nil, fmt.Sprintf("service %s mounts several Flink configuration files (%s, %s): none is taken", s.Name, got[0].file, got[len(got)-1].file)
	}
	g := got[0]
	return confs[g.file], fmt.Sprintf("the Flink configuration of service %s is %s, which %s:%d %q puts there, beneath its FLINK_PROPERTIES", s.Name, g.file, s.File, g.m.Line, g.m.Text)
}

// clusterOf finds the service that runs the session JobManager a client in
// service client submits to: the host `-m` names, else the client's
// rest.address / jobmanager.rpc.address; a JobManager service whose
// configuration names no other host submits to itself.
func clusterOf(client *deploy.ComposeService, conf []deploy.Property, host string, services []*deploy.ComposeService) (*deploy.ComposeService, string) {
	how := "-m " + host
	own := false
	if host == "" {
		var key string
		host, key = client.ClusterHost(conf)
		own = key == ""
		how = fmt.Sprintf("its %s %s", key, host)
	}
	switch {
	case own || host == "localhost" || host == "127.0.0.1" || host == "0.0.0.0" || client.Names(host):
		if client.JobManager {
			return client, fmt.Sprintf("it submits to the session JobManager of service %s itself", client.Name)
		}
		return nil, fmt.Sprintf("service %s runs no JobManager of its own, so the session cluster it submits to is not known", client.Name)
	case host == "":
		return nil, "the JobManager it submits to is not known statically"
	}
	var cands []*deploy.ComposeService
	for _, s := range services {
		if s.File == client.File && s.Names(host) && s.JobManager {
			cands = append(cands, s)
		}
	}
	if len(cands) != 1 {
		return nil, fmt.Sprintf("%s names no session JobManager service of %s, so the session cluster is not known", how, client.File)
	}
	return cands[0], fmt.Sprintf("it submits to the session JobManager of service %s (%s)", cands[0].Name, how)
}

// imageConf is the Flink configuration file the Dockerfile of a service's
// `build:` copies into its image's conf directory (`COPY flink-conf.yaml
// /opt/flink/conf/flink-conf.yaml`, `COPY conf/ /opt/flink/conf/`), when no
// mount hides it: one file flinklint reads, or none.
func imageConf(s *deploy.ComposeService, confs map[string][]deploy.Property, copies []deploy.ImageCopy) ([]deploy.Property, string) {
	if s.Build == "" {
		return nil, ""
	}
	var files []string
	var by []deploy.ImageCopy
	for _, c := range copies {
		if c.Mount || c.Dockerfile != s.Build || len(c.Sources) != 1 || c.Dest == "" {
			continue
		}
		src := path.Join(s.BuildContext, strings.TrimSuffix(c.Sources[0], "/*"))
		var cands []string
		switch {
		case !c.DestDir && !c.Unknown && path.Dir(c.Dest) == s.ConfDir && deploy.IsConfFileName(path.Base(c.Dest)):
			cands = []string{src}
		case c.Dest == s.ConfDir:
			// A directory's contents, or one file into the directory.
			cands = []string{path.Join(src, "config.yaml"), path.Join(src, "flink-conf.yaml")}
			if deploy.IsConfFileName(path.Base(src)) {
				cands = []string{src}
			}
		default:
			continue
		}
		for _, f := range cands {
			if _, ok := confs[f]; ok {
				files = append(files, f)
				by = append(by, c)
			}
		}
	}
	switch {
	case len(files) == 0:
		return nil, ""
	case len(files) > 1:
		return nil, fmt.Sprintf("%s copies several Flink configuration files into the image of service %s (%s): none is taken", s.Build, s.Name, strings.Join(files, ", "))
	}
	return confs[files[0]], fmt.Sprintf("the Flink configuration of service %s is %s, which %s copies into the image it builds (build: in %s), beneath its FLINK_PROPERTIES",
		s.Name, files[0], copyNames(by), s.File)
}
