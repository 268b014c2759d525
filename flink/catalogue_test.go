package flink

import (
	"reflect"
	"strings"
	"testing"
)

func mustConnector(t *testing.T, id string, v Version) *ConnectorSpec {
	t.Helper()
	s, ok := Connector(id, v)
	if !ok {
		t.Fatalf("Connector(%q, %v) not found", id, v)
	}
	return s
}

func TestLookup(t *testing.T) {
	tests := []struct {
		id   string
		v    Version
		key  string
		opts map[string]string
		want Match
	}{
		{"filesystem", V(1, 19), "path", nil, Declared},
		{"filesystem", V(1, 19), "connector", nil, Declared},
		{"filesystem", V(1, 19), "property-version", nil, Declared},
		{"filesystem", V(1, 19), "auto-compaction", nil, Declared},
		{"filesystem", V(1, 19), "compaction.parallelism", nil, Unknown},
		{"filesystem", V(1, 19), "sink.rolling-policy.file_size", nil, Unknown},
		{"filesystem", V(1, 15), "source.path.regex-pattern", nil, NotYet},
		{"filesystem", V(1, 18), "source.path.regex-pattern", nil, Declared},
		{"filesystem", Version{}, "source.path.regex-pattern", nil, Declared},
		{"filesystem", V(1, 15), "source.report-statistics", nil, NotYet},
		{"filesystem", V(1, 19), "json.ignore-parse-errors", map[string]string{"format": "json"}, PassThrough},
		{"filesystem", V(1, 19), "json.ignore-parse-errors", map[string]string{"format": "csv"}, Unknown},
		{"filesystem", V(1, 19), "json.ignore-parse-errors", nil, Unknown},
		{"kafka", V(1, 19), "properties.bootstrap.servers", nil, Declared},
		{"kafka", V(1, 19), "properties.security.protocol", nil, PassThrough},
		{"kafka", V(1, 19), "scan.startup-mode", nil, Unknown},
		{"kafka", V(1, 19), "key.json.ignore-parse-errors", map[string]string{"key.format": "json"}, PassThrough},
		{"kafka", V(1, 19), "value.avro.codec", map[string]string{"value.format": "avro"}, PassThrough},
		{"kafka", V(1, 19), "value.avro.x", map[string]string{"value.format": "avro"}, Unknown},
		{"kafka", V(1, 19), "sink.semantic", nil, Declared},
		{"upsert-kafka", V(2, 0), "properties.group.id", nil, PassThrough},
		{"upsert-kafka", V(2, 0), "scan.startup.mode", nil, Unknown},
		{"jdbc", V(1, 19), "username", nil, Declared},
		{"jdbc", V(1, 19), "properties.x", nil, Unknown},
		{"kinesis", V(2, 0), "stream.arn", nil, Declared},
		{"kinesis", V(2, 0), "stream", nil, Unknown},
		{"kinesis", V(2, 0), "source.init.position", nil, PassThrough},
		{"kinesis", V(2, 0), "aws.credentials.provider", nil, PassThrough},
		{"kinesis", V(2, 0), "sink.producer.collection-max-count", nil, Deprecated},
		{"kinesis", V(1, 18), "stream", nil, Declared},
		{"kinesis", V(1, 18), "scan.stream.initpos", nil, PassThrough},
		{"kinesis", Version{}, "stream", nil, Declared},
		{"kinesis", Version{}, "stream.arn", nil, Declared},
		{"kinesis-legacy", V(2, 0), "stream", nil, Declared},
		{"kinesis-legacy", V(2, 0), "source.shard-assigner", nil, Declared},
		{"kinesis-legacy", V(2, 0), "scan.stream.initpos", nil, PassThrough},
		{"kinesis-legacy", V(2, 0), "sink.fail-on-error", nil, PassThrough},
		{"firehose", V(1, 19), "delivery-stream", nil, Declared},
		{"firehose", V(1, 19), "aws.region", nil, PassThrough},
		{"datagen", V(1, 19), "fields.id.kind", nil, Declared},
		{"datagen", V(1, 19), "fields.a.b.min", nil, Declared},
		{"datagen", V(1, 19), "fields.id.kinds", nil, Unknown},
		{"datagen", V(1, 17), "fields.id.null-rate", nil, NotYet},
		{"print", V(1, 19), "standard-error", nil, Declared},
		{"blackhole", V(1, 19), "anything", nil, Unknown},
	}
	for _, tt := range tests {
		s := mustConnector(t, tt.id, tt.v)
		_, got := s.Lookup(tt.key, tt.opts)
		if got != tt.want {
			t.Errorf("%s@%v Lookup(%q, %v) = %v, want %v", tt.id, tt.v, tt.key, tt.opts, got, tt.want)
		}
	}
}

