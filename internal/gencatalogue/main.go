// Command gencatalogue generates flink/sources/connectors.json, the
// connector option catalogue read from the connectors' own sources at each
// release tag: every ConfigOption a connector module declares (key, type,
// default, enum values, deprecated and fallback keys), and each table
// factory's identifier with its required and optional options. The data
// says where each fact is declared (repository, path, tag). It reads
// source trees exported at each tag (export.sh does it from bare git
// directories with git archive); nothing of it is linked into flinklint.
//
//	go run ./internal/gencatalogue -o flink/sources/connectors.json \
//	    $(internal/gencatalogue/export.sh /tmp/trees apache/flink-connector-kafka=PATH/kafka.git ...)
//
// Each argument is OWNER/NAME@TAG=DIR.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/flink/sources"
)

// Catalogue is the generated file.
type Catalogue struct {
	Comment    string                `json:"comment"`
	Sources    []Source              `json:"sources"`
	Connectors map[string]*Connector `json:"connectors"`
}

// Source is one repository read, and the release tags read from it.
type Source struct {
	Repository string   `json:"repository"`
	Releases   []string `json:"releases"`
}

// Connector is a factory identifier over the releases that have it.
type Connector struct {
	Repository string              `json:"repository"`
	Releases   map[string]*Release `json:"releases"`
}

// Release is a factory at one release tag.
type Release struct {
	Factory  string    `json:"factory"` // path of the factory class
	Required []string  `json:"required"`
	Optional []string  `json:"optional"`
	Options  []*Option `json:"options"`
	// Inherits names the base factory whose optional options it adds
	// (super.optionalOptions(): Flink's AsyncDynamicTableSinkFactory),
	// not listed here.
	Inherits string `json:"inherits,omitempty"`
	// Unresolved are option constants the factory lists that the
	// repository does not declare (Flink's own, not in flinkCoreOptions).
	Unresolved []string `json:"unresolved,omitempty"`
	// Unvalidated is set for a factory that lists no options and checks
	// none (Hive's: a Hive table keeps any property); Optional are then
	// the options its module reads.
	Unvalidated bool `json:"unvalidated,omitempty"`
	// ModuleKeys are all the option keys the factory's module declares,
	// whether the factory's lists reach them or not (a factory may add a
	// whole set built elsewhere).
	ModuleKeys []string `json:"module_keys,omitempty"`
}

// Option is one ConfigOption a factory lists.
type Option struct {
	Key     string `json:"key"`
	Type    string `json:"type,omitempty"`
	List    bool   `json:"list,omitempty"`
	Default string `json:"default,omitempty"`
	// Value is the default as Flink prints and parses it ("5 min",
	// "group-offsets"), when the Java expression says it plainly.
	Value      string   `json:"value,omitempty"`
	Enum       []string `json:"enum,omitempty"`
	Deprecated []string `json:"deprecated_keys,omitempty"`
	Fallback   []string `json:"fallback_keys,omitempty"`
	Declared   string   `json:"declared"` // path, or the Flink constant it is (FactoryUtil.FORMAT)
}

// flinkCoreOptions are the options connectors take from Flink itself
// (FactoryUtil, LookupOptions ...), which these repositories refer to by
// constant: their keys as Flink's FactoryUtil declares them.
var flinkCoreOptions = map[string]string{
	"FactoryUtil.FORMAT": "format", "FactoryUtil.SINK_PARALLELISM": "sink.parallelism",
	"FactoryUtil.SOURCE_PARALLELISM": "scan.parallelism", "FactoryUtil.CONNECTOR": "connector",
	"FactoryUtil.WATERMARK_EMIT_STRATEGY":             "scan.watermark.emit.strategy",
	"FactoryUtil.WATERMARK_ALIGNMENT_GROUP":           "scan.watermark.alignment.group",
	"FactoryUtil.WATERMARK_ALIGNMENT_MAX_DRIFT":       "scan.watermark.alignment.max-drift",
	"FactoryUtil.WATERMARK_ALIGNMENT_UPDATE_INTERVAL": "scan.watermark.alignment.update-interval",
	"FactoryUtil.SOURCE_IDLE_TIMEOUT":                 "scan.watermark.idle-timeout",
	"LookupOptions.CACHE_TYPE":                        "lookup.cache", "LookupOptions.MAX_RETRIES": "lookup.max-retries",
	"LookupOptions.PARTIAL_CACHE_EXPIRE_AFTER_ACCESS": "lookup.partial-cache.expire-after-access",
	"LookupOptions.PARTIAL_CACHE_EXPIRE_AFTER_WRITE":  "lookup.partial-cache.expire-after-write",
	"LookupOptions.PARTIAL_CACHE_MAX_ROWS":            "lookup.partial-cache.max-rows",
	"LookupOptions.PARTIAL_CACHE_CACHE_MISSING_KEY":   "lookup.partial-cache.cache-missing-key",
}

