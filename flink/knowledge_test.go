package flink

import (
	"reflect"
	"testing"
)

func TestAffectedBy(t *testing.T) {
	tests := []struct {
		bug  string
		v    Version
		want bool
	}{
		{"FLINK-31689", V(1, 11), false},
		{"FLINK-31689", V(1, 12), true},
		{"FLINK-31689", V(1, 19), true},
		{"FLINK-31689", V(2, 2), true},
		{"FLINK-31689", V(3, 0), true}, // no fix: every later line
		{"FLINK-31689", Version{}, true},
		{"FLINK-24272", V(1, 20), true},
		{"FLINK-34117", V(1, 18), true},
		{"FLINK-34117", V(1, 19), false},
		{"FLINK-34117", Version{}, false},
		{"FLINK-00000", V(1, 19), false},
	}
	for _, tt := range tests {
		if got := AffectedBy(tt.bug, tt.v); got != tt.want {
			t.Errorf("AffectedBy(%s, %v) = %v, want %v", tt.bug, tt.v, got, tt.want)
		}
	}
	b, ok := Bug("FLINK-31689")
	if !ok || !b.FixedIn.IsZero() || !b.Verified || b.Introduced != V(1, 12) {
		t.Errorf("FLINK-31689 = %+v", b)
	}
	for _, b := range KnownBugs() {
		if b.ID == "" || b.Title == "" || len(b.Sources) == 0 || b.Introduced.IsZero() {
			t.Errorf("incomplete bug %+v", b)
		}
	}
}

func TestSecrets(t *testing.T) {
	secretKeys := []string{
		"password", "PASSWORD", "properties.ssl.keystore.password", "properties.ssl.key.password",
		"aws.credentials.provider.basic.secretkey", "aws.credentials.provider.basic.secret-key",
		"properties.sasl.oauthbearer.token", "api-token", "access_token", "client.secret",
		"value.avro-confluent.basic-auth.user-info", "properties.basic.auth.user.info", "private-key",
	}
	for _, k := range secretKeys {
		if !IsSecretKey(k) {
			t.Errorf("IsSecretKey(%q) = false", k)
		}
	}
	plainKeys := []string{
		"username", "url", "aws.credentials.provider", "aws.credentials.provider.basic.accesskeyid",
		"sink.transactional-id-prefix", "security.delegation.tokens.enabled", "properties.sasl.jaas.config",
		"properties.sasl.mechanism", "path", "connector",
	}
	for _, k := range plainKeys {
		if IsSecretKey(k) {
			t.Errorf("IsSecretKey(%q) = true", k)
		}
	}
	tests := []struct {
		key, value string
		want       bool
	}{
		{"properties.sasl.jaas.config", `org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";`, true},
		{"properties.sasl.jaas.config", `software.amazon.msk.auth.iam.IAMLoginModule required;`, false},
		{"url", "jdbc:mysql://db:3306/x?user=a&password=b", true},
		{"url", "jdbc:postgresql://db:5432/x", false},
		{"properties.bootstrap.servers", "b-1.msk:9096", false},
		{"path", "s3://user:pw@bucket/x", true},
		{"path", "s3://bucket/x", false},
		{"password", "", false},
		{"password", "hunter2", true},
	}
	for _, tt := range tests {
		if got := IsSecret(tt.key, tt.value); got != tt.want {
			t.Errorf("IsSecret(%q, %q) = %v", tt.key, tt.value, got)
		}
	}
	if Redact("hunter2") != Redacted || Redact("") != Redacted {
		t.Error("Redact leaks")
	}
}

