package flinkcorpus

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Message is one error message of Flink's table modules (or of Calcite's
// validator) as its source writes it: the literal text with {} where the
// source computes a part.
type Message struct {
	Exception string   // ValidationException, TableException, SqlValidatorException (Calcite)
	Template  string   // the message, {} for each computed part
	Module    string   // flink-table-planner, flink-table-api-java, flink-table-common, calcite-core
	Where     string   // file:line of the first place that throws it
	Versions  []string // the tags (or Calcite versions) it was read at
	Class     string   // see Classify
}

// messageModules are the modules whose main sources are read.
var messageModules = []string{
	"flink-table/flink-table-planner/src/main/",
	"flink-table/flink-table-api-java/src/main/",
	"flink-table/flink-table-common/src/main/",
}

// thrown are the exceptions whose construction sites are read.
var thrown = map[string]bool{"ValidationException": true, "TableException": true, "SqlValidateException": true}

// Messages reads the messages of the ValidationExceptions and
// TableExceptions Flink's table modules construct, and the Calcite
// validator messages (RESOURCE.x() of CalciteResource) Flink's copies of
// Calcite's classes name. It returns the messages and the number of
// construction sites whose message is computed entirely (no literal text).
func Messages(src Source, version string) (msgs []Message, computed int) {
	for _, f := range src.Files() {
		module := ""
		for _, m := range messageModules {
			if strings.HasPrefix(f, m) {
				module = strings.Split(m, "/")[1]
			}
		}
		if module == "" || !(strings.HasSuffix(f, ".java") || strings.HasSuffix(f, ".scala")) {
			continue
		}
		text, ok := src.Read(f)
		if !ok {
			continue
		}
		toks := lex(text)
		java := strings.HasSuffix(f, ".java")
		for i := 0; i+2 < len(toks); i++ {
			if !toks[i].isIdent("new") || toks[i+1].kind != tIdent || !thrown[toks[i+1].text] || !toks[i+2].is("(") {
				continue
			}
			args, _ := argRanges(toks, i+2)
			if len(args) == 0 {
				continue
			}
			tpl := template(toks[args[0][0]:args[0][1]], java)
			if !hasWords(tpl) {
				computed++
				continue
			}
			msgs = append(msgs, Message{Exception: toks[i+1].text, Template: tpl, Module: module,
				Where: fmt.Sprintf("%s:%d", f, toks[i].line), Versions: []string{version}})
		}
	}
	return msgs, computed
}

var calciteMessage = regexp.MustCompile(`(?s)@BaseMessage\("((?:[^"\\]|\\.)*)"\)\s*(?:@Property\([^)]*\)\s*)*ExInst<SqlValidatorException>\s+(\w+)\(`)

// CalciteMessages reads Calcite's validator messages (the
// ExInst<SqlValidatorException> resources of CalciteResource) that the
// sources under sqlDirs of calcite (its validator, operators and type
// checkers) or Flink's planner name as RESOURCE.x(.
func CalciteMessages(calcite Source, flink Source, version string) []Message {
	res, ok := calcite.Read("core/src/main/java/org/apache/calcite/runtime/CalciteResource.java")
	if !ok {
		return nil
	}
	used := map[string]string{}
	scan := func(src Source, prefix string) {
		for _, f := range src.Files() {
			if !strings.HasPrefix(f, prefix) || !strings.HasSuffix(f, ".java") {
				continue
			}
			text, ok := src.Read(f)
			if !ok {
				continue
			}
			for _, m := range resourceUse.FindAllStringSubmatchIndex(text, -1) {
				name := text[m[2]:m[3]]
				if _, seen := used[name]; !seen {
					used[name] = fmt.Sprintf("%s:%d", f, strings.Count(text[:m[0]], "\n")+1)
				}
			}
		}
	}
	scan(calcite, "core/src/main/java/org/apache/calcite/sql/")
	if flink != nil {
		scan(flink, "flink-table/flink-table-planner/src/main/")
	}
	var out []Message
	for _, m := range calciteMessage.FindAllStringSubmatch(res, -1) {
		where, ok := used[m[2]]
		if !ok {
			continue
		}
		tpl := calcitePlaceholder.ReplaceAllString(unescape(m[1]), "{}")
		tpl = strings.ReplaceAll(tpl, "''", "'")
		out = append(out, Message{Exception: "SqlValidatorException", Template: tpl, Module: "calcite-core",
			Where: where + " (" + m[2] + ")", Versions: []string{version}})
	}
	return out
}

