package sqlparse

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// sexpr renders an AST node compactly: Type(field=value ...), without spans
// and zero fields; an Ident is its name, a QualifiedName its dotted form.
func sexpr(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return "nil"
		}
		return sexpr(v.Elem())
	case reflect.Slice:
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i] = sexpr(v.Index(i))
		}
		return "[" + strings.Join(parts, " ") + "]"
	case reflect.Struct:
		switch x := v.Interface().(type) {
		case Ident:
			return x.Name
		case QualifiedName:
			return x.String()
		case Span:
			return ""
		case Column:
			return sexprColumn(x)
		}
		var fields []string
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if f.IsZero() || v.Type().Field(i).Type == reflect.TypeFor[Span]() {
				continue
			}
			fields = append(fields, v.Type().Field(i).Name+"="+sexpr(f))
		}
		return v.Type().Name() + "(" + strings.Join(fields, " ") + ")"
	case reflect.String:
		return fmt.Sprintf("%q", v.String())
	}
	return fmt.Sprint(v.Interface())
}

// sexprColumn renders a column as sexpr renders a struct, with what its
// methods return in place of its unexported fields.
func sexprColumn(c Column) string {
	var fields []string
	for _, f := range []struct {
		name string
		v    any
	}{
		{"Name", c.Name}, {"Kind", c.Kind}, {"Type", c.Type}, {"ExprAST", c.ExprAST()},
		{"MetadataOf", c.MetadataOf()}, {"MetadataOfHole", c.MetadataOfHole},
		{"Virtual", c.Virtual}, {"PrimaryKey", c.PrimaryKey}, {"Comment", c.Comment()},
	} {
		if v := reflect.ValueOf(f.v); v.IsValid() && !v.IsZero() {
			fields = append(fields, f.name+"="+sexpr(v))
		}
	}
	return "Column(" + strings.Join(fields, " ") + ")"
}

// queryBody returns the AST of the statement's query.
func queryBody(st Statement) QueryNode {
	switch s := st.(type) {
	case *Select:
		return s.Query.Body
	case *Insert:
		if s.Query != nil {
			return s.Query.Body
		}
		return s.Values
	case *CreateView:
		return s.Query.Body
	case *CreateTable:
		if s.AsQuery != nil {
			return s.AsQuery.Body
		}
	}
	return nil
}

