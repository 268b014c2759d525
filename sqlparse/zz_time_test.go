package sqlparse
import ("testing";"strings")
func BenchmarkZZCols(b *testing.B){
	src := "CREATE TABLE t (" + strings.Repeat("a INT,", 100000) + "b INT)"
	b.ReportAllocs()
	for b.Loop() { Parse(src) }
}
