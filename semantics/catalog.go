package semantics

import (
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The in-memory catalog and database every Flink session starts in
// (TableConfigOptions.TABLE_CATALOG_NAME and TABLE_DATABASE_NAME).
const (
	DefaultCatalog  = "default_catalog"
	DefaultDatabase = "default_database"
	// InMemoryDefaultDatabase is the database a catalog of type
	// generic_in_memory starts with (GenericInMemoryCatalog.DEFAULT_DB).
	InMemoryDefaultDatabase = "default"
)

// ColumnKind tells physical, computed and metadata columns apart.
type ColumnKind = sqlparse.ColumnKind

// Column is one column of a table or of a relation. Every relation holds
// its columns by value: the small fields are kept together so that a
// column takes no padding.
type Column struct {
	Name string
	// Type is the column's logical type; its Attr marks a time attribute.
	// A type flinklint cannot derive has Kind types.Unknown.
	Type types.Type
	Kind ColumnKind
	// AttrUnknown is set when whether the column is a time attribute is
	// not known (it went through a join or an aggregation flinklint does
	// not model the materialisation of): Type.Attr is then no evidence.
	AttrUnknown bool
	// WindowBound marks window_start and window_end of a window TVF (and
	// the columns that select them as they are): a join equating them is
	// a window join, which keeps time attributes.
	WindowBound bool
	// JoinMaterialized marks a time attribute a regular join turned into
	// a plain timestamp (and the columns that select it as it is).
	JoinMaterialized bool
	Virtual          bool // a VIRTUAL metadata column: read, never written
	// Window marks a window TVF's window_start, window_end, window_time.
	Window WindowProp
	// Clash marks a column of a window TVF's output that has the name of
	// another of its columns (an input column named window_start, and the
	// TVF's own): Calcite finds the name twice in one row type, so
	// reading it, or a * over the TVF, is ambiguous.
	Clash bool
	// Expr is the select item that computes a query's column; zero for a
	// table's column.
	Expr sqlparse.Span
	// Computed is a computed column's expression.
	Computed sqlparse.Expr
	// Rank is set for a ROW_NUMBER/RANK/DENSE_RANK OVER column.
	Rank *rankInfo
	// MetadataKey is the key a metadata column reads: its METADATA FROM
	// key, else its name.
	MetadataKey string
	// Deferred are the problems of the nodes that compute the column,
	// raised when a node reads it (deferred.go).
	Deferred []*deferred
}

// Persisted reports whether an INSERT writes the column: physical and
// non-virtual metadata columns (computed and virtual ones are not part of
// the sink's schema).
func (c *Column) Persisted() bool {
	return c.Kind == sqlparse.PhysicalColumn || (c.Kind == sqlparse.MetadataColumn && !c.Virtual)
}

// Table is a table or view of the catalog as the job declared it.
type Table struct {
	// Path is catalog.database.name, as Flink prints it in messages.
	Path    string
	Columns []Column
	// View is a view; Temporary a CREATE TEMPORARY TABLE or VIEW: ALTER
	// TABLE does not apply to it, and only DROP TEMPORARY drops it.
	View, Temporary bool
	// Opaque is set when the columns are not all known: a LIKE of an
	// unknown table, a hole among the columns, an ALTER flinklint does not
	// replay, a Hive table. Nothing is checked against an opaque table.
	Opaque bool
	// OptionsUnknown is set when some option's key or value is a hole.
	OptionsUnknown bool
	// MayWindow is set when an opaque view may carry window properties.
	MayWindow  bool
	PrimaryKey []string
	// PrimaryKeyName is the CONSTRAINT name of the primary key; "" when
	// the key has none (Flink then names it PK_<columns>).
	PrimaryKeyName string
	Partitions     []string
	// BucketKeys are the DISTRIBUTED BY columns; Distributed is set when
	// the table has a distribution (DISTRIBUTED BY or INTO n BUCKETS).
	BucketKeys  []string
	Distributed bool
	// Watermark is the table's watermark declaration; nil when none.
	Watermark *sqlparse.Watermark
	// options are the WITH options (a key or value with a hole is
	// absent); nil until Options makes them from the CREATE TABLE, as
	// most tables are sinks whose options no check reads.
	options map[string]string
	// Decl is the statement that declared it.
	Decl sqlparse.Statement
	// Changelog is a view's changelog (a table's comes from its
	// connector).
	Changelog Changelog
	// reads are the deferred problems a view's query raises whenever a
	// statement reads the view (deferred.go).
	reads []*deferred
	// unit is the unit of the declaring statement.
	unit *Unit
}

// Options returns the table's WITH options (a key or value with a hole is
// absent), which callers may change.
func (t *Table) Options() map[string]string {
	if t.options == nil {
		var with []sqlparse.Option
		if ct, ok := t.Decl.(*sqlparse.CreateTable); ok {
			with = ct.Options
		}
		t.options = make(map[string]string, len(with))
		for _, o := range with {
			if !o.Key.Hole && !o.Value.Hole {
				t.options[o.Key.Value] = o.Value.Value
			}
		}
	}
	return t.options
}

// Column returns the named column, or nil.
func (t *Table) Column(name string) *Column {
	for i := range t.Columns {
		if t.Columns[i].Name == name {
			return &t.Columns[i]
		}
	}
	return nil
}

// Relation returns the table as the relation a query reads.
func (t *Table) Relation() *Relation {
	if t.View {
		return &Relation{Columns: t.Columns, Opaque: t.Opaque, Changelog: t.Changelog, MayWindow: t.MayWindow}
	}
	return &Relation{Columns: t.Columns, Opaque: t.Opaque, Changelog: sourceChangelog(t)}
}

// Catalog is the state of a job's catalogs at one statement, as Flink's
// CatalogManager keeps it: the catalogs (the in-memory ones flinklint sees
// whole, any other opaque), the current catalog and database, and two
// namespaces of tables and views, the permanent objects of the catalogs
// and the session's temporary ones. A temporary object shadows a
// permanent one of the same path: a name resolves to the temporary object
// first (CatalogManager.getTable), and DROP TEMPORARY uncovers the
// permanent one again.
type Catalog struct {
	// perm and temp are the permanent and temporary tables and views, by
	// Path; nil until the first.
	perm, temp      map[string]*Table
	currentCatalog  string
	currentDatabase string
	// inMemory holds the catalogs the job creates with 'type' =
	// 'generic_in_memory' (seesWhole adds the default one), with the
	// database each starts in; nil until the first.
	inMemory map[string]string
	// Unseen is set when the job may register tables flinklint does not
	// see (a hole in a table's name, a Python job, a RENAME): a table not
	// found is then unknown rather than missing.
	Unseen bool
	// gone holds the paths the job dropped or renamed away in each
	// namespace, with how ("dropped", "renamed to x"), until an object
	// of that path is created again in it; nil until the first
	// (markGone).
	gone      map[goneKey]string
	functions functionNames
	// created holds the catalogs the job creates, of any type; nil until
	// the first. createsDatabases is set by a CREATE DATABASE.
	created          map[string]bool
	createsDatabases bool
	// droppedCatalogs are the catalogs the job dropped (until it creates
	// them again); databases the databases of the catalogs flinklint sees
	// whole that the job created (true) or dropped (false), by
	// catalog.database; nil until the first.
	droppedCatalogs map[string]bool
	databases       map[string]bool
	// complete is set when the session is known to start as Flink starts
	// one (Job.FreshSession): the default catalog empty, with only its
	// default database, and no other catalog. A table, catalog or database
	// of the catalogs flinklint sees whole that the job never creates
	// does not exist.
	complete bool
	// presumes is set when the job names a catalog or a database that its
	// statements never create and the session does not start with: the job
	// runs in a session set up elsewhere (a platform's catalogs, an init
	// script), whose tables and functions flinklint does not see.
	presumes bool
}

// goneKey is a path of one namespace: the temporary or the permanent one.
type goneKey struct {
	path      string
	temporary bool
}

// NewCatalog returns the catalog a Flink session starts with. Its maps
// are made when first written: most jobs never drop, rename or create a
// function or catalog, and a run makes a catalog for every job.
func NewCatalog() *Catalog {
	return &Catalog{currentCatalog: DefaultCatalog, currentDatabase: DefaultDatabase}
}

// seesWhole reports whether flinklint sees every table of a catalog: the
// default one and those the job creates in memory.
func (c *Catalog) seesWhole(catalog string) bool {
	return catalog == DefaultCatalog || c.inMemory[catalog] != ""
}

// markInMemory records a catalog the job creates in memory, and its
// default database ('default-database', `default` unless set).
func (c *Catalog) markInMemory(catalog, defaultDatabase string) {
	if c.inMemory == nil {
		c.inMemory = map[string]string{}
	}
	if defaultDatabase == "" {
		defaultDatabase = InMemoryDefaultDatabase
	}
	c.inMemory[catalog] = defaultDatabase
}

// notePresumed records whether a name (of a table, view or USE) names a
// catalog the job never creates, or a database of a catalog flinklint sees
// that is not the one the catalog starts with while the job creates no
// database: Flink's in-memory catalogs hold only their default database
// until a CREATE DATABASE, so such a name says the session was set up
// outside the job.
func (c *Catalog) notePresumed(parts []sqlparse.Ident) {
	for _, p := range parts {
		if p.Hole {
			return
		}
	}
	catalog, database := c.currentCatalog, ""
	switch len(parts) {
	case 3:
		catalog, database = parts[0].Name, parts[1].Name
	case 2:
		database = parts[0].Name
	default:
		return
	}
	if catalog != DefaultCatalog && !c.created[catalog] {
		c.presumes = true
		return
	}
	if database == "" || c.createsDatabases || !c.seesWhole(catalog) {
		return
	}
	start := DefaultDatabase
	if catalog != DefaultCatalog {
		start = c.inMemory[catalog]
	}
	if database != start {
		c.presumes = true
	}
}

// markGone records a path the job dropped or renamed away from a
// namespace, and how.
func (c *Catalog) markGone(path string, temporary bool, how string) {
	if c.gone == nil {
		c.gone = map[goneKey]string{}
	}
	c.gone[goneKey{path, temporary}] = how
}

// goneHow says how the job removed a path that resolves to nothing: from
// the temporary namespace first, as a name resolves there first; "" when
// it never had it.
func (c *Catalog) goneHow(path string) string {
	if how := c.gone[goneKey{path, true}]; how != "" {
		return how
	}
	return c.gone[goneKey{path, false}]
}

// namespace returns the map of the temporary or the permanent objects,
// made when first needed.
func (c *Catalog) namespace(temporary bool) map[string]*Table {
	if temporary {
		if c.temp == nil {
			c.temp = map[string]*Table{}
		}
		return c.temp
	}
	if c.perm == nil {
		c.perm = map[string]*Table{}
	}
	return c.perm
}

// path expands a name to catalog.database.object; ok is false for a name
// with a hole or more than three parts.
func (c *Catalog) path(name sqlparse.QualifiedName) (string, bool) {
	var buf [128]byte
	b, _, ok := c.appendPath(buf[:0], name)
	return string(b), ok
}

// appendPath appends the path of a name (path) to b and names its
// catalog: Lookup reads the table map with it without making a string.
func (c *Catalog) appendPath(b []byte, name sqlparse.QualifiedName) (_ []byte, catalog string, ok bool) {
	for _, p := range name.Parts {
		if p.Hole {
			return b, "", false
		}
	}
	parts := name.Parts
	switch len(parts) {
	case 1:
		b = append(append(append(append(b, c.currentCatalog...), '.'), c.currentDatabase...), '.')
		catalog = c.currentCatalog
	case 2:
		b = append(append(b, c.currentCatalog...), '.')
		catalog = c.currentCatalog
	case 3:
		catalog = parts[0].Name
	default:
		return b, "", false
	}
	for i, p := range parts {
		if i > 0 {
			b = append(b, '.')
		}
		b = append(b, p.Name...)
	}
	return b, catalog, true
}

// Lookup finds a table or view: the temporary object of the name, else
// the permanent one. found is false when it is not there; known is false
// when flinklint cannot tell (a name with a hole, a catalog it cannot
// see, tables registered where it cannot look).
func (c *Catalog) Lookup(name sqlparse.QualifiedName) (t *Table, known bool) {
	var buf [128]byte
	p, catalog, ok := c.appendPath(buf[:0], name)
	if !ok {
		return nil, false
	}
	if t := c.temp[string(p)]; t != nil {
		return t, true
	}
	if t := c.perm[string(p)]; t != nil {
		return t, true
	}
	return nil, c.seesWhole(catalog) && !c.Unseen
}

// Tables returns the tables and views a name resolves to, by Path (a
// temporary object in place of the permanent one it shadows).
func (c *Catalog) Tables() map[string]*Table {
	out := make(map[string]*Table, len(c.perm)+len(c.temp))
	for p, t := range c.perm {
		out[p] = t
	}
	for p, t := range c.temp {
		out[p] = t
	}
	return out
}

// each calls f with every table and view of both namespaces.
func (c *Catalog) each(f func(*Table)) {
	for _, t := range c.temp {
		f(t)
	}
	for _, t := range c.perm {
		f(t)
	}
}

// createMode says what a CREATE does when its namespace already holds the
// name.
type createMode int

const (
	createPlain       createMode = iota // CREATE: Flink rejects it
	createIfNotExists                   // IF NOT EXISTS: the old object stays
	createOrReplace                     // CREATE OR REPLACE: the new one replaces it
)

// add registers a table in its namespace (t.Temporary) under its name; a
// name with a hole makes the catalog unseen. When the namespace holds the
// name already, the mode decides, as Flink does, when the order of the
// statements is known; when it is not (a Python job runs its statements
// on paths flinklint does not follow), which declaration a later
// statement reads is not known and the object becomes opaque.
func (c *Catalog) add(name sqlparse.QualifiedName, t *Table, mode createMode) {
	p, ok := c.path(name)
	if !ok {
		c.Unseen = true
		return
	}
	ns := c.namespace(t.Temporary)
	if old, exists := ns[p]; exists {
		switch {
		case c.Unseen && mode == createOrReplace:
			t.Opaque = true
		case c.Unseen:
			old.Opaque = true
			return
		case mode != createOrReplace:
			return // rejected, or IF NOT EXISTS: the old object stays
		}
	}
	t.Path = p
	ns[p] = t
	delete(c.gone, goneKey{p, t.Temporary})
}

// drop removes a path from a namespace, as the job did.
func (c *Catalog) drop(t *Table, how string) {
	delete(c.namespace(t.Temporary), t.Path)
	c.markGone(t.Path, t.Temporary, how)
}

// move renames a permanent table or view (ALTER TABLE / VIEW ... RENAME
// TO).
func (c *Catalog) move(t *Table, to sqlparse.QualifiedName) {
	delete(c.namespace(t.Temporary), t.Path)
	nt := *t
	c.add(to, &nt, createOrReplace)
	if nt.Path != t.Path {
		c.markGone(t.Path, t.Temporary, "renamed to "+nt.Path)
	}
}

// replace puts a changed copy of a table in its place.
func (c *Catalog) replace(t, nt *Table) {
	c.namespace(t.Temporary)[t.Path] = nt
}

// use switches the current catalog (and database). A catalog the job
// creates in memory starts in its default database (markInMemory);
// another catalog's default database is not known.
func (c *Catalog) use(catalog sqlparse.Ident, database *sqlparse.Ident) {
	if catalog.Hole || (database != nil && database.Hole) {
		c.currentCatalog, c.Unseen = "?", true
		return
	}
	if catalog.Name != "" {
		if catalog.Name != c.currentCatalog {
			c.currentDatabase = ""
		}
		c.currentCatalog = catalog.Name
	}
	switch {
	case database != nil:
		c.currentDatabase = database.Name
	case c.currentDatabase == "" && c.currentCatalog == DefaultCatalog:
		c.currentDatabase = DefaultDatabase
	case c.currentDatabase == "" && c.inMemory[c.currentCatalog] != "":
		c.currentDatabase = c.inMemory[c.currentCatalog]
	case c.currentDatabase == "":
		c.currentDatabase = "?" // the catalog's default database, which flinklint does not know
	}
}

// tableFromCreate builds the table a CREATE TABLE declares (without LIKE
// and AS, which the replay merges).
func tableFromCreate(ct *sqlparse.CreateTable, r *resolver) *Table {
	t := &Table{Decl: ct, Opaque: ct.Hive, Columns: make([]Column, 0, len(ct.Columns))}
	for _, o := range ct.Options {
		if o.Key.Hole || o.Value.Hole {
			t.OptionsUnknown = true
		}
	}
	for _, col := range ct.Columns {
		if col.Name.Hole {
			t.Opaque = true
			continue
		}
		c := Column{Name: col.Name.Name, Kind: col.Kind, Virtual: col.Virtual, Computed: col.ExprAST()}
		switch {
		case col.Kind != sqlparse.MetadataColumn || col.MetadataOfHole:
			// no key, or one flinklint cannot read
		case col.MetadataOf() != "":
			c.MetadataKey = col.MetadataOf()
		default:
			c.MetadataKey = c.Name
		}
		switch col.Kind {
		case sqlparse.ComputedColumn:
			// A computed column reads the columns declared before it and
			// after it (not other computed columns); its type is the
			// expression's.
			c.Type = r.quietType(col.ExprAST(), &scope{entries: []scopeEntry{{rel: physicalRelation(t, ct)}}})
		default:
			typ, err := types.Parse(col.Type)
			if err == nil {
				c.Type = typ
			}
		}
		t.Columns = append(t.Columns, c)
	}
	if len(ct.Watermarks) > 0 {
		t.Watermark = &ct.Watermarks[0]
	}
	if ct.PrimaryKey != nil {
		t.PrimaryKeyName = ct.PrimaryKey.Name
		for _, id := range ct.PrimaryKey.Columns {
			t.PrimaryKey = append(t.PrimaryKey, id.Name)
		}
	}
	for _, id := range ct.PartitionBy {
		t.Partitions = append(t.Partitions, id.Name)
	}
	t.Distributed = ct.Distributed.End > 0
	for _, id := range ct.DistributedBy {
		t.BucketKeys = append(t.BucketKeys, id.Name)
	}
	return t
}

// applyWatermarks marks the rowtime attribute a CREATE TABLE's watermark
// declares, on the table merged with its LIKE source.
func applyWatermarks(t *Table, ct *sqlparse.CreateTable) {
	for _, w := range ct.Watermarks {
		// A processing-time column stays one: its watermark is rejected
		// (checkSchema).
		if c := t.Column(w.Column.Name); c != nil && (c.Type.Kind == types.Timestamp || c.Type.Kind == types.TimestampLTZ) && c.Type.Attr != types.Proctime {
			c.Type = c.Type.WithAttr(types.Rowtime)
		}
	}
}

// physicalRelation is the relation a computed column of ct reads: the
// table's physical and metadata columns.
func physicalRelation(t *Table, ct *sqlparse.CreateTable) *Relation {
	rel := &Relation{Opaque: t.Opaque, Columns: make([]Column, 0, len(ct.Columns))}
	for _, col := range ct.Columns {
		if col.Name.Hole {
			rel.Opaque = true
			continue
		}
		if col.Kind == sqlparse.ComputedColumn {
			continue
		}
		c := Column{Name: col.Name.Name, Kind: col.Kind}
		if typ, err := types.Parse(col.Type); err == nil {
			c.Type = typ
		}
		rel.Columns = append(rel.Columns, c)
	}
	return rel
}

// likeFeatures reads a LIKE clause's options: which features of the source
// table the new one takes (INCLUDING or OVERWRITING) and whether the new
// table's options overwrite. Flink's default is INCLUDING ALL OVERWRITING
// OPTIONS (SqlCreateTableLike / MergeTableLikeUtil).
func likeFeatures(lc *sqlparse.LikeClause) map[string]sqlparse.LikeMode {
	modes := map[string]sqlparse.LikeMode{}
	for _, f := range []string{"CONSTRAINTS", "DISTRIBUTION", "GENERATED", "METADATA", "OPTIONS", "PARTITIONS", "WATERMARKS"} {
		modes[f] = sqlparse.LikeIncluding
	}
	modes["OPTIONS"] = sqlparse.LikeOverwriting
	for _, o := range lc.Options {
		if o.Feature == "ALL" {
			for f := range modes {
				modes[f] = o.Mode
			}
			continue
		}
		modes[o.Feature] = o.Mode
	}
	return modes
}

// mergeLike builds the table of CREATE TABLE t (...) LIKE src: src's
// columns the options include, then t's own.
func mergeLike(own *Table, src *Table, lc *sqlparse.LikeClause) *Table {
	modes := likeFeatures(lc)
	t := &Table{Decl: own.Decl, options: map[string]string{}, Opaque: own.Opaque || src.Opaque, OptionsUnknown: own.OptionsUnknown}
	for _, c := range src.Columns {
		switch {
		case c.Kind == sqlparse.ComputedColumn && modes["GENERATED"] == sqlparse.LikeExcluding:
			continue
		case c.Kind == sqlparse.MetadataColumn && modes["METADATA"] == sqlparse.LikeExcluding:
			continue
		}
		if modes["WATERMARKS"] == sqlparse.LikeExcluding && c.Type.Attr == types.Rowtime {
			c.Type = c.Type.WithAttr(types.Regular)
		}
		t.Columns = append(t.Columns, c)
	}
	for _, c := range own.Columns {
		if old := t.Column(c.Name); old != nil {
			*old = c // OVERWRITING GENERATED/METADATA; a clash Flink rejects otherwise
			continue
		}
		t.Columns = append(t.Columns, c)
	}
	if modes["CONSTRAINTS"] != sqlparse.LikeExcluding {
		t.PrimaryKey, t.PrimaryKeyName = src.PrimaryKey, src.PrimaryKeyName
	}
	if own.PrimaryKey != nil {
		t.PrimaryKey, t.PrimaryKeyName = own.PrimaryKey, own.PrimaryKeyName
	}
	if modes["WATERMARKS"] != sqlparse.LikeExcluding {
		t.Watermark = src.Watermark
	}
	if own.Watermark != nil {
		t.Watermark = own.Watermark
	}
	if modes["PARTITIONS"] != sqlparse.LikeExcluding {
		t.Partitions = src.Partitions
	}
	if own.Partitions != nil {
		t.Partitions = own.Partitions
	}
	if modes["DISTRIBUTION"] != sqlparse.LikeExcluding {
		t.BucketKeys, t.Distributed = src.BucketKeys, src.Distributed
	}
	if own.Distributed {
		t.BucketKeys, t.Distributed = own.BucketKeys, true
	}
	if modes["OPTIONS"] != sqlparse.LikeExcluding {
		for k, v := range src.Options() {
			t.options[k] = v
		}
		t.OptionsUnknown = t.OptionsUnknown || src.OptionsUnknown
	}
	for k, v := range own.Options() {
		t.options[k] = v
	}
	return t
}
