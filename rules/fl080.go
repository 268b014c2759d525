package rules

import (
	"bytes"
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// FL080 flags an unquoted SQL identifier spelled as a word that Flink 2.x's
// SQL parser reserves and 1.20's did not, where 2.x runs or is planned.
var FL080 = newRule(fl080Doc, runFL080, model.Analyzer)

var fl080Doc = Doc{
	ID:           "FL080",
	Name:         "sql-identifier-reserved-in-2x",
	Summary:      "an unquoted SQL identifier that is a reserved word of Flink 2.x's SQL parser and was not of 1.20's",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "sql"},
	Explanation: `
Flink's SQL parser is generated from Calcite's grammar: every keyword of Calcite's keyword list and of
Flink's own ` + "`keywords`" + ` is reserved unless a non-reserved list names it, and a reserved word can name a
column, table or alias only quoted with backticks. Flink 2.0 moved from Calcite 1.32 to 1.34 (2.2 to 1.36),
whose new keywords Flink does not list as non-reserved, so words that 1.20 read as plain identifiers
are reserved on 2.x and a statement using one unquoted no longer parses:

- 2.0: ` + "`DATETIME`, `DATE_TRUNC`, `QUALIFY`, `QUARTERS`, `WEEKS`, `TIMESTAMP_DIFF`, `TIMESTAMP_TRUNC`, `TIME_DIFF`, `TIME_TRUNC`" + `
  and the day names ` + "`MONDAY`" + ` to ` + "`SUNDAY`" + `;
- 2.1 adds ` + "`STRUCTURED`" + ` and ` + "`VARIANT`" + ` (and makes ` + "`MODEL`" + ` non-reserved);
- 2.2 adds ` + "`CONTAINS_SUBSTR`, `DATETIME_TRUNC`, `JSON_SCOPE`, `ORDINAL`, `SAFE_CAST`, `SAFE_OFFSET`, `SAFE_ORDINAL`, `TRY_CAST`" + `.

The words are generated into ` + "`flink/sources/upgrade.json`" + ` (` + "`sql_reserved`" + `) from the parser's sources at
each release tag. flinklint reports such a word (in any case) where the parse shows it names something:
a table, view or CTE name, a column of ` + "`CREATE TABLE`" + ` (physical, computed, metadata), of a watermark,
primary key or ` + "`PARTITIONED BY`" + `, a view's or an ` + "`INSERT`" + `'s column list, a select item's alias, a
table name or alias in ` + "`FROM`" + `, a ` + "`USING`" + ` column; in ` + "`.sql`" + ` files and in SQL passed to PyFlink as a
string. Keyword uses (a function call, a time unit) are
not identifiers and are not reported. Column references inside expressions are not read yet, nor a
table alias spelled ` + "`QUALIFY`" + ` (without ` + "`AS`" + ` it is 2.x's ` + "`QUALIFY`" + ` clause).
A job that may use the Hive dialect (` + "`table.sql-dialect`" + ` set to ` + "`hive`" + ` or to a value not known
statically, ` + "`SqlDialect.HIVE`" + ` in its Python entry) is not judged: Hive's parser reserves other words.
`,
	Levels: `
- ` + "`error`" + `: the Flink line there is 2.x.
- ` + "`warning`" + `: it is 1.x and a planned target is given (` + "`--target-flink`" + `, ` + "`target-flink:`" + `).
`,
	Examples: []Example{
		{Path: ".flinklint.yaml", Lang: "yaml", Code: `flink-version: "2.0"`},
		{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE shifts (
  id INT,
  monday BOOLEAN
) WITH ('connector' = 'datagen');`},
	},
	Fix: "Quote the identifier with backticks (`` `monday` ``) wherever it is written, or rename it.",
	Sources: []string{
		"apache/flink flink-table/flink-sql-parser/src/main/codegen/templates/Parser.jj (the keyword tokens after the KEYWORDS comment) and data/Parser.tdd (keywords, nonReservedKeywords, nonReservedKeywordsToAdd) at release-1.20.4, release-2.0.2-rc4, release-2.1.2-rc1 and release-2.2.1-rc2; config.fmpp there reads Parser.tdd only (via flink/sources/upgrade.json, sql_reserved)",
		"apache/flink flink-table/pom.xml calcite.version: 1.32.0 at release-1.20.4, 1.34.0 at release-2.0.2-rc4 and release-2.1.2-rc1, 1.36.0 at release-2.2.1-rc2; Flink's Parser.jj keyword list equals apache/calcite core/src/main/codegen/templates/Parser.jj's at calcite-1.32.0, calcite-1.34.0, calcite-1.36.0, plus VARIANT from release-2.1.2-rc1 on",
	},
}

func runFL080(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		target, ok := upgradeTargetOf(m, job)
		if !ok || mayUseHiveDialect(job) {
			continue
		}
		for _, u := range job.Units {
			if u.Script == nil || (u.File != nil && u.File.OtherDialect) {
				continue
			}
			hive := false // after SET 'table.sql-dialect' = 'hive': Hive's parser, not Flink's
			for _, st := range u.Script.Statements {
				if set, ok := st.(*sqlparse.Set); ok && strings.EqualFold(set.Key.Value, "table.sql-dialect") {
					hive = set.Key.Hole || set.Value.Hole || strings.EqualFold(strings.TrimSpace(set.Value.Value), "hive")
				}
				if ct, ok := st.(*sqlparse.CreateTable); hive || ok && ct.Hive {
					continue
				}
				for _, id := range statementNames(st) {
					if id.Quoted || id.Hole || id.Name == "" {
						continue
					}
					tag, base, ok := flink.SQLWordReservedIn(id.Name, target.version)
					if !ok {
						continue
					}
					pos, end := u.Range(id.Span)
					if seen[pos] {
						continue
					}
					seen[pos] = true
					m.Report(pass, target.level, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
						"%s is a reserved word of %s's SQL parser (%s; not of %s): unquoted as a name, the statement fails to parse there; quote it with backticks: `%s`",
						id.Name, target.label, tag, base, strings.ReplaceAll(id.Name, "`", "``"))})
				}
			}
		}
	}
	return nil, nil
}

