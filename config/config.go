// Package config loads flinklint's project configuration: a .flinklint.yaml
// file, or the [tool.flinklint] table of pyproject.toml, found from the
// working directory upwards to the repository root. Unknown keys and values
// of the wrong type are errors that name the file, line and column, so a typo
// never silently turns a setting off.
package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Config is the project configuration. Paths and globs in it are relative to
// Dir, the directory of the file it came from.
type Config struct {
	Path string // the file it was read from; "" when none was found
	Dir  string // the directory of Path

	Select []string // rule ids, id prefixes ("FL0") or rule names; empty: all
	Ignore []string
	// Severity maps a rule id, id prefix or name to error, warning, note or off.
	Severity       map[string]string
	PerPathIgnores []PathIgnore // in file order
	Exclude        []string     // globs of files and directories not to lint
	// FlinkVersion ("1.19") is assumed when no deployment says which runtime runs a job.
	FlinkVersion string
	// TargetFlink ("2.1") is the Flink 2.x line a planned upgrade moves the
	// jobs to: the upgrade rules report what breaks there, as warnings.
	TargetFlink string
	// AssumeAutoscaling treats jobs without a linked deployment as rescalable.
	AssumeAutoscaling bool
	MaxFileSize       int64 // bytes; 0: the linter's default
	Deployments       []Deployment
	FailOn            string // error, warning, note or never; "": the default (error)
	// Connectors are connector identifiers of factories on the job's
	// classpath that flinklint cannot see (custom jars), known to FL011.
	Connectors []string
	// SQLDialects say which dialect the .sql files a glob matches are written
	// in, in file order; the first glob that matches a file decides.
	SQLDialects []SQLDialect
	// FreshSessions are globs of the SQL scripts that each start a session
	// of their own, as Flink starts one (sql-client.sh -f without -i, a SQL
	// runner's new TableEnvironment): the in-memory default_catalog, empty,
	// with its default_database, and no other catalog.
	FreshSessions []string
}

// SQLDialect is one entry of sql-dialects: the .sql files Pattern matches
// are Flink SQL ("flink"), Flink's Hive dialect ("hive") or another
// database's scripts ("other").
type SQLDialect struct {
	Pattern string
	Dialect string
}

// The dialects of SQLDialect.
const (
	DialectFlink = "flink"
	DialectHive  = "hive"
	DialectOther = "other"
)

// PathIgnore turns rules off for the files a glob matches.
type PathIgnore struct {
	Pattern string
	Rules   []string // empty: every rule
}

// Deployment links a deployment config to the jobs it runs, for when the
// entry point in the config cannot be resolved to a file automatically.
type Deployment struct {
	Config string   // path of the app config (CloudFormation template, FlinkDeployment ...)
	Jobs   []string // paths of the job files (.py, .sql)
	// At are where Config and then each of Jobs are written in the file,
	// for the errors about the files they name (CheckDeploymentPaths).
	At []Position
}

// Position is a line and column (1-based) in a configuration file.
type Position struct{ Line, Col int }

// File names looked for in each directory, in order.
const (
	yamlName      = ".flinklint.yaml"
	ymlName       = ".flinklint.yml"
	pyprojectName = "pyproject.toml"
)

// Load finds and reads the configuration for a run started in startDir: in
// startDir and then each parent, the first of .flinklint.yaml,
// .flinklint.yml, or a pyproject.toml with a [tool.flinklint] table. The
// search stops at the repository root (the directory holding .git) and at the
// file system root. When nothing is found it returns an empty Config with
// Dir set to the repository root (or startDir outside a repository).
func Load(startDir string) (*Config, error) {
	dir, file, err := find(startDir)
	switch {
	case err != nil:
		return nil, err
	case file != "":
		return LoadFile(file)
	case dir != "":
		return &Config{Dir: dir}, nil
	}
	abs, err := filepath.Abs(startDir) // neither a configuration nor a repository
	if err != nil {
		return nil, err
	}
	return &Config{Dir: abs}, nil
}

// ProjectDir is the root of the project startDir is in: the directory of
// the configuration Load would read, else the repository root (the
// directory holding .git). It returns "" when there is neither up to the
// file system's root: startDir is in no project.
func ProjectDir(startDir string) (string, error) {
	dir, _, err := find(startDir)
	return dir, err
}

