package deploy

import (
	"strings"
	"testing"
)

// Issue 46 item 3: a problem at one of a reader's limits (nesting deeper
// than it follows, go-yaml's own depth, an alias bomb) is marked
// NotAnalysed, so the run that meets it is incomplete; a syntax error of
// the file is not.
func TestLimitProblemsNotAnalysed(t *testing.T) {
	deep := strings.Repeat("[", 250) + strings.Repeat("]", 250)
	bomb := "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
	for i, c := range "bcdefghi" {
		prev := string("abcdefghi"[i])
		bomb += string(c) + ": &" + string(c) + " [" + strings.TrimSuffix(strings.Repeat("*"+prev+",", 9), ",") + "]\n"
	}
	for _, tt := range []struct {
		name, path, src string
		limit           bool
	}{
		{"YAML depth", "app.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec:\n  x: " + deep + "\n", true},
		{"go-yaml depth", "app.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: " + strings.Repeat("[", 12000) + strings.Repeat("]", 12000) + "\n", true},
		{"alias bomb", "app.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\n" + bomb + "spec: *i\n", true},
		{"JSON depth", "app.json", `{"Resources": {"App": {"Type": "AWS::KinesisAnalyticsV2::Application", "Properties": ` + deep + "}}}\n", true},
		{"YAML syntax", "app.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: [\n", false},
		{"JSON syntax", "app.json", `{"Resources": {"App": {"Type": "AWS::KinesisAnalyticsV2::Application", "Properties": [}}}` + "\n", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res := Read(tt.path, []byte(tt.src))
			if res == nil || len(res.Problems) == 0 {
				t.Fatalf("no problem: %+v", res)
			}
			for _, p := range res.Problems {
				if p.NotAnalysed != tt.limit {
					t.Errorf("%q: NotAnalysed %v, want %v", p.Msg, p.NotAnalysed, tt.limit)
				}
			}
		})
	}
	tf := ReadTerraform([]File{{Path: "main.tf", Src: []byte("resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n  x = " + deep + "\n}\n")}})
	if len(tf.Problems) != 1 || !tf.Problems[0].NotAnalysed {
		t.Errorf("Terraform nested too deep: %+v, want one problem not analysed", tf.Problems)
	}
	tf = ReadTerraform([]File{{Path: "main.tf", Src: []byte("resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n  x = [\n}\n")}})
	if len(tf.Problems) == 0 || tf.Problems[0].NotAnalysed {
		t.Errorf("Terraform syntax error: %+v, want problems that are analysed", tf.Problems)
	}
}
