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
}

// configKeys are the keys the rules use (flink-facts.md §3b, §3c, §6).
var configKeys = []ConfigKey{
	{Key: "execution.checkpointing.interval", Type: TypeDuration, Verified: true,
		Note: "unset: checkpointing off (Managed Flink enables it through CheckpointConfiguration)"},
	{Key: "execution.checkpointing.mode", Type: TypeEnum, EnumValues: []string{"EXACTLY_ONCE", "AT_LEAST_ONCE"},
		Default: "EXACTLY_ONCE", Verified: true,
		Note: "plain enum: the constant names match, case-insensitively ('at-least-once' does not)"},
	{Key: "parallelism.default", Type: TypeInteger, Default: "1", Verified: true},
	{Key: "pipeline.max-parallelism", Type: TypeInteger, Default: "-1", Verified: true,
		Note: "-1: derived per operator, see DefaultMaxParallelism; cannot change later without losing keyed state"},
	{Key: "execution.runtime-mode", Type: TypeEnum, EnumValues: []string{"STREAMING", "BATCH", "AUTOMATIC"},
		Default: "STREAMING", Verified: true},
	{Key: "scheduler-mode", Type: TypeEnum, EnumValues: []string{"REACTIVE"}, Since: Version{1, 13}, Verified: true,
		Note: "reactive mode: standalone application mode only; explicit parallelism is ignored"},
	{Key: "jobmanager.scheduler", Type: TypeEnum, EnumValues: []string{"Default", "Adaptive", "AdaptiveBatch"},
		Default: "Default", Verified: true, Note: "'adaptive' accepted since 1.13; needed for in-place rescaling"},
	{Key: "job.autoscaler.enabled", Type: TypeBoolean, Default: "false",
		DeprecatedKeys: []string{"kubernetes.operator.job.autoscaler.enabled"}, Verified: true,
		Note: "Kubernetes operator >= 1.7; the old key is read as a fallback (FLINK-33770)"},
	{Key: "job.autoscaler.scaling.enabled", Type: TypeBoolean, Default: "true",
		DeprecatedKeys: []string{"kubernetes.operator.job.autoscaler.scaling.enabled"}, Verified: true,
		Note: "false: metrics only, no scaling"},
	{Key: "job.autoscaler.vertex.max-parallelism", Type: TypeInteger, Default: "200",
		DeprecatedKeys: []string{"kubernetes.operator.job.autoscaler.vertex.max-parallelism"}, Verified: true},
	{Key: "job.autoscaler.vertex.exclude.ids", Type: TypeList,
		DeprecatedKeys: []string{"kubernetes.operator.job.autoscaler.vertex.exclude.ids"}, Verified: true},
	{Key: "state.backend.type", Type: TypeString, DeprecatedKeys: []string{"state.backend"}, Verified: true,
		Note: "no default key value; 'hashmap' and 'rocksdb' are the shortcut names (StateBackendOptions / CheckpointingOptions)"},
	{Key: "execution.checkpointing.dir", Type: TypeString,
		DeprecatedKeys: []string{"state.checkpoints.dir", "state.backend.fs.checkpointdir"}, Verified: true,
		Note: "CheckpointingOptions.CHECKPOINTS_DIRECTORY (apache/flink master); the release of the rename not established"},
	{Key: "execution.checkpointing.savepoint-dir", Type: TypeString,
		DeprecatedKeys: []string{"state.savepoints.dir", "savepoints.state.backend.fs.dir"}, Verified: true,
		Note: "CheckpointingOptions.SAVEPOINT_DIRECTORY (apache/flink master); the release of the rename not established"},
	{Key: "execution.checkpointing.timeout", Type: TypeDuration, Default: "10 min", Verified: true},
	{Key: "restart-strategy.type", Type: TypeString, DeprecatedKeys: []string{"restart-strategy"},
		Verified: false, Note: "rename and the release that made it not confirmed here"},
	{Key: "pipeline.jars", Type: TypeList, Verified: true, Note: "';'-separated jar URLs"},
	{Key: "pipeline.classpaths", Type: TypeList, Verified: true},
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
