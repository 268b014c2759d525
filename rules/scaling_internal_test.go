package rules

import (
	"testing"

	"github.com/flinklint/flinklint/internal/scaling"
	"github.com/flinklint/flinklint/model"
)

// optionJob is a job of n tables, each written once and read once.
func optionJob(n int) (*model.Job, *model.TableFacts) {
	job := &model.Job{}
	facts := &model.TableFacts{Decls: map[*model.Table]*model.TableDecl{}}
	for range n {
		t := &model.Table{Name: "t", Written: true, Options: model.Options{{Key: "connector", Value: "kafka"}}}
		job.Tables = append(job.Tables, t)
		job.Sinks = append(job.Sinks, &model.Sink{Table: t, Options: t.Options})
		facts.Decls[t] = &model.TableDecl{Table: t, Read: true}
		facts.Reads = append(facts.Reads, &model.TableRead{Table: t, Options: t.Options})
	}
	return job, facts
}

// TestJobOptionUsesScalesLinearly: jobOptionUses searched all the job's
// sinks and reads for each table (issue 46, item 18).
func TestJobOptionUsesScalesLinearly(t *testing.T) {
	job, facts := optionJob(3)
	if uses := jobOptionUses(job, facts); len(uses) != 6 || uses[0].side == uses[1].side || uses[1].table != job.Tables[0] {
		t.Fatalf("uses %+v: want a write and a read of each table, table by table", uses)
	}
	if testing.Short() {
		t.Skip("times jobOptionUses")
	}
	type input struct {
		job   *model.Job
		facts *model.TableFacts
	}
	built := map[int]input{} // only jobOptionUses is timed
	scaling.Linear(t, "jobOptionUses of n tables", 8000, func(n int) {
		in, ok := built[n]
		if !ok {
			in.job, in.facts = optionJob(n)
			built[n] = in
		}
		jobOptionUses(in.job, in.facts)
	})
}
