package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The functions of a session as Flink's FunctionCatalog keeps them: three
// namespaces of the job's own functions beside the modules' system
// (built-in) functions.
//
//   - temporary system functions, by name (CREATE TEMPORARY SYSTEM
//     FUNCTION f): a call of f reaches one before any module's function;
//   - temporary catalog functions, by identifier (CREATE TEMPORARY FUNCTION
//     [catalog.][database.]f, qualified with the current catalog and
//     database);
//   - catalog functions, kept by the catalog (CREATE FUNCTION).
//
// An unqualified call f resolves to the temporary system function f, then
// to the used modules' function f (core's built-ins), then to the
// temporary catalog function and the catalog function f of the current
// catalog and database; a qualified call db.f or catalog.db.f to the
// temporary catalog function of that identifier, then the catalog
// function (FunctionCatalog.resolveAmbiguousFunctionReference and
// resolvePreciseFunctionReference). Function names are case-insensitive
// (FunctionIdentifier.normalizeName lower-cases them), catalog and
// database names are not.
//
// The SQL statements go through the operations, which check what
// FunctionCatalog and the catalog check:
//   - CREATE TEMPORARY SYSTEM FUNCTION of a name taken: "Could not register
//     temporary system function. A function named 'f' does already exist.";
//   - CREATE TEMPORARY FUNCTION of an identifier taken: "Could not register
//     temporary catalog function. A function 'c.d.f' does already exist.";
//   - CREATE FUNCTION goes to the catalog (GenericInMemoryCatalog
//     for the in-memory ones): "Function d.f already exists in Catalog c.",
//     "Database d does not exist in Catalog c."; no temporary function is
//     looked at;
//   - DROP TEMPORARY SYSTEM FUNCTION: "Could not drop temporary system
//     function. A function named 'f' doesn't exist.";
//   - DROP TEMPORARY FUNCTION: "Temporary catalog function `c`.`d`.`f`
//     doesn't exist";
//   - DROP FUNCTION goes to the catalog: "Function d.f does not exist in
//     Catalog c.", again whatever temporary function there is.
//
// IF [NOT] EXISTS silences each. flinklint says a function exists when the
// job created it earlier in the same text and did not drop it, and that
// one does not exist when the job dropped it, or the session starts as
// Flink starts one (Catalog.complete) and the job never created it (the
// catalog functions of an in-memory catalog the job creates too). Nothing
// is said when code may register functions (Catalog.Unseen) or a name has
// a hole.
//
// Sources: apache/flink release-1.20.4 and release-2.2.1-rc2,
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/FunctionCatalog.java,
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/operations/ddl/CreateCatalogFunctionOperation.java,
// CreateTempSystemFunctionOperation.java, DropCatalogFunctionOperation.java,
// DropTempSystemFunctionOperation.java,
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/GenericInMemoryCatalog.java
// (createFunction, dropFunction; the path's object name normalised),
// flink-table/flink-table-common/src/main/java/org/apache/flink/table/catalog/exceptions/FunctionAlreadyExistException.java,
// FunctionNotExistException.java, DatabaseNotExistException.java,
// flink-table/flink-table-common/src/main/java/org/apache/flink/table/functions/FunctionIdentifier.java.

// functionNames are the functions a job creates and drops.
type functionNames struct {
	// system holds the temporary system functions by lower-case name:
	// true for one the job creates, false for one it drops; temp the
	// temporary catalog functions and perm the catalog functions by
	// identifier (funcKey), alike. nil until the first.
	system, temp, perm map[string]*funcEntry
	// created holds the lower-case names of the functions of every
	// namespace that exist (the job's own names, for suggestions and the
	// other jobs of a run), dropped the names the job dropped while none of
	// that name is left; nil until the first.
	created, dropped map[string]bool
	// unseen is set by a LOAD MODULE (Hive's functions and others) and
	// by a CREATE FUNCTION whose name has a hole; holes by the latter
	// only (a DROP or CREATE with a hole may be of any function).
	unseen, holes bool
	// modules are the session's loaded modules (modules.go);
	// modulesLoaded is set by any LOAD MODULE.
	modules       modules
	modulesLoaded bool
}

// funcEntry is what the job did to one function: created it (exists, by
// decl) or dropped it.
type funcEntry struct {
	exists bool
	decl   *sqlparse.CreateFunction
}

// funcKey is a function identifier as FunctionIdentifier normalises it:
// catalog and database as written, the name in lower case.
func funcKey(catalog, database, name string) string {
	return catalog + "\x00" + database + "\x00" + strings.ToLower(name)
}

// funcIdent qualifies a function's name as CatalogManager.qualifyIdentifier
// does (the current catalog and database for the parts left out); ok is
// false for a name with a hole, more than three parts, or an unknown
// current catalog or database.
func (c *Catalog) funcIdent(name sqlparse.QualifiedName) (catalog, database, object string, ok bool) {
	for _, p := range name.Parts {
		if p.Hole || p.Name == "" {
			return "", "", "", false
		}
	}
	catalog, database = c.currentCatalog, c.currentDatabase
	switch p := name.Parts; len(p) {
	case 1:
		object = p[0].Name
	case 2:
		database, object = p[0].Name, p[1].Name
	case 3:
		catalog, database, object = p[0].Name, p[1].Name, p[2].Name
	default:
		return "", "", "", false
	}
	if catalog == "?" || database == "?" || catalog == "" || database == "" {
		return "", "", "", false
	}
	return catalog, database, object, true
}