// mayUseHiveDialect reports whether the job may switch to the Hive
// dialect outside its SQL scripts (a setting of table.sql-dialect that is
// hive or unknown, or SqlDialect.HIVE in its Python entry): Hive's parser
// reserves other words, so the job is not judged.
func mayUseHiveDialect(job *model.Job) bool {
	for _, o := range job.Settings {
		if o.Key == "table.sql-dialect" && (o.Hole || strings.EqualFold(strings.TrimSpace(o.Value), "hive")) {
			return true
		}
	}
	return job.Entry != nil && bytes.Contains(job.Entry.Src, []byte("SqlDialect.HIVE"))
}

// statementNames are the identifiers a statement's parse shows naming a
// table, view, column, CTE or alias (never a function or a keyword use).
func statementNames(st sqlparse.Statement) []sqlparse.Ident {
	var out []sqlparse.Ident
	switch s := st.(type) {
	case *sqlparse.CreateTable:
		out = append(out, s.Name.Parts...)
		for _, c := range s.Columns {
			out = append(out, c.Name)
		}
		out = append(out, s.ColumnNames...)
		for _, w := range s.Watermarks {
			out = append(out, w.Column)
		}
		if s.PrimaryKey != nil {
			out = append(out, s.PrimaryKey.Columns...)
		}
		out = append(out, s.PartitionBy...)
		out = append(out, queryNames(s.AsQuery)...)
	case *sqlparse.CreateView:
		out = append(out, s.Name.Parts...)
		out = append(out, s.Columns...)
		out = append(out, queryNames(s.Query)...)
	case *sqlparse.Insert:
		out = append(out, insertNames(s)...)
	case *sqlparse.StatementSet:
		for _, in := range s.Inserts {
			out = append(out, insertNames(in)...)
		}
	case *sqlparse.Select:
		out = append(out, queryNames(s.Query)...)
	}
	return out
}

func insertNames(s *sqlparse.Insert) []sqlparse.Ident {
	out := append([]sqlparse.Ident{}, s.Target.Parts...)
	out = append(out, s.Columns...)
	return append(out, queryNames(s.Query)...)
}

func queryNames(q *sqlparse.Query) []sqlparse.Ident {
	if q == nil {
		return nil
	}
	return queryNodeNames(q.Body, 0)
}

// queryNodeNames are the CTE names and columns, the select items' aliases
// and the FROM items' names and aliases of a query tree (an opaque node
// gives none).
func queryNodeNames(n sqlparse.QueryNode, depth int) []sqlparse.Ident {
	if depth > 64 {
		return nil
	}
	var out []sqlparse.Ident
	switch q := n.(type) {
	case *sqlparse.SelectNode:
		for _, it := range q.Items {
			if !it.Star {
				out = append(out, it.Alias)
			}
		}
		out = append(out, fromNames(q.From, depth+1)...)
	case *sqlparse.SetOpNode:
		out = append(out, queryNodeNames(q.Left, depth+1)...)
		out = append(out, queryNodeNames(q.Right, depth+1)...)
	case *sqlparse.WithNode:
		for _, c := range q.CTEs {
			out = append(out, c.Name)
			out = append(out, c.Columns...)
			out = append(out, queryNodeNames(c.Query, depth+1)...)
		}
		out = append(out, queryNodeNames(q.Body, depth+1)...)
	case *sqlparse.OrderedNode:
		out = append(out, queryNodeNames(q.Body, depth+1)...)
	}
	return out
}

// fromNames are the table names, aliases (with their column lists) and
// USING columns of a FROM item; a table function's name is a call, not
// read. An alias spelled QUALIFY is left out: written without AS it is the
// QUALIFY clause of 2.x, which the tree does not tell apart.
func fromNames(t sqlparse.TableNode, depth int) []sqlparse.Ident {
	if depth > 64 {
		return nil
	}
	var out []sqlparse.Ident
	alias := func(a sqlparse.TableAlias) {
		if !strings.EqualFold(a.Name.Name, "QUALIFY") {
			out = append(out, a.Name)
		}
		out = append(out, a.Columns...)
	}
	switch n := t.(type) {
	case *sqlparse.NamedTable:
		out = append(out, n.Name.Parts...)
		alias(n.Alias)
	case *sqlparse.DerivedTable:
		out = append(out, queryNodeNames(n.Query, depth+1)...)
		alias(n.Alias)
	case *sqlparse.FunctionTable:
		alias(n.Alias)
	case *sqlparse.UnnestTable:
		alias(n.Alias)
	case *sqlparse.OpaqueTable:
		alias(n.Alias)
	case *sqlparse.JoinNode:
		out = append(out, fromNames(n.Left, depth+1)...)
		out = append(out, fromNames(n.Right, depth+1)...)
		out = append(out, n.Using...)
	}
	return out
}
