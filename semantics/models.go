package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// Models (Flink 2.1+) as CatalogManager keeps them: a namespace of its own
// beside tables and views, temporary models (temporaryModels) shadowing the
// permanent ones of the catalogs, each by its full path. A statement
// resolves a model name as a table name: catalog.database.model after the
// current catalog and database.
//
// Sources: apache/flink release-2.1.2-rc1 and release-2.2.1-rc2
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java
// (createTemporaryModel: "Temporary model '%s' already exists"; dropModel:
// "Model with identifier '%s' does not exist."; dropTemporaryModel:
// "Temporary model with identifier '%s' does not exist."; getModel looks in
// the temporary models first), flink-table/flink-table-planner/src/main/java/
// org/apache/flink/table/planner/operations/converters/AbstractSqlAlterModelConverter.java
// ("Model %s doesn't exist.", "Model %s is a temporary model.", IF EXISTS
// or not), SqlShowCreateModelConverter.java ("Could not execute SHOW CREATE
// MODEL. Model with identifier %s does not exist."), flink-table/
// flink-table-api-java/src/main/java/org/apache/flink/table/operations/
// DescribeModelOperation.java ("Model with the identifier '%s' doesn't
// exist."); TableEnvironmentTest.scala's model tests (release-2.2.1-rc2).

// modelSpace is the session's models: the job's temporary and permanent
// ones by path, those it dropped, and whether a statement flinklint could
// not read may have made or dropped one.
type modelSpace struct {
	temp, perm map[string]*sqlparse.Generic // the CREATE that made each
	gone       map[goneKey]bool
	unseen     bool
}

// modelStatement replays a model statement (Generic keywords ... MODEL).
func (r *resolver) modelStatement(g *sqlparse.Generic) {
	if g.Object == nil {
		r.models.unseen = true // a model statement flinklint cannot read
		return
	}
	p, ok := r.cat.path(*g.Object)
	if !ok {
		r.models.unseen = true
		return
	}
	temporary := strings.Contains(g.Keyword, "TEMPORARY")
	switch {
	case isCreateModelKeyword(g.Keyword):
		r.createModel(g, p, temporary)
	case g.Keyword == "DROP MODEL", g.Keyword == "DROP TEMPORARY MODEL":
		r.dropModel(g, p, temporary)
	case g.Keyword == "ALTER MODEL":
		r.alterModel(g, p)
	case g.Keyword == "SHOW CREATE MODEL":
		if !r.modelExists(p) {
			r.missingModel(g, p, fmt.Sprintf("Could not execute SHOW CREATE MODEL. Model with identifier %s does not exist.", backquotePath(p)))
		}
	case g.Keyword == "DESCRIBE MODEL", g.Keyword == "DESC MODEL":
		if !r.modelExists(p) {
			r.missingModel(g, p, fmt.Sprintf("Model with the identifier '%s' doesn't exist.", p))
		}
	}
}

func isCreateModelKeyword(k string) bool {
	switch k {
	case "CREATE MODEL", "CREATE TEMPORARY MODEL", "CREATE OR REPLACE MODEL", "CREATE OR REPLACE TEMPORARY MODEL":
		return true
	}
	return false
}

func (m *modelSpace) namespace(temporary bool) map[string]*sqlparse.Generic {
	if temporary {
		if m.temp == nil {
			m.temp = map[string]*sqlparse.Generic{}
		}
		return m.temp
	}
	if m.perm == nil {
		m.perm = map[string]*sqlparse.Generic{}
	}
	return m.perm
}