// flinkCoreStrings are String constants of Flink that connectors build keys
// from: FactoryUtil.FORMAT_SUFFIX.
var flinkCoreStrings = map[string]string{"FORMAT_SUFFIX": ".format"}

func main() {
	kind := flag.String("kind", "connectors", "connectors: the table factories; config: Flink's and the operator's configuration keys; formats: the format factories' options")
	out := flag.String("o", "", "the JSON file to write (default flink/sources/<kind>.json)")
	compileOnly := flag.Bool("compile", false, "only compile the committed JSON files into their Go data (no trees read)")
	keep := flag.Bool("keep", false, "connectors: start from the committed JSON and re-read only the repositories given; "+
		"an apache/flink tree then only resolves Flink's constants (its own factories and releases are kept)")
	flag.Parse()
	if *compileOnly {
		writeGo(connectorsJSON, sources.GeneratedFile, compileConnectors)
		writeGo(configJSON, sources.GeneratedConfigFile, compileConfig)
		writeGo(formatsJSON, sources.GeneratedFormatsFile, compileFormats)
		return
	}
	if *kind == "formats" {
		if *out == "" {
			*out = formatsJSON
		}
		readFormatTrees(flag.Args(), *out)
		writeGo(*out, sources.GeneratedFormatsFile, compileFormats)
		return
	}
	if *kind == "config" {
		if *out == "" {
			*out = configJSON
		}
		readConfigTrees(flag.Args(), *out)
		writeGo(*out, sources.GeneratedConfigFile, compileConfig)
		return
	}
	if *out == "" {
		*out = connectorsJSON
	}
	readConnectorTrees(flag.Args(), *out, *keep)
	writeGo(*out, sources.GeneratedFile, compileConnectors)
}

// readConnectorTrees reads the table factories of each tree and writes the
// connector catalogue to out. With keep, the catalogue starts from out as
// committed and only the repositories given are read again (an apache/flink
// tree then serves as Flink's constants alone): a repository too large to
// export whole at every tag keeps the facts read from it before.
func readConnectorTrees(args []string, out string, keep bool) {
	cat := &Catalogue{
		Comment:    "Generated by go run ./internal/gencatalogue from the connectors' sources at their release tags; do not edit.",
		Connectors: map[string]*Connector{},
	}
	if keep {
		cat = keptCatalogue(connectorsJSON, args)
	}
	read := map[string]*Source{}
	var order []string
	var core *flinkCore
	for _, arg := range flinkFirst(args) {
		spec, dir, ok := strings.Cut(arg, "=")
		repo, tag, ok2 := strings.Cut(spec, "@")
		if !ok || !ok2 {
			fatal("argument %q: want OWNER/NAME@TAG=DIR", arg)
		}
		if keep && repo == flinkRepository {
			core = newFlinkCore(tag, javaFiles(repo, tag, dir, func(string) bool { return true }))
			continue
		}
		src := read[repo]
		if src == nil {
			src = &Source{Repository: repo}
			read[repo] = src
			order = append(order, repo)
		}
		src.Releases = append(src.Releases, tag)
		core = readRelease(cat, repo, tag, dir, core)
	}
	for _, repo := range order {
		sort.Slice(read[repo].Releases, func(i, j int) bool { return versionLess(read[repo].Releases[i], read[repo].Releases[j]) })
		if i := sourceIndex(cat.Sources, repo); i >= 0 {
			cat.Sources[i] = *read[repo]
			continue
		}
		cat.Sources = append(cat.Sources, *read[repo])
	}
	b, err := json.MarshalIndent(cat, "", "  ")
	if err != nil {
		fatal("%v", err)
	}
	if err := os.WriteFile(out, append(b, '\n'), 0o644); err != nil {
		fatal("%v", err)
	}
}

