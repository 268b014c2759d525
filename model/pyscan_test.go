package model

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// TestPyScanMatchesBoundaryRegexp checks each pyScan against the `\b`
// alternation it replaces, on crafted and random inputs.
func TestPyScanMatchesBoundaryRegexp(t *testing.T) {
	pairs := []struct {
		scan *pyScan
		re   *regexp.Regexp
	}{
		{pyFromPath, regexp.MustCompile(`\bfrom_path\(\s*(?:"([^"\\\n]+)"|'([^'\\\n]+)')`)},
		{pyCatalogCall, regexp.MustCompile(`\b(?:use_catalog|register_catalog|create_catalog)\s*\(`)},
		{pyPrimaryKey, regexp.MustCompile(`\bprimary_key(?:_named)?\s*\(`)},
		{pyCheckpointCall, regexp.MustCompile(`\b(?:enable_checkpointing|set_checkpoint_interval)\s*\(`)},
		{pyAtLeastOnce, regexp.MustCompile(`\b(?:enable_checkpointing|set_checkpointing_mode)\s*\([^()]*(?:\([^()]*\)[^()]*)*\bAT_LEAST_ONCE\b`)},
	}
	inputs := []string{
		"", "from_path('a')", "t.from_path(\"orders\") xfrom_path('b') _from_path('c') 9from_path('d')",
		"xfrom_path(\"from_path('inner')\")", "t_env.use_catalog('c'); register_catalog (", "my_create_catalog(",
		"Schema.new_builder().primary_key('id').primary_key_named('pk', 'id')", "xprimary_key(",
		"env.enable_checkpointing(1000, CheckpointingMode.AT_LEAST_ONCE())", "env.get_checkpoint_config().set_checkpointing_mode(CheckpointingMode.AT_LEAST_ONCE)",
		"xenable_checkpointing(1, AT_LEAST_ONCE) enable_checkpointing(2, AT_LEAST_ONCE)", "enable_checkpointing(3, NOT_AT_LEAST_ONCE)",
		"get_checkpoint_config (\nset_checkpoint_interval(5)",
	}
	words := []string{"from_path", "use_catalog", "register_catalog", "create_catalog", "primary_key", "primary_key_named",
		"get_checkpoint_config", "enable_checkpointing", "set_checkpoint_interval", "set_checkpointing_mode", "AT_LEAST_ONCE",
		"(", ")", "(", "'t'", "\"u\"", " ", "\n", "x", "_", "9", ".", ",", "é"}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for j := r.IntN(12); j >= 0; j-- {
			b.WriteString(words[r.IntN(len(words))])
		}
		inputs = append(inputs, b.String())
	}
	for _, p := range pairs {
		for _, in := range inputs {
			src := []byte(in)
			if got, want := p.scan.Match(src), p.re.Match(src); got != want {
				t.Fatalf("%s Match(%q) = %v, want %v", p.re, in, got, want)
			}
			if got, want := p.scan.FindIndex(src), p.re.FindIndex(src); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s FindIndex(%q) = %v, want %v", p.re, in, got, want)
			}
			got, want := p.scan.FindAllSubmatchIndex(src, -1), p.re.FindAllSubmatchIndex(src, -1)
			if len(got) != 0 || len(want) != 0 {
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s FindAllSubmatchIndex(%q) = %v, want %v", p.re, in, got, want)
				}
			}
		}
	}
}
