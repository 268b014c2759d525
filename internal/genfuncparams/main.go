// Command genfuncparams generates semantics/functions/params_generated.go:
// the names of the parameters of Flink's built-in functions, for the
// language service's signature help. Two sources of apache/flink, read at
// one release tag, give them as facts (names and arities, no prose):
//
//   - BuiltInFunctionDefinitions.java: the argument names a definition's
//     input type strategy declares (sequence(new String[] {...}, ...) or
//     sequence(Arrays.asList(...), ...), varyingSequence(...) whose last
//     repeats), one form each sequence;
//   - docs/data/sql_functions.yml: the call forms of the SQL reference's
//     `sql:` entries written NAME(a, b[, c]) (a form written with keywords
//     between its arguments, SUBSTRING(s FROM i), is left out: the cursor
//     counts arguments by commas).
//
// A function the Java file names takes its forms from there only. Export
// the two files from the tag first (flinklint's code starts no program):
//
//	git --git-dir FLINK.git show release-2.2.1-rc2:docs/data/sql_functions.yml > /tmp/sql_functions.yml
//	git --git-dir FLINK.git show release-2.2.1-rc2:flink-table/flink-table-common/src/main/java/org/apache/flink/table/functions/BuiltInFunctionDefinitions.java > /tmp/BuiltIn.java
//	go run ./internal/genfuncparams -tag release-2.2.1-rc2 -yml /tmp/sql_functions.yml -java /tmp/BuiltIn.java > semantics/functions/params_generated.go
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// form is one way to call a function: its parameters in order, how many
// are required, whether the last repeats.
type form struct {
	params   []string
	required int
	variadic bool
	source   string
}

func main() {
	tag := flag.String("tag", "", "the apache/flink tag the files were read at")
	ymlPath := flag.String("yml", "", "docs/data/sql_functions.yml")
	javaPath := flag.String("java", "", "BuiltInFunctionDefinitions.java")
	flag.Parse()
	if *tag == "" || *ymlPath == "" || *javaPath == "" {
		flag.Usage()
		os.Exit(2)
	}
	yml, err := os.ReadFile(*ymlPath)
	if err != nil {
		fail(err)
	}
	java, err := os.ReadFile(*javaPath)
	if err != nil {
		fail(err)
	}
	fromJava := javaForms(string(java))
	fromDocs, err := docForms(yml)
	if err != nil {
		fail(err)
	}
	all := map[string][]form{}
	for name, fs := range fromDocs {
		all[name] = fs
	}
	for name, fs := range fromJava {
		all[name] = fs
	}
	os.Stdout.Write(render(*tag, all))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "genfuncparams:", err)
	os.Exit(1)
}

var (
	defRe   = regexp.MustCompile(`public static final BuiltInFunctionDefinition \w+\s*=`)
	nameRe  = regexp.MustCompile(`\.(?:sqlName|name)\("([A-Za-z_0-9]+)"\)`)
	namesRe = regexp.MustCompile(`(varyingSequence|sequence)\(\s*(?:new String\[\]\s*\{([^}]*)\}|Arrays\.asList\(([^)]*)\))`)
	strRe   = regexp.MustCompile(`"([^"]*)"`)
)

// javaForms are the named argument sequences of each definition, keyed
// by its SQL name (sqlName, else name), upper case.
func javaForms(src string) map[string][]form {
	out := map[string][]form{}
	locs := defRe.FindAllStringIndex(src, -1)
	for i, l := range locs {
		end := len(src)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		block := src[l[1]:end]
		names := nameRe.FindAllStringSubmatch(block, -1)
		if len(names) == 0 {
			continue
		}
		name := strings.ToUpper(names[len(names)-1][1]) // sqlName, when both, is written after name
		if strings.Contains(block, "compositeSequence()") {
			continue // arguments named in a builder around the sequences (ELT): the reference's form
		}
		for _, m := range namesRe.FindAllStringSubmatch(block, -1) {
			list := m[2] + m[3]
			var ps []string
			for _, s := range strRe.FindAllStringSubmatch(list, -1) {
				ps = append(ps, s[1])
			}
			if len(ps) == 0 {
				continue
			}
			f := form{params: ps, required: len(ps), source: "java"}
			if m[1] == "varyingSequence" { // the last argument: zero, one or more times
				f.variadic, f.required = true, len(ps)-1
			}
			out[name] = append(out[name], f)
		}
	}
	return out
}

// docForms are the comma-separated call forms of the SQL reference.
func docForms(yml []byte) (map[string][]form, error) {
	var doc map[string][]struct {
		SQL string `yaml:"sql"`
	}
	if err := yaml.Unmarshal(yml, &doc); err != nil {
		return nil, err
	}
	out := map[string][]form{}
	sections := make([]string, 0, len(doc))
	for s := range doc {
		sections = append(sections, s)
	}
	sort.Strings(sections)
	for _, s := range sections {
		for _, e := range doc[s] {
			for _, line := range strings.Split(e.SQL, "\n") {
				name, f, ok := parseCall(strings.TrimSpace(line))
				if ok && !hasForm(out[name], f) {
					out[name] = append(out[name], f)
				}
			}
		}
	}
	return out, nil
}

