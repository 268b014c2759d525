package conformance

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// Verdict is what Flink's planner does with a case.
type Verdict string

// The verdicts a case header may give.
const (
	Rejects Verdict = "rejects"
	Plans   Verdict = "plans"
)

// RejectedMarker is the comment line that stands just before the
// statement Flink rejects.
const RejectedMarker = "-- rejected"

// Case is one file of the conformance set.
type Case struct {
	Path    string // slash path relative to the set's directory
	Title   string // -- case:
	Source  string // -- source:
	Verdict Verdict
	Message string // -- message: Flink's message, abridged
	Reason  string // -- reason:
	// FirstLine and LastLine (1-based, inclusive) are the lines of the
	// rejected statement; zero for a planned case.
	FirstLine, LastLine int
	Src                 string
}

// LoadCases reads every .sql file under dir, sorted by path.
func LoadCases(dir string) ([]Case, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".sql") {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	cases := make([]Case, 0, len(paths))
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return nil, err
		}
		c, err := ParseCase(filepath.ToSlash(rel), string(src))
		if err != nil {
			return nil, err
		}
		cases = append(cases, c)
	}
	return cases, nil
}

// ParseCase reads a case's header (the leading `-- key: value` lines) and
// locates its rejected statement.
func ParseCase(path, src string) (Case, error) {
	c := Case{Path: path, Src: src}
	for _, line := range strings.Split(src, "\n") {
		if !strings.HasPrefix(line, "--") {
			break
		}
		key, value, ok := strings.Cut(strings.TrimSpace(strings.TrimPrefix(line, "--")), ":")
		if !ok {
			continue // a comment line that continues the header
		}
		value = strings.TrimSpace(value)
		switch key {
		case "case":
			c.Title = value
		case "source":
			c.Source = value
		case "flink":
			c.Verdict = Verdict(value)
		case "message":
			c.Message = value
		case "reason":
			c.Reason = value
		}
	}
	if c.Title == "" || c.Source == "" || c.Reason == "" {
		return c, fmt.Errorf("%s: the header needs -- case:, -- source: and -- reason: lines", path)
	}
	switch c.Verdict {
	case Rejects:
		if c.Message == "" {
			return c, fmt.Errorf("%s: a rejected case needs a -- message: line", path)
		}
		return c, c.locateRejected()
	case Plans:
		if strings.Contains(src, "\n"+RejectedMarker+"\n") {
			return c, fmt.Errorf("%s: a planned case has no %q marker", path, RejectedMarker)
		}
		return c, nil
	}
	return c, fmt.Errorf("%s: -- flink: is %q, want rejects or plans", path, c.Verdict)
}

// locateRejected finds the lines of the statement that follows the marker.
func (c *Case) locateRejected() error {
	at := strings.Index(c.Src, "\n"+RejectedMarker+"\n")
	if at < 0 || strings.Count(c.Src, "\n"+RejectedMarker+"\n") > 1 {
		return fmt.Errorf("%s: a rejected case has exactly one %q line before the statement", c.Path, RejectedMarker)
	}
	after := at + len(RejectedMarker) + 2
	for _, st := range sqlparse.Parse(c.Src).Statements {
		span := st.StmtSpan()
		if span.Start >= after {
			c.FirstLine = lineOf(c.Src, span.Start)
			c.LastLine = lineOf(c.Src, max(span.Start, span.End-1))
			return nil
		}
	}
	return fmt.Errorf("%s: no statement after %q", c.Path, RejectedMarker)
}

func lineOf(src string, offset int) int {
	return strings.Count(src[:offset], "\n") + 1
}