func (r *resolver) createModel(g *sqlparse.Generic, p string, temporary bool) {
	if r.checkModelSpec(g, p) {
		return // the CREATE fails: nothing changes
	}
	ns := r.models.namespace(temporary)
	if old := ns[p]; old != nil && temporary && !g.IfNotExists && !strings.Contains(g.Keyword, "OR REPLACE") &&
		r.trusted() && !r.models.unseen && r.sameUnit(old) {
		r.problem(Problem{Kind: ObjectExists, Span: g.Object.Span, Table: p,
			Reason: fmt.Sprintf("Temporary model '%s' already exists", backquotePath(p))})
		return
	}
	if _, exists := ns[p]; exists && (g.IfNotExists || !strings.Contains(g.Keyword, "OR REPLACE")) {
		return // the old model stays (or the CREATE fails)
	}
	ns[p] = g
	delete(r.models.gone, goneKey{p, temporary})
}

func (r *resolver) dropModel(g *sqlparse.Generic, p string, temporary bool) {
	ns := r.models.namespace(temporary)
	if _, ok := ns[p]; ok {
		delete(ns, p)
		if r.models.gone == nil {
			r.models.gone = map[goneKey]bool{}
		}
		r.models.gone[goneKey{p, temporary}] = true
		return
	}
	if g.IfExists || !temporary && r.models.temp[p] != nil {
		// DROP MODEL of a path only a temporary model holds fails in the
		// catalog, with another message.
		return
	}
	reason := fmt.Sprintf("Model with identifier '%s' does not exist.", p)
	if temporary {
		reason = fmt.Sprintf("Temporary model with identifier '%s' does not exist.", p)
	}
	r.missingModelIn(g, p, temporary, reason)
}

func (r *resolver) alterModel(g *sqlparse.Generic, p string) {
	before := len(r.job.Problems)
	defer func() {
		if len(r.job.Problems) == before {
			r.checkModelChange(g, p)
		}
	}()
	if tmp := r.models.temp[p]; tmp != nil {
		if r.trusted() && !r.models.unseen {
			r.catalogProblem(g.Object.Span, fmt.Sprintf("Model %s is a temporary model.", backquotePath(p)))
		}
		return
	}
	if r.models.perm[p] != nil {
		if g.Action == "RENAME" {
			// The new name is not read: what the session holds after it
			// is not known.
			r.models.unseen = true
		}
		return
	}
	if !g.IfExists {
		r.missingModel(g, p, fmt.Sprintf("Model %s doesn't exist.", backquotePath(p)))
	}
}

// checkModelSpec applies to CREATE MODEL the checks of Flink's parser
// (SqlCreateModel.validate, SqlCreateModelAs.validate) and of its
// converter (SqlCreateModelConverter's input and output schemas), in
// their order; it reports whether the statement fails.
//
// Sources: apache/flink release-2.1.2-rc1 and release-2.2.1-rc2
// flink-table/flink-sql-parser/src/main/java/org/apache/flink/sql/parser/ddl/SqlCreateModel.java
// and SqlCreateModelAs.java (2.2), flink-table/flink-table-planner/src/main/java/org/apache/
// flink/table/planner/operations/converters/SqlCreateModelConverter.java.
func (r *resolver) checkModelSpec(g *sqlparse.Generic, p string) bool {
	m := g.Model
	if m == nil {
		return false
	}
	fail := func(at sqlparse.Span, reason string) bool {
		r.problem(Problem{Kind: ModelInvalid, Span: at, Table: p, Reason: reason})
		return true
	}
	if m.As {
		// CREATE MODEL ... AS query (2.2).
		switch {
		case m.Input != nil:
			return fail(m.Input.Span, "CREATE MODEL AS SELECT syntax does not support to specify explicit input columns.")
		case m.Output != nil:
			return fail(m.Output.Span, "CREATE MODEL AS SELECT syntax does not support to specify explicit output columns.")
		}
	}
	switch {
	case m.Input != nil && m.Output == nil:
		return fail(m.Input.Span, "Output column list can not be empty with non-empty input column list.")
	case m.Input == nil && m.Output != nil:
		return fail(m.Output.Span, "Input column list can not be empty with non-empty output column list.")
	case len(m.Options) == 0:
		at := m.With
		if at.End == 0 {
			at = g.Object.Span
		}
		return fail(at, "Model property list can not be empty.")
	}
	if m.As {
		return false
	}
	for _, list := range []struct {
		cols *sqlparse.ModelColumns
		what string
	}{{m.Input, "input"}, {m.Output, "output"}} {
		if list.cols == nil {
			continue
		}
		seen := map[string]bool{}
		for _, c := range list.cols.Columns {
			if c.Name.Hole {
				return false
			}
			if seen[c.Name.Name] {
				return fail(c.Name.Span, fmt.Sprintf("Duplicate %s column name: '%s'.", list.what, c.Name.Name))
			}
			seen[c.Name.Name] = true
			if c.Kind != sqlparse.PhysicalColumn {
				// Flink prints the SqlNode; its unparsed text is not
				// rebuilt here.
				return fail(c.Span(), fmt.Sprintf("Column %s can only be a physical column.", c.Name.Name))
			}
		}
	}
	return false
}