func TestOptionSpecFields(t *testing.T) {
	fs := mustConnector(t, "filesystem", V(1, 19))
	o, ok := fs.Option("sink.rolling-policy.file-size")
	if !ok || o.Type != TypeMemorySize || o.Default != "128 mb" {
		t.Errorf("file-size = %+v", o)
	}
	if err := o.ValidateValue("abc", fs.Version); err == nil {
		t.Error("file-size accepted 'abc'")
	}
	if r, ok := fs.Rejected("compaction.parallelism"); !ok || !strings.Contains(r, "Hive") {
		t.Errorf("Rejected = %q, %v", r, ok)
	}
	k := mustConnector(t, "kafka", V(1, 19))
	o, _ = k.Option("sink.delivery-guarantee")
	if err := o.ValidateValue("EXACTLY_ONCE", k.Version); err == nil {
		t.Error("delivery guarantee accepted EXACTLY_ONCE")
	}
	if err := o.ValidateValue("Exactly-Once", k.Version); err != nil {
		t.Error(err)
	}
	o, _ = k.Option("properties.sasl.jaas.config")
	if !o.PassThrough || o.Prefix != "properties." || o.ValidateValue("x", k.Version) != nil {
		t.Errorf("pass-through spec = %+v", o)
	}
	kin := mustConnector(t, "kinesis", V(2, 0))
	o, m := kin.Lookup("sink.producer.fail-on-error", nil)
	if m != Deprecated || o.Key != "sink.fail-on-error" {
		t.Errorf("deprecated key -> %q %v", o.Key, m)
	}
}

func TestMinValues(t *testing.T) {
	j := mustConnector(t, "jdbc", V(1, 19))
	tests := []struct {
		key, value string
		msg        string
	}{
		{"sink.max-retries", "3", ""},
		{"sink.max-retries", "0", ""},
		{"sink.max-retries", "-1", "shouldn't be negative, but is -1"},
		{"lookup.max-retries", "-2", "shouldn't be negative, but is -2"},
		{"connection.max-retry-timeout", "60 s", ""},
		{"connection.max-retry-timeout", "500 ms", "shouldn't be smaller than 1 second, but is 500 ms"},
	}
	for _, tt := range tests {
		o, _ := j.Option(tt.key)
		err := o.ValidateValue(tt.value, j.Version)
		if tt.msg == "" && err != nil || tt.msg != "" && (err == nil || !strings.Contains(err.Error(), tt.msg)) {
			t.Errorf("%s=%q: %v, want %q", tt.key, tt.value, err, tt.msg)
		}
	}
}

func requiredKeys(s *ConnectorSpec) []string {
	var out []string
	for _, o := range s.Required() {
		out = append(out, o.Key)
	}
	return out
}

func TestRequired(t *testing.T) {
	tests := []struct {
		id   string
		v    Version
		want []string
	}{
		{"filesystem", V(1, 19), []string{"format", "path"}},
		{"kafka", V(1, 19), []string{"properties.bootstrap.servers"}},
		{"upsert-kafka", V(1, 19), []string{"key.format", "properties.bootstrap.servers", "value.format"}},
		{"jdbc", V(1, 19), []string{"table-name", "url"}},
		{"kinesis", V(2, 0), []string{"aws.region", "format", "stream.arn"}},
		{"kinesis", V(1, 19), []string{"format"}},
		{"kinesis", V(1, 20), []string{"format"}},
		{"kinesis", V(1, 18), []string{"format", "stream"}},
		{"kinesis", Version{}, []string{"format"}},
		{"kinesis-legacy", V(2, 2), []string{"format", "stream"}},
		{"firehose", V(1, 19), []string{"delivery-stream", "format"}},
		{"datagen", V(1, 19), nil},
		{"print", V(1, 19), nil},
		{"blackhole", V(1, 19), nil},
	}
	for _, tt := range tests {
		got := requiredKeys(mustConnector(t, tt.id, tt.v))
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s@%v Required = %v, want %v", tt.id, tt.v, got, tt.want)
		}
	}
}

func violations(s *ConnectorSpec, opts map[string]string, side Side) []string {
	var out []string
	for _, v := range s.CheckGroups(opts, side) {
		out = append(out, v.Group.Message)
	}
	return out
}

