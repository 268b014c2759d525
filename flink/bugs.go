package flink

// BugSpec is a known Flink defect a rule can warn about.
type BugSpec struct {
	ID         string // Jira key, "FLINK-31689"
	Title      string
	Component  string
	Introduced Version // first affected release line
	// FixedIn is the first release line with the fix; zero means no fix
	// exists. When a fix ships, set this one field.
	FixedIn  Version
	Status   string   // what happened to the fix attempts
	Sources  []string // where the facts come from
	Verified bool     // false: an UNVERIFIED fact in flink-facts.md; lower the level
	Note     string
	// Checked are the releases whose sources were read and still hold the
	// defect (tag and commit of the apache/flink history read), so that a
	// fix, when it ships, is one data change here.
	Checked []CheckedRelease
}

// CheckedRelease is one release whose sources were read for a defect.
type CheckedRelease struct {
	Tag    string // "release-1.20.4", or "master"
	Commit string // abbreviated commit of the tag read
}

// bugs is flink-facts.md §1 as data.
var bugs = []BugSpec{
	{
		ID:         "FLINK-31689",
		Title:      "filesystem sink auto-compaction: CompactOperator fails to restore after a parallelism increase (NoSuchElementException in initializeState)",
		Component:  "flink-connector-files (table filesystem sink, 'auto-compaction')",
		Introduced: Version{1, 12},
		Status:     "fix PR apache/flink#22400 closed stale, never merged; line unguarded on master 2026-07-23",
		Sources: []string{
			"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/stream/compact/CompactOperator.java (initializeState)",
			"https://github.com/apache/flink/pull/22400",
		},
		Verified: true,
		Note: "scale-down leaks .uncompacted-* files instead; 'sink.parallelism' pins the operator " +
			"(not under reactive mode); 1.15/1.17/1.18 checked on fork branches only",
		// CompactOperator.initializeState's unguarded
		// expiredFilesState.get().iterator().next(), read in a mirror of the
		// apache/flink history (latest tag of each line it holds).
		Checked: []CheckedRelease{
			{"release-1.20.4", "f6265b2a32f"}, {"release-2.0.2-rc4", "a2a1e271cd6"},
			{"release-2.1.2-rc1", "7d34ef8f8aa"}, {"release-2.2.1-rc2", "1d2382612e3"},
			{"master", "c43754cdc4f"},
		},
	},
	{
		ID:         "FLINK-24272",
		Title:      "filesystem compaction is not rejected with at-least-once checkpointing",
		Component:  "flink-connector-files (table filesystem sink, 'auto-compaction')",
		Introduced: Version{1, 12},
		Status:     "guard PR apache/flink#17770 closed stale; no guard exists",
		Sources:    []string{"https://github.com/apache/flink/pull/17770"},
		Verified:   true,
		Note:       "auto-compaction with execution.checkpointing.mode AT_LEAST_ONCE is unprotected",
	},
	{
		ID:         "FLINK-34109",
		Title:      "restore from a non-latest retained checkpoint fails with filesystem compaction enabled",
		Component:  "flink-connector-files (table filesystem sink, 'auto-compaction')",
		Introduced: Version{1, 12},
		Status:     "fix PR apache/flink#24113 closed stale",
		Sources:    []string{"https://github.com/apache/flink/pull/24113"},
		Verified:   false,
		Note:       "first affected version not established (compaction exists since 1.12)",
	},
	{
		ID:         "FLINK-34117",
		Title:      "CompactCoordinator data loss on job termination",
		Component:  "flink-connector-files (table filesystem sink, 'auto-compaction')",
		Introduced: Version{1, 12},
		FixedIn:    Version{1, 19},
		Status:     "merged apache/flink#24120 (1.19), backport #24195",
		Sources:    []string{"https://github.com/apache/flink/pull/24120"},
		Verified:   false,
		Note:       "first affected version and backport target lines not established",
	},
	{
		ID:         "FLINK-38735",
		Title:      "partition committer restores without checking for empty state",
		Component:  "flink-connector-files (PartitionCommitter)",
		Introduced: Version{1, 12},
		Status:     "PR apache/flink#27276 closed, not merged",
		Sources:    []string{"https://github.com/apache/flink/pull/27276"},
		Verified:   false,
		Note:       "harmless in practice: the committer runs with parallelism and max parallelism 1",
	},
}

// Bug returns the known bug with the given Jira id.
func Bug(id string) (BugSpec, bool) {
	for _, b := range bugs {
		if b.ID == id {
			return b, true
		}
	}
	return BugSpec{}, false
}

// KnownBugs returns every known bug.
func KnownBugs() []BugSpec { return append([]BugSpec(nil), bugs...) }

// AffectedBy reports whether release line v has bug id. An unknown (zero)
// version counts as affected unless a fix exists, so the caller can still
// warn; an unknown bug id is never affecting.
func AffectedBy(id string, v Version) bool {
	b, ok := Bug(id)
	if !ok {
		return false
	}
	if v.IsZero() {
		return b.FixedIn.IsZero()
	}
	if v.Less(b.Introduced) {
		return false
	}
	return b.FixedIn.IsZero() || v.Less(b.FixedIn)
}
