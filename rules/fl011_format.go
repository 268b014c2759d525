package rules

import (
	"slices"

	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// fl011Formats flags a format identifier ('format', 'key.format',
// 'value.format' of a connector that discovers its formats through Flink's
// FactoryUtil) that no known format has but that is close to one: a typo,
// answered with "did you mean" as connector identifiers are. An unknown
// identifier close to none may be a custom format on the classpath: silent.
func fl011Formats(pass *analysis.Pass, m *model.Model, use optionUse, id string, seen map[*model.Option]bool) {
	spec, ok := flink.Connector(id, flink.Version{})
	if !ok {
		return
	}
	if _, _, unread := m.UnreadFactory(); unread {
		return // the repository's own factory may be the format
	}
	defined := definedConnectors(m)
	for _, fp := range spec.FormatPrefixes() {
		f := use.opts.Get(fp.FormatKey)
		if f == nil || f.Hole || seen[f] || flink.IsKnownFormatID(f.Value) || slices.Contains(defined, f.Value) {
			continue
		}
		s, ok := flink.Suggest(f.Value, append(flink.KnownFormatIDs(), defined...))
		if !ok {
			continue
		}
		seen[f] = true
		m.Report(pass, finding.Warning, analysis.Diagnostic{
			Pos: f.Pos, End: f.End,
			Message: fmt.Sprintf("%s: no known format has the identifier '%s' ('%s'), so Flink fails when it plans the job "+
				"(\"Could not find any factory for identifier '%s' ...\"). Did you mean '%s'?",
				tableLabel(use.table), f.Value, fp.FormatKey, f.Value, s),
		})
	}
}
