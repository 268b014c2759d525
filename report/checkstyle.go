package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// WriteCheckstyle writes the findings as Checkstyle XML (format version 4.3),
// the common denominator of CI dashboards and of reviewdog (-f=checkstyle).
// One <file> per path in sorted order, one <error> per finding; levels map
// error->error, warning->warning, note->info, and source is
// "flinklint.<rule id>". Findings without a path are reported under the empty
// file name so none is lost.
func WriteCheckstyle(w io.Writer, run *finding.Run) error {
	tool := run.ToolName
	if tool == "" {
		tool = "flinklint"
	}
	var b strings.Builder
	b.WriteString(xml.Header)
	b.WriteString(`<checkstyle version="4.3">` + "\n")
	findings := sortForOutput(run.Findings)
	for i, f := range findings {
		if i == 0 || findings[i-1].Location.Path != f.Location.Path {
			if i > 0 {
				b.WriteString("  </file>\n")
			}
			b.WriteString(`  <file name="` + xmlAttr(f.Location.Path) + `">` + "\n")
		}
		b.WriteString(`    <error`)
		if f.Location.StartLine > 0 {
			b.WriteString(` line="` + strconv.Itoa(f.Location.StartLine) + `"`)
			if f.Location.StartCol > 0 {
				b.WriteString(` column="` + strconv.Itoa(f.Location.StartCol) + `"`)
			}
		}
		b.WriteString(` severity="` + checkstyleSeverity(f.Level) + `"`)
		b.WriteString(` message="` + xmlAttr(checkstyleMessage(f)) + `"`)
		b.WriteString(` source="` + xmlAttr(tool+"."+f.RuleID) + `"/>` + "\n")
	}
	if len(findings) > 0 {
		b.WriteString("  </file>\n")
	}
	b.WriteString("</checkstyle>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func checkstyleSeverity(l finding.Level) string {
	switch l {
	case finding.Error:
		return "error"
	case finding.Warning:
		return "warning"
	}
	return "info"
}

// xmlAttr escapes s for a double-quoted attribute value. xml.EscapeText also
// escapes tab and newlines (attribute values would otherwise lose them to
// normalisation) and replaces bytes XML cannot carry with U+FFFD.
func xmlAttr(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}

// checkstyleMessage is the message with the related locations appended:
// checkstyle has no element for them, and the deciding config line is half
// of a finding such as FL001.
func checkstyleMessage(f finding.Finding) string {
	msg := oneLine(f.Message)
	for _, r := range f.Related {
		msg += fmt.Sprintf(" [related: %s:%d:%d: %s]", r.Location.Path, r.Location.StartLine, r.Location.StartCol, oneLine(r.Message))
	}
	return msg
}
