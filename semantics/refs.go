package semantics

import (
	"strings"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/sqlparse"
)

// This file is what the language service reads of the replay: every name
// of a job's SQL that the catalog resolves, and what it names. A replay
// that records nothing (Analyze, the rules' Analyzer) pays one nil check
// per name.

// RefKind says what a name refers to.
type RefKind uint8

const (
	// RefTable names a table or view of the catalog (Ref.Table).
	RefTable RefKind = iota + 1
	// RefColumn names a column of a relation (Ref.Column); Ref.Table is
	// the table or view it is a column of, when the relation is one
	// (nil for a subquery's or a CTE's column).
	RefColumn
	// RefFunction names a function the job creates (Ref.Function).
	RefFunction
	// RefBuiltin names a built-in function (Ref.Builtin).
	RefBuiltin
)

// Ref is one name of a job's SQL that the replay resolved.
type Ref struct {
	Kind RefKind
	Unit *Unit
	// Span is the name in the unit's SQL text.
	Span sqlparse.Span
	// Decl is set on the name that declares the table, view or function
	// (CREATE TABLE t, CREATE VIEW v, CREATE FUNCTION f).
	Decl     bool
	Table    *Table
	Column   *Column
	Function *sqlparse.CreateFunction
	// FunctionUnit is the unit of Function's statement.
	FunctionUnit *Unit
	Builtin      *functions.Function
}

// refRecorder collects the names of a replay (References).
type refRecorder struct {
	refs []Ref
	// functions are the functions the job created, by lower-case name,
	// with their units, as the replay stands.
	functions map[string]funcDecl
}

type funcDecl struct {
	stmt *sqlparse.CreateFunction
	unit *Unit
}

// References replays a job as Analyze does and returns every name it
// resolved, in the order the replay met them: the tables and views its
// statements declare, read, write, alter, drop or describe, the columns
// its expressions read, the functions it calls. A name the catalog cannot
// resolve (a table of a catalog flinklint cannot see, a hole) is absent.
func References(j *model.Job) (*Job, []Ref) {
	rec := &refRecorder{functions: map[string]funcDecl{}}
	out := analyze(j, rec, functions.Version{})
	return out, rec.refs
}

// Unit is the unit of the statement that declared the table or view.
func (t *Table) Unit() *Unit { return t.unit }

func (r *resolver) refTable(name sqlparse.QualifiedName, t *Table, decl bool) {
	if r.refs == nil || t == nil || r.unit == nil || len(name.Parts) == 0 {
		return
	}
	r.refs.refs = append(r.refs.refs, Ref{Kind: RefTable, Unit: r.unit, Span: name.Span, Table: t, Decl: decl})
}

// refColumn records a column name read in scope sc.
func (r *resolver) refColumn(n *sqlparse.NameExpr, c *Column, sc *scope) {
	if r.refs == nil || r.unit == nil || c == nil || len(n.Parts) == 0 {
		return
	}
	ref := Ref{Kind: RefColumn, Unit: r.unit, Span: n.Parts[len(n.Parts)-1].Span, Column: c}
	ref.Table = columnTable(n, sc)
	if ref.Table != nil && ref.Table.Column(c.Name) == nil {
		ref.Table = nil
	}
	r.refs.refs = append(r.refs.refs, ref)
}

// columnTable is the table or view whose column a name reads: the one
// entry of the nearest scope that has the name, when that entry reads a
// table by name.
func columnTable(n *sqlparse.NameExpr, sc *scope) *Table {
	for s := sc; s != nil; s = s.parent {
		switch len(n.Parts) {
		case 1:
			var found *scopeEntry
			count := 0
			for i := range s.entries {
				if s.entries[i].rel.has(n.Parts[0].Name) {
					found = &s.entries[i]
					count++
				}
			}
			if count == 1 {
				return found.table
			}
			if count > 1 {
				return nil
			}
		case 2:
			if en := s.entry(n.Parts[:1]); en != nil {
				return en.table
			}
		default:
			return nil
		}
	}
	return nil
}

// refCall records a call of a function by name.
func (r *resolver) refCall(n *sqlparse.CallExpr) {
	if r.refs == nil || r.unit == nil || len(n.Name.Parts) != 1 || n.Name.Parts[0].Hole {
		return
	}
	name := n.Name.Parts[0]
	if d, ok := r.refs.functions[strings.ToLower(name.Name)]; ok {
		r.refs.refs = append(r.refs.refs, Ref{Kind: RefFunction, Unit: r.unit, Span: name.Span, Function: d.stmt, FunctionUnit: d.unit})
		return
	}
	if f, ok := functions.Default().Lookup(name.Name); ok {
		r.refs.refs = append(r.refs.refs, Ref{Kind: RefBuiltin, Unit: r.unit, Span: name.Span, Builtin: f})
	}
}

// refCreateFunction records a CREATE FUNCTION, refDropFunction a DROP.
func (r *resolver) refCreateFunction(f *sqlparse.CreateFunction) {
	if r.refs == nil || r.unit == nil {
		return
	}
	name := f.Name.Object()
	if name.Hole || name.Name == "" {
		return
	}
	r.refs.functions[strings.ToLower(name.Name)] = funcDecl{stmt: f, unit: r.unit}
	r.refs.refs = append(r.refs.refs, Ref{Kind: RefFunction, Unit: r.unit, Span: f.Name.Span, Function: f, FunctionUnit: r.unit, Decl: true})
}

func (r *resolver) refDropFunction(name sqlparse.QualifiedName) {
	if r.refs == nil || r.unit == nil {
		return
	}
	obj := name.Object()
	if d, ok := r.refs.functions[strings.ToLower(obj.Name)]; ok && !obj.Hole {
		r.refs.refs = append(r.refs.refs, Ref{Kind: RefFunction, Unit: r.unit, Span: name.Span, Function: d.stmt, FunctionUnit: d.unit})
		delete(r.refs.functions, strings.ToLower(obj.Name))
	}
}
