package rules

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// A job's configuration settings (SET, table.config, env config) as the
// rules read them: effective value, execution mode and where it is set.

// settingRelated points at a job setting: where the job makes it and, when
// a helper function of another file makes it, the call inside the helper.
func settingRelated(s *model.Option, msg string) []analysis.RelatedInformation {
	out := []analysis.RelatedInformation{{Pos: s.Pos, End: s.End, Message: msg}}
	if s.HelperPos.IsValid() {
		out = append(out, analysis.RelatedInformation{Pos: s.HelperPos, End: s.HelperEnd, Message: "inside the helper called there"})
	}
	return out
}

// jobSetting returns the job's effective setting for a configuration key,
// whatever spelling (canonical or deprecated) the job used.
func jobSetting(job *model.Job, key string) *model.Option {
	for i := len(job.Settings) - 1; i >= 0; i-- {
		s := job.Settings[i]
		if flink.CanonicalConfigKey(s.Key) == key {
			return s
		}
	}
	return nil
}

// isStreaming reports whether the job runs in streaming mode.
func isStreaming(job *model.Job) bool {
	batch, set := job.Batch()
	if batch {
		return false
	}
	// A runtime mode the job sets to a value known only at run time
	// ('$MODE', an f-string hole) or to AUTOMATIC (batch when every source
	// is bounded) is unknown: no streaming-only claim.
	return set == nil || !set.Hole && strings.EqualFold(strings.TrimSpace(set.Value), "streaming")
}

// parseFlinkBool parses a boolean as Flink's configuration does.
func parseFlinkBool(s string) (value, ok bool) {
	v, err := flink.ParseBoolean(s)
	return v, err == nil
}

// streamingAt reports whether a statement runs in streaming mode: by the
// session's runtime mode at the statement (semantics.Problem.Mode,
// semantics.Job.ModeAt) when it is known there, else by the job's
// (isStreaming, jobStreaming). A statement a script runs after SET
// 'execution.runtime-mode' = 'batch' is batch whatever mode the script
// ends in, and one after a SET of streaming is streaming.
func streamingAt(mode semantics.RuntimeMode, jobStreaming bool) bool {
	return mode == semantics.ModeStreaming || mode == semantics.ModeUnknown && jobStreaming
}

// writesStreaming reports whether some write of a sink target runs in
// streaming mode (streamingAt of the mode at its statement). A target
// nothing in the job is seen writing, or a write flinklint does not
// replay as a statement (a Table API insert), is judged by the job's mode.
func writesStreaming(sem *semantics.Job, writes []*model.Write, jobStreaming bool) bool {
	if len(writes) == 0 {
		return jobStreaming
	}
	for _, w := range writes {
		mode, _ := sem.ModeAt(w.Pos)
		if streamingAt(mode, jobStreaming) {
			return true
		}
	}
	return false
}
