package semantics

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The schema checks Flink applies when it creates a table or applies an
// ALTER TABLE: the primary key, the watermark, the partition keys and the
// computed columns must fit the columns. The messages are Flink's.
//
// Sources: apache/flink release-2.1,
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/MergeTableLikeUtil.java,
// .../operations/converters/SchemaBuilderUtil.java, SchemaAddConverter.java, SchemaModifyConverter.java,
// AlterSchemaConverter.java, and
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/DefaultSchemaResolver.java;
// the tests SqlDdlToOperationConverterTest and SqlMaterializedTableNodeToOperationConverterTest.

// schemaProblem records a TableSchemaInvalid problem.
func (r *resolver) schemaProblem(t *Table, at sqlparse.Span, reason string) {
	r.problem(Problem{Kind: TableSchemaInvalid, Span: at, Table: t.Path, Reason: reason})
}

// alterProblem records an AlterTableInvalid problem.
func (r *resolver) alterProblem(t *Table, at sqlparse.Span, reason string) {
	r.problem(Problem{Kind: AlterTableInvalid, Span: at, Table: t.Path, Reason: reason})
}

// checkSchema applies the schema checks to a table. A problem is reported
// at the offending element when the statement being checked declares it
// (owned holds its watermark and computed column expressions), else at at:
// an element inherited through LIKE or declared by an earlier statement
// may stand in another file.
func (r *resolver) checkSchema(t *Table, pkSpan, at sqlparse.Span, owned map[any]bool) bool {
	if t.Opaque {
		return true
	}
	for _, name := range t.PrimaryKey {
		c := t.Column(name)
		switch {
		case c == nil:
			r.schemaProblem(t, pkSpan, fmt.Sprintf("Invalid primary key '%s'. Column '%s' does not exist.", pkName(t), name))
			return false
		case c.Kind != sqlparse.PhysicalColumn:
			r.schemaProblem(t, pkSpan, fmt.Sprintf("Invalid primary key '%s'. Column '%s' is not a physical column.", pkName(t), name))
			return false
		}
	}
	for _, name := range t.Partitions {
		if t.Column(name) == nil {
			r.schemaProblem(t, at, fmt.Sprintf("Partition column '%s' not defined in the table schema. Available columns: [%s]", name, columnList(t, "'")))
			return false
		}
	}
	if w := t.Watermark; w != nil && !strings.Contains(w.Column.Name, ".") {
		wAt := at
		if owned[w] {
			wAt = w.Column.Span
		}
		c := t.Column(w.Column.Name)
		if c == nil {
			r.schemaProblem(t, wAt, fmt.Sprintf("Invalid column name '%s' for rowtime attribute in watermark declaration. Available columns are: [%s]", w.Column.Name, columnList(t, "")))
			return false
		}
		if c.Type.Known() && !watermarkType(c.Type) {
			r.schemaProblem(t, wAt, "Invalid data type of time field for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), "+
				"the supported precision 'p' is from 0 to 3, but the time field type is "+c.Type.String())
			return false
		}
		if c.Type.Attr == types.Proctime && !c.AttrUnknown {
			// DefaultSchemaResolver.validateTimeColumn.
			r.schemaProblem(t, wAt, "A watermark can not be defined for a processing-time attribute.")
			return false
		}
		if wt := r.quietType(w.ExprAST, &scope{entries: []scopeEntry{{rel: t.Relation()}}}); wt.Known() && !watermarkType(wt) {
			if owned[w] {
				wAt = w.Expr
			}
			r.schemaProblem(t, wAt, "Invalid data type of expression for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), "+
				"the supported precision 'p' is from 0 to 3, but the watermark expression type is "+wt.String())
			return false
		}
	}
	return r.checkComputed(t, at, owned)
}

// watermarkType reports whether a rowtime column may have the type.
func watermarkType(t types.Type) bool {
	return (t.Kind == types.Timestamp || t.Kind == types.TimestampLTZ) && t.Precision <= 3
}

