package server

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// applyEdit applies one LSP edit to ASCII text (a character is a byte).
func applyEdit(t *testing.T, text string, e textEdit) string {
	t.Helper()
	offset := func(p position) int {
		lines := strings.SplitAfter(text, "\n")
		off := 0
		for i := 0; i < p.Line; i++ {
			off += len(lines[i])
		}
		return off + p.Character
	}
	return text[:offset(e.Range.Start)] + e.NewText + text[offset(e.Range.End):]
}

// TestJVMBuffersDiagnosticsAndQuickFixes: an unsaved Java, Kotlin or
// Scala buffer is linted as it stands (the file on disk has no finding),
// FL014's quick fix edits the string or the builder chain in place, and
// the buffer with the fix applied has no FL014 left.
func TestJVMBuffersDiagnosticsAndQuickFixes(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"pom.xml": "<project><artifactId>orders</artifactId><version>1.0</version><dependencies><dependency>" +
			"<groupId>org.apache.flink</groupId><artifactId>flink-table-api-java</artifactId><version>1.20.0</version></dependency></dependencies></project>\n",
		"src/main/java/com/example/OrdersJob.java": `package com.example;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

public class OrdersJob {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("""
                CREATE TABLE orders_out (id STRING) WITH (
                  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092',
                  'format' = 'json', 'sink.delivery-guarantee' = 'at-least-once'
                )""");
        tEnv.executeSql("INSERT INTO orders_out SELECT 'a'");
    }
}
`,
		"src/main/kotlin/com/example/Sinks.kt": `package com.example

import org.apache.flink.connector.base.DeliveryGuarantee
import org.apache.flink.connector.kafka.sink.KafkaSink

object Sinks {
    fun clicks(): KafkaSink<String> =
        KafkaSink.builder<String>()
            .setBootstrapServers("kafka:9092")
            .setDeliveryGuarantee(DeliveryGuarantee.AT_LEAST_ONCE)
            .build()
}
`,
		"src/main/scala/com/example/AuditJob.scala": `package com.example

import org.apache.flink.table.api.{EnvironmentSettings, TableEnvironment}

object AuditJob {
  def main(args: Array[String]): Unit = {
    val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())
    tEnv.executeSql(
      """CREATE TABLE audit_out (id STRING) WITH (
        |  'connector' = 'kafka', 'topic' = 'audit', 'properties.bootstrap.servers' = 'kafka:9092',
        |  'format' = 'json', 'sink.delivery-guarantee' = 'at-least-once'
        |)""".stripMargin)
    tEnv.executeSql("INSERT INTO audit_out SELECT 'a'")
  }
}
`,
	}
	for p, text := range files {
		dst := filepath.Join(root, filepath.FromSlash(p))
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := startServer(t, root)
	tests := []struct {
		path, from, to, want string
	}{
		{"src/main/java/com/example/OrdersJob.java", "'at-least-once'", "'exactly-once'", ", 'sink.transactional-id-prefix' = 'OrdersJob-orders_out'"},
		{"src/main/kotlin/com/example/Sinks.kt", "AT_LEAST_ONCE", "EXACTLY_ONCE", `.setTransactionalIdPrefix("Sinks-kafka-sink")`},
		{"src/main/scala/com/example/AuditJob.scala", "'at-least-once'", "'exactly-once'", ", 'sink.transactional-id-prefix' = 'AuditJob-audit_out'"},
	}
	for i, tt := range tests {
		uri := fileURI(filepath.Join(root, filepath.FromSlash(tt.path)))
		text := strings.Replace(files[tt.path], tt.from, tt.to, 1)
		c.notify("textDocument/didOpen", didOpenParams{TextDocument: textDocumentItem{URI: uri, Version: 1, Text: text}})
		var fl014 diagnostic
		for _, d := range c.diagnostics(uri, hasRule("FL014")) {
			if d.Code == "FL014" {
				fl014 = d
			}
		}
		var actions []codeAction
		json.Unmarshal(c.request("textDocument/codeAction", codeActionParams{TextDocument: textDocumentIdentifier{URI: uri}, Range: fl014.Range}), &actions)
		var edit *textEdit
		for _, a := range actions {
			if a.Edit == nil {
				continue
			}
			for u, es := range a.Edit.Changes {
				if u == uri && len(es) == 1 && es[0].NewText == tt.want {
					edit = &es[0]
				}
			}
		}
		if edit == nil {
			t.Errorf("%s: no quick fix %q: %+v", tt.path, tt.want, actions)
			continue
		}
		fixed := applyEdit(t, text, *edit)
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": 2 + i},
			"contentChanges": []map[string]any{{"text": fixed}},
		})
		c.diagnostics(uri, func(ds []diagnostic) bool { return !hasRule("FL014")(ds) })
	}
	c.request("shutdown", nil)
	c.notify("exit", nil)
}
