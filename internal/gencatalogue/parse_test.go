package main

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// writeTree writes files (slash paths) under a new directory and returns it.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, src := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

const pkgDir = "flink-connector-demo/src/main/java/org/demo/"

// demoOptions declares the options of a small connector the way connector
// repositories do: a key with a default, a duration, an enum, a list,
// deprecated and fallback keys, a key built from a constant, and an alias.
const demoOptions = `package org.demo;

import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.ConfigOptions;
import java.time.Duration;

/** Options of the demo connector. */
public class DemoOptions {
    private static final String PREFIX = "demo.";
    public static final String FORMAT_SUFFIX_LOCAL = "x"; // not used

    // the topic
    public static final ConfigOption<String> TOPIC =
            ConfigOptions.key("topic").stringType().noDefaultValue().withDescription("the topic; ends here");

    /* a duration, "5 min" as Flink prints it */
    public static final ConfigOption<Duration> TIMEOUT =
            ConfigOptions.key("sink.timeout")
                    .durationType()
                    .defaultValue(Duration.ofMinutes(5))
                    .withDeprecatedKeys("sink.timeout-old", "timeout")
                    .withDescription("how long; see (a) and \"b\"");

    public static final ConfigOption<Mode> MODE =
            ConfigOptions.key("scan.mode").enumType(Mode.class).defaultValue(Mode.LATEST);

    public static final ConfigOption<java.util.List<String>> HOSTS =
            ConfigOptions.key("hosts").stringType().asList().noDefaultValue().withFallbackKeys("host");

    public static final ConfigOption<Integer> RETRIES =
            ConfigOptions.key(PREFIX + "retries").intType().defaultValue(3);

    public static final ConfigOption<String> TOPIC_ALIAS = DemoOptions.TOPIC;
}
`

const demoMode = `package org.demo;

public enum Mode {
    EARLIEST("earliest-offset"),
    LATEST("latest-offset");

    private final String value;

    Mode(String value) { this.value = value; }

    @Override
    public String toString() { return value; }
}
`

const demoFactory = `package org.demo;

import static org.demo.DemoOptions.TIMEOUT;

import org.apache.flink.table.factories.DynamicTableSinkFactory;

public class DemoDynamicTableFactory implements DynamicTableSinkFactory {
    public static final String IDENTIFIER = "demo";

    @Override
    public String factoryIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public Set<ConfigOption<?>> requiredOptions() {
        final Set<ConfigOption<?>> options = new HashSet<>();
        options.add(DemoOptions.TOPIC);
        return options;
    }

    @Override
    public Set<ConfigOption<?>> optionalOptions() {
        final Set<ConfigOption<?>> options = new HashSet<>();
        options.add(TIMEOUT);
        options.add(DemoOptions.MODE);
        options.add(DemoOptions.HOSTS);
        options.add(DemoOptions.RETRIES);
        options.add(FactoryUtil.SINK_PARALLELISM);
        options.add(DemoOptions.MISSING);
        return options;
    }
}
`

