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
func (ix *jobIndex) byJar(d *deploy.Deployment, jar string) ([]int, string) {
	base := jarBase(jar)
	if base == "" || strings.ContainsAny(base, "*?[") {
		return nil, ""
	}
	var cands []int
	build := ""
	for i, j := range ix.jobs {
		for _, n := range j.Jars {
			if n == base {
				cands = append(cands, i)
				build = j.Build
				break
			}
		}
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
				class, from = m, fmt.Sprintf("the main class %q of the jar's manifest (%s)", m, ix.jobs[i].Build)
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
	if len(chosen) > 0 {
		why += fmt.Sprintf("; it runs %s, %s", ix.names(chosen), from)
	}
	if len(helpers) > 0 {
		why += fmt.Sprintf(", with the module's other Flink code %s", ix.names(helpers))
	}
	return out, why
}
