package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The catalogs and databases of a session, as CatalogManager keeps them:
// which exist, which is current, and what CREATE, DROP, USE and ALTER
// CATALOG / DATABASE do to them, with Flink's messages for what it
// rejects. A catalog or database flinklint cannot see (an external
// catalog's databases, a catalog an init script or a catalog store may
// hold) is neither there nor missing: nothing is said about it.
//
// Sources: apache/flink release-1.20.4 and release-2.2.1-rc2,
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java
// (createCatalog: "Catalog %s already exists."; unregisterCatalog: "Cannot
// drop a catalog which is currently in use.", "Catalog %s does not
// exist."; setCurrentCatalog: "A catalog with name [%s] does not exist.";
// setCurrentDatabase: "A database with name [%s] does not exist in the
// catalog: [%s]."; dropDatabase: "Cannot drop a database which is
// currently in use.", checked before the database is looked up),
// .../catalog/GenericInMemoryCatalog.java (createDatabase, dropDatabase:
// RESTRICT, the default, refuses a database that holds a table or
// function) and flink-table/flink-table-common/src/main/java/org/apache/flink/table/catalog/exceptions/
// DatabaseAlreadyExistException.java ("Database %s already exists in
// Catalog %s."), DatabaseNotExistException.java ("Database %s does not
// exist in Catalog %s."), DatabaseNotEmptyException.java ("Database %s in
// catalog %s is not empty."),
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SqlAlterCatalogResetConverter.java
// ("ALTER CATALOG RESET does not support empty key", "... does not support
// changing 'type'"), flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/api/internal/ShowCreateUtil.java
// ("%s is only supported for %ss, but %s is a %s. Please use %s instead."),
// .../operations/ShowDatabasesOperation.java and createDatabase
// (getCatalogOrThrowException: "Catalog %s does not exist"),
// flink-table/flink-sql-parser/src/main/java/org/apache/flink/sql/parser/dql/SqlShowDatabases.java
// (a catalog name of one part), .../operations/ddl/AlterCatalogFunctionOperation.java
// and SqlNodeToOperationConversion.convertAlterFunction ("Alter temporary
// catalog function is not supported", "Alter temporary system function is
// not supported")
// and .../operations/ShowCreateTableOperation.java,
// ShowCreateViewOperation.java ("Could not execute SHOW CREATE TABLE. Table
// with identifier %s does not exist."); the SQL client's and gateway's
// test scripts catalog_database.q, table.q and view.q.

// catalogProblem records a CatalogInvalid problem at span.
func (r *resolver) catalogProblem(span sqlparse.Span, reason string) {
	r.problem(Problem{Kind: CatalogInvalid, Span: span, Reason: reason})
}

// catalogExists says whether the session has a catalog: known is false
// when flinklint cannot tell (a catalog the job never creates, which a
// catalog store or the platform may provide, unless the session is known
// to start as Flink starts one).
func (c *Catalog) catalogExists(name string) (exists, known bool) {
	switch {
	case c.droppedCatalogs[name]:
		return false, true
	case name == DefaultCatalog || c.created[name]:
		return true, true
	case c.complete:
		return false, true
	}
	return false, false
}

// databaseExists says whether a catalog holds a database: known only for
// the catalogs flinklint sees whole (the default one and the in-memory
// ones the job creates), whose databases are their default one and those
// the job creates; the default catalog may hold databases an init script
// created unless the session starts as Flink starts one.
func (c *Catalog) databaseExists(catalog, database string) (exists, known bool) {
	if !c.seesWhole(catalog) || c.droppedCatalogs[catalog] {
		return false, false
	}
	if v, ok := c.databases[catalog+"."+database]; ok {
		return v, true
	}
	start := DefaultDatabase
	if catalog != DefaultCatalog {
		start = c.inMemory[catalog]
	}
	switch {
	case database == start:
		return true, true
	case catalog != DefaultCatalog || c.complete:
		return false, true
	}
	return false, false
}

// setDatabase records that a database exists (or no longer does).
func (c *Catalog) setDatabase(catalog, database string, exists bool) {
	if c.databases == nil {
		c.databases = map[string]bool{}
	}
	c.databases[catalog+"."+database] = exists
}

// catalogNames splits a database name ([catalog.]database) with the
// current catalog; ok is false for a name with a hole or of other length.
func (c *Catalog) databaseName(name sqlparse.QualifiedName) (catalog, database string, ok bool) {
	for _, p := range name.Parts {
		if p.Hole {
			return "", "", false
		}
	}
	switch len(name.Parts) {
	case 1:
		return c.currentCatalog, name.Parts[0].Name, c.currentCatalog != "?"
	case 2:
		return name.Parts[0].Name, name.Parts[1].Name, true
	}
	return "", "", false
}

// trusted reports whether the order of the job's statements, and so the
// session's state at each of them, is known.
func (r *resolver) trusted() bool { return !r.cat.Unseen && r.unit != nil }