// find searches from startDir upwards for a configuration file (file, in
// dir) or else a repository root (dir, and file ""). Both are "" when
// neither is found. A pyproject.toml whose [tool.flinklint] table cannot be
// parsed counts as a configuration (Load then reports its error).
func find(startDir string) (dir, file string, err error) {
	dir, err = filepath.Abs(startDir)
	if err != nil {
		return "", "", err
	}
	for {
		for _, name := range []string{yamlName, ymlName} {
			p := filepath.Join(dir, name)
			if fileExists(p) {
				return dir, p, nil
			}
		}
		p := filepath.Join(dir, pyprojectName)
		if data, err := os.ReadFile(p); err == nil && strings.Contains(string(data), "flinklint") {
			if _, found, err := parsePyproject(p, data); err != nil || found {
				return dir, p, nil
			}
		}
		if fileExists(filepath.Join(dir, ".git")) {
			return dir, "", nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", "", nil
		}
		dir = parent
	}
}

// LoadFile reads one configuration file: pyproject.toml (or any .toml file)
// by its [tool.flinklint] table, anything else as .flinklint.yaml.
func LoadFile(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if strings.EqualFold(filepath.Ext(path), ".toml") {
		cfg, found, err := parsePyproject(path, data)
		if err == nil && !found {
			return nil, fmt.Errorf("%s: no [tool.flinklint] table", path)
		}
		return cfg, err
	}
	return ParseYAML(path, data)
}

// CheckDeploymentPaths reports the deployments entries that name no file:
// a path (relative to Dir) that does not exist, or a glob that matches
// nothing. Such an entry would link nothing, and the jobs it was written
// for would be judged as if no deployment ran them. A glob with ** is not
// checked (the file system's globbing has no **).
func (c *Config) CheckDeploymentPaths() error {
	errs := &errorList{file: c.Path}
	for _, d := range c.Deployments {
		for i, p := range append([]string{d.Config}, d.Jobs...) {
			key := "deployments.jobs"
			if i == 0 {
				key = "deployments.config"
			}
			var at *node
			if i < len(d.At) {
				at = &node{line: d.At[i].Line, col: d.At[i].Col}
			}
			if why := c.namesNoFile(p); why != "" {
				errs.add(at, "%s: %s %s (paths are relative to the configuration's directory)", key, p, why)
			}
		}
	}
	return errs.err()
}

// namesNoFile says why path p of a deployments entry names no file, or
// returns "".
func (c *Config) namesNoFile(p string) string {
	full := filepath.FromSlash(p)
	if !filepath.IsAbs(full) {
		full = filepath.Join(c.Dir, full)
	}
	if strings.ContainsAny(p, "*?[") {
		if strings.Contains(p, "**") {
			return ""
		}
		matches, err := filepath.Glob(full)
		if err != nil {
			return "is not a valid glob: " + err.Error()
		}
		if len(matches) == 0 {
			return "matches no file"
		}
		return ""
	}
	if _, err := os.Stat(full); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "does not exist"
		}
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return "cannot be read: " + err.Error()
	}
	return ""
}

// ParseYAML parses the contents of a .flinklint.yaml file; name is used in
// error messages and to set Path and Dir.
func ParseYAML(name string, data []byte) (*Config, error) {
	root, err := yamlTree(name, data)
	if err != nil {
		return nil, err
	}
	return decode(name, root)
}

// ParsePyproject parses the [tool.flinklint] table of a pyproject.toml file.
// A file without the table gives an empty Config.
func ParsePyproject(name string, data []byte) (*Config, error) {
	cfg, _, err := parsePyproject(name, data)
	return cfg, err
}

func parsePyproject(name string, data []byte) (cfg *Config, found bool, err error) {
	root, found, err := tomlTree(name, data)
	if err != nil {
		return nil, false, err
	}
	if !found {
		return newConfig(name), false, nil
	}
	cfg, err = decode(name, root)
	return cfg, true, err
}

func newConfig(name string) *Config {
	return &Config{Path: name, Dir: filepath.Dir(name)}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// PositionError is one problem in a configuration file, at a line and
// column (1-based; 0 when unknown).
type PositionError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *PositionError) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// errorList collects every problem of a file, so a user fixes them in one go.
type errorList struct {
	file string
	errs []error
}

func (l *errorList) add(n *node, format string, args ...any) {
	line, col := 0, 0
	if n != nil {
		line, col = n.line, n.col
	}
	l.errs = append(l.errs, &PositionError{File: l.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)})
}

func (l *errorList) err() error {
	slices.SortStableFunc(l.errs, func(a, b error) int {
		var pa, pb *PositionError
		if errors.As(a, &pa) && errors.As(b, &pb) {
			if pa.Line != pb.Line {
				return pa.Line - pb.Line
			}
			return pa.Col - pb.Col
		}
		return 0
	})
	if len(l.errs) > maxErrors {
		more := len(l.errs) - maxErrors
		l.errs = append(l.errs[:maxErrors], &PositionError{File: l.file, Msg: fmt.Sprintf("and %d more problems", more)})
	}
	return errors.Join(l.errs...)
}

// maxErrors bounds the problems reported for one file.
const maxErrors = 20
