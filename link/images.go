package link

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/deploy"
)

// imageVerdict is what the Dockerfiles of the repository say about the file
// at one path of an image.
type imageVerdict int

const (
	imageSilent   imageVerdict = iota // no copy decides: the other rules apply
	imageLinked                       // one repository file, and nothing else may be there
	imageConflict                     // copies put different files there: ambiguous
)

// imageWriter is a copy that puts a file at the path: the job it copies,
// or -1 when the file is none flinklint reads.
type imageWriter struct {
	job  int
	copy deploy.ImageCopy
}

// throughImages resolves an absolute entry point (a path inside an image)
// through the COPY and ADD instructions of the repository's Dockerfiles.
// Which image a deployment runs is not known (a registry tag), so a copy is
// evidence only when every copy that may put a file at that path puts the
// same repository file there. A copy whose destination is unknown (the base
// image's WORKDIR, a variable) may be there too: the Dockerfiles then do
// not decide.
func (ix *jobIndex) throughImages(copies []deploy.ImageCopy, value string) (imageVerdict, []int, string) {
	v := strings.TrimSpace(strings.ReplaceAll(value, "\\", "/"))
	v = strings.TrimPrefix(strings.TrimPrefix(v, "file://"), "local://")
	if !strings.HasPrefix(v, "/") || len(copies) == 0 {
		return imageSilent, nil, ""
	}
	v = path.Clean(v)
	var writers []imageWriter
	var unsure []deploy.ImageCopy
	for _, c := range copies {
		found, definite, maybe := ix.copiedTo(c, v)
		for _, j := range found {
			writers = append(writers, imageWriter{job: j, copy: c})
		}
		switch {
		case len(found) == 0 && definite:
			writers = append(writers, imageWriter{job: -1, copy: c})
		case len(found) == 0 && maybe:
			unsure = append(unsure, c)
		}
	}
	jobs := map[int]bool{}
	for _, w := range writers {
		jobs[w.job] = true
	}
	switch {
	case len(writers) == 0:
		if len(unsure) > 0 {
			return imageSilent, nil, fmt.Sprintf("%s may put a file at %q, but where it copies to is not known", copyNames(unsure), v)
		}
		return imageSilent, nil, ""
	case len(jobs) == 1 && !jobs[-1] && len(unsure) == 0:
		cs := make([]deploy.ImageCopy, len(writers))
		for i, w := range writers {
			cs[i] = w.copy
		}
		verb := "copies"
		for _, c := range cs {
			if c.Mount {
				verb = "puts" // a Compose bind mount: the file is mounted, not copied
			}
		}
		return imageLinked, []int{writers[0].job}, fmt.Sprintf(", which %s %s there", copyNames(cs), verb)
	}
	var parts []string
	for _, w := range writers {
		what := "a file flinklint does not read"
		if w.job >= 0 {
			what = ix.jobs[w.job].Path
		}
		parts = append(parts, fmt.Sprintf("%s puts %s there", copyNames([]deploy.ImageCopy{w.copy}), what))
	}
	if len(unsure) > 0 {
		parts = append(parts, fmt.Sprintf("%s may, as where it copies to is not known", copyNames(unsure)))
	}
	if len(jobs) == 1 && !jobs[-1] {
		return imageSilent, nil, strings.Join(parts, "; ")
	}
	if len(jobs) == 1 {
		return imageConflict, nil, strings.Join(parts, "; ") + ", so it runs no job file flinklint knows"
	}
	return imageConflict, nil, strings.Join(parts, "; ") +
		"; which image the deployment runs is not known, so it governs none of them (map it in .flinklint.yaml)"
}

// throughService resolves an absolute entry point through the bind mounts
// of the Compose service whose containers run the command, when package
// link resolved it (deploy.ServiceRef): a file mounted there is the one the
// command sees, whatever the images hold. Otherwise, and when its mounts do
// not decide, through every copy of the repository (throughImages).
func (ix *jobIndex) throughService(copies []deploy.ImageCopy, d *deploy.Deployment, value string) (imageVerdict, []int, string) {
	if d.Runs != nil && d.Runs.Client != nil {
		var own []deploy.ImageCopy
		for _, c := range copies {
			if c.Mount && c.Dockerfile == d.Runs.Client.File && c.Service == d.Runs.Client.Name {
				own = append(own, c)
			}
		}
		v, js, why := ix.throughImages(own, value)
		if v == imageLinked {
			return v, js, why
		}
		// A bind mount over the path hides what the images hold there:
		// the file is under the mounted repository directory or nowhere.
		p := path.Clean(strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(value), "file://"), "local://"))
		for _, c := range own {
			if c.Dest != "" && (p == c.Dest || under(p, c.Dest)) {
				if why == "" {
					why = fmt.Sprintf("%s mounts %s there, which holds no such job file", copyNames([]deploy.ImageCopy{c}), path.Join(path.Dir(c.Dockerfile), c.Sources[0]))
				}
				return imageConflict, nil, fmt.Sprintf("service %s runs it, and ", d.Runs.Client.Name) + why
			}
		}
	}
	if d.Kind == deploy.Dockerfile {
		// The command of a Dockerfile's image: its own copies put the
		// file there; when they do not decide, the base image may (one
		// the repository builds too).
		var own []deploy.ImageCopy
		for _, c := range copies {
			if !c.Mount && c.Dockerfile == d.Path {
				own = append(own, c)
			}
		}
		if v, js, why := ix.throughImages(own, value); v != imageSilent {
			return v, js, why
		}
	}
	return ix.throughImages(copies, value)
}