func TestParseJar(t *testing.T) {
	tests := []struct {
		in   string
		want Jar
		ok   bool
	}{
		{"flink-sql-connector-kafka-3.1.0-1.18.jar", Jar{Name: "flink-sql-connector-kafka-3.1.0-1.18.jar",
			Artifact: "flink-sql-connector-kafka", Component: "kafka", ComponentVersion: "3.1.0", Flink: V(1, 18)}, true},
		{"lib/flink-connector-jdbc-3.2.0-1.19.jar", Jar{Name: "flink-connector-jdbc-3.2.0-1.19.jar",
			Artifact: "flink-connector-jdbc", Component: "jdbc", ComponentVersion: "3.2.0", Flink: V(1, 19)}, true},
		{"flink-sql-connector-kinesis-4.3.0-1.19.jar", Jar{Name: "flink-sql-connector-kinesis-4.3.0-1.19.jar",
			Artifact: "flink-sql-connector-kinesis", Component: "kinesis", ComponentVersion: "4.3.0", Flink: V(1, 19)}, true},
		{"file:///opt/flink/lib/flink-connector-files-1.19.0.jar", Jar{Name: "flink-connector-files-1.19.0.jar",
			Artifact: "flink-connector-files", Component: "files", Flink: V(1, 19), Bundled: true}, true},
		{"flink-sql-connector-kafka_2.12-1.14.4.jar", Jar{Name: "flink-sql-connector-kafka_2.12-1.14.4.jar",
			Artifact: "flink-sql-connector-kafka", Component: "kafka", Flink: V(1, 14), Bundled: true}, true},
		{"flink-sql-connector-kafka-4.0.0-2.0.jar", Jar{Name: "flink-sql-connector-kafka-4.0.0-2.0.jar",
			Artifact: "flink-sql-connector-kafka", Component: "kafka", ComponentVersion: "4.0.0", Flink: V(2, 0)}, true},
		{"flink-sql-connector-aws-kinesis-firehose-5.0.0-1.20.jar", Jar{Name: "flink-sql-connector-aws-kinesis-firehose-5.0.0-1.20.jar",
			Artifact: "flink-sql-connector-aws-kinesis-firehose", Component: "aws-kinesis-firehose", ComponentVersion: "5.0.0", Flink: V(1, 20)}, true},
		{"flink-python-1.19.1.jar", Jar{Name: "flink-python-1.19.1.jar", Artifact: "flink-python", Component: "python",
			Flink: V(1, 19), Bundled: true}, true},
		{"pyflink-dependencies.jar", Jar{}, false},
		{"flink-connector-kafka.jar", Jar{}, false},
		{"kafka-clients-3.4.0.jar", Jar{}, false},
		{"flink-1.19.jar", Jar{}, false},
		// An application jar whose name happens to start with flink- is not a
		// Flink artifact: its version is the application's own.
		{"flink-app-ecom-0.1.0.jar", Jar{}, false},
		{"target/flink-job-demo-1.0.jar", Jar{}, false},
		{"", Jar{}, false},
	}
	for _, tt := range tests {
		got, ok := ParseJar(tt.in)
		if ok != tt.ok || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseJar(%q) = %+v, %v; want %+v", tt.in, got, ok, tt.want)
		}
	}
	if v, ok := JarFlinkVersion("flink-sql-connector-kafka-3.1.0-1.18.jar"); !ok || v != V(1, 18) {
		t.Errorf("JarFlinkVersion = %v %v", v, ok)
	}
	j, _ := ParseJar("flink-sql-connector-kafka-3.1.0-1.18.jar")
	if !reflect.DeepEqual(j.ConnectorIDs(), []string{"kafka", "upsert-kafka"}) {
		t.Errorf("ConnectorIDs = %v", j.ConnectorIDs())
	}
}

func TestRuntimesAndRunOptions(t *testing.T) {
	r, ok := LookupRuntime("FLINK-1_19")
	if !ok || r.Flink != V(1, 19) || !r.Verified {
		t.Errorf("FLINK-1_19 = %+v", r)
	}
	if r, ok := LookupRuntime("FLINK-2_3"); !ok || r.Verified {
		t.Errorf("FLINK-2_3 = %+v, %v", r, ok)
	}
	if _, ok := LookupRuntime("FLINK-2_0"); ok {
		t.Error("FLINK-2_0 is not a known runtime")
	}
	if v, ok := RuntimeVersion("FLINK-2_1"); !ok || v != V(2, 1) {
		t.Errorf("RuntimeVersion = %v", v)
	}
	if _, ok := RuntimeVersion("SQL-1_0"); ok {
		t.Error("SQL runtime has a Flink version")
	}
	for key, supported := range map[string]bool{
		"python": true, "jarfile": true, "pyFiles": true, "pyArchives": true,
		"pyModule": false, "pyExecutable": false, "pyRequirements": false,
	} {
		o, ok := LookupRunOption(key)
		if !ok || o.Supported != supported {
			t.Errorf("run option %s = %+v, %v", key, o, ok)
		}
	}
	if _, ok := LookupRunOption("pymodule"); ok {
		t.Error("run option keys are case-sensitive")
	}
}

func TestConfigKeys(t *testing.T) {
	tests := []struct {
		key, canonical string
		deprecated     bool
	}{
		{"job.autoscaler.enabled", "job.autoscaler.enabled", false},
		{"kubernetes.operator.job.autoscaler.enabled", "job.autoscaler.enabled", true},
		{"kubernetes.operator.job.autoscaler.metrics.window", "job.autoscaler.metrics.window", true},
		{"state.backend", "state.backend.type", true},
		{"parallelism.default", "parallelism.default", false},
		{"execution.checkpointing.mode", "execution.checkpointing.mode", false},
	}
	for _, tt := range tests {
		c, dep, ok := LookupConfigKey(tt.key)
		if !ok || c.Key != tt.canonical || dep != tt.deprecated {
			t.Errorf("LookupConfigKey(%q) = %q, %v, %v", tt.key, c.Key, dep, ok)
		}
		if got := CanonicalConfigKey(tt.key); got != tt.canonical {
			t.Errorf("CanonicalConfigKey(%q) = %q", tt.key, got)
		}
	}
	if _, _, ok := LookupConfigKey("no.such.key"); ok {
		t.Error("unknown key found")
	}
	mode, _, _ := LookupConfigKey("execution.checkpointing.mode")
	if ParseValue(mode.Type, "at_least_once", mode.EnumValues, V(1, 19)) != nil ||
		ParseValue(mode.Type, "at-least-once", mode.EnumValues, V(1, 19)) == nil {
		t.Error("checkpointing mode enum matching")
	}
	for _, c := range ConfigKeys() {
		if c.Default != "" && c.Type != TypeString {
			if err := ParseValue(c.Type, c.Default, c.EnumValues, Version{}); err != nil {
				t.Errorf("%s default: %v", c.Key, err)
			}
		}
	}
}

