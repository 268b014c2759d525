package rules

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// What FL060 and FL061 share: every place a configuration key is written
// (a job's SET, set_string, get_config().set, Configuration; a Flink
// config file, an operator's flinkConfiguration), with the target it is
// judged against and how Flink's option classes at that line read it.

// keyWrite is one configuration key as written, with its rename fix.
type keyWrite struct {
	key      string
	target   upgradeTarget
	change   flink.ConfigKeyChange
	pos, end token.Pos
	where    string // "" for a job setting, the deployment's name for a config
	// rename is the fix writing the successor's key in its place, when the
	// key is written as a plain literal and the successor is not set too.
	rename func(successor string) (analysis.SuggestedFix, bool)
}

// keyWritten reports whether a job setting's key is written in the job (SQL
// SET, a Configuration or get_config() setter), not the option a PyFlink
// method such as enable_unaligned_checkpoints() sets: that method keeps
// working when its option's key is renamed (or is FL063's when it goes).
func keyWritten(s *model.Option) bool {
	return s.API == "" || strings.HasPrefix(s.API, "get_config().") ||
		strings.HasPrefix(s.API, "get_configuration().") || strings.HasPrefix(s.API, "Configuration.")
}

// configKeyWrites lists the key writes whose key the target reads
// differently from Flink 1.x, in model order, each once.
func configKeyWrites(m *model.Model) []keyWrite {
	var out []keyWrite
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		target, ok := upgradeTargetOf(m, job)
		if !ok {
			continue
		}
		set := map[string]bool{}
		for _, s := range job.Settings {
			set[s.Key] = true
		}
		for _, s := range job.Settings {
			if !keyWritten(s) {
				continue
			}
			c, ok := flink.ConfigKeyChangeIn(s.Key, target.version)
			if !ok || seen[s.Pos] || !s.Pos.IsValid() {
				continue
			}
			seen[s.Pos] = true
			out = append(out, keyWrite{
				key: s.Key, target: target, change: c, pos: s.Pos, end: s.End,
				rename: func(successor string) (analysis.SuggestedFix, bool) {
					if set[successor] || s.Helper != nil {
						return analysis.SuggestedFix{}, false
					}
					return settingKeyFix(s, successor)
				},
			})
		}
	}
	for _, d := range m.Deployments {
		if len(d.FlinkConfig) == 0 {
			continue
		}
		target, ok := upgradeTargetOfDeployment(m, d)
		if !ok {
			continue
		}
		set := map[string]bool{}
		for _, p := range d.FlinkConfig {
			set[p.Key] = true
		}
		for _, p := range d.FlinkConfig {
			c, ok := flink.ConfigKeyChangeIn(p.Key, target.version)
			if !ok || p.Path != "" {
				continue
			}
			pos, end := depSpan(m, d, propLine(p))
			out = append(out, keyWrite{
				key: p.Key, target: target, change: c, pos: pos, end: end, where: depName(d),
				rename: func(successor string) (analysis.SuggestedFix, bool) {
					if set[successor] {
						return analysis.SuggestedFix{}, false
					}
					return renameFix(d, p.KeySpan, p.Key, successor, fmt.Sprintf("Rename %s to %s", p.Key, successor))
				},
			})
		}
	}
	return out
}

// settingKeyFix renames a job setting's key where the setting starts with
// the key written as a literal (SET 'k' = ...), or where the setting's
// text holds the key as a quoted literal exactly once
// (config.set("k", "v"), set_string('k', ...)).
func settingKeyFix(s *model.Option, successor string) (analysis.SuggestedFix, bool) {
	f := s.File
	if f == nil || !s.Pos.IsValid() || !s.End.IsValid() {
		return analysis.SuggestedFix{}, false
	}
	start, end := f.Tok.Offset(s.Pos), f.Tok.Offset(s.End)
	at, width := -1, 0
	for _, w := range []int{len(s.Key) + 2, len(s.Key)} {
		if _, ok := writtenLiteral(f, start, start+w, s.Key); ok {
			at, width = start, w
			break
		}
	}
	if src := f.Source(); at < 0 && end <= len(src) && start < end {
		text := string(src[start:end])
		var found []int
		for _, q := range []string{`"`, `'`} {
			lit := q + s.Key + q
			for i := strings.Index(text, lit); i >= 0; {
				found = append(found, start+i)
				next := strings.Index(text[i+1:], lit)
				if next < 0 {
					break
				}
				i += 1 + next
			}
		}
		if len(found) == 1 {
			at, width = found[0], len(s.Key)+2
		}
	}
	if at < 0 {
		return analysis.SuggestedFix{}, false
	}
	q, ok := writtenLiteral(f, at, at+width, s.Key)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf("Rename %s to %s", s.Key, successor),
		TextEdits: []analysis.TextEdit{{Pos: f.Pos(at), End: f.Pos(at + width), NewText: []byte(q + successor + q)}},
	}, true
}

// message prefixes a deployment's name to what is said about its key.
func (w keyWrite) message(format string, args ...any) string {
	msg := fmt.Sprintf(format, args...)
	if w.where != "" {
		return w.where + ": " + msg
	}
	return msg
}
