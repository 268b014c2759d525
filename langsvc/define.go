package langsvc

import (
	"go/token"
	"path"
	"sort"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
	"github.com/flinklint/flinklint/sqlparse"
)

// This file is go to definition and references: the names of a job's SQL
// as the semantic layer resolves them (semantics.References), across the
// files of the job and of its session, mapped to where each is written
// (inside a Python string, in the module whose constant a SQL text came
// from).

// Location is a byte range of a root-relative file.
type Location struct {
	Path       string
	Start, End int
}

// Service answers the language service's questions about one model (a
// run's). It keeps what it computed (the replays of jobs, the jobs of a
// file) for its own later answers, and is not safe for concurrent use:
// make one per request, or per model and goroutine.
type Service struct {
	m    *model.Model
	refs map[*model.Job][]semantics.Ref
	jobs map[string][]*model.Job
}

// New returns a service over the model m.
func New(m *model.Model) *Service {
	return &Service{m: m, refs: map[*model.Job][]semantics.Ref{}, jobs: map[string][]*model.Job{}}
}

// jobsOf are the jobs with SQL written in file p: a SQL file of the job or
// of its session, a file whose SQL strings it runs, a module whose
// constants those strings are made of.
func (s *Service) jobsOf(p string) []*model.Job {
	if jobs, ok := s.jobs[p]; ok {
		return jobs
	}
	var out []*model.Job
	for _, j := range s.m.Jobs {
		if jobHas(j, p) {
			out = append(out, j)
		}
	}
	s.jobs[p] = out
	return out
}

func jobHas(j *model.Job, p string) bool {
	for _, u := range j.Units {
		if u.File != nil && u.File.Path == p {
			return true
		}
		for _, f := range u.Imported {
			if f.Path == p {
				return true
			}
		}
	}
	return false
}

// refsOf are the names of a job's SQL, resolved once per service.
func (s *Service) refsOf(j *model.Job) []semantics.Ref {
	if refs, ok := s.refs[j]; ok {
		return refs
	}
	_, refs := semantics.References(j)
	s.refs[j] = refs
	return refs
}

// locate is where a span of a unit's SQL is written.
func (s *Service) locate(u *model.SQLUnit, sp sqlparse.Span) (Location, bool) {
	if u == nil || u.File == nil {
		return Location{}, false
	}
	if u.Embedded == nil {
		return Location{Path: u.File.Path, Start: sp.Start, End: sp.End}, true
	}
	pos, end := u.Range(sp)
	return s.position(pos, end)
}

// position is the location of a range of positions of the model's files.
func (s *Service) position(pos, end token.Pos) (Location, bool) {
	tf := s.m.Fset.File(pos)
	if tf == nil {
		return Location{}, false
	}
	l := Location{Path: path.Clean(tf.Name()), Start: tf.Offset(pos), End: tf.Offset(pos)}
	if s.m.Fset.File(end) == tf && end >= pos {
		l.End = tf.Offset(end)
	}
	return l, true
}

// hit is a name under the cursor: the job whose replay resolved it, the
// reference, and where it is written.
type hit struct {
	job *model.Job
	ref semantics.Ref
	at  Location
}

// refAt is the resolved name written at byte off of file p (the
// narrowest when names nest), in the first job that resolves it.
func (s *Service) refAt(p string, off int) (hit, bool) {
	var best hit
	found := false
	for _, j := range s.jobsOf(p) {
		for _, r := range s.refsOf(j) {
			l, ok := s.locate(r.Unit, r.Span)
			if !ok || l.Path != p || off < l.Start || off > l.End {
				continue
			}
			if !found || l.End-l.Start < best.at.End-best.at.Start {
				best, found = hit{job: j, ref: r, at: l}, true
			}
		}
	}
	return best, found
}

// declaration is where the thing a reference names is declared: the name
// of its CREATE statement, or for a column its name in the table's
// CREATE TABLE.
func (s *Service) declaration(r semantics.Ref) (Location, bool) {
	switch r.Kind {
	case semantics.RefTable:
		return s.tableDecl(r.Table)
	case semantics.RefColumn:
		if r.Table == nil {
			return Location{}, false
		}
		if ct, ok := r.Table.Decl.(*sqlparse.CreateTable); ok {
			for _, c := range ct.Columns {
				if c.Name.Name == r.Column.Name && !c.Name.Hole {
					return s.locate(r.Table.Unit(), c.Name.Span)
				}
			}
		}
		return s.tableDecl(r.Table)
	case semantics.RefFunction:
		if r.Function != nil {
			return s.locate(r.FunctionUnit, r.Function.Name.Span)
		}
	}
	return Location{}, false
}

// tableDecl is where a table or view is declared: its name in the
// statement that declared it.
func (s *Service) tableDecl(t *semantics.Table) (Location, bool) {
	if t == nil {
		return Location{}, false
	}
	var name sqlparse.QualifiedName
	switch d := t.Decl.(type) {
	case *sqlparse.CreateTable:
		name = d.Name
	case *sqlparse.CreateView:
		name = d.Name
	case *sqlparse.AlterTable:
		name = d.Name
	case *sqlparse.AlterView:
		name = d.Name
	default:
		return Location{}, false
	}
	return s.locate(t.Unit(), name.Span)
}

