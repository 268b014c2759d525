package flink

// The configuration keys the PyFlink API writes, and the AWS CDK construct
// names of a Managed Flink application: domain facts the Python reader
// needs to turn calls into settings and deployments. Sources: apache/flink
// release-1.20 and release-2.1, flink-python/pyflink/datastream/
// stream_execution_environment.py and checkpoint_config.py (each setter's
// Java counterpart writes the key below); aws-cdk-lib
// aws-kinesisanalyticsv2 (CfnApplication) and
// @aws-cdk/aws-kinesisanalytics-flink-alpha (Application).
const (
	KeyParallelism        = "parallelism.default"
	KeyMaxParallelism     = "pipeline.max-parallelism"
	KeyCheckpointInterval = "execution.checkpointing.interval"
	KeyCheckpointMode     = "execution.checkpointing.mode"
	KeyRuntimeMode        = "execution.runtime-mode"
	KeyPipelineJars       = "pipeline.jars"
)

// CheckpointSetter is a CheckpointConfig method of PyFlink: the key it
// writes, the name of its argument, and whether that is in milliseconds.
type CheckpointSetter struct {
	Key, Param string
	Millis     bool
}

// CheckpointSetters maps env.get_checkpoint_config() methods to what they set.
var checkpointSetters = map[string]CheckpointSetter{
	"set_checkpointing_mode":            {KeyCheckpointMode, "checkpointing_mode", false},
	"set_checkpoint_interval":           {KeyCheckpointInterval, "checkpoint_interval", true},
	"set_min_pause_between_checkpoints": {"execution.checkpointing.min-pause", "min_pause_between_checkpoints", true},
	"set_checkpoint_timeout":            {"execution.checkpointing.timeout", "checkpoint_timeout", true},
	"set_max_concurrent_checkpoints":    {"execution.checkpointing.max-concurrent-checkpoints", "max_concurrent_checkpoints", false},
	// Flink 1.19's key; 1.20 renamed it execution.checkpointing.unaligned.enabled
	// and still reads this one.
	"enable_unaligned_checkpoints":  {"execution.checkpointing.unaligned", "enabled", false},
	"disable_unaligned_checkpoints": {"execution.checkpointing.unaligned", "", false},
}

// CheckpointSetterOf returns what a CheckpointConfig method sets.
func CheckpointSetterOf(method string) (CheckpointSetter, bool) {
	s, ok := checkpointSetters[method]
	return s, ok
}

// IsCDKApplicationConstruct reports whether a CDK construct (or its props
// type) defines a Managed Flink application: CfnApplication (and the
// older CfnApplicationV2) of aws-cdk-lib, Application of the alpha module.
func IsCDKApplicationConstruct(name string) bool {
	if len(name) > len("Props") && name[len(name)-len("Props"):] == "Props" {
		name = name[:len(name)-len("Props")]
	}
	switch name {
	case "Application", "CfnApplication", "CfnApplicationV2":
		return true
	}
	return false
}

// IsDeploymentCall reports whether a Python call may define a Managed Flink
// application: a CDK construct (IsCDKApplicationConstruct), or the AWS SDK
// calls of the kinesisanalyticsv2 client, create_application and
// update_application, whose keyword arguments are the API's request.
func IsDeploymentCall(name string) bool {
	return IsCDKApplicationConstruct(name) || name == "create_application" || name == "update_application"
}
