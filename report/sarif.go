package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/flinklint/flinklint/finding"
)

// SARIFOptions controls the SARIF writer.
type SARIFOptions struct {
	// Root is the absolute directory Location.Path is relative to. When set,
	// it is recorded as the %SRCROOT% uriBaseId in originalUriBaseIds.
	Root string
}

// SrcRootID is the uriBaseId every location's relative uri is based on.
const SrcRootID = "%SRCROOT%"

// fingerprintKey is the partialFingerprints key; bump the version when the
// fingerprint recipe changes.
const fingerprintKey = "flinklint/v1"

// WriteSARIF writes the run as one SARIF 2.1.0 log: the driver with every
// rule that ran, and one result per finding with UTF-16 columns, relative
// URIs, related locations, partial fingerprints and fixes.
//
// The go-sarif model serialises some fields whose zero value means something
// in SARIF (index 0, enabled false, empty language); the writer sets those to
// the spec's defaults and drops empty arrays before writing, so the log says
// only what flinklint means.
func WriteSARIF(w io.Writer, run *finding.Run, opts SARIFOptions) error {
	log := sarif.NewReport()
	r := sarif.NewRunWithInformationURI(run.ToolName, run.InfoURI)
	r.Language = "en-US"
	r.ColumnKind = ptr("utf16CodeUnits")
	if opts.Root != "" {
		r.OriginalUriBaseIds = map[string]sarif.ArtifactLocation{
			SrcRootID: {URI: ptr(rootURI(opts.Root)), Index: -1},
		}
	}
	driver := r.Tool.Driver
	driver.Language = "en-US"
	driver.SemanticVersion = ptr(run.ToolVersion)
	driver.Version = ptr(run.ToolVersion)
	for _, rule := range run.Rules {
		driver.Rules = append(driver.Rules, sarifRule(rule))
	}
	ruleIndex := map[string]int{}
	for i, rule := range run.Rules {
		ruleIndex[rule.ID] = i
	}
	r.Results = []*sarif.Result{}
	for i := range run.Findings {
		r.Results = append(r.Results, sarifResult(&run.Findings[i], ruleIndex))
	}
	log.AddRun(r)

	raw, err := json.Marshal(log)
	if err != nil {
		return err
	}
	var tree any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&tree); err != nil {
		return err
	}
	tree = prune(tree, "")
	out, err := json.MarshalIndent(tree, "", "  ")
	if err != nil {
		return err
	}
	out = append(out, '\n')
	_, err = w.Write(out)
	return err
}

func sarifRule(rule finding.Rule) *sarif.ReportingDescriptor {
	d := sarif.NewRule(rule.ID)
	d.Name = ptr(pascalCase(rule.Name))
	d.ShortDescription = &sarif.MultiformatMessageString{Text: ptr(rule.Summary)}
	full := rule.Explanation
	if full == "" {
		full = rule.Summary
	}
	d.FullDescription = &sarif.MultiformatMessageString{Text: ptr(plainText(full)), Markdown: ptr(full)}
	if rule.Help != "" {
		d.Help = &sarif.MultiformatMessageString{Text: ptr(plainText(rule.Help)), Markdown: ptr(rule.Help)}
	}
	if rule.HelpURI != "" {
		d.HelpURI = ptr(rule.HelpURI)
	}
	d.DefaultConfiguration = &sarif.ReportingConfiguration{
		Enabled: true,
		Level:   sarifLevel(rule.DefaultLevel),
		Rank:    -1,
	}
	props := sarif.NewPropertyBag()
	props.Tags = append([]string(nil), rule.Tags...)
	if rule.SecuritySeverity != "" {
		props.Add("security-severity", rule.SecuritySeverity)
	}
	props.Add("precision", "high")
	d.Properties = props
	return d
}

func sarifResult(f *finding.Finding, ruleIndex map[string]int) *sarif.Result {
	res := sarif.NewRuleResult(f.RuleID)
	if i, ok := ruleIndex[f.RuleID]; ok {
		res.RuleIndex = i
	} else {
		res.RuleIndex = -1
	}
	res.Level = sarifLevel(f.Level)
	res.Kind = "fail"
	res.Rank = -1
	res.Message = &sarif.Message{Text: ptr(f.Message)}
	res.Locations = []*sarif.Location{sarifLocation(f.Location, "", -1)}
	for i, rel := range f.Related {
		res.RelatedLocations = append(res.RelatedLocations, sarifLocation(rel.Location, rel.Message, i+1))
	}
	if f.Fingerprint != "" {
		res.PartialFingerprints = map[string]string{fingerprintKey: f.Fingerprint}
	}
	for _, fix := range f.Fixes {
		res.Fixes = append(res.Fixes, sarifFix(fix))
	}
	return res
}

