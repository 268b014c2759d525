package link

import (
	"fmt"
	"path"
	"strings"

	"github.com/flinklint/flinklint/deploy"
)

// jarBase is the file name of a jar a deployment names: the last segment
// of a path, an s3:// or local:// URI, a file key.
func jarBase(v string) string {
	v = strings.TrimSpace(v)
	if i := strings.IndexAny(v, "?#"); i >= 0 {
		v = v[:i]
	}
	return path.Base(strings.ReplaceAll(v, "\\", "/"))
}

// byJar returns the Java and Scala job files a deployment runs through
// the jar it names: the files of the module whose build writes a jar of
// that name. A jar holds every class of its module, but runs one main
// class: the deployment's entryClass, else the one the build's manifest
// names, else the module's only class with a main method. The module's
// files without a main method (helpers the job calls) go with it; the
// other main classes do not. When the main class is not known and the
// module has several, which one runs is not known, and none is linked.
func (ix *jobIndex) byJar(d *deploy.Deployment, jar string, copies []deploy.ImageCopy) ([]int, string) {
	base := jarBase(jar)
	if base == "" || strings.ContainsAny(base, "*?[") {
		return nil, ""
	}
	var cands []int
	build, copied := "", ""
	for i, j := range ix.jobs {
		for _, n := range j.Jars {
			if n == base {
				cands = append(cands, i)
				build = j.builtBy()
				break
			}
		}
	}
	if len(cands) == 0 {
		cands, build, copied = ix.jarCopiedTo(jar, copies)
	}
	if len(cands) == 0 {
		return nil, ""
	}
	class, from := "", ""
	for _, e := range d.EntryPoints {
		if e.Kind == deploy.MainClass {
			class, from = e.Value, "the entry class "+fmt.Sprintf("%q", e.Value)
		}
	}
	if class == "" {
		for _, i := range cands {
			if m := ix.jobs[i].BuildMain; m != "" {
				class, from = m, fmt.Sprintf("the main class %q of the jar's manifest (%s)", m, ix.jobs[i].builtBy())
				break
			}
		}
	}
	var mains, helpers []int
	for _, i := range cands {
		if ix.jobs[i].Main {
			mains = append(mains, i)
		} else {
			helpers = append(helpers, i)
		}
	}
	var chosen []int
	switch {
	case class != "":
		for _, i := range mains {
			for _, c := range ix.jobs[i].Classes {
				if c == class {
					chosen = append(chosen, i)
				}
			}
		}
		if len(chosen) == 0 {
			return nil, fmt.Sprintf("the jar %q is built by %s, whose job files do not declare %s, so it governs none of them", jar, build, from)
		}
	case len(mains) == 1:
		chosen, from = mains, "its only class with a main method"
	case len(mains) > 1:
		return nil, fmt.Sprintf("the jar %q is built by %s, which holds several classes with a main method (%s) and names none as its main class; "+
			"which one runs is not known, so it governs none of them (set entryClass, or map it in .flinklint.yaml)", jar, build, ix.names(mains))
	}
	out := append(append([]int(nil), chosen...), helpers...)
	why := fmt.Sprintf("the jar %q is the one %s builds", jar, build)
	if copied != "" {
		why = fmt.Sprintf("the jar %q is %s, a jar %s builds", jar, copied, build)
	}
	if len(chosen) > 0 {
		why += fmt.Sprintf("; it runs %s, %s", ix.names(chosen), from)
	}
	if len(helpers) > 0 {
		why += fmt.Sprintf(", with the module's other Flink code %s", ix.names(helpers))
	}
	return out, why
}