// keptCatalogue is the committed catalogue at path without the releases of
// the repositories args re-read (Flink's own are kept: its tree only gives
// the constants).
func keptCatalogue(path string, args []string) *Catalogue {
	b, err := os.ReadFile(path)
	if err != nil {
		fatal("%v", err)
	}
	var cat Catalogue
	if err := json.Unmarshal(b, &cat); err != nil {
		fatal("%s: %v", path, err)
	}
	reread := map[string]bool{}
	for _, arg := range args {
		if repo, _, _ := strings.Cut(arg, "@"); repo != flinkRepository {
			reread[repo] = true
		}
	}
	for id, c := range cat.Connectors {
		if reread[c.Repository] {
			delete(cat.Connectors, id)
		}
	}
	return &cat
}

func sourceIndex(list []Source, repo string) int {
	for i, s := range list {
		if s.Repository == repo {
			return i
		}
	}
	return -1
}

// The committed JSON files, from the repository's root.
const (
	connectorsJSON = "flink/sources/connectors.json"
	configJSON     = "flink/sources/config.json"
)

// writeGo compiles the JSON file at jsonPath into the Go data package
// flink reads, at goPath.
func writeGo(jsonPath, goPath string, compile func([]byte) ([]byte, error)) {
	b, err := os.ReadFile(jsonPath)
	if err != nil {
		fatal("%v", err)
	}
	src, err := compile(b)
	if err != nil {
		fatal("%s: %v", jsonPath, err)
	}
	if err := os.WriteFile(goPath, src, 0o644); err != nil {
		fatal("%v", err)
	}
}

func compileConnectors(b []byte) ([]byte, error) {
	c, err := sources.Parse(b)
	if err != nil {
		return nil, err
	}
	return sources.GoSource(c)
}

func compileFormats(b []byte) ([]byte, error) {
	c, err := sources.ParseFormats(b)
	if err != nil {
		return nil, err
	}
	return sources.FormatsGoSource(c)
}

func compileConfig(b []byte) ([]byte, error) {
	c, err := sources.ParseConfig(b)
	if err != nil {
		return nil, err
	}
	return sources.ConfigGoSource(c)
}

func fatal(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "gencatalogue: "+format+"\n", args...)
	os.Exit(1)
}

// versionLess orders release tags (v5.0.0, release-1.20.4, release-2.0.2-rc4)
// by their version numbers.
func versionLess(a, b string) bool {
	num := func(t string) []string {
		t = strings.TrimLeft(t, "abcdefghijklmnopqrstuvwxyz-")
		t, _, _ = strings.Cut(t, "-")
		return strings.Split(t, ".")
	}
	pa, pb := num(a), num(b)
	for i := 0; i < len(pa) && i < len(pb); i++ {
		x, _ := strconv.Atoi(pa[i]) // release tags are digits (releaseTag)
		y, _ := strconv.Atoi(pb[i])
		if x != y {
			return x < y
		}
	}
	return len(pa) < len(pb)
}

// javaFile is one main-source Java file at a tag.
type javaFile struct {
	path, class, src string
}

