package linter

import (
	"sort"
	"sync"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// This file is what the language server needs to lint part of a workspace
// after an edit (server/incremental.go): the listing of the last whole run,
// to read some of its files again without walking the tree, and which files
// each Python parse read through its imports, to know what an edit of a
// file can change. The command line uses none of it.

// Listing is what a whole run's walk found: the candidate files, with what
// rules that look files up by name are told of the tree. A Result carries
// it when the run had a ParseCache (a client that lints again).
type Listing struct {
	cands      []candidate
	listing    *dirListing
	discovered []string
	whole      bool
}

// Has reports whether the walk found the root-relative file p.
func (l *Listing) Has(p string) bool {
	i := sort.SearchStrings(l.discovered, p)
	return i < len(l.discovered) && l.discovered[i] == p
}

// Subset is a partial run: only Files (root-relative, slash-separated) of
// the Listing's candidates are read, with no walk, and the rules are told
// of the tree what the Listing's run told them (Discovered, WholeTree).
// Its findings are those of a whole run only for files whose findings
// depend on no file outside Files: the caller decides which those are.
type Subset struct {
	From  *Listing
	Files map[string]bool
	// Whole, when not nil, is the model of the run From is the listing
	// of: the subset's deployments are linked against its job files
	// (model.RunOptions.LinkAgainst), so that each gets the decision a
	// whole run gives it; the caller checks that the job files are still
	// the workspace's (Model.LinkJobFiles) and puts every file with image
	// copies in Files.
	Whole *model.Model
	// Link, when not nil, are Whole's linker inputs, indexed once
	// (model.NewLinkInputs) for all the partial runs of one whole run.
	Link *model.LinkInputs
	// Secrets are the whole run's secrets in files outside Files: they are
	// redacted from the findings too, as a whole run redacts every secret
	// of the workspace from every finding.
	Secrets []model.Secret
}

// linkAgainst are the whole run's linker inputs.
func (s *Subset) linkAgainst() *model.LinkInputs {
	if s.Link != nil {
		return s.Link
	}
	if s.Whole == nil {
		return nil
	}
	return model.NewLinkInputs(s.Whole)
}

// candidates are the Listing's candidates among the subset's files.
func (s *Subset) candidates() []candidate {
	var out []candidate
	for _, c := range s.From.cands {
		if s.Files[c.rel] {
			out = append(out, c)
		}
	}
	return out
}

// followLog records, for each Python file parsed in a run, the
// root-relative files its imports were resolved to.
type followLog struct {
	mu sync.Mutex
	by map[string][]string
}

func (l *followLog) add(importer, imported string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.by == nil {
		l.by = map[string][]string{}
	}
	for _, p := range l.by[importer] {
		if p == imported {
			return
		}
	}
	l.by[importer] = append(l.by[importer], imported)
}

func (l *followLog) result() map[string][]string {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make(map[string][]string, len(l.by))
	for k, v := range l.by {
		out[k] = append([]string(nil), v...)
	}
	return out
}

// SortFindings orders findings as a run reports them.
func SortFindings(fs []finding.Finding) { sortFindings(fs) }

// ReadsName reports whether a run reads the files of this base name it
// walks into (Python, SQL, deployment configs, Dockerfiles, POMs ...): a
// client that watches files tells the server of no other change.
func ReadsName(name string) bool { return isCandidateName(name) }
