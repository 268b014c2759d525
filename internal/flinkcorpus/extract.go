package flinkcorpus

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Source is a read-only tree of Flink's repository at one revision.
type Source interface {
	Files() []string
	Read(path string) (string, bool)
}

// DirTree reads a tree exported into a directory (bench/flinkcorpus/run
// exports each pinned tag with git archive).
type DirTree struct {
	root  string
	files []string
	set   map[string]bool
}

// OpenDir lists the files under root.
func OpenDir(root string) (*DirTree, error) {
	d := &DirTree{root: root, set: map[string]bool{}}
	err := filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		d.files = append(d.files, rel)
		d.set[rel] = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(d.files)
	return d, nil
}

// Files lists the tree's files, sorted.
func (d *DirTree) Files() []string { return d.files }

// Read returns a file's content.
func (d *DirTree) Read(path string) (string, bool) {
	if !d.set[path] {
		return "", false
	}
	b, err := os.ReadFile(filepath.Join(d.root, filepath.FromSlash(path)))
	if err != nil {
		return "", false
	}
	return string(b), true
}

// testRoots are the modules whose tests the extractor reads.
var testRoots = []string{
	"flink-table/flink-table-planner/src/test/",
	"flink-table/flink-table-api-java/src/test/",
	"flink-table/flink-sql-client/src/test/",
	"flink-table/flink-sql-gateway/src/test/",
}

func inTestRoots(p string) bool {
	for _, r := range testRoots {
		if strings.HasPrefix(p, r) {
			return true
		}
	}
	return false
}

// Extract reads every case of the tree at tag.
func Extract(src Source, tag string) ([]Case, []Skip) {
	var cases []Case
	var skips []Skip
	byName := map[string]string{}
	var sources []string
	for _, f := range src.Files() {
		if !inTestRoots(f) {
			continue
		}
		switch {
		case strings.HasSuffix(f, ".java") || strings.HasSuffix(f, ".scala"):
			base := f[strings.LastIndexByte(f, '/')+1:]
			byName[strings.TrimSuffix(strings.TrimSuffix(base, ".java"), ".scala")] = f
			sources = append(sources, f)
		case strings.HasSuffix(f, ".q"):
			text, ok := src.Read(f)
			if ok {
				cases = append(cases, scriptCases(f, tag, text)...)
			}
		}
	}
	x := &extractor{src: src, tag: tag, byName: byName, parsed: map[string]*class{}}
	for _, f := range sources {
		text, ok := src.Read(f)
		if !ok || !(strings.Contains(text, "@Test") || strings.Contains(text, "@ParameterizedTest") || strings.Contains(text, "extends "+functionTestBase)) {
			continue
		}
		c, s := x.classCases(f, text)
		cases = append(cases, c...)
		skips = append(skips, s...)
	}
	return cases, skips
}

type extractor struct {
	src    Source
	tag    string
	byName map[string]string
	parsed map[string]*class
}

func (x *extractor) class(path string) *class {
	if c, ok := x.parsed[path]; ok {
		return c
	}
	text, ok := x.src.Read(path)
	if !ok {
		x.parsed[path] = nil
		return nil
	}
	c := parseClass(path, text)
	x.parsed[path] = c
	return c
}

// setup runs the setup of a class and its test base classes: field
// initialisers and constructor statements, then @BeforeEach methods.
func (x *extractor) setup(c *class, st *state, depth int) {
	if depth > 5 {
		return
	}
	if base, ok := x.byName[c.extends]; ok && c.extends != "" && c.extends != c.name {
		if bc := x.class(base); bc != nil {
			x.setup(bc, st, depth+1)
		}
	}
	w := &walker{c: c, tag: x.tag}
	for _, r := range c.outside {
		w.walk(st, r[0], r[1])
	}
	for _, m := range c.methods {
		if m.isSetup() {
			w.method = m.name
			c.sc.locals = nil
			c.sc.collect(c.toks, m.start, m.end, false)
			w.walk(st, m.start, m.end)
		}
	}
	c.sc.locals = nil
}

