package config

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/internal/editdist"
)

// Keys are the top-level keys of the configuration, in documentation order.
// docs/schema/flinklint.schema.json lists the same set (a test checks).
func Keys() []string {
	return []string{
		"select", "ignore", "severity", "per-path-ignores", "exclude",
		"flink-version", "target-flink", "assume-autoscaling", "max-file-size", "deployments", "fail-on", "connectors",
		"sql-dialects", "fresh-sessions",
	}
}

// DeploymentKeys are the keys of one deployments entry.
func DeploymentKeys() []string { return []string{"config", "jobs"} }

var (
	// rulePattern is a rule id, an id prefix, a rule name or ALL.
	rulePattern  = regexp.MustCompile(`^(?:[A-Za-z]+[0-9]*|[a-z][a-z0-9]*(?:-[a-z0-9]+)*)$`)
	flinkVersion = regexp.MustCompile(`^[1-9][0-9]*\.[0-9]+$`)
	sizePattern  = regexp.MustCompile(`^(?i)\s*([0-9]+)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$`)
)

var levels = []string{"error", "warning", "note", "off"}

var failOnValues = []string{"error", "warning", "note", "never"}

var sqlDialects = []string{DialectFlink, DialectHive, DialectOther}

// decode checks the tree against the configuration's keys and types and
// builds the Config. Every problem is collected, with its position.
func decode(name string, root *node) (*Config, error) {
	cfg := newConfig(name)
	errs := &errorList{file: name}
	if root.kind != mapNode {
		if root.kind == scalarNode && root.value == nil {
			return cfg, nil // "~" or a file of comments
		}
		errs.add(root, "the configuration must be a mapping of keys, got %s", root.describe())
		return nil, errs.err()
	}
	seen := map[string]bool{}
	for i, k := range root.keys {
		key, v := k.text, root.values[i]
		if seen[key] {
			errs.add(k, "duplicate key %q", key)
			continue
		}
		seen[key] = true
		switch key {
		case "select":
			cfg.Select = ruleList(v, key, errs)
		case "ignore":
			cfg.Ignore = ruleList(v, key, errs)
		case "severity":
			cfg.Severity = map[string]string{}
			forEachEntry(v, key, errs, func(k, v *node) {
				if !rulePattern.MatchString(k.text) {
					errs.add(k, "severity: %q is not a rule id, id prefix or rule name", k.text)
					return
				}
				if lvl, ok := oneOf(v, "severity."+k.text, levels, errs); ok {
					cfg.Severity[k.text] = lvl
				}
			})
		case "per-path-ignores":
			forEachEntry(v, key, errs, func(k, v *node) {
				if err := checkGlob(k.text); err != nil {
					errs.add(k, "per-path-ignores: %v", err)
					return
				}
				cfg.PerPathIgnores = append(cfg.PerPathIgnores, PathIgnore{Pattern: k.text, Rules: ruleList(v, "per-path-ignores."+k.text, errs)})
			})
		case "exclude":
			cfg.Exclude = append(cfg.Exclude, globList(v, key, errs)...)
		case "flink-version":
			cfg.FlinkVersion = versionText(v, key, "1.19", errs)
		case "target-flink":
			cfg.TargetFlink = versionText(v, key, "2.1", errs)
		case "assume-autoscaling":
			if b, ok := v.value.(bool); ok && v.kind == scalarNode {
				cfg.AssumeAutoscaling = b
			} else {
				errs.add(v, "assume-autoscaling: want true or false, got %s", quoteValue(v))
			}
		case "max-file-size":
			cfg.MaxFileSize = fileSize(v, errs)
		case "deployments":
			for _, item := range listOf(v, key, errs) {
				if d, ok := deployment(item, errs); ok {
					cfg.Deployments = append(cfg.Deployments, d)
				}
			}
		case "connectors":
			for _, item := range listOf(v, key, errs) {
				if s, ok := str(item, key, errs); ok {
					if strings.TrimSpace(s) == "" {
						errs.add(item, "connectors: an identifier must not be empty")
						continue
					}
					cfg.Connectors = append(cfg.Connectors, s)
				}
			}
		case "sql-dialects":
			forEachEntry(v, key, errs, func(k, v *node) {
				if err := checkGlob(k.text); err != nil {
					errs.add(k, "sql-dialects: %v", err)
					return
				}
				if d, ok := oneOf(v, "sql-dialects."+k.text, sqlDialects, errs); ok {
					cfg.SQLDialects = append(cfg.SQLDialects, SQLDialect{Pattern: k.text, Dialect: d})
				}
			})
		case "fresh-sessions":
			cfg.FreshSessions = append(cfg.FreshSessions, globList(v, key, errs)...)
		case "fail-on":
			if s, ok := oneOf(v, key, failOnValues, errs); ok {
				cfg.FailOn = s
			}
		default:
			errs.add(k, "unknown key %q%s", key, suggest(key, Keys()))
		}
	}
	if err := errs.err(); err != nil {
		return nil, err
	}
	return cfg, nil
}

func deployment(n *node, errs *errorList) (Deployment, bool) {
	var d Deployment
	var configAt Position
	var jobsAt []Position
	if n.kind != mapNode {
		errs.add(n, "deployments: each entry is a mapping with config and jobs, got %s", n.describe())
		return d, false
	}
	for i, k := range n.keys {
		v := n.values[i]
		switch k.text {
		case "config":
			d.Config, _ = str(v, "deployments.config", errs)
			configAt = Position{v.line, v.col}
		case "jobs":
			for _, item := range listOf(v, "deployments.jobs", errs) {
				if s, ok := str(item, "deployments.jobs", errs); ok {
					d.Jobs = append(d.Jobs, s)
					jobsAt = append(jobsAt, Position{item.line, item.col})
				}
			}
		default:
			errs.add(k, "unknown key %q in a deployments entry%s", k.text, suggest(k.text, DeploymentKeys()))
		}
	}
	if d.Config == "" {
		errs.add(n, "deployments: entry needs a config path")
		return d, false
	}
	if len(d.Jobs) == 0 {
		errs.add(n, "deployments: entry needs at least one job path in jobs")
		return d, false
	}
	d.At = append([]Position{configAt}, jobsAt...)
	return d, true
}