// checkComputed checks that every computed column reads only physical and
// metadata columns of the table and that its arithmetic types.
func (r *resolver) checkComputed(t *Table, at sqlparse.Span, owned map[any]bool) bool {
	if !slices.ContainsFunc(t.Columns, func(c Column) bool { return c.Computed != nil }) {
		return true
	}
	rel := &Relation{Columns: make([]Column, 0, len(t.Columns))}
	for _, c := range t.Columns {
		if c.Kind != sqlparse.ComputedColumn {
			rel.Columns = append(rel.Columns, c)
		}
	}
	sc := &scope{entries: []scopeEntry{{rel: rel}}}
	for _, c := range t.Columns {
		if c.Computed == nil {
			continue
		}
		if _, ok := unresolvedName(c.Computed, rel); ok || r.invalidArithmetic(c.Computed, sc) {
			cAt := at
			if owned[c.Computed] {
				cAt = c.Computed.ExprSpan()
			}
			r.schemaProblem(t, cAt, fmt.Sprintf("Invalid expression for computed column '%s'.", c.Name))
			return false
		}
	}
	return true
}

// unresolvedName returns a one-part name of e that is no column of rel
// and no function called without parentheses.
func unresolvedName(e sqlparse.Expr, rel *Relation) (string, bool) {
	switch n := e.(type) {
	case nil:
		return "", false
	case *sqlparse.NameExpr:
		if len(n.Parts) != 1 || n.Parts[0].Hole {
			return "", false
		}
		name := n.Parts[0].Name
		if rel.has(name) || niladicNames[strings.ToUpper(name)] {
			return "", false
		}
		return name, true
	case *sqlparse.SubqueryExpr, *sqlparse.ExistsExpr, *sqlparse.HoleExpr, *sqlparse.OpaqueExpr:
		return "", false
	case *sqlparse.CallExpr:
		if n.OpaqueArgs {
			return "", false
		}
	}
	var name string
	found := false
	forEachChild(e, func(c sqlparse.Expr) {
		if !found {
			name, found = unresolvedName(c, rel)
		}
	})
	return name, found
}

// invalidArithmetic reports an arithmetic operation in e whose operand
// types are known and which Flink rejects.
func (r *resolver) invalidArithmetic(e sqlparse.Expr, sc *scope) bool {
	if b, ok := e.(*sqlparse.BinaryExpr); ok {
		if op, isArith := arithmeticOps[b.Op]; isArith {
			l, rt := r.quietType(b.L, sc), r.quietType(b.R, sc)
			if l.Known() && rt.Known() {
				if _, ok := types.Arithmetic(op, l, rt); !ok {
					return true
				}
			}
		}
	}
	invalid := false
	forEachChild(e, func(c sqlparse.Expr) {
		invalid = invalid || r.invalidArithmetic(c, sc)
	})
	return invalid
}

// pkName is the primary key's name as Flink prints it: its CONSTRAINT
// name, else PK_ and the columns joined by '_'.
func pkName(t *Table) string {
	if t.PrimaryKeyName != "" {
		return t.PrimaryKeyName
	}
	return "PK_" + strings.Join(t.PrimaryKey, "_")
}

// columnList prints the table's column names, each quoted with q.
func columnList(t *Table, q string) string {
	names := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		names[i] = q + c.Name + q
	}
	return strings.Join(names, ", ")
}