func (x *extractor) classCases(path, text string) ([]Case, []Skip) {
	c := parseClass(path, text)
	x.parsed[path] = c
	st := &state{opaque: map[string]bool{}}
	if strings.Contains(path, "/batch/") {
		st.batch = true
	}
	x.setup(c, st, 0)
	if streaming, batch := modeWords(c.toks); streaming && !batch && !strings.Contains(path, "/batch/") {
		// A base class shared by streaming and batch tests (TableTestBase,
		// whose file also defines the batch test util) does not choose the
		// mode: a class whose own text names only the streaming one (a
		// streamTestUtil() in a method its base's setup calls) runs in
		// streaming mode.
		st.batch = false
	}
	plans := x.plans(path)
	helpers := x.helpers(c, 0)
	partial := c.partialProgram()
	var cases []Case
	var skips []Skip
	for _, m := range c.methods {
		if !m.isTest() {
			continue
		}
		w := &walker{c: c, tag: x.tag, method: m.name, test: true, helpers: helpers}
		c.sc.locals = nil
		c.sc.collect(c.toks, m.start, m.end, false)
		w.walk(st.clone(), m.start, m.end)
		if m.expected != "" && len(w.cases) > 0 {
			last := &w.cases[len(w.cases)-1]
			last.Outcome, last.Source, last.Exception = Rejected, "exception", m.expected
		}
		w.flushPending()
		applyExecNodes(w.cases, plans[m.name], path)
		for _, k := range w.cases {
			if partial && k.Source == "plan" {
				skips = append(skips, Skip{Reason: "plan test of an optimizer rule with a program of its own: Flink does not plan the statement to the end", File: path, Method: m.name})
				continue
			}
			cases = append(cases, k)
		}
		skips = append(skips, w.skips...)
	}
	if x.extendsFunctionTestBase(c) {
		fc, fs := x.functionCases(c)
		cases = append(cases, fc...)
		skips = append(skips, fs...)
	}
	return cases, skips
}

// helpers are the methods of a class and its bases that are no tests.
func (x *extractor) helpers(c *class, depth int) map[string]method {
	out := map[string]method{}
	if base, ok := x.byName[c.extends]; ok && depth < 5 && c.extends != c.name {
		if bc := x.class(base); bc != nil {
			for k, v := range x.helpers(bc, depth+1) {
				out[k] = v
			}
		}
	}
	for _, m := range c.methods {
		if !m.isTest() && !m.isSetup() && m.kind != "" {
			out[m.name] = m
		}
	}
	return out
}

// plans reads the plan resource (.xml) of a plan test class: the plans of
// each test method, by name without a parameter suffix.
func (x *extractor) plans(path string) map[string][]string {
	var res string
	for _, lang := range []string{"/src/test/java/", "/src/test/scala/"} {
		if strings.Contains(path, lang) {
			res = strings.Replace(path, lang, "/src/test/resources/", 1)
		}
	}
	res = strings.TrimSuffix(strings.TrimSuffix(res, ".java"), ".scala") + ".xml"
	text, ok := x.src.Read(res)
	if !ok {
		return nil
	}
	var root struct {
		Cases []struct {
			Name string `xml:"name,attr"`
			Res  []struct {
				Name string `xml:"name,attr"`
				Text string `xml:",chardata"`
			} `xml:"Resource"`
		} `xml:"TestCase"`
	}
	if err := xml.NewDecoder(bytes.NewReader([]byte(text))).Decode(&root); err != nil {
		return nil
	}
	out := map[string][]string{}
	for _, tc := range root.Cases {
		name := tc.Name
		if k := strings.IndexByte(name, '['); k >= 0 {
			params := strings.ToLower(strings.ReplaceAll(name[k:], " ", ""))
			name = name[:k]
			if strings.Contains(params, "isbatch=true") || strings.Contains(params, "isbatch:true") ||
				strings.Contains(params, "isstreaming=false") || strings.Contains(params, "isstreaming:false") ||
				strings.Contains(params, "batch_mode") || strings.Contains(params, "mode=batch") {
				continue // a batch variant: its plan is not a streaming one
			}
		}
		for _, r := range tc.Res {
			if strings.HasPrefix(r.Name, "optimized") {
				out[name] = append(out[name], r.Text)
			}
		}
	}
	return out
}

// Messages of the exec nodes whose translation into operators throws
// (apache/flink StreamExecSort, StreamExecTemporalJoin).
const (
	msgNonTemporalSort  = "Sort on a non-time-attribute field is not supported."
	msgProcTimeTemporal = "Processing-time temporal join is not supported yet."
	// StreamExecOverAggregate.translateToPlanInternal, every release.
	msgOverSingleKey = "The window can only be ordered by a single time column."
	msgOverAscending = "The window can only be ordered in ASCENDING mode."
)

// applyExecNodes turns a streaming plan test whose plan holds an exec node
// that throws when it is translated into a rejected case. Only a method
// with one plan case is judged (its plans are the method's).
func applyExecNodes(cases []Case, plans []string, path string) {
	if len(plans) == 0 || strings.Contains(path, "/batch/") {
		return
	}
	idx := -1
	for k, c := range cases {
		if c.Source == "plan" {
			if idx >= 0 {
				return
			}
			idx = k
		}
	}
	if idx < 0 || cases[idx].Batch {
		return
	}
	msg := ""
	for _, p := range plans {
		if m := execRejection(p); m != "" {
			msg = m
		}
	}
	if msg != "" {
		cases[idx].Outcome, cases[idx].Source, cases[idx].Exception, cases[idx].Message = Rejected, "execnode", "TableException", msg
	}
}

