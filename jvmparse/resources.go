package jvmparse

import (
	"path"
	"strings"

	"github.com/flinklint/flinklint/internal/slashpath"
	"github.com/flinklint/flinklint/pyparse"
)

// A JVM job often keeps its SQL in a .sql file of the module's resources
// and reads it at run time: from the classpath (getResource,
// getResourceAsStream, ClassLoader's, Guava's Resources.getResource,
// commons-io's IOUtils.resourceToString, Scala's Source.fromResource) or
// from the module's directory (Files.readString(Paths.get(...)), new
// File(...), Source.fromFile). Like a PyFlink job's open("x.sql"), each
// read of a *.sql file named by a known string is recorded in
// Module.SQLFiles, relative to the file's directory; the model links the
// file into the job when the repository has it. A *.json resource read the
// same ways is recorded in Module.PropertyFiles: AWS's Managed Flink
// examples read their runtime properties from one
// (flink-application-properties-dev.json) when they run locally, and
// package link ties such a file to the job that reads it.

// classpathReads are the methods that read a classpath resource, by the
// way they resolve a name without a leading '/': relative to the class's
// package (Class.getResource) or to the classpath root (ClassLoader's).
var classpathReads = map[string]bool{
	"getResource": true, "getResourceAsStream": true, "getSystemResource": true, "getSystemResourceAsStream": true,
	"resourceToString": true, "resourceToByteArray": true, "resourceToURL": true, "fromResource": true,
}

// fileReads are the calls and constructors that take a file path, which
// a job run from its module (mvn exec, the IDE) resolves against the
// module's directory.
var fileReads = map[string]bool{"get": true, "of": true, "fromFile": true, "File": true, "FileReader": true, "FileInputStream": true}

// resourceRead records a read of a .sql file by the call n (name, its
// receiver obj, its arguments as); it reports whether it was one. It runs
// where the call is evaluated too (a helper that returns the file's text),
// once per call site and file.
func (x *extractor) resourceRead(n *node, name string, obj *node, as []*node, c *ctx) bool {
	if len(as) == 0 || (!classpathReads[name] && !fileReads[name]) {
		return false
	}
	objText := ""
	if obj != nil {
		objText = c.f.text(obj)
	}
	if name == "get" && lastSeg(objText) != "Paths" || name == "of" && lastSeg(objText) != "Path" ||
		name == "fromFile" && lastSeg(objText) != "Source" || name == "fromResource" && lastSeg(objText) != "Source" {
		return false
	}
	v, ok := x.eval(as[0], c).text()
	lower := strings.ToLower(v)
	json := strings.HasSuffix(lower, ".json")
	if !ok || !strings.HasSuffix(lower, ".sql") && !json || strings.Contains(v, "://") {
		return false
	}
	root, ok := c.f.sourceRoot()
	if !ok {
		return false
	}
	src, module, ok := splitSourceRoot(root)
	if !ok {
		return false
	}
	var p string
	switch {
	case fileReads[name]:
		if strings.HasPrefix(v, "/") {
			return false // a path on the machine that runs the job
		}
		p = path.Join(module, v)
	case strings.HasPrefix(v, "/") || name == "fromResource" || strings.Contains(objText, "ClassLoader") ||
		strings.HasPrefix(objText, "Resources") || strings.HasPrefix(name, "getSystem"):
		p = path.Join(src, "resources", strings.TrimPrefix(v, "/"))
	case strings.HasPrefix(name, "resourceTo"):
		return false // IOUtils resolves it against its own package
	default:
		// Class.getResource("a.sql"): relative to the class's package.
		p = path.Join(src, "resources", strings.ReplaceAll(c.f.pkg, ".", "/"), v)
	}
	if strings.HasPrefix(p, "../") {
		return false
	}
	ref := pyparse.FileRef{Span: x.here(n, c), Path: slashpath.Rel(path.Dir(x.main.path), p)}
	refs := &x.out.SQLFiles
	if json {
		refs = &x.out.PropertyFiles
	}
	for _, r := range *refs {
		if r.Span == ref.Span && r.Path == ref.Path {
			return true // evaluated again
		}
	}
	*refs = append(*refs, ref)
	return true
}

// splitSourceRoot splits a source root (m/src/main/java) into the source
// set's directory (m/src/main) and the module's (m); ok is false for a
// root not laid out as Maven, Gradle and sbt lay them out.
func splitSourceRoot(root string) (src, module string, ok bool) {
	lang := path.Base(root)
	if lang != "java" && lang != "kotlin" && lang != "scala" {
		return "", "", false
	}
	src = path.Dir(root)
	set := path.Base(src)
	if set != "main" && set != "test" || path.Base(path.Dir(src)) != "src" {
		return "", "", false
	}
	return src, path.Dir(path.Dir(src)), true
}