// copiedTo says what copy c may put at image path v: the jobs it copies
// there; definite when it surely puts a file there (a file copied to that
// very path) whether or not it is a job; maybe when it may, unseen (its
// destination or sources are not known).
func (ix *jobIndex) copiedTo(c deploy.ImageCopy, v string) (found []int, definite, maybe bool) {
	if c.Dest == "" {
		if c.DestUnder != "" && !under(v, c.DestUnder) {
			return nil, false, false
		}
		return nil, false, c.Unknown || strings.Contains(c.Text, path.Base(v))
	}
	var rels []string // where the file may come from, relative to the build context
	switch {
	case v == c.Dest && !c.DestDir:
		definite = len(c.Sources) == 1 && !c.Unknown
		rels = c.Sources
	case under(v, c.Dest):
		rel := strings.TrimPrefix(v[len(c.Dest):], "/")
		for _, s := range c.Sources {
			rels = append(rels, path.Join(s, rel)) // a directory's contents
			if rel == path.Base(s) {
				rels = append(rels, s) // a file into a directory
			}
		}
		maybe = c.Unknown
	default:
		return nil, false, false
	}
	seen := map[int]bool{}
	contexts := buildContexts(path.Dir(c.Dockerfile))
	if c.Mount {
		contexts = contexts[:1]
	}
	for _, ctx := range contexts {
		for _, r := range rels {
			if i, ok := ix.exact(path.Join(ctx, r)); ok && !seen[i] {
				seen[i] = true
				found = append(found, i)
			}
		}
	}
	sort.Ints(found)
	return found, definite, maybe
}

// buildContexts are the directories a Dockerfile's build context may be:
// its own directory and each one above it (docker build -f docker/Dockerfile .).
func buildContexts(dir string) []string {
	var out []string
	for ; ; dir = path.Dir(dir) {
		out = append(out, dir)
		if dir == "." || dir == "/" || dir == "" {
			return out
		}
	}
}

// exact finds the job whose path is p.
func (ix *jobIndex) exact(p string) (int, bool) {
	p = strings.TrimPrefix(path.Clean(p), "./")
	for _, i := range ix.withSuffix(p) {
		if ix.jobs[i].Path == p {
			return i, true
		}
	}
	return 0, false
}

// copyNames quotes Dockerfile lines for a sentence: path:line "COPY ...".
func copyNames(cs []deploy.ImageCopy) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = fmt.Sprintf("%s:%d %q", c.Dockerfile, c.Line, c.Text)
	}
	return strings.Join(parts, " and ")
}

// MissingFromImage reports whether an absolute path in an image (an entry
// point a deployment names) is a file the image is known not to hold: the
// repository's Dockerfiles copy a directory of the repository to it or to
// a directory above it, every copy that may put a file there is such a
// copy, and none of the copied directories, which the repository holds
// (files lists the repository's files), has the file. It returns those
// copies, and says why in a sentence for --explain-links. A copy of
// unknown sources or destination, or a directory the repository does not
// hold (made at build time), leaves it unknown.
func MissingFromImage(copies []deploy.ImageCopy, files []string, value string) ([]deploy.ImageCopy, string, bool) {
	v := strings.TrimSpace(strings.ReplaceAll(value, "\\", "/"))
	v = strings.TrimPrefix(strings.TrimPrefix(v, "file://"), "local://")
	if !strings.HasPrefix(v, "/") {
		return nil, "", false
	}
	v = path.Clean(v)
	has := make(map[string]bool, len(files))
	dirs := map[string]bool{}
	for _, f := range files {
		has[f] = true
		for d := path.Dir(f); d != "." && !dirs[d]; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	var covering []deploy.ImageCopy
	var held []string
	for _, c := range copies {
		if c.Mount {
			continue
		}
		if c.Dest == "" {
			if c.DestUnder == "" || under(v, c.DestUnder) {
				return nil, "", false
			}
			continue
		}
		if v != c.Dest && !under(v, c.Dest) {
			continue
		}
		if c.Unknown || v == c.Dest {
			return nil, "", false
		}
		rel := strings.TrimPrefix(v[len(c.Dest):], "/")
		for _, s := range c.Sources {
			// The build context is the Dockerfile's directory or one above.
			seen := ""
			for _, ctx := range buildContexts(path.Dir(c.Dockerfile)) {
				dir := path.Join(ctx, s)
				if has[path.Join(dir, rel)] {
					return nil, "", false
				}
				if seen == "" && dirs[dir] {
					seen = dir
				}
			}
			if seen == "" {
				// A file copied into the directory, or a directory the
				// repository does not hold: not known.
				return nil, "", false
			}
			held = append(held, seen+"/")
		}
		covering = append(covering, c)
	}
	if len(covering) == 0 {
		return nil, "", false
	}
	return covering, fmt.Sprintf("%s copies %s to %s, and no %s is there", copyNames(covering), strings.Join(held, " and "),
		path.Dir(v), path.Base(v)), true
}