func hasForm(fs []form, f form) bool {
	for _, g := range fs {
		if strings.Join(g.params, ",") == strings.Join(f.params, ",") && g.required == f.required && g.variadic == f.variadic {
			return true
		}
	}
	return false
}

var (
	callRe  = regexp.MustCompile(`^([A-Z][A-Z0-9_]*)\s*\((.*)\)$`)
	identRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// parseCall reads NAME(p1, p2[, p3]) or NAME(p1 [, p2]*): a form whose
// arguments are plain names separated by commas, optional ones in
// brackets, "..." or "]*" for a repeated last; an aggregate's leading
// [ ALL | DISTINCT ] is no argument. A trailing clause of an
// argument in brackets (JSON_VALUE's [RETURNING type]) is dropped;
// anything else (keywords between arguments) is no form.
func parseCall(line string) (string, form, bool) {
	m := callRe.FindStringSubmatch(line)
	if m == nil {
		return "", form{}, false
	}
	name, inside := m[1], strings.TrimSpace(m[2])
	// An aggregate's set quantifier is a keyword, not an argument.
	for _, q := range []string{"[ ALL | DISTINCT ]", "[ ALL ]"} {
		inside = strings.TrimSpace(strings.TrimPrefix(inside, q))
	}
	f := form{source: "docs"}
	depth, optional := 0, false
	var cur strings.Builder
	flush := func() bool {
		p := strings.TrimSpace(cur.String())
		cur.Reset()
		if p == "" {
			return true
		}
		if p == "..." || strings.HasSuffix(p, "...") && identRe.MatchString(strings.TrimSpace(strings.TrimSuffix(p, "..."))) {
			f.variadic = true
			if p = strings.TrimSpace(strings.TrimSuffix(p, "...")); p == "" {
				return true
			}
		}
		if !identRe.MatchString(p) {
			return false
		}
		f.params = append(f.params, p)
		if !optional {
			f.required = len(f.params)
		}
		return true
	}
	for i := 0; i < len(inside); i++ {
		c := inside[i]
		switch c {
		case '[':
			if next := strings.TrimLeft(inside[i+1:], " "); strings.HasPrefix(next, ",") {
				// [, p]: optional arguments from here on
				if !flush() {
					return "", form{}, false
				}
				depth++
				optional = true
				i = len(inside) - len(next) // the comma
				continue
			}
			if depth == 0 && strings.TrimSpace(cur.String()) != "" {
				// a clause after an argument (JSON_VALUE's [RETURNING type]):
				// keep the argument, drop the clauses up to the next top-level
				// comma.
				j := clauseEnd(inside[i:])
				if j < 0 {
					return "", form{}, false
				}
				i += j - 1
				continue
			}
			return "", form{}, false
		case ']':
			depth--
			if depth < 0 {
				return "", form{}, false
			}
			if i+1 < len(inside) && inside[i+1] == '*' {
				f.variadic = true
				i++
			}
		case ',':
			if !flush() {
				return "", form{}, false
			}
		case '*':
			return "", form{}, false
		default:
			cur.WriteByte(c)
		}
	}
	if depth != 0 || !flush() {
		return "", form{}, false
	}
	if f.variadic && len(f.params) == 0 {
		return "", form{}, false
	}
	return name, f, true
}

// clauseEnd is the length of the bracketed clauses at the start of s, up
// to a top-level comma or the end; -1 when the brackets do not balance.
func clauseEnd(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[':
			depth++
		case ']':
			depth--
		case ',':
			if depth == 0 {
				return i
			}
		}
	}
	if depth != 0 {
		return -1
	}
	return len(s)
}

func render(tag string, all map[string][]form) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by go run ./internal/genfuncparams -tag %s; DO NOT EDIT.\n\n", tag)
	b.WriteString("package functions\n\n")
	fmt.Fprintf(&b, "// paramsTag is the apache/flink tag the parameter names were read at.\nconst paramsTag = %q\n\n", tag)
	b.WriteString("// generatedForms are the call forms of the built-in functions, by SQL\n// name: from BuiltInFunctionDefinitions' argument names, else the SQL\n// reference's call forms.\nvar generatedForms = map[string][]Form{\n")
	names := make([]string, 0, len(all))
	for n := range all {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "\t%q: {", n)
		for i, f := range all[n] {
			if i > 0 {
				b.WriteString(", ")
			}
			src := "FormFromDefinition"
			if f.source == "docs" {
				src = "FormFromReference"
			}
			params := "nil"
			if len(f.params) > 0 {
				params = fmt.Sprintf("%#v", f.params)
			}
			fmt.Fprintf(&b, "{Params: %s, Required: %d, Variadic: %t, Source: %s}", params, f.required, f.variadic, src)
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
	out, err := format.Source(b.Bytes())
	if err != nil {
		fail(err)
	}
	return out
}