// checkCreate applies Flink's checks to a table a CREATE TABLE declares.
func (r *resolver) checkCreate(t *Table, ct *sqlparse.CreateTable) {
	if ct.Hive {
		return
	}
	if ct.SecondPrimaryKey.End > 0 {
		r.schemaProblem(t, ct.SecondPrimaryKey, "Duplicate primary key definition")
		return
	}
	// A key without NOT ENFORCED: rejected since 1.11 when declared
	// after the columns, a column's own PRIMARY KEY since 1.17 only
	// (FLINK-30386, e69e6514d0b on 1.17-SNAPSHOT: SqlConstraintValidator
	// checks the column constraints too), so on a job known to run 1.17 or
	// later; a script without WITH or LIKE may be another database's DDL:
	// it is not reported.
	if pk := ct.PrimaryKey; pk != nil && !pk.NotEnforced && (!columnLevelKey(ct) || r.checksColumnKeyEnforcement()) && (ct.With.End > 0 || ct.Like != nil) {
		r.schemaProblem(t, pk.Span, "Flink doesn't support ENFORCED mode for PRIMARY KEY constraint. ENFORCED/NOT ENFORCED controls if the constraint checks are performed on the incoming/outgoing data. Flink does not own the data therefore the only supported mode is the NOT ENFORCED mode")
		return
	}
	if r.duplicateColumn(t, ct) {
		return
	}
	pkSpan := ct.Name.Span
	if ct.PrimaryKey != nil {
		pkSpan = ct.PrimaryKey.Span
	}
	owned := map[any]bool{}
	for i := range ct.Watermarks {
		owned[&ct.Watermarks[i]] = true
	}
	for _, c := range ct.Columns {
		if c.ExprAST() != nil {
			owned[c.ExprAST()] = true
		}
	}
	if !r.checkDuplicateColumns(t, ct) || !r.checkMetadataKeys(t, ct) {
		return
	}
	if r.checkSchema(t, pkSpan, ct.Name.Span, owned) {
		r.checkPhysicalKeys(t, ct)
	}
}

// checkPhysicalKeys applies the checks CatalogManager.resolveCatalogTable
// makes once the schema is resolved: the bucket keys of DISTRIBUTED BY and
// the partition keys name physical columns (not computed or metadata
// ones), and INTO n BUCKETS has at least one bucket (release-1.20.4 and
// release-2.2.1-rc2). A key that names no column at all is reported
// before (checkSchema, or the bucket key here).
func (r *resolver) checkPhysicalKeys(t *Table, ct *sqlparse.CreateTable) {
	if t.Opaque {
		return
	}
	var physical []string
	for _, c := range t.Columns {
		if c.Kind == sqlparse.PhysicalColumn {
			physical = append(physical, c.Name)
		}
	}
	available := "[" + strings.Join(physical, ", ") + "]"
	for _, id := range ct.DistributedBy {
		if !id.Hole && !slices.Contains(physical, id.Name) {
			r.schemaProblem(t, id.Span, fmt.Sprintf("Invalid bucket key '%s'. A bucket key for a distribution must reference a physical column in the schema. Available columns are: %s", id.Name, available))
			return
		}
	}
	if b := ct.Buckets; b.Value != "" && !b.Hole {
		if n, err := strconv.Atoi(b.Value); err == nil && n <= 0 {
			r.schemaProblem(t, b.Span, fmt.Sprintf("Invalid bucket count '%d'. The number of buckets for a distributed table must be at least 1.", n))
			return
		}
	}
	for _, id := range ct.PartitionBy {
		if !id.Hole && !slices.Contains(physical, id.Name) {
			r.schemaProblem(t, id.Span, fmt.Sprintf("Invalid partition key '%s'. A partition key must reference a physical column in the schema. Available columns are: %s", id.Name, available))
			return
		}
	}
}

// checkDuplicateColumns rejects a name two columns of the statement share,
// as MergeTableLikeUtil does when it builds the schema: two physical
// columns, or a computed or metadata column named as a physical one.
func (r *resolver) checkDuplicateColumns(t *Table, ct *sqlparse.CreateTable) bool {
	physical := map[string]bool{}
	for _, c := range ct.Columns {
		if c.Name.Hole || c.Kind != sqlparse.PhysicalColumn {
			continue
		}
		if physical[c.Name.Name] {
			r.schemaProblem(t, c.Name.Span, fmt.Sprintf("A regular Column named '%s' already exists in the table.", c.Name.Name))
			return false
		}
		physical[c.Name.Name] = true
	}
	for _, c := range ct.Columns {
		if c.Name.Hole || !physical[c.Name.Name] {
			continue
		}
		switch c.Kind {
		case sqlparse.ComputedColumn:
			r.schemaProblem(t, c.Name.Span, fmt.Sprintf("A column named '%s' already exists in the table. Duplicate columns exist in the compute column and regular column.", c.Name.Name))
			return false
		case sqlparse.MetadataColumn:
			r.schemaProblem(t, c.Name.Span, fmt.Sprintf("A column named '%s' already exists in the table. Duplicate columns exist in the metadata column and regular column.", c.Name.Name))
			return false
		}
	}
	return true
}

