package semantics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/internal/editdist"
	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/sqlparse"
)

// The statements that create, drop and describe objects by name, and the
// functions a job may call.
//
// Sources: apache/flink release-2.1,
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java
// (dropTable/dropView: "Table with identifier '%s' does not exist.", and a
// permanent DROP of a temporary object fails; dropTemporaryTable: "Temporary
// table or view with identifier '%s' does not exist."; createTemporaryTable:
// "Temporary table '%s' already exists"),
// flink-table/flink-table-common/src/main/java/org/apache/flink/table/catalog/exceptions/TableAlreadyExistException.java
// ("Table (or view) %s already exists in Catalog %s."),
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/SqlNodeToOperationConversion.java
// (convertAlterTable; operations/converters/SqlAlterTableConverter.java on master) ("Table %s doesn't exist
// or is a temporary table."), flink-table/flink-sql-client/src/test/resources/sql/table.q
// (DESCRIBE: "Tables or views with the identifier '%s' doesn't exist"),
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/FunctionCatalog.java
// (function resolution: temporary system functions, the loaded modules'
// functions, then temporary and permanent catalog functions of the current
// catalog and database; names are case-insensitive).

// functionsVisible reports whether every function the job may call is
// one flinklint lists: the built-ins and the job's CREATE FUNCTIONs, with
// no module loaded, no Python code that may register functions, and the
// current catalog an in-memory one (a Hive or JDBC catalog has functions
// of its own).
func (c *Catalog) functionsVisible() bool {
	return !c.functions.unseen && !c.Unseen && c.seesWhole(c.currentCatalog)
}

// createCatalog replays CREATE CATALOG: a catalog of type
// generic_in_memory is one flinklint sees whole; any other (Hive, JDBC,
// Iceberg, Paimon, a type with a hole) holds tables it cannot see.
func (r *resolver) createCatalog(s *sqlparse.CreateCatalog) {
	if s.Name.Hole {
		return
	}
	if !r.checkCreateCatalog(s) {
		return
	}
	if r.cat.created == nil {
		r.cat.created = map[string]bool{}
	}
	if r.cat.created[s.Name.Name] || s.Name.Name == DefaultCatalog && !r.cat.droppedCatalogs[DefaultCatalog] {
		return // IF NOT EXISTS of a catalog the session has: it stays as it is
	}
	r.cat.created[s.Name.Name] = true
	delete(r.cat.droppedCatalogs, s.Name.Name)
	inMemory, unknown := false, false
	database := ""
	for _, o := range s.Options {
		switch {
		case o.Key.Hole:
			unknown = true
		case o.Key.Value == "type":
			inMemory = !o.Value.Hole && strings.EqualFold(o.Value.Value, "generic_in_memory")
		case o.Key.Value == "default-database":
			if o.Value.Hole {
				unknown = true
			}
			database = o.Value.Value
		}
	}
	if inMemory && !unknown {
		r.cat.markInMemory(s.Name.Name, database)
		return
	}
	delete(r.cat.inMemory, s.Name.Name)
}

// generic replays the statements sqlparse keeps as keywords and one name:
// DROP, DESCRIBE, LOAD MODULE.
func (r *resolver) generic(g *sqlparse.Generic) {
	if strings.HasSuffix(g.Keyword, " MODEL") {
		r.modelStatement(g)
		return
	}
	switch g.Keyword {
	case "LOAD MODULE":
		r.moduleStatement(g)
		r.cat.functions.unseen, r.cat.functions.modulesLoaded = true, true
		return
	case "UNLOAD MODULE", "USE MODULES":
		r.moduleStatement(g)
		return
	case "CREATE DATABASE":
		if g.Object != nil {
			r.createDatabase(g)
		}
		r.cat.createsDatabases = true
		return
	case "ALTER TEMPORARY FUNCTION", "ALTER TEMPORARY SYSTEM FUNCTION":
		r.alterTemporaryFunction(g)
		return
	case "SHOW DATABASES":
		if g.Object != nil {
			r.showDatabases(g)
		}
		return
	}
	if g.Object == nil {
		if strings.HasPrefix(g.Keyword, "DROP") && !strings.Contains(g.Keyword, "CATALOG") && !strings.Contains(g.Keyword, "DATABASE") {
			r.cat.Unseen = true // a DROP flinklint does not read may drop anything
		}
		return
	}
	switch g.Keyword {
	case "DROP CATALOG":
		r.dropCatalog(g)
	case "DROP DATABASE":
		r.dropDatabase(g)
	case "ALTER CATALOG":
		r.alterCatalog(g)
	case "SHOW CREATE TABLE", "SHOW CREATE VIEW":
		r.showCreate(g)
	case "DROP FUNCTION", "DROP TEMPORARY FUNCTION", "DROP TEMPORARY SYSTEM FUNCTION":
		r.refDropFunction(*g.Object)
		r.dropFunction(g)
	case "DESCRIBE", "DESC", "DESCRIBE EXTENDED", "DESC EXTENDED":
		t, known := r.cat.Lookup(*g.Object)
		r.refTable(*g.Object, t, false)
		if t == nil && known {
			r.missingTable(*g.Object, flinkMessage("Tables or views with the identifier '%s' doesn't exist"))
		}
	default:
		r.dropTable(g)
	}
}

