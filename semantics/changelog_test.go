package semantics

import (
	"testing"

	"github.com/flinklint/flinklint/sqlparse"
)

// changelogText prints a changelog as the tests expect it: insert-only,
// unknown, or the kinds beyond inserts with the producing node's name.
func changelogText(c Changelog) string {
	switch {
	case c.InsertOnly():
		return "insert-only"
	case !c.Updating():
		return "unknown"
	}
	node := c.Node
	for i, r := range node {
		if r == '(' || r == ' ' {
			node = node[:i]
			break
		}
	}
	return c.KindsText() + " by " + node
}

const changelogDDL = `
CREATE TABLE clicks (user_id BIGINT, url STRING, ts TIMESTAMP(3), pt AS PROCTIME(),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka', 'topic' = 'c', 'format' = 'json');
CREATE TABLE orders (id BIGINT, amount INT) WITH ('connector' = 'kafka', 'topic' = 'o', 'format' = 'debezium-json');
CREATE TABLE users (user_id BIGINT, name STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts,
  PRIMARY KEY (user_id) NOT ENFORCED) WITH ('connector' = 'upsert-kafka', 'topic' = 'u', 'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE dim (user_id BIGINT, name STRING) WITH ('connector' = 'jdbc', 'url' = 'jdbc:x', 'table-name' = 'd');
CREATE TABLE vals (a INT, b STRING) WITH ('connector' = 'values', 'changelog-mode' = 'I,UA,D');
CREATE TABLE custom (a INT) WITH ('connector' = 'my-own');
`