// readRelease adds the factories of one tree to cat. Flink's own constants
// resolve against core; a Flink tree is its own core, returned for the
// connector trees read after it.
func readRelease(cat *Catalogue, repo, tag, root string, core *flinkCore) *flinkCore {
	var files []javaFile
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, root+string(filepath.Separator)))
		if d.IsDir() || !strings.HasSuffix(rel, ".java") || !strings.Contains(rel, "/src/main/java/") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		src := string(b)
		if !strings.Contains(src, "ConfigOption") && !strings.Contains(src, "factoryIdentifier") && !strings.Contains(src, "enum ") &&
			!strings.Contains(src, "DynamicTableFactory") && !constDeclRe.MatchString(src) {
			return nil
		}
		class := strings.TrimSuffix(path.Base(rel), ".java")
		files = append(files, javaFile{path: rel, class: class, src: stripComments(src)})
		return nil
	})
	if err != nil {
		fatal("%s %s: %v", repo, tag, err)
	}
	sort.Slice(files, func(i, j int) bool { return files[i].path < files[j].path })
	if repo == flinkRepository {
		core = newFlinkCore(tag, files)
	}
	decls := declarations(files)
	enums := enumValues(files)
	res := resolver{decls: decls, enums: enums, core: core, consts: constants(files)}
	for _, f := range files {
		id := factoryIdentifier(f.src)
		if id == "" || !strings.Contains(f.src, "DynamicTable") {
			continue // not a table factory (a module, a catalog, a format)
		}
		c := cat.Connectors[id]
		if c == nil {
			c = &Connector{Repository: repo, Releases: map[string]*Release{}}
			cat.Connectors[id] = c
		}
		r := &Release{Factory: f.path}
		if body := methodBody(f.src, "optionalOptions"); body == "" || strings.Contains(body, "super.optionalOptions()") {
			if m := extendsRe.FindStringSubmatch(f.src); m != nil {
				r.Inherits = m[1]
			}
		}
		for _, which := range []string{"requiredOptions", "optionalOptions"} {
			opts, unresolved := listedOptions(files, f, which, res, 0)
			r.Unresolved = append(r.Unresolved, unresolved...)
			for _, o := range opts {
				if which == "requiredOptions" {
					r.Required = append(r.Required, o.Key)
				} else {
					r.Optional = append(r.Optional, o.Key)
				}
				r.Options = append(r.Options, o)
			}
		}
		module := f.path[:strings.Index(f.path, "/src/main/java/")+1]
		seen := map[string]bool{}
		for _, ds := range decls {
			for _, d := range ds {
				if !strings.HasPrefix(d.file.path, module) {
					continue
				}
				if km := keyRe.FindStringSubmatch(d.expr); km != nil && !seen[km[1]] {
					seen[km[1]] = true
					r.ModuleKeys = append(r.ModuleKeys, km[1])
				}
			}
		}
		sort.Strings(r.ModuleKeys)
		sort.Strings(r.Required)
		sort.Strings(r.Optional)
		sort.Slice(r.Options, func(i, j int) bool { return r.Options[i].Key < r.Options[j].Key })
		core.addInherited(r)
		if prev, ok := c.Releases[tag]; ok && len(prev.Options) >= len(r.Options) {
			continue // two factories of one identifier (a legacy module): keep the larger
		}
		c.Releases[tag] = r
	}
	if repo == hiveRepository {
		if r := hiveRelease(root, files, res); r != nil {
			c := cat.Connectors["hive"]
			if c == nil {
				c = &Connector{Repository: repo, Releases: map[string]*Release{}}
				cat.Connectors["hive"] = c
			}
			c.Releases[tag] = r
		}
	}
	return core
}

// listedOptions are the options f's method which() lists. A factory
// without the method takes its base class's, and one whose method starts
// from super.which() adds them to its base class's, when the repository
// holds the base class (a base class of Flink's own is r.Inherits).
func listedOptions(files []javaFile, f javaFile, which string, res resolver, depth int) (opts []*Option, unresolved []string) {
	owner := f
	for ; methodBody(owner.src, which) == "" && depth < 4; depth++ {
		base := classFile(files, owner.src)
		if base == nil {
			return nil, nil
		}
		owner = *base
	}
	imports := staticImports(owner.src)
	body := methodBody(owner.src, which)
	if m := returnFieldRe.FindStringSubmatch(body); m != nil {
		// return requiredOptions; of a field initialised elsewhere
		if fm := regexp.MustCompile(`\b` + m[1] + `\s*=`).FindStringIndex(owner.src); fm != nil {
			body = statement(owner.src[fm[1]:])
		}
	}
	if strings.Contains(body, "super."+which+"()") && depth < 4 {
		if base := classFile(files, owner.src); base != nil {
			opts, unresolved = listedOptions(files, *base, which, res, depth+1)
		}
	}
	for _, ref := range optionRefs(body) {
		if !strings.Contains(ref, ".") && imports[ref] != "" {
			ref = imports[ref] + "." + ref
		}
		o := res.resolve(ref, owner)
		if o == nil {
			unresolved = append(unresolved, ref)
			continue
		}
		opts = append(opts, o)
	}
	return opts, unresolved
}

// classFile is the file of the class src extends, nil when the
// repository does not hold it.
func classFile(files []javaFile, src string) *javaFile {
	m := extendsRe.FindStringSubmatch(src)
	if m == nil {
		return nil
	}
	for i := range files {
		if files[i].class == m[1] {
			return &files[i]
		}
	}
	return nil
}

