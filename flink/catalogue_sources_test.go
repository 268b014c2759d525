package flink

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/flink/sources"
)

// TestGeneratedDataIsCompiledFromSources checks that catalogue_generated.go
// is exactly what the generator compiles from the committed
// connectors.json: neither is edited by hand.
func TestGeneratedDataIsCompiledFromSources(t *testing.T) {
	c, err := sources.Connectors()
	if err != nil {
		t.Fatal(err)
	}
	want, err := sources.GoSource(c)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("catalogue_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("catalogue_generated.go differs from what connectors.json compiles to: run go run ./internal/gencatalogue -compile")
	}
}

// TestEveryAnnotationHasItsSource checks that every option the hand-kept
// definitions annotate with ann() got its declaration from the generated
// data: an annotation of a key no release lists would otherwise be an
// option without a type.
func TestEveryAnnotationHasItsSource(t *testing.T) {
	for _, id := range KnownConnectors(Version{}) {
		for _, v := range append(SupportedVersions(), Version{}) {
			spec, _ := Connector(id, v)
			for _, o := range spec.Options() {
				if o.annotation {
					t.Errorf("connector %q (%s): %q is annotated but no release read lists it", id, v, o.Key)
				}
			}
		}
	}
}

// TestReleasesFromSources checks the release facts the catalogue takes
// from the sources, for options whose first release the issue tracker
// records (FLINK-38862 and the jdbc 3.3.0 filter push-down policy).
func TestReleasesFromSources(t *testing.T) {
	cases := []struct {
		id, key, introduced string
	}{
		{"jdbc", "filter.handling.policy", "v3.3.0"},
		{"upsert-kafka", "scan.topic-partition-discovery.interval", "v5.0.0"},
		{"kafka", "sink.transaction-naming-strategy", "v4.0.0"},
		{"kafka", "topic", ""},
	}
	for _, c := range cases {
		spec, _ := Connector(c.id, Version{})
		o, ok := spec.Option(c.key)
		if !ok || o.Introduced != c.introduced {
			t.Errorf("%s %s: Introduced = %q (found %v), want %q", c.id, c.key, o.Introduced, ok, c.introduced)
		}
		if o.Declared == "" || !strings.HasSuffix(o.Declared, ".java") && !strings.Contains(o.Declared, ".java@") {
			t.Errorf("%s %s: Declared = %q, want a source path", c.id, c.key, o.Declared)
		}
	}
	jdbc, _ := Connector("jdbc", Version{})
	for tag, want := range map[string]bool{"v3.2.0": false, "v3.3.0": true, "v4.1.0": true} {
		if listed, known := jdbc.ListedIn("filter.handling.policy", tag); listed != want || !known {
			t.Errorf("jdbc %s lists filter.handling.policy: %v (known %v), want %v", tag, listed, known, want)
		}
	}
	if _, known := jdbc.ListedIn("url", "v9.9.9"); known {
		t.Errorf("a release not read is known")
	}
}

// TestConfigDataIsCompiledFromSources checks that config_generated.go is
// exactly what the generator compiles from the committed config.json.
func TestConfigDataIsCompiledFromSources(t *testing.T) {
	c, err := sources.Config()
	if err != nil {
		t.Fatal(err)
	}
	want, err := sources.ConfigGoSource(c)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("config_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("config_generated.go differs from what config.json compiles to: run go run ./internal/gencatalogue -compile")
	}
}

// TestEveryConfigKeyHasItsSource checks that every configuration key the
// rules reason about is declared by an option class of Flink or the
// operator, with the facts the rules read.
func TestEveryConfigKeyHasItsSource(t *testing.T) {
	for _, ck := range ConfigKeys() {
		if ck.Declared == "" || ck.Repository == "" {
			t.Errorf("%s: no option class declares it", ck.Key)
		}
	}
	cases := []struct {
		key, typ, def, deprecated, introduced string
	}{
		{"execution.checkpointing.mode", "Enum", "EXACTLY_ONCE", "", ""},
		{"jobmanager.scheduler", "Enum", "Default", "", ""},
		{"job.autoscaler.enabled", "Boolean", "false", "kubernetes.operator.job.autoscaler.enabled", "release-1.7.0"},
		{"execution.checkpointing.dir", "String", "", "state.checkpoints.dir", ""},
		{"restart-strategy.type", "String", "", "restart-strategy", ""},
	}
	for _, c := range cases {
		ck, _, ok := LookupConfigKey(c.key)
		if !ok || ck.Type.String() != c.typ || ck.Default != c.def || ck.Introduced != c.introduced ||
			(c.deprecated != "" && !contains(ck.DeprecatedKeys, c.deprecated)) {
			t.Errorf("%s = %+v, want type %s, default %q, deprecated key %q, introduced %q", c.key, ck, c.typ, c.def, c.deprecated, c.introduced)
		}
	}
}

