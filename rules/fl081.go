package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL081 flags a Java or Scala job that imports a JVM API Flink 2.0
// removed.
var FL081 = newRule(fl081Doc, runFL081, model.Analyzer)

var fl081Doc = Doc{
	ID:           "FL081",
	Name:         "jvm-api-removed-in-2x",
	Summary:      "a Java or Scala job imports an API Flink 2.0 removed (DataSet API, SourceFunction/SinkFunction, StreamingFileSink, FlinkKafkaConsumer/Producer, the Scala APIs)",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "correctness"},
	Explanation: `
Flink 2.0 removed whole APIs: the DataSet API (` + "`org.apache.flink.api.java.ExecutionEnvironment`" + `,
` + "`DataSet`" + `), the Scala DataStream and DataSet APIs (` + "`org.apache.flink.streaming.api.scala`" + `,
` + "`org.apache.flink.api.scala`" + `), and ` + "`SourceFunction`" + `, ` + "`SinkFunction`" + ` and Sink V1: their classes
(` + "`SourceFunction`" + `, ` + "`RichSourceFunction`" + `, ` + "`ParallelSourceFunction`" + `, ` + "`SinkFunction`" + `,
` + "`RichSinkFunction`" + `, the legacy ` + "`StreamingFileSink`" + `) left the public packages (what is left of them lives in
internal ` + "`legacy`" + ` packages), and the connector releases built for Flink 2.x dropped the classes built on them
(` + "`FlinkKafkaConsumer`" + `, ` + "`FlinkKafkaProducer`" + ` from flink-connector-kafka 4.0.0). A job that imports one does
not compile against Flink 2.x.

flinklint reports each import of such a class (or of a package of the removed Scala APIs) in a Java or Scala
source. The job's Flink line comes from its linked deployments (AWS ` + "`RuntimeEnvironment`" + `, the operator's
` + "`flinkVersion`" + `) or ` + "`--flink-version`" + `; a job on 1.x, or whose line is unknown, has no finding unless a planned
target is given (` + "`--target-flink 2.0`" + `, ` + "`target-flink:`" + ` in ` + "`.flinklint.yaml`" + `).
`,
	Levels: `
- ` + "`error`" + `: the job runs on Flink 2.x: it does not compile there.
- ` + "`warning`" + `: the job runs on 1.x and a planned 2.x target is given.
`,
	Examples: []Example{
		{Path: "pom.xml", Lang: "xml", Code: `<project>
  <artifactId>clicks</artifactId>
  <version>1.0</version>
  <dependencies>
    <dependency>
      <groupId>org.apache.flink</groupId>
      <artifactId>flink-streaming-java</artifactId>
      <version>1.20.0</version>
    </dependency>
  </dependencies>
</project>`},
		{Path: "src/main/java/com/example/ClickJob.java", Lang: "java", Code: `package com.example;

import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.connectors.kafka.FlinkKafkaConsumer;

public class ClickJob {
    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.enableCheckpointing(60000);
        env.execute("clicks");
    }
}`},
		{Path: "infra/app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-2_0
      ApplicationConfiguration:
        ApplicationCodeConfiguration:
          CodeContent:
            S3ContentLocation:
              BucketARN: arn:aws:s3:::artifacts
              FileKey: clicks-1.0.jar`},
	},
	Fix: `
Migrate to the APIs that replace them: the DataStream API or Table API/SQL for the DataSet API (Flink's
"How to Migrate from DataSet to DataStream"), the Java DataStream API for the Scala ones, a FLIP-27
` + "`Source`" + ` with ` + "`env.fromSource(...)`" + ` for a ` + "`SourceFunction`" + ` (` + "`KafkaSource`" + ` for ` + "`FlinkKafkaConsumer`" + `), a Sink V2
with ` + "`stream.sinkTo(...)`" + ` for a ` + "`SinkFunction`" + ` (` + "`KafkaSink`" + ` for ` + "`FlinkKafkaProducer`" + `, ` + "`FileSink`" + ` for
` + "`StreamingFileSink`" + `), and ship the connector releases built for your Flink 2.x line.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/",
		"https://nightlies.apache.org/flink/flink-docs-release-1.20/docs/dev/datastream/dataset_migration/",
	},
	Sources: []string{
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / API: \"The following sets of APIs have been completely removed\": DataSet API; Scala DataStream and DataSet API; SourceFunction, SinkFunction and Sink V1",
		"flink-streaming-java 2.0.2 javadoc, deprecated list: org.apache.flink.streaming.api.functions.sink.filesystem.legacy.StreamingFileSink (the class left its public package for an internal legacy one, as source.legacy.SourceFunction and sink.legacy.SinkFunction did)",
		"apache/flink-connector-kafka at v4.0.0 (flink.version 2.0.0, via flink/sources/upgrade.json): FlinkKafkaConsumer and FlinkKafkaProducer are in no release from v4.0.0",
	},
}

func runFL081(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, f := range m.Files {
		if f.JVM == nil || len(f.JVM.Removed) == 0 {
			continue
		}
		target, ok := fileUpgradeTarget(m, f)
		if !ok {
			continue
		}
		for _, r := range f.JVM.Removed {
			m.Report(pass, target.level, analysis.Diagnostic{
				Pos: f.Pos(r.Span.Start), End: f.Pos(r.Span.End),
				Message: fmt.Sprintf("%s is not in %s: Flink 2.0 removed it (%s); this import does not compile there. %s",
					r.Class, target.label, r.Why, r.Instead),
			})
		}
	}
	return nil, nil
}