// checkMetadataKeys rejects two metadata columns of the table (the LIKE
// source's included) that read the same metadata key.
func (r *resolver) checkMetadataKeys(t *Table, ct *sqlparse.CreateTable) bool {
	if t.Opaque {
		return true
	}
	first := map[string]string{}
	for _, c := range t.Columns {
		if c.Kind != sqlparse.MetadataColumn {
			continue
		}
		if c.MetadataKey == "" {
			return true // a key with a hole may be any key
		}
		if other, ok := first[c.MetadataKey]; ok {
			r.schemaProblem(t, ct.Name.Span, fmt.Sprintf("The column `%s` and `%s` in the table are both from the same metadata key '%s'. "+
				"Please specify one of the columns as the metadata column and use the computed column syntax to specify the others.", other, c.Name, c.MetadataKey))
			return false
		}
		first[c.MetadataKey] = c.Name
	}
	return true
}

// columnLevelKey reports whether the key is declared on a column.
// checksColumnKeyEnforcement reports whether the job's Flink line is known
// to reject a column's own PRIMARY KEY without NOT ENFORCED (1.17 and later).
func (r *resolver) checksColumnKeyEnforcement() bool {
	v := r.version
	return v.Major > 1 || v.Major == 1 && v.Minor >= 17
}

func columnLevelKey(ct *sqlparse.CreateTable) bool {
	for _, c := range ct.Columns {
		if c.PrimaryKey {
			return true
		}
	}
	return false
}

// copyTable is a table a statement changes: its own slices, so that the
// relations read before keep their columns.
func copyTable(t *Table) *Table {
	c := *t
	c.Columns = append([]Column(nil), t.Columns...)
	c.PrimaryKey = append([]string(nil), t.PrimaryKey...)
	return &c
}