// checkModelChange checks ALTER MODEL SET and RESET as their converters do
// once the model is found (or not needed, IF EXISTS): an empty option or
// key list fails (SqlAlterModelSetConverter, SqlAlterModelResetConverter,
// release-2.1.2-rc1 and release-2.2.1-rc2). Whatever the session holds,
// the statement fails: when the model is missing or temporary, with
// another message.
func (r *resolver) checkModelChange(g *sqlparse.Generic, p string) {
	m := g.Model
	if m == nil {
		return
	}
	switch {
	case g.Action == "SET" && len(m.Options) == 0:
		r.problem(Problem{Kind: ModelInvalid, Span: m.With, Table: p, Reason: "ALTER MODEL SET does not support empty option."})
	case g.Action == "RESET" && len(m.ResetKeys) == 0:
		r.problem(Problem{Kind: ModelInvalid, Span: m.Reset, Table: p, Reason: "ALTER MODEL RESET does not support empty key."})
	}
}

// modelExists reports whether the session holds a model at a path, as
// far as flinklint knows (missingModel decides whether it knows).
func (r *resolver) modelExists(p string) bool {
	return r.models.temp[p] != nil || r.models.perm[p] != nil
}

// missingModel reports a path that holds no model for a statement that
// looks in both namespaces (ALTER, SHOW CREATE, DESCRIBE), when flinklint
// sees every model of the session there (absent).
func (r *resolver) missingModel(g *sqlparse.Generic, p string, reason string) {
	if r.absentModel(p, false) {
		r.reportMissingModel(g, p, r.models.gone[goneKey{p, true}] || r.models.gone[goneKey{p, false}], reason)
	}
}

// missingModelIn is missingModel for a statement that looks in one
// namespace only (DROP [TEMPORARY] MODEL).
func (r *resolver) missingModelIn(g *sqlparse.Generic, p string, temporary bool, reason string) {
	if r.absentModel(p, temporary) {
		r.reportMissingModel(g, p, r.models.gone[goneKey{p, temporary}], reason)
	}
}

// absentModel reports whether flinklint knows that a namespace holds no
// model at a path the job's statements leave empty: the job dropped the
// model there itself, or the session starts as Flink starts one in a
// catalog flinklint sees whole; and nothing it cannot see ran (Python or
// JVM code, an init script it cannot tell, a statement it cannot read).
// A temporary model is only ever made by the session's own statements, so
// the permanent namespace decides a statement that looks in both.
func (r *resolver) absentModel(p string, temporary bool) bool {
	if !r.trusted() || r.models.unseen {
		return false
	}
	if r.models.gone[goneKey{p, temporary}] {
		return true
	}
	catalog, _, _ := strings.Cut(p, ".")
	return r.cat.complete && r.cat.seesWhole(catalog)
}

func (r *resolver) reportMissingModel(g *sqlparse.Generic, p string, gone bool, reason string) {
	pr := Problem{Kind: UnknownTable, Span: g.Object.Span, Table: p, Reason: reason}
	if gone {
		pr.Gone = "dropped"
	}
	r.problem(pr)
}