// TestReadRelease reads a small connector tree and checks every fact the
// catalogue takes from it.
func TestReadRelease(t *testing.T) {
	root := writeTree(t, map[string]string{
		pkgDir + "DemoOptions.java":             demoOptions,
		pkgDir + "Mode.java":                    demoMode,
		pkgDir + "DemoDynamicTableFactory.java": demoFactory,
		"flink-connector-demo/src/test/java/org/demo/TestFactory.java": `class TestFactory implements DynamicTableFactory {
    public String factoryIdentifier() { return "test-only"; } }`,
		pkgDir + "NotJava.txt": "ConfigOption",
	})
	cat := &Catalogue{Connectors: map[string]*Connector{}}
	readRelease(cat, "apache/flink-connector-demo", "v1.0.0", root, nil)
	if len(cat.Connectors) != 1 || cat.Connectors["demo"] == nil {
		t.Fatalf("connectors: %v", cat.Connectors)
	}
	r := cat.Connectors["demo"].Releases["v1.0.0"]
	if r == nil {
		t.Fatal("no release v1.0.0")
	}
	if want := pkgDir + "DemoDynamicTableFactory.java"; r.Factory != want {
		t.Errorf("Factory = %q, want %q", r.Factory, want)
	}
	if want := []string{"topic"}; !reflect.DeepEqual(r.Required, want) {
		t.Errorf("Required = %q, want %q", r.Required, want)
	}
	if want := []string{"demo.retries", "hosts", "scan.mode", "sink.parallelism", "sink.timeout"}; !reflect.DeepEqual(r.Optional, want) {
		t.Errorf("Optional = %q, want %q", r.Optional, want)
	}
	if want := []string{"DemoOptions.MISSING"}; !reflect.DeepEqual(r.Unresolved, want) {
		t.Errorf("Unresolved = %q, want %q", r.Unresolved, want)
	}
	// ModuleKeys are the keys written as one literal: not demo.retries.
	if want := []string{"hosts", "scan.mode", "sink.timeout", "topic"}; !reflect.DeepEqual(r.ModuleKeys, want) {
		t.Errorf("ModuleKeys = %q, want %q", r.ModuleKeys, want)
	}
	decl := pkgDir + "DemoOptions.java"
	want := map[string]Option{
		"topic":            {Key: "topic", Type: "string", Declared: decl},
		"sink.timeout":     {Key: "sink.timeout", Type: "duration", Default: "Duration.ofMinutes(5)", Value: "5 min", Deprecated: []string{"sink.timeout-old", "timeout"}, Declared: decl},
		"scan.mode":        {Key: "scan.mode", Type: "enum", Default: "Mode.LATEST", Value: "latest-offset", Enum: []string{"earliest-offset", "latest-offset"}, Declared: decl},
		"hosts":            {Key: "hosts", Type: "string", List: true, Fallback: []string{"host"}, Declared: decl},
		"demo.retries":     {Key: "demo.retries", Type: "int", Default: "3", Value: "3", Declared: decl},
		"sink.parallelism": {Key: "sink.parallelism", Declared: "Flink FactoryUtil.SINK_PARALLELISM"},
	}
	if len(r.Options) != len(want) {
		t.Fatalf("%d options, want %d: %+v", len(r.Options), len(want), r.Options)
	}
	for _, o := range r.Options {
		if w, ok := want[o.Key]; !ok || !reflect.DeepEqual(*o, w) {
			t.Errorf("option %s:\n got %+v\nwant %+v", o.Key, *o, w)
		}
	}
}

// TestReadReleaseInherits checks a factory that lists no options of its own
// but extends a base factory of the same repository, and one that hands its
// identifier to the base class's constructor.
func TestReadReleaseInherits(t *testing.T) {
	root := writeTree(t, map[string]string{
		pkgDir + "DemoOptions.java": demoOptions,
		pkgDir + "Mode.java":        demoMode,
		pkgDir + "BaseFactory.java": `package org.demo;
public abstract class BaseFactory implements DynamicTableSourceFactory {
    public Set<ConfigOption<?>> requiredOptions() { return Set.of(DemoOptions.TOPIC); }
    public Set<ConfigOption<?>> optionalOptions() { return Set.of(DemoOptions.HOSTS); }
}`,
		pkgDir + "ChildFactory.java": `package org.demo;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
public class ChildFactory extends BaseFactory {
    public String factoryIdentifier() { return "child"; }
}`,
		pkgDir + "SuperFactory.java": `package org.demo;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
public class SuperFactory extends BaseFactory {
    public SuperFactory() { super("by-super", 1); }
    public Set<ConfigOption<?>> optionalOptions() {
        Set<ConfigOption<?>> o = new HashSet<>(super.optionalOptions());
        o.add(DemoOptions.RETRIES);
        return o;
    }
}`,
	})
	cat := &Catalogue{Connectors: map[string]*Connector{}}
	readRelease(cat, "apache/flink-connector-demo", "v2", root, nil)
	tests := []struct {
		id                 string
		required, optional []string
	}{
		{"child", []string{"topic"}, []string{"hosts"}},
		{"by-super", []string{"topic"}, []string{"demo.retries", "hosts"}},
	}
	for _, tt := range tests {
		c := cat.Connectors[tt.id]
		if c == nil || c.Releases["v2"] == nil {
			t.Errorf("%s: not read (%v)", tt.id, cat.Connectors)
			continue
		}
		r := c.Releases["v2"]
		if !reflect.DeepEqual(r.Required, tt.required) || !reflect.DeepEqual(r.Optional, tt.optional) {
			t.Errorf("%s: required %q optional %q, want %q %q", tt.id, r.Required, r.Optional, tt.required, tt.optional)
		}
	}
}