func fileSize(v *node, errs *errorList) int64 {
	if i, ok := v.value.(int64); ok && v.kind == scalarNode {
		if i < 0 {
			errs.add(v, "max-file-size: must not be negative")
			return 0
		}
		return i
	}
	if s, ok := v.value.(string); ok && v.kind == scalarNode {
		if m := sizePattern.FindStringSubmatch(s); m != nil {
			n, err := strconv.ParseInt(m[1], 10, 64)
			mult := map[string]int64{"": 1, "b": 1, "kb": 1000, "kib": 1 << 10, "mb": 1000 * 1000, "mib": 1 << 20, "gb": 1000 * 1000 * 1000, "gib": 1 << 30}[strings.ToLower(m[2])]
			if err == nil && n <= (1<<62)/mult {
				return n * mult
			}
		}
	}
	errs.add(v, "max-file-size: want bytes as an integer or a size like \"10MB\" or \"4MiB\", got %s", quoteValue(v))
	return 0
}

func listOf(v *node, key string, errs *errorList) []*node {
	if v.kind == scalarNode && v.value == nil {
		return nil // "key:" with nothing after it
	}
	if v.kind != listNode {
		errs.add(v, "%s: want a list, got %s", key, v.describe())
		return nil
	}
	return v.items
}

func forEachEntry(v *node, key string, errs *errorList, f func(k, v *node)) {
	if v.kind == scalarNode && v.value == nil {
		return
	}
	if v.kind != mapNode {
		errs.add(v, "%s: want a mapping, got %s", key, v.describe())
		return
	}
	seen := map[string]bool{}
	for i, k := range v.keys {
		if seen[k.text] {
			errs.add(k, "%s: duplicate key %q", key, k.text)
			continue
		}
		seen[k.text] = true
		f(k, v.values[i])
	}
}

// ruleList accepts a list of rule patterns, or one pattern as a string.
func ruleList(v *node, key string, errs *errorList) []string {
	items := []*node{v}
	if v.kind != scalarNode || v.value == nil {
		items = listOf(v, key, errs)
	}
	var out []string
	for _, item := range items {
		s, ok := str(item, key, errs)
		if !ok {
			continue
		}
		if !rulePattern.MatchString(s) {
			errs.add(item, "%s: %q is not a rule id (FL001), id prefix (FL0), rule name or ALL", key, s)
			continue
		}
		out = append(out, s)
	}
	if out == nil {
		out = []string{}
	}
	return out
}

func str(v *node, key string, errs *errorList) (string, bool) {
	if s, ok := v.value.(string); ok && v.kind == scalarNode {
		return s, true
	}
	errs.add(v, "%s: want a string, got %s", key, v.describe())
	return "", false
}

func oneOf(v *node, key string, allowed []string, errs *errorList) (string, bool) {
	s, ok := str(v, key, errs)
	if !ok {
		return "", false
	}
	if l := strings.ToLower(s); slices.Contains(allowed, l) {
		return l, true
	}
	errs.add(v, "%s: %q is not one of %s%s", key, s, strings.Join(allowed, ", "), suggest(strings.ToLower(s), allowed))
	return "", false
}

func quoteValue(v *node) string {
	if v.kind == scalarNode && v.value != nil && v.text != "" {
		return fmt.Sprintf("%s %q", v.describe(), v.text)
	}
	return v.describe()
}

// globList reads key's list of path patterns, reporting each entry that is
// no string or that path.Match cannot parse ("key: ...") and leaving it out.
func globList(v *node, key string, errs *errorList) []string {
	var out []string
	for _, item := range listOf(v, key, errs) {
		if s, ok := str(item, key, errs); ok {
			if err := checkGlob(s); err != nil {
				errs.add(item, "%s: %v", key, err)
				continue
			}
			out = append(out, s)
		}
	}
	return out
}

// checkGlob rejects patterns path.Match cannot parse ("[a-").
func checkGlob(pattern string) error {
	if strings.TrimSpace(pattern) == "" {
		return fmt.Errorf("empty glob")
	}
	for seg := range strings.SplitSeq(pattern, "/") {
		if _, err := path.Match(seg, ""); err != nil {
			return fmt.Errorf("malformed glob %q", pattern)
		}
	}
	return nil
}

// suggest returns ` (did you mean "x"?)` for the closest known word within
// a third of its length in edits, else "".
func suggest(word string, known []string) string {
	best, bestDist := "", len(word)/3+2
	for _, k := range known {
		if d := editdist.Distance(strings.ToLower(word), k, bestDist-1); d >= 0 && d < bestDist {
			best, bestDist = k, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// versionText is a release line ("1.19") as the user wrote it. Unquoted
// 1.20 is a YAML float whose text keeps what the user wrote; TOML floats
// have no text (1.20 would read as 1.2).
func versionText(v *node, key, example string, errs *errorList) string {
	switch {
	case v.kind == scalarNode && flinkVersion.MatchString(v.text):
		return v.text
	case v.kind == scalarNode && v.text == "" && v.value != nil:
		errs.add(v, "%s: write the version as a string (\"1.20\"), a number loses trailing zeros", key)
	default:
		errs.add(v, "%s: want a version like \"%s\", got %s", key, example, quoteValue(v))
	}
	return ""
}
