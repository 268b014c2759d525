package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// flinkRepository is Flink's own repository, whose trees give PyFlink's
// own API (flink-python/pyflink) instead of connector facts.
const flinkRepository = "apache/flink"

// PyFlinkCore is PyFlink's own API (StreamExecutionEnvironment,
// TableEnvironment, their configs, state backends ...) as far as the
// upgrade rules need it: what the last release for Flink 1.x has and no
// release for 2.x has, and the classes the 1.x methods return (to know the
// class of `env.get_config()`).
type PyFlinkCore struct {
	Releases []string `json:"releases"`
	// Python is, per release, the Python versions PyFlink's package
	// accepts (flink-python/setup.py python_requires).
	Python []PythonRequires `json:"python,omitempty"`
	// Names are public names (a module's __all__) of the last 1.x release
	// that the module no longer defines, imports or names in any 2.x release
	// (or the module is gone).
	Names []CoreRemoval `json:"names"`
	// Members are methods and class attributes of the last 1.x release's
	// classes (their own or inherited) that no 2.x release's class of the
	// same name has.
	Members []CoreRemoval `json:"members"`
	// Returns maps "Class.method" to the class the method returns in the
	// last 1.x release (its return annotation), for classes whose name is
	// defined once in PyFlink.
	Returns map[string]string `json:"returns"`
}

// PythonRequires is a release's python_requires.
type PythonRequires struct {
	Tag      string `json:"tag"`
	Flink    string `json:"flink"`
	Requires string `json:"requires"`
}

// CoreRemoval is a name or a class member gone in Flink 2.x.
type CoreRemoval struct {
	Module    string `json:"module"`
	Class     string `json:"class,omitempty"`
	Name      string `json:"name"`
	LastTag   string `json:"last_tag"`
	LastFlink string `json:"last_flink"`
	GoneTag   string `json:"gone_tag"`
	GoneFlink string `json:"gone_flink"`
}

// coreRelease is one release of flink-python/pyflink.
type coreRelease struct {
	tag, flink string
	modules    map[string]*pyModule
	// requires is flink-python/setup.py's python_requires ("" when the
	// tree has no setup.py).
	requires string
}

// pyModule is what the generator reads of one Python module.
type pyModule struct {
	src     string
	all     []string // __all__, nil without one
	classes map[string]*pyClass
}

// pyClass is a class: its bases (simple names) and members.
type pyClass struct {
	bases   []string
	members map[string]bool
	returns map[string]string // method -> returned class name
}

var tagFlinkRE = regexp.MustCompile(`^release-(\d+)\.(\d+)`)

func readCoreRelease(tag, dir string) (*coreRelease, error) {
	m := tagFlinkRE.FindStringSubmatch(tag)
	if m == nil {
		return nil, fmt.Errorf("%s: tag %q is not of the form release-X.Y.Z", flinkRepository, tag)
	}
	r := &coreRelease{tag: tag, flink: m[1] + "." + m[2], modules: map[string]*pyModule{}}
	err := walkPyFlink(dir, func(rel string) bool {
		return strings.Contains(rel, "/fn_execution/") || strings.Contains(rel, "/examples/")
	}, func(module, src string) {
		r.modules[module] = readModule(src)
	})
	if b, rerr := os.ReadFile(filepath.Join(dir, "flink-python", "setup.py")); rerr == nil {
		if m := pythonRequiresRE.FindSubmatch(b); m != nil {
			r.requires = string(m[1])
		}
	}
	if err == nil && len(r.modules) == 0 {
		err = fmt.Errorf("%s@%s: no flink-python/pyflink module under %s", flinkRepository, tag, dir)
	}
	return r, err
}

var pythonRequiresRE = regexp.MustCompile(`python_requires\s*=\s*['"]([^'"]+)['"]`)

var (
	classLineRE  = regexp.MustCompile(`^(\s*)class\s+([A-Za-z_]\w*)\s*(?:\(([^)]*)\))?\s*:`)
	defLineRE    = regexp.MustCompile(`^(\s*)(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(`)
	attrLineRE   = regexp.MustCompile(`^(\s*)([A-Za-z_]\w*)\s*(?::[^=]*)?=[^=]`)
	returnAnnoRE = regexp.MustCompile(`^\s*->\s*['"]?([A-Za-z_][\w.]*)['"]?\s*:`)
)

