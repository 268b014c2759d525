package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// RuntimeMode is 'execution.runtime-mode' as a statement of the session
// sees it (Problem.Mode).
type RuntimeMode uint8

const (
	// ModeUnknown: a value known only at run time, AUTOMATIC (batch when
	// every source is bounded), deployments that disagree, an init script
	// flinklint cannot see.
	ModeUnknown RuntimeMode = iota
	// ModeStreaming: the session runs in streaming mode.
	ModeStreaming
	// ModeBatch: the session runs in batch mode.
	ModeBatch
)

// modeOf reads a runtime mode's value as Flink's configuration does
// (ConfigurationUtils.convertToEnum: the constant's name, any case).
func modeOf(value string, hole bool) RuntimeMode {
	switch {
	case hole:
		return ModeUnknown
	case strings.EqualFold(value, "streaming"):
		return ModeStreaming
	case strings.EqualFold(value, "batch"):
		return ModeBatch
	}
	return ModeUnknown
}

// session is the state of the session a job's statements run in, beside
// its catalog: the configuration that SET and RESET change statement by
// statement, as the SQL client's SessionContext (and a TableEnvironment's
// TableConfig) keeps it, of which the checks read the runtime mode.
type session struct {
	// initial is the runtime mode before the job's SQL sets one, and what
	// RESET restores: the job's code (in_batch_mode(), a configuration it
	// builds the environment with), else the flink configuration of its
	// deployments (the SQL client's default context), else Flink's
	// default, streaming.
	initial RuntimeMode
	// mode is the runtime mode at the statement being replayed.
	mode RuntimeMode
	// api is set for a job whose code creates the TableEnvironment
	// (Python, Java, Scala): its mode is fixed when it is created, and a
	// SET of another one makes the planner fail ("Mismatch between
	// configured runtime mode and actual runtime mode"), so after such a
	// SET the mode is not judged.
	api bool
	// env is the mode the job's code creates its table environment in
	// (EnvironmentSettings.in_streaming_mode() / in_batch_mode()), when it
	// names one; ModeUnknown otherwise.
	env RuntimeMode
	// mismatch is a SQL SET of another runtime mode than env's, and
	// mismatchUnit its unit, while the session keeps it: the planner
	// rejects the next statement it translates ("Mismatch between
	// configured runtime mode and actual runtime mode"); nil when none,
	// or once reported.
	mismatch     *sqlparse.Set
	mismatchUnit *Unit
}

// newSession is the session a job starts in.
func newSession(j *model.Job) *session {
	s := &session{api: j.Entry != nil && (j.Entry.Python != nil || j.Entry.JVM != nil)}
	if s.api {
		s.env = environmentMode(j)
	}
	s.initial = initialMode(j)
	s.mode = s.initial
	return s
}

// initialMode is the runtime mode a job's statements start in (session).
func initialMode(j *model.Job) RuntimeMode {
	if j.SessionUnknown {
		// An init script flinklint cannot tell may set it.
		return ModeUnknown
	}
	if o := j.Settings.Get(runtimeModeKey); o != nil {
		if o.Origin == model.FromSet {
			// The job's SQL sets it last: what its code set before (if
			// anything) is not kept by the model. A SQL script's own SETs
			// are replayed statement by statement.
			if j.Entry != nil && j.Entry.Kind == model.SQLFile {
				return deploymentsMode(j)
			}
			return ModeUnknown
		}
		return modeOf(o.Value, o.Hole)
	}
	return deploymentsMode(j)
}

// environmentMode is the mode a job's code creates its table environment
// in: the one every EnvironmentSettings.in_streaming_mode() /
// in_batch_mode() of the file names (Java's inStreamingMode() /
// inBatchMode() too), unknown when there is none or they disagree.
func environmentMode(j *model.Job) RuntimeMode {
	if j.Entry == nil || j.Entry.Python == nil {
		return ModeUnknown
	}
	mode := ModeUnknown
	for _, st := range j.Entry.Python.Settings {
		if st.API != "in_streaming_mode" && st.API != "in_batch_mode" {
			continue
		}
		m := modeOf(st.Value.Value, !st.Value.Known)
		if m == ModeUnknown || mode != ModeUnknown && m != mode {
			return ModeUnknown
		}
		mode = m
	}
	return mode
}

// deploymentsMode is the runtime mode the job's deployments give it: the
// one every linked deployment's configuration sets, streaming when none
// sets it, unknown when they disagree or one sets it to a value known
// only at run time.
func deploymentsMode(j *model.Job) RuntimeMode {
	mode := ModeStreaming
	for i, l := range j.Deployments {
		m := ModeStreaming
		if v, known := l.Deployment.Config(runtimeModeKey); known {
			m = modeOf(v, false)
		} else if deploymentSets(l.Deployment, runtimeModeKey) {
			m = ModeUnknown
		}
		if i > 0 && m != mode {
			return ModeUnknown
		}
		mode = m
	}
	return mode
}