// decl is a ConfigOption declaration: its class, constant and expression.
type decl struct {
	file *javaFile
	name string
	expr string
}

var declRe = regexp.MustCompile(`static\s+final\s+ConfigOption<[^=;]*>\s+([A-Z][A-Z0-9_]*)\s*=`)

func declarations(files []javaFile) map[string][]decl {
	out := map[string][]decl{}
	for i := range files {
		f := &files[i]
		for _, m := range declRe.FindAllStringSubmatchIndex(f.src, -1) {
			name := f.src[m[2]:m[3]]
			out[name] = append(out[name], decl{file: f, name: name, expr: statement(f.src[m[1]:])})
		}
	}
	return out
}

// statement is the Java expression up to its ';' (strings and nesting skipped).
func statement(s string) string {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			i = stringEnd(s, i)
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case ';':
			if depth <= 0 {
				return s[:i]
			}
		}
	}
	return s
}

var (
	// ConfigOptions.key("k"), or key("k") with ConfigOptions.key imported statically.
	keyRe        = regexp.MustCompile(`(?:ConfigOptions\s*\.\s*|\b)key\(\s*"([^"]+)"\s*\)`)
	keyConcatRe  = regexp.MustCompile(`(?:ConfigOptions\s*\.\s*|\b)key\(\s*"([^"]*)"\s*\+\s*([A-Z][A-Z0-9_]*)\s*\)`)
	typeRe       = regexp.MustCompile(`\.\s*(stringType|intType|longType|booleanType|doubleType|floatType|durationType|memoryType|mapType|enumType)\(\s*(?:(\w+)\.class)?\s*\)`)
	defaultRe    = regexp.MustCompile(`\.\s*defaultValues?\(`)
	deprecatedRe = regexp.MustCompile(`\.\s*withDeprecatedKeys\(([^)]*)\)`)
	fallbackRe   = regexp.MustCompile(`\.\s*withFallbackKeys\(([^)]*)\)`)
	stringLit    = regexp.MustCompile(`"([^"\\]*(?:\\.[^"\\]*)*)"`)
	aliasRe      = regexp.MustCompile(`^\s*((?:\w+\.)*[A-Z]\w*)\.([A-Z][A-Z0-9_]*)\s*$`)
)

// resolver finds the ConfigOption a constant names, in the repository's
// files or, for Flink's own constants, in Flink's.
type resolver struct {
	decls map[string][]decl
	enums map[string]enumInfo
	core  *flinkCore // nil when no Flink tree was read
	// flink is set when the files are Flink's own: its constants are
	// declared among them.
	flink bool
	// consts are the plain constants (static final fields set to a
	// number, boolean or string literal) of the connector trees, by name.
	consts map[string]string
}

var (
	constDeclRe = regexp.MustCompile(`static\s+final\s+(?:Long|long|Integer|int|Boolean|boolean|Double|double|String)\s+([A-Z][A-Z0-9_]*)\s*=\s*(-?\d+[Ll]?|true|false|"[^"\\]*")\s*;`)
	constRefRe  = regexp.MustCompile(`^(?:[A-Z]\w*\.)?([A-Z][A-Z0-9_]*)$`)
)

// constants maps the plain constants the files declare to their literal;
// a name two files declare with different literals is left out.
func constants(files []javaFile) map[string]string {
	out := map[string]string{}
	clash := map[string]bool{}
	for _, f := range files {
		for _, m := range constDeclRe.FindAllStringSubmatch(f.src, -1) {
			if v, ok := out[m[1]]; ok && v != m[2] {
				clash[m[1]] = true
			}
			out[m[1]] = m[2]
		}
	}
	for name := range clash {
		delete(out, name)
	}
	return out
}