func TestQueryAST(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"select list", "SELECT a, t.b AS x, f(c) y, * , t.* FROM t",
			`SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[a])) SelectItem(Expr=NameExpr(Parts=[t b]) Alias=x) SelectItem(Expr=CallExpr(Name=f Args=[NameExpr(Parts=[c])]) Alias=y) SelectItem(Star=true) SelectItem(Star=true Qualifier=[t])] From=NamedTable(Name=t))`},
		{"joins", "SELECT 1 FROM a JOIN b ON a.x = b.x LEFT OUTER JOIN c USING (y), d",
			`SelectNode(Items=[SelectItem(Expr=LiteralExpr(Text="1"))] From=JoinNode(Kind=5 Left=JoinNode(Kind=1 Left=JoinNode(Left=NamedTable(Name=a) Right=NamedTable(Name=b) On=BinaryExpr(Op="=" L=NameExpr(Parts=[a x]) R=NameExpr(Parts=[b x]))) Right=NamedTable(Name=c) Using=[y]) Right=NamedTable(Name=d)))`},
		{"temporal join and alias", "SELECT o.id FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r (c, v) ON o.c = r.c",
			`SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[o id]))] From=JoinNode(Left=NamedTable(Name=orders Alias=TableAlias(Name=o)) Right=NamedTable(Name=rates SystemTime=NameExpr(Parts=[o ts]) Alias=TableAlias(Name=r Columns=[c v])) On=BinaryExpr(Op="=" L=NameExpr(Parts=[o c]) R=NameExpr(Parts=[r c]))))`},
		{"window tvf", "SELECT window_start, SUM(x) FROM TABLE(TUMBLE(TABLE bid, DESCRIPTOR(ts), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end",
			`SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[window_start])) SelectItem(Expr=CallExpr(Name=SUM Args=[NameExpr(Parts=[x])]))] From=FunctionTable(Call=CallExpr(Name=TUMBLE Args=[TableArgExpr(Name=bid) DescriptorExpr(Columns=[ts]) IntervalExpr(Value=LiteralExpr(Kind=1 Text="10") From="MINUTE")])) GroupBy=[NameExpr(Parts=[window_start]) NameExpr(Parts=[window_end])] Grouped=true)`},
		// PARTITION BY takes one simple name or a parenthesised list: the
		// ',' after a single key ends the table argument (Calcite's
		// SimpleIdentifierOrList), so the arguments after it are read.
		{"table argument partitioned by one key", "SELECT * FROM TABLE(SESSION(TABLE bid PARTITION BY k, DESCRIPTOR(ts), INTERVAL '1' MINUTE))",
			`SelectNode(Items=[SelectItem(Star=true)] From=FunctionTable(Call=CallExpr(Name=SESSION Args=[TableArgExpr(Name=bid PartitionBy=[NameExpr(Parts=[k])]) DescriptorExpr(Columns=[ts]) IntervalExpr(Value=LiteralExpr(Kind=1 Text="1") From="MINUTE")])))`},
		{"table argument partitioned by a list and ordered", "SELECT * FROM TABLE(f(TABLE bid PARTITION BY (k, j) ORDER BY ts DESC, 3))",
			`SelectNode(Items=[SelectItem(Star=true)] From=FunctionTable(Call=CallExpr(Name=f Args=[TableArgExpr(Name=bid PartitionBy=[NameExpr(Parts=[k]) NameExpr(Parts=[j])] OrderBy=[OrderItem(Expr=NameExpr(Parts=[ts]) Desc=true)]) LiteralExpr(Text="3")])))`},
		// A query operand of a table function is its table argument.
		{"query as table argument", "SELECT * FROM TABLE(TUMBLE((SELECT a, ts FROM bid), DESCRIPTOR(ts), INTERVAL '1' MINUTE))",
			`SelectNode(Items=[SelectItem(Star=true)] From=FunctionTable(Call=CallExpr(Name=TUMBLE Args=[TableArgExpr(Query=SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[a])) SelectItem(Expr=NameExpr(Parts=[ts]))] From=NamedTable(Name=bid))) DescriptorExpr(Columns=[ts]) IntervalExpr(Value=LiteralExpr(Kind=1 Text="1") From="MINUTE")])))`},
		{"partitioned query as table argument", "SELECT * FROM TABLE(f(DATA => (SELECT * FROM bid) PARTITION BY k, x => 1))",
			`SelectNode(Items=[SelectItem(Star=true)] From=FunctionTable(Call=CallExpr(Name=f Args=[NamedArgExpr(Name=DATA Value=TableArgExpr(Query=SelectNode(Items=[SelectItem(Star=true)] From=NamedTable(Name=bid)) PartitionBy=[NameExpr(Parts=[k])])) NamedArgExpr(Name=x Value=LiteralExpr(Text="1"))])))`},
		// A scalar function's query operand stays a scalar subquery.
		{"query as scalar argument", "SELECT COALESCE((SELECT 1), 2)",
			`SelectNode(Items=[SelectItem(Expr=CallExpr(Name=COALESCE Args=[SubqueryExpr(Query=SelectNode(Items=[SelectItem(Expr=LiteralExpr(Text="1"))])) LiteralExpr(Text="2")]))])`},
		// A query argument needs no parentheses (PartitionedQueryOrQueryOrExpr).
		{"bare query as scalar argument", "SELECT COALESCE(SELECT invalid)",
			`SelectNode(Items=[SelectItem(Expr=CallExpr(Name=COALESCE Args=[SubqueryExpr(Query=SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[invalid]))]))]))])`},
		{"lateral table and unnest", "SELECT s, v FROM t, LATERAL TABLE(split(x)) AS T(s) CROSS JOIN UNNEST(arr) WITH ORDINALITY AS u (v, n)",
			`SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[s])) SelectItem(Expr=NameExpr(Parts=[v]))] From=JoinNode(Kind=4 Left=JoinNode(Kind=5 Left=NamedTable(Name=t) Right=FunctionTable(Lateral=true Call=CallExpr(Name=split Args=[NameExpr(Parts=[x])]) Alias=TableAlias(Name=T Columns=[s]))) Right=UnnestTable(Args=[NameExpr(Parts=[arr])] WithOrdinality=true Alias=TableAlias(Name=u Columns=[v n]))))`},
		{"with union order limit", "WITH c AS (SELECT a FROM t) SELECT a FROM c UNION ALL SELECT a FROM t ORDER BY a DESC LIMIT 10",
			`WithNode(CTEs=[CTE(Name=c Query=SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[a]))] From=NamedTable(Name=t)))] Body=OrderedNode(Body=SetOpNode(Op="UNION" All=true Left=SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[a]))] From=NamedTable(Name=c)) Right=SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[a]))] From=NamedTable(Name=t))) OrderBy=[OrderItem(Expr=NameExpr(Parts=[a]) Desc=true)] Limit=LiteralExpr(Text="10")))`},
		{"expressions", "SELECT CAST(a AS DECIMAL(10, 2)), CASE WHEN b IS NOT NULL THEN 1 ELSE -2 END, c NOT BETWEEN 1 AND 2, d LIKE 'x%', e IN (1, 2), m['k'], arr[1].f, x || 'y' FROM t",
			`SelectNode(Items=[SelectItem(Expr=CastExpr(X=NameExpr(Parts=[a]) Type="DECIMAL(10, 2)")) SelectItem(Expr=CaseExpr(Whens=[WhenClause(When=IsExpr(X=NameExpr(Parts=[b]) Not=true What="NULL") Then=LiteralExpr(Text="1"))] Else=UnaryExpr(Op="-" X=LiteralExpr(Text="2")))) SelectItem(Expr=BetweenExpr(X=NameExpr(Parts=[c]) Lo=LiteralExpr(Text="1") Hi=LiteralExpr(Text="2") Not=true)) SelectItem(Expr=LikeExpr(Op="LIKE" X=NameExpr(Parts=[d]) Pattern=LiteralExpr(Kind=1 Text="x%"))) SelectItem(Expr=InExpr(X=NameExpr(Parts=[e]) List=[LiteralExpr(Text="1") LiteralExpr(Text="2")])) SelectItem(Expr=IndexExpr(X=NameExpr(Parts=[m]) Index=LiteralExpr(Kind=1 Text="k"))) SelectItem(Expr=FieldExpr(X=IndexExpr(X=NameExpr(Parts=[arr]) Index=LiteralExpr(Text="1")) Field=f)) SelectItem(Expr=BinaryExpr(Op="||" L=NameExpr(Parts=[x]) R=LiteralExpr(Kind=1 Text="y")))] From=NamedTable(Name=t))`},
		{"aggregates over filter", "SELECT COUNT(*), COUNT(DISTINCT a) FILTER (WHERE b > 0), SUM(c) OVER (PARTITION BY d ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM t",
			`SelectNode(Items=[SelectItem(Expr=CallExpr(Name=COUNT Star=true)) SelectItem(Expr=CallExpr(Name=COUNT Distinct=true Args=[NameExpr(Parts=[a])] Filter=BinaryExpr(Op=">" L=NameExpr(Parts=[b]) R=LiteralExpr(Text="0")))) SelectItem(Expr=CallExpr(Name=SUM Args=[NameExpr(Parts=[c])] Over=WindowSpec(PartitionBy=[NameExpr(Parts=[d])] OrderBy=[OrderItem(Expr=NameExpr(Parts=[ts]))] FrameTokens=["ROWS" "BETWEEN" "2" "PRECEDING" "AND" "CURRENT" "ROW"])))] From=NamedTable(Name=t))`},
		{"grouping sets", "SELECT a FROM t GROUP BY GROUPING SETS ((a, b), a, ())",
			`SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[a]))] From=NamedTable(Name=t) GroupBy=[GroupingExpr(Kind="GROUPING SETS" Items=[RowExpr(Items=[NameExpr(Parts=[a]) NameExpr(Parts=[b])]) NameExpr(Parts=[a]) GroupingExpr(Kind="()")])] Grouped=true)`},
		{"subqueries", "SELECT (SELECT 1) FROM t WHERE EXISTS (SELECT 1 FROM u) AND a IN (SELECT b FROM u)",
			`SelectNode(Items=[SelectItem(Expr=SubqueryExpr(Query=SelectNode(Items=[SelectItem(Expr=LiteralExpr(Text="1"))])))] From=NamedTable(Name=t) Where=BinaryExpr(Op="AND" L=ExistsExpr(Query=SelectNode(Items=[SelectItem(Expr=LiteralExpr(Text="1"))] From=NamedTable(Name=u))) R=InExpr(X=NameExpr(Parts=[a]) Query=SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[b]))] From=NamedTable(Name=u)))))`},
		{"insert values", "INSERT INTO t VALUES (1, 'a'), (2, NULL)",
			`ValuesNode(Rows=[[LiteralExpr(Text="1") LiteralExpr(Kind=1 Text="a")] [LiteralExpr(Text="2") LiteralExpr(Kind=3 Text="NULL")]])`},
		{"opaque call arguments", "SELECT TRIM(BOTH ' ' FROM s), TIMESTAMPADD(DAY, 1, ts) FROM t",
			`SelectNode(Items=[SelectItem(Expr=CallExpr(Name=TRIM OpaqueArgs=true)) SelectItem(Expr=CallExpr(Name=TIMESTAMPADD Args=[LiteralExpr(Kind=6 Text="DAY") LiteralExpr(Text="1") NameExpr(Parts=[ts])]))] From=NamedTable(Name=t))`},
		{"match_recognize", "SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY a ORDER BY ts MEASURES A.x AS x PATTERN (A B) DEFINE A AS A.x > 0) AS m",
			`SelectNode(Items=[SelectItem(Star=true)] From=MatchRecognizeTable(Input=NamedTable(Name=t) PartitionBy=[NameExpr(Parts=[a])] OrderBy=[OrderItem(Expr=NameExpr(Parts=[ts]))] Measures=[SelectItem(Expr=NameExpr(Parts=[A x]) Alias=x)] Pattern=[PatternTerm(Var=A Min=1 Max=1) PatternTerm(Var=B Min=1 Max=1)] Define=[PatternDefine(Var=A Cond=BinaryExpr(Op=">" L=NameExpr(Parts=[A x]) R=LiteralExpr(Text="0")))] Alias=TableAlias(Name=m)))`},
		{"match_recognize quantifiers", "SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.x AS x ALL ROWS PER MATCH AFTER MATCH SKIP PAST LAST ROW PATTERN (A* B+? C{2,}? D{1,3} E?) WITHIN INTERVAL '1' HOUR DEFINE A AS A.x > 0)",
			`SelectNode(Items=[SelectItem(Star=true)] From=MatchRecognizeTable(Input=NamedTable(Name=t) OrderBy=[OrderItem(Expr=NameExpr(Parts=[ts]))] Measures=[SelectItem(Expr=NameExpr(Parts=[A x]) Alias=x)] AllRows=true Pattern=[PatternTerm(Var=A Max=-1) PatternTerm(Var=B Min=1 Max=-1 Reluctant=true) PatternTerm(Var=C Min=2 Max=-1 Reluctant=true) PatternTerm(Var=D Min=1 Max=3) PatternTerm(Var=E Max=1)] Define=[PatternDefine(Var=A Cond=BinaryExpr(Op=">" L=NameExpr(Parts=[A x]) R=LiteralExpr(Text="0")))]))`},
		{"match_recognize pattern not modelled", "SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.x AS x PATTERN ((A | B) C) DEFINE A AS A.x > 0)",
			`SelectNode(Items=[SelectItem(Star=true)] From=MatchRecognizeTable(Input=NamedTable(Name=t) OrderBy=[OrderItem(Expr=NameExpr(Parts=[ts]))] Measures=[SelectItem(Expr=NameExpr(Parts=[A x]) Alias=x)] Define=[PatternDefine(Var=A Cond=BinaryExpr(Op=">" L=NameExpr(Parts=[A x]) R=LiteralExpr(Text="0")))]))`},
		{"match_recognize not modelled", "SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.x AS x PATTERN (A B) SUBSET U = (A, B) DEFINE A AS A.x > 0) AS m",
			`SelectNode(Items=[SelectItem(Star=true)] From=OpaqueTable(Alias=TableAlias(Name=m)))`},
		{"hole", "SELECT a FROM t WHERE " + HoleString,
			`SelectNode(Items=[SelectItem(Expr=NameExpr(Parts=[a]))] From=NamedTable(Name=t) Where=HoleExpr())`},
		{"unmodelled query", "SELECT a FROM t QUALIFY ROW_NUMBER() OVER (ORDER BY a) = 1", `OpaqueQuery()`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Parse(c.src)
			if len(s.Errors) > 0 || len(s.Statements) != 1 {
				t.Fatalf("Parse(%q): %d statements, errors %v", c.src, len(s.Statements), s.Errors)
			}
			if got := sexpr(reflect.ValueOf(queryBody(s.Statements[0]))); got != c.want {
				t.Errorf("Parse(%q)\n got: %s\nwant: %s", c.src, got, c.want)
			}
		})
	}
}

