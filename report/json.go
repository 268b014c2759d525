package report

import (
	"cmp"
	"encoding/json"
	"io"
	"slices"

	"github.com/flinklint/flinklint/finding"
)

// JSONSchemaVersion is the version of the json output format. It changes only
// when a field is removed or changes meaning; new fields may appear within a
// version, so consumers must ignore fields they do not know.
const JSONSchemaVersion = 1

// The jsonXxx types are the json output format, documented field by field in
// docs/output-formats.md. Every field is always present (empty arrays are [],
// never null) so scripts need no existence checks.
type (
	jsonDocument struct {
		SchemaVersion int           `json:"schema_version"`
		Tool          jsonTool      `json:"tool"`
		FilesRead     int           `json:"files_read"`
		Summary       jsonSummary   `json:"summary"`
		Rules         []jsonRule    `json:"rules"`
		Findings      []jsonFinding `json:"findings"`
	}
	jsonTool struct {
		Name           string `json:"name"`
		Version        string `json:"version"`
		InformationURI string `json:"information_uri"`
	}
	jsonSummary struct {
		Errors   int `json:"errors"`
		Warnings int `json:"warnings"`
		Notes    int `json:"notes"`
		Total    int `json:"total"`
	}
	jsonRule struct {
		ID           string        `json:"id"`
		Name         string        `json:"name"`
		Summary      string        `json:"summary"`
		DefaultLevel finding.Level `json:"default_level"`
		HelpURI      string        `json:"help_uri"`
		Tags         []string      `json:"tags"`
	}
	jsonFinding struct {
		RuleID      string        `json:"rule_id"`
		RuleName    string        `json:"rule_name"`
		Level       finding.Level `json:"level"`
		Message     string        `json:"message"`
		Location    jsonLocation  `json:"location"`
		Related     []jsonRelated `json:"related"`
		Fixes       []jsonFix     `json:"fixes"`
		Fingerprint string        `json:"fingerprint"`
	}
	jsonLocation struct {
		Path        string `json:"path"`
		StartLine   int    `json:"start_line"`
		StartColumn int    `json:"start_column"`
		EndLine     int    `json:"end_line"`
		EndColumn   int    `json:"end_column"`
		StartOffset int    `json:"start_offset"`
		EndOffset   int    `json:"end_offset"`
		Snippet     string `json:"snippet"`
	}
	jsonRelated struct {
		Location jsonLocation `json:"location"`
		Message  string       `json:"message"`
	}
	jsonFix struct {
		Description string     `json:"description"`
		Edits       []jsonEdit `json:"edits"`
	}
	jsonEdit struct {
		Location jsonLocation `json:"location"`
		NewText  string       `json:"new_text"`
	}
)

// WriteJSON writes the run as one JSON document (schema version
// JSONSchemaVersion). The output depends only on the run: findings are put in
// the contract's order (path, line, column, rule) even when the caller did not.
func WriteJSON(w io.Writer, run *finding.Run) error {
	doc := jsonDocument{
		SchemaVersion: JSONSchemaVersion,
		Tool:          jsonTool{Name: run.ToolName, Version: run.ToolVersion, InformationURI: run.InfoURI},
		FilesRead:     run.FilesRead,
		Rules:         make([]jsonRule, 0, len(run.Rules)),
		Findings:      make([]jsonFinding, 0, len(run.Findings)),
	}
	rules := slices.Clone(run.Rules)
	slices.SortStableFunc(rules, func(a, b finding.Rule) int { return cmp.Compare(a.ID, b.ID) })
	for _, r := range rules {
		doc.Rules = append(doc.Rules, jsonRule{
			ID: r.ID, Name: r.Name, Summary: r.Summary, DefaultLevel: r.DefaultLevel,
			HelpURI: r.HelpURI, Tags: emptyIfNil(r.Tags),
		})
	}
	for _, f := range sortForOutput(run.Findings) {
		switch f.Level {
		case finding.Error:
			doc.Summary.Errors++
		case finding.Warning:
			doc.Summary.Warnings++
		case finding.Note:
			doc.Summary.Notes++
		}
		doc.Findings = append(doc.Findings, toJSONFinding(f))
	}
	doc.Summary.Total = len(doc.Findings)

	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false) // messages quote SQL: keep '<' and '&' readable
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

func toJSONFinding(f finding.Finding) jsonFinding {
	jf := jsonFinding{
		RuleID: f.RuleID, RuleName: f.RuleName, Level: f.Level, Message: f.Message,
		Location:    toJSONLocation(f.Location),
		Related:     make([]jsonRelated, 0, len(f.Related)),
		Fixes:       make([]jsonFix, 0, len(f.Fixes)),
		Fingerprint: f.Fingerprint,
	}
	for _, r := range f.Related {
		jf.Related = append(jf.Related, jsonRelated{Location: toJSONLocation(r.Location), Message: r.Message})
	}
	for _, fix := range f.Fixes {
		jfix := jsonFix{Description: fix.Description, Edits: make([]jsonEdit, 0, len(fix.Edits))}
		for _, e := range fix.Edits {
			jfix.Edits = append(jfix.Edits, jsonEdit{Location: toJSONLocation(e.Location), NewText: e.NewText})
		}
		jf.Fixes = append(jf.Fixes, jfix)
	}
	return jf
}

func toJSONLocation(l finding.Location) jsonLocation {
	return jsonLocation{
		Path: l.Path, StartLine: l.StartLine, StartColumn: l.StartCol,
		EndLine: l.EndLine, EndColumn: l.EndCol,
		StartOffset: l.StartOffset, EndOffset: l.EndOffset, Snippet: l.Snippet,
	}
}

func emptyIfNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// sortForOutput returns a copy of findings in the contract's order: path,
// line, column, rule, then message so that equal positions still print in a
// fixed order.
func sortForOutput(findings []finding.Finding) []finding.Finding {
	out := slices.Clone(findings)
	slices.SortStableFunc(out, compareOutputOrder)
	return out
}

func compareOutputOrder(a, b finding.Finding) int {
	return cmp.Or(
		cmp.Compare(a.Location.Path, b.Location.Path),
		cmp.Compare(a.Location.StartLine, b.Location.StartLine),
		cmp.Compare(a.Location.StartCol, b.Location.StartCol),
		cmp.Compare(a.RuleID, b.RuleID),
		cmp.Compare(a.Message, b.Message),
	)
}