// readModule reads a module's __all__, its top-level classes and the
// classes nested one level in them (Outer.Inner), with their methods and
// class attributes (by indentation: the generator reads source, it runs
// nothing).
func readModule(src string) *pyModule {
	mod := &pyModule{src: src, classes: map[string]*pyClass{}}
	if names, ok := publicNames(src); ok {
		mod.all = names
	}
	lines := strings.Split(src, "\n")
	type open struct {
		indent int
		name   string
	}
	var stack []open // classes whose body the line may be in
	inString := false
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if inString {
			if strings.Count(line, `"""`)%2 == 1 {
				inString = false
			}
			continue
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		for len(stack) > 0 && indent <= stack[len(stack)-1].indent {
			stack = stack[:len(stack)-1]
		}
		if strings.Count(line, `"""`)%2 == 1 {
			inString = true
		}
		if m := classLineRE.FindStringSubmatch(line); m != nil && len(stack) < 2 {
			name := m[2]
			if len(stack) == 1 {
				if indent != stack[0].indent+4 {
					continue
				}
				name = stack[0].name + "." + name
			} else if indent != 0 {
				continue
			}
			c := &pyClass{members: map[string]bool{}, returns: map[string]string{}}
			for _, b := range strings.Split(m[3], ",") {
				if b = strings.TrimSpace(b); b != "" {
					c.bases = append(c.bases, b)
				}
			}
			mod.classes[name] = c
			stack = append(stack, open{indent, name})
			continue
		}
		if len(stack) == 0 || indent != stack[len(stack)-1].indent+4 {
			continue
		}
		c := mod.classes[stack[len(stack)-1].name]
		if m := defLineRE.FindStringSubmatch(line); m != nil {
			name := m[2]
			if strings.HasPrefix(name, "_") {
				continue
			}
			c.members[name] = true
			if ret := returnOf(lines, i, len(m[0])-1); ret != "" {
				c.returns[name] = ret
			}
			continue
		}
		if m := attrLineRE.FindStringSubmatch(line); m != nil && !strings.HasPrefix(m[2], "_") {
			c.members[m[2]] = true
		}
	}
	return mod
}

