package jvmparse

import (
	"bytes"
	"encoding/xml"
	"strings"
)

// POMFileName is Maven's project file. A PyFlink project often builds the
// jar of its Java dependencies (the connectors) with one beside the job.
const POMFileName = "pom.xml"

// Dependency is one <dependency> of a POM with its version resolved from
// the POM's own <properties> (a version that stays a ${placeholder} is
// reported with Resolved false).
type Dependency struct {
	GroupID, ArtifactID, Version string
	Resolved                     bool
	// Start and End are the byte span of the <version> element's text
	// (of the <artifactId> one when the dependency has no version).
	Start, End int
}

// JarName is the file name Maven gives the dependency's jar.
func (d Dependency) JarName() string { return d.ArtifactID + "-" + d.Version + ".jar" }

// FlinkDependencies are the POM's dependencies on Flink artifacts
// (artifactId flink-*): their versions say which Flink and connector
// releases the project ships.
func FlinkDependencies(src []byte) []Dependency {
	var out []Dependency
	for _, d := range POMDependencies(src) {
		if strings.HasPrefix(d.ArtifactID, "flink-") {
			out = append(out, d)
		}
	}
	return out
}

// POMDependencies reads the dependencies a POM declares in <dependencies>
// and <dependencyManagement>, resolving ${name} versions from its
// <properties>. Malformed XML ends the reading where it breaks: what was
// read before is returned.
func POMDependencies(src []byte) []Dependency {
	r := pomReader{dec: xml.NewDecoder(bytes.NewReader(src)), props: map[string]string{}}
	r.dec.Strict = false
	r.read()
	for i := range r.deps {
		r.deps[i].Version, r.deps[i].Resolved = r.resolve(r.deps[i].Version)
	}
	return r.deps
}

// pomReader walks the POM's elements, keeping the path of open ones.
type pomReader struct {
	dec   *xml.Decoder
	path  []string
	props map[string]string
	deps  []Dependency
	cur   *Dependency
}

func (r *pomReader) read() {
	for {
		start := r.dec.InputOffset()
		tok, err := r.dec.Token()
		if err != nil {
			return // io.EOF, or malformed XML: keep what was read
		}
		switch t := tok.(type) {
		case xml.StartElement:
			r.path = append(r.path, t.Name.Local)
			if r.at("dependency") {
				r.cur = &Dependency{}
			}
		case xml.EndElement:
			if r.at("dependency") && r.cur != nil {
				r.deps = append(r.deps, *r.cur)
				r.cur = nil
			}
			if len(r.path) > 0 {
				r.path = r.path[:len(r.path)-1]
			}
		case xml.CharData:
			r.text(string(t), int(start), int(r.dec.InputOffset()))
		}
	}
}

// at reports whether the innermost open element is name inside a
// project-level or dependencyManagement-level <dependencies>.
func (r *pomReader) at(name string) bool {
	p := r.path
	n := len(p)
	if n < 3 || p[n-1] != name || p[n-2] != "dependencies" {
		return false
	}
	return n == 3 && p[0] == "project" || n == 4 && p[1] == "dependencyManagement"
}

// text records the text of a property or of a dependency's coordinates.
func (r *pomReader) text(s string, start, end int) {
	n := len(r.path)
	if n == 0 {
		return
	}
	value := strings.TrimSpace(s)
	if value == "" {
		return
	}
	// The offsets are the source's: an entity (&amp;) makes the text
	// shorter than its source, so trim the white space at both ends only.
	start += len(s) - len(strings.TrimLeft(s, " \t\r\n"))
	end -= len(s) - len(strings.TrimRight(s, " \t\r\n"))
	if n == 3 && r.path[0] == "project" && r.path[1] == "properties" {
		r.props[r.path[2]] = value
		return
	}
	if r.cur == nil || n < 2 || r.path[n-2] != "dependency" {
		return
	}
	switch r.path[n-1] {
	case "groupId":
		r.cur.GroupID = value
	case "artifactId":
		r.cur.ArtifactID = value
		if r.cur.Version == "" {
			r.cur.Start, r.cur.End = start, end
		}
	case "version":
		r.cur.Version = value
		r.cur.Start, r.cur.End = start, end
	}
}

// resolve replaces ${name} references with the POM's properties; ok is
// false when one stays unresolved (a parent POM's, a -D flag's).
func (r *pomReader) resolve(v string) (string, bool) {
	for depth := 0; depth < 8 && strings.Contains(v, "${"); depth++ {
		i := strings.Index(v, "${")
		j := strings.IndexByte(v[i:], '}')
		if j < 0 {
			return v, false
		}
		value, ok := r.props[v[i+2:i+j]]
		if !ok {
			return v, false
		}
		v = v[:i] + value + v[i+j+1:]
	}
	return v, v != "" && !strings.Contains(v, "${")
}