var (
	resourceUse        = regexp.MustCompile(`RESOURCE\s*\.\s*(\w+)\s*\(`)
	calcitePlaceholder = regexp.MustCompile(`\{\d+(,[^}]*)?\}`)
)

// template renders a message expression: literals as they are, a
// String.format's format with {} for its %s, anything computed as {}.
func template(toks []token, java bool) string {
	sc := &scope{java: java, consts: map[string]string{}}
	var b strings.Builder
	i := 0
	for i < len(toks) {
		t := toks[i]
		switch {
		case t.kind == tString && t.interp != "":
			b.WriteString(interpolationTemplate(t.text))
			i++
		case t.kind == tString:
			v, _ := sc.literal(t)
			b.WriteString(v)
			i++
		case (t.isIdent("format") || t.isIdent("String") && i+2 < len(toks) && toks[i+2].isIdent("format")) && formatOpen(toks, i) > 0:
			open := formatOpen(toks, i)
			args, end := argRanges(toks, open)
			if len(args) > 0 {
				b.WriteString(formatVerbs.ReplaceAllString(template(toks[args[0][0]:args[0][1]], java), "{}"))
			}
			i = end + 1
		default:
			// A computed term: skip to the next top-level +.
			d := 0
			for ; i < len(toks); i++ {
				x := toks[i]
				if x.is("(") || x.is("[") || x.is("{") {
					d++
				} else if x.is(")") || x.is("]") || x.is("}") {
					d--
				} else if d == 0 && x.is("+") {
					break
				}
			}
			b.WriteString("{}")
		}
		// Postfix calls on a term (.stripMargin, .trim).
		for i+1 < len(toks) && toks[i].is(".") && toks[i+1].kind == tIdent {
			i += 2
			if i < len(toks) && toks[i].is("(") {
				i = matching(toks, i) + 1
			}
		}
		if i < len(toks) && toks[i].is("+") {
			i++
		}
	}
	s := strings.Join(strings.Fields(b.String()), " ")
	for strings.Contains(s, "{}{}") {
		s = strings.ReplaceAll(s, "{}{}", "{}")
	}
	return s
}

var formatVerbs = regexp.MustCompile(`%[-#+ 0-9.]*[sdfbxXnc]`)

func formatOpen(toks []token, i int) int {
	if toks[i].isIdent("format") && i+1 < len(toks) && toks[i+1].is("(") {
		return i + 1
	}
	if i+3 < len(toks) && toks[i+1].is(".") && toks[i+2].isIdent("format") && toks[i+3].is("(") {
		return i + 3
	}
	return 0
}

var interpolated = regexp.MustCompile(`\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*`)

func interpolationTemplate(s string) string {
	return interpolated.ReplaceAllString(s, "{}")
}

var word = regexp.MustCompile(`[A-Za-z]{3,}`)

func hasWords(s string) bool { return word.MatchString(s) }

// The classes of a message.
const (
	ClassText      = "text"      // decidable from the job's text
	ClassConnector = "connector" // decidable with the connector facts flinklint has
	ClassRuntime   = "runtime"   // needs run time, user code or an external catalog
	ClassInternal  = "internal"  // no user-facing message: an invariant of the planner
)