// returnOf reads the return annotation of the def whose parameter list
// opens at lines[i][col]: the text after the matching ')' up to ':'.
func returnOf(lines []string, i, col int) string {
	depth := 0
	for j := i; j < len(lines) && j < i+40; j++ {
		line := lines[j]
		start := 0
		if j == i {
			start = col
		}
		for k := start; k < len(line); k++ {
			switch line[k] {
			case '(', '[':
				depth++
			case ')', ']':
				depth--
				if depth == 0 {
					rest := strings.TrimSpace(line[k+1:])
					if (rest == "" || rest == `\`) && j+1 < len(lines) {
						rest = lines[j+1] // -> on the next line
					}
					if m := returnAnnoRE.FindStringSubmatch(rest); m != nil {
						return m[1]
					}
					return ""
				}
			case '#':
				k = len(line)
			}
		}
	}
	return ""
}

// coreData compares the last release for Flink 1.x with every 2.x release.
func coreData(releases []*coreRelease) *PyFlinkCore {
	sort.Slice(releases, func(i, j int) bool { return versionLess(releases[i].tag, releases[j].tag) })
	var last *coreRelease
	var twos []*coreRelease
	out := &PyFlinkCore{Returns: map[string]string{}}
	for _, r := range releases {
		out.Releases = append(out.Releases, r.tag)
		if r.requires != "" {
			out.Python = append(out.Python, PythonRequires{Tag: r.tag, Flink: r.flink, Requires: r.requires})
		}
		if strings.HasPrefix(r.flink, "1.") {
			last = r
		} else {
			twos = append(twos, r)
		}
	}
	if last == nil || len(twos) == 0 {
		return out
	}
	first := twos[0]
	lastClasses := classIndex(last)
	removal := func(module, class, name string) CoreRemoval {
		return CoreRemoval{Module: module, Class: class, Name: name, LastTag: last.tag, LastFlink: last.flink, GoneTag: first.tag, GoneFlink: first.flink}
	}
	for _, module := range sortedKeys(last.modules) {
		mod := last.modules[module]
		for _, name := range mod.all {
			if !namedInAny(twos, module, name) {
				out.Names = append(out.Names, removal(module, "", name))
			}
		}
		for _, class := range sortedKeys(mod.classes) {
			if strings.HasPrefix(class, "_") || lastClasses[class] != module {
				continue // private, or a name PyFlink defines twice
			}
			if !classInAll(twos, class) {
				continue // the class is gone whole: its name says so
			}
			members := memberSet(last, lastClasses, class, 0)
			for _, member := range sortedKeys(members) {
				if !memberInAny(twos, class, member) {
					out.Members = append(out.Members, removal(module, class, member))
				}
			}
			for method, ret := range returnSet(last, lastClasses, class, 0) {
				if i := strings.LastIndex(ret, "."); i >= 0 && lastClasses[ret] == "" {
					ret = ret[i+1:]
				}
				if lastClasses[ret] != "" {
					out.Returns[class+"."+method] = ret
				}
			}
		}
	}
	return out
}

// classIndex maps each class name to its module, or to "" when PyFlink
// defines the name in more than one module.
func classIndex(r *coreRelease) map[string]string {
	idx := map[string]string{}
	for module, mod := range r.modules {
		for class := range mod.classes {
			if _, dup := idx[class]; dup {
				idx[class] = ""
				continue
			}
			idx[class] = module
		}
	}
	return idx
}

// memberSet is a class's members with those of its bases (by name, within
// PyFlink).
func memberSet(r *coreRelease, idx map[string]string, class string, depth int) map[string]bool {
	out := map[string]bool{}
	module := idx[class]
	if module == "" || depth > 8 {
		return out
	}
	c := r.modules[module].classes[class]
	for m := range c.members {
		out[m] = true
	}
	for _, b := range c.bases {
		if i := strings.LastIndex(b, "."); i >= 0 {
			b = b[i+1:]
		}
		for m := range memberSet(r, idx, b, depth+1) {
			out[m] = true
		}
	}
	return out
}

// returnSet is a class's method return classes with those of its bases
// (a method of the class itself wins).
func returnSet(r *coreRelease, idx map[string]string, class string, depth int) map[string]string {
	out := map[string]string{}
	module := idx[class]
	if module == "" || depth > 8 {
		return out
	}
	c := r.modules[module].classes[class]
	for _, b := range c.bases {
		if i := strings.LastIndex(b, "."); i >= 0 {
			b = b[i+1:]
		}
		for m, ret := range returnSet(r, idx, b, depth+1) {
			if !c.members[m] {
				out[m] = ret
			}
		}
	}
	for m, ret := range c.returns {
		out[m] = ret
	}
	return out
}

// namedInAny reports whether some release's module still binds name: in
// its __all__, defines it at the top (class, def, assignment) or imports
// it.
func namedInAny(rs []*coreRelease, module, name string) bool {
	for _, r := range rs {
		if mod, ok := r.modules[module]; ok && binds(mod, name) {
			return true
		}
	}
	return false
}

func binds(mod *pyModule, name string) bool {
	for _, n := range mod.all {
		if n == name {
			return true
		}
	}
	word := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`)
	lines := strings.Split(mod.src, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		switch {
		case strings.HasPrefix(line, "class "+name), strings.HasPrefix(line, "def "+name+"("):
			return true
		case strings.HasPrefix(line, name) && regexp.MustCompile(`^`+regexp.QuoteMeta(name)+`\s*(:[^=]*)?=`).MatchString(line):
			return true
		case strings.HasPrefix(line, "from "), strings.HasPrefix(line, "import "):
			stmt := line
			open := strings.Count(line, "(") > strings.Count(line, ")")
			for (open || strings.HasSuffix(strings.TrimSpace(stmt), `\`)) && i+1 < len(lines) {
				i++
				stmt += "\n" + lines[i]
				open = strings.Count(stmt, "(") > strings.Count(stmt, ")")
			}
			if word.MatchString(stmt) {
				return true
			}
		}
	}
	return false
}

func classInAll(rs []*coreRelease, class string) bool {
	for _, r := range rs {
		if classIndex(r)[class] == "" {
			return false
		}
	}
	return true
}

func memberInAny(rs []*coreRelease, class, member string) bool {
	for _, r := range rs {
		if memberSet(r, classIndex(r), class, 0)[member] {
			return true
		}
	}
	return false
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
