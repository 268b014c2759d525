package flink

import "strings"

// ConfigKey is a Flink configuration key (flink-conf.yaml / config.yaml, SET,
// TableConfig, flinkConfiguration) that rules reason about.
type ConfigKey struct {
	Key            string
	Type           Type
	EnumValues     []string
	Default        string
	DeprecatedKeys []string // older spellings Flink still reads as fallback
	Since          Version
	Verified       bool
	Note           string
	// Repository and Declared say where the key is declared (from the
	// sources, catalogue_generated.go); Introduced is the release tag of
	// that repository that first declares it, when an older one read does
	// not (the operator's job.autoscaler.* keys: release-1.7.0).
	Repository, Declared, Introduced string
}

// configKeys are the keys the rules use (flink-facts.md §3b, §3c, §6):
// their type, enum values, default and deprecated keys come from the
// option classes of Flink and the operator (config_generated.go); the
// hand-kept entries say what the rules need to know beyond that.
var configKeys = configKeysFromSources(annotatedConfigKeys)

// annotatedConfigKeys are the notes on the keys the rules use.
var annotatedConfigKeys = []ConfigKey{
	{Key: "execution.checkpointing.interval",
		Note: "unset: checkpointing off (Managed Flink enables it through CheckpointConfiguration)"},
	{Key: "execution.checkpointing.mode",
		Note: "plain enum: the constant names match, case-insensitively ('at-least-once' does not)"},
	{Key: "parallelism.default"},
	{Key: "pipeline.max-parallelism",
		Note: "-1: derived per operator, see DefaultMaxParallelism; cannot change later without losing keyed state"},
	{Key: "execution.runtime-mode"},
	{Key: "scheduler-mode", Since: Version{1, 13},
		Note: "reactive mode: standalone application mode only; explicit parallelism is ignored"},
	{Key: "jobmanager.scheduler", Note: "'adaptive' accepted since 1.13; needed for in-place rescaling"},
	{Key: "job.autoscaler.enabled",
		Note: "Kubernetes operator >= 1.7; the old key is read as a deprecated key in 1.7 and a fallback key from 1.8 (FLINK-33770)"},
	{Key: "job.autoscaler.scaling.enabled", Note: "false: metrics only, no scaling"},
	{Key: "job.autoscaler.vertex.max-parallelism"},
	{Key: "job.autoscaler.vertex.exclude.ids"},
	{Key: "state.backend.type",
		Note: "'hashmap' and 'rocksdb' are the shortcut names; no default in 1.20 (CheckpointingOptions), 'hashmap' from 2.0 (StateBackendOptions)"},
	{Key: "execution.checkpointing.dir"},
	{Key: "execution.checkpointing.savepoint-dir"},
	{Key: "execution.checkpointing.timeout"},
	{Key: "restart-strategy.type"},
	{Key: "pipeline.jars", Note: "';'-separated jar URLs"},
	{Key: "pipeline.classpaths"},
	{Key: "execution.target", Note: "yarn-per-job: the YARN per-job mode, deprecated since 1.15 and removed in 2.0"},
}

// configKeysFromSources sets on each annotated key what its declaration
// says. A key no option class declares keeps the annotation's facts, and
// a test lists it.
func configKeysFromSources(annotated []ConfigKey) []ConfigKey {
	out := make([]ConfigKey, len(annotated))
	for i, ck := range annotated {
		gen, ok := generatedConfigKeys[ck.Key]
		if ok {
			ck = ck.fromSource(gen)
		}
		out[i] = ck
	}
	return out
}

func (ck ConfigKey) fromSource(gen generatedOption) ConfigKey {
	if gen.typed {
		ck.Type = gen.typ
	}
	if gen.value != "" {
		ck.Default = gen.value
	}
	if len(gen.enum) > 0 {
		ck.EnumValues = gen.enum
	}
	ck.DeprecatedKeys = unionStrings(ck.DeprecatedKeys, gen.deprecated)
	ck.Repository, ck.Declared, ck.Verified = gen.repository, gen.declared, true
	tags := generatedConfigReleases[gen.repository]
	if first := lowestBit(gen.in); first > 0 && first < len(tags) {
		if gen.repository == "apache/flink" {
			ck.Since = tagLine(tags[first])
		} else {
			ck.Introduced = tags[first]
		}
	}
	return ck
}