// Build is what a Maven POM says of the jar it builds.
type Build struct {
	ArtifactID, Version string
	// Jars are the file names of the jars the build writes to target/:
	// <finalName> (default artifactId-version) .jar, the shade plugin's
	// own <finalName> or attached shaded jar, the assembly plugin's
	// jar-with-dependencies. Empty when a name stays a ${placeholder}.
	Jars []string
	// MainClass is the class the jar's manifest names (the shade plugin's
	// ManifestResourceTransformer, the jar or assembly plugin's
	// <archive><manifest>), "" when none or not known.
	MainClass string
	// AWSRuntime is set when the POM depends on aws-kinesisanalytics-runtime,
	// the library through which a job reads the runtime properties of AWS
	// Managed Service for Apache Flink: the jar is built to run there.
	AWSRuntime bool
	// Projects, for a multi-project build (sbt), are its other projects,
	// each with its directory and jars; the Build itself is the root
	// project's. Not nil for such a build, even when it has no other
	// readable project: a file then belongs to the root only under its
	// src/ (ProjectOf).
	Projects []Project
}

// ProjectOf returns the jars and main class that the build at buildDir
// gives the source file p (slash paths of one root), and the project's
// directory relative to buildDir: a single-project build's ("."); in a
// multi-project build, those of the project whose directory holds p under
// its src/, or of the root for p under the build's own src/; ok is false
// when no project holds it.
func (b Build) ProjectOf(buildDir, p string) (project Build, dir string, ok bool) {
	if b.Projects == nil {
		return b, ".", true
	}
	rel := p
	if buildDir != "." && buildDir != "" {
		if !strings.HasPrefix(p, buildDir+"/") {
			return Build{}, "", false
		}
		rel = p[len(buildDir)+1:]
	}
	best, bestDir := Build{}, ""
	for _, sp := range b.Projects {
		if strings.HasPrefix(rel, sp.Dir+"/src/") && len(sp.Dir) > len(bestDir) {
			best, bestDir = sp.Build, sp.Dir
		}
	}
	if bestDir != "" {
		return best, bestDir, true
	}
	if strings.HasPrefix(rel, "src/") {
		root := b
		root.Projects = nil
		return root, ".", true
	}
	return Build{}, "", false
}

// AWSRuntimeArtifact is the artifactId of the AWS Managed Flink runtime
// library (com.amazonaws:aws-kinesisanalytics-runtime).
const AWSRuntimeArtifact = "aws-kinesisanalytics-runtime"

// POMBuild reads the jar a POM builds.
func POMBuild(src []byte) Build {
	r := pomReader{dec: xml.NewDecoder(bytes.NewReader(src)), props: map[string]string{}}
	r.dec.Strict = false
	var b Build
	var parentVersion, finalName, plugin, shadeFinal, shadeClassifier, mainClass string
	shadeAttached, assembly := false, false
	for {
		tok, err := r.dec.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			r.path = append(r.path, t.Name.Local)
		case xml.EndElement:
			if len(r.path) > 0 {
				r.path = r.path[:len(r.path)-1]
			}
			if len(r.path) < 4 || r.path[len(r.path)-1] != "plugin" {
				if len(r.path) == 3 && r.path[2] == "plugins" {
					plugin = ""
				}
			}
		case xml.CharData:
			v := strings.TrimSpace(string(t))
			if v == "" {
				continue
			}
			p := strings.Join(r.path, "/")
			switch {
			case p == "project/artifactId":
				b.ArtifactID = v
			case p == "project/version":
				b.Version = v
			case p == "project/parent/version":
				parentVersion = v
			case p == "project/build/finalName":
				finalName = v
			case len(r.path) == 3 && r.path[0] == "project" && r.path[1] == "properties":
				r.props[r.path[2]] = v
			case strings.HasPrefix(p, "project/build/plugins/plugin/") || strings.HasPrefix(p, "project/build/pluginManagement/plugins/plugin/"):
				last := r.path[len(r.path)-1]
				parent := r.path[len(r.path)-2]
				switch {
				case last == "artifactId" && parent == "plugin":
					plugin = v
				case plugin == "maven-shade-plugin" && last == "finalName":
					shadeFinal = v
				case plugin == "maven-shade-plugin" && last == "shadedArtifactAttached":
					shadeAttached = v == "true"
				case plugin == "maven-shade-plugin" && last == "shadedClassifierName":
					shadeClassifier = v
				case plugin == "maven-assembly-plugin" && last == "descriptorRef" && v == "jar-with-dependencies":
					assembly = true
				case last == "mainClass" || last == "Main-Class":
					if mainClass == "" {
						mainClass = v
					}
				}
			}
		}
	}
	if b.Version == "" {
		b.Version = parentVersion
	}
	r.props["project.artifactId"], r.props["artifactId"] = b.ArtifactID, b.ArtifactID
	if b.Version != "" {
		r.props["project.version"], r.props["version"] = b.Version, b.Version
	}
	version, vok := r.resolve(b.Version)
	b.Version = version
	base := b.ArtifactID + "-" + version
	baseOK := b.ArtifactID != "" && vok
	if finalName != "" {
		base, baseOK = r.resolve(finalName)
	}
	add := func(name string, ok bool) {
		if ok && name != "" && !strings.Contains(name, "${") {
			b.Jars = append(b.Jars, name+".jar")
		}
	}
	add(base, baseOK)
	if shadeFinal != "" {
		n, ok := r.resolve(shadeFinal)
		add(n, ok)
	} else if shadeAttached {
		add(base+"-"+cmpOr(shadeClassifier, "shaded"), baseOK)
	}
	if assembly {
		add(base+"-jar-with-dependencies", baseOK)
	}
	if mc, ok := r.resolve(mainClass); ok {
		b.MainClass = mc
	}
	return b
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