func TestCheckGroups(t *testing.T) {
	base := func(kv ...string) map[string]string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	tests := []struct {
		id   string
		opts map[string]string
		side Side
		want []string // substrings of the expected messages, in order
	}{
		{"kafka", base("topic", "t", "format", "json", "properties.group.id", "g"), Both, nil},
		{"kafka", base("format", "json", "properties.group.id", "g"), Both, []string{"Either 'topic' or 'topic-pattern'"}},
		{"kafka", base("topic", "t", "topic-pattern", "t.*", "format", "json", "properties.group.id", "g"), Both,
			[]string{"shouldn't be set together"}},
		{"kafka", base("topic", "t", "properties.group.id", "g"), Both, []string{"'value.format'"}},
		// group-offsets is the default startup mode
		{"kafka", base("topic", "t", "format", "json"), SourceOnly, []string{"group.id is required"}},
		{"kafka", base("topic", "t", "format", "json"), SinkOnly, nil},
		{"kafka", base("topic", "t", "format", "json", "scan.startup.mode", "earliest-offset"), Both, nil},
		{"kafka", base("topic", "t", "format", "json", "scan.startup.mode", "TIMESTAMP", "properties.group.id", "g"), Both,
			[]string{"'scan.startup.timestamp-millis' is required"}},
		{"kafka", base("topic", "t", "format", "json", "key.format", "json"), SinkOnly,
			[]string{"requires the declaration of one or more of key fields"}},
		{"kafka", base("topic", "t", "format", "json", "key.format", "json", "key.fields", "id"), SinkOnly, nil},
		{"kafka", base("topic", "t", "format", "json", "key.format", "json", "key.fields", "id", "sink.partitioner", "round-robin"), SinkOnly,
			[]string{"'round-robin' partitioner only works"}},
		{"kafka", base("topic", "t", "format", "json", "sink.delivery-guarantee", "exactly-once"), SinkOnly,
			[]string{"sink.transactional-id-prefix must be specified"}},
		{"upsert-kafka", base("topic", "t", "sink.buffer-flush.max-rows", "100"), Both, []string{"greater than zero together"}},
		{"upsert-kafka", base("topic", "t", "sink.buffer-flush.max-rows", "100", "sink.buffer-flush.interval", "1s"), Both, nil},
		{"upsert-kafka", base("topic", "t"), Both, nil},
		{"upsert-kafka", base("topic", "t", "sink.buffer-flush.max-rows", "abc"), Both, nil}, // unparsable: inconclusive
		{"jdbc", base("username", "u"), Both, []string{"username\npassword"}},
		{"jdbc", base("username", "u", "password", "p"), Both, nil},
		{"jdbc", base("scan.partition.column", "id", "scan.partition.num", "4"), Both, []string{"scan.partition.column"}},
		{"jdbc", base("lookup.cache.ttl", "10s"), Both, []string{"lookup.cache.max-rows"}},
		{"jdbc", base("scan.partition.column", "id", "scan.partition.num", "4", "scan.partition.lower-bound", "100",
			"scan.partition.upper-bound", "1"), Both, []string{"must not be larger than"}},
		{"jdbc", base("scan.partition.column", "id", "scan.partition.num", "4", "scan.partition.lower-bound", "1",
			"scan.partition.upper-bound", "100"), Both, nil},
	}
	for _, tt := range tests {
		got := violations(mustConnector(t, tt.id, V(1, 19)), tt.opts, tt.side)
		if len(got) != len(tt.want) {
			t.Errorf("%s %v: violations %q, want %q", tt.id, tt.opts, got, tt.want)
			continue
		}
		for i := range got {
			if !strings.Contains(got[i], tt.want[i]) {
				t.Errorf("%s %v: violation %q, want containing %q", tt.id, tt.opts, got[i], tt.want[i])
			}
		}
	}
}

func TestKnownConnectors(t *testing.T) {
	want := []string{"blackhole", "datagen", "dynamodb", "elasticsearch-6", "elasticsearch-7", "filesystem", "firehose", "hbase-1.4", "hbase-2.2",
		"hive", "jdbc", "kafka", "kinesis", "kinesis-legacy", "mongodb", "opensearch", "opensearch-2", "print", "sqs", "upsert-kafka"}
	if got := KnownConnectors(V(1, 19)); !reflect.DeepEqual(got, want) {
		t.Errorf("KnownConnectors = %v", got)
	}
	if _, ok := Connector("filesytem", V(1, 19)); ok {
		t.Error("typo connector found")
	}
	if s, _ := Connector("filesystem", V(1, 10)); s.Version != minSupported {
		t.Errorf("clamp low = %v", s.Version)
	}
	if s, _ := Connector("filesystem", V(3, 0)); s.Version != maxSupported {
		t.Errorf("clamp high = %v", s.Version)
	}
}

