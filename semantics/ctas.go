package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// checkCTASColumns checks the columns a CREATE TABLE ... AS declares
// against its query's, as the planner merges them (Flink 2.x): a column
// name list must name each query column once; a declared computed or
// virtual metadata column may not take a query column's name; a declared
// NOT NULL column the query does not give fails the insert. Type
// mismatches of a declared physical column are FL050's (not modelled
// here). It reports at most one problem, and tells whether it did.
//
// Sources: apache/flink release-2.1
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/MergeTableAsUtil.java
// (the declared columns' merge, its messages), master's reorderSchema (the
// column name list, Flink 2.2: "The number of columns in the column list
// must match the number of columns in the source schema.", "Column '%s'
// not found in the source schema."),
// flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java
// (the NOT NULL column: Calcite's columnNotNullable).
func (r *resolver) checkCTASColumns(ct *sqlparse.CreateTable, rel *Relation) bool {
	query := map[string]bool{}
	for _, c := range rel.Columns {
		query[c.Name] = true
	}
	path, _ := r.cat.path(ct.Name)
	fail := func(at sqlparse.Span, reason string) bool {
		r.problem(Problem{Kind: CTASColumnsInvalid, Span: at, Table: path, Reason: reason})
		return true
	}
	if len(ct.ColumnNames) > 0 {
		for _, id := range ct.ColumnNames {
			if id.Hole {
				return false
			}
		}
		if len(ct.ColumnNames) != len(rel.Columns) {
			return fail(ct.Name.Span, "The number of columns in the column list must match the number of columns in the source schema.")
		}
		for _, id := range ct.ColumnNames {
			if !query[id.Name] {
				return fail(id.Span, fmt.Sprintf("Column '%s' not found in the source schema.", id.Name))
			}
		}
		return false
	}
	for _, c := range ct.Columns {
		if c.Name.Hole {
			return false
		}
	}
	for _, c := range ct.Columns {
		switch {
		case !query[c.Name.Name]:
		case c.Kind == sqlparse.ComputedColumn:
			return fail(c.Name.Span, fmt.Sprintf("A column named '%s' already exists in the source schema. Computed columns cannot overwrite columns from source.", c.Name.Name))
		case c.Kind == sqlparse.MetadataColumn && c.Virtual:
			return fail(c.Name.Span, fmt.Sprintf("A column named '%s' already exists in the source schema. Virtual metadata columns cannot overwrite columns from source.", c.Name.Name))
		}
	}
	for _, c := range ct.Columns {
		if query[c.Name.Name] || c.Kind == sqlparse.ComputedColumn || c.Virtual {
			continue
		}
		if typ, err := types.Parse(c.Type); err == nil && typ.NotNull {
			return fail(c.Name.Span, fmt.Sprintf("Column '%s' has no default value and does not allow NULLs.", c.Name.Name))
		}
	}
	return false
}

// checkViewColumns reports a CREATE VIEW whose column list has another
// number of names than its query has columns: the converter checks it
// before the view is stored, IF NOT EXISTS or not. Source: apache/flink
// release-1.20.4 and release-2.2.1-rc2
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SqlNodeConvertUtils.java
// (toCatalogView: "VIEW definition and input fields not match").
func (r *resolver) checkViewColumns(s *sqlparse.CreateView, body *Relation) {
	if len(s.Columns) == 0 || body.Opaque || len(s.Columns) == len(body.Columns) {
		return
	}
	names := make([]string, len(s.Columns))
	for i, c := range s.Columns {
		if c.Hole {
			return
		}
		names[i] = c.Name
	}
	span := s.Columns[0].Span
	span.End = s.Columns[len(s.Columns)-1].Span.End
	r.problem(Problem{Kind: ViewColumnsInvalid, Span: span, Table: s.Name.String(), QueryColumns: body.Columns,
		Reason: "[" + strings.Join(names, ", ") + "]"})
}
