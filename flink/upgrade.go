package flink

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
)

// upgradeJSON is written by `go run ./internal/genupgrade` from the
// connector repositories' POMs and PyFlink modules and the Kubernetes
// operator's FlinkVersion enum at their release tags.
//
//go:embed sources/upgrade.json
var upgradeJSON []byte

// PyFlinkRemoval is a public name of a connector's PyFlink module that the
// last release for Flink 1.x has and no release for Flink 2.x has.
type PyFlinkRemoval struct {
	Module     string `json:"module"`
	Name       string `json:"name"`
	Repository string `json:"repository"`
	LastTag    string `json:"last_tag"`
	LastFlink  string `json:"last_flink"`
	GoneTag    string `json:"gone_tag"`
	GoneFlink  string `json:"gone_flink"`
	// Base is SourceFunction or SinkFunction when the removed class derives
	// from one of the APIs Flink 2.0 removed.
	Base string `json:"base"`
	// Replacements are the classes the module offers in GoneTag in its
	// place (deriving from Source or Sink).
	Replacements []string `json:"replacements"`
}

// ConnectorBuild is a release of a connector repository and the Flink line
// its POM builds against (flink.version).
type ConnectorBuild struct {
	Repository string `json:"repository"`
	Tag        string `json:"tag"`
	Flink      string `json:"flink"`
}

// operatorRelease is a Kubernetes operator release and the flinkVersion
// values it lists.
type operatorRelease struct {
	Tag           string   `json:"tag"`
	FlinkVersions []string `json:"flink_versions"`
}

type upgradeData struct {
	Releases    []ConnectorBuild  `json:"releases"`
	Removed     []PyFlinkRemoval  `json:"removed"`
	Operator    []operatorRelease `json:"operator"`
	SQLReserved sqlReserved       `json:"sql_reserved"`
	PyFlinkCore pyflinkCore       `json:"pyflink_core"`
}

// sqlReserved is, per 2.x release, the words its SQL parser reserves and
// the newest 1.x release's (Base) did not.
type sqlReserved struct {
	Base     string `json:"base"`
	Releases []struct {
		Tag   string   `json:"tag"`
		Flink string   `json:"flink"`
		Words []string `json:"words"`
	} `json:"releases"`
}

// SQLWordReservedIn reports whether word (any case) is a word the SQL
// parser of the 2.x release of target's line reserves and that of the
// newest 1.x release read (base, release-1.20.4) did not: as an unquoted
// identifier it parses on 1.x and fails on target. tag is the 2.x
// release tag read. Lines without data (1.x, an unknown 2.x) say false.
func SQLWordReservedIn(word string, target Version) (tag, base string, ok bool) {
	d := loadUpgradeData().SQLReserved
	for _, r := range d.Releases {
		v, vok := ParseVersion(r.Flink)
		if !vok || v != target {
			continue
		}
		for _, w := range r.Words {
			if strings.EqualFold(w, word) {
				return r.Tag, d.Base, true
			}
		}
	}
	return "", "", false
}

// loadUpgradeData parses the embedded data once; it is never modified.
var loadUpgradeData = sync.OnceValue(func() upgradeData {
	var d upgradeData
	if err := json.Unmarshal(upgradeJSON, &d); err != nil {
		panic("flink: sources/upgrade.json: " + err.Error())
	}
	return d
})

// PyFlinkRemoved reports whether name, taken from PyFlink module module
// (the defining module or a package above it, which re-exports it), is a
// public name that no connector release for Flink 2.x has, when the job
// runs on (or moves to) target. Only names the data lists are known.
func PyFlinkRemoved(module, name string, target Version) (PyFlinkRemoval, bool) {
	if target.Major < 2 {
		return PyFlinkRemoval{}, false
	}
	for _, r := range loadUpgradeData().Removed {
		if r.Name != name || (module != r.Module && !strings.HasPrefix(r.Module, module+".")) {
			continue
		}
		if gone, ok := ParseVersion(r.GoneFlink); ok && target.Compare(gone) >= 0 {
			return r, true
		}
	}
	return PyFlinkRemoval{}, false
}

// ConnectorBuilds returns the releases of a connector repository the data
// knows, oldest first, each with the Flink line it is built against.
func ConnectorBuilds(repository string) []ConnectorBuild {
	var out []ConnectorBuild
	for _, b := range loadUpgradeData().Releases {
		if b.Repository == repository {
			out = append(out, b)
		}
	}
	return out
}

