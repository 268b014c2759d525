package semantics

import (
	"go/token"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// The PyFlink Table API is replayed with the job's SQL: pyparse writes
// each Table API statement (a descriptor registered with its schema, a
// view of a Table, an insert of a Table) as the SQL statement the planner
// sees for it, mapped back to the Python expressions it came from, and
// the model puts them among the job's SQL units in the order the job runs
// them (model.Job.Replay). They go through the same catalog and resolver
// as SQL; a problem found in one lands on the Python expression.

// replayUnits are the units Analyze replays: the job's SQL and its Table
// API statements, in order.
func replayUnits(j *model.Job) []*model.SQLUnit {
	if j.Replay != nil {
		return j.Replay
	}
	return j.Units
}

// dropRepeatedTableAPI drops a Table API statement's problem that another
// statement raised at the same place already: a Table read by two inserts,
// or a sql_query whose SQL is replayed on its own and inside the insert of
// its Table, is one mistake.
func dropRepeatedTableAPI(problems []Problem) []Problem {
	type place struct {
		kind     ProblemKind
		pos, end token.Pos
	}
	var seen map[place]bool
	kept := problems[:0]
	for _, p := range problems {
		if p.Unit == nil || p.Unit.File == nil || p.Unit.File.Tok == nil {
			kept = append(kept, p)
			continue
		}
		pos, end := p.Unit.Range(p.Span)
		k := place{p.Kind, pos, end}
		if seen[k] && p.Unit.TableAPI() {
			continue
		}
		if seen == nil {
			seen = map[place]bool{}
		}
		seen[k] = true
		kept = append(kept, p)
	}
	return kept
}

// tableAPINames tells when a table a Table API statement reads or writes
// is missing rather than unseen. A Python job's catalog is unseen
// (Catalog.Unseen): its code may register tables flinklint does not
// follow, and run its statements in another order than the file's. When
// pyparse saw every registration of the file (pyparse.Module.TableAPISeen)
// and the job's session and SQL files are all known, a name that no
// statement of the job declares anywhere, in any order, is missing: a
// Table API read of it fails (reportMissing still reports only a name
// close to one the job declares).
type tableAPINames struct {
	// declared are the object names the job's statements create or
	// rename to, by last name part.
	declared map[string]bool
}

// tableAPIMissing returns the names of a job whose Table API statements
// may call a table missing; nil when they may not.
func tableAPIMissing(j *model.Job) *tableAPINames {
	e := j.Entry
	if e == nil || e.Python == nil || !e.Python.TableAPISeen || e.JVM != nil || j.SessionUnknown ||
		len(j.Session) > 0 || len(j.Replay) == len(j.Units) || len(e.Python.SQLFiles) != len(j.SQLFiles) {
		return nil
	}
	written := 0
	for _, u := range j.Replay {
		if u.TableAPI() {
			written++
		}
	}
	if written != len(e.Python.TableAPI) {
		return nil // a statement the model could not parse
	}
	names := &tableAPINames{declared: map[string]bool{}}
	add := func(n sqlparse.QualifiedName) bool {
		o := n.Object()
		if o.Hole || o.Name == "" {
			return false
		}
		names.declared[o.Name] = true
		return true
	}
	for _, u := range j.Replay {
		if u.Script == nil {
			return nil
		}
		if len(u.Script.Errors) > 0 {
			return nil // a statement that did not parse may declare anything
		}
		for _, st := range u.Script.Statements {
			ok := true
			switch s := st.(type) {
			case *sqlparse.CreateTable:
				ok = add(s.Name)
			case *sqlparse.CreateView:
				ok = add(s.Name)
			case *sqlparse.AlterTable:
				if s.Schema != nil && s.Schema.NewName != nil {
					ok = add(*s.Schema.NewName)
				}
			case *sqlparse.AlterView:
				if s.NewName != nil {
					ok = add(*s.NewName)
				}
			case *sqlparse.CreateCatalog, *sqlparse.UseCatalog, *sqlparse.UseDatabase, *sqlparse.Generic:
				return nil // another catalog, or a statement not replayed
			}
			if !ok {
				return nil
			}
		}
	}
	return names
}

// missing reports whether a name a Table API statement reads or writes is
// missing from the job's catalog: the job declares it nowhere, and the
// name is of the default catalog and database.
func (a *tableAPINames) missing(r *resolver, name sqlparse.QualifiedName) bool {
	if a == nil || r.unit == nil || !r.unit.TableAPI() {
		return false
	}
	var buf [128]byte
	_, catalog, ok := r.cat.appendPath(buf[:0], name)
	if !ok || catalog != DefaultCatalog || r.cat.currentDatabase != DefaultDatabase || r.cat.presumes {
		return false
	}
	return !a.declared[name.Object().Name]
}