// execRejection is the message of the first node of a streaming plan whose
// translation throws, "" when none does.
func execRejection(plan string) string {
	for _, l := range strings.Split(plan, "\n") {
		t := strings.TrimLeft(l, " :+-|")
		switch {
		case strings.HasPrefix(t, "Sort("):
			return msgNonTemporalSort
		case strings.HasPrefix(t, "OverAggregate("):
			if m := overOrder(t); m != "" {
				return m
			}
		case strings.Contains(t, "WindowAggregate(") && strings.Index(t, "WindowAggregate(") < strings.IndexByte(t, '('):
			if m := slicingWindow(t); m != "" {
				return m
			}
		case strings.HasPrefix(t, "TemporalJoin("):
			k := strings.Index(t, "__TEMPORAL_JOIN_CONDITION(")
			if k < 0 {
				continue
			}
			args := topArgs(t[k+len("__TEMPORAL_JOIN_CONDITION("):])
			if len(args) == 1 || len(args) > 1 && strings.HasPrefix(strings.TrimSpace(args[1]), "__TEMPORAL_JOIN_") {
				return msgProcTimeTemporal
			}
		}
	}
	return ""
}

// overOrder is the message of a streaming OverAggregate whose ORDER BY
// StreamExecOverAggregate rejects: more than one key, or a key sorted
// descending. A plan without ORDER BY (orderBy=[]) is not judged here.
func overOrder(node string) string {
	k := strings.Index(node, "orderBy=[")
	if k < 0 {
		return ""
	}
	rest := node[k+len("orderBy=["):]
	end := strings.IndexByte(rest, ']')
	if end <= 0 {
		return ""
	}
	keys := strings.Split(rest[:end], ", ")
	switch {
	case len(keys) > 1:
		return msgOverSingleKey
	case strings.HasSuffix(keys[0], " DESC"):
		return msgOverAscending
	}
	return ""
}

// topArgs splits "a, f(b, c), d) ..." at its top-level commas up to the
// closing parenthesis.
func topArgs(s string) []string {
	var out []string
	d, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			d++
		case ')':
			if d == 0 {
				return append(out, s[start:i])
			}
			d--
		case ',':
			if d == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return out
}

// Split is the part of the corpus a class belongs to: "eval" for a fifth
// of the classes by the FNV-1a hash of the class name, "dev" for the rest.
func Split(class string) string {
	h := fnv.New32a()
	_, _ = h.Write([]byte(class))
	if h.Sum32()%5 == 0 {
		return "eval"
	}
	return "dev"
}

// SortCases orders cases by file, line and SQL.
func SortCases(cs []Case) {
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.SQL < b.SQL
	})
}

var (
	hopWindow      = regexp.MustCompile(`window=\[HOP\([^\]]*\][^\]]*?size=\[([^\]]+)\], slide=\[([^\]]+)\]`)
	cumulateWindow = regexp.MustCompile(`window=\[CUMULATE\([^\]]*\][^\]]*?max_size=\[([^\]]+)\], step=\[([^\]]+)\]`)
)

// slicingWindow is the message of a window aggregate over a HOP whose size
// is no multiple of its slide or a CUMULATE whose max size is no multiple
// of its step (apache/flink StreamExecWindowAggregateBase#createSliceAssigner).
func slicingWindow(node string) string {
	if m := hopWindow.FindStringSubmatch(node); m != nil {
		size, ok1 := planMillis(m[1])
		slide, ok2 := planMillis(m[2])
		if ok1 && ok2 && slide > 0 && size%slide != 0 {
			return fmt.Sprintf("HOP table function based aggregate requires size must be an integral multiple of slide, but got size %d ms and slide %d ms", size, slide)
		}
	}
	if m := cumulateWindow.FindStringSubmatch(node); m != nil {
		size, ok1 := planMillis(m[1])
		step, ok2 := planMillis(m[2])
		if ok1 && ok2 && step > 0 && size%step != 0 {
			return fmt.Sprintf("CUMULATE table function based aggregate requires maxSize must be an integral multiple of step, but got maxSize %d ms and step %d ms", size, step)
		}
	}
	return ""
}

// planMillis reads a duration as a plan prints it: "1 h", "25 min", "5 s",
// "100 ms", "1 d".
func planMillis(s string) (int64, bool) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return 0, false
	}
	n, err := strconv.ParseInt(f[0], 10, 64)
	if err != nil {
		return 0, false
	}
	unit := map[string]int64{"ms": 1, "s": 1000, "min": 60000, "h": 3600000, "d": 86400000}[f[1]]
	if unit == 0 {
		return 0, false
	}
	return n * unit, true
}

// modeWords reports whether a class's tokens name the streaming mode
// (streamTestUtil, inStreamingMode, STREAMING) and the batch one
// (batchTestUtil, inBatchMode, BATCH), as the walker reads them.
func modeWords(toks []token) (streaming, batch bool) {
	for _, t := range toks {
		if t.kind != tIdent {
			continue
		}
		switch lower := strings.ToLower(t.text); {
		case lower == "batchtestutil" || lower == "inbatchmode" || t.text == "BATCH":
			batch = true
		case lower == "streamtestutil" || lower == "instreamingmode" || t.text == "STREAMING":
			streaming = true
		}
	}
	return streaming, batch
}
