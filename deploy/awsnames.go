package deploy

import (
	"regexp"
	"strings"
	"unicode"
)

// awsFieldNames are the fields of a Managed Flink application that
// messages name, as the API, CloudFormation and the CLI's JSON spell them.
var awsFieldNames = regexp.MustCompile(`\b(ApplicationConfiguration|FlinkApplicationConfiguration|ParallelismConfiguration|` +
	`ConfigurationType|AutoScalingEnabled|ParallelismPerKPU|Parallelism|CheckpointConfiguration|CheckpointingEnabled|` +
	`CheckpointInterval|MinPauseBetweenCheckpoints|ApplicationSnapshotConfiguration|SnapshotsEnabled|` +
	`EnvironmentProperties|PropertyGroups|PropertyGroupId|PropertyMap|RuntimeEnvironment)\b(: (?:CUSTOM|DEFAULT|true|false)\b)?`)

// AWSText spells the Managed Flink fields that s names the way d's file
// writes them: Terraform's aws_kinesisanalyticsv2_application writes them
// in snake_case, with `=` ("ConfigurationType: CUSTOM" is
// `configuration_type = "CUSTOM"` there, and ParallelismConfiguration is the
// block parallelism_configuration); CloudFormation, the CLI's JSON and the
// CDK as the API does, s unchanged.
func (d *Deployment) AWSText(s string) string {
	if d == nil || d.Kind != Terraform {
		return s
	}
	return awsFieldNames.ReplaceAllStringFunc(s, func(m string) string {
		name, value, set := strings.Cut(m, ": ")
		name = snakeCase(name)
		if name == "property_groups" {
			name = "property_group" // a repeated block in Terraform
		}
		if set && (value == "true" || value == "false") {
			return name + " = " + value
		}
		if set {
			return name + ` = "` + value + `"`
		}
		return name
	})
}

// snakeCase is ParallelismPerKPU as parallelism_per_kpu.
func snakeCase(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		if unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
			b.WriteByte('_')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}
