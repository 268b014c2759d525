package pyparse

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/flink"
)

// extractor holds the state of one Parse call.
type extractor struct {
	*evaluator
	out *Module

	sqlSeen map[int]map[string]bool // SQL texts extracted, by the call they reach
	// reaches memoises reachOf, node by node: each node's reach is its
	// parent's with its own branch applied. Those of the main file's
	// nodes are kept by node index (0: not known yet, else reach+1): a
	// map of them was a twelfth of the allocations of a 1 MB file.
	reaches     []uint8
	reachesElse map[*syntaxNode]reach
	reachPath   []*syntaxNode // reused by reachOf
	fileSeen    map[string]bool
	calls       []triggerCall
	descs       *descriptorSet
	ops         map[*syntaxNode]int
	// unreached is set while the SQL of a function nothing calls is
	// extracted (SQLText.Unreached).
	unreached bool
	// runs are the other files whose functions the job runs (Module.Runs).
	runs map[string]bool
}

// triggerCall is a call whose callee name is one we care about.
type triggerCall struct {
	call *syntaxNode
	name string // last component of the callee
	fn   *syntaxNode
}

// containsFold reports whether src contains the lower-case ASCII word, in any
// case, without the copy a bytes.ToLower of the whole file would make.
func containsFold(src []byte, word string) bool {
	for i := bytes.IndexByte(src, word[0]); i >= 0 && i+len(word) <= len(src); {
		if bytes.EqualFold(src[i:i+len(word)], []byte(word)) {
			return true
		}
		j := bytes.IndexByte(src[i+1:], word[0])
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// callOf describes the call n when its callee is a name or an attribute,
// possibly parenthesised, as in (t_env.execute_sql)("..."): fn is the name
// or attribute (inside the parentheses), name its last identifier.
//
// The name comes from names: a file's calls name the same few methods, and
// so do the files of a repository.
func callOf(n *syntaxNode, src []byte, names nameTable) (t triggerCall, ok bool) {
	fn, id := calleeOf(n)
	if id == nil {
		return t, false
	}
	return triggerCall{call: n, name: names.get(src[id.start:id.end]), fn: fn}, true
}

// calleeOf is callOf's fn and the identifier that names the call (nil when
// the callee is neither a name nor an attribute).
func calleeOf(n *syntaxNode) (fn, id *syntaxNode) {
	fn = n.childByField("function")
	for i := 0; fn != nil && fn.kind() == "parenthesized_expression" && i < 64; i++ {
		if len(fn.namedKids()) != 1 {
			return nil, nil
		}
		fn = fn.namedKids()[0]
	}
	id = fn
	if fn != nil && fn.kind() == "attribute" {
		id = fn.childByField("attribute")
	}
	if id == nil || id.kind() != "identifier" {
		return nil, nil
	}
	return fn, id
}

// sortByName orders calls by where their callee's name is written.
func sortByName(calls []triggerCall) {
	sort.SliceStable(calls, func(i, j int) bool { return calls[i].nameStart() < calls[j].nameStart() })
}

// nameStart is where the callee's last name begins.
func (t triggerCall) nameStart() int {
	if t.fn.kind() == "attribute" {
		if id := t.fn.childByField("attribute"); id != nil {
			return id.start
		}
	}
	return t.fn.start
}

// triggers are the callee names that start an extraction: the setting
// triggers and these.
var triggers = func() map[string]bool {
	t := map[string]bool{
		"execute_sql": true, "sql_query": true, "add_insert_sql": true, "explain_sql": true, "compile_plan_sql": true,
		"add_jars":      true,
		"for_connector": true, "create_temporary_table": true, "create_table": true, "execute_insert": true,
		"add_insert": true, "from_path": true, "from_descriptor": true, "insert_into": true,
		"for_row_format": true, "for_bulk_format": true, "uid": true,
		"open": true, "read_text": true, "get_data": true,
		"from_collection": true, "from_elements": true, "NumberSequenceSource": true, "process_static_file_set": true,
		"add_source": true, "from_source": true, "monitor_continuously": true, "to_data_stream": true,
		"to_append_stream": true, "to_changelog_stream": true, "to_retract_stream": true,
	}
	for name := range settingTriggers {
		t[name] = true
	}
	return t
}()

func isIdentStart(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

func isIdentByte(c byte) bool { return isIdentStart(c) || '0' <= c && c <= '9' }

// run performs the extraction on the main file.
func (x *extractor) run() {
	f := x.main
	x.sqlSeen = map[int]map[string]bool{}
	x.fileSeen = map[string]bool{}
	x.ops = map[*syntaxNode]int{}
	x.collectErrors()
	x.collectTriggers()
	x.collectPyFlinkNames()
	x.out.Fills = x.fillsOf(f)
	c := &ctx{f: f}
	x.mainCtx = c
	x.memo = x.p.memoMap()
	x.collectPyFlinkMembers()
	// A *.sql path is spelled somewhere in the file (or it is not found).
	sqlMentioned := containsFold(f.src, ".sql")
	x.followReads = sqlMentioned
	// So is the runtime properties file of AWS Managed Flink.
	awsMentioned := containsFold(f.src, "application_properties.json")
	for _, t := range x.calls {
		x.depth = 0
		if x.steps > evalBudget {
			// Spent outside an evaluation (name resolution, helpers): the
			// triggers from here on are not followed.
			x.noteLimit(spanOf(t.call), x.stepLimit())
		}
		switch r := x.reachOf(t.call); {
		case r == deadBranch && !flink.IsDeploymentCall(t.name):
			continue
		case r == unreferenced && sqlTriggers[t.name]:
			// Not part of the job as it runs; its SQL is still checked on
			// its own (the model gives it no deployment). Settings made
			// there are kept: a job that may enable checkpointing is not
			// told it does not.
			x.unreached = true
			x.extractSQL(t, c)
			x.unreached = false
			continue
		}
		switch t.name {
		case "execute_sql", "sql_query", "add_insert_sql", "explain_sql", "compile_plan_sql":
			x.extractSQL(t, c)
		case "open", "read_text", "get_data":
			if sqlMentioned || awsMentioned {
				x.extractFileRead(t, c)
			}
		default:
			x.extractOther(t, c)
		}
	}
	x.importedHelperSettings()
	x.finishDescriptors(c)
	x.tableAPI(c)
	x.importedMethodCalls()
	for p := range x.runs {
		x.out.Runs = append(x.out.Runs, p)
	}
	sort.Strings(x.out.Runs)
	x.out.TableAPISeen = x.out.TableAPISeen && len(x.out.Runs) == 0
}

// collectTriggers finds the comments and the calls whose callee is a
// trigger, in source order of the callee's name.
func (x *extractor) collectTriggers() {
	f := x.main
	for i := range f.nodes {
		n := &f.nodes[i]
		switch n.kind() {
		case "comment":
			x.out.Comments = append(x.out.Comments, Comment{Span: Span{n.start, n.end}, Text: x.p.names.get(f.src[n.start:n.end])})
		case "call":
			t, ok := callOf(n, f.src, x.p.names)
			if !ok {
				continue
			}
			if triggers[t.name] || flink.IsDeploymentCall(t.name) {
				x.calls = append(x.calls, t)
			}
			if apiCallNames[t.name] && x.reachOf(n) != deadBranch {
				x.out.APICalls = append(x.out.APICalls, APICall{Name: t.name, Span: Span{n.start, n.end}, AtLeastOnce: namesAtLeastOnce(n.childByField("arguments"), f.src, 0)})
			}
		}
	}
	// Pre-order puts a chain's last call first; extraction expects calls in
	// the order their names are written.
	sortByName(x.calls)
}

// apiCallNames are the Flink API methods recorded as APICalls wherever
// they are called, whatever the receiver.
var apiCallNames = map[string]bool{
	"enable_checkpointing": true, "set_checkpoint_interval": true, "set_checkpointing_mode": true,
	"use_catalog": true, "use_database": true, "register_catalog": true, "create_catalog": true,
	"primary_key": true, "primary_key_named": true, "set_max_parallelism": true,
	"HiveCatalog": true,
}

// namesAtLeastOnce reports whether an argument list names AT_LEAST_ONCE
// (CheckpointingMode.AT_LEAST_ONCE, AT_LEAST_ONCE()), in code, not in a
// comment or a string.
func namesAtLeastOnce(n *syntaxNode, src []byte, depth int) bool {
	if n == nil || depth > 32 {
		return false
	}
	if n.kind() == "identifier" && string(src[n.start:n.end]) == "AT_LEAST_ONCE" {
		return true
	}
	for _, ch := range n.namedKids() {
		if ch.kind() != "comment" && ch.kind() != "string" && namesAtLeastOnce(ch, src, depth+1) {
			return true
		}
	}
	return false
}

// collectErrors reports the file's first syntax error, as Python does: it
// refuses the file there, and the ERROR nodes tree-sitter's recovery makes
// after it (one per token of a line it could not fit, a leftover bracket)
// are echoes of it. Within an ERROR node the error is placed at what broke
// the parse when that is known: a string never closed, a bracket never
// closed or never opened; else at the node, cut at the end of its first
// line (the rest is code the recovery swept in).
func (x *extractor) collectErrors() {
	root := x.main.root
	if !root.hasError() {
		return
	}
	var wrapper *syntaxNode // the first ERROR node that holds only valid code
	var walk func(n *syntaxNode, depth int) bool
	walk = func(n *syntaxNode, depth int) bool {
		if depth > 200 {
			return false
		}
		if n.missing() {
			x.out.Errors = append(x.out.Errors, Error{Span: spanOf(n), Msg: "syntax error: missing " + kindOf(n)})
			return true
		}
		if kindOf(n) == "ERROR" {
			if wrapsValidCode(n) {
				// Recovery wrapped valid statements (a block before a
				// line it could not fit): the error is further on.
				if wrapper == nil {
					wrapper = n
				}
				return false
			}
			x.out.Errors = append(x.out.Errors, x.errorIn(n))
			return true
		}
		for _, ch := range n.children() {
			if (ch.hasError() || ch.missing()) && walk(ch, depth+1) {
				return true
			}
		}
		return false
	}
	if !walk(root, 0) && wrapper != nil {
		x.out.Errors = append(x.out.Errors, x.errorIn(wrapper))
	}
}

// wrapsValidCode reports whether an ERROR node holds only complete, valid
// statements or blocks: no token of its own, no error inside.
func wrapsValidCode(n *syntaxNode) bool {
	if len(n.children()) == 0 {
		return false
	}
	for _, ch := range n.children() {
		k := kindOf(ch)
		statement := k == "block" || k == "comment" || strings.HasSuffix(k, "_statement") || strings.HasSuffix(k, "_definition")
		if !ch.named() || ch.hasError() || ch.missing() || !statement {
			return false
		}
	}
	return true
}

// errorIn places the syntax error of the ERROR node n.
func (x *extractor) errorIn(n *syntaxNode) Error {
	if q := x.unterminatedString(n, 0); q != nil {
		return Error{Span: spanOf(q), Msg: "syntax error: unterminated string literal"}
	}
	if b, closing := unmatchedBracket(n); b != nil {
		tok := x.main.src[b.start:b.end]
		if closing {
			return Error{Span: spanOf(b), Msg: fmt.Sprintf("syntax error: unmatched '%s'", tok)}
		}
		return Error{Span: spanOf(b), Msg: fmt.Sprintf("syntax error: '%s' was never closed", tok)}
	}
	sp := spanOf(n)
	if i := bytes.IndexByte(x.main.src[sp.Start:sp.End], '\n'); i > 0 {
		sp.End = sp.Start + i
	}
	return Error{Span: sp, Msg: "syntax error"}
}

// unmatchedBracket returns a bracket token among n's own children (not
// inside a child node, where brackets match) that has no partner: the
// first closing bracket that closes nothing (closing true), else the last
// opening bracket left open, the innermost, as Python reports it.
func unmatchedBracket(n *syntaxNode) (*syntaxNode, bool) {
	var open []*syntaxNode
	for _, ch := range n.children() {
		if ch.named() || ch.end-ch.start != 1 {
			continue
		}
		switch ch.kind() {
		case "(", "[", "{":
			open = append(open, ch)
		case ")", "]", "}":
			if len(open) == 0 || !pairs(open[len(open)-1].kind(), ch.kind()) {
				return ch, true
			}
			open = open[:len(open)-1]
		}
	}
	if len(open) > 0 {
		return open[len(open)-1], false
	}
	return nil, false
}

func pairs(o, c string) bool {
	return o == "(" && c == ")" || o == "[" && c == "]" || o == "{" && c == "}"
}

// unterminatedString returns the opening quote (string_start) of a string
// that tree-sitter could not close inside the ERROR node n, or nil. Such a
// string is not extracted: tree-sitter makes no string node for it and
// parses the text after the quote as Python code, so its content is not in
// the tree, and where the author meant it to end is not known. Python
// refuses the whole file, so the job never runs; the syntax error is what
// to report, at the quote.
func (x *extractor) unterminatedString(n *syntaxNode, depth int) *syntaxNode {
	if depth > 8 {
		return nil
	}
	for i, ch := range n.children() {
		switch kindOf(ch) {
		case "string_start":
			closed := false
			for _, after := range n.children()[i+1:] {
				closed = closed || kindOf(after) == "string_end"
			}
			if !closed {
				return ch
			}
		case "ERROR":
			if q := x.unterminatedString(ch, depth+1); q != nil {
				return q
			}
		}
	}
	return nil
}

// callArg returns the i-th positional argument or the keyword argument named
// kw of a call in the main file.
func (x *extractor) callArg(call *syntaxNode, i int, kws ...string) *syntaxNode {
	return x.callArgOf(call, x.main, i, kws...)
}

// extractSQL handles execute_sql and its siblings.
func (x *extractor) extractSQL(t triggerCall, c *ctx) {
	arg := x.callArg(t.call, 0, "stmt", "query", "statement")
	if arg == nil {
		return
	}
	x.filesRead = nil
	strs := x.evalStrs(arg, c)
	x.flushFiles()
	variant := 0
	emit := func(strs []*strv, via Span) {
		for _, s := range strs {
			if s.allHole() || len(bytes.TrimSpace(s.b)) == 0 {
				continue
			}
			// A lookup by string(s.b) copies nothing; the text is copied
			// once, for both the key and the SQLText.
			seen := x.sqlSeen[t.call.start]
			if seen[string(s.b)] {
				continue
			}
			if seen == nil {
				seen = map[string]bool{}
				x.sqlSeen[t.call.start] = seen
			}
			text := string(s.b)
			seen[text] = true
			x.out.SQL = append(x.out.SQL, &SQLText{
				Text:      text,
				Segments:  x.segments(s, spanOf(arg)),
				API:       t.name,
				Call:      spanOf(t.call),
				Variant:   variant,
				Via:       via,
				Unreached: x.unreached,
			})
			variant++
		}
	}
	// Inside a helper function whose parameters leave holes: evaluate once
	// per call site of the helper with its arguments bound.
	if hasHole(strs) {
		if sites := x.helperCallSites(t.call); len(sites) > 0 {
			for _, site := range sites {
				x.filesRead = nil
				emit(x.evalStrs(arg, site.c), site.via)
				x.flushFiles()
			}
			return
		}
	}
	emit(strs, Span{})
}

func hasHole(ss []*strv) bool {
	for _, s := range ss {
		if !s.known() {
			return true
		}
	}
	return false
}

type callSite struct {
	c   *ctx
	via Span
}

const maxCallSites = 16

// helperCallSites returns, for a node inside a top-level function with
// parameters, the contexts of that function bound at each of its call sites
// in this module.
func (x *extractor) helperCallSites(n *syntaxNode) []callSite {
	around := x.scopesAround(x.main, n.start, n.end)
	var fn *syntaxNode
	for i, s := range around {
		if s.kind == "function_definition" || s.kind == "class_definition" || s.kind == "lambda" {
			if s.kind != "function_definition" {
				return nil
			}
			fn = s.node
			for _, outer := range around[i+1:] {
				if outer.kind == "function_definition" || outer.kind == "class_definition" || outer.kind == "lambda" {
					return nil // only module-level helpers
				}
			}
			break
		}
	}
	if fn == nil {
		return nil
	}
	params := fieldOf(fn, "parameters")
	nameNode := fieldOf(fn, "name")
	if params == nil || nnamed(params) == 0 || nameNode == nil {
		return nil
	}
	name := textOf(nameNode, x.main)
	var out []callSite
	for _, id := range x.occurrences(x.main, name) {
		if len(out) >= maxCallSites {
			break
		}
		call := id.parent
		if call == nil || call.kind() != "call" || within(call, fn) || call.childByField("function") != id {
			continue
		}
		isDef := false
		for _, b := range x.resolveName(name, call, x.mainCtx) {
			if b.kind == bDef && b.node == fn {
				isDef = true
			}
		}
		if !isDef {
			continue
		}
		out = append(out, callSite{c: x.bindCallArgs(fn, x.mainCtx, call, x.mainCtx, false), via: spanOf(call)})
	}
	return out
}

// segments converts the evaluation map to Segments; bytes from another file
// map to anchor in this file and keep their origin in Path/SrcStart/SrcEnd.
func (x *extractor) segments(s *strv, anchor Span) []Segment {
	out := make([]Segment, 0, len(s.segs))
	for _, g := range s.segs {
		sg := Segment{SQLStart: g.s0, SQLEnd: g.s1, PyStart: g.p0, PyEnd: g.p1, Verbatim: g.verbatim, Hole: g.hole}
		if g.f != x.main {
			sg.PyStart, sg.PyEnd, sg.Verbatim = anchor.Start, anchor.End, false
			if g.f != nil {
				sg.Path, sg.SrcStart, sg.SrcEnd, sg.SrcVerbatim = g.f.path, g.p0, g.p1, g.verbatim
			}
		}
		if sg.PyStart < 0 || sg.PyEnd > len(x.main.src) || sg.PyStart > sg.PyEnd {
			sg.PyStart, sg.PyEnd, sg.Verbatim = anchor.Start, anchor.End, false
		}
		out = append(out, sg)
	}
	return out
}

// flushFiles moves the files read during an evaluation to Module.SQLFiles.
func (x *extractor) flushFiles() {
	for _, fr := range x.filesRead {
		key := fr.Path + "\x00" + string(rune(fr.Span.Start))
		if x.fileSeen[key] {
			continue
		}
		x.fileSeen[key] = true
		x.out.SQLFiles = append(x.out.SQLFiles, fr)
	}
	x.filesRead = nil
}

// extractFileRead records reads of *.sql files anywhere in the job, and of
// the runtime properties file of AWS Managed Flink.
func (x *extractor) extractFileRead(t triggerCall, c *ctx) {
	x.filesRead = nil
	switch t.name {
	case "open":
		if kindOf(t.fn) != "identifier" {
			return
		}
		if a := x.callArg(t.call, 0, "file"); a != nil {
			x.noteFileRead(a, c)
		}
	case "read_text":
		if kindOf(t.fn) != "attribute" {
			return
		}
		x.noteFileRead(fieldOf(t.fn, "object"), c)
	case "get_data":
		if a := x.callArg(t.call, 1, "resource"); a != nil {
			x.noteFileRead(a, c)
		}
	}
	var keep []FileRef
	for _, fr := range x.filesRead {
		if strings.HasSuffix(strings.ToLower(fr.Path), ".sql") {
			keep = append(keep, fr)
		} else if fr.Path == AWSRuntimePropertiesPath {
			x.out.AWSRuntimeProperties = append(x.out.AWSRuntimeProperties, fr.Span)
		}
	}
	x.filesRead = keep
	x.flushFiles()
}

// stringValue renders a value as Flink reads a configuration string.
func (x *extractor) stringValue(n *syntaxNode, c *ctx) StringValue {
	if n == nil {
		return StringValue{}
	}
	sv := StringValue{Span: spanOf(n)}
	vs := x.evalValue(n, c)
	if len(vs) == 0 {
		return sv
	}
	v := vs[0]
	switch v.kind {
	case kStr:
		sv.Value = x.p.names.get(v.s.b)
		sv.Known = v.s.known() && len(vs) == 1
	case kNum:
		sv.Value, sv.Known = v.text, true
	case kBool:
		sv.Value, sv.Known = strings.ToLower(v.text), true
	}
	return sv
}

// receiverKind classifies the object a configuration method is called on:
// "get_config()", "get_configuration()", "Configuration", "env", or "".
func (x *extractor) receiverKind(obj *syntaxNode, c *ctx, depth int) string {
	if obj == nil || depth > 8 {
		return ""
	}
	switch kindOf(obj) {
	case "call":
		fn := fieldOf(obj, "function")
		dotted, last := x.calleeName(fn, c.f)
		switch last {
		case "get_config":
			return "get_config()"
		case "get_configuration":
			return "get_configuration()"
		case "Configuration":
			return "Configuration"
		case "get_execution_environment", "create_local_environment", "create_remote_environment":
			return "env"
		case "get_checkpoint_config":
			return "get_checkpoint_config()"
		}
		if strings.Contains(dotted, "StreamExecutionEnvironment") {
			return "env"
		}
	case "identifier":
		name := textOf(obj, c.f)
		for _, b := range x.resolveName(name, obj, c) {
			if b.kind == bExpr {
				if k := x.receiverKind(b.node, b.c, depth+1); k != "" {
					return k
				}
			}
		}
		ln := strings.ToLower(name)
		switch {
		case ln == "config" || ln == "conf" || ln == "configuration" || strings.HasSuffix(ln, "_config") || strings.HasSuffix(ln, "_conf"):
			return "Configuration"
		case strings.Contains(ln, "checkpoint"):
			return "get_checkpoint_config()"
		case strings.Contains(ln, "env"):
			return "env"
		}
	case "parenthesized_expression":
		return x.receiverKind(namedAt(obj, 0), c, depth+1)
	}
	return ""
}

func looksLikeFlinkKey(s string) bool {
	if !strings.Contains(s, ".") || strings.ContainsAny(s, " /\\:") {
		return false
	}
	return strings.ToLower(s) == s
}

// settingTriggers are the trigger names that can make a job setting.
var settingTriggers = map[string]bool{
	"set": true, "set_string": true, "set_integer": true, "set_boolean": true, "set_float": true,
	"set_bytearray": true, "set_double": true, "set_long": true,
	"set_parallelism": true, "set_max_parallelism": true, "enable_checkpointing": true,
	"set_checkpointing_mode": true, "set_checkpoint_interval": true, "set_min_pause_between_checkpoints": true,
	"set_checkpoint_timeout": true, "set_max_concurrent_checkpoints": true,
	"enable_unaligned_checkpoints": true, "disable_unaligned_checkpoints": true,
	"set_runtime_mode": true, "in_batch_mode": true, "in_streaming_mode": true,
}

// extractOther dispatches the non-SQL triggers.
func (x *extractor) extractOther(t triggerCall, c *ctx) {
	if settingTriggers[t.name] {
		x.extractSettings(t, c)
		return
	}
	var obj *syntaxNode
	if kindOf(t.fn) == "attribute" {
		obj = fieldOf(t.fn, "object")
	}
	switch t.name {
	case "uid":
		if obj == nil {
			return
		}
		vn := x.callArg(t.call, 0, "uid")
		if vn == nil {
			return
		}
		v := x.stringValue(vn, c)
		x.addOperator(obj, c, func(o *Operator) { o.UID = &v })
	case "add_jars":
		args := fieldOf(t.call, "arguments")
		if args == nil {
			return
		}
		pos, _ := x.splitArgs(args, c.f)
		for _, a := range pos {
			if a != nil {
				x.out.Jars = append(x.out.Jars, x.stringValue(a, c))
			}
		}
	default:
		x.extractStructure(t, c)
	}
}

// extractSettings records the settings a call in the main file makes.
//
// A call inside a module-level helper function is evaluated on its own
// first, as written. Only when that leaves something unknown (a value or a
// receiver that is a parameter of the helper) and the helper is called in
// this module, it is evaluated once per call site with the parameters bound
// to that call's arguments, each Setting with Via set, as SQL texts are.
// A helper that is never called, or whose setting is fully known on its
// own, keeps the single Setting at the call as written: a fully known
// setting does not depend on the call site, and a helper nobody calls here
// may be called from another module, so dropping it would lose a setting.
func (x *extractor) extractSettings(t triggerCall, c *ctx) {
	ss := x.settingCall(t, c)
	if !settingsKnown(ss) {
		if sites := x.helperCallSites(t.call); len(sites) > 0 {
			var bound []placedSetting
			for _, site := range sites {
				for _, s := range x.settingCall(t, site.c) {
					s.Via = site.via
					bound = append(bound, s)
				}
			}
			if len(bound) > 0 {
				for _, s := range bound {
					x.addSetting(x.place(s, s.Via))
				}
				return
			}
		}
	}
	for _, s := range ss {
		x.addSetting(s.Setting)
	}
	if len(ss) == 0 && kindOf(t.fn) == "attribute" {
		// DataStream operator parallelism, not the job's.
		switch t.name {
		case "set_parallelism":
			if vn := x.callArg(t.call, 0, "parallelism"); vn != nil {
				v := x.stringValue(vn, c)
				x.addOperator(fieldOf(t.fn, "object"), c, func(o *Operator) { o.Parallelism = &v })
			}
		case "set_max_parallelism":
			if vn := x.callArg(t.call, 0, "max_parallelism"); vn != nil {
				v := x.stringValue(vn, c)
				x.addOperator(fieldOf(t.fn, "object"), c, func(o *Operator) { o.MaxParallelism = &v })
			}
		}
	}
}

func settingsKnown(ss []placedSetting) bool {
	if len(ss) == 0 {
		return false
	}
	for _, s := range ss {
		if !s.Key.Known || !s.Value.Known {
			return false
		}
	}
	return true
}

// placedSetting is a Setting as evaluated in some context, with spans in
// that context's file, and the node its value was read from (nil when the
// value is implied by the method).
type placedSetting struct {
	Setting
	valueNode *syntaxNode
	c         *ctx
}

// place converts a setting evaluated in a helper to what Module holds: a
// value read from a literal of the main file at the call site gets that
// literal's span; a call written in another file keeps its span there in
// Src and stands at via (the helper's call site) in this file.
func (x *extractor) place(s placedSetting, via Span) Setting {
	c := s.c
	out := s.Setting
	inMain := false
	if c.fn != nil && s.valueNode != nil {
		if vs := x.evalValue(s.valueNode, c); len(vs) == 1 && vs[0].node != nil && vs[0].c != nil && vs[0].c.f == x.main && vs[0].kind != kUnknown {
			out.Value.Span, inMain = spanOf(vs[0].node), true
		}
	}
	if c.f != x.main {
		out.Path, out.Src = c.f.path, out.Span
		out.Span, out.Key.Span = via, via
		if !inMain {
			out.Value.Span = via
		}
	}
	out.Via = via
	return out
}

// settingCall returns the settings one call makes, evaluated in c, with
// spans in c's file. It records nothing.
func (x *extractor) settingCall(t triggerCall, c *ctx) []placedSetting {
	var obj *syntaxNode
	if kindOf(t.fn) == "attribute" {
		obj = fieldOf(t.fn, "object")
	}
	callSpan := spanOf(t.call)
	var out []placedSetting
	add := func(key, value StringValue, api string, vn *syntaxNode) {
		out = append(out, placedSetting{Setting: Setting{Span: callSpan, Key: key, Value: value, API: api}, valueNode: vn, c: c})
	}
	fnKey := func(k string) StringValue { return StringValue{Span: spanOf(t.fn), Value: k, Known: true} }
	arg := func(i int, kws ...string) *syntaxNode { return x.callArgIn(t.call, c, i, kws...) }
	switch t.name {
	case "set", "set_string", "set_integer", "set_boolean", "set_float", "set_bytearray", "set_double", "set_long":
		if obj == nil {
			return nil
		}
		kn, vn := arg(0, "key"), arg(1, "value")
		if kn == nil || vn == nil {
			return nil
		}
		rk := x.receiverKind(obj, c, 0)
		key := x.stringValue(kn, c)
		if rk == "" && !(key.Known && looksLikeFlinkKey(key.Value)) {
			return nil
		}
		var api string
		switch rk {
		case "get_config()":
			api = "get_config()." + t.name
		case "get_configuration()":
			api = "get_configuration()." + t.name
		case "Configuration", "":
			api = "Configuration." + t.name
		default:
			return nil
		}
		add(key, x.stringValue(vn, c), api, vn)
	case "set_parallelism", "set_max_parallelism":
		if obj == nil || x.receiverKind(obj, c, 0) != "env" {
			return nil
		}
		vn := arg(0, "parallelism", "max_parallelism")
		if vn == nil {
			return nil
		}
		key := flink.KeyParallelism
		if t.name == "set_max_parallelism" {
			key = flink.KeyMaxParallelism
		}
		add(fnKey(key), x.stringValue(vn, c), t.name, vn)
	case "enable_checkpointing":
		vn := arg(0, "interval")
		if vn == nil {
			return nil
		}
		add(fnKey(flink.KeyCheckpointInterval), x.millis(vn, c), t.name, vn)
		// enable_checkpointing(interval, mode=None): None keeps the default.
		if mn := arg(1, "mode"); mn != nil && kindOf(mn) != "none" {
			add(fnKey(flink.KeyCheckpointMode), x.checkpointingMode(mn, c, 0), t.name, mn)
		}
	case "set_checkpointing_mode", "set_checkpoint_interval", "set_min_pause_between_checkpoints", "set_checkpoint_timeout",
		"set_max_concurrent_checkpoints", "enable_unaligned_checkpoints", "disable_unaligned_checkpoints":
		// Methods of CheckpointConfig, so only on env.get_checkpoint_config()
		// (or a name bound to it, or named for it); each mirrors one option.
		if obj == nil {
			return nil
		}
		// A name such as checkpoint_config reads as a Configuration by its
		// _config suffix, but no Configuration has these methods.
		if rk := x.receiverKind(obj, c, 0); rk != "get_checkpoint_config()" &&
			!(kindOf(obj) == "identifier" && strings.Contains(strings.ToLower(textOf(obj, c.f)), "checkpoint")) {
			return nil
		}
		ck, _ := flink.CheckpointSetterOf(t.name)
		api := "get_checkpoint_config()." + t.name
		switch t.name {
		case "enable_unaligned_checkpoints", "disable_unaligned_checkpoints":
			on := t.name == "enable_unaligned_checkpoints"
			if vn := arg(0, ck.Param); vn != nil && on {
				add(fnKey(ck.Key), x.stringValue(vn, c), api, vn)
			} else {
				add(fnKey(ck.Key), StringValue{Span: spanOf(t.fn), Value: strconv.FormatBool(on), Known: true}, api, nil)
			}
		default:
			vn := arg(0, ck.Param)
			if vn == nil {
				return nil
			}
			switch {
			case t.name == "set_checkpointing_mode":
				add(fnKey(ck.Key), x.checkpointingMode(vn, c, 0), api, vn)
			case ck.Millis:
				add(fnKey(ck.Key), x.millis(vn, c), api, vn)
			default:
				add(fnKey(ck.Key), x.stringValue(vn, c), api, vn)
			}
		}
	case "set_runtime_mode":
		vn := arg(0, "execution_mode")
		if vn == nil {
			return nil
		}
		v := StringValue{Span: spanOf(vn)}
		txt := textOf(vn, c.f)
		for _, m := range []string{"BATCH", "STREAMING", "AUTOMATIC"} {
			if strings.HasSuffix(txt, m) {
				v.Value, v.Known = strings.ToLower(m), true
			}
		}
		add(fnKey(flink.KeyRuntimeMode), v, t.name, nil)
	case "in_batch_mode", "in_streaming_mode":
		mode := "batch"
		if t.name == "in_streaming_mode" {
			mode = "streaming"
		}
		add(fnKey(flink.KeyRuntimeMode), StringValue{Span: spanOf(t.fn), Value: mode, Known: true}, t.name, nil)
	}
	return out
}

// millis is a duration argument given in milliseconds, as Flink reads it
// from a configuration ("<n> ms").
func (x *extractor) millis(n *syntaxNode, c *ctx) StringValue {
	v := x.stringValue(n, c)
	if v.Known {
		v.Value += " ms"
	}
	return v
}

// checkpointingMode reads a CheckpointingMode argument: the enum member
// CheckpointingMode.EXACTLY_ONCE / AT_LEAST_ONCE (also written with a
// trailing `()`), directly or through a name bound to it. The member name
// alone decides (the class may be imported under another name); anything
// else is an unknown value.
func (x *extractor) checkpointingMode(n *syntaxNode, c *ctx, depth int) StringValue {
	v := StringValue{Span: spanOf(n)}
	if depth > 8 || !x.step() {
		return v
	}
	switch kindOf(n) {
	case "parenthesized_expression":
		if in := namedAt(n, 0); in != nil {
			r := x.checkpointingMode(in, c, depth+1)
			r.Span = v.Span
			return r
		}
	case "call":
		if fn := fieldOf(n, "function"); fn != nil && kindOf(fn) == "attribute" {
			if args := fieldOf(n, "arguments"); args != nil && nnamed(args) == 0 {
				r := x.checkpointingMode(fn, c, depth+1)
				r.Span = v.Span
				return r
			}
		}
	case "attribute":
		if a := fieldOf(n, "attribute"); a != nil {
			switch m := textOf(a, c.f); m {
			case "EXACTLY_ONCE", "AT_LEAST_ONCE":
				v.Value, v.Known = m, true
			}
		}
	case "identifier":
		bs := x.resolveName(textOf(n, c.f), n, c)
		if len(bs) == 1 && bs[0].kind == bExpr {
			r := x.checkpointingMode(bs[0].node, bs[0].c, depth+1)
			r.Span = v.Span
			return r
		}
	}
	return v
}

// addSetting appends a Setting; pipeline.jars values also become Jars.
func (x *extractor) addSetting(s Setting) {
	key, value := s.Key, s.Value
	x.out.Settings = append(x.out.Settings, s)
	if key.Known && key.Value == flink.KeyPipelineJars && value.Known {
		for _, j := range strings.Split(value.Value, ";") {
			if j = strings.TrimSpace(j); j != "" {
				x.out.Jars = append(x.out.Jars, StringValue{Span: value.Span, Value: j, Known: true})
			}
		}
	}
}

// reach tells whether code runs when the file runs as a job.
type reach int

const (
	reached      reach = iota
	deadBranch         // under `if False:` (or 0, None): never runs
	unreferenced       // in a function or class the file never names again
)

// reachOf tells whether the code at n runs when the file runs. A function
// or class counts as reached when its name appears anywhere else in the
// file (a call, a reference, an export) or it is decorated (registered);
// what another module calls of it is judged with that module's job.
func (x *extractor) reachOf(n *syntaxNode) reach {
	// Walked up until a node whose reach is known, then down again,
	// memoising each: once per node, not once per node and ancestor
	// (quadratic on 100,000 nested calls, issue 46).
	path := x.reachPath[:0]
	defer func() { x.reachPath = path[:0] }()
	out := reached
	for p := n; p != nil; p = p.parent {
		if r, ok := x.knownReach(p); ok {
			out = r
			break
		}
		path = append(path, p)
	}
	for i := len(path) - 1; i >= 0; i-- {
		if p := path[i]; p.parent != nil {
			out = worse(out, x.branchReach(p))
		}
		x.setReach(path[i], out)
	}
	return out
}

// mainIndex is the index of n among the main file's nodes, or -1 when n is
// another file's.
func (x *extractor) mainIndex(n *syntaxNode) int {
	if i := int(n.index); x.main != nil && i < len(x.main.nodes) && &x.main.nodes[i] == n {
		return i
	}
	return -1
}

// knownReach is the memoised reach of n, if any.
func (x *extractor) knownReach(n *syntaxNode) (reach, bool) {
	if i := x.mainIndex(n); i >= 0 {
		if i < len(x.reaches) && x.reaches[i] != 0 {
			return reach(x.reaches[i] - 1), true
		}
		return 0, false
	}
	r, ok := x.reachesElse[n]
	return r, ok
}

// setReach memoises the reach of n.
func (x *extractor) setReach(n *syntaxNode, r reach) {
	if i := x.mainIndex(n); i >= 0 {
		if x.reaches == nil {
			x.reaches = make([]uint8, len(x.main.nodes))
		}
		x.reaches[i] = uint8(r) + 1
		return
	}
	if x.reachesElse == nil {
		x.reachesElse = map[*syntaxNode]reach{}
	}
	x.reachesElse[n] = r
}

// branchReach is what the parent of p makes of the code at p: deadBranch
// for the body of `if False:`, unreferenced for the body of a function
// or class the file never names, reached otherwise.
func (x *extractor) branchReach(p *syntaxNode) reach {
	par := p.parent
	switch kindOf(par) {
	case "if_statement":
		if fieldOf(par, "consequence") == p && falseLiteral(fieldOf(par, "condition"), x.main) {
			return deadBranch
		}
	case "function_definition", "class_definition":
		if fieldOf(par, "body") == p && !x.referenced(par) {
			return unreferenced
		}
	}
	return reached
}

// worse is the reach of code under two conditions: a dead branch never
// runs, whatever encloses it.
func worse(a, b reach) reach {
	if a == deadBranch || b == deadBranch {
		return deadBranch
	}
	if a == unreferenced || b == unreferenced {
		return unreferenced
	}
	return reached
}

// falseLiteral reports whether a condition is a literal that is always false.
func falseLiteral(n *syntaxNode, f *file) bool {
	switch kindOf(n) {
	case "false", "none":
		return true
	case "integer":
		return textOf(n, f) == "0"
	case "parenthesized_expression":
		return falseLiteral(namedAt(n, 0), f)
	}
	return false
}

// referenced reports whether a definition's name appears elsewhere in the
// file, or the definition is decorated or a dunder method (called by
// Python itself).
func (x *extractor) referenced(def *syntaxNode) bool {
	if def.parent != nil && kindOf(def.parent) == "decorated_definition" {
		return true
	}
	nameNode := fieldOf(def, "name")
	if nameNode == nil {
		return true
	}
	name := textOf(nameNode, x.main)
	if strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		return true
	}
	for _, id := range x.occurrences(x.main, name) {
		if id != nameNode {
			return true
		}
	}
	return false
}
