package linter

import "testing"

func TestOversizedWorthReporting(t *testing.T) {
	tests := []struct {
		rel, head string
		want      bool
	}{
		{"jobs/big.sql", "INSERT INTO t VALUES (1), (2)", true},
		{"tests/huge.q", "anything", true},
		{"gen/data.py", "DATA = [1, 2, 3,", true},
		{"infra/main.tf", `variable "x" {}`, true},
		{"infra/prod.tfvars", "x = 1", true},
		{"src/main/resources/META-INF/services/org.apache.flink.table.factories.Factory", "com.x.Factory", true},
		{"k8s/app.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\n", true},
		{"cfn/stack.json", `{"Resources": {"App": {"Type": "AWS::KinesisAnalyticsV2::Application"`, true},
		{"conf/flink-conf.yaml", "", true},
		{"package-lock.json", `{"name": "app", "dependencies": {"flink-ui": {}}}`, false},
		{"data/rows.json", `{"a": "xxxxxxxx`, false},
		{"charts/values.yaml", "replicas: 3\n", false},
		{"notebooks/study.ipynb", `{"cells": [{"source": ["from pyflink.table import TableEnvironment"]}]}`, true},
		{"notebooks/zep.zpln", `{"paragraphs": [{"text": "%flink.ssql\nSELECT 1"}]}`, true},
		{"notebooks/plots.ipynb", `{"cells": [{"source": ["import matplotlib"]}], "outputs": "iVBORw0KGgo"}`, false},
		{"pom.xml", "<project><dependency><groupId>org.apache.flink</groupId>", true},
		{"pom.xml", "<project><dependency><groupId>org.springframework</groupId>", false},
	}
	for _, tt := range tests {
		if got := oversizedWorthReporting(tt.rel, []byte(tt.head)); got != tt.want {
			t.Errorf("oversizedWorthReporting(%q, %q) = %v, want %v", tt.rel, tt.head, got, tt.want)
		}
	}
}