// functionsKnown reports whether flinklint sees every function the job's
// session registers: no code that may register functions, no CREATE or
// DROP FUNCTION with a hole.
func (c *Catalog) functionsKnown() bool { return !c.Unseen && !c.functions.holes }

// funcState says whether a namespace holds a function: known is false
// when flinklint cannot tell.
func (c *Catalog) funcState(ns map[string]*funcEntry, key string, fresh bool) (e *funcEntry, exists, known bool) {
	if e, ok := ns[key]; ok {
		return e, e.exists, true
	}
	return nil, false, fresh && c.functionsKnown()
}

// tempSystem says whether a temporary system function of the name exists.
func (c *Catalog) tempSystem(name string) (e *funcEntry, exists, known bool) {
	return c.funcState(c.functions.system, strings.ToLower(name), c.complete)
}

// tempCatalogFunction says whether a temporary catalog function exists.
func (c *Catalog) tempCatalogFunction(catalog, database, name string) (e *funcEntry, exists, known bool) {
	return c.funcState(c.functions.temp, funcKey(catalog, database, name), c.complete)
}

// catalogFunction says whether a catalog holds a function: known for the
// catalogs flinklint sees whole, which start with no function (the
// default one only in a session that starts as Flink starts one).
func (c *Catalog) catalogFunction(catalog, database, name string) (e *funcEntry, exists, known bool) {
	fresh := c.seesWhole(catalog) && (catalog != DefaultCatalog || c.complete) && !c.droppedCatalogs[catalog]
	return c.funcState(c.functions.perm, funcKey(catalog, database, name), fresh)
}

// resolveFunction resolves a call of a function that is no built-in (or
// whose built-in a temporary system function shadows) as
// FunctionCatalog does: found is whether one of the job's functions
// answers it; known false when flinklint cannot tell.
func (c *Catalog) resolveFunction(name sqlparse.QualifiedName) (found, known bool) {
	if len(name.Parts) == 1 {
		if _, ok, k := c.tempSystem(name.Parts[0].Name); ok || !k {
			return ok, k
		}
	}
	catalog, database, object, ok := c.funcIdent(name)
	if !ok {
		return false, false
	}
	if _, ok, k := c.tempCatalogFunction(catalog, database, object); ok || !k {
		return ok, k
	}
	_, ok, k := c.catalogFunction(catalog, database, object)
	return ok, k
}

// setFunction records what the job did to a function of a namespace, and
// keeps the names of every namespace (created, dropped) in step.
func (c *Catalog) setFunction(ns *map[string]*funcEntry, key, name string, e *funcEntry) {
	if *ns == nil {
		*ns = map[string]*funcEntry{}
	}
	(*ns)[key] = e
	lower := strings.ToLower(name)
	if e.exists {
		if c.functions.created == nil {
			c.functions.created = map[string]bool{}
		}
		c.functions.created[lower] = true
		delete(c.functions.dropped, lower)
		return
	}
	if c.functionNamed(lower) {
		return
	}
	delete(c.functions.created, lower)
	if c.functions.dropped == nil {
		c.functions.dropped = map[string]bool{}
	}
	c.functions.dropped[lower] = true
}

// functionNamed reports whether a function of the lower-case name exists
// in some namespace.
func (c *Catalog) functionNamed(lower string) bool {
	if e := c.functions.system[lower]; e != nil && e.exists {
		return true
	}
	for _, ns := range []map[string]*funcEntry{c.functions.temp, c.functions.perm} {
		for k, e := range ns {
			if e.exists && k[strings.LastIndexByte(k, 0)+1:] == lower {
				return true
			}
		}
	}
	return false
}

// forgetFunctions drops what the job did to the catalog functions of a
// catalog (prefix "catalog\x00") or database ("catalog\x00database\x00")
// that is dropped or created anew: their functions are gone with it.
func (c *Catalog) forgetFunctions(prefix string) {
	for k, e := range c.functions.perm {
		if strings.HasPrefix(k, prefix) {
			name := k[strings.LastIndexByte(k, 0)+1:]
			delete(c.functions.perm, k)
			if e.exists && !c.functionNamed(name) {
				delete(c.functions.created, name)
			}
		}
	}
}

// shadowsBuiltin reports whether a call of the name resolves to a function
// the job creates rather than to a built-in one: a temporary system
// function of that name (a catalog function of a built-in's name is never
// reached by an unqualified call).
func (c *Catalog) shadowsBuiltin(name string) bool {
	e := c.functions.system[strings.ToLower(name)]
	return e != nil && e.exists
}