var (
	internalMessage  = regexp.MustCompile(`(?i)\bbug\b|should not|should never|shouldn't|not expected|unexpected|unreachable|please (file|report)|illegal state|not implemented|must not be null|cannot be null|is null|Unsupported (call|node|rel|RelNode|rex|expression|type root|logical type|LogicalType)|Unknown (rel|node|expression|type root)|This is a|internal error|Invalid (rel|node)|ExecNode|RelNode|RexNode|RelTrait|Calc\b|codegen|code gen|\bgenerat|Expected \{\}|^\{\}$|^(Unsupported|Unknown|Invalid|Illegal) \{\}\.?$|^Not supported yet\.?$|^Unsupported\.?$`)
	runtimeMessage   = regexp.MustCompile(`(?i)serializ|class ?loader|instantiat|reflect|\bjar\b|\bclass\b|implementation method|\beval\b|accumulator|\bhive\b|checkpoint|savepoint|state backend|json plan|compiled plan|\bplan (file|json)|resource|python|user-defined function|TypeInformation|DataStream|legacy|Could not (execute|read|write|load|create|find|open|close|get|access|drop|alter|list)|Failed to (execute|read|write|load|create|find|open|get|drop|alter|list|restore|register|instantiate|convert)|persist|external|file system|filesystem|\bfile\b|\bpath\b|\bURI\b|job\b|cluster|executor|\bmodel provider|ML_PREDICT|remote|timeout|\basync\b|catalog store|CatalogStore`)
	connectorMessage = regexp.MustCompile(`(?i)connector|factory|factories|DynamicTable(Source|Sink)|table source|table sink|\bsource\b|\bsink\b|lookup|changelog|upsert|\bformat\b|option|partition|bucket|Supports[A-Z]|push|metadata|ScanTableSource|LookupTableSource`)
)

// Classify says what deciding a message needs, by its words (the
// patterns above, tried in the order internal, runtime, connector; the
// rest is decidable from the text). See bench/flinkcorpus/README.md.
func Classify(m Message) string {
	switch {
	case internalMessage.MatchString(m.Template) || strings.Contains(m.Where, "/plan/nodes/exec/serde/") || strings.Contains(m.Where, "/codegen/"):
		return ClassInternal
	case runtimeMessage.MatchString(m.Template) || strings.Contains(m.Where, "/functions/python/") || strings.Contains(m.Where, "/runtime/"):
		return ClassRuntime
	case connectorMessage.MatchString(m.Template):
		return ClassConnector
	}
	return ClassText
}

// MergeMessages joins the messages of several versions: one entry per
// exception and template, with every version it was read at.
func MergeMessages(lists ...[]Message) []Message {
	var out []Message
	idx := map[string]int{}
	for _, l := range lists {
		for _, m := range l {
			k := m.Exception + "\x00" + m.Template
			if j, ok := idx[k]; ok {
				if vs := out[j].Versions; vs[len(vs)-1] != m.Versions[0] {
					out[j].Versions = append(out[j].Versions, m.Versions[0])
				}
				continue
			}
			idx[k] = len(out)
			m.Class = Classify(m)
			out = append(out, m)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Module != out[j].Module {
			return out[i].Module < out[j].Module
		}
		return out[i].Where < out[j].Where
	})
	return out
}

// Chunks are the literal parts of a template at least n bytes long.
func Chunks(tpl string, n int) []string {
	var out []string
	for _, p := range strings.Split(tpl, "{}") {
		p = strings.Trim(p, " '`\".:,;()[]")
		if len(p) >= n {
			out = append(out, p)
		}
	}
	return out
}

// minPatternLiteral is the least literal text (the parts of a template
// together, trimmed of the punctuation around its computed parts) for
// MessagePattern to stand for a message.
const minPatternLiteral = 16

// MessagePattern matches a message of a template in one line of text, in
// Go source or in Flink's message, when its literal parts are short: the
// parts in order, each computed part ({}, with the quotes and punctuation
// around it) standing for any text of the line, as a Go check words it
// with fmt's verbs or a concatenation (Flink's "Column '{}' not found in
// any table" is "Column '%s' not found in any table" in Go). A template
// without a computed part is its whole message: the text must not go on
// with more words ("Incompatible types" is no "Incompatible types for sink
// column"). Nil when the literal parts together are under
// minPatternLiteral bytes, or when the template is one literal part and
// computed parts ("{} is not supported." words half the messages there
// are).
func MessagePattern(tpl string) *regexp.Regexp {
	parts := Chunks(tpl, 1)
	total := 0
	for _, p := range parts {
		total += len(p)
	}
	computed := strings.Contains(tpl, "{}")
	if total < minPatternLiteral || (computed && len(parts) < 2) {
		return nil
	}
	quoted := make([]string, len(parts))
	for i, p := range parts {
		quoted[i] = regexp.QuoteMeta(p)
	}
	expr := strings.Join(quoted, `[^\n]*?`)
	if !computed {
		expr += `(?:$|[^\w ])`
	}
	return regexp.MustCompile(expr)
}