// useCatalog replays USE CATALOG: a catalog the session does not have is
// rejected, and the current catalog stays.
func (r *resolver) useCatalog(s *sqlparse.UseCatalog) {
	if !s.Name.Hole && r.trusted() {
		if exists, known := r.cat.catalogExists(s.Name.Name); known && !exists {
			r.catalogProblem(s.Name.Span, fmt.Sprintf("A catalog with name [%s] does not exist.", s.Name.Name))
			return
		}
	}
	r.cat.notePresumed([]sqlparse.Ident{s.Name, {}, {}})
	r.cat.use(s.Name, nil)
}

// useDatabase replays USE [catalog.]database: Flink switches to the
// catalog first, then to the database, which must exist in it.
func (r *resolver) useDatabase(s *sqlparse.UseDatabase) {
	parts := s.Name.Parts
	if catalog, database, ok := r.cat.databaseName(s.Name); ok && r.trusted() {
		if len(parts) == 2 {
			if exists, known := r.cat.catalogExists(catalog); known && !exists {
				r.catalogProblem(parts[0].Span, fmt.Sprintf("A catalog with name [%s] does not exist.", catalog))
				return
			}
		}
		if exists, known := r.cat.databaseExists(catalog, database); known && !exists {
			r.catalogProblem(s.Name.Span, fmt.Sprintf("A database with name [%s] does not exist in the catalog: [%s].", database, catalog))
			if len(parts) == 2 {
				r.cat.use(parts[0], nil) // the catalog switch happened
			}
			return
		}
	}
	r.cat.notePresumed(append(parts[:len(parts):len(parts)], sqlparse.Ident{}))
	if len(parts) == 2 {
		r.cat.use(parts[0], &parts[1])
	} else {
		r.cat.use(sqlparse.Ident{}, &parts[0])
	}
}

// checkCreateCatalog reports CREATE CATALOG of a catalog the session has;
// false when Flink rejects it (the catalog stays as it was).
func (r *resolver) checkCreateCatalog(s *sqlparse.CreateCatalog) bool {
	if s.Name.Hole || s.IfNotExists || !r.trusted() {
		return true
	}
	if exists, known := r.cat.catalogExists(s.Name.Name); known && exists {
		r.catalogProblem(s.Name.Span, fmt.Sprintf("Catalog %s already exists.", s.Name.Name))
		return false
	}
	return true
}

// dropCatalog replays DROP CATALOG: the current catalog cannot be
// dropped; the permanent objects of a dropped catalog are gone with it.
func (r *resolver) dropCatalog(g *sqlparse.Generic) {
	if len(g.Object.Parts) != 1 || g.Object.Parts[0].Hole {
		return
	}
	name := g.Object.Parts[0].Name
	if r.trusted() {
		if name == r.cat.currentCatalog {
			r.catalogProblem(g.Object.Span, "Cannot drop a catalog which is currently in use.")
			return
		}
		exists, known := r.cat.catalogExists(name)
		if known && !exists {
			if !g.IfExists {
				r.catalogProblem(g.Object.Span, fmt.Sprintf("Catalog %s does not exist.", name))
			}
			return
		}
	}
	if r.cat.droppedCatalogs == nil {
		r.cat.droppedCatalogs = map[string]bool{}
	}
	r.cat.droppedCatalogs[name] = true
	delete(r.cat.created, name)
	delete(r.cat.inMemory, name)
	r.cat.dropUnder(name+".", "dropped with catalog "+name)
	r.cat.forgetFunctions(name + "\x00")
}

// dropUnder removes the permanent objects whose path starts with prefix
// (a catalog's or a database's), as their catalog or database is dropped.
func (c *Catalog) dropUnder(prefix, how string) {
	for p, t := range c.perm {
		if strings.HasPrefix(p, prefix) {
			c.drop(t, how)
		}
	}
}

// createDatabase replays CREATE DATABASE: the catalog must exist
// (CatalogManager.createDatabase).
func (r *resolver) createDatabase(g *sqlparse.Generic) {
	r.cat.createsDatabases = true
	catalog, database, ok := r.cat.databaseName(*g.Object)
	if !ok {
		return
	}
	if len(g.Object.Parts) == 2 && r.trusted() {
		if exists, known := r.cat.catalogExists(catalog); known && !exists {
			r.catalogProblem(g.Object.Parts[0].Span, fmt.Sprintf("Catalog %s does not exist", catalog))
			return
		}
	}
	if exists, known := r.cat.databaseExists(catalog, database); known && exists {
		if !g.IfNotExists && r.trusted() {
			r.catalogProblem(g.Object.Span, fmt.Sprintf("Database %s already exists in Catalog %s.", database, catalog))
		}
		return
	}
	if r.cat.seesWhole(catalog) {
		r.cat.setDatabase(catalog, database, true)
	}
}

