package semantics

import (
	"go/token"

	"github.com/flinklint/flinklint/model"
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
