package main

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// flinkRepository is Flink's own repository, whose tree gives the options,
// enums and base factories the connector repositories take from Flink.
const flinkRepository = "apache/flink"

// flinkCore is what connectors take from Flink itself (FactoryUtil,
// LookupOptions, flink-connector-base's DeliveryGuarantee and
// AsyncDynamicTableSinkFactory), read from the newest apache/flink tree
// given before them.
type flinkCore struct {
	tag   string
	files []javaFile
	res   resolver
}

func newFlinkCore(tag string, files []javaFile) *flinkCore {
	return &flinkCore{tag: tag, files: files,
		res: resolver{decls: declarations(files), enums: enumValues(files), flink: true}}
}

// option resolves Flink's constant class.name, nil when Flink's tree does
// not declare it. Declared names the path and the tag it was read at.
func (c *flinkCore) option(class, name string) *Option {
	if c == nil {
		return nil
	}
	for _, f := range c.files {
		if f.class != class {
			continue
		}
		o := c.res.resolve(class+"."+name, f)
		if o != nil {
			o.Declared = flinkRepository + " " + o.Declared + "@" + c.tag
		}
		return o
	}
	return nil
}

// addInherited adds the optional options of the Flink base factory r
// inherits (AsyncDynamicTableSinkFactory.optionalOptions) to r.
func (c *flinkCore) addInherited(r *Release) {
	if c == nil || r.Inherits == "" {
		return
	}
	for _, f := range c.files {
		if f.class != r.Inherits {
			continue
		}
		for _, ref := range optionRefs(methodBody(f.src, "optionalOptions")) {
			class, name, ok := strings.Cut(ref, ".")
			if !ok {
				class, name = f.class, ref
			}
			o := c.option(class, name)
			if o == nil || contains(r.Optional, o.Key) || contains(r.Required, o.Key) {
				continue
			}
			r.Optional = append(r.Optional, o.Key)
			r.Options = append(r.Options, o)
		}
		sort.Strings(r.Optional)
		sort.Slice(r.Options, func(i, j int) bool { return r.Options[i].Key < r.Options[j].Key })
		return
	}
}

// enum finds an enum of the repository, else of Flink (DeliveryGuarantee).
func (res resolver) enum(name string) enumInfo {
	if e, ok := res.enums[name]; ok {
		return e
	}
	if res.core != nil {
		return res.core.res.enums[name]
	}
	return enumInfo{}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// enumInfo is an enum's values as Flink matches them, in declaration
// order, and the value of each constant.
type enumInfo struct {
	values    []string
	constants map[string]string
}

var (
	durationRe     = regexp.MustCompile(`^Duration\.of(Millis|Seconds|Minutes|Hours|Days)\(\s*(\d+)L?\s*\)$`)
	mebiBytesRe    = regexp.MustCompile(`^MemorySize\.ofMebiBytes\(\s*(\d+)L?\s*\)$`)
	memParseRe     = regexp.MustCompile(`^MemorySize\.parse\(\s*"([^"\\]+)"\s*\)$`)
	numberRe       = regexp.MustCompile(`^-?\d+[Ll]?$`)
	enumConstUseRe = regexp.MustCompile(`^(?:\w+\.)*[A-Z]\w*\.([A-Z]\w*)$`)
	durationUnits  = map[string]string{"Millis": "ms", "Seconds": "s", "Minutes": "min", "Hours": "h", "Days": "d"}
)

// flinkText is a default value's Java expression as the text Flink parses
// for that option ("Duration.ofMinutes(5)" is "5 min", an enum constant its
// value), or "" when the expression is anything else (a computed value, a
// static alias that is no constant).
func flinkText(expr string, enum enumInfo) string {
	switch {
	case expr == "true" || expr == "false":
		return expr
	case numberRe.MatchString(expr):
		return strings.TrimRight(expr, "Ll")
	case strings.HasPrefix(expr, `"`):
		if s, err := strconv.Unquote(expr); err == nil {
			return s
		}
	}
	if m := durationRe.FindStringSubmatch(expr); m != nil {
		return m[2] + " " + durationUnits[m[1]]
	}
	if m := mebiBytesRe.FindStringSubmatch(expr); m != nil {
		return m[1] + " mb"
	}
	if m := memParseRe.FindStringSubmatch(expr); m != nil {
		return m[1]
	}
	if m := enumConstUseRe.FindStringSubmatch(expr); m != nil {
		return enum.constants[m[1]]
	}
	return ""
}

// flinkFirst orders the arguments so that Flink's own trees come first
// (the connectors resolve Flink's constants against them), each
// repository's tags oldest first, keeping the order of the repositories.
func flinkFirst(args []string) []string {
	out := append([]string(nil), args...)
	repoOf := func(a string) string { r, _, _ := strings.Cut(a, "@"); return r }
	tagOf := func(a string) string { _, rest, _ := strings.Cut(a, "@"); t, _, _ := strings.Cut(rest, "="); return t }
	rank := map[string]int{}
	for _, a := range out {
		if _, ok := rank[repoOf(a)]; !ok {
			rank[repoOf(a)] = len(rank) + 1
		}
	}
	rank[flinkRepository] = 0
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := rank[repoOf(out[i])], rank[repoOf(out[j])]
		if ri != rj {
			return ri < rj
		}
		return versionLess(tagOf(out[i]), tagOf(out[j]))
	})
	return out
}
