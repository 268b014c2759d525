package rules

import (
	"bytes"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/model"
)

// autoscalingOffFix turns autoscaling off in an AWS app config kept in the
// repository: ConfigurationType CUSTOM and AutoScalingEnabled false, in the
// syntax of the file (CloudFormation YAML or JSON, Terraform HCL). It needs
// an existing ParallelismConfiguration with a ConfigurationType to edit.
// The file is read through files.
func autoscalingOffFix(d *model.Deployment, files *model.SourceReader) (analysis.SuggestedFix, bool) {
	var none analysis.SuggestedFix
	p := d.AWS
	if p == nil || !p.Present || !p.ConfigurationType.Set || p.ConfigurationType.Hole || p.ConfigurationType.Path != "" {
		return none, false
	}
	f := d.File
	syntax := d.Syntax
	if syntax == deploy.SyntaxOther {
		return none, false
	}
	var edits []analysis.TextEdit
	ct := p.ConfigurationType
	if !strings.EqualFold(ct.Value, "CUSTOM") {
		q, ok := writtenLiteralIn(files.Of(f), ct.Span.Start, ct.Span.End, ct.Value)
		if !ok {
			return none, false
		}
		edits = append(edits, analysis.TextEdit{Pos: f.Pos(ct.Span.Start), End: f.Pos(ct.Span.End), NewText: []byte(q + "CUSTOM" + q)})
	}
	ase := p.AutoScalingEnabled
	switch {
	case ase.Set && ase.Path == "" && !ase.Hole:
		if ase.Value {
			edits = append(edits, analysis.TextEdit{Pos: f.Pos(ase.Span.Start), End: f.Pos(ase.Span.End), NewText: []byte("false")})
		}
	case ase.Set:
		return none, false
	default:
		ins, ok := insertAfterValue(f, files.Of(f), ct, syntax)
		if !ok {
			return none, false
		}
		edits = append(edits, ins)
	}
	if len(edits) == 0 {
		return none, false
	}
	return analysis.SuggestedFix{
		Message:   d.AWSText("Turn autoscaling off: ConfigurationType CUSTOM, AutoScalingEnabled false"),
		TextEdits: edits,
	}, true
}

// insertAfterValue adds AutoScalingEnabled false right after the
// ConfigurationType value, as a sibling key in the same style; src is f's
// bytes.
func insertAfterValue(f *model.File, src []byte, ct deploy.Fact[string], syntax deploy.Syntax) (analysis.TextEdit, bool) {
	keyStart := ct.KeySpan.Start
	if ct.KeySpan == (deploy.Span{}) || keyStart > len(src) || ct.Span.End > len(src) {
		return analysis.TextEdit{}, false
	}
	lineStart := bytes.LastIndexByte(src[:keyStart], '\n') + 1
	prefix := src[lineStart:keyStart]
	block := len(bytes.TrimLeft(prefix, " \t")) == 0
	indent := string(prefix)
	var text string
	switch syntax {
	case deploy.SyntaxYAML:
		if block {
			text = "\n" + indent + "AutoScalingEnabled: false"
		} else {
			text = ", AutoScalingEnabled: false"
		}
	case deploy.SyntaxJSON:
		if block {
			text = ",\n" + indent + `"AutoScalingEnabled": false`
		} else {
			text = `, "AutoScalingEnabled": false`
		}
	case deploy.SyntaxHCL:
		if !block {
			return analysis.TextEdit{}, false
		}
		text = "\n" + indent + "auto_scaling_enabled = false"
	}
	pos := f.Pos(ct.Span.End)
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)}, true
}
