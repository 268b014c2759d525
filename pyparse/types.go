// Package pyparse reads PyFlink (and Python AWS CDK) source with tree-sitter
// and extracts, statically and without executing anything, every piece of
// Flink SQL, every table descriptor and every job setting, each with exact
// byte positions in the Python file. It knows nothing of lint rules.
//
// Each syntax tree is copied into Go in one cgo call (flatten.go, tree.go)
// and every extractor reads the copy: reading nodes through the binding
// costs a cgo call per field.
package pyparse

// Span is a half-open byte range [Start, End) of the Python source.
type Span struct{ Start, End int }

// Module is everything extracted from one Python file.
type Module struct {
	// SQL holds each SQL text that reaches a Flink SQL API, in source order.
	SQL []*SQLText
	// TableAPI are the Table API statements of the file written as SQL
	// (tableapi.go): descriptor registrations, views of Tables and inserts
	// of Tables, in source order, each mapped back to the Python
	// expressions it was written from. They are for the semantic layer
	// only: no SQL of the job, and not checked as SQL text.
	TableAPI []*SQLText
	// TableAPISeen is set when flinklint sees every table the file
	// registers: each registration call is one of TableAPI, each SQL call
	// gave a text, the table environments the file creates are used by
	// their own methods only, and the file runs no other file's functions
	// (Runs). A table a Table API statement reads that no statement
	// declares is then missing, not merely unseen.
	TableAPISeen bool
	// SQLFiles are SQL files the job reads at run time (open(), Path.read_text,
	// pkgutil.get_data ...), resolved relative to the Python file's directory.
	SQLFiles []FileRef
	// AWSRuntimeProperties are where the job reads the runtime properties
	// of AWS Managed Service for Apache Flink: a Python job opens
	// AWSRuntimePropertiesPath, a JVM job calls
	// KinesisAnalyticsRuntime.getApplicationProperties(); in source order.
	AWSRuntimeProperties []Span
	// PropertyFiles are JSON files a JVM job reads from its module's
	// resources or directory (getResource("flink-application-properties-dev.json")),
	// resolved like SQLFiles: AWS Managed Flink jobs read their runtime
	// properties from one when they run locally.
	PropertyFiles []FileRef
	// Fills are the template styles the module fills text with anywhere
	// (str.format, %): a SQL file it reads may hold such placeholders.
	Fills Fills
	// Descriptors are TableDescriptor builder chains and where they are registered.
	Descriptors []*Descriptor
	// Settings are job configuration values in canonical Flink keys:
	// set_parallelism(n) -> parallelism.default, set_max_parallelism(n) ->
	// pipeline.max-parallelism, enable_checkpointing(ms) ->
	// execution.checkpointing.interval (value "<ms> ms") and, with a mode
	// argument, execution.checkpointing.mode (EXACTLY_ONCE / AT_LEAST_ONCE),
	// the get_checkpoint_config() setters (interval, mode, min-pause, timeout,
	// max-concurrent-checkpoints, unaligned), in_batch_mode() /
	// set_runtime_mode(BATCH) -> execution.runtime-mode = batch, and every
	// get_config().set / set_string / Configuration().set_* call.
	Settings []Setting
	// Jars are jar paths the job adds (add_jars, pipeline.jars values split on ';').
	Jars []StringValue
	// FileSinks are DataStream FileSink builders.
	FileSinks []FileSink
	// KafkaSinks are DataStream KafkaSink builder chains written whole,
	// from KafkaSink.builder() to build() (the JVM reader's).
	KafkaSinks []KafkaSink
	// StreamInputs are the calls that bring data into a DataStream:
	// collections and number sequences (bounded), source functions, source
	// connectors and tables turned into streams (not known to end).
	StreamInputs []StreamInput
	// APICalls are the calls of some Flink API methods (apiCallNames)
	// wherever they are written, whatever their receiver: checkpointing,
	// catalog and database switches, schema primary keys. Rules use them
	// for calls the extractor could not follow into settings or
	// descriptors. Comments and strings never make one.
	APICalls []APICall
	// TableUses are the Table API reads and writes of a table given by its
	// path (from_path("src"), execute_insert("sink")), known or not; a
	// use of a descriptor object is in Descriptor.ReadBy / InsertedBy.
	TableUses []TableUse
	// Operators are DataStream operators with explicit .set_parallelism / .uid.
	Operators []Operator
	// Calls are calls of interest for other readers (AWS CDK constructs),
	// with keyword and positional arguments evaluated where static.
	Calls []*Call
	// Runs are the other Python files of the repository whose functions
	// the job runs (the helpers and methods its calls were followed into),
	// by the paths the Resolver gave them, sorted.
	Runs []string
	// PyFlinkNames are the names the file takes from PyFlink modules
	// (imports and module attributes) that some release removed
	// (flink.IsPyFlinkRemovedName), in source order.
	PyFlinkNames []PyFlinkName
	// PyFlinkMembers are the uses of PyFlink members some release removed
	// (flink.IsPyFlinkMemberName) on objects whose PyFlink class the code
	// shows, in source order.
	PyFlinkMembers []PyFlinkMember
	// PyFlinkSourceArgs are the add_source / add_sink calls given an object
	// of a PyFlink class, in source order.
	PyFlinkSourceArgs []PyFlinkSourceArg
	// Comments are every Python comment (suppressions live in them).
	Comments []Comment
	// Errors are the file's first syntax error (where Python stops; the
	// ERROR/MISSING nodes tree-sitter makes after it are not kept) and the
	// analysis limits the file reached.
	Errors []Error
}