// dropDatabase replays DROP DATABASE: the current database cannot be
// dropped (checked first), a missing one only with IF EXISTS, and one
// that holds a table, view or function only with CASCADE.
func (r *resolver) dropDatabase(g *sqlparse.Generic) {
	catalog, database, ok := r.cat.databaseName(*g.Object)
	if !ok {
		return
	}
	if r.trusted() {
		if catalog == r.cat.currentCatalog && database == r.cat.currentDatabase {
			r.catalogProblem(g.Object.Span, "Cannot drop a database which is currently in use.")
			return
		}
		exists, known := r.cat.databaseExists(catalog, database)
		if known && !exists {
			if !g.IfExists {
				r.catalogProblem(g.Object.Span, fmt.Sprintf("Database %s does not exist in Catalog %s.", database, catalog))
			}
			return
		}
		if known && g.Action != "CASCADE" && r.cat.holdsObjects(catalog+"."+database+".") {
			r.catalogProblem(g.Object.Span, fmt.Sprintf("Database %s in catalog %s is not empty.", database, catalog))
			return
		}
	}
	if r.cat.seesWhole(catalog) {
		r.cat.setDatabase(catalog, database, false)
	}
	r.cat.dropUnder(catalog+"."+database+".", "dropped with database "+catalog+"."+database)
	r.cat.forgetFunctions(funcKey(catalog, database, ""))
}

// holdsObjects reports whether a permanent table, view or function of
// the job's lies under prefix (catalog.database.; GenericInMemoryCatalog's
// isDatabaseEmpty counts functions too).
func (c *Catalog) holdsObjects(prefix string) bool {
	for p := range c.perm {
		if strings.HasPrefix(p, prefix) {
			return true
		}
	}
	catalog, database, _ := strings.Cut(strings.TrimSuffix(prefix, "."), ".")
	fk := funcKey(catalog, database, "")
	for k, e := range c.functions.perm {
		if e.exists && strings.HasPrefix(k, fk) {
			return true
		}
	}
	return false
}

// alterCatalog checks ALTER CATALOG ... RESET, whose keys Flink's
// converter checks before it looks the catalog up.
func (r *resolver) alterCatalog(g *sqlparse.Generic) {
	if g.Action != "RESET" {
		return
	}
	if len(g.Strings) == 0 {
		// RESET () (the grammar wants the parentheses)
		r.catalogProblem(g.Span, "ALTER CATALOG RESET does not support empty key")
		return
	}
	for _, k := range g.Strings {
		if !k.Hole && k.Value == "type" {
			r.catalogProblem(k.Span, "ALTER CATALOG RESET does not support changing 'type'")
			return
		}
	}
}

// showCreate checks SHOW CREATE TABLE and SHOW CREATE VIEW against the
// object the name resolves to.
func (r *resolver) showCreate(g *sqlparse.Generic) {
	view := g.Keyword == "SHOW CREATE VIEW"
	t, known := r.cat.Lookup(*g.Object)
	switch {
	case t == nil && known:
		if view {
			r.missingTable(*g.Object, func(p string) string {
				return fmt.Sprintf("Could not execute SHOW CREATE VIEW. View with identifier %s does not exist.", backquotePath(p))
			})
			return
		}
		r.missingTable(*g.Object, func(p string) string {
			return fmt.Sprintf("Could not execute SHOW CREATE TABLE. Table with identifier %s does not exist.", backquotePath(p))
		})
	case t == nil || t.View == view || r.cat.Unseen:
	case view:
		r.catalogProblem(g.Object.Span, fmt.Sprintf("SHOW CREATE VIEW is only supported for views, but %s is a table. Please use SHOW CREATE TABLE instead.", backquotePath(t.Path)))
	default:
		r.catalogProblem(g.Object.Span, fmt.Sprintf("SHOW CREATE TABLE is only supported for tables, but %s is a view. Please use SHOW CREATE VIEW instead.", backquotePath(t.Path)))
	}
}

// showDatabases checks SHOW DATABASES FROM|IN catalog: Flink's parser
// takes a catalog's name of one part (SqlShowDatabases), and the catalog
// must exist (ShowDatabasesOperation: getCatalogOrThrowException).
func (r *resolver) showDatabases(g *sqlparse.Generic) {
	parts := g.Object.Parts
	names := make([]string, len(parts))
	for i, p := range parts {
		if p.Hole {
			return
		}
		names[i] = p.Name
	}
	if len(parts) > 1 {
		r.catalogProblem(g.Object.Span, fmt.Sprintf("Show databases from/in identifier [ %s ] format error, catalog must be a single part identifier.", strings.Join(names, ".")))
		return
	}
	if !r.trusted() {
		return
	}
	if exists, known := r.cat.catalogExists(names[0]); known && !exists {
		r.catalogProblem(g.Object.Span, fmt.Sprintf("Catalog %s does not exist", names[0]))
	}
}

// alterTemporaryFunction reports ALTER TEMPORARY [SYSTEM] FUNCTION,
// which Flink never runs: SqlNodeToOperationConversion.convertAlterFunction
// rejects a system function, AlterCatalogFunctionOperation a temporary
// catalog function, whether it exists or not.
func (r *resolver) alterTemporaryFunction(g *sqlparse.Generic) {
	if g.Keyword == "ALTER TEMPORARY SYSTEM FUNCTION" {
		r.catalogProblem(g.Span, "Alter temporary system function is not supported")
		return
	}
	r.catalogProblem(g.Span, "Alter temporary catalog function is not supported")
}