// deploymentSets reports whether a deployment's flink configuration names
// key (with a value known or not).
func deploymentSets(d *model.Deployment, key string) bool {
	for _, p := range d.FlinkConfig {
		if p.Key == key {
			return true
		}
	}
	return false
}

const (
	runtimeModeKey = "execution.runtime-mode"
	sqlDialectKey  = "table.sql-dialect"
)

// set replays SET 'key' = 'value'. A SET whose value the SQL client
// cannot apply is a problem (checkSetting); Flink keeps the former value
// then.
func (r *resolver) set(s *sqlparse.Set) {
	if s.Key.Hole {
		// Any key: the mode may change.
		r.session.mode = ModeUnknown
		return
	}
	if r.checkSetting(s) {
		return
	}
	if s.Key.Value == runtimeModeKey {
		r.session.mode = modeOf(s.Value.Value, s.Value.Hole)
		if r.session.api {
			r.session.mode = ModeUnknown
			r.session.mismatch = nil
			if env := r.session.env; env != ModeUnknown && !s.Value.Hole && modeOf(s.Value.Value, false) != env {
				r.session.mismatch, r.session.mismatchUnit = s, r.unit
			}
		}
	}
}

// translated checks a statement the planner translates (an INSERT, a
// CREATE TABLE ... AS, a statement set, or a query run with execute_sql,
// or explained) after a SET of another runtime mode than the table
// environment's: the planner compares the two before it translates
// (StreamPlanner / BatchPlanner.beforeTranslation). The problem is at
// the SET.
func (r *resolver) translated(st sqlparse.Statement) {
	m := r.session.mismatch
	if m == nil || r.unit == nil || r.unit.Embedded == nil {
		return
	}
	if api := r.unit.Embedded.API; api != "execute_sql" && api != "explain_sql" {
		return
	}
	switch s := st.(type) {
	case *sqlparse.Insert, *sqlparse.Select, *sqlparse.StatementSet:
	case *sqlparse.CreateTable:
		if s.AsQuery == nil {
			return
		}
	default:
		return
	}
	r.session.mismatch = nil
	unit := r.unit
	r.unit = r.session.mismatchUnit
	r.problem(Problem{Kind: SettingInvalid, Span: m.Span, Column: runtimeModeKey, Function: "mismatch",
		Reason: "Mismatch between configured runtime mode and actual runtime mode. Currently, the 'execution.runtime-mode' can only be set when instantiating the table environment. Subsequent changes are not supported. Please instantiate a new TableEnvironment if necessary."})
	r.unit = unit
}

// reset replays RESET 'key' and RESET: the key goes back to the session's
// default configuration (SessionContext.reset).
func (r *resolver) reset(s *sqlparse.Reset) {
	if s.Key.Hole || s.Key.Value == "" || s.Key.Value == runtimeModeKey {
		r.session.mode = r.session.initial
		r.session.mismatch = nil
	}
}

// checkSetting reports a SET whose value Flink cannot read for a key it
// reads when the SET runs: the SQL client and the gateway build the
// session's TableEnvironment with the new value before they keep it
// (SessionContext.set), which reads the runtime mode (EnvironmentSettings)
// and the SQL dialect (TableConfig.getSqlDialect, for the parser).
// Another key's value is read only where the planner needs it, so a
// value it cannot parse is not judged. It reports whether the SET is
// rejected.
func (r *resolver) checkSetting(s *sqlparse.Set) bool {
	if s.Value.Hole {
		return false
	}
	v := s.Value.Value
	var reason string
	switch s.Key.Value {
	case runtimeModeKey:
		switch strings.ToUpper(v) {
		case "STREAMING", "BATCH", "AUTOMATIC":
			return false
		}
		reason = fmt.Sprintf("Could not parse value '%s' for key '%s'.", v, s.Key.Value)
	case sqlDialectKey:
		switch strings.ToUpper(v) {
		case "DEFAULT", "HIVE":
			return false
		}
		reason = fmt.Sprintf("No enum constant org.apache.flink.table.api.SqlDialect.%s", strings.ToUpper(v))
	default:
		return false
	}
	r.problem(Problem{Kind: SettingInvalid, Span: s.Value.Span, Column: s.Key.Value, Reason: reason})
	return true
}