// AWSRuntimePropertiesPath is where AWS Managed Service for Apache Flink
// gives a PyFlink application its runtime properties (the
// EnvironmentProperties of the application, as JSON). Source: the AWS
// developer guide, "Use runtime properties in Managed Service for Apache
// Flink" (Python: `APPLICATION_PROPERTIES_FILE_PATH =
// "/etc/flink/application_properties.json"`), and the PyFlink examples of
// aws-samples/amazon-managed-service-for-apache-flink-examples.
const AWSRuntimePropertiesPath = "/etc/flink/application_properties.json"

// Comment is one `# ...` comment; Text includes the leading '#'.
type Comment struct {
	Span Span
	Text string
}

// Error is a located problem in the Python file.
type Error struct {
	Span Span
	Msg  string
	// NotAnalysed marks an error that stopped the analysis of the whole
	// file (a size limit), as opposed to a syntax error around Span.
	NotAnalysed bool
	// Limit marks an expression whose evaluation stopped at one of the
	// limits that bound it (nesting depth, evaluation steps): what is built
	// at Span is checked only as far as it was followed; the rest of the
	// file is analysed.
	Limit bool
	// Internal marks an internal error of the reader (a recovered panic):
	// what the file holds after it was not analysed.
	Internal bool
}

// Segment maps a run of SQL bytes to Python bytes. For a literal run,
// SQL[SQLStart:SQLStart+Len] came from Python[PyStart:PyStart+Len'] byte by
// byte when Verbatim is true (no escapes in the run). When Verbatim is false
// (an escape sequence such as \n, or a hole), the whole SQL run maps to the
// whole Python range [PyStart, PyEnd).
type Segment struct {
	SQLStart, SQLEnd int
	PyStart, PyEnd   int
	Verbatim         bool
	Hole             bool
	// Path is non-empty when these bytes came from another file (a helper or
	// constant of an imported module). PyStart/PyEnd then span the place in
	// this file that led there (the SQL API argument), and SrcStart/SrcEnd
	// are the byte range in Path, byte by byte when SrcVerbatim.
	Path             string
	SrcStart, SrcEnd int
	SrcVerbatim      bool
}

// SQLText is one piece of SQL as it reaches Flink: text plus the map back to
// the Python source. Holes appear in Text as sqlparse.HoleRune.
type SQLText struct {
	Text     string
	Segments []Segment // sorted by SQLStart, covering Text entirely
	API      string    // execute_sql, sql_query, add_insert_sql, explain_sql, compile_plan_sql, ...
	Call     Span      // the call expression in Python
	// Variant distinguishes candidates when an if/else yields more than one
	// text for the same call (0 for the first).
	Variant int
	// Via is set when the call is inside a helper function and the text was
	// evaluated with the helper's parameters bound to the arguments of the
	// call at Via (one SQLText per call site); zero when evaluated alone.
	Via Span
	// Unreached is true for a call in a function or class the file never
	// names again: it does not run when the file runs as a job.
	Unreached bool
}

// PySpan maps a span of Text to the Python source span it came from. The
// result always lies inside the Python source.
func (t *SQLText) PySpan(start, end int) Span {
	if end <= start {
		p := t.PyOffset(start)
		return Span{p, p}
	}
	s := t.segmentAt(start)
	e := t.segmentAt(end - 1)
	ps := s.PyStart
	if s.Verbatim {
		ps = s.PyStart + (start - s.SQLStart)
	}
	pe := e.PyEnd
	if e.Verbatim {
		pe = e.PyStart + (end - 1 - e.SQLStart) + 1
	}
	if pe < ps {
		// The text was assembled out of source order (str.format arguments,
		// a join separator): cover every Python range the span came from.
		ps, pe = t.coverSpan(start, end)
	}
	return Span{ps, pe}
}