func sarifLocation(loc finding.Location, msg string, id int) *sarif.Location {
	l := &sarif.Location{
		ID: id,
		PhysicalLocation: &sarif.PhysicalLocation{
			ArtifactLocation: artifactLocation(loc.Path),
			Region:           region(loc),
		},
	}
	if msg != "" {
		l.Message = &sarif.Message{Text: ptr(msg)}
	}
	return l
}

func artifactLocation(path string) *sarif.ArtifactLocation {
	return &sarif.ArtifactLocation{URI: ptr(relativeURI(path)), URIBaseID: ptr(SrcRootID), Index: -1}
}

// region is a text region in UTF-16 columns (the run's columnKind).
func region(loc finding.Location) *sarif.Region {
	reg := &sarif.Region{
		ByteOffset:  -1,
		CharOffset:  -1,
		StartLine:   ptr(loc.StartLine),
		StartColumn: ptr(max(loc.StartCol16, 1)),
	}
	if loc.EndLine > 0 {
		reg.EndLine = ptr(loc.EndLine)
		reg.EndColumn = ptr(max(loc.EndCol16, 1))
	}
	if loc.Snippet != "" {
		reg.Snippet = &sarif.ArtifactContent{Text: ptr(loc.Snippet)}
	}
	return reg
}

func sarifFix(fix finding.Fix) *sarif.Fix {
	// SARIF groups replacements by file.
	var changes []*sarif.ArtifactChange
	byPath := map[string]*sarif.ArtifactChange{}
	for _, e := range fix.Edits {
		ch := byPath[e.Location.Path]
		if ch == nil {
			ch = &sarif.ArtifactChange{ArtifactLocation: artifactLocation(e.Location.Path)}
			byPath[e.Location.Path] = ch
			changes = append(changes, ch)
		}
		del := region(e.Location)
		del.Snippet = nil
		ch.Replacements = append(ch.Replacements, &sarif.Replacement{
			DeletedRegion:   del,
			InsertedContent: &sarif.ArtifactContent{Text: ptr(e.NewText)},
		})
	}
	return &sarif.Fix{Description: &sarif.Message{Text: ptr(fix.Description)}, ArtifactChanges: changes}
}

func sarifLevel(l finding.Level) string {
	switch l {
	case finding.Error, finding.Warning, finding.Note:
		return string(l)
	}
	return "warning"
}

// defaultMinusOne are the properties whose SARIF default is -1 ("absent").
var defaultMinusOne = map[string]bool{"index": true, "byteOffset": true, "charOffset": true, "id": true, "rank": true, "parentIndex": true, "ruleIndex": true}

// prune drops what SARIF would assume anyway, recursively: empty arrays
// (except a run's results, which a scan must have), empty strings, empty
// property bags, and -1 for the properties whose default it is.
func prune(v any, key string) any {
	switch t := v.(type) {
	case map[string]any:
		for k, child := range t {
			c := prune(child, k)
			if c == nil {
				delete(t, k)
				continue
			}
			t[k] = c
		}
		if len(t) == 0 && key == "properties" {
			return nil
		}
		return t
	case json.Number:
		if defaultMinusOne[key] && t.String() == "-1" {
			return nil
		}
	case []any:
		if len(t) == 0 && key != "results" {
			return nil
		}
		for i := range t {
			t[i] = prune(t[i], "")
		}
		return t
	case string:
		if t == "" && key != "text" {
			return nil
		}
	}
	return v
}

// relativeURI escapes a slash-separated relative path as a URI reference.
func relativeURI(p string) string {
	parts := strings.Split(p, "/")
	for i, s := range parts {
		parts[i] = url.PathEscape(s)
	}
	return strings.Join(parts, "/")
}

// rootURI renders an absolute directory as a file: URI ending in a slash.
func rootURI(dir string) string {
	p := filepath.ToSlash(dir)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // Windows drive paths: file:///C:/...
	}
	if !strings.HasSuffix(p, "/") {
		p += "/"
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// pascalCase turns "auto-compaction-rescale" into "AutoCompactionRescale",
// the form SARIF viewers expect in reportingDescriptor.name.
func pascalCase(s string) string {
	var b strings.Builder
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == ' ' }) {
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}

// plainText strips the markdown a viewer without markdown would show raw.
func plainText(md string) string {
	r := strings.NewReplacer("**", "", "`", "")
	return strings.TrimSpace(r.Replace(md))
}

func ptr[T any](v T) *T { return &v }

var _ = fmt.Sprintf
