package sqlparse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchScript returns about 1 MB of realistic DDL-heavy Flink SQL: the job
// scripts of testdata/scripts repeated.
func benchScript(b *testing.B) string {
	var parts []string
	for _, name := range []string{"job_kafka_to_s3.sql", "client_statement_set.sql", "korean.sql"} {
		data, err := os.ReadFile(filepath.Join("testdata", "scripts", name))
		if err != nil {
			b.Fatal(err)
		}
		parts = append(parts, string(data))
	}
	unit := strings.Join(parts, "\n")
	return strings.Repeat(unit, 1<<20/len(unit)+1)
}

// BenchmarkParse reports parsing throughput in MB/s.
func BenchmarkParse(b *testing.B) {
	src := benchScript(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		s := Parse(src)
		if len(s.Errors) > 0 {
			b.Fatal(s.Errors[0])
		}
	}
}