// TestCatalogueConsistency checks the data against itself: defaults parse
// under their own type, enums have values, group keys exist, keys are unique.
func TestCatalogueConsistency(t *testing.T) {
	versions := append(SupportedVersions(), Version{})
	for _, id := range KnownConnectors(Version{}) {
		for _, v := range versions {
			s := mustConnector(t, id, v)
			if s.Origin == "" || s.Release == "" {
				t.Errorf("%s@%v: missing Origin/Release", id, v)
			}
			seen := map[string]bool{}
			for _, o := range s.Options() {
				if seen[o.Key] {
					t.Errorf("%s@%v: duplicate key %q", id, v, o.Key)
				}
				seen[o.Key] = true
				if o.Type == TypeEnum && len(o.EnumValues) == 0 {
					t.Errorf("%s: enum %q without values", id, o.Key)
				}
				if o.Default != "" && o.Type != TypeString {
					if err := o.ValidateValue(o.Default, v); err != nil {
						t.Errorf("%s: default of %q does not parse: %v", id, o.Key, err)
					}
				}
				if o.Deprecated && o.ReplacedBy == "" {
					t.Errorf("%s: %q deprecated without replacement", id, o.Key)
				}
			}
			for _, g := range s.Groups() {
				if g.Message == "" || len(g.Keys) == 0 {
					t.Errorf("%s: empty group %+v", id, g)
				}
				for _, k := range append(append([]string(nil), g.Keys...), g.If.Key) {
					if k == "" {
						continue
					}
					if _, ok := s.Option(k); !ok {
						t.Errorf("%s@%v: group key %q is not an option", id, v, k)
					}
				}
			}
			keys := s.Keys()
			for i := 1; i < len(keys); i++ {
				if keys[i-1] >= keys[i] {
					t.Errorf("%s: Keys not sorted at %q", id, keys[i])
				}
			}
		}
	}
}

func TestSuggest(t *testing.T) {
	fs := mustConnector(t, "filesystem", V(1, 19)).Keys()
	kafka := mustConnector(t, "kafka", V(1, 19)).Keys()
	tests := []struct {
		key        string
		candidates []string
		want       string
		ok         bool
	}{
		{"sink.rolling-policy.file_size", fs, "sink.rolling-policy.file-size", true},
		{"SINK.ROLLING-POLICY.FILE-SIZE", fs, "sink.rolling-policy.file-size", true},
		{"auto_compaction", fs, "auto-compaction", true},
		{"auto-compacton", fs, "auto-compaction", true},
		{"sink.partition-commit.policy.kinds", fs, "sink.partition-commit.policy.kind", true},
		{"patth", fs, "path", true},
		{"compaction.parallelism", fs, "", false},
		{"scan.startup-mode", kafka, "scan.startup.mode", true},
		{"scan.starup.mode", kafka, "scan.startup.mode", true},
		{"sink.delivery.guarantee", kafka, "sink.delivery-guarantee", true},
		{"totally-unrelated", kafka, "", false},
		{"", kafka, "", false},
		{"path", []string{"path"}, "", false}, // never suggest the key itself
	}
	for _, tt := range tests {
		got, ok := Suggest(tt.key, tt.candidates)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Suggest(%q) = %q, %v; want %q, %v", tt.key, got, ok, tt.want, tt.ok)
		}
	}
}

func BenchmarkLookup(b *testing.B) {
	s, _ := Connector("kafka", V(1, 19))
	opts := map[string]string{"format": "json"}
	keys := []string{"properties.bootstrap.servers", "scan.startup.mode", "properties.group.id", "json.fail-on-missing-field", "no.such.key"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s.Lookup(keys[i%len(keys)], opts)
	}
}

func BenchmarkConnector(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Connector("filesystem", V(1, 19))
	}
}

func BenchmarkSuggest(b *testing.B) {
	keys := mustConnectorB(b, "filesystem").Keys()
	b.ReportAllocs()
	for b.Loop() {
		Suggest("sink.rolling-policy.file_size", keys)
	}
}

func mustConnectorB(b *testing.B, id string) *ConnectorSpec {
	s, ok := Connector(id, V(1, 19))
	if !ok {
		b.Fatal(id)
	}
	return s
}

func TestWatermarkOptions(t *testing.T) {
	tests := []struct {
		id   string
		v    Version
		want Match
	}{
		{"kafka", V(1, 18), Declared},
		{"kafka", V(1, 17), NotYet},
		{"filesystem", V(1, 19), Declared},
		{"kinesis", V(1, 17), NotYet},
		{"kinesis", Version{}, Declared},
		{"firehose", V(1, 19), Unknown}, // sink only
		{"print", V(1, 19), Unknown},
	}
	for _, tt := range tests {
		s := mustConnector(t, tt.id, tt.v)
		if _, m := s.Lookup("scan.watermark.idle-timeout", nil); m != tt.want {
			t.Errorf("%s@%v idle-timeout = %v, want %v", tt.id, tt.v, m, tt.want)
		}
	}
}
