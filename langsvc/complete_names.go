package langsvc

import (
	"fmt"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/semantics"
	"github.com/flinklint/flinklint/semantics/functions"
)

// tableItems are the tables and views of the job's catalog, by the name
// the job may write: the last part of the path for those of the current
// catalog and database (Flink's defaults).
func tableItems(fx Facts) []Item {
	if fx.Catalog == nil {
		return nil
	}
	tables := fx.Catalog.Tables()
	paths := make([]string, 0, len(tables))
	for p := range tables {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var items []Item
	for _, p := range paths {
		t := tables[p]
		it := Item{Label: shortName(p), Kind: ItemTable, Detail: "table " + p, Doc: columnsDoc(t)}
		if t.View {
			it.Kind, it.Detail = ItemView, "view "+p
		}
		items = append(items, it)
	}
	return items
}

// shortName is a catalog path as a job in Flink's default catalog and
// database writes it.
func shortName(path string) string {
	if rest, ok := strings.CutPrefix(path, semantics.DefaultCatalog+"."+semantics.DefaultDatabase+"."); ok {
		return rest
	}
	return path
}

// columnsDoc lists a table's columns and their types.
func columnsDoc(t *semantics.Table) string {
	if t.Opaque {
		return "Its columns are not all known."
	}
	var b strings.Builder
	for _, c := range t.Columns {
		fmt.Fprintf(&b, "- `%s` %s\n", c.Name, c.Type)
	}
	return b.String()
}

// lookupTable finds a table of the catalog by the name a statement writes
// (bare, or qualified by database or catalog).
func lookupTable(fx Facts, name string) *semantics.Table {
	if fx.Catalog == nil {
		return nil
	}
	tables := fx.Catalog.Tables()
	if t := tables[name]; t != nil {
		return t
	}
	for p, t := range tables {
		if strings.HasSuffix(p, "."+name) {
			return t
		}
	}
	return nil
}

// columnItems are the columns of the tables the statement reads (of the
// one the qualifier names, when there is one).
func columnItems(x *Context, fx Facts) []Item {
	var items []Item
	seen := map[string]bool{}
	for _, tn := range x.Tables {
		if x.Qualifier != "" && !strings.EqualFold(x.Qualifier, tn.Alias) && !strings.EqualFold(x.Qualifier, lastPart(tn.Name)) {
			continue
		}
		t := lookupTable(fx, tn.Name)
		if t == nil {
			continue
		}
		for _, c := range t.Columns {
			if !seen[c.Name] {
				seen[c.Name] = true
				items = append(items, Item{Label: c.Name, Kind: ItemColumn, Detail: c.Type.String() + " (" + tn.Name + ")"})
			}
		}
	}
	return items
}

func lastPart(name string) string { return name[strings.LastIndexByte(name, '.')+1:] }

// functionItems are the built-in functions of the job's oldest line.
func functionItems(fx Facts) []Item {
	cat := fx.functions()
	var items []Item
	for _, name := range cat.Names() {
		f, _ := cat.Lookup(name)
		items = append(items, Item{Label: name, Kind: ItemFunction, Detail: signature(f, name), Doc: withDescription(f.Description(), functionDoc(f))})
	}
	return items
}

// functionDoc says what kind of function f is and since when Flink has
// it.
func functionDoc(f *functions.Function) string {
	d := "A built-in " + f.Kind.String() + " function"
	if f.Since != (functions.Version{}) {
		d += ", since Flink " + f.Since.String()
	}
	return d + "."
}

// Keywords offered where a statement starts and inside expressions. They
// are Flink SQL's words for those places (Flink's parser grammar), not
// a list of every reserved word.
var (
	statementKeywords = []string{"SELECT", "INSERT INTO", "INSERT OVERWRITE", "CREATE TABLE", "CREATE TEMPORARY TABLE",
		"CREATE VIEW", "CREATE TEMPORARY VIEW", "CREATE FUNCTION", "CREATE CATALOG", "CREATE DATABASE", "ALTER TABLE",
		"DROP TABLE", "DROP VIEW", "SET", "RESET", "USE", "USE CATALOG", "EXECUTE STATEMENT SET", "BEGIN STATEMENT SET;",
		"END;", "EXPLAIN", "DESCRIBE", "SHOW TABLES", "FROM", "WHERE", "GROUP BY", "HAVING", "ORDER BY", "LIMIT",
		"JOIN", "LEFT JOIN", "INNER JOIN", "ON", "UNION ALL", "WINDOW", "WITH", "AS"}
	exprKeywords = []string{"CASE", "WHEN", "THEN", "ELSE", "END", "CAST", "TRY_CAST", "AND", "OR", "NOT", "IS NULL",
		"IS NOT NULL", "BETWEEN", "IN", "LIKE", "DISTINCT", "INTERVAL", "TRUE", "FALSE", "NULL"}
)

func keywordItems(words []string) []Item {
	items := make([]Item, len(words))
	for i, w := range words {
		items[i] = Item{Label: w, Kind: ItemKeyword}
	}
	return items
}

// configKeyItems are the Flink configuration keys of every line of the
// job, without those in skip.
func configKeyItems(fx Facts, operator bool, skip map[string]bool) []Item {
	lines := fx.lines()
	keys, exact := flink.ConfigKeysIn(lines[0], operator)
	var others [][]flink.ConfigKey
	for _, v := range lines[1:] {
		k, _ := flink.ConfigKeysIn(v, operator)
		others = append(others, k)
	}
	var items []Item
	for _, ck := range keys {
		if skip[ck.Key] || !inAll(others, ck.Key) {
			continue
		}
		items = append(items, Item{Label: ck.Key, Kind: ItemConfigKey, Detail: configDetail(ck), Doc: withDescription(flink.DescribeConfigKey(ck.Key), configDoc(ck, exact, lines[0]))})
	}
	return items
}

func inAll(lists [][]flink.ConfigKey, key string) bool {
	for _, l := range lists {
		i := sort.Search(len(l), func(i int) bool { return l[i].Key >= key })
		if i == len(l) || l[i].Key != key {
			return false
		}
	}
	return true
}

// configKey finds a configuration key of the job's first line.
func configKey(fx Facts, key string) (flink.ConfigKey, bool) {
	keys, _ := flink.ConfigKeysIn(fx.lines()[0], true)
	i := sort.Search(len(keys), func(i int) bool { return keys[i].Key >= key })
	if i < len(keys) && keys[i].Key == key {
		return keys[i], true
	}
	return flink.ConfigKey{}, false
}

func configDetail(ck flink.ConfigKey) string {
	d := ck.Type.String()
	if ck.Type == flink.TypeEnum && len(ck.EnumValues) > 0 {
		d = strings.Join(ck.EnumValues, " | ")
	}
	if ck.Default != "" {
		d += ", default " + ck.Default
	}
	return d
}

// configDoc is what else the catalogue says of a configuration key, and
// which line's list it comes from when the job's was not read.
func configDoc(ck flink.ConfigKey, exact bool, v flink.Version) string {
	var b strings.Builder
	if !ck.Since.IsZero() {
		fmt.Fprintf(&b, "Since Flink %s. ", ck.Since)
	}
	if ck.Introduced != "" {
		fmt.Fprintf(&b, "Since %s %s. ", ck.Repository, ck.Introduced)
	}
	if len(ck.DeprecatedKeys) > 0 {
		fmt.Fprintf(&b, "Also read from %s. ", strings.Join(ck.DeprecatedKeys, ", "))
	}
	if ck.Note != "" {
		b.WriteString(ck.Note + ". ")
	}
	if !exact && !v.IsZero() {
		fmt.Fprintf(&b, "Listed from the Flink release nearest to %s that flinklint read. ", v)
	}
	if ck.Declared != "" {
		fmt.Fprintf(&b, "\n\nDeclared in %s `%s`.", ck.Repository, ck.Declared)
	}
	return strings.TrimSpace(b.String())
}