func TestColumnExprAST(t *testing.T) {
	s := Parse("CREATE TABLE t (ts TIMESTAMP(3), p AS PROCTIME(), c AS a * 2 COMMENT 'x', WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)")
	ct := s.Statements[0].(*CreateTable)
	got := []string{
		sexpr(reflect.ValueOf(ct.Columns[1].ExprAST())),
		sexpr(reflect.ValueOf(ct.Columns[2].ExprAST())),
		sexpr(reflect.ValueOf(ct.Watermarks[0].ExprAST)),
	}
	want := []string{
		`CallExpr(Name=PROCTIME)`,
		`BinaryExpr(Op="*" L=NameExpr(Parts=[a]) R=LiteralExpr(Text="2"))`,
		`BinaryExpr(Op="-" L=NameExpr(Parts=[ts]) R=IntervalExpr(Value=LiteralExpr(Kind=1 Text="5") From="SECOND"))`,
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("expression %d\n got: %s\nwant: %s", i, got[i], want[i])
		}
	}
}

// checkAST checks that every query statement has a tree and that every
// span of the tree lies inside the input.
func checkAST(t *testing.T, src string, s *Script) {
	t.Helper()
	for _, st := range s.Statements {
		q := queryBody(st)
		switch st.(type) {
		case *Select, *Insert, *CreateView:
			if q == nil {
				t.Fatalf("%T without a query tree: %q", st, src)
			}
		}
		walkSpans(reflect.ValueOf(q), func(sp Span) {
			if sp.Start < 0 || sp.End > len(src) || sp.Start > sp.End {
				t.Fatalf("span %v outside the input of %d bytes: %q", sp, len(src), src)
			}
		})
	}
}