func TestChangelogInference(t *testing.T) {
	cases := []struct{ name, query, want string }{
		{"append-only source", `SELECT * FROM clicks`, "insert-only"},
		{"projection and filter keep the kind", `SELECT id FROM orders WHERE amount > 1`, "update and delete by TableSourceScan"},
		{"upsert source is normalised", `SELECT * FROM users`, "update and delete by ChangelogNormalize"},
		{"values changelog-mode", `SELECT a FROM vals`, "update and delete by ChangelogNormalize"},
		{"unknown connector", `SELECT a FROM custom`, "unknown"},
		{"unknown table", `SELECT a FROM elsewhere`, "unknown"},
		{"group by", `SELECT url, COUNT(*) FROM clicks GROUP BY url`, "update by GroupAggregate"},
		{"group by over a changelog deletes", `SELECT id, SUM(amount) FROM orders GROUP BY id`, "update and delete by GroupAggregate"},
		{"group by an unknown table still updates", `SELECT page, COUNT(*) FROM elsewhere GROUP BY page`, "update by GroupAggregate"},
		{"global aggregate", `SELECT COUNT(*) FROM clicks`, "update by GroupAggregate"},
		{"distinct", `SELECT DISTINCT url FROM clicks`, "update by GroupAggregate"},
		{"window aggregate", `SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end`, "insert-only"},
		{"window aggregate through a subquery", `SELECT ws, we, COUNT(*) FROM (SELECT window_start AS ws, window_end AS we FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE))) GROUP BY ws, we`, "insert-only"},
		{"group by one window bound is not decided", `SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start`, "unknown"},
		{"group window function", `SELECT url, COUNT(*) FROM clicks GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE), url`, "insert-only"},
		{"group by a plain key over a window TVF", `SELECT url, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY url`, "update by GroupAggregate"},
		{"inner join of appends", `SELECT * FROM clicks c JOIN dim d ON c.user_id = d.user_id`, "insert-only"},
		{"left join", `SELECT * FROM clicks c LEFT JOIN dim d ON c.user_id = d.user_id`, "update and delete by Join"},
		{"left interval join is not decided", `SELECT * FROM clicks c LEFT JOIN clicks d ON c.user_id = d.user_id AND c.ts BETWEEN d.ts AND d.ts + INTERVAL '1' HOUR`, "unknown"},
		{"inner join forwards changes", `SELECT * FROM clicks c JOIN orders o ON c.user_id = o.id`, "update and delete by TableSourceScan"},
		{"temporal join forwards the left side", `SELECT * FROM clicks c LEFT JOIN users FOR SYSTEM_TIME AS OF c.ts AS u ON c.user_id = u.user_id`, "insert-only"},
		{"lookup join forwards the left side", `SELECT * FROM clicks c JOIN dim FOR SYSTEM_TIME AS OF c.pt AS d ON c.user_id = d.user_id`, "insert-only"},
		{"union all", `SELECT user_id FROM clicks UNION ALL SELECT id FROM orders`, "update and delete by TableSourceScan"},
		{"union all of appends", `SELECT user_id FROM clicks UNION ALL SELECT user_id FROM clicks`, "insert-only"},
		{"union distinct", `SELECT user_id FROM clicks UNION SELECT user_id FROM clicks`, "update by GroupAggregate"},
		{"top-n", `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY url DESC) AS rn FROM clicks) WHERE rn <= 3`, "update and delete by Rank"},
		{"first row on proctime", `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY pt ASC) AS rn FROM clicks) WHERE rn = 1`, "insert-only"},
		{"first row on rowtime", `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY ts ASC) AS rn FROM clicks) WHERE rn = 1`, "update and delete by Deduplicate"},
		{"last row on proctime", `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY pt DESC) AS rn FROM clicks) WHERE rn = 1`, "update and delete by Deduplicate"},
		{"window top-n", `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY url) AS rn FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE))) WHERE rn <= 3`, "insert-only"},
		{"over aggregate", `SELECT user_id, COUNT(*) OVER (PARTITION BY user_id ORDER BY ts) FROM clicks`, "insert-only"},
		{"order by with limit", `SELECT * FROM clicks ORDER BY url LIMIT 3`, "update and delete by SortLimit"},
		{"semi join of an updating subquery is not decided", `SELECT * FROM clicks WHERE user_id IN (SELECT id FROM orders)`, "unknown"},
		{"semi join forwards the left side", `SELECT * FROM orders WHERE id IN (SELECT user_id FROM clicks)`, "update and delete by TableSourceScan"},
		{"semi join of appends", `SELECT * FROM clicks c WHERE EXISTS (SELECT 1 FROM dim d WHERE d.user_id = c.user_id) AND url <> ''`, "insert-only"},
		{"anti join", `SELECT * FROM clicks WHERE user_id NOT IN (SELECT user_id FROM dim)`, "update and delete by Join"},
		{"not exists", `SELECT * FROM clicks c WHERE NOT EXISTS (SELECT 1 FROM dim d WHERE d.user_id = c.user_id)`, "update and delete by Join"},
		{"anti join of a subquery without a table is not decided", `SELECT * FROM clicks WHERE NOT EXISTS (SELECT 1)`, "unknown"},
		{"subquery under OR is not modelled", `SELECT * FROM clicks WHERE url = 'a' OR user_id IN (SELECT user_id FROM dim)`, "unknown"},
		{"scalar subquery is not modelled", `SELECT (SELECT COUNT(*) FROM dim) FROM clicks`, "unknown"},
		{"top-n joined", `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY url DESC) AS rn FROM clicks) t JOIN dim d ON t.user_id = d.user_id WHERE t.rn <= 3`, "update and delete by Rank"},
		{"top-n under a left join is not decided", `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY url DESC) AS rn FROM clicks) t LEFT JOIN dim d ON t.user_id = d.user_id WHERE t.rn <= 3`, "unknown"},
		{"values", `SELECT * FROM (VALUES (1, 'a')) AS t(a, b)`, "insert-only"},
		{"unnest forwards the left side", `SELECT * FROM orders CROSS JOIN UNNEST(ARRAY[1]) AS x(n)`, "update and delete by TableSourceScan"},
		{"view of an aggregate", `SELECT * FROM agg`, "update by GroupAggregate"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			job := analyzeSQL(changelogDDL + "CREATE VIEW agg AS SELECT url, COUNT(*) AS n FROM clicks GROUP BY url;\n" + c.query + ";")
			var got Changelog
			found := false
			for q, cl := range job.changelogs.all() {
				if _, ok := q.(*sqlparse.SelectNode); ok && q.QuerySpan().Start > len(changelogDDL)+60 {
					got, found = cl, true
				}
				if o, ok := q.(*sqlparse.OrderedNode); ok && o.Span.Start > len(changelogDDL)+60 {
					got, found = cl, true
				}
				if s, ok := q.(*sqlparse.SetOpNode); ok && s.Span.Start > len(changelogDDL)+60 {
					got, found = cl, true
				}
			}
			if !found {
				t.Fatalf("no changelog recorded for the query")
			}
			if s := changelogText(got); s != c.want {
				t.Errorf("got %s, want %s", s, c.want)
			}
		})
	}
}