func TestDefaultMaxParallelism(t *testing.T) {
	tests := []struct{ p, want int }{
		{0, 128}, {1, 128}, {2, 128}, {85, 128}, {86, 256}, {100, 256}, {171, 256}, {172, 512},
		{1000, 2048}, {20000, 32768}, {30000, 32768}, {1 << 30, 32768},
	}
	for _, tt := range tests {
		if got := DefaultMaxParallelism(tt.p); got != tt.want {
			t.Errorf("DefaultMaxParallelism(%d) = %d, want %d", tt.p, got, tt.want)
		}
	}
	if !ConfigYAMLSupported(V(1, 19)) || ConfigYAMLSupported(V(1, 18)) {
		t.Error("config.yaml support")
	}
	if !LegacyFlinkConfSupported(V(1, 20)) || LegacyFlinkConfSupported(V(2, 0)) {
		t.Error("flink-conf.yaml support")
	}
}

func TestChangelog(t *testing.T) {
	tests := []struct {
		id             string
		opts           map[string]string
		pk             bool
		accepts, known bool
	}{
		{"filesystem", map[string]string{"format": "json"}, false, false, true},
		{"filesystem", map[string]string{"format": "debezium-json"}, false, true, true},
		{"filesystem", map[string]string{"format": "my-format"}, false, false, false},
		{"filesystem", map[string]string{}, false, false, false},
		{"kafka", map[string]string{"value.format": "avro"}, false, false, true},
		{"kafka", map[string]string{"format": "canal-json"}, false, true, true},
		{"upsert-kafka", nil, true, true, true},
		{"jdbc", nil, true, true, true},
		{"jdbc", nil, false, false, true},
		{"kinesis", map[string]string{"format": "json"}, false, false, true},
		{"kinesis", map[string]string{"format": "debezium-json"}, false, true, true},
		{"kinesis", nil, false, false, false},
		{"firehose", map[string]string{"format": "maxwell-json"}, false, true, true},
		{"sqs", map[string]string{"format": "csv"}, false, false, true},
		{"dynamodb", nil, false, true, true},
		{"print", nil, false, true, true},
		{"blackhole", nil, false, true, true},
		{"hudi", nil, true, false, false},
	}
	for _, tt := range tests {
		a, k := SinkAcceptsUpdates(tt.id, tt.opts, tt.pk)
		if a != tt.accepts || k != tt.known {
			t.Errorf("SinkAcceptsUpdates(%s, %v) = %v, %v", tt.id, tt.opts, a, k)
		}
	}
	if !IsKnownConnectorID("kafka") || !IsKnownConnectorID("elasticsearch-7") || IsKnownConnectorID("kafak") {
		t.Error("IsKnownConnectorID")
	}
	if s, ok := Suggest("kafak", KnownConnectorIDs()); !ok || s != "kafka" {
		t.Errorf("Suggest connector = %q", s)
	}
	if s, ok := Suggest("file-system", KnownConnectorIDs()); !ok || s != "filesystem" {
		t.Errorf("Suggest connector = %q", s)
	}
}

func TestAccessors(t *testing.T) {
	if len(KnownRuntimes()) == 0 || len(RunOptions()) != 7 || len(ConfigKeys()) == 0 {
		t.Error("empty tables")
	}
	if lo, hi := SupportedRange(); lo != V(1, 15) || hi != V(2, 2) {
		t.Errorf("SupportedRange = %v, %v", lo, hi)
	}
	k, _ := Connector("kafka", V(1, 19))
	if len(k.Prefixes()) != 1 || len(k.FormatPrefixes()) != 3 {
		t.Errorf("kafka prefixes %v %v", k.Prefixes(), k.FormatPrefixes())
	}
	names := []string{Match(99).String(), Side(-1).String(), GroupKind(42).String(), Type(77).String(),
		PassThrough.String(), SinkOnly.String(), ForbiddenIf.String(), TypeMemorySize.String()}
	want := []string{"?", "?", "?", "?", "PassThrough", "SinkOnly", "ForbiddenIf", "MemorySize"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("names = %v", names)
	}
	for jar, ids := range map[string][]string{
		"flink-connector-files-1.19.0.jar":                        {"filesystem"},
		"flink-sql-connector-aws-kinesis-streams-5.0.0-1.20.jar":  {"kinesis", "kinesis-legacy"},
		"flink-sql-connector-aws-kinesis-firehose-5.0.0-1.20.jar": {"firehose"},
		"flink-connector-jdbc-core-4.0.0-2.0.jar":                 {"jdbc"},
		"flink-sql-avro-1.19.0.jar":                               nil,
	} {
		j, ok := ParseJar(jar)
		if !ok || !reflect.DeepEqual(j.ConnectorIDs(), ids) {
			t.Errorf("%s ConnectorIDs = %v (%v)", jar, j.ConnectorIDs(), ok)
		}
	}
}