// coverSpan returns the smallest Python range covering every segment that
// overlaps SQL range [start, end).
func (t *SQLText) coverSpan(start, end int) (int, int) {
	ps, pe := -1, -1
	for _, g := range t.Segments {
		if g.SQLEnd <= start || g.SQLStart >= end {
			continue
		}
		a, b := g.PyStart, g.PyEnd
		if g.Verbatim {
			a = g.PyStart + (max(start, g.SQLStart) - g.SQLStart)
			b = g.PyStart + (min(end, g.SQLEnd) - g.SQLStart)
		}
		if ps < 0 || a < ps {
			ps = a
		}
		if b > pe {
			pe = b
		}
	}
	if ps < 0 {
		return t.Call.Start, t.Call.Start
	}
	return ps, pe
}

// PyOffset maps one SQL byte offset to a Python byte offset.
func (t *SQLText) PyOffset(off int) int {
	if len(t.Segments) == 0 {
		return t.Call.Start
	}
	s := t.segmentAt(off)
	if s.Verbatim {
		p := s.PyStart + (off - s.SQLStart)
		if p > s.PyEnd {
			p = s.PyEnd
		}
		return p
	}
	return s.PyStart
}

func (t *SQLText) segmentAt(off int) Segment {
	segs := t.Segments
	if len(segs) == 0 {
		return Segment{PyStart: t.Call.Start, PyEnd: t.Call.End}
	}
	lo, hi := 0, len(segs)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if segs[mid].SQLStart <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return segs[lo]
}

// StringValue is a statically evaluated Python string (or number/bool
// rendered as Flink would read it). Known is false when any part is a hole.
type StringValue struct {
	Span  Span // the Python expression
	Value string
	Known bool
}

// FileRef is a file the job reads, as a path relative to the Python file's
// directory (slash-separated), or absolute when written so.
type FileRef struct {
	Span Span
	Path string
	// Fills are the template styles of the module whose code reads the
	// file (a helper of an imported module fills what it reads).
	Fills Fills
}

// DescriptorOption is one .option(k, v) (or a format option, already
// prefixed as "<format>.<key>", or "format" itself).
type DescriptorOption struct {
	Span  Span // the .option(...) call arguments
	Key   StringValue
	Value StringValue
}

// Descriptor is a TableDescriptor.for_connector(...) builder chain.
type Descriptor struct {
	Span       Span // the whole chain
	Connector  StringValue
	Options    []DescriptorOption
	PrimaryKey []string
	// SchemaUnknown is set when a .schema(...) argument is not a
	// Schema.new_builder() chain flinklint follows (a schema built in code
	// it does not read): its primary key and watermark are then unknown.
	SchemaUnknown bool
	Watermark     bool
	PartitionBy   []string
	// Registered are the table paths it is registered under
	// (create_temporary_table / create_table); empty when used inline.
	Registered []StringValue
	// InsertedBy are the spans of execute_insert / add_insert calls that write
	// into it directly (inline descriptor) or by its registered path.
	InsertedBy []Span
	// ReadBy are from_path / from_descriptor calls reading it.
	ReadBy []Span
	// Path is non-empty when the chain is written in another file (a
	// method of another class that builds it): Span, Connector and
	// Options are then spans of Path; Registered, InsertedBy and ReadBy
	// stay in this file.
	Path string
}

// Setting is one job configuration value.
type Setting struct {
	Span  Span // the whole call
	Key   StringValue
	Value StringValue
	API   string // "set_parallelism", "get_config().set", "Configuration.set_string", ...
	// Via is set when the call is written inside a helper function and was
	// evaluated with the helper's parameters bound to the arguments of the
	// call at Via (one Setting per call site); zero when evaluated alone.
	Via Span
	// Path is non-empty when the call is written in another file of the
	// repository (a helper of an imported module, called at Via), and Src
	// is the call's span in Path. Span and Key.Span then equal Via, as the
	// bytes of another file in a Segment stand at their anchor in this
	// file; Value.Span is the literal at the call site when the value was
	// passed there, Via otherwise.
	Path string
	Src  Span
}

// FileSink is a DataStream FileSink / StreamingFileSink builder.
type FileSink struct {
	Span      Span
	Format    string // "row" or "bulk"
	Path      StringValue
	Compacted bool // enable_compact(...) called
}