// OperatorFlinkVersion is the Kubernetes operator's flinkVersion value for
// a Flink line ("v2_1") and the first operator release whose FlinkVersion
// enum lists it; ok is false when no release flinklint knows lists it.
func OperatorFlinkVersion(v Version) (value, firstTag string, ok bool) {
	value = fmt.Sprintf("v%d_%d", v.Major, v.Minor)
	for _, r := range loadUpgradeData().Operator {
		for _, fv := range r.FlinkVersions {
			if fv == value {
				return value, r.Tag, true
			}
		}
	}
	return value, "", false
}

// PyFlinkCoreRemoval is a public name or a class member of PyFlink's own
// API (flink-python/pyflink) that the last release for Flink 1.x has and
// no release for Flink 2.x has.
type PyFlinkCoreRemoval struct {
	Module    string `json:"module"`
	Class     string `json:"class"`
	Name      string `json:"name"`
	LastTag   string `json:"last_tag"`
	LastFlink string `json:"last_flink"`
	GoneTag   string `json:"gone_tag"`
	GoneFlink string `json:"gone_flink"`
}

// PythonRequires is the python_requires of PyFlink's package
// (flink-python/setup.py) at a release tag.
type PythonRequires struct {
	Tag      string `json:"tag"`
	Flink    string `json:"flink"`
	Requires string `json:"requires"`
}

type pyflinkCore struct {
	Python  []PythonRequires     `json:"python"`
	Names   []PyFlinkCoreRemoval `json:"names"`
	Members []PyFlinkCoreRemoval `json:"members"`
	Returns map[string]string    `json:"returns"`
}

func loadPyFlinkCore() pyflinkCore { return loadUpgradeData().PyFlinkCore }

// PyFlinkNameRemoved reports whether name, imported from PyFlink's own
// module module (or taken as its attribute), is gone from that module on
// target (a Flink 2.x line at or after the first release without it).
func PyFlinkNameRemoved(module, name string, target Version) (PyFlinkCoreRemoval, bool) {
	return coreRemoved(loadPyFlinkCore().Names, func(r PyFlinkCoreRemoval) bool { return r.Module == module && r.Name == name }, target)
}

// PyFlinkMemberRemoved reports whether member of PyFlink class class is
// gone on target.
func PyFlinkMemberRemoved(class, member string, target Version) (PyFlinkCoreRemoval, bool) {
	return coreRemoved(loadPyFlinkCore().Members, func(r PyFlinkCoreRemoval) bool { return r.Class == class && r.Name == member }, target)
}

func coreRemoved(rs []PyFlinkCoreRemoval, match func(PyFlinkCoreRemoval) bool, target Version) (PyFlinkCoreRemoval, bool) {
	if target.Major < 2 {
		return PyFlinkCoreRemoval{}, false
	}
	for _, r := range rs {
		if !match(r) {
			continue
		}
		if gone, ok := ParseVersion(r.GoneFlink); ok && target.Compare(gone) >= 0 {
			return r, true
		}
	}
	return PyFlinkCoreRemoval{}, false
}

// pyflinkMemberNames are the names of the PyFlink class members some 2.x
// release removed.
var pyflinkMemberNames = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, r := range loadPyFlinkCore().Members {
		out[r.Name] = true
	}
	return out
})

// IsPyFlinkMemberName reports whether name is the name of a PyFlink class
// member some 2.x release removed (the parser records its uses).
func IsPyFlinkMemberName(name string) bool { return pyflinkMemberNames()[name] }

// pyflinkRemovedNames are the names of the PyFlink module members some
// release removed: the connectors' (Removed) and PyFlink's own
// (pyflink_core names).
var pyflinkRemovedNames = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, r := range loadUpgradeData().Removed {
		out[r.Name] = true
	}
	for _, r := range loadPyFlinkCore().Names {
		out[r.Name] = true
	}
	return out
})

// IsPyFlinkRemovedName reports whether name is the name of a PyFlink module
// member some release removed: PyFlinkRemoved and PyFlinkNameRemoved are
// false for every other name (the parser records only these).
func IsPyFlinkRemovedName(name string) bool { return pyflinkRemovedNames()[name] }

// PyFlinkReturns is the PyFlink class that method of class returns in the
// last release for Flink 1.x (its return annotation); "" when not known.
func PyFlinkReturns(class, method string) string {
	return loadPyFlinkCore().Returns[class+"."+method]
}

// PyFlinkPythonRequires is the python_requires of the newest release of
// line v that the data has; ok is false for a line it has none of.
func PyFlinkPythonRequires(v Version) (PythonRequires, bool) {
	var out PythonRequires
	for _, p := range loadPyFlinkCore().Python {
		if p.Flink == v.String() {
			out = p
		}
	}
	return out, out.Tag != ""
}