func (res resolver) resolve(ref string, from javaFile) *Option {
	decls := res.decls
	class, name := "", ref
	if i := strings.LastIndex(ref, "."); i >= 0 {
		class, name = ref[:i], ref[i+1:]
		if j := strings.LastIndex(class, "."); j >= 0 {
			class = class[j+1:]
		}
	}
	if key, ok := flinkCoreOptions[class+"."+name]; ok && !res.flink {
		if o := res.core.option(class, name); o != nil && o.Key == key {
			return o
		}
		return &Option{Key: key, Declared: "Flink " + class + "." + name}
	}
	var d *decl
	for i, c := range decls[name] {
		if class == "" || c.file.class == class {
			d = &decls[name][i]
			if class != "" || c.file.path == from.path {
				break
			}
		}
	}
	if d == nil {
		return nil
	}
	if m := aliasRe.FindStringSubmatch(d.expr); m != nil {
		return res.resolve(m[1]+"."+m[2], *d.file)
	}
	key := ""
	if km := keyRe.FindStringSubmatch(d.expr); km != nil {
		key = km[1]
	} else if km := keyConcatRe.FindStringSubmatch(d.expr); km != nil {
		// key("key" + FORMAT_SUFFIX): a String constant of the file, or
		// Flink's FactoryUtil.FORMAT_SUFFIX.
		suffix, ok := flinkCoreStrings[km[2]]
		for _, im := range identRe.FindAllStringSubmatch(d.file.src, -1) {
			if im[1] == km[2] {
				suffix, ok = im[2], true
			}
		}
		if ok {
			key = km[1] + suffix
		}
	}
	if key == "" {
		key = helperKey(d.expr, *d.file)
	}
	if key == "" {
		return nil
	}
	o := &Option{Key: key, Declared: d.file.path}
	var enum enumInfo
	if tm := typeRe.FindStringSubmatch(d.expr); tm != nil {
		o.Type = strings.TrimSuffix(tm[1], "Type")
		if tm[1] == "enumType" {
			enum = res.enum(tm[2])
			o.Enum = enum.values
		}
	}
	o.List = strings.Contains(d.expr, ".asList()")
	if loc := defaultRe.FindStringIndex(d.expr); loc != nil {
		o.Default = strings.Join(strings.Fields(balanced(d.expr[loc[1]-1:])), " ")
		o.Value = flinkText(o.Default, enum)
		if m := constRefRe.FindStringSubmatch(o.Default); o.Value == "" && m != nil && res.consts[m[1]] != "" {
			// defaultValue(ROWS_PER_SECOND_DEFAULT_VALUE): a constant of
			// the repository holding a plain literal (datagen's 10000L).
			o.Value = flinkText(res.consts[m[1]], enum)
		}
	}
	if loc := deprecatedRe.FindStringIndex(d.expr); loc != nil {
		o.Deprecated = keyList(balanced(d.expr[strings.Index(d.expr[loc[0]:], "(")+loc[0]:]), *d.file)
	}
	if loc := fallbackRe.FindStringIndex(d.expr); loc != nil {
		o.Fallback = keyList(balanced(d.expr[strings.Index(d.expr[loc[0]:], "(")+loc[0]:]), *d.file)
	}
	return o
}

// balanced is the text inside the parentheses s starts with.
func balanced(s string) string {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			i = stringEnd(s, i)
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return s[1:i]
			}
		}
	}
	return ""
}

var (
	extendsRe      = regexp.MustCompile(`class\s+\w+\s+extends\s+(\w+)`)
	returnFieldRe  = regexp.MustCompile(`^\{\s*return\s+([a-z]\w*)\s*;\s*\}$`)
	superIDRe      = regexp.MustCompile(`super\(\s*([A-Z][A-Z0-9_]*|"[^"]+")\s*[,)]`)
	staticImportRe = regexp.MustCompile(`import\s+static\s+[\w.]*?\.([A-Z]\w*)\.([A-Z][A-Z0-9_]*)\s*;`)
	identRe        = regexp.MustCompile(`String\s+(\w+)\s*=\s*"([^"]+)"`)
	factoryRe      = regexp.MustCompile(`factoryIdentifier\(\)\s*\{\s*return\s+([^;]+);`)
	optionRefRe    = regexp.MustCompile(`\b((?:[A-Z]\w*\.)?[A-Z][A-Z0-9_]+)\b`)
)

