package model

import (
	"fmt"
	"sort"
	"strings"
)

// inheritFromRoots gives a module's own job what the jobs that run it
// decide for it. A file other jobs run as a module but do not fold in (it
// builds TableDescriptors, Table API writes or DataStream sinks, which are
// read in its own job only) runs inside those jobs: when every root job
// that runs it is linked to the same deployments, so is it; when they all
// agree on checkpointing and the runtime mode, those settings are its own
// too (its own settings win). Roots that disagree, or one that is not
// linked, leave it as it was: no guess.
func (m *Model) inheritFromRoots() {
	runners := map[*File][]*Job{}
	for _, u := range m.Jobs {
		if u.Unlinkable || u.Entry == nil || u.Entry.Kind != PythonFile || strings.HasSuffix(u.Name, UnreachedSuffix) {
			continue
		}
		for _, f := range m.importedFiles(u, false) {
			if f != u.Entry {
				runners[f] = append(runners[f], u)
			}
		}
	}
	for _, j := range m.Jobs {
		if j.Unlinkable || j.Entry == nil || j.Entry.Kind != PythonFile || len(j.Deployments) > 0 || len(runners[j.Entry]) == 0 {
			continue
		}
		// The roots: the jobs that run it and are not themselves run as a
		// module by another job.
		var roots []*Job
		for _, u := range runners[j.Entry] {
			if u != j && len(runners[u.Entry]) == 0 {
				roots = append(roots, u)
			}
		}
		if len(roots) == 0 {
			continue
		}
		j.RunBy = roots
		names := make([]string, len(roots))
		for i, r := range roots {
			names[i] = r.Name
		}
		by := j.Entry.Path + " is run by job " + strings.Join(names, ", job ")
		owner := "that job's"
		if len(roots) > 1 {
			owner = "those jobs'"
		}
		var took, left []string
		settings, settingsWhy := sameJobSettings(roots)
		if unfollowed := unfollowedCheckpointing(roots); unfollowed != nil {
			// Whether the job checkpoints is not known: with a deployment
			// that does not, FL022 would claim what the root's rule does not.
			j.RunByWhy = by + ", but job " + unfollowed.Name + " turns checkpointing on in a way not followed, so it takes nothing from it"
			continue
		}
		if deps, why := sameDeployments(roots); deps != nil {
			for _, l := range deps {
				j.Deployments = append(j.Deployments, &Link{Deployment: l.Deployment, Why: by + ", which this deployment governs (" + l.Why + ")"})
			}
			took = append(took, owner+" deployments")
		} else {
			left = append(left, why)
		}
		if settingsWhy == "" {
			var add Settings
			for _, o := range settings {
				if j.Settings.Get(o.Key) == nil {
					add = append(add, o)
				}
			}
			if len(add) > 0 {
				j.Settings = append(add, j.Settings...)
				took = append(took, owner+" checkpointing and runtime mode settings")
			}
		} else {
			left = append(left, settingsWhy)
		}
		switch {
		case len(took) > 0 && len(left) > 0:
			j.RunByWhy = by + "; it takes " + strings.Join(took, " and ") + ", but " + strings.Join(left, "; ")
		case len(took) > 0:
			j.RunByWhy = by + "; it takes " + strings.Join(took, " and ")
		case len(left) > 0:
			j.RunByWhy = by + ", but " + strings.Join(left, "; ")
		default:
			j.RunByWhy = by
		}
	}
}

// sameDeployments returns the links of the first root when every root is
// linked to the same deployments, else nil and why not.
func sameDeployments(roots []*Job) ([]*Link, string) {
	key := func(j *Job) string {
		var ps []string
		for _, l := range j.Deployments {
			ps = append(ps, fmt.Sprintf("%p", l.Deployment))
		}
		sort.Strings(ps)
		return strings.Join(ps, " ")
	}
	first := key(roots[0])
	for _, r := range roots {
		if len(r.Deployments) == 0 {
			return nil, "job " + r.Name + " is linked to no deployment, so its deployment is not known"
		}
		if key(r) != first {
			return nil, "those jobs are linked to different deployments, so which one runs it is not known"
		}
	}
	return roots[0].Deployments, ""
}

// inheritedSetting reports whether a job setting is one a module's own job
// takes from the jobs that run it: checkpointing and the runtime mode,
// which hold for the whole job.
func inheritedSetting(key string) bool {
	return key == "execution.runtime-mode" || strings.HasPrefix(key, "execution.checkpointing.")
}

// sameJobSettings returns the checkpointing and runtime mode settings of
// the roots when they all make the same ones, else why not.
func sameJobSettings(roots []*Job) (Settings, string) {
	keys := map[string]bool{}
	for _, r := range roots {
		for _, o := range r.Settings {
			if inheritedSetting(o.Key) {
				keys[o.Key] = true
			}
		}
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	var out Settings
	for _, k := range sorted {
		first := roots[0].Settings.Get(k)
		for _, r := range roots[1:] {
			o := r.Settings.Get(k)
			if (o == nil) != (first == nil) || o != nil && (o.Value != first.Value || o.Hole != first.Hole) {
				return nil, "those jobs set '" + k + "' differently, so their settings are not taken"
			}
		}
		if first != nil {
			out = append(out, first)
		}
	}
	return out, ""
}

// unfollowedCheckpointing returns a root that turns checkpointing on in a
// way pyparse does not follow (ConfiguresCheckpointingInPython with no
// interval setting), or nil.
func unfollowedCheckpointing(roots []*Job) *Job {
	for _, r := range roots {
		if r.Settings.Get("execution.checkpointing.interval") == nil && r.ConfiguresCheckpointingInPython() {
			return r
		}
	}
	return nil
}
