package pyparse

import (
	"path"
	"strings"
	"testing"
)

// pluginFiles is a plugin-style pipeline package: a registry of classes,
// factories, a base class that keeps its parts on self, and the methods
// that run the SQL through them.
var pluginFiles = map[string]string{
	"pipelines/registry.py": `from .orders import OrdersPipeline
from .payments import PaymentsPipeline

PIPELINES = {"orders": OrdersPipeline, "payments": PaymentsPipeline}
`,
	"pipelines/base.py": `class BasePipeline:
    def __init__(self, reader, writer):
        self.reader = reader
        self.writer = writer

    def run(self, t_env):
        self.writer.create(t_env)
        t_env.execute_sql(self.writer.insert(self.reader))
`,
	"pipelines/orders.py": `from .base import BasePipeline
from .io.writers import S3Writer


class OrdersPipeline(BasePipeline):
    @classmethod
    def from_args(cls, args):
        writer = S3Writer("orders_archive")
        return cls("orders", writer)
`,
	"pipelines/payments.py": `from .base import BasePipeline
from .io.writers import S3Writer


class PaymentsPipeline(BasePipeline):
    def __init__(self, reader, writer, currency):
        super().__init__(reader, writer)
        self.currency = currency

    @staticmethod
    def from_args(args):
        return PaymentsPipeline("payments", S3Writer("payments_archive"), "EUR")
`,
	"pipelines/io/writers.py": `from .ddl import filesystem_table


class S3Writer:
    def __init__(self, table):
        self.table = table

    def create(self, t_env):
        t_env.execute_sql(filesystem_table(self.table))

    def insert(self, source):
        return f"INSERT INTO {self.table} SELECT * FROM {source}"
`,
	"pipelines/io/ddl.py": `def filesystem_table(name):
    return f"CREATE TABLE {name} (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://lake/{name}/', 'format' = 'json')"
`,
}

// pluginResolver resolves imports among pluginFiles: relative ones from
// the importing file's package, absolute ones from the root.
func pluginResolver(from, mod string) (string, []byte, bool) {
	base := "."
	name := mod
	if strings.HasPrefix(mod, ".") {
		trimmed := strings.TrimLeft(mod, ".")
		base = path.Dir(from)
		for i := 1; i < len(mod)-len(trimmed); i++ {
			base = path.Dir(base)
		}
		name = trimmed
	}
	p := path.Join(base, strings.ReplaceAll(name, ".", "/")+".py")
	if src, ok := pluginFiles[p]; ok {
		return p, []byte(src), true
	}
	return "", nil, false
}

func TestPluginPipelines(t *testing.T) {
	const head = "from pyflink.table import TableEnvironment, EnvironmentSettings\n" +
		"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n"
	tests := []struct {
		name string
		src  string
		want []string // SQL texts, in order
		runs []string
	}{
		{"registry entry named by an unknown key: every entry", `import sys


def main(name):
    from pipelines.registry import PIPELINES

    pipeline = PIPELINES[name].from_args(sys.argv)
    pipeline.run(t_env)


if __name__ == "__main__":
    main(sys.argv[1])
`, []string{
			"CREATE TABLE orders_archive (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://lake/orders_archive/', 'format' = 'json')",
			"INSERT INTO orders_archive SELECT * FROM orders",
			"CREATE TABLE payments_archive (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://lake/payments_archive/', 'format' = 'json')",
			"INSERT INTO payments_archive SELECT * FROM payments",
		}, []string{"pipelines/base.py", "pipelines/io/ddl.py", "pipelines/io/writers.py", "pipelines/orders.py", "pipelines/payments.py"}},
		{"registry entry named by a known key", "from pipelines.registry import PIPELINES\nPIPELINES[\"payments\"].from_args([]).run(t_env)\n", []string{
			"CREATE TABLE payments_archive (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://lake/payments_archive/', 'format' = 'json')",
			"INSERT INTO payments_archive SELECT * FROM payments",
		}, []string{"pipelines/base.py", "pipelines/io/ddl.py", "pipelines/io/writers.py", "pipelines/payments.py"}},
		{"a class called directly, its object in a name", "from pipelines.orders import OrdersPipeline\np = OrdersPipeline(\"clicks\", None)\np.run(t_env)\n", nil,
			[]string{"pipelines/base.py"}},
		{"every pipeline of the registry, in a loop", "from pipelines.registry import PIPELINES\nfor cls in PIPELINES.values():\n    cls.from_args([]).run(t_env)\n", []string{
			"CREATE TABLE orders_archive (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://lake/orders_archive/', 'format' = 'json')",
			"INSERT INTO orders_archive SELECT * FROM orders",
			"CREATE TABLE payments_archive (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://lake/payments_archive/', 'format' = 'json')",
			"INSERT INTO payments_archive SELECT * FROM payments",
		}, []string{"pipelines/base.py", "pipelines/io/ddl.py", "pipelines/io/writers.py", "pipelines/orders.py", "pipelines/payments.py"}},
		{"a key the registry does not hold", "from pipelines.registry import PIPELINES\nPIPELINES[\"refunds\"].from_args([]).run(t_env)\n", nil, nil},
		{"a method in code that never runs", "from pipelines.registry import PIPELINES\nif False:\n    PIPELINES[\"orders\"].from_args([]).run(t_env)\n", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewParser()
			defer p.Close()
			m := p.Parse("pipelines/main.py", []byte(head+tt.src), pluginResolver)
			var got []string
			for _, s := range m.SQL {
				got = append(got, s.Text)
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("SQL:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			if strings.Join(m.Runs, " ") != strings.Join(tt.runs, " ") {
				t.Errorf("Runs = %v, want %v", m.Runs, tt.runs)
			}
			for _, e := range m.Errors {
				t.Errorf("error: %+v", e)
			}
		})
	}
}
