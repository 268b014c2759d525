package semantics

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// alterSchema replays ALTER TABLE ADD, MODIFY, DROP or RENAME on a copy of
// the table and checks it as Flink does; it returns the changed table, or
// nil when the statement is not modelled (the table then becomes opaque).
// A statement Flink rejects changes nothing: it returns the table as it
// was.
func (r *resolver) alterSchema(t *Table, at *sqlparse.AlterTable) *Table {
	as := at.Schema
	if as != nil && as.SecondPrimaryKey.End > 0 {
		// SqlConstraintValidator: rejected whatever the table is.
		r.schemaProblem(t, as.SecondPrimaryKey, "Duplicate primary key definition")
		return t
	}
	if t.Opaque || as == nil {
		return nil
	}
	before := len(r.job.Problems)
	nt := copyTable(t)
	var ok bool
	switch as.Action {
	case "ADD":
		ok = r.alterAdd(nt, as, at.Span)
	case "MODIFY":
		ok = r.alterModify(nt, as, at.Span)
	case "DROP":
		ok = r.alterDrop(nt, as, at.Span)
	case "RENAME":
		if as.NewName != nil {
			return nil // the caller moves the table
		}
		ok = r.alterRename(nt, as)
	}
	if ok {
		owned := map[any]bool{}
		if as.Watermark != nil {
			owned[as.Watermark] = true
		}
		for _, c := range as.Columns {
			if c.ExprAST() != nil {
				owned[c.ExprAST()] = true
			}
		}
		pkSpan := at.Span
		if as.PrimaryKey != nil {
			pkSpan = as.PrimaryKey.Span
		}
		ok = r.checkSchema(nt, pkSpan, at.Span, owned)
	}
	if !ok {
		if len(r.job.Problems) > before {
			return t
		}
		return nil
	}
	// The rowtime attribute follows the watermark as it is now.
	for i := range nt.Columns {
		if nt.Columns[i].Type.Attr == types.Rowtime {
			nt.Columns[i].Type = nt.Columns[i].Type.WithAttr(types.Regular)
		}
	}
	if w := nt.Watermark; w != nil {
		if c := nt.Column(w.Column.Name); c != nil && watermarkType(c.Type) {
			c.Type = c.Type.WithAttr(types.Rowtime)
		}
	}
	return nt
}

// newColumn is the column an ADD or MODIFY declares.
func (r *resolver) newColumn(t *Table, ac sqlparse.AlterColumn) Column {
	c := Column{Name: ac.Name.Name, Kind: ac.Kind, Virtual: ac.Virtual, Computed: ac.ExprAST()}
	if ac.Kind == sqlparse.ComputedColumn {
		rel := &Relation{}
		for _, col := range t.Columns {
			if col.Kind != sqlparse.ComputedColumn {
				rel.Columns = append(rel.Columns, col)
			}
		}
		c.Type = r.quietType(ac.ExprAST(), &scope{entries: []scopeEntry{{rel: rel}}})
	} else if typ, err := types.Parse(ac.Type); err == nil {
		c.Type = typ
	}
	return c
}

// place inserts c into t at FIRST, AFTER a column, or at the end.
func place(t *Table, c Column, ac sqlparse.AlterColumn) bool {
	at := len(t.Columns)
	switch {
	case ac.First:
		at = 0
	case ac.After.Name != "":
		i := t.index(ac.After.Name)
		if i < 0 {
			return false
		}
		at = i + 1
	}
	t.Columns = append(t.Columns, Column{})
	copy(t.Columns[at+1:], t.Columns[at:])
	t.Columns[at] = c
	return true
}

// index returns the position of the named column, or -1.
func (t *Table) index(name string) int {
	for i := range t.Columns {
		if t.Columns[i].Name == name {
			return i
		}
	}
	return -1
}

// duplicate returns a name the ADD or MODIFY list declares twice.
func duplicate(cols []sqlparse.AlterColumn) (string, bool) {
	seen := map[string]bool{}
	for _, c := range cols {
		if seen[c.Name.Name] {
			return c.Name.Name, true
		}
		seen[c.Name.Name] = true
	}
	return "", false
}