func factoryIdentifier(src string) string {
	m := factoryRe.FindStringSubmatch(src)
	if m == nil {
		// A subclass that hands its identifier to the base factory:
		// super(FACTORY_IDENTIFIER, ...).
		if !extendsRe.MatchString(src) || !strings.Contains(src, "DynamicTableFactory") && !strings.Contains(src, "Factory") {
			return ""
		}
		sm := superIDRe.FindStringSubmatch(src)
		if sm == nil {
			return ""
		}
		m = []string{"", sm[1]}
	}
	v := strings.TrimSpace(m[1])
	if s := stringLit.FindStringSubmatch(v); s != nil && strings.HasPrefix(v, `"`) {
		return s[1]
	}
	for _, im := range identRe.FindAllStringSubmatch(src, -1) {
		if im[1] == v {
			return im[2]
		}
	}
	return ""
}

// staticImports maps the constants a file imports statically to their class.
func staticImports(src string) map[string]string {
	out := map[string]string{}
	for _, m := range staticImportRe.FindAllStringSubmatch(src, -1) {
		out[m[2]] = m[1]
	}
	return out
}

// methodBody is the body of the method name() of src.
func methodBody(src, name string) string {
	i := strings.Index(src, name+"()")
	if i < 0 {
		return ""
	}
	j := strings.Index(src[i:], "{")
	if j < 0 {
		return ""
	}
	s := src[i+j:]
	depth := 0
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return s[:k+1]
			}
		}
	}
	return s
}

// optionRefs are the constants a factory's option method lists.
func optionRefs(body string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range optionRefRe.FindAllStringSubmatch(body, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	return out
}

var (
	enumRe = regexp.MustCompile(`enum\s+(\w+)\s*(?:implements[^{]*)?\{`)
	// Constants start with a capital: ALL, and JobManagerOptions.SchedulerType's Default.
	enumConstRe = regexp.MustCompile(`(?s)^([A-Z]\w*)\s*(\((.*))?$`)
)

// enumValues are the values each enum of the files reads from: the string
// its constructor takes (the enums of connector options return it from
// toString(), which Flink matches), else the constant's name.
func enumValues(files []javaFile) map[string]enumInfo {
	out := map[string]enumInfo{}
	for _, f := range files {
		for _, m := range enumRe.FindAllStringSubmatchIndex(f.src, -1) {
			name := f.src[m[2]:m[3]]
			body := f.src[m[1]:]
			end := constantsEnd(body)
			if end < 0 {
				continue
			}
			info := enumInfo{constants: map[string]string{}}
			for _, c := range splitTop(body[:end]) {
				c = strings.TrimSpace(c)
				cm := enumConstRe.FindStringSubmatch(c)
				if cm == nil {
					continue
				}
				v := cm[1]
				if s := stringLit.FindStringSubmatch(cm[3]); s != nil && strings.HasPrefix(strings.TrimSpace(cm[3]), `"`) {
					v = s[1]
				}
				info.values = append(info.values, v)
				info.constants[cm[1]] = v
			}
			if _, seen := out[name]; !seen {
				out[name] = info // the first enum of that name
			}
		}
	}
	return out
}

// constantsEnd is where an enum body's constants end: the first ';' or
// the closing '}' outside strings and parentheses.
func constantsEnd(body string) int {
	depth := 0
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '"':
			i = stringEnd(body, i)
		case '(', '{':
			depth++
		case ')':
			depth--
		case '}':
			if depth == 0 {
				return i
			}
			depth--
		case ';':
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// splitTop splits enum constants at the commas outside parentheses.
func splitTop(s string) []string { return splitOutside(s, ',') }

// splitOutside splits a Java expression at each sep outside strings and
// parentheses.
func splitOutside(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			i = stringEnd(s, i)
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// stringEnd is the index of the '"' that closes the Java string literal
// opening at s[i], or len(s) when it is not closed; escapes are skipped.
func stringEnd(s string, i int) int {
	for i++; i < len(s) && s[i] != '"'; i++ {
		if s[i] == '\\' {
			i++
		}
	}
	return i
}

// stripComments removes // and /* */ comments, keeping strings.
func stripComments(src string) string {
	var b strings.Builder
	for i := 0; i < len(src); i++ {
		switch {
		case src[i] == '"':
			j := i + 1
			for ; j < len(src) && src[j] != '"' && src[j] != '\n'; j++ {
				if src[j] == '\\' {
					j++
				}
			}
			b.WriteString(src[i:min(j+1, len(src))])
			i = j
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
			b.WriteByte('\n')
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return b.String()
			}
			i += end + 3
		default:
			b.WriteByte(src[i])
		}
	}
	return b.String()
}
