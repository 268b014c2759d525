package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestReadFormatTrees reads a small format module: the factory gives the
// identifier, the module's option classes the keys, with fallback keys
// and map options; a COMMITS file names the commit each file was read at.
func TestReadFormatTrees(t *testing.T) {
	const dir = "flink-formats/flink-demo/src/main/java/org/demo/"
	root := writeTree(t, map[string]string{
		dir + "DemoFormatOptions.java": `package org.demo;
public class DemoFormatOptions {
    public static final ConfigOption<String> URL =
            ConfigOptions.key("url").stringType().noDefaultValue().withFallbackKeys("registry.url");
    public static final ConfigOption<Map<String, String>> PROPERTIES =
            ConfigOptions.key("properties").mapType().noDefaultValue();
    public static final ConfigOption<Boolean> IGNORE =
            ConfigOptions.key("ignore-parse-errors").booleanType().defaultValue(false);
}`,
		dir + "DemoFormatFactory.java": `package org.demo;
public class DemoFormatFactory implements DeserializationFormatFactory {
    public static final String IDENTIFIER = "demo";
    @Override
    public String factoryIdentifier() { return IDENTIFIER; }
}`,
		dir + "NotAFormat.java": `package org.demo;
public class NotAFormat { public String factoryIdentifier() { return "other"; } }`,
		"COMMITS": dir + "DemoFormatOptions.java 0123abcd\n",
	})
	out := filepath.Join(t.TempDir(), "formats.json")
	readFormatTrees([]string{"apache/flink@stored=" + root}, out)
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var cat FormatCatalogue
	if err := json.Unmarshal(b, &cat); err != nil {
		t.Fatal(err)
	}
	if len(cat.Formats) != 1 || cat.Formats["demo"] == nil {
		t.Fatalf("formats: %v", cat.Formats)
	}
	if got := cat.Commits[dir+"DemoFormatOptions.java"]; got != "0123abcd" {
		t.Errorf("commit = %q", got)
	}
	decl := dir + "DemoFormatOptions.java"
	want := []Option{
		{Key: "ignore-parse-errors", Declared: decl},
		{Key: "properties", Type: "map", Declared: decl},
		{Key: "url", Fallback: []string{"registry.url"}, Declared: decl},
	}
	var got []Option
	for _, o := range cat.Formats["demo"].Options {
		got = append(got, *o)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("options:\n got %+v\nwant %+v", got, want)
	}
}

// TestKeptCatalogue checks -keep: the connectors of a repository given
// again are dropped (its trees rebuild them), the others kept, and an
// apache/flink tree given for Flink's constants keeps Flink's own.
func TestKeptCatalogue(t *testing.T) {
	path := filepath.Join(t.TempDir(), "connectors.json")
	committed := `{"comment":"c","sources":[],"connectors":{
		"kafka":{"repository":"apache/flink-connector-kafka","releases":{}},
		"jdbc":{"repository":"apache/flink-connector-jdbc","releases":{}},
		"datagen":{"repository":"apache/flink","releases":{}}}}`
	if err := os.WriteFile(path, []byte(committed), 0o644); err != nil {
		t.Fatal(err)
	}
	cat := keptCatalogue(path, []string{"apache/flink@release-2.2.1-rc2=/core", "apache/flink-connector-kafka@3.2.0=/k"})
	var ids []string
	for id := range cat.Connectors {
		ids = append(ids, id)
	}
	if len(ids) != 2 || cat.Connectors["jdbc"] == nil || cat.Connectors["datagen"] == nil {
		t.Errorf("kept %v, want datagen and jdbc", ids)
	}
}

// TestConstantDefault checks a default given as a constant of the
// repository (datagen's ROWS_PER_SECOND_DEFAULT_VALUE = 10000L): the value
// is the constant's literal as Flink prints it.
func TestConstantDefault(t *testing.T) {
	const dir = "flink-table/flink-table-api-java-bridge/src/main/java/org/demo/"
	root := writeTree(t, map[string]string{
		dir + "GenOptionsUtil.java": `package org.demo;
public class GenOptionsUtil {
    public static final Long ROWS_PER_SECOND_DEFAULT_VALUE = 10000L;
}`,
		dir + "GenOptions.java": `package org.demo;
import static org.demo.GenOptionsUtil.ROWS_PER_SECOND_DEFAULT_VALUE;
public class GenOptions {
    public static final ConfigOption<Long> ROWS_PER_SECOND =
            ConfigOptions.key("rows-per-second").longType().defaultValue(ROWS_PER_SECOND_DEFAULT_VALUE);
}`,
		dir + "GenTableSourceFactory.java": `package org.demo;
public class GenTableSourceFactory implements DynamicTableSourceFactory {
    public String factoryIdentifier() { return "gen"; }
    public Set<ConfigOption<?>> requiredOptions() { return new HashSet<>(); }
    public Set<ConfigOption<?>> optionalOptions() {
        Set<ConfigOption<?>> options = new HashSet<>();
        options.add(GenOptions.ROWS_PER_SECOND);
        return options;
    }
}`,
	})
	cat := &Catalogue{Connectors: map[string]*Connector{}}
	readRelease(cat, "apache/flink-connector-gen", "v1.0.0", root, nil)
	r := cat.Connectors["gen"].Releases["v1.0.0"]
	if len(r.Options) != 1 || r.Options[0].Default != "ROWS_PER_SECOND_DEFAULT_VALUE" || r.Options[0].Value != "10000" {
		t.Errorf("options: %+v", *r.Options[0])
	}
}
