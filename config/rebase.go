package config

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"
)

// Rebase returns a copy of c whose globs (exclude, per-path-ignores,
// sql-dialects) and deployment paths are relative to root instead of to c.Dir, for a
// configuration file found in a subdirectory of the repository while finding
// paths are relative to the repository root. A config outside root is an
// error: its paths could not name files of the run.
func (c *Config) Rebase(root string) (*Config, error) {
	out := *c
	if c.Dir == "" {
		return &out, nil
	}
	absRoot, err1 := filepath.Abs(root)
	absDir, err2 := filepath.Abs(c.Dir)
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("rebase %s: %w", c.Path, cmpErr(err1, err2))
	}
	rel, err := filepath.Rel(absRoot, absDir)
	if err != nil {
		return nil, err
	}
	prefix := filepath.ToSlash(rel)
	if prefix == "." {
		return &out, nil
	}
	if prefix == ".." || strings.HasPrefix(prefix, "../") {
		return nil, fmt.Errorf("%s: the configuration is outside %s, its paths cannot name files of this run", c.Path, root)
	}
	out.Exclude = make([]string, len(c.Exclude))
	for i, g := range c.Exclude {
		out.Exclude[i] = rebaseGlob(prefix, g)
	}
	out.PerPathIgnores = make([]PathIgnore, len(c.PerPathIgnores))
	for i, p := range c.PerPathIgnores {
		out.PerPathIgnores[i] = PathIgnore{Pattern: rebaseGlob(prefix, p.Pattern), Rules: p.Rules}
	}
	out.SQLDialects = make([]SQLDialect, len(c.SQLDialects))
	for i, d := range c.SQLDialects {
		out.SQLDialects[i] = SQLDialect{Pattern: rebaseGlob(prefix, d.Pattern), Dialect: d.Dialect}
	}
	out.FreshSessions = make([]string, len(c.FreshSessions))
	for i, g := range c.FreshSessions {
		out.FreshSessions[i] = rebaseGlob(prefix, g)
	}
	out.Deployments = make([]Deployment, len(c.Deployments))
	for i, d := range c.Deployments {
		nd := Deployment{Config: path.Join(prefix, d.Config)}
		for _, j := range d.Jobs {
			nd.Jobs = append(nd.Jobs, path.Join(prefix, j))
		}
		out.Deployments[i] = nd
	}
	out.Dir = root
	return &out, nil
}

// rebaseGlob anchors a glob written relative to dir prefix at the root,
// keeping its meaning under filter.MatchGlob: a pattern without a slash
// matches a name at any depth below prefix.
func rebaseGlob(prefix, g string) string {
	trailing := ""
	if strings.HasSuffix(g, "/") {
		trailing = "/"
	}
	body := strings.Trim(g, "/")
	if !strings.HasPrefix(g, "/") && !strings.Contains(body, "/") {
		body = "**/" + body
	}
	return "/" + prefix + "/" + body + trailing
}

func cmpErr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}
