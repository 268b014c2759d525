package link

import "github.com/flinklint/flinklint/deploy"

// Deployments links the deployments of all results with each other: a
// HorizontalPodAutoscaler's scaleTargetRef makes the FlinkDeployment it
// names rescale, a command run in a Docker Compose service's containers
// takes their configuration (composeRuns), and a FlinkSessionJob takes the configuration of the
// session cluster its deploymentName names. A target in the same file is
// taken first; one in another file only when the namespaces stated on both
// sides agree. Call it once, after every file was read and before any job
// is linked: it changes the deployments' facts.
func Deployments(results []*deploy.Result) {
	composeRuns(results)
	applied := map[*deploy.ScaleTarget]bool{}
	found := map[*deploy.Deployment]bool{}
	for _, r := range results {
		if r != nil {
			sameFileScaleTargets(r, applied)
			sameFileSessions(r, found)
		}
	}
	otherFileScaleTargets(results, applied)
	otherFileSessions(results, found)
}

func sameFileScaleTargets(r *deploy.Result, applied map[*deploy.ScaleTarget]bool) {
	for i := range r.ScaleTargets {
		st := &r.ScaleTargets[i]
		for _, d := range r.Deployments {
			if d.IsFlinkDeployment() && d.Name == st.Name && sameNamespace(st.Namespace, d.Namespace) {
				d.ApplyScaleTarget(*st)
				applied[st] = true
			}
		}
	}
}

// sameFileSessions applies every FlinkDeployment of the file that a session
// job names (the namespace is not compared within one file).
func sameFileSessions(r *deploy.Result, found map[*deploy.Deployment]bool) {
	for _, sj := range r.Deployments {
		if !isSessionJob(sj) {
			continue
		}
		for _, d := range r.Deployments {
			if d.IsFlinkDeployment() && d.Name == sj.SessionCluster {
				sj.InheritSession(d)
				found[sj] = true
			}
		}
	}
}

func otherFileScaleTargets(results []*deploy.Result, applied map[*deploy.ScaleTarget]bool) {
	for _, r := range results {
		if r == nil {
			continue
		}
		for i := range r.ScaleTargets {
			st := &r.ScaleTargets[i]
			if applied[st] {
				continue
			}
			for _, o := range results {
				if o == nil {
					continue
				}
				for _, d := range o.Deployments {
					if d.IsFlinkDeployment() && d.Name == st.Name && sameNamespace(st.Namespace, d.Namespace) {
						d.ApplyScaleTarget(*st)
					}
				}
			}
		}
	}
}

// otherFileSessions applies, to each session job whose cluster is not in its
// own file, the first FlinkDeployment of another file that it names.
func otherFileSessions(results []*deploy.Result, found map[*deploy.Deployment]bool) {
	for _, r := range results {
		if r == nil {
			continue
		}
		for _, sj := range r.Deployments {
			if !isSessionJob(sj) || found[sj] {
				continue
			}
			for _, o := range results {
				if o == nil || o == r {
					continue
				}
				for _, d := range o.Deployments {
					if !found[sj] && d.IsFlinkDeployment() && d.Name == sj.SessionCluster && sameNamespace(sj.Namespace, d.Namespace) {
						sj.InheritSession(d)
						found[sj] = true
					}
				}
			}
		}
	}
}

func isSessionJob(d *deploy.Deployment) bool {
	return d.Resource == "FlinkSessionJob" && d.SessionCluster != ""
}

// sameNamespace reports whether two metadata.namespace values may be the
// same namespace: equal, or one not stated.
func sameNamespace(a, b string) bool {
	return a == "" || b == "" || a == b
}
