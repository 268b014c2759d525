package model

import (
	"go/token"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// TableFactsAnalyzer computes (*Job).TableFacts once per run for every job,
// so the rules that need them share one walk. Its result is a
// JobTableFacts.
var TableFactsAnalyzer = &analysis.Analyzer{
	Name:       "tablefacts",
	Doc:        "tablefacts records how each job declares and reads its tables (primary keys, catalogs, reads with hints)",
	Requires:   []*analysis.Analyzer{Analyzer},
	ResultType: reflect.TypeFor[JobTableFacts](),
	Run: func(pass *analysis.Pass) (any, error) {
		m := pass.ResultOf[Analyzer].(*Model)
		return JobTableFacts(perJob(m, (*Job).TableFacts)), nil
	},
}

// JobTableFacts maps each job of the run to its TableFacts.
type JobTableFacts map[*Job]*TableFacts

// Of returns the job's facts, computing them when the job is not in the
// map (a job built outside the run).
func (f JobTableFacts) Of(j *Job) *TableFacts {
	if tf := f[j]; tf != nil {
		return tf
	}
	return j.TableFacts()
}

// TableFacts are facts about a job's tables that Table itself does not keep:
// how each table was declared (primary key, WITH clause, catalog context,
// whether its option list is complete) and where the job reads it. They are
// found by walking the job's statements again, so the model's Table and
// Sink stay as they are; rules call (*Job).TableFacts once per job.
type TableFacts struct {
	// Decls holds the declaration of every table of the job.
	Decls map[*Table]*TableDecl
	// Reads are the places the job reads a table it declares (FROM, JOIN,
	// from_path, a descriptor read), each with its /*+ OPTIONS */ hint
	// applied last.
	Reads []*TableRead
	// CatalogSwitch is true when the job creates or switches catalogs
	// (CREATE CATALOG, USE CATALOG, a Python use_catalog/register_catalog)
	// or uses the Hive dialect: a table without 'connector' may then live
	// in a catalog that does not need one.
	CatalogSwitch bool
	// UnresolvedPythonRead is true when the job's Python reads a table by
	// a path that is not known or names no table the job declares
	// (from_path of a catalog table): then Reads are not all its inputs.
	UnresolvedPythonRead bool
}

// TableDecl is how a table was declared.
type TableDecl struct {
	Table *Table
	// Unit and Create are the SQL declaration; nil for a descriptor.
	Unit   *SQLUnit
	Create *sqlparse.CreateTable
	// Descriptor is the PyFlink TableDescriptor; nil for SQL.
	Descriptor *pyparse.Descriptor
	// PrimaryKey is true when the table declares a primary key or inherits
	// one through LIKE.
	PrimaryKey bool
	// PrimaryKeyUnknown is true for a descriptor whose schema is built in
	// code flinklint does not follow: it may declare a key or not, and
	// neither claim may be made.
	PrimaryKeyUnknown bool
	// KeyPos..KeyEnd is the PRIMARY KEY constraint (NoPos when inherited or
	// unknown).
	KeyPos, KeyEnd token.Pos
	// WithPos..WithEnd is the WITH clause, or the table name when there is
	// none; for a descriptor, the for_connector call chain.
	WithPos, WithEnd token.Pos
	// InCatalog is true when the table is declared in a catalog other than
	// the default in-memory one (a qualified name, or after USE CATALOG).
	InCatalog bool
	// Incomplete is true when some option key is not known statically, or
	// the table is LIKE a table the job does not declare: its option list
	// may lack keys that are really there.
	Incomplete bool
	// UnknownParent is true for CREATE TABLE ... LIKE a table the job does
	// not declare: options and constraints come from elsewhere.
	UnknownParent bool
	// Read is true when the job reads the table.
	Read bool
	// CTAS is true for CREATE TABLE ... AS SELECT: the statement itself
	// writes the table.
	CTAS bool
}

// TableRead is one read of a table.
type TableRead struct {
	Table    *Table
	Pos, End token.Pos // the table reference
	Options  Options   // the table's options with the read's hint applied
}

// defaultCatalog is the catalog Flink starts in (TableConfigOptions
// table.builtin-catalog-name default).
const defaultCatalog = "default_catalog"

// TableFacts walks the job's statements and descriptors again and returns
// the facts above.
func (j *Job) TableFacts() *TableFacts {
	tf := &TableFacts{Decls: map[*Table]*TableDecl{}}
	byPos := map[token.Pos][]*Table{}
	for _, t := range j.Tables {
		byPos[t.Pos] = append(byPos[t.Pos], t)
	}
	declared := func(name string) *TableDecl {
		if t := j.Table(name); t != nil {
			return tf.Decls[t]
		}
		return nil
	}
	catalog := ""
	for _, u := range j.Units {
		for _, st := range u.Script.Statements {
			switch s := st.(type) {
			case *sqlparse.CreateTable:
				pos, _ := u.Range(s.Name.Span)
				for _, t := range byPos[pos] {
					// The name too: where the SQL cannot be mapped byte by
					// byte, several statements stand at one position.
					if t.File == u.FileAt(pos) && !t.Descriptor && (t.NameUnknown || t.Name == s.Name.Object().Name) {
						tf.Decls[t] = sqlDecl(u, s, t, catalog, declared)
					}
				}
				if s.AsQuery != nil {
					tf.reads(j, u, s.AsQuery)
				}
			case *sqlparse.AlterTable:
				if d := declared(s.Name.Object().Name); d != nil {
					for _, o := range s.Options {
						if o.Key.Hole {
							d.Incomplete = true
						}
					}
				}
			case *sqlparse.UseCatalog, *sqlparse.UseDatabase:
				if c, ok := usedCatalog(s); ok {
					catalog = c
					if c != "" && c != defaultCatalog {
						tf.CatalogSwitch = true
					}
				}
			case *sqlparse.CreateCatalog:
				tf.CatalogSwitch = true
			case *sqlparse.Set:
				if s.Key.Value == "table.sql-dialect" && strings.EqualFold(s.Value.Value, "hive") {
					tf.CatalogSwitch = true
				}
			case *sqlparse.Insert:
				tf.reads(j, u, s.Query)
			case *sqlparse.StatementSet:
				for _, ins := range s.Inserts {
					tf.reads(j, u, ins.Query)
				}
			case *sqlparse.Select:
				tf.reads(j, u, s.Query)
			case *sqlparse.CreateView:
				tf.reads(j, u, s.Query)
			}
		}
	}
	if f := j.Entry; f != nil && f.Python != nil {
		tf.pythonFacts(j, f, byPos)
	}
	for _, r := range tf.Reads {
		if d := tf.Decls[r.Table]; d != nil {
			d.Read = true
		}
	}
	return tf
}

func sqlDecl(u *SQLUnit, s *sqlparse.CreateTable, t *Table, catalog string, declared func(string) *TableDecl) *TableDecl {
	d := &TableDecl{Table: t, Unit: u, Create: s, CTAS: s.AsQuery != nil}
	if s.PrimaryKey != nil {
		d.PrimaryKey = true
		d.KeyPos, d.KeyEnd = u.Range(s.PrimaryKey.Span)
	}
	if s.With.Len() > 0 {
		d.WithPos, d.WithEnd = u.Range(s.With)
	} else {
		d.WithPos, d.WithEnd = u.Range(s.Name.Span)
	}
	parts := s.Name.Parts
	switch {
	case len(parts) == 3:
		d.InCatalog = parts[0].Hole || parts[0].Name != defaultCatalog
	default:
		d.InCatalog = catalog != "" && catalog != defaultCatalog
	}
	for _, o := range s.Options {
		if o.Key.Hole {
			d.Incomplete = true
		}
	}
	if s.Like != nil {
		parent := declared(s.Like.Source.Object().Name)
		if parent == nil || s.Like.Source.Object().Hole {
			d.Incomplete, d.UnknownParent = true, true
		} else {
			d.Incomplete = d.Incomplete || parent.Incomplete
			if !d.PrimaryKey && parent.PrimaryKey && likeKeepsConstraints(s.Like.Options) {
				d.PrimaryKey = true
			}
		}
	}
	return d
}

// likeKeepsConstraints reports whether a LIKE clause copies the parent's
// primary key (INCLUDING CONSTRAINTS is the default).
func likeKeepsConstraints(opts []sqlparse.LikeOption) bool {
	keep := true
	for _, o := range opts {
		switch strings.ToUpper(o.Feature) {
		case "ALL", "CONSTRAINTS":
			keep = o.Mode != sqlparse.LikeExcluding
		}
	}
	return keep
}

// reads records every table a query reads, with its hints.
func (tf *TableFacts) reads(j *Job, u *SQLUnit, q *sqlparse.Query) {
	if q == nil {
		return
	}
	for _, ref := range q.Sources {
		name := ref.Name.Object()
		if name.Hole {
			continue
		}
		t := j.Table(name.Name)
		if t == nil {
			continue
		}
		pos, end := u.Range(ref.Name.Span)
		r := &TableRead{Table: t, Pos: pos, End: end, Options: append(Options(nil), t.Options...)}
		for _, h := range ref.Hints {
			if !strings.EqualFold(h.Name, "OPTIONS") {
				continue
			}
			for _, o := range h.Options {
				if opt := sqlOption(u, o, FromHint); opt != nil {
					r.Options = r.Options.put(opt) // the read's own copy
				}
			}
		}
		tf.Reads = append(tf.Reads, r)
	}
}

// usedCatalog reads the catalog a USE CATALOG (or USE catalog.database)
// statement switches to; ok is false for a USE of a database alone. An
// unknown name gives "?" (not the default catalog).
func usedCatalog(st sqlparse.Statement) (string, bool) {
	var id sqlparse.Ident
	switch s := st.(type) {
	case *sqlparse.UseCatalog:
		id = s.Name
	case *sqlparse.UseDatabase:
		if len(s.Name.Parts) < 2 {
			return "", false
		}
		id = s.Name.Parts[0]
	default:
		return "", false
	}
	if id.Hole {
		return "?", true
	}
	return id.Name, true
}

func (tf *TableFacts) pythonFacts(j *Job, f *File, byPos map[token.Pos][]*Table) {
	if f.Python.Called("use_catalog", "register_catalog", "create_catalog") {
		tf.CatalogSwitch = true
	}
	for _, d := range f.Python.Descriptors {
		cands := byPos[f.Pos(d.Span.Start)]
		if d.Path != "" {
			cands = j.Tables // its spans are another file's
		}
		for _, t := range cands {
			if !t.Descriptor || t.desc != d {
				continue
			}
			td := &TableDecl{Table: t, Descriptor: d, WithPos: t.Pos, WithEnd: t.End}
			// Each descriptor has its own schema: a primary_key call of
			// another schema of the file is not this table's key.
			td.PrimaryKey = len(d.PrimaryKey) > 0
			td.PrimaryKeyUnknown = !td.PrimaryKey && d.SchemaUnknown
			for _, o := range d.Options {
				if !o.Key.Known {
					td.Incomplete = true
				}
			}
			if !d.Connector.Known {
				td.Incomplete = true
			}
			tf.Decls[t] = td
			for _, r := range d.ReadBy {
				tf.Reads = append(tf.Reads, &TableRead{Table: t, Pos: f.Pos(r.Start), End: f.Pos(r.End),
					Options: append(Options(nil), t.Options...)})
			}
		}
	}
	for _, u := range f.Python.TableUses {
		if u.Write {
			continue
		}
		var t *Table
		if u.Path.Known {
			t = j.Table(sqlparse.TableObject(u.Path.Value))
		}
		if t == nil {
			tf.UnresolvedPythonRead = true
			continue
		}
		if t.Descriptor {
			continue // in Descriptor.ReadBy
		}
		tf.Reads = append(tf.Reads, &TableRead{Table: t, Pos: f.Pos(u.Span.Start), End: f.Pos(u.Span.End),
			Options: append(Options(nil), t.Options...)})
	}
}
