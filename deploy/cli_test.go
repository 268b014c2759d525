package deploy

import (
	"strings"
	"testing"
)

func TestAWSCLI(t *testing.T) {
	tests := []struct {
		name, src string
		want      Tri
		at        string
		version   string
		entry     string
	}{
		{
			name: "create-application input",
			src: `{
	"ApplicationName": "orders",
	"RuntimeEnvironment": "FLINK-1_18",
	"ApplicationConfiguration": {
		"FlinkApplicationConfiguration": {
			"ParallelismConfiguration": {"ConfigurationType": "CUSTOM", "Parallelism": 2, "AutoScalingEnabled": true}
		},
		"EnvironmentProperties": {"PropertyGroups": [{"PropertyGroupId": "kinesis.analytics.flink.run.options", "PropertyMap": {"python": "app\/main.py"}}]}
	}
}`,
			want: Yes, at: `"AutoScalingEnabled": true`, version: "1.18", entry: "app/main.py",
		},
		{
			name: "update-application input",
			src: `{"ApplicationName": "orders", "CurrentApplicationVersionId": 3,
 "ApplicationConfigurationUpdate": {"FlinkApplicationConfigurationUpdate": {"ParallelismConfigurationUpdate": {
   "ConfigurationTypeUpdate": "CUSTOM", "ParallelismUpdate": 4, "ParallelismPerKPUUpdate": 1, "AutoScalingEnabledUpdate": false}}}}`,
			want: No, at: `"AutoScalingEnabledUpdate": false`,
		},
		{
			name: "bare --application-configuration-update document, DEFAULT",
			src: `{"FlinkApplicationConfigurationUpdate": {"ParallelismConfigurationUpdate": {"ConfigurationTypeUpdate": "DEFAULT", "AutoScalingEnabledUpdate": false}},
 "EnvironmentPropertyUpdates": {"PropertyGroups": [{"PropertyGroupId": "kinesis.analytics.flink.run.options", "PropertyMap": {}}]}}`,
			want: Yes, at: `"ConfigurationTypeUpdate": "DEFAULT"`,
		},
		{
			name: "update without parallelism leaves it as it was",
			src:  `{"ApplicationName": "x", "CurrentApplicationVersionId": 1, "ApplicationConfigurationUpdate": {"EnvironmentPropertyUpdates": {"PropertyGroups": []}}}`,
			want: Unknown,
		},
		{
			name: "describe-application output",
			src: `{"ApplicationDetail": {"ApplicationName": "orders", "RuntimeEnvironment": "FLINK-1_20",
  "ApplicationConfigurationDescription": {
    "FlinkApplicationConfigurationDescription": {
      "ParallelismConfigurationDescription": {"ConfigurationType": "CUSTOM", "Parallelism": 1, "ParallelismPerKPU": 1, "CurrentParallelism": 4, "AutoScalingEnabled": true},
      "CheckpointConfigurationDescription": {"ConfigurationType": "DEFAULT", "CheckpointingEnabled": true, "CheckpointInterval": 60000}
    },
    "EnvironmentPropertyDescriptions": {"PropertyGroupDescriptions": [{"PropertyGroupId": "kinesis.analytics.flink.run.options", "PropertyMap": {"python": "main.py"}}]},
    "ApplicationSnapshotConfigurationDescription": {"SnapshotsEnabled": true}
  }}}`,
			want: Yes, at: `"AutoScalingEnabled": true`, version: "1.20", entry: "main.py",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if k := Detect("aws/app.json", []byte(tt.src)); k != AWSCLI {
				t.Fatalf("Detect = %q", k)
			}
			d := only(t, Read("aws/app.json", []byte(tt.src)))
			if d.Rescaling.Rescales != tt.want {
				t.Errorf("Rescales %v want %v (%s)", d.Rescaling.Rescales, tt.want, d.Rescaling.Why)
			}
			if tt.at != "" && tt.src[d.Rescaling.At.Start:d.Rescaling.At.End] != tt.at {
				t.Errorf("At %q", tt.src[d.Rescaling.At.Start:d.Rescaling.At.End])
			}
			if d.FlinkVersion.Value != tt.version {
				t.Errorf("version %q", d.FlinkVersion.Value)
			}
			if tt.entry != "" && (len(d.EntryPoints) != 1 || d.EntryPoints[0].Value != tt.entry) {
				t.Errorf("entries %+v", d.EntryPoints)
			}
		})
	}
}

func TestAppProperties(t *testing.T) {
	src := `[
  {"PropertyGroupId": "InputStream0", "PropertyMap": {"stream.arn": "arn:aws:kinesis:us-east-1:0:stream/x", "aws.region": "us-east-1"}},
  {"PropertyGroupId": "kinesis.analytics.flink.run.options", "PropertyMap": {"python": "main.py", "jarfile": "target/pyflink-dependencies.jar"}}
]`
	if k := Detect("application_properties.json", []byte(src)); k != AppProperties {
		t.Fatalf("Detect %q", k)
	}
	d := only(t, Read("application_properties.json", []byte(src)))
	if len(d.PropertyGroups) != 2 || d.PropertyGroups[0].ID != "InputStream0" || len(d.EntryPoints) != 2 {
		t.Fatalf("%+v", d)
	}
	p := d.PropertyGroups[0].Properties[1]
	if src[p.KeySpan.Start:p.KeySpan.End] != `"aws.region"` || src[p.Span.Start:p.Span.End] != `"us-east-1"` {
		t.Errorf("spans %+v", p)
	}
	if d.Rescaling.Rescales != Unknown || !strings.Contains(d.Rescaling.Why, "runtime properties") {
		t.Errorf("rescaling %+v", d.Rescaling)
	}
}

func TestJSONProblems(t *testing.T) {
	for _, src := range []string{`{"ApplicationConfiguration": {`, `{"ApplicationConfiguration": [1,,]}`, `{"RuntimeEnvironment": "FLINK-1_19" "x"}`} {
		res := Read("a.json", []byte(src))
		if len(res.Problems) != 1 || res.Problems[0].Span.End > len(src) {
			t.Errorf("%s: problems %+v", src, res.Problems)
		}
	}
}
