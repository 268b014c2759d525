package rules

// sinkRules lists the sink and streaming-semantics rules (FL02x): partition commit, checkpointing, changelog, jars.
// Ids FL020-FL029.
func sinkRules() []*Rule {
	return []*Rule{FL020, FL021, FL022, FL023, FL024, FL025, FL026}
}