// Definition is where the table, view, column or function named at byte
// off of file p is declared: in the same file, another file of the job or
// of its session (an init script), the module whose constant holds the
// CREATE statement, or for a table a PyFlink job registers from a
// TableDescriptor, the registration's table path.
func (s *Service) Definition(p string, off int) []Location {
	if h, ok := s.refAt(p, off); ok {
		if l, ok := s.declaration(h.ref); ok {
			return []Location{l}
		}
		return nil
	}
	if l, ok := s.registered(p, off); ok {
		return []Location{l}
	}
	if l, ok := s.sqlSource(p, off); ok {
		return []Location{l}
	}
	return nil
}

// sqlSource is, for a cursor on the argument of a SQL call (execute_sql,
// executeSql, ...) written as a name, where the SQL text it runs is
// written: the string of the constant, in this file or in the imported
// module that holds it.
func (s *Service) sqlSource(p string, off int) (Location, bool) {
	f := s.m.File(p)
	if f == nil {
		return Location{}, false
	}
	for _, e := range f.Embedded {
		t := e.Text
		if t == nil || off < t.Call.Start || off > t.Call.End {
			continue
		}
		for _, g := range t.Segments {
			if g.Hole {
				continue
			}
			if g.Path != "" {
				return Location{Path: path.Clean(g.Path), Start: g.SrcStart, End: g.SrcStart}, true
			}
			if g.PyStart < t.Call.Start || g.PyStart > t.Call.End {
				return Location{Path: p, Start: g.PyStart, End: g.PyStart}, true
			}
			if off >= g.PyStart && off <= g.PyEnd {
				break // the cursor is on the SQL itself
			}
		}
	}
	return Location{}, false
}

// registered is the registration of a table a job's code makes from a
// TableDescriptor (create_temporary_table("orders", ...)) that the name
// at off of file p reads or writes: the semantic layer sees no such table.
func (s *Service) registered(p string, off int) (Location, bool) {
	t, _, ok := s.descriptorTableAt(p, off)
	if !ok || !t.RegisteredPos.IsValid() {
		return Location{}, false
	}
	return s.position(t.RegisteredPos, t.RegisteredEnd)
}

// descriptorTableAt is the table a job registers from a TableDescriptor
// that the one-part name at byte off of file p names in SQL, and where
// that name is.
func (s *Service) descriptorTableAt(p string, off int) (*model.Table, Location, bool) {
	for _, j := range s.jobsOf(p) {
		for _, u := range j.Units {
			if u.Script == nil {
				continue
			}
			for _, n := range tableNames(u.Script) {
				l, ok := s.locate(u, n.Span)
				if !ok || l.Path != p || off < l.Start || off > l.End || len(n.Parts) != 1 || n.Parts[0].Hole {
					continue
				}
				if t := j.Table(n.Parts[0].Name); t != nil && t.Descriptor {
					return t, l, true
				}
			}
		}
	}
	return nil, Location{}, false
}

// tableNames are the table names a script's statements read and write.
func tableNames(sc *sqlparse.Script) []sqlparse.QualifiedName {
	var out []sqlparse.QualifiedName
	query := func(q *sqlparse.Query) {
		if q != nil {
			for _, src := range q.Sources {
				out = append(out, src.Name)
			}
		}
	}
	var stmt func(st sqlparse.Statement)
	stmt = func(st sqlparse.Statement) {
		switch x := st.(type) {
		case *sqlparse.Insert:
			out = append(out, x.Target)
			query(x.Query)
		case *sqlparse.StatementSet:
			for _, ins := range x.Inserts {
				stmt(ins)
			}
		case *sqlparse.Select:
			query(x.Query)
		case *sqlparse.CreateView:
			query(x.Query)
		case *sqlparse.CreateTable:
			query(x.AsQuery)
		}
	}
	for _, st := range sc.Statements {
		stmt(st)
	}
	return out
}

// References are the places that name the table, view, column or
// function named at byte off of file p, in every job that runs its
// declaration (the jobs of a shared init script), sorted by file and
// place; with the declaration when includeDecl.
func (s *Service) References(p string, off int, includeDecl bool) []Location {
	h, ok := s.refAt(p, off)
	if !ok {
		return nil
	}
	decl, ok := s.declaration(h.ref)
	if !ok {
		return nil
	}
	jobs := map[*model.Job]bool{}
	for _, j := range s.jobsOf(decl.Path) {
		jobs[j] = true
	}
	for _, j := range s.jobsOf(p) {
		jobs[j] = true
	}
	seen := map[Location]bool{}
	var out []Location
	for _, j := range s.m.Jobs { // in the model's order: the answer does not depend on map order
		if !jobs[j] {
			continue
		}
		for _, r := range s.refsOf(j) {
			// A view's column is declared where the view is: columns and
			// tables are told apart.
			if (r.Kind == semantics.RefColumn) != (h.ref.Kind == semantics.RefColumn) {
				continue
			}
			if d, ok := s.declaration(r); !ok || d != decl {
				continue
			}
			l, ok := s.locate(r.Unit, r.Span)
			if !ok || seen[l] || l == decl && !includeDecl {
				continue
			}
			seen[l] = true
			out = append(out, l)
		}
	}
	if includeDecl && !seen[decl] {
		out = append(out, decl)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Start < out[j].Start
	})
	return out
}