// jarCopiedTo finds the module whose jar a Dockerfile copies to the image
// path a deployment names under another name (COPY target/*.jar
// /opt/flink/usrlib/app.jar): the copy's one source is a jar of a build's
// output directory (target/, target/scala-X.Y/, build/libs/), relative to
// a build context the Dockerfile may have, and exactly one module of the
// repository builds a jar it matches. Any other copy that may put a file
// there leaves it undecided. It returns the module's job files, its build
// file, and the copy as a phrase.
func (ix *jobIndex) jarCopiedTo(jar string, copies []deploy.ImageCopy) ([]int, string, string) {
	v := strings.TrimSpace(strings.ReplaceAll(jar, "\\", "/"))
	v = strings.TrimPrefix(strings.TrimPrefix(v, "file://"), "local://")
	if !strings.HasPrefix(v, "/") {
		return nil, "", ""
	}
	v = path.Clean(v)
	var the *deploy.ImageCopy
	for i := range copies {
		c := &copies[i]
		toFile := c.Dest == v && (!c.DestDir || wildcardToFile(*c))
		switch {
		case toFile:
		case c.Dest != "" && under(v, c.Dest) && (c.DestDir || c.Unknown):
		case c.Dest == "" && (c.DestUnder == "" || under(v, c.DestUnder)) && (c.Unknown || strings.Contains(c.Text, path.Base(v))):
		default:
			continue
		}
		if the != nil || !toFile || len(c.Sources) != 1 || c.Mount {
			return nil, "", "" // several copies, or one that does not say
		}
		the = c
	}
	if the == nil {
		return nil, "", ""
	}
	moduleRel, pattern, ok := buildOutput(the.Sources[0])
	if !ok {
		return nil, "", ""
	}
	var cands []int
	build := ""
	for _, ctx := range buildContexts(path.Dir(the.Dockerfile)) {
		dir := path.Clean(path.Join(ctx, moduleRel))
		for i, j := range ix.jobs {
			if j.Build == "" || j.moduleDir() != dir {
				continue
			}
			for _, n := range j.Jars {
				if m, _ := path.Match(pattern, n); m {
					if build != "" && build != j.builtBy() {
						return nil, "", "" // modules of two contexts match
					}
					build = j.builtBy()
					cands = append(cands, i)
					break
				}
			}
		}
	}
	if len(cands) == 0 {
		return nil, "", ""
	}
	return cands, build, fmt.Sprintf("what %s:%d %q copies there", the.Dockerfile, the.Line, the.Text)
}

// buildOutput splits a copy's source into the module directory it is in
// and the jar file pattern: m/target/*.jar, target/scala-2.12/x.jar,
// build/libs/*-all.jar.
func buildOutput(src string) (moduleRel, pattern string, ok bool) {
	src = path.Clean(src)
	if !strings.HasSuffix(strings.ToLower(src), ".jar") {
		return "", "", false
	}
	dir, pattern := path.Dir(src), path.Base(src)
	if strings.HasPrefix(path.Base(dir), "scala-") && path.Base(path.Dir(dir)) == "target" {
		dir = path.Dir(dir)
	}
	switch {
	case path.Base(dir) == "target":
		moduleRel = path.Dir(dir)
	case path.Base(dir) == "libs" && path.Base(path.Dir(dir)) == "build":
		moduleRel = path.Dir(path.Dir(dir))
	default:
		return "", "", false
	}
	if strings.ContainsAny(moduleRel, "*?[$") {
		return "", "", false
	}
	return moduleRel, pattern, true
}

// wildcardToFile reports whether a copy of one wildcard source names a
// file as its destination (no trailing '/'): Docker then copies the one
// file the wildcard matches to that name, and fails the build if it
// matches several.
func wildcardToFile(c deploy.ImageCopy) bool {
	if len(c.Sources) != 1 || !strings.ContainsAny(c.Sources[0], "*?[") {
		return false
	}
	t := strings.TrimRight(strings.TrimSpace(c.Text), `"]`)
	return !strings.HasSuffix(t, "/")
}

// moduleDir is the directory of the module whose build makes the job
// file's jars.
func (j JobFile) moduleDir() string {
	if j.BuildDir != "" {
		return j.BuildDir
	}
	return path.Dir(j.Build)
}

// builtBy names what builds the job file's jars: its build file, with the
// sub-project's directory when the module is one of a multi-project
// build.
func (j JobFile) builtBy() string {
	if j.BuildDir != "" && j.BuildDir != path.Dir(j.Build) {
		return fmt.Sprintf("the %s/ project of %s", j.BuildDir, j.Build)
	}
	return j.Build
}
