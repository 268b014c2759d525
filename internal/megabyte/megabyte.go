// Package megabyte generates the inputs of the bar of issue 46: no input
// of 1 MB takes more than 1 s of CPU or 200 MB of memory. The tests and
// benchmarks of linter and of the command line lint them.
package megabyte

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Size is a megabyte.
const Size = 1 << 20

// Input is one kind of file.
type Input struct {
	Kind string // python, typescript, sql, ...
	File string // its slash path in a project
	Gen  func(n int) string
}

// Write writes the input at about n bytes under dir and returns its path.
func (in Input) Write(dir string, n int) (string, error) {
	path := filepath.Join(dir, filepath.FromSlash(in.File))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", err
	}
	return path, os.WriteFile(path, []byte(in.Gen(n)), 0o644)
}

// Inputs are valid files of each kind flinklint reads, of about n bytes:
// the same unit repeated with numbered names, as generated code repeats
// it.
var Inputs = []Input{
	{"python", "job.py", func(n int) string {
		return repeat("from pyflink.table import TableEnvironment\n", n, func(i int) string {
			if i%2 == 0 {
				return "t_env.execute_sql(\"SELECT a, b FROM t WHERE c > 1\").wait()\n"
			}
			return "x = [1, 2, {'a': f(y)}]\n"
		})
	}},
	{"typescript", "stack.ts", func(n int) string {
		return repeat("import * as kda from 'aws-cdk-lib/aws-kinesisanalyticsv2';\n\n", n, func(i int) string {
			return fmt.Sprintf(`new kda.CfnApplication(this, 'App%d', {
  runtimeEnvironment: 'FLINK-1_20',
  serviceExecutionRole: 'arn:aws:iam::1:role/r',
  applicationConfiguration: {
    flinkApplicationConfiguration: {
      parallelismConfiguration: {
        configurationType: 'CUSTOM',
        autoScalingEnabled: true,
        parallelism: %d,
      },
    },
  },
});
`, i, i%8+1)
		})
	}},
	{"sql", "job.sql", func(n int) string {
		return repeat("", n, func(i int) string {
			return fmt.Sprintf("CREATE TABLE src_%[1]d (id BIGINT, name STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');\n"+
				"CREATE TABLE snk_%[1]d (id BIGINT, name STRING) WITH ('connector' = 'print');\n"+
				"INSERT INTO snk_%[1]d SELECT id, UPPER(name) FROM src_%[1]d WHERE id > %[1]d;\n", i)
		})
	}},
	{"yaml", "app.yaml", func(n int) string {
		return repeat("", n, func(i int) string {
			return fmt.Sprintf(`---
apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: job-%[1]d
spec:
  image: flink:1.20
  flinkVersion: v1_20
  flinkConfiguration:
    taskmanager.numberOfTaskSlots: "2"
    state.checkpoints.dir: s3://bucket/checkpoints/%[1]d
  serviceAccount: flink
  jobManager:
    resource:
      memory: "2048m"
      cpu: 1
  taskManager:
    resource:
      memory: "2048m"
      cpu: 1
  job:
    jarURI: local:///opt/flink/usrlib/job-%[1]d.jar
    parallelism: 2
    upgradeMode: savepoint
`, i)
		})
	}},
	{"json", "create.json", func(n int) string {
		var b strings.Builder
		b.WriteString(`{"AWSTemplateFormatVersion": "2010-09-09", "Resources": {`)
		for i := 0; b.Len() < n; i++ {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `
  "App%d": {
    "Type": "AWS::KinesisAnalyticsV2::Application",
    "Properties": {
      "ApplicationName": "orders-%d",
      "RuntimeEnvironment": "FLINK-1_20",
      "ServiceExecutionRole": "arn:aws:iam::123456789012:role/flink",
      "ApplicationConfiguration": {
        "FlinkApplicationConfiguration": {
          "ParallelismConfiguration": {"ConfigurationType": "CUSTOM", "Parallelism": 2, "AutoScalingEnabled": true}
        }
      }
    }
  }`, i, i)
		}
		b.WriteString("\n}}\n")
		return b.String()
	}},
	{"terraform", "main.tf", func(n int) string {
		return repeat("", n, func(i int) string {
			return fmt.Sprintf(`resource "aws_kinesisanalyticsv2_application" "app_%[1]d" {
  name                   = "orders-%[1]d"
  runtime_environment    = "FLINK-1_20"
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        auto_scaling_enabled = true
        parallelism          = 2
      }
    }
  }
}

`, i)
		})
	}},
	{"java", "src/main/java/com/example/Job.java", func(n int) string {
		head := "package com.example;\n\nimport org.apache.flink.table.api.EnvironmentSettings;\nimport org.apache.flink.table.api.TableEnvironment;\n\n" +
			"public class Job {\n    public static void main(String[] args) throws Exception {\n        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());\n"
		return repeat(head, n-8, func(i int) string {
			return fmt.Sprintf("        tEnv.executeSql(\"CREATE TABLE t%[1]d (a INT, b STRING) WITH ('connector' = 'datagen')\");\n"+
				"        tEnv.executeSql(\"SELECT a, b FROM t%[1]d WHERE a > %[1]d\").print();\n", i)
		}) + "    }\n}\n"
	}},
	{"scala", "src/main/scala/com/example/Job.scala", func(n int) string {
		head := "package com.example\n\nimport org.apache.flink.table.api.{EnvironmentSettings, TableEnvironment}\n\n" +
			"object Job {\n  def main(args: Array[String]): Unit = {\n    val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())\n"
		return repeat(head, n-6, func(i int) string {
			return fmt.Sprintf("    tEnv.executeSql(\"CREATE TABLE t%[1]d (a INT, b STRING) WITH ('connector' = 'datagen')\")\n"+
				"    tEnv.executeSql(s\"SELECT a, b FROM t%[1]d WHERE a > %[1]d\").print()\n", i)
		}) + "  }\n}\n"
	}},
	{"notebook", "job.ipynb", func(n int) string {
		var cells []string
		size := 0
		for i := 0; size < n-200; i++ {
			src := []string{"from pyflink.table import EnvironmentSettings, TableEnvironment\n",
				"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n",
				fmt.Sprintf("t_env.execute_sql(\"SELECT a, b FROM t%d WHERE c > 1\").wait()\n", i),
				"x = [1, 2, {'a': f(y)}]\n"}
			if i > 0 {
				src = src[2:]
			}
			j, _ := json.Marshal(src)
			cell := `{"cell_type":"code","execution_count":null,"metadata":{},"outputs":[],"source":` + string(j) + "}"
			cells = append(cells, cell)
			size += len(cell) + 2
		}
		return `{"cells":[` + strings.Join(cells, ",\n") + `],"metadata":{"kernelspec":{"display_name":"Python 3","language":"python","name":"python3"}},"nbformat":4,"nbformat_minor":5}` + "\n"
	}},
	{"dockerfile", "Dockerfile", func(n int) string {
		return repeat("FROM flink:1.20-java17\n", n, func(i int) string {
			return fmt.Sprintf("RUN mkdir -p /opt/flink/plugins/p%[1]d && echo %[1]d > /tmp/x%[1]d\nCOPY target/job-%[1]d.jar /opt/flink/usrlib/job-%[1]d.jar\n", i)
		})
	}},
}

// repeat is head and then unit(0), unit(1), ... up to about n bytes.
func repeat(head string, n int, unit func(i int) string) string {
	var b strings.Builder
	b.WriteString(head)
	for i := 0; b.Len() < n; i++ {
		b.WriteString(unit(i))
	}
	return b.String()
}