// KafkaSink is a KafkaSink.builder()...build() chain: ExactlyOnce is set
// when it sets DeliveryGuarantee.EXACTLY_ONCE (Guarantee spans that
// call), Prefix when it calls setTransactionalIdPrefix.
type KafkaSink struct {
	Span        Span
	Guarantee   Span
	ExactlyOnce bool
	Prefix      bool
}

// StreamInput is one call that brings data into a DataStream.
type StreamInput struct {
	Span Span
	API  string // from_collection, add_source, to_data_stream, ...
	// Bounded is true when the input is known to end (from_collection,
	// from_elements, NumberSequenceSource, process_static_file_set).
	Bounded bool
}

// BoundedInputOnly reports whether the module brings data into DataStreams
// and every input is known to end: a streaming job of such inputs commits
// its files at the end of input.
func (m *Module) BoundedInputOnly() bool {
	for _, in := range m.StreamInputs {
		if !in.Bounded {
			return false
		}
	}
	return len(m.StreamInputs) > 0
}

// APICall is one call of a method of apiCallNames.
type APICall struct {
	Name string // the method, e.g. "use_catalog"
	Span Span   // the call
	// AtLeastOnce is true when the arguments name AT_LEAST_ONCE
	// (enable_checkpointing(ms, CheckpointingMode.AT_LEAST_ONCE())).
	AtLeastOnce bool
}

// Called reports whether the module calls one of the named API methods.
func (m *Module) Called(names ...string) bool {
	for _, c := range m.APICalls {
		for _, n := range names {
			if c.Name == n {
				return true
			}
		}
	}
	return false
}

// TableUse is one read (from_path, from_descriptor) or write
// (execute_insert, insert_into, add_insert) of a table named by a path.
type TableUse struct {
	Path  StringValue
	Span  Span // the call
	Write bool
	// Query is the sql_query(...) call whose table a write inserts, when
	// the inserted table is that call or a name bound only to it; zero
	// otherwise.
	Query Span
}

// Operator is a DataStream call chain with explicit parallelism or uid.
type Operator struct {
	Span        Span
	Method      string // the operator method, e.g. "map", "sink_to"
	Parallelism *StringValue
	// MaxParallelism is an operator's .set_max_parallelism(n).
	MaxParallelism *StringValue
	UID            *StringValue
}

// Arg is one argument of a Call; Name is empty for positional arguments.
type Arg struct {
	Span  Span
	Name  string
	Value *Value
}

// Call is a call expression with statically evaluated arguments, kept for
// readers of other domains (AWS CDK constructs).
type Call struct {
	Span   Span
	Callee string // dotted callee as written, e.g. "flink.Application", "kda.CfnApplication"
	Args   []Arg
}

// ValueKind tells the kinds of statically evaluated Python values apart.
type ValueKind int

const (
	UnknownValue ValueKind = iota
	StringKind
	NumberKind
	BoolKind
	NoneKind
	ListKind
	DictKind
	CallKind // a nested call, e.g. Runtime.of("FLINK-1_19") or a props class
	NameKind // an unresolved dotted name, e.g. flink.Runtime.FLINK_1_19
)

// Value is a statically evaluated Python expression, as far as it is known.
type Value struct {
	Span Span
	Kind ValueKind
	Str  string // StringKind, NumberKind ("4"), BoolKind ("true"/"false"), NameKind (dotted)
	List []*Value
	// Dict keys are evaluated strings; Keys keeps their order and spans.
	Keys   []StringValue
	Values []*Value
	Call   *Call // CallKind
}

// SrcSpan is PySpan for text that may come from another file: when every
// segment overlapping [start, end) came from the same imported file, it
// returns that file's path and the span there (verbatim runs mapped byte by
// byte); otherwise it returns "" and PySpan(start, end) in this file.
func (t *SQLText) SrcSpan(start, end int) (path string, sp Span) {
	if end <= start {
		return "", t.PySpan(start, end)
	}
	ps, pe := -1, -1
	for _, g := range t.Segments {
		if g.SQLEnd <= start || g.SQLStart >= end {
			continue
		}
		if g.Path == "" || path != "" && g.Path != path {
			return "", t.PySpan(start, end)
		}
		path = g.Path
		a, b := g.SrcStart, g.SrcEnd
		if g.SrcVerbatim {
			a = g.SrcStart + (max(start, g.SQLStart) - g.SQLStart)
			b = g.SrcStart + (min(end, g.SQLEnd) - g.SQLStart)
		}
		if ps < 0 || a < ps {
			ps = a
		}
		if b > pe {
			pe = b
		}
	}
	if path == "" {
		return "", t.PySpan(start, end)
	}
	return path, Span{ps, pe}
}
