package report

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/flinklint/flinklint/finding"
)

func TestWriteSARIF(t *testing.T) {
	var b bytes.Buffer
	if err := WriteSARIF(&b, textSampleRun(), SARIFOptions{Root: "/repo"}); err != nil {
		t.Fatal(err)
	}
	// The log is valid against the SARIF 2.1.0 schema.
	log, err := sarif.FromBytes(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := log.Validate(); err != nil {
		t.Fatalf("schema validation: %v\n%s", err, b.String())
	}
	var doc map[string]any
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	run := doc["runs"].([]any)[0].(map[string]any)
	check := func(what string, got, want any) {
		t.Helper()
		if got != want {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	check("columnKind", run["columnKind"], "utf16CodeUnits")
	check("%SRCROOT%", run["originalUriBaseIds"].(map[string]any)["%SRCROOT%"].(map[string]any)["uri"], "file:///repo/")
	rule := run["tool"].(map[string]any)["driver"].(map[string]any)["rules"].([]any)[0].(map[string]any)
	check("rule name", rule["name"], "AutoCompactionRescale")
	check("rule help", rule["help"].(map[string]any)["markdown"], "# FL001\n\nhelp")
	check("rule level", rule["defaultConfiguration"].(map[string]any)["level"], "error")
	res := run["results"].([]any)[0].(map[string]any)
	check("ruleIndex", res["ruleIndex"], 0.0)
	check("level", res["level"], "error")
	loc := res["locations"].([]any)[0].(map[string]any)["physicalLocation"].(map[string]any)
	check("uri", loc["artifactLocation"].(map[string]any)["uri"], "jobs/%ED%95%9C%EA%B5%AD%20job.py")
	check("uriBaseId", loc["artifactLocation"].(map[string]any)["uriBaseId"], "%SRCROOT%")
	region := loc["region"].(map[string]any)
	check("startColumn (UTF-16)", region["startColumn"], 28.0)
	check("endColumn (UTF-16)", region["endColumn"], 54.0)
	_, hasByteOffset := region["byteOffset"]
	check("byteOffset absent", hasByteOffset, false)
	rel := res["relatedLocations"].([]any)[0].(map[string]any)
	check("related message", rel["message"].(map[string]any)["text"], "AutoScalingEnabled: true")
	check("fingerprint", res["partialFingerprints"].(map[string]any)["flinklint/v1"], "abc123")
	fix := res["fixes"].([]any)[0].(map[string]any)
	repl := fix["artifactChanges"].([]any)[0].(map[string]any)["replacements"].([]any)[0].(map[string]any)
	check("fix text", repl["insertedContent"].(map[string]any)["text"], "'false'")
	// The second finding's rule did not run: ruleIndex is absent.
	_, has := run["results"].([]any)[1].(map[string]any)["ruleIndex"]
	check("ruleIndex of an unknown rule", has, false)
}

func TestWriteSARIFEmpty(t *testing.T) {
	var b bytes.Buffer
	if err := WriteSARIF(&b, &finding.Run{ToolName: "flinklint", ToolVersion: "0.1.0", InfoURI: "https://example.com"}, SARIFOptions{}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b.Bytes(), []byte(`"results": []`)) {
		t.Errorf("a scan must have a results array:\n%s", b.String())
	}
}
