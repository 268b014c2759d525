package model

import "testing"

func TestTableFacts(t *testing.T) {
	m := build(t, map[string]string{"job.sql": `
CREATE TABLE keyed (id INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'upsert-kafka');
CREATE TABLE copy WITH ('topic' = 'c') LIKE keyed;
CREATE TABLE nokey WITH ('topic' = 'n') LIKE keyed (EXCLUDING CONSTRAINTS);
CREATE TABLE elsewhere WITH ('topic' = 'e') LIKE cat.db.remote;
CREATE TABLE src (id INT) WITH ('connector' = 'kafka', 'scan.startup.mode' = 'latest-offset');
CREATE TABLE ctas WITH ('connector' = 'print') AS SELECT id FROM src;
INSERT INTO copy SELECT id FROM src /*+ OPTIONS('scan.startup.mode' = 'earliest-offset') */;
USE CATALOG hive;
CREATE TABLE in_hive (id INT);
USE CATALOG default_catalog;
CREATE TABLE back_home (id INT);
CREATE TABLE other.db.qualified (id INT);
`})
	job := m.Jobs[0]
	tf := job.TableFacts()
	decl := func(name string) *TableDecl {
		t.Helper()
		d := tf.Decls[job.Table(name)]
		if d == nil {
			t.Fatalf("no declaration for %s", name)
		}
		return d
	}
	for _, c := range []struct {
		name                                       string
		pk, inCatalog, incomplete, read, ctas, key bool
	}{
		{name: "keyed", pk: true, key: true},
		{name: "copy", pk: true},
		{name: "nokey"},
		{name: "elsewhere", incomplete: true},
		{name: "src", read: true},
		{name: "ctas", ctas: true},
		{name: "in_hive", inCatalog: true},
		{name: "back_home"},
		{name: "qualified", inCatalog: true},
	} {
		d := decl(c.name)
		if d.PrimaryKey != c.pk || d.InCatalog != c.inCatalog || d.Incomplete != c.incomplete || d.Read != c.read ||
			d.CTAS != c.ctas || d.KeyPos.IsValid() != c.key {
			t.Errorf("%s: %+v", c.name, *d)
		}
	}
	if !tf.CatalogSwitch {
		t.Error("USE CATALOG hive: want CatalogSwitch")
	}
	if len(tf.Reads) != 2 {
		t.Fatalf("reads = %d, want 2 (CTAS and INSERT)", len(tf.Reads))
	}
	if got := tf.Reads[1].Options.Get("scan.startup.mode").Value; got != "earliest-offset" {
		t.Errorf("hinted read: scan.startup.mode = %q", got)
	}
	if got := tf.Reads[0].Options.Get("scan.startup.mode").Value; got != "latest-offset" {
		t.Errorf("plain read: scan.startup.mode = %q", got)
	}
}