func (r *resolver) alterAdd(t *Table, as *sqlparse.AlterSchema, at sqlparse.Span) bool {
	// A column-level PRIMARY KEY comes as as.PrimaryKey too.
	if name, dup := duplicate(as.Columns); dup {
		r.alterProblem(t, at, fmt.Sprintf("Encounter duplicate column `%s`.", name))
		return false
	}
	for _, ac := range as.Columns {
		if t.Column(ac.Name.Name) != nil {
			r.alterProblem(t, ac.Name.Span, fmt.Sprintf("Try to add a column `%s` which already exists in the table.", ac.Name.Name))
			return false
		}
		if !place(t, r.newColumn(t, ac), ac) {
			r.alterProblem(t, ac.After.Span, fmt.Sprintf("Referenced column `%s` by 'AFTER' does not exist in the table.", ac.After.Name))
			return false
		}
	}
	if as.PrimaryKey != nil && !r.addPrimaryKey(t, as.PrimaryKey) {
		return false
	}
	if as.Watermark != nil {
		if t.Watermark != nil {
			r.alterProblem(t, as.Watermark.Span, fmt.Sprintf("The base table has already defined the watermark strategy `%s`. You might want to drop it before adding a new one.", t.Watermark.Column.Name))
			return false
		}
		if !r.simpleWatermark(t, as.Watermark) {
			return false
		}
		t.Watermark = as.Watermark
	}
	return true
}

// addPrimaryKey sets the key ADD declares.
func (r *resolver) addPrimaryKey(t *Table, pk *sqlparse.PrimaryKey) bool {
	if len(t.PrimaryKey) > 0 {
		r.alterProblem(t, pk.Span, fmt.Sprintf("The base table has already defined the primary key constraint [%s]. You might want to drop it before adding a new one.", backquoted(t.PrimaryKey)))
		return false
	}
	return r.setPrimaryKey(t, pk)
}

// setPrimaryKey replaces the table's key, ENFORCED rejected.
func (r *resolver) setPrimaryKey(t *Table, pk *sqlparse.PrimaryKey) bool {
	if !pk.NotEnforced {
		r.schemaProblem(t, pk.Span, "Flink doesn't support ENFORCED mode for PRIMARY KEY constraint. ENFORCED/NOT ENFORCED controls if the constraint checks are performed on the incoming/outgoing data. Flink does not own the data therefore the only supported mode is the NOT ENFORCED mode")
		return false
	}
	t.PrimaryKey, t.PrimaryKeyName = nil, pk.Name
	for _, id := range pk.Columns {
		t.PrimaryKey = append(t.PrimaryKey, id.Name)
	}
	return true
}

func backquoted(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = "`" + n + "`"
	}
	return strings.Join(out, ", ")
}

func (r *resolver) alterModify(t *Table, as *sqlparse.AlterSchema, at sqlparse.Span) bool {
	if name, dup := duplicate(as.Columns); dup {
		r.alterProblem(t, at, fmt.Sprintf("Encounter duplicate column `%s`.", name))
		return false
	}
	for _, ac := range as.Columns {
		i := t.index(ac.Name.Name)
		if i < 0 {
			r.alterProblem(t, ac.Name.Span, fmt.Sprintf("Try to modify a column `%s` which does not exist in the table.", ac.Name.Name))
			return false
		}
		c := r.newColumn(t, ac)
		if ac.First || ac.After.Name != "" {
			t.Columns = append(t.Columns[:i], t.Columns[i+1:]...)
			if !place(t, c, ac) {
				r.alterProblem(t, ac.After.Span, fmt.Sprintf("Referenced column `%s` by 'AFTER' does not exist in the table.", ac.After.Name))
				return false
			}
		} else {
			t.Columns[i] = c
		}
	}
	if pk := as.PrimaryKey; pk != nil {
		if len(t.PrimaryKey) == 0 {
			r.alterProblem(t, pk.Span, "The base table does not define any primary key constraint. You might want to add a new one.")
			return false
		}
		if !r.setPrimaryKey(t, pk) {
			return false
		}
	}
	if as.Watermark != nil {
		if t.Watermark == nil {
			r.alterProblem(t, as.Watermark.Span, "The base table does not define any watermark. You might want to add a new one.")
			return false
		}
		if !r.simpleWatermark(t, as.Watermark) {
			return false
		}
		t.Watermark = as.Watermark
	}
	return true
}

