package pyparse

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/internal/scaling"
	"github.com/flinklint/flinklint/internal/tsflat"
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
	// Both sizes lie above the size from which a file is parsed in pieces
	// and the C heap is trimmed after it (128 KB, 3 bytes a call): from
	// 32,000 calls to 128,000 the cost also took that constant step, and
	// the ratio read x10 on a loaded machine. 3/8 of 128 KB in calls is
	// about 147 KB of source.
	n := max(minPiecedSize, tsflat.TrimAbove) * 3 / 8
	scaling.Linear(t, "parse of n nested calls", n, func(n int) {
		p.Parse("job.py", []byte("from pyflink.table import TableEnvironment\nx = "+strings.Repeat("f(", n)+"1"+strings.Repeat(")", n)+"\n"), nil)
	})
}

// sameNameBlocks is one block repeated n times as generated code repeats
// it: the same path registered, read and written in each.
func sameNameBlocks(n int) string {
	var b strings.Builder
	b.WriteString("from pyflink.table import TableDescriptor\n")
	for range n {
		b.WriteString("t_env.create_temporary_table('src', TableDescriptor.for_connector('kafka').option('topic', 'x').build())\n")
		b.WriteString("t_env.from_path('src').execute_insert('snk').wait()\n")
	}
	return b.String()
}

// TestSamePathBlocksScaleLinearly: each use of a path registered in every
// block was linked to every registration, n*n links (issue 46 item 18: the
// same block repeated 1,200 times took 24 s and 3.3 GB).
func TestSamePathBlocksScaleLinearly(t *testing.T) {
	p := NewParser()
	defer p.Close()
	m := p.Parse("job.py", []byte(sameNameBlocks(2)), nil)
	if len(m.Descriptors) != 2 || len(m.Descriptors[0].ReadBy) != 2 {
		t.Fatalf("two registrations of one path: want each read by both uses, got %+v", m.Descriptors)
	}
	m = p.Parse("job.py", []byte(sameNameBlocks(50)), nil)
	links := 0
	for _, d := range m.Descriptors {
		links += len(d.ReadBy) + len(d.InsertedBy)
	}
	if links > 50*2*maxRegistrationsPerUse {
		t.Fatalf("50 blocks of one path: %d links, want at most %d", links, 50*2*maxRegistrationsPerUse)
	}
	if testing.Short() {
		return
	}
	scaling.Linear(t, "parse of n blocks of one path", 200, func(n int) {
		p.Parse("job.py", []byte(sameNameBlocks(n)), nil)
	})
}

// numberedNames is a job whose n blocks each bind and use names of their
// own (table_0, result_0, table_1, ...), as generated code numbers them.
func numberedNames(n int) string {
	var b strings.Builder
	b.WriteString("from pyflink.table import TableDescriptor\n")
	for i := range n {
		fmt.Fprintf(&b, "table_%d = t_env.from_path('src_%d')\n", i, i)
		fmt.Fprintf(&b, "result_%d = table_%d.select(col('id'))\n", i, i)
		fmt.Fprintf(&b, "result_%d.execute_insert('snk_%d').wait()\n", i, i)
	}
	return b.String()
}

// TestNumberedNamesScaleLinearly: each name resolved was looked up by a
// scan of every identifier of the file, names times identifiers (issue 46
// item 20: a megabyte of a realistic block with numbered names took 1.7 s,
// half of it in these scans).
func TestNumberedNamesScaleLinearly(t *testing.T) {
	p := NewParser()
	defer p.Close()
	// 40 blocks: past the names found by a scan, looked up in the index.
	m := p.Parse("job.py", []byte(numberedNames(40)), nil)
	if len(m.Errors) != 0 || len(m.TableAPI) != 40 {
		t.Fatalf("errors %+v, %d Table API pipelines: want none, 40", m.Errors, len(m.TableAPI))
	}
	for i, q := range m.TableAPI {
		if want := fmt.Sprintf("INSERT INTO snk_%d SELECT `id` FROM src_%d", i, i); q.Text != want {
			t.Errorf("pipeline %d is %q, want %q", i, q.Text, want)
		}
	}
	if testing.Short() {
		return
	}
	scaling.Linear(t, "parse of n blocks of numbered names", 1000, func(n int) {
		p.Parse("job.py", []byte(numberedNames(n)), nil)
	})
}
