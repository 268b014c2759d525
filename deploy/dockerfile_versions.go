package deploy

import (
	"regexp"
	"strings"
)

// BaseImage is an official Flink image a Dockerfile builds FROM.
type BaseImage struct {
	Dockerfile string
	// Ref is the image as written (flink:latest, apache/flink).
	Ref string
	// Version is the Flink version of its tag (MAJOR.MINOR), "" when the
	// tag names none: no tag, `latest`, `scala_2.12-java11`.
	Version string
	// Floating is set for no tag or a tag that names no version, which
	// moves to each new Flink release.
	Floating bool
	Line     int
	Span     Span
}

// VersionPin is a Flink version a Dockerfile's RUN line installs, the
// PyFlink distribution (pip install apache-flink==1.19.1) or a jar built for
// a Flink release (flink-sql-connector-kafka-3.1.0-1.18.jar,
// flink-python-1.19.1.jar), or a requirements file pins
// (apache-flink==1.19.1).
type VersionPin struct {
	File    string // the Dockerfile or requirements file
	What    string // the pin as written
	Version string // MAJOR.MINOR
	Line    int
	Span    Span
}

// officialFlinkRepos are the official Flink image repositories.
var officialFlinkRepos = map[string]bool{"flink": true, "apache/flink": true, "library/flink": true,
	"docker.io/library/flink": true, "docker.io/apache/flink": true, "docker.io/flink": true}

// baseImage reads the image of a FROM line, when it is an official Flink
// image (not a stage of the same file, not a variable).
func baseImage(in dockerInstruction, stages map[string]string) (BaseImage, bool) {
	f := withoutFlags(strings.Fields(in.args))
	if len(f) == 0 || strings.Contains(f[0], "$") {
		return BaseImage{}, false
	}
	ref := f[0]
	if _, ok := stages[strings.ToLower(ref)]; ok {
		return BaseImage{}, false
	}
	name, _, _ := strings.Cut(ref, "@")
	repo, tag := name, ""
	if i := strings.LastIndexByte(name, ':'); i > strings.LastIndexByte(name, '/') {
		repo, tag = name[:i], name[i+1:]
	}
	if !officialFlinkRepos[strings.ToLower(repo)] {
		return BaseImage{}, false
	}
	b := BaseImage{Ref: ref, Line: in.line, Span: in.span}
	if m := imageVersionRE.FindStringSubmatch(tag); m != nil {
		b.Version = m[1]
	} else if !strings.Contains(ref, "@") {
		// A digest pins the image whatever its tag says.
		b.Floating = true
	}
	return b, true
}

var (
	pyflinkPinRE = regexp.MustCompile(`apache[-_]flink==([1-9][0-9]*\.[0-9]+)(?:\.[0-9]+)?\b`)
	// A jar built for a Flink release: an externalised connector's
	// name ends in -CONNECTOR_VERSION-FLINK_MAJOR.MINOR; Flink's own
	// modules (and connectors released with Flink before 1.18) in
	// -FLINK_VERSION.
	flinkJarRE = regexp.MustCompile(`\bflink-[a-z0-9-]*?-(?:([0-9]+\.[0-9]+(?:\.[0-9]+)?)-)?([12]\.[0-9]+)(?:\.[0-9]+)?\.jar\b`)
)

// versionPins are the Flink versions a RUN line installs.
func versionPins(file string, in dockerInstruction) []VersionPin {
	var out []VersionPin
	for _, m := range pyflinkPinRE.FindAllStringSubmatch(in.args, -1) {
		out = append(out, VersionPin{File: file, What: m[0], Version: m[1], Line: in.line, Span: in.span})
	}
	for _, m := range flinkJarRE.FindAllStringSubmatch(in.args, -1) {
		out = append(out, VersionPin{File: file, What: m[0], Version: m[2], Line: in.line, Span: in.span})
	}
	return out
}

// Requirements is a pip requirements file that pins PyFlink.
const Requirements Kind = "requirements"

// IsRequirementsName reports whether a base name is a pip requirements
// file (requirements.txt, requirements-dev.txt, requirements/base.txt is
// not: only the conventional names).
func IsRequirementsName(name string) bool {
	name = strings.ToLower(name)
	return strings.HasPrefix(name, "requirements") && strings.HasSuffix(name, ".txt")
}

func requirementsPrefilter(_ string, src []byte) bool {
	return contains(src, "apache-flink", "apache_flink")
}

// readRequirements reads the PyFlink version a requirements file pins
// (apache-flink==1.19.1, a comment aside).
func readRequirements(filePath string, src []byte, res *Result) {
	off := 0
	for i, line := range strings.Split(string(src), "\n") {
		text := line
		if h := strings.IndexByte(text, '#'); h >= 0 {
			text = text[:h]
		}
		if m := pyflinkPinRE.FindStringSubmatchIndex(text); m != nil && strings.TrimSpace(text[:m[0]]) == "" {
			res.Pins = append(res.Pins, VersionPin{File: filePath, What: text[m[0]:m[1]], Version: text[m[2]:m[3]], Line: i + 1,
				Span: Span{Start: off + m[0], End: off + m[1]}})
		}
		off += len(line) + 1
	}
}
