package linter

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/flinklint/flinklint/finding"
)

// This file applies the suggested fixes of a run (flinklint check --fix).
//
// A fix is applied whole or not at all: when one of its edits overlaps an
// edit already accepted, the fix is skipped and said so. The first fix of a
// finding is the one applied (later ones are alternatives), and only when it
// edits the file the finding is in: a fix that only changes another file
// (turning autoscaling off in the app config for FL001 in a job) is a
// decision, not a safe edit. A file with a
// parse problem (FL900, FL901, FL904) or that changed on disk since it was
// linted is never touched.

// FileChange is the new content of one file.
type FileChange struct {
	Path     string // slash-separated, relative to the root
	Old, New []byte
	// Fixes are the descriptions of the fixes applied to this file.
	Fixes []string
}

// SkippedFix is a suggested fix that was not applied, with why.
type SkippedFix struct {
	RuleID string
	Path   string
	Line   int
	Fix    string // the fix's description
	Reason string
}

func (s SkippedFix) String() string {
	return fmt.Sprintf("%s:%d: %s: fix %q not applied: %s", s.Path, s.Line, s.RuleID, s.Fix, s.Reason)
}

// FixPlan is what --fix would do.
type FixPlan struct {
	Root    string
	Changes []FileChange // sorted by path
	Skipped []SkippedFix
	// Applied counts the findings whose fix is in Changes.
	Applied int
}

// ParseErrorFiles returns the root-relative paths of the files that had a
// syntax error, a config problem, or could not be read: --fix leaves them
// alone, since an edit computed from a partial parse may land anywhere.
func (r *Result) ParseErrorFiles() map[string]bool {
	bad := map[string]bool{}
	if r.Model == nil {
		return bad
	}
	for _, f := range r.Model.Files {
		switch {
		case f.ReadError != "":
			bad[f.Path] = true
		case f.SQL != nil && len(f.SQL.Errors) > 0:
			bad[f.Path] = true
		case f.Python != nil && len(f.Python.Errors) > 0:
			bad[f.Path] = true
		}
		for _, e := range f.Embedded {
			if e.Script != nil && len(e.Script.Errors) > 0 {
				bad[f.Path] = true
			}
		}
		if f.Deploy != nil {
			for _, p := range f.Deploy.Problems {
				if p.Path != "" {
					bad[p.Path] = true
				} else {
					bad[f.Path] = true
				}
			}
		}
	}
	return bad
}

// source returns the bytes of a linted file as they were linted.
func (r *Result) source(path string) ([]byte, bool) {
	if r.Model == nil {
		return nil, false
	}
	f := r.Model.File(path)
	if f == nil || f.ReadError != "" {
		return nil, false
	}
	src := f.Source()
	if src == nil && f.Len() > 0 {
		return nil, false // changed since it was linted
	}
	return src, true
}

type plannedEdit struct {
	start, end int
	text       string
}

// PlanFixes works out the edits of the first suggested fix of every finding
// of the run, without writing anything.
func (r *Result) PlanFixes() *FixPlan {
	plan := &FixPlan{Root: r.Root}
	bad := r.ParseErrorFiles()
	edits := map[string][]plannedEdit{}
	descs := map[string][]string{}
	for _, f := range r.Run.Findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fix := f.Fixes[0]
		skip := func(reason string) {
			plan.Skipped = append(plan.Skipped, SkippedFix{RuleID: f.RuleID, Path: f.Location.Path,
				Line: f.Location.StartLine, Fix: fix.Description, Reason: reason})
		}
		if len(fix.Edits) == 0 {
			continue
		}
		reason := ""
		if !slices.ContainsFunc(fix.Edits, func(e finding.Edit) bool { return e.Location.Path == f.Location.Path }) {
			// The fix changes another artefact than the one at fault (FL001
			// in a job, "turn autoscaling off" in the app config): that is
			// a decision for the config's owner, not a safe edit.
			skip("it changes " + fix.Edits[0].Location.Path + ", not the file of the finding; apply it by hand if you mean it")
			continue
		}
		var mine = map[string][]plannedEdit{}
		for _, e := range fix.Edits {
			p := e.Location.Path
			src, ok := r.source(p)
			switch {
			case !ok:
				reason = p + " was not linted"
			case bad[p]:
				reason = p + " has a parse error; fix that first"
			case e.Location.StartOffset < 0 || e.Location.EndOffset < e.Location.StartOffset || e.Location.EndOffset > len(src):
				reason = "edit out of range in " + p
			}
			if reason != "" {
				break
			}
			mine[p] = append(mine[p], plannedEdit{e.Location.StartOffset, e.Location.EndOffset, e.NewText})
		}
		if reason == "" {
			reason = conflict(edits, mine)
		}
		if reason != "" {
			skip(reason)
			continue
		}
		for p, es := range mine {
			for _, e := range es {
				if !slices.Contains(edits[p], e) { // the same edit from a duplicate finding
					edits[p] = append(edits[p], e)
				}
			}
			descs[p] = append(descs[p], fix.Description)
		}
		plan.Applied++
	}
	for p, es := range edits {
		src, _ := r.source(p)
		slices.SortFunc(es, func(a, b plannedEdit) int { return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(a.end, b.end)) })
		var buf bytes.Buffer
		last := 0
		for _, e := range es {
			buf.Write(src[last:e.start])
			buf.WriteString(e.text)
			last = e.end
		}
		buf.Write(src[last:])
		if bytes.Equal(buf.Bytes(), src) {
			continue
		}
		plan.Changes = append(plan.Changes, FileChange{Path: p, Old: src, New: buf.Bytes(), Fixes: slices.Compact(descs[p])})
	}
	slices.SortFunc(plan.Changes, func(a, b FileChange) int { return cmp.Compare(a.Path, b.Path) })
	return plan
}

// conflict reports why the edits of one fix cannot join the accepted ones:
// they overlap (or insert at the same place) an accepted edit that is not
// the very same edit.
func conflict(accepted, fix map[string][]plannedEdit) string {
	for p, es := range fix {
		for _, e := range es {
			for _, a := range accepted[p] {
				if a == e {
					continue
				}
				overlap := e.start < a.end && a.start < e.end
				samePoint := e.start == a.start && (e.start == e.end || a.start == a.end)
				if overlap || samePoint {
					return fmt.Sprintf("it overlaps another fix in %s; run --fix again", p)
				}
			}
		}
		// Edits of one fix must not overlap each other either.
		for i := range es {
			for j := i + 1; j < len(es); j++ {
				if es[i].start < es[j].end && es[j].start < es[i].end {
					return "its own edits overlap in " + p
				}
			}
		}
	}
	return ""
}

// Write applies the plan to the files under its root. Each file is replaced
// atomically (a temporary file in the same directory, renamed over it) and
// keeps its permissions. A file that changed on disk since it was linted is
// left alone and reported in the returned error.
func (p *FixPlan) Write() error {
	var errs []error
	for _, c := range p.Changes {
		name := filepath.Join(p.Root, filepath.FromSlash(c.Path))
		if err := replaceFile(name, c.Old, c.New); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", c.Path, err))
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	return nil
}

func replaceFile(name string, old, new []byte) error {
	info, err := os.Lstat(name)
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("not a regular file; not fixed")
	}
	cur, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	if !bytes.Equal(cur, old) {
		return fmt.Errorf("changed on disk since it was linted; not fixed")
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".flinklint-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	if _, err := tmp.Write(new); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(info.Mode().Perm()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