// checkLike applies MergeTableLikeUtil's conflict checks to CREATE TABLE
// ... LIKE: what the new table declares must not clash with what it takes
// from the source under the clause's options. false when Flink rejects it.
func (r *resolver) checkLike(own, src *Table, ct *sqlparse.CreateTable) bool {
	if own.Opaque || src.Opaque {
		return true
	}
	modes := likeFeatures(ct.Like)
	fail := func(reason string) bool {
		r.schemaProblem(own, ct.Like.Span, reason)
		return false
	}
	for _, c := range own.Columns {
		old := src.Column(c.Name)
		if old == nil {
			continue
		}
		switch {
		case old.Kind == sqlparse.ComputedColumn && modes["GENERATED"] == sqlparse.LikeExcluding,
			old.Kind == sqlparse.MetadataColumn && modes["METADATA"] == sqlparse.LikeExcluding:
			continue // not taken from the source
		case c.Kind == sqlparse.PhysicalColumn:
			return fail(fmt.Sprintf("A column named '%s' already exists in the base table.", c.Name))
		case c.Kind == sqlparse.ComputedColumn && old.Kind == sqlparse.ComputedColumn:
			if modes["GENERATED"] != sqlparse.LikeOverwriting {
				return fail(fmt.Sprintf("A generated column named '%s' already exists in the base table. You might want to specify EXCLUDING GENERATED or OVERWRITING GENERATED.", c.Name))
			}
		case c.Kind == sqlparse.ComputedColumn:
			return fail(fmt.Sprintf("A column named '%s' already exists in the table. Duplicate columns exist in the compute column and regular column.", c.Name))
		case c.Kind == sqlparse.MetadataColumn && old.Kind == sqlparse.MetadataColumn:
			if modes["METADATA"] != sqlparse.LikeOverwriting {
				return fail(fmt.Sprintf("A metadata column named '%s' already exists in the base table. You might want to specify EXCLUDING METADATA or OVERWRITING METADATA.", c.Name))
			}
		case c.Kind == sqlparse.MetadataColumn:
			return fail(fmt.Sprintf("A column named '%s' already exists in the base table. Metadata columns can only overwrite other metadata columns.", c.Name))
		}
	}
	if len(own.PrimaryKey) > 0 && len(src.PrimaryKey) > 0 && modes["CONSTRAINTS"] == sqlparse.LikeIncluding {
		return fail("The base table already has a primary key. You might want to specify EXCLUDING CONSTRAINTS.")
	}
	if own.Distributed && src.Distributed && modes["DISTRIBUTION"] != sqlparse.LikeExcluding {
		return fail("The base table already has a distribution defined. You might want to specify EXCLUDING DISTRIBUTION.")
	}
	if len(own.Partitions) > 0 && len(src.Partitions) > 0 && modes["PARTITIONS"] == sqlparse.LikeIncluding {
		return fail("The base table already has partitions defined. You might want to specify EXCLUDING PARTITIONS.")
	}
	if w, sw := own.Watermark, src.Watermark; w != nil && sw != nil && w.Column.Name == sw.Column.Name && modes["WATERMARKS"] == sqlparse.LikeIncluding {
		return fail(fmt.Sprintf("There already exists a watermark spec for column '%s' in the base table. You might want to specify EXCLUDING WATERMARKS or OVERWRITING WATERMARKS.", w.Column.Name))
	}
	if modes["OPTIONS"] == sqlparse.LikeIncluding && !own.OptionsUnknown && !src.OptionsUnknown {
		for _, o := range ct.Options {
			if v, ok := src.Options()[o.Key.Value]; ok {
				return fail(fmt.Sprintf("There already exists an option ['%s' -> '%s'] in the base table. You might want to specify EXCLUDING OPTIONS or OVERWRITING OPTIONS.", o.Key.Value, v))
			}
		}
	}
	return true
}

// duplicateColumn reports a column name a CREATE TABLE declares twice, in
// the order MergeTableLikeUtil checks its own columns (with LIKE or
// without): every physical column first, then the computed and metadata
// columns in order against the physical ones. A clash with the LIKE
// source is checkLike's; a computed or metadata column declared twice
// fails with a message about the base table that is not modelled.
//
// Sources: apache/flink release-1.19
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/MergeTableLikeUtil.java
// (collectPhysicalFieldsTypes, appendDerivedColumns) and
// .../operations/SqlCreateTableConverter.java (a CREATE TABLE without LIKE
// merges onto an empty source).
func (r *resolver) duplicateColumn(t *Table, ct *sqlparse.CreateTable) bool {
	if ct.Like != nil && t.Opaque || ct.AsQuery != nil {
		return false // LIKE of an unknown source or a clash with it; CTAS merges otherwise
	}
	physical := map[string]bool{}
	for _, c := range ct.Columns {
		if c.Name.Hole {
			return false
		}
	}
	for _, c := range ct.Columns {
		if c.Kind != sqlparse.PhysicalColumn {
			continue
		}
		if physical[c.Name.Name] {
			r.schemaProblem(t, c.Name.Span, fmt.Sprintf("A regular Column named '%s' already exists in the table.", c.Name.Name))
			return true
		}
		physical[c.Name.Name] = true
	}
	derived := map[string]bool{}
	for _, c := range ct.Columns {
		name := c.Name.Name
		switch {
		case c.Kind == sqlparse.PhysicalColumn:
			continue
		case derived[name]:
			return false
		case physical[name] && c.Kind == sqlparse.ComputedColumn:
			r.schemaProblem(t, c.Name.Span, fmt.Sprintf("A column named '%s' already exists in the table. Duplicate columns exist in the compute column and regular column.", name))
			return true
		case physical[name]:
			r.schemaProblem(t, c.Name.Span, fmt.Sprintf("A column named '%s' already exists in the table. Duplicate columns exist in the metadata column and regular column.", name))
			return true
		}
		derived[name] = true
	}
	return false
}