// dropTable replays DROP [TEMPORARY] TABLE / VIEW as CatalogManager
// does. DROP TEMPORARY removes the temporary object of the kind, and the
// permanent object it shadowed is visible again. A permanent DROP fails
// while a temporary object of the kind shadows the path, IF EXISTS or
// not; otherwise it removes the permanent object of the kind. A DROP of
// the other kind (DROP VIEW of a table) finds nothing to drop.
func (r *resolver) dropTable(g *sqlparse.Generic) {
	temporary := strings.Contains(g.Keyword, "TEMPORARY")
	view := strings.HasSuffix(g.Keyword, "VIEW")
	r.cat.notePresumed(g.Object.Parts)
	p, ok := r.cat.path(*g.Object)
	if !ok {
		r.cat.Unseen = true
		return
	}
	ofKind := func(t *Table) bool { return t != nil && t.View == view }
	if tmp := r.cat.temp[p]; !temporary && ofKind(tmp) {
		if !r.cat.Unseen {
			kind := "table"
			if view {
				kind = "view"
			}
			r.problem(Problem{Kind: DropShadowed, Span: g.Object.Span, Table: p,
				Reason: fmt.Sprintf("Temporary %s with identifier '%s' exists. Drop it first before removing the permanent %s.", kind, backquotePath(p), kind)})
		}
		return
	}
	if t := r.cat.namespace(temporary)[p]; ofKind(t) {
		r.refTable(*g.Object, t, false)
		r.cat.drop(t, "dropped")
		return
	}
	if g.IfExists {
		return
	}
	if other := r.cat.namespace(temporary)[p]; other != nil {
		// An object of the other kind: Flink finds nothing of the kind to
		// drop (CatalogManager.dropTableInternal filters by kind).
		if !temporary && !r.cat.Unseen {
			kind := "Table"
			if view {
				kind = "View"
			}
			r.problem(Problem{Kind: UnknownTable, Span: g.Object.Span, Table: p, OtherKind: true,
				Reason: fmt.Sprintf("%s with identifier '%s' does not exist.", kind, p)})
		}
		return
	}
	if _, known := r.cat.Lookup(*g.Object); !known {
		return
	}
	switch {
	case temporary:
		r.missingTableIn(*g.Object, temporary, flinkMessage("Temporary table or view with identifier '%s' does not exist."))
	case view:
		r.missingTableIn(*g.Object, temporary, flinkMessage("View with identifier '%s' does not exist."))
	default:
		r.missingTableIn(*g.Object, temporary, flinkMessage("Table with identifier '%s' does not exist."))
	}
}

// missingTable reports a table a statement names that is not there, when
// the job's own statements say so: it dropped or renamed it, or the name
// is close to one it declares (a table set up elsewhere, by an init
// script or a platform's catalog, is not in the catalog either). reason
// words Flink's message of a DDL statement for the path; nil for a query,
// whose message names the table as written.
func (r *resolver) missingTable(name sqlparse.QualifiedName, reason func(path string) string) {
	p, ok := r.cat.path(name)
	if !ok {
		return
	}
	r.reportMissing(name, p, r.cat.goneHow(p), reason)
}

// missingTableIn is missingTable for a statement that looks in one
// namespace only (DROP [TEMPORARY]).
func (r *resolver) missingTableIn(name sqlparse.QualifiedName, temporary bool, reason func(path string) string) {
	p, ok := r.cat.path(name)
	if !ok {
		return
	}
	r.reportMissing(name, p, r.cat.gone[goneKey{p, temporary}], reason)
}

func (r *resolver) reportMissing(name sqlparse.QualifiedName, p, gone string, reason func(path string) string) {
	sug := r.suggestTable(name)
	if sug == p {
		sug = "" // the object of the other namespace (DROP TEMPORARY of a permanent one)
	}
	if gone == "" && sug == "" && !r.cat.complete {
		return
	}
	pr := Problem{Kind: UnknownTable, Span: name.Span, Table: name.String(), Gone: gone, Suggestion: sug}
	if reason != nil {
		pr.Table, pr.Reason = p, reason(p)
	}
	r.problem(pr)
}