// sessionStatement checks a statement the SQL client runs on its session
// rather than the planner: an END that closes no BEGIN STATEMENT SET
// (the parser takes a set's own END with it).
func (r *resolver) sessionStatement(g *sqlparse.Generic) {
	if g.Keyword == "END" && r.unit != nil && r.unit.Embedded == nil {
		r.problem(Problem{Kind: SessionStatementInvalid, Span: g.Span,
			Reason: "No Statement Set to submit. 'END' statement should be used after 'BEGIN STATEMENT SET'."})
	}
}

// batchOnly checks a statement Flink runs in batch mode only, in a
// session known to run in streaming mode.
func (r *resolver) batchOnly(g *sqlparse.Generic) {
	if r.session.mode != ModeStreaming {
		return
	}
	var reason string
	switch g.Keyword {
	case "DELETE", "UPDATE":
		// TableEnvironmentImpl.executeInternal
		reason = g.Keyword + " statement is not supported for streaming mode now."
	case "TRUNCATE TABLE":
		// TruncateTableOperation.execute
		reason = "TRUNCATE TABLE statement is not supported in streaming mode."
	default:
		return
	}
	r.problem(Problem{Kind: ModeUnsupported, Span: g.Span, Function: g.Keyword, Reason: reason})
}

// checkBatchScan checks a table a query reads in a session known to run
// in batch mode, as the planner checks its scan source when it converts
// the table (DynamicSourceUtils.validateScanSourceForBatch): the source
// must be bounded, and produce inserts only. A lookup (FOR SYSTEM_TIME AS
// OF), a view's body (translated only when a query reads the view), a read
// with hints (OPTIONS may change the options) and a table whose options
// or connector flinklint does not fully know are not judged.
func (r *resolver) checkBatchScan(n *sqlparse.NamedTable, t *Table) {
	if r.session.mode != ModeBatch || r.viewBody || r.quiet || t.View || t.Opaque || t.OptionsUnknown ||
		n.SystemTime != nil || len(n.Hints) > 0 {
		return
	}
	opts := t.Options()
	conn, ok := opts["connector"]
	if !ok {
		return
	}
	bounded, known := flink.SourceBounded(conn, opts)
	if !known {
		return
	}
	var reason string
	if !bounded {
		reason = fmt.Sprintf("Querying an unbounded table '%s' in batch mode is not allowed. The table source is unbounded.", t.Path)
	} else {
		sc, known := flink.SourceChangelog(conn, opts)
		if !known || sc.InsertOnly() {
			return
		}
		reason = fmt.Sprintf("Querying a table in batch mode is currently only possible for INSERT-only table sources. But the source for table '%s' produces other changelog messages than just INSERT.", t.Path)
	}
	r.problemOnce(Problem{Kind: BatchSourceUnsupported, Span: n.Name.Span, Table: t.Path, Function: conn, Reason: reason})
}

// checkAddInsertSQL checks the SQL a job adds to a StatementSet with
// add_insert_sql / addInsertSql, which takes one statement that modifies
// a table (StatementSetImpl.addInsertSql: an INSERT, a CREATE TABLE ... AS,
// a DELETE or UPDATE); anything else is "Only insert statement is supported
// now.". SQL the parser could not read is not judged.
func (r *resolver) checkAddInsertSQL(u *Unit) {
	if u.Embedded == nil || u.Embedded.API != "add_insert_sql" || len(u.Script.Errors) > 0 || len(u.Script.Statements) != 1 {
		return
	}
	st := u.Script.Statements[0]
	if !notModification(st) {
		return
	}
	r.problem(Problem{Kind: SessionStatementInvalid, Span: st.StmtSpan(), Function: "add_insert_sql",
		Reason: "Only insert statement is supported now."})
}

// notModification reports whether a statement is known to be no
// ModifyOperation: a query, DDL without a query, SET, RESET, USE, SHOW,
// DESCRIBE, EXPLAIN, a statement set.
func notModification(st sqlparse.Statement) bool {
	switch s := st.(type) {
	case *sqlparse.CreateTable:
		return s.AsQuery == nil
	case *sqlparse.Select, *sqlparse.CreateView, *sqlparse.Set, *sqlparse.Reset, *sqlparse.CreateFunction,
		*sqlparse.CreateCatalog, *sqlparse.UseCatalog, *sqlparse.UseDatabase, *sqlparse.AlterTable,
		*sqlparse.AlterView, *sqlparse.StatementSet:
		return true
	case *sqlparse.Generic:
		for _, k := range []string{"DROP ", "SHOW ", "DESCRIBE", "DESC ", "EXPLAIN", "LOAD ", "UNLOAD ", "USE ", "TRUNCATE "} {
			if strings.HasPrefix(s.Keyword+" ", k) {
				return true
			}
		}
	}
	return false
}