func (r *resolver) alterDrop(t *Table, as *sqlparse.AlterSchema, at sqlparse.Span) bool {
	switch {
	case as.DropPrimaryKey:
		if len(t.PrimaryKey) == 0 {
			r.alterProblem(t, at, "The base table does not define any primary key.")
			return false
		}
		t.PrimaryKey, t.PrimaryKeyName = nil, ""
		return true
	case as.DropWatermark:
		if t.Watermark == nil {
			r.alterProblem(t, at, "The base table does not define any watermark strategy.")
			return false
		}
		t.Watermark = nil
		return true
	case as.DropConstraint.Name != "":
		if len(t.PrimaryKey) == 0 {
			r.alterProblem(t, as.DropConstraint.Span, "The base table does not define any primary key.")
			return false
		}
		if t.PrimaryKeyName != "" && t.PrimaryKeyName != as.DropConstraint.Name {
			r.alterProblem(t, as.DropConstraint.Span, fmt.Sprintf("The base table does not define a primary key constraint named '%s'. Available constraint name: ['%s'].", as.DropConstraint.Name, t.PrimaryKeyName))
			return false
		}
		t.PrimaryKey, t.PrimaryKeyName = nil, ""
		return true
	}
	seen := map[string]bool{}
	for _, id := range as.Drop {
		if seen[id.Name] {
			r.alterProblem(t, id.Span, fmt.Sprintf("Duplicate column `%s`.", id.Name))
			return false
		}
		seen[id.Name] = true
	}
	for _, id := range as.Drop {
		if t.Column(id.Name) == nil {
			r.alterProblem(t, id.Span, fmt.Sprintf("The column `%s` does not exist in the base table.", id.Name))
			return false
		}
		if reason, used := r.columnUse(t, id.Name, seen); used {
			r.alterProblem(t, id.Span, reason)
			return false
		}
	}
	kept := t.Columns[:0]
	for _, c := range t.Columns {
		if !seen[c.Name] {
			kept = append(kept, c)
		}
	}
	t.Columns = kept
	return true
}

// columnUse says what of the table uses a column (other than the columns
// in going, which go with it): a primary key, a partition key, the
// watermark or a computed column.
func (r *resolver) columnUse(t *Table, name string, going map[string]bool) (string, bool) {
	for _, k := range t.PrimaryKey {
		if k == name {
			return fmt.Sprintf("The column `%s` is used as the primary key.", name), true
		}
	}
	for _, k := range t.Partitions {
		if k == name {
			return fmt.Sprintf("The column `%s` is used as the partition keys.", name), true
		}
	}
	if w := t.Watermark; w != nil {
		if w.Column.Name == name || mentions(w.ExprAST, name) {
			return fmt.Sprintf("The column `%s` is referenced by watermark expression.", name), true
		}
	}
	if slices.Contains(t.BucketKeys, name) {
		return fmt.Sprintf("The column `%s` is used as a distribution key.", name), true
	}
	var users []string
	for _, c := range t.Columns {
		if c.Computed != nil && !going[c.Name] && mentions(c.Computed, name) {
			users = append(users, "`"+c.Name+"`")
		}
	}
	if len(users) > 0 {
		return fmt.Sprintf("The column `%s` is referenced by computed column %s.", name, strings.Join(users, ", ")), true
	}
	return "", false
}

// mentions reports whether e names the column (as a one-part name or the
// first part of a compound one), or holds what flinklint cannot read.
func mentions(e sqlparse.Expr, name string) bool {
	switch n := e.(type) {
	case nil:
		return false
	case *sqlparse.NameExpr:
		return n.Parts[0].Name == name
	case *sqlparse.OpaqueExpr, *sqlparse.HoleExpr:
		return false
	}
	found := false
	forEachChild(e, func(c sqlparse.Expr) { found = found || mentions(c, name) })
	return found
}

func (r *resolver) alterRename(t *Table, as *sqlparse.AlterSchema) bool {
	from, to := as.RenameFrom.Name, as.RenameTo.Name
	i := t.index(from)
	if i < 0 || strings.Contains(from, ".") {
		return false
	}
	if t.Column(to) != nil {
		r.alterProblem(t, as.RenameTo.Span, fmt.Sprintf("The column `%s` already existed in table schema.", to))
		return false
	}
	if reason, used := r.columnUse(t, from, nil); used && !strings.Contains(reason, "primary key") {
		r.alterProblem(t, as.RenameFrom.Span, "Failed to execute ALTER TABLE statement. "+reason)
		return false
	}
	t.Columns[i].Name = to
	for k, name := range t.PrimaryKey {
		if name == from {
			t.PrimaryKey[k] = to
		}
	}
	return true
}

// simpleWatermark rejects a watermark ALTER TABLE declares on a field of a
// ROW column, which only CREATE TABLE accepts (SchemaConverter's
// updateWatermark, Flink release-2.1).
func (r *resolver) simpleWatermark(t *Table, w *sqlparse.Watermark) bool {
	if w.Nested {
		r.alterProblem(t, w.Column.Span, fmt.Sprintf("Watermark strategy on nested column is not supported yet: '%s' is a field of a ROW column.", w.Column.Name))
		return false
	}
	return true
}
