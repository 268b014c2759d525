package model

import (
	"fmt"
	"path"
	"strings"

	"github.com/flinklint/flinklint/deploy"
)

// link attaches each deployment to the jobs it runs:
//
//  1. a Python entry point (AWS run options `python`, operator -py) matches a
//     job whose path is exactly the entry (relative to the repository, then
//     to the config's directory), else the job whose path ends with it that
//     is nearest to the config file; a module entry (-pym a.b) matches a/b.py
//     the same way;
//  2. a deployment whose entry points resolve to nothing applies to every
//     job in its config file's directory tree.
func link(m *Model) {
	for _, d := range m.Deployments {
		jobs, why := resolve(m, d)
		for i, j := range jobs {
			j.Deployments = append(j.Deployments, &Link{Deployment: d, Why: why[i]})
		}
	}
}

func resolve(m *Model, d *Deployment) ([]*Job, []string) {
	cfgDir := path.Dir(d.Path)
	for _, e := range d.EntryPoints {
		want := ""
		switch e.Kind {
		case deploy.PythonFile:
			want = strings.TrimPrefix(path.Clean(strings.ReplaceAll(e.Value, "\\", "/")), "./")
		case deploy.PythonModule:
			want = strings.ReplaceAll(e.Value, ".", "/") + ".py"
		default:
			continue
		}
		if want == "" || want == "." {
			continue
		}
		if j := jobAt(m, want); j != nil {
			return []*Job{j}, []string{fmt.Sprintf("entry point %q is %s", e.Value, j.Name)}
		}
		if j := jobAt(m, path.Join(cfgDir, want)); j != nil {
			return []*Job{j}, []string{fmt.Sprintf("entry point %q is %s, relative to %s", e.Value, j.Name, d.Path)}
		}
		// The entry is a path inside the deployed artifact: match by suffix,
		// nearest to the config first.
		base := "/" + path.Base(want)
		if strings.Contains(want, "/") || e.Kind == deploy.PythonModule {
			base = "/" + strings.TrimPrefix(want, "/")
		}
		var best *Job
		bestDist := -1
		for _, j := range m.Jobs {
			if j.Entry.Kind != PythonFile || !strings.HasSuffix("/"+j.Name, base) {
				continue
			}
			dist := distance(cfgDir, path.Dir(j.Name))
			if best == nil || dist < bestDist {
				best, bestDist = j, dist
			}
		}
		if best != nil {
			return []*Job{best}, []string{fmt.Sprintf("entry point %q matches %s (nearest to %s)", e.Value, best.Name, d.Path)}
		}
	}
	var jobs []*Job
	var why []string
	for _, j := range m.Jobs {
		if cfgDir == "." || strings.HasPrefix(j.Name, cfgDir+"/") {
			jobs = append(jobs, j)
			why = append(why, fmt.Sprintf("no entry point of %s resolves; %s is in its directory tree", d.Path, j.Name))
		}
	}
	return jobs, why
}

func jobAt(m *Model, p string) *Job {
	for _, j := range m.Jobs {
		if j.Name == p {
			return j
		}
	}
	return nil
}

// distance counts the directory steps from a to b.
func distance(a, b string) int {
	as, bs := split(a), split(b)
	i := 0
	for i < len(as) && i < len(bs) && as[i] == bs[i] {
		i++
	}
	return len(as) - i + len(bs) - i
}

func split(p string) []string {
	if p == "." || p == "" {
		return nil
	}
	return strings.Split(p, "/")
}
