package jvmparse

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// ring is n job classes, each of whose DDL names the next one's constant.
func ring(n int) map[string]string {
	files := map[string]string{}
	for i := 0; i < n; i++ {
		files[fmt.Sprintf("src/main/java/com/acme/Job%d.java", i)] = fmt.Sprintf(`package com.acme;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

public class Job%[1]d {
    public static final String TOPIC = "topic-%[1]d";

    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE t%[1]d (id STRING) WITH ('connector' = 'kafka', 'topic' = '" + Job%[2]d.TOPIC + "')");
    }
}
`, i, (i+1)%n)
	}
	return files
}

// TestSharedParsesParseEachFileOnce: two Parsers that share their parses
// parse a file once between them, whether one reads it for a constant
// and the other parses it as a job, or both read it; a Parser of its own
// parses it again. What they read is what a Parser of its own reads.
func TestSharedParsesParseEachFileOnce(t *testing.T) {
	files := ring(3)
	resolve := func(q string) ([]byte, bool) { s, ok := files[q]; return []byte(s), ok }
	job := func(i int) string { return fmt.Sprintf("src/main/java/com/acme/Job%d.java", i) }
	shared := NewParses()
	a, b, own := NewSharingParser(shared), NewSharingParser(shared), NewParser()
	defer a.Close()
	defer b.Close()
	defer own.Close()
	sa := a.Parse(job(0), []byte(files[job(0)]), resolve) // parses Job0, reads Job1
	sb := b.Parse(job(1), []byte(files[job(1)]), resolve) // Job1 kept; reads Job2
	sc := a.Parse(job(2), []byte(files[job(2)]), resolve) // Job2 kept; Job0 kept
	if a.loads != 2 || b.loads != 1 {
		t.Errorf("a parsed %d files, b %d; want 2 and 1 (each of the three once)", a.loads, b.loads)
	}
	for i, s := range []*Source{sa, sb, sc} {
		want := own.Parse(job(i), []byte(files[job(i)]), resolve)
		if len(s.Module.SQL) != 1 || len(want.Module.SQL) != 1 || s.Module.SQL[0].Text != want.Module.SQL[0].Text {
			t.Errorf("Job%d: shared %v, own %v", i, sqlTexts(s), sqlTexts(want))
		}
		if !strings.Contains(s.Module.SQL[0].Text, fmt.Sprintf("'topic-%d'", (i+1)%3)) {
			t.Errorf("Job%d: %q does not hold the next job's topic", i, s.Module.SQL[0].Text)
		}
	}
	// The same path with other bytes (an editor's buffer) is parsed anew.
	changed := strings.Replace(files[job(1)], "topic-1", "topic-x", 1)
	files[job(1)] = changed
	s := b.Parse(job(0), []byte(files[job(0)]), resolve)
	if b.loads != 2 || !strings.Contains(s.Module.SQL[0].Text, "'topic-x'") {
		t.Errorf("after the edit: b parsed %d files, want 2; SQL %q", b.loads, s.Module.SQL[0].Text)
	}
}

// TestSharedParsesConcurrently parses a ring of jobs on four goroutines
// sharing their parses (go test -race checks that nothing kept is
// written): each job's SQL is what a Parser of its own reads, and each
// file is parsed once in all.
func TestSharedParsesConcurrently(t *testing.T) {
	const n = 60
	files := ring(n)
	resolve := func(q string) ([]byte, bool) { s, ok := files[q]; return []byte(s), ok }
	own := NewParser()
	defer own.Close()
	want := make([]string, n)
	for i := range want {
		p := fmt.Sprintf("src/main/java/com/acme/Job%d.java", i)
		want[i] = strings.Join(sqlTexts(own.Parse(p, []byte(files[p]), resolve)), "\n")
	}
	shared := NewParses()
	got := make([]string, n)
	loads := make([]int, 4)
	next := make(chan int)
	var wg sync.WaitGroup
	for w := range loads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := NewSharingParser(shared)
			defer p.Close()
			for i := range next {
				rel := fmt.Sprintf("src/main/java/com/acme/Job%d.java", i)
				got[i] = strings.Join(sqlTexts(p.Parse(rel, []byte(files[rel]), resolve)), "\n")
			}
			loads[w] = p.loads
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("Job%d: shared %q, own %q", i, got[i], want[i])
		}
	}
	if total := loads[0] + loads[1] + loads[2] + loads[3]; total != n {
		t.Errorf("%d parses of %d files (%v)", total, n, loads)
	}
}

func sqlTexts(s *Source) []string {
	var out []string
	for _, t := range s.Module.SQL {
		out = append(out, t.Text)
	}
	return out
}
