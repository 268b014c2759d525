package flinkcorpus

import (
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// Tag is a release of Flink the corpus is read at, with the revision of
// the repository that holds it (bench/flinkcorpus/run exports Rev into a
// directory named Name).
type Tag struct {
	Name string // release-1.20.4
	Rev  string // refs/tags/release-1.20.4
}

// Tags are the pinned releases.
var Tags = []Tag{
	{Name: "release-1.20.4", Rev: "refs/tags/release-1.20.4"},
	{Name: "release-2.2.1-rc2", Rev: "refs/tags/release-2.2.1-rc2"},
}

// Entry is a case of the corpus: the same case read at several tags is
// one entry.
type Entry struct {
	Case
	ID    string   // a stable id: a hash of file, method, setup, statement and outcome
	Tags  []string // the tags it was read at
	Split string   // dev or eval
}

// Corpus is the extracted corpus.
type Corpus struct {
	Entries []Entry
	Skips   []Skip
}

// Load extracts the corpus of the pinned tags from trees, a directory
// with one exported tree per tag, named after it.
func Load(trees string) (*Corpus, error) {
	out := &Corpus{}
	byID := map[string]int{}
	for _, t := range Tags {
		d, err := OpenDir(filepath.Join(trees, t.Name))
		if err != nil {
			return nil, err
		}
		cases, skips := Extract(d, t.Name)
		SortCases(cases)
		for _, c := range cases {
			id := caseID(c)
			if k, ok := byID[id]; ok {
				if e := &out.Entries[k]; e.Tags[len(e.Tags)-1] != t.Name {
					e.Tags = append(e.Tags, t.Name)
				}
				continue
			}
			byID[id] = len(out.Entries)
			out.Entries = append(out.Entries, Entry{Case: c, ID: id, Tags: []string{t.Name}, Split: Split(c.Class)})
		}
		out.Skips = append(out.Skips, skips...)
	}
	return out, nil
}

func caseID(c Case) string {
	h := sha1.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%d", c.File, c.Method, strings.Join(c.Setup, "\x01"), c.SQL, c.Outcome, c.Message, c.Line)
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// tsvField makes a value safe for one TSV cell.
func tsvField(s string) string {
	s = strings.ReplaceAll(s, "\\", "\\\\")
	s = strings.ReplaceAll(s, "\t", "\\t")
	s = strings.ReplaceAll(s, "\r", "")
	return strings.ReplaceAll(s, "\n", "\\n")
}

// IndexHeader is the first line of index.tsv.
const IndexHeader = "id\tsplit\ttags\tfile\tclass\tmethod\tline\tsource\tmode\toutcome\tfamily\texception\tmessage\tsetup\tsql_sha1"

// IndexTSV renders the index: provenance, outcome and Flink's message of
// every case, and a hash of its statement, not the statement itself.
func (c *Corpus) IndexTSV() string {
	var b strings.Builder
	b.WriteString(IndexHeader + "\n")
	for _, e := range c.Entries {
		mode := "streaming"
		if e.Batch {
			mode = "batch"
		}
		sum := sha1.Sum([]byte(e.SQL))
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\n",
			e.ID, e.Split, strings.Join(e.Tags, ","), e.File, e.Class, e.Method, e.Line, e.Source, mode,
			e.Outcome, Family(e.Outcome, e.Message), e.Exception, tsvField(e.Message), len(e.Setup), hex.EncodeToString(sum[:])[:12])
	}
	return b.String()
}

// SkippedTSV counts the skipped statements by reason.
func (c *Corpus) SkippedTSV() string {
	n := map[string]int{}
	for _, s := range c.Skips {
		n[s.Reason]++
	}
	reasons := make([]string, 0, len(n))
	for r := range n {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if n[reasons[i]] != n[reasons[j]] {
			return n[reasons[i]] > n[reasons[j]]
		}
		return reasons[i] < reasons[j]
	})
	var b strings.Builder
	b.WriteString("count\treason\n")
	for _, r := range reasons {
		fmt.Fprintf(&b, "%d\t%s\n", n[r], r)
	}
	return b.String()
}

// CalciteVersions are the Calcite releases the pinned Flink tags build
// with (flink-table/pom.xml calcite.version), as tags of apache/calcite.
var CalciteVersions = []Tag{
	{Name: "calcite-1.32.0", Rev: "refs/tags/calcite-1.32.0"}, // release-1.20.4
	{Name: "calcite-1.36.0", Rev: "refs/tags/calcite-1.36.0"}, // release-2.2.1-rc2
}