// TestReleasesWithoutV checks the releases tagged without a leading "v"
// (flink-connector-kafka 3.2.0, flink-connector-aws 4.3.0) and the required
// options of one release: upsert-kafka requires 'topic' up to 3.2.0 only.
func TestReleasesWithoutV(t *testing.T) {
	for _, c := range []struct{ id, tag string }{{"kafka", "3.2.0"}, {"upsert-kafka", "v3.2.0"}, {"firehose", "v4.3.0"}, {"dynamodb", "4.3.0"}} {
		spec, _ := Connector(c.id, Version{})
		if _, known := spec.ListedIn("sink.parallelism", c.tag); !known {
			t.Errorf("%s %s: release not read", c.id, c.tag)
		}
	}
	upsert, _ := Connector("upsert-kafka", Version{})
	for tag, want := range map[string]bool{"v3.1.0": true, "3.2.0": true, "v3.3.0": false, "v5.0.0": false} {
		keys, known := upsert.RequiredIn(tag)
		if !known || contains(keys, "topic") != want {
			t.Errorf("upsert-kafka %s requires %v (known %v): topic required %v", tag, keys, known, want)
		}
	}
	for tag, want := range map[string]bool{"v3.0.0": true, "3.2.0": true, "v3.2.0": true, "v3.3.0": false, "v5.0.0": false, "": false} {
		if got := KafkaSinkSingleTopic(tag); got != want {
			t.Errorf("KafkaSinkSingleTopic(%q) = %v, want %v", tag, got, want)
		}
	}
}

// TestFormatDataIsCompiledFromSources checks that formats_generated.go is
// exactly what the generator compiles from the committed formats.json.
func TestFormatDataIsCompiledFromSources(t *testing.T) {
	c, err := sources.Formats()
	if err != nil {
		t.Fatal(err)
	}
	want, err := sources.FormatsGoSource(c)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("formats_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("formats_generated.go differs from what formats.json compiles to: run go run ./internal/gencatalogue -compile")
	}
}

// TestFormatKeysChecked checks the format keys a connector validating its
// formats through FactoryUtil rejects, and those the filesystem factory
// forwards unchecked.
func TestFormatKeysChecked(t *testing.T) {
	cases := []struct {
		id, key string
		opts    map[string]string
		want    Match
	}{
		{"kafka", "json.fail-on-missing-field", map[string]string{"format": "json"}, PassThrough},
		{"kafka", "json.fail-on-missing-fiel", map[string]string{"format": "json"}, Unknown},
		{"kafka", "value.json.ignore-parse-errors", map[string]string{"value.format": "json"}, PassThrough},
		{"kafka", "key.json.ignore-parse-error", map[string]string{"key.format": "json"}, Unknown},
		{"upsert-kafka", "value.avro-confluent.properties.basic.auth.user.info", map[string]string{"value.format": "avro-confluent"}, PassThrough},
		{"upsert-kafka", "value.avro-confluent.schema-registry.url", map[string]string{"value.format": "avro-confluent"}, PassThrough},
		{"upsert-kafka", "value.avro-confluent.urls", map[string]string{"value.format": "avro-confluent"}, Unknown},
		{"firehose", "csv.field-delimeter", map[string]string{"format": "csv"}, Unknown},
		{"kinesis", "json.timestamp-format.standard", map[string]string{"format": "json"}, PassThrough},
		{"kafka", "protobuf.anything", map[string]string{"format": "protobuf"}, Unknown},
		{"kafka", "value.protobuf.write-null-string-literal", map[string]string{"value.format": "protobuf"}, PassThrough},
		{"kafka", "parquet.anything", map[string]string{"format": "parquet"}, PassThrough}, // not in the catalogue
		{"filesystem", "json.fail-on-missing-fiel", map[string]string{"format": "json"}, PassThrough},
	}
	for _, c := range cases {
		spec, _ := Connector(c.id, Version{})
		if _, got := spec.Lookup(c.key, c.opts); got != c.want {
			t.Errorf("%s %s: %v, want %v", c.id, c.key, got, c.want)
		}
	}
}