// LookupConfigKey finds a configuration key by its canonical or deprecated
// spelling; deprecated reports which one matched. Every
// "kubernetes.operator.job.autoscaler.*" key maps to "job.autoscaler.*".
func LookupConfigKey(key string) (ck ConfigKey, deprecated bool, ok bool) {
	for _, c := range configKeys {
		if c.Key == key {
			return c, false, true
		}
		for _, d := range c.DeprecatedKeys {
			if d == key {
				return c, true, true
			}
		}
	}
	if rest, found := strings.CutPrefix(key, oldAutoscalerPrefix); found {
		return ConfigKey{Key: "job.autoscaler." + rest, Type: TypeString, Verified: true,
			Note: "operator >= 1.7 renamed kubernetes.operator.job.autoscaler.* to job.autoscaler.*"}, true, true
	}
	return ConfigKey{}, false, false
}

const oldAutoscalerPrefix = "kubernetes.operator.job.autoscaler."

// CanonicalConfigKey maps a deprecated spelling to the current one and
// returns other keys unchanged.
func CanonicalConfigKey(key string) string {
	if c, dep, ok := LookupConfigKey(key); ok && dep {
		return c.Key
	}
	return key
}

// ConfigKeys returns every known configuration key.
func ConfigKeys() []ConfigKey { return append([]ConfigKey(nil), configKeys...) }

// Max parallelism bounds (KeyGroupRangeAssignment).
const (
	DefaultLowerBoundMaxParallelism = 128
	UpperBoundMaxParallelism        = 1 << 15
)

// DefaultMaxParallelism is the max parallelism Flink derives for an operator
// whose max parallelism is not set:
// min(max(roundUpToPowerOfTwo(p + p/2), 128), 32768)
// (KeyGroupRangeAssignment.computeDefaultMaxParallelism). A job started at
// p <= 85 gets 128 and can never rescale past it without losing keyed state.
func DefaultMaxParallelism(parallelism int) int {
	if parallelism < 1 {
		parallelism = 1
	}
	n := parallelism + parallelism/2
	if n > UpperBoundMaxParallelism {
		return UpperBoundMaxParallelism
	}
	p := 1
	for p < n {
		p <<= 1
	}
	return min(max(p, DefaultLowerBoundMaxParallelism), UpperBoundMaxParallelism)
}

// ConfigYAMLSupported reports whether release line v reads conf/config.yaml
// (standard YAML, since 1.19; flink-conf.yaml still wins when present in 1.19
// and 1.20). Unknown v: true.
func ConfigYAMLSupported(v Version) bool {
	return v.IsZero() || v.AtLeast(Version{1, 19})
}

// LegacyFlinkConfSupported reports whether release line v still reads
// flink-conf.yaml (Flink 2.0+ reads only config.yaml). Unknown v: true.
func LegacyFlinkConfSupported(v Version) bool {
	return v.IsZero() || v.Less(Version{2, 0})
}

// AutoscalerRename is where an operator autoscaler key written with the
// pre-1.7 prefix (kubernetes.operator.job.autoscaler.*) went: the
// job.autoscaler.* spelling of operator 1.7 (Renamed), and the key current
// in the newest operator release read (Current) when a later release renamed
// it again (target.utilization became utilization.target in 1.11).
type AutoscalerRename struct {
	Old, Renamed, Current string
	// CurrentSince is the operator release tag that first declares Current;
	// RenamedUntil the last that declares Renamed as its own key ("" when
	// Renamed is Current).
	CurrentSince, RenamedUntil string
}

// RenamedAutoscalerKey follows an old-prefix autoscaler key through the
// operator's releases (config.json): the newest key that lists it as a
// deprecated or fallback key is the current one. A key no release declares
// under either spelling is not the operator's: false.
func RenamedAutoscalerKey(key string) (AutoscalerRename, bool) {
	rest, ok := strings.CutPrefix(key, oldAutoscalerPrefix)
	if !ok {
		return AutoscalerRename{}, false
	}
	r := AutoscalerRename{Old: key, Renamed: "job.autoscaler." + rest}
	r.Current = r.Renamed
	tags := generatedConfigReleases[operatorRepository]
	newest := -1
	for k, gen := range generatedConfigKeys {
		if gen.repository != operatorRepository || !contains(gen.deprecated, key) && k != r.Renamed {
			continue
		}
		if top := highestBit(gen.in); top > newest || top == newest && k < r.Current {
			newest, r.Current = top, k
		}
	}
	if newest < 0 {
		// No operator release read declares it, under either spelling: not
		// an upstream autoscaler option (EMR on EKS adds autotune keys of
		// its own under this prefix).
		return AutoscalerRename{}, false
	}
	if first := lowestBit(generatedConfigKeys[r.Current].in); r.Current != r.Renamed && first >= 0 && first < len(tags) {
		r.CurrentSince = tags[first]
		if gen, ok := generatedConfigKeys[r.Renamed]; ok && highestBit(gen.in) < len(tags) {
			r.RenamedUntil = tags[highestBit(gen.in)]
		}
	}
	return r, true
}

const operatorRepository = "apache/flink-kubernetes-operator"

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
