package pyparse

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/internal/scaling"
)

// registeredTables is a job that registers n tables and reads each by its
// path.
func registeredTables(n int) string {
	var b strings.Builder
	b.WriteString("from pyflink.table import TableDescriptor\n")
	for i := range n {
		fmt.Fprintf(&b, "t_env.create_temporary_table('t%d', TableDescriptor.for_connector('kafka').option('topic', 'x%d').build())\n", i, i)
		fmt.Fprintf(&b, "t_env.from_path('t%d').execute().wait()\n", i)
	}
	return b.String()
}

// TestDescriptorLinkingScalesLinearly: linking each table use to the
// descriptors registered under its path compared every use with every
// registration (issue 46, item 18).
func TestDescriptorLinkingScalesLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("times the parse")
	}
	p := NewParser()
	defer p.Close()
	m := p.Parse("job.py", []byte(registeredTables(3)), nil)
	if len(m.Descriptors) != 3 || len(m.Descriptors[2].ReadBy) != 1 {
		t.Fatalf("descriptors %+v: want 3, each read once", m.Descriptors)
	}
	scaling.Linear(t, "parse of n registered tables", 500, func(n int) {
		p.Parse("job.py", []byte(registeredTables(n)), nil)
	})
}

// TestNestedCallsScaleLinearly: whether each call runs was judged by
// walking all its enclosing nodes (issue 46, item 20: 100,000 nested calls
// took 10 s).
func TestNestedCallsScaleLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("times the parse")
	}
	p := NewParser()
	defer p.Close()
	scaling.Linear(t, "parse of n nested calls", 2000, func(n int) {
		p.Parse("job.py", []byte("from pyflink.table import TableEnvironment\nx = "+strings.Repeat("f(", n)+"1"+strings.Repeat(")", n)+"\n"), nil)
	})
}