// createFunction replays CREATE [TEMPORARY [SYSTEM]] FUNCTION and reports
// what FunctionCatalog or the catalog rejects.
func (r *resolver) createFunction(f *sqlparse.CreateFunction) {
	c := r.cat
	name := f.Name.Object()
	if name.Hole || name.Name == "" {
		c.functions.unseen, c.functions.holes = true, true
		return
	}
	created := &funcEntry{exists: true, decl: f}
	if f.System {
		key := strings.ToLower(name.Name)
		if e, exists, _ := c.tempSystem(name.Name); exists && !f.IfNotExists && r.ownCreate(e) {
			r.functionExists(f, fmt.Sprintf("Could not register temporary system function. A function named '%s' does already exist.", name.Name))
		}
		if e := c.functions.system[key]; e == nil || !e.exists {
			c.setFunction(&c.functions.system, key, name.Name, created)
		}
		return
	}
	catalog, database, object, ok := c.funcIdent(f.Name)
	if !ok {
		c.functions.unseen, c.functions.holes = true, true
		return
	}
	key := funcKey(catalog, database, object)
	if f.Temporary {
		e, exists, _ := c.tempCatalogFunction(catalog, database, object)
		if exists && !f.IfNotExists && r.ownCreate(e) {
			r.functionExists(f, fmt.Sprintf("Could not register temporary catalog function. A function '%s.%s.%s' does already exist.", catalog, database, object))
		}
		if !exists {
			c.setFunction(&c.functions.temp, key, object, created)
		}
		return
	}
	if exists, known := c.databaseExists(catalog, database); known && !exists && r.trusted() && c.functionsKnown() {
		r.catalogProblem(f.Name.Span, fmt.Sprintf("Database %s does not exist in Catalog %s.", database, catalog))
		return
	}
	e, exists, _ := c.catalogFunction(catalog, database, object)
	if exists && !f.IfNotExists && r.ownCreate(e) && c.seesWhole(catalog) {
		r.functionExists(f, fmt.Sprintf("Function %s.%s already exists in Catalog %s.", database, strings.ToLower(object), catalog))
	}
	if !exists {
		c.setFunction(&c.functions.perm, key, object, created)
	}
}

// ownCreate reports whether a function exists by a CREATE of the unit
// being replayed, with the statements' order known (a Python job may run
// them on other paths than their order in the file).
func (r *resolver) ownCreate(e *funcEntry) bool {
	return e != nil && e.exists && e.decl != nil && r.trusted() && r.sameUnit(e.decl)
}

func (r *resolver) functionExists(f *sqlparse.CreateFunction, reason string) {
	r.problem(Problem{Kind: ObjectExists, Span: f.Name.Span, Function: f.Name.String(), Reason: reason})
}

// dropFunction replays DROP [TEMPORARY [SYSTEM]] FUNCTION [IF EXISTS] and
// reports a function that is not there: one the job dropped before, or,
// in a session that starts as Flink starts one, never created.
func (r *resolver) dropFunction(g *sqlparse.Generic) {
	c := r.cat
	name := *g.Object
	obj := name.Object()
	if obj.Hole || obj.Name == "" {
		c.functions.holes = true
		return
	}
	dropped := &funcEntry{}
	missing := func(e *funcEntry, known bool, reason string) {
		if g.IfExists || !known || !r.trusted() {
			return
		}
		gone := ""
		if e != nil && !e.exists {
			gone = "dropped"
		}
		r.problem(Problem{Kind: UnknownFunction, Drop: true, Span: name.Span, Function: name.String(), Gone: gone, Reason: reason})
	}
	switch g.Keyword {
	case "DROP TEMPORARY SYSTEM FUNCTION":
		e, exists, known := c.tempSystem(obj.Name)
		if !exists {
			missing(e, known, fmt.Sprintf("Could not drop temporary system function. A function named '%s' doesn't exist.", obj.Name))
			if known {
				return
			}
		}
		c.setFunction(&c.functions.system, strings.ToLower(obj.Name), obj.Name, dropped)
		return
	}
	catalog, database, object, ok := c.funcIdent(name)
	if !ok {
		c.functions.holes = true
		return
	}
	key := funcKey(catalog, database, object)
	if g.Keyword == "DROP TEMPORARY FUNCTION" {
		e, exists, known := c.tempCatalogFunction(catalog, database, object)
		if !exists {
			missing(e, known, fmt.Sprintf("Temporary catalog function `%s`.`%s`.`%s` doesn't exist", catalog, database, object))
			if known {
				return
			}
		}
		c.setFunction(&c.functions.temp, key, object, dropped)
		return
	}
	if exists, known := c.catalogExists(catalog); known && !exists {
		// DropCatalogFunctionOperation asks CatalogManager for the
		// catalog before the catalog reads IF EXISTS.
		if r.trusted() && c.functionsKnown() {
			r.catalogProblem(name.Span, fmt.Sprintf("Catalog %s does not exist", catalog))
		}
		return
	}
	e, exists, known := c.catalogFunction(catalog, database, object)
	if !exists {
		missing(e, known, fmt.Sprintf("Function %s.%s does not exist in Catalog %s.", database, strings.ToLower(object), catalog))
		if known {
			return
		}
	}
	c.setFunction(&c.functions.perm, key, object, dropped)
}