// TestReadConfigTree reads configuration keys from *Options classes,
// including keys built by the file's own helpers, as the Kubernetes
// operator's autoscaler options are.
func TestReadConfigTree(t *testing.T) {
	root := writeTree(t, map[string]string{
		"flink-core/src/main/java/org/x/CoreOptions.java": `package org.x;
public class CoreOptions {
    public static final ConfigOption<Boolean> ENABLED =
        ConfigOptions.key("demo.enabled").booleanType().defaultValue(false);
    public static final ConfigOption<SchedulerType> SCHEDULER =
        ConfigOptions.key("jobmanager.scheduler").enumType(SchedulerType.class).defaultValue(SchedulerType.Default);
}`,
		"flink-core/src/main/java/org/x/SchedulerType.java": `package org.x;
public enum SchedulerType { Default, Adaptive, AdaptiveBatch }`,
		"operator/src/main/java/org/y/AutoScalerOptions.java": `package org.y;
public class AutoScalerOptions {
    public static final String AUTOSCALER_CONF_PREFIX = "job.autoscaler.";
    private static String autoScalerConfigKey(String key) { return AUTOSCALER_CONF_PREFIX + key; }
    private static ConfigOptions.OptionBuilder autoScalerConfig(String key) { return ConfigOptions.key(autoScalerConfigKey(key)); }
    public static final ConfigOption<Boolean> AUTOSCALER_ENABLED =
        autoScalerConfig("enabled").booleanType().defaultValue(false)
            .withFallbackKeys(oldOperatorConfigKey("enabled"));
    private static String oldOperatorConfigKey(String key) { return "kubernetes.operator." + autoScalerConfigKey(key); }
}`,
		"operator/src/test/java/org/y/TestOptions.java": `public class TestOptions {
    public static final ConfigOption<Boolean> X = ConfigOptions.key("test.only").booleanType().defaultValue(false);
}`,
	})
	cat := &ConfigCatalogue{Keys: map[string]*ConfigKey{}}
	readConfigTree(cat, "apache/flink", "release-1.20.0", root)
	want := map[string]Option{
		"demo.enabled":         {Key: "demo.enabled", Type: "boolean", Default: "false", Value: "false", Declared: "flink-core/src/main/java/org/x/CoreOptions.java"},
		"jobmanager.scheduler": {Key: "jobmanager.scheduler", Type: "enum", Default: "SchedulerType.Default", Value: "Default", Enum: []string{"Default", "Adaptive", "AdaptiveBatch"}, Declared: "flink-core/src/main/java/org/x/CoreOptions.java"},
		"job.autoscaler.enabled": {Key: "job.autoscaler.enabled", Type: "boolean", Default: "false", Value: "false",
			Fallback: []string{"kubernetes.operator.job.autoscaler.enabled"}, Declared: "operator/src/main/java/org/y/AutoScalerOptions.java"},
	}
	if len(cat.Keys) != len(want) {
		t.Errorf("keys %v, want %d", keysOf(cat.Keys), len(want))
	}
	for key, w := range want {
		k := cat.Keys[key]
		if k == nil || k.Releases["release-1.20.0"] == nil {
			t.Errorf("%s: not read", key)
			continue
		}
		if got := *k.Releases["release-1.20.0"]; !reflect.DeepEqual(got, w) {
			t.Errorf("%s:\n got %+v\nwant %+v", key, got, w)
		}
	}
}