// checkExists reports a CREATE of a name the job already created in the
// same namespace (temporary objects shadow permanent ones, so a temporary
// and a permanent object of one name may coexist), when both statements
// are in the unit being replayed and no Python code runs them (a Python
// job may run its statements on other paths than their order).
func (r *resolver) checkExists(name sqlparse.QualifiedName, temporary, ifNotExists, orReplace bool, span sqlparse.Span) {
	if ifNotExists || orReplace || r.cat.Unseen || r.unit == nil {
		return
	}
	p, ok := r.cat.path(name)
	if !ok {
		return
	}
	old := r.cat.namespace(temporary)[p]
	if old == nil || old.Decl == nil || !r.sameUnit(old.Decl) {
		return
	}
	reason := fmt.Sprintf("Temporary table '%s' already exists", backquotePath(p))
	if !temporary {
		dot := strings.IndexByte(p, '.')
		reason = fmt.Sprintf("Table (or view) %s already exists in Catalog %s.", p[dot+1:], p[:dot])
	}
	r.problem(Problem{Kind: ObjectExists, Span: span, Table: p, Reason: reason})
}

// sameUnit reports whether a statement is one of the current unit's.
func (r *resolver) sameUnit(st sqlparse.Statement) bool {
	for _, s := range r.unit.Script.Statements {
		if s == st {
			return true
		}
	}
	return false
}

// flinkMessage words a message with one %s for a path.
func flinkMessage(format string) func(string) string {
	return func(p string) string { return fmt.Sprintf(format, p) }
}

// alterMissing is ALTER TABLE's message for a table that is not there or
// is temporary.
func alterMissing(p string) string {
	return fmt.Sprintf("Table %s doesn't exist or is a temporary table.", backquotePath(p))
}

// likeMissing is CREATE TABLE ... LIKE's message for a source table that
// is not there.
func likeMissing(p string) string {
	return fmt.Sprintf("Source table '%s' of the LIKE clause not found in the catalog", backquotePath(p))
}

// backquotePath prints a path as Flink's ObjectIdentifier.toString does.
func backquotePath(p string) string {
	return "`" + strings.ReplaceAll(p, ".", "`.`") + "`"
}

// unknownFunction reports a call of a function that is no built-in and
// no function of the job's, when every function the job may call is
// visible and the name is close to one of them (a typo), the job dropped
// it, or the session starts as Flink starts one (Catalog.complete).
func (r *resolver) unknownFunction(n *sqlparse.CallExpr, name string) {
	if !r.cat.functionsVisible() || len(n.Name.Parts) != 1 {
		return
	}
	key := strings.ToLower(name)
	found, known := r.cat.resolveFunction(n.Name)
	if found || !known && r.cat.functions.created[key] {
		// One of the job's functions answers the call, or may: a
		// function of that name the job creates under another path
		// than the current catalog and database is not reached, but
		// the session may hold one at the current path too.
		return
	}
	dropped := r.cat.functions.dropped[key]
	sug := suggestFunction(name, r.cat.functions.created)
	hive := functions.IsHiveOnly(name) && !r.cat.moduleLoaded("hive")
	if sug == "" && !dropped && !hive && !known {
		// A session set up elsewhere may hold the function; one that
		// starts as Flink starts one holds only the job's.
		return
	}
	gone, reason := "", ""
	switch {
	case dropped:
		gone = "dropped"
	case hive:
		// A built-in of Hive's module: the job does not load it, so
		// no typo of a Flink name is suggested.
		reason, sug = HiveFunctionReason, ""
	case r.cat.functions.created[key]:
		reason = fmt.Sprintf("the job creates %s in another catalog or database than the current one (%s.%s), and an unqualified call reaches only those of the current one", name, r.cat.currentCatalog, r.cat.currentDatabase)
		sug = ""
	}
	r.problem(Problem{Kind: UnknownFunction, Span: n.Name.Span, Function: name, Gone: gone, Suggestion: sug, Reason: reason})
}

// HiveFunctionReason is the Reason of an UnknownFunction that is a
// built-in function of Hive's module, called in a job that loads no
// module.
const HiveFunctionReason = "a built-in function of Hive's module, which the job does not load (LOAD MODULE hive)"

// loadsModule is the declName of a job that loads a module: another job
// of the run that calls a function of Hive's module may run in its
// session.
var loadsModule = declName{function: true, name: " load module"}

// suggestFunction is the did-you-mean for a function name among Flink's
// built-ins and the job's own functions: one that is a single edit away
// (case and '_' aside); "" when there is none, or the name is one of them.
// A wider search would take a platform's own functions (a TO_TIMESTAMP_UDF
// registered outside the repository) for typos of built-ins.
func suggestFunction(name string, own map[string]bool) string {
	names := functions.Default().Names()
	for n := range own {
		names = append(names, n)
	}
	sort.Strings(names)
	key := strings.ToLower(name)
	best := ""
	for _, c := range names {
		lc := strings.ToLower(c)
		if lc == key {
			return ""
		}
		if best == "" && editdist.Distance(key, lc, 1) == 1 {
			best = c
		}
	}
	return best
}