func walkSpans(v reflect.Value, fn func(Span)) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if !v.IsNil() {
			walkSpans(v.Elem(), fn)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			walkSpans(v.Index(i), fn)
		}
	case reflect.Struct:
		if sp, ok := v.Interface().(Span); ok {
			fn(sp)
			return
		}
		for i := 0; i < v.NumField(); i++ {
			walkSpans(v.Field(i), fn)
		}
	}
}

// BenchmarkQueryAST parses a script of queries; compare with the scan
// alone (the Body is built inside Parse).
func BenchmarkQueryAST(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&sb, `INSERT INTO sink_%d
SELECT o.id, c.name, SUM(o.amount) FILTER (WHERE o.amount > 0) AS total, window_start
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) AS o
LEFT JOIN customers FOR SYSTEM_TIME AS OF o.proc AS c ON o.cid = c.id
WHERE o.status IN ('a', 'b') AND CAST(o.x AS INT) BETWEEN 1 AND 10
GROUP BY o.id, c.name, window_start, window_end;
`, i)
	}
	src := sb.String()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		Parse(src)
	}
}

func TestAlterSchema(t *testing.T) {
	cases := []struct{ src, want string }{
		{"ALTER TABLE t ADD (x AS UPPER(c), y INT AFTER a, PRIMARY KEY (d, x) NOT ENFORCED)",
			`AlterSchema(Action="ADD" Columns=[AlterColumn(Column=Column(Name=x Kind=1 ExprAST=CallExpr(Name=UPPER Args=[NameExpr(Parts=[c])]))) AlterColumn(Column=Column(Name=y Type="INT") After=a)] PrimaryKey=PrimaryKey(Columns=[d x] NotEnforced=true))`},
		{"ALTER TABLE t MODIFY WATERMARK FOR ts AS ts", `AlterSchema(Action="MODIFY" Watermark=Watermark(Column=ts ExprAST=NameExpr(Parts=[ts])))`},
		{"ALTER TABLE t DROP (a, b)", `AlterSchema(Action="DROP" Drop=[a b])`},
		{"ALTER TABLE t DROP CONSTRAINT ct", `AlterSchema(Action="DROP" DropConstraint=ct)`},
		{"ALTER TABLE t RENAME a TO b", `AlterSchema(Action="RENAME" RenameFrom=a RenameTo=b)`},
		{"ALTER TABLE t RENAME TO u", `AlterSchema(Action="RENAME" NewName=u)`},
		{"ALTER TABLE t ADD PARTITION (p = 1)", `nil`},
		{"ALTER TABLE t SET ('k' = 'v')", `nil`},
	}
	for _, c := range cases {
		s := Parse(c.src)
		if len(s.Errors) > 0 {
			t.Fatalf("%s: %v", c.src, s.Errors[0])
		}
		if got := sexpr(reflect.ValueOf(s.Statements[0].(*AlterTable).Schema)); got != c.want {
			t.Errorf("%s\n got: %s\nwant: %s", c.src, got, c.want)
		}
	}
}

func TestQueryHints(t *testing.T) {
	s := Parse("SELECT /*+ BROADCAST(T1, T2), STATE_TTL('T1' = '1d') */ * FROM T1, T2")
	got := sexpr(reflect.ValueOf(s.Statements[0].(*Select).Query.Body.(*SelectNode).Hints))
	want := `[QueryHint(Name="BROADCAST" Args=[T1 T2]) QueryHint(Name="STATE_TTL" Keys=[Literal(Value="T1" Quoted=true)] Values=[Literal(Value="1d" Quoted=true)])]`
	if got != want {
		t.Errorf("got: %s\nwant: %s", got, want)
	}
}
