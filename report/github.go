package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// GitHubAnnotationsPerLevel is how many annotations of one level (error,
// warning, notice) GitHub shows for one workflow step; further ones stay in
// the log only. GitHub also caps a job at 50 annotations over all its steps.
const GitHubAnnotationsPerLevel = 10

// WriteGitHub writes one GitHub Actions workflow command per finding
// ("::error file=...,line=...::message"); GitHub turns them into annotations
// on the pull request. Levels map error->error, warning->warning,
// note->notice.
//
// GitHub shows at most GitHubAnnotationsPerLevel annotations of each level per
// step and drops the rest silently. When a run has more, a ::notice that says
// how many are not shown comes first (so it is itself among the shown ones);
// every finding is still written, so the step log lists all of them.
func WriteGitHub(w io.Writer, run *finding.Run) error {
	findings := sortForOutput(run.Findings)
	perLevel := map[string]int{}
	for _, f := range findings {
		perLevel[githubCommand(f.Level)]++
	}
	hidden := 0
	noticeRoom := GitHubAnnotationsPerLevel
	if n := perLevel["error"] - GitHubAnnotationsPerLevel; n > 0 {
		hidden += n
	}
	if n := perLevel["warning"] - GitHubAnnotationsPerLevel; n > 0 {
		hidden += n
	}
	if hidden > 0 || perLevel["notice"] > GitHubAnnotationsPerLevel {
		noticeRoom-- // the summary takes one notice slot
	}
	if n := perLevel["notice"] - noticeRoom; n > 0 {
		hidden += n
	}

	var b strings.Builder
	if hidden > 0 {
		tool := run.ToolName
		if tool == "" {
			tool = "flinklint"
		}
		msg := fmt.Sprintf("%s found %d findings; GitHub shows at most %d annotations of each level per step, "+
			"so %d are not shown as annotations. All of them are in this step's log; "+
			"upload SARIF (--format sarif) to code scanning to see them on the pull request.",
			tool, len(findings), GitHubAnnotationsPerLevel, hidden)
		b.WriteString("::notice title=" + githubProperty(tool+" summary") + "::" + githubData(msg) + "\n")
	}
	for _, f := range findings {
		writeGitHubCommand(&b, f)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeGitHubCommand(b *strings.Builder, f finding.Finding) {
	b.WriteString("::")
	b.WriteString(githubCommand(f.Level))
	var props []string
	loc := f.Location
	if loc.Path != "" {
		props = append(props, "file="+githubProperty(loc.Path))
	}
	if loc.StartLine > 0 {
		props = append(props, "line="+strconv.Itoa(loc.StartLine))
		endLine := max(loc.EndLine, loc.StartLine)
		// GitHub accepts columns only for a range on one line.
		if endLine == loc.StartLine && loc.StartCol > 0 {
			props = append(props, "col="+strconv.Itoa(loc.StartCol))
			// Location.EndCol is exclusive; GitHub's endColumn is the last
			// column of the range.
			if loc.EndCol > loc.StartCol+1 {
				props = append(props, "endColumn="+strconv.Itoa(loc.EndCol-1))
			}
		}
		if endLine > loc.StartLine {
			props = append(props, "endLine="+strconv.Itoa(endLine))
		}
	}
	title := strings.TrimSpace(f.RuleID + " " + f.RuleName)
	if title != "" {
		props = append(props, "title="+githubProperty(title))
	}
	if len(props) > 0 {
		b.WriteString(" ")
		b.WriteString(strings.Join(props, ","))
	}
	b.WriteString("::")
	// An annotation has one location; the related ones (the config line that
	// makes the app rescale) go into the message, one per line.
	msg := f.Message
	for _, r := range f.Related {
		msg += "\n" + relatedLine(r)
	}
	b.WriteString(githubData(msg))
	b.WriteString("\n")
}

// relatedLine renders a related location as "path:line:col: message".
func relatedLine(r finding.Related) string {
	pos := r.Location.Path
	if r.Location.StartLine > 0 {
		pos += ":" + strconv.Itoa(r.Location.StartLine)
		if r.Location.StartCol > 0 {
			pos += ":" + strconv.Itoa(r.Location.StartCol)
		}
	}
	if r.Message == "" {
		return pos
	}
	return pos + ": " + r.Message
}

func githubCommand(l finding.Level) string {
	switch l {
	case finding.Error:
		return "error"
	case finding.Warning:
		return "warning"
	}
	return "notice"
}

// githubData escapes the message part of a workflow command as the Actions
// runner unescapes it.
var githubDataEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")

// githubPropertyEscaper escapes a property value; ':' and ',' would end it.
var githubPropertyEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")

func githubData(s string) string     { return githubDataEscaper.Replace(s) }
func githubProperty(s string) string { return githubPropertyEscaper.Replace(s) }