func keysOf(m map[string]*ConfigKey) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestStripComments(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a // b\nc", "a \nc"},
		{"a /* b */c", "a c"},
		{`s = "// not a comment"; // one`, `s = "// not a comment"; ` + "\n"},
		{`s = "a \" /* b */"`, `s = "a \" /* b */"`},
		{"a /* unclosed", "a "},
	}
	for _, tt := range tests {
		if got := stripComments(tt.in); got != tt.want {
			t.Errorf("stripComments(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestJavaScanners(t *testing.T) {
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"statement stops at the top-level ';'", statement(`key("a;b").x(f(1;2)); rest`), `key("a;b").x(f(1;2))`},
		{"statement without ';'", statement(`x(1)`), `x(1)`},
		{"balanced skips strings", balanced(`("a)", f(b)) tail`), `"a)", f(b)`},
		{"balanced unclosed", balanced(`(a`), ""},
		{"splitTop", splitTop(`A("x,y"), B(1, 2), C`), []string{`A("x,y")`, ` B(1, 2)`, ` C`}},
		{"splitPlus", splitPlus(`"a+" + f(x + y) + B`), []string{`"a+" `, ` f(x + y) `, ` B`}},
		{"constantsEnd at ';'", constantsEnd(`A("}"), B; int x; }`), 9},
		{"constantsEnd at '}'", constantsEnd(`A, B }`), 5},
		{"methodBody", methodBody(`int f() { if (x) { y(); } } int g() {}`, "f"), `{ if (x) { y(); } }`},
		{"methodBody absent", methodBody(`int g() {}`, "f"), ""},
		{"optionRefs once each", optionRefs(`{ o.add(A_B); o.add(X.C_D); o.add(A_B); }`), []string{"A_B", "X.C_D"}},
		{"staticImports", staticImports("import static org.a.KafkaOptions.TOPIC;\nimport org.b.C;"), map[string]string{"TOPIC": "KafkaOptions"}},
		{"factoryIdentifier literal", factoryIdentifier(`String factoryIdentifier() { return "kafka"; }`), "kafka"},
		{"factoryIdentifier constant", factoryIdentifier(`String IDENTIFIER = "jdbc"; String factoryIdentifier() { return IDENTIFIER; }`), "jdbc"},
		{"factoryIdentifier none", factoryIdentifier(`class A {}`), ""},
	}
	for _, tt := range tests {
		if !reflect.DeepEqual(tt.got, tt.want) {
			t.Errorf("%s: got %#v, want %#v", tt.name, tt.got, tt.want)
		}
	}
}

func TestFlinkText(t *testing.T) {
	enum := enumInfo{constants: map[string]string{"LATEST": "latest-offset"}}
	tests := []struct{ expr, want string }{
		{"true", "true"},
		{"100L", "100"},
		{"-1", "-1"},
		{`"group-offsets"`, "group-offsets"},
		{"Duration.ofSeconds(30)", "30 s"},
		{"Duration.ofMillis(200L)", "200 ms"},
		{"MemorySize.ofMebiBytes(64)", "64 mb"},
		{`MemorySize.parse("128kb")`, "128kb"},
		{"ScanStartupMode.LATEST", "latest-offset"},
		{"org.x.ScanStartupMode.LATEST", "latest-offset"},
		{"ScanStartupMode.OTHER", ""},
		{"computeDefault()", ""},
	}
	for _, tt := range tests {
		if got := flinkText(tt.expr, enum); got != tt.want {
			t.Errorf("flinkText(%q) = %q, want %q", tt.expr, got, tt.want)
		}
	}
}

func TestEnumValues(t *testing.T) {
	files := []javaFile{{path: "a/E.java", class: "E", src: `enum Named implements Describable {
    A("a-value", 1), B("b,value", 2), NONE;
    Named(String v, int n) {}
}
enum Plain { X, Y }`}}
	got := enumValues(files)
	want := map[string]enumInfo{
		"Named": {values: []string{"a-value", "b,value", "NONE"}, constants: map[string]string{"A": "a-value", "B": "b,value", "NONE": "NONE"}},
		"Plain": {values: []string{"X", "Y"}, constants: map[string]string{"X": "X", "Y": "Y"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("enumValues:\n got %+v\nwant %+v", got, want)
	}
}

func TestFlinkFirst(t *testing.T) {
	got := flinkFirst([]string{"apache/flink-connector-kafka@v3.2.0=a", "apache/flink@release-1.20.0=b",
		"apache/flink-connector-kafka@v3.1.0=c", "apache/flink@release-1.19.0=d"})
	want := []string{"apache/flink@release-1.19.0=d", "apache/flink@release-1.20.0=b",
		"apache/flink-connector-kafka@v3.1.0=c", "apache/flink-connector-kafka@v3.2.0=a"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("flinkFirst = %q, want %q", got, want)
	}
}
