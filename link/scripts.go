package link

import (
	"path"

	"github.com/flinklint/flinklint/deploy"
)

// ScriptLink says that a deployment runs a SQL script written in a config
// file, and why.
type ScriptLink struct {
	Deployment *deploy.Deployment
	Why        string
}

// Scripts links a SQL script written in a deployment config to the
// deployments of deps that run it, in the order of deps: the deployment
// whose job args hold it, or one whose SQL-script argument is the path
// where its pods mount that ConfigMap entry. A ConfigMap script nothing
// mounts runs under no deployment.
func Scripts(s deploy.Script, deps []*deploy.Deployment) []ScriptLink {
	var out []ScriptLink
	for _, d := range deps {
		if s.Deployment != nil {
			if d == s.Deployment {
				out = append(out, ScriptLink{Deployment: d, Why: "the SQL is written in its job args"})
			}
			continue
		}
		mounted := scriptPath(d, s)
		if mounted == "" {
			continue
		}
		for _, ep := range d.EntryPoints {
			if ep.Kind == deploy.SQLScript && path.Clean(ep.Value) == mounted {
				out = append(out, ScriptLink{Deployment: d,
					Why: "its SQL-script argument " + ep.Value + " is where its pods mount ConfigMap " + s.ConfigMap + " entry " + s.Key})
			}
		}
	}
	return out
}

// scriptPath is the path a mounted ConfigMap entry has in the pods of d, "" when
// the deployment does not mount that ConfigMap (a namespace stated on both
// sides must agree).
func scriptPath(d *deploy.Deployment, s deploy.Script) string {
	if s.ConfigMap == "" || s.Namespace != "" && d.Namespace != "" && s.Namespace != d.Namespace {
		return ""
	}
	for _, m := range d.Mounts {
		if m.ConfigMap != s.ConfigMap {
			continue
		}
		if len(m.Items) == 0 {
			return path.Join(m.MountPath, s.Key)
		}
		if p, ok := m.Items[s.Key]; ok {
			return path.Join(m.MountPath, p)
		}
	}
	return ""
}
