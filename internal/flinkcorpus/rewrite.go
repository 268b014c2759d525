package flinkcorpus

import (
	"fmt"
	"strings"
)

// scalaTypes are the SQL types of the Scala and Java classes a test's
// addTableSource[(...)] or addDataStream[(...)] names. Every column is
// nullable: the extractor does not model the NOT NULL that Flink derives
// for some primitive fields.
var scalaTypes = map[string]string{
	"Int": "INT", "Integer": "INT", "JInt": "INT", "Long": "BIGINT", "JLong": "BIGINT",
	"String": "STRING", "Double": "DOUBLE", "JDouble": "DOUBLE", "Float": "FLOAT", "JFloat": "FLOAT",
	"Boolean": "BOOLEAN", "JBoolean": "BOOLEAN", "Short": "SMALLINT", "JShort": "SMALLINT",
	"Byte": "TINYINT", "JByte": "TINYINT", "Timestamp": "TIMESTAMP(3)", "LocalDateTime": "TIMESTAMP(3)",
	"Date": "DATE", "LocalDate": "DATE", "Time": "TIME", "LocalTime": "TIME",
	"BigDecimal": "DECIMAL(38, 18)", "JBigDecimal": "DECIMAL(38, 18)", "Instant": "TIMESTAMP_LTZ(3)",
}

// javaTypes are the SQL types of Types.X type informations.
var javaTypes = map[string]string{
	"INT": "INT", "LONG": "BIGINT", "STRING": "STRING", "DOUBLE": "DOUBLE", "FLOAT": "FLOAT",
	"BOOLEAN": "BOOLEAN", "SHORT": "SMALLINT", "BYTE": "TINYINT", "SQL_TIMESTAMP": "TIMESTAMP(3)",
	"LOCAL_DATE_TIME": "TIMESTAMP(3)", "SQL_DATE": "DATE", "SQL_TIME": "TIME", "LOCAL_DATE": "DATE",
	"LOCAL_TIME": "TIME", "BIG_DEC": "DECIMAL(38, 18)", "INSTANT": "TIMESTAMP_LTZ(3)",
}

// field is one column of a table a test registers from Scala.
type field struct {
	name string
	kind string // "", "rowtime" or "proctime"
}

// sourceDDL writes the CREATE TEMPORARY TABLE of a test table registered
// from a DataStream or a test table source (Flink registers both as
// temporary tables): the test connector 'values', insert-only, and bounded
// when the test runs in batch mode ('bounded' = 'true', as TableTestBase's
// addTableSource registers its test source with bounded = isBounded, true
// in a batch test util; the planner rejects an unbounded scan in batch
// mode), a proctime field as a computed PROCTIME() column, a rowtime field
// as a TIMESTAMP(3) column with a watermark on itself.
func sourceDDL(name string, types []string, fields []field, bounded bool) (string, bool) {
	var cols []string
	var rowtime string
	n := 0
	nonProc := len(fields) - countKind(fields, "proctime")
	appended := countKind(fields, "rowtime") == 1 && nonProc == len(types)+1
	if len(fields) > 0 && !appended && nonProc != len(types) {
		return "", false
	}
	for _, f := range fields {
		switch f.kind {
		case "proctime":
			cols = append(cols, fmt.Sprintf("`%s` AS PROCTIME()", f.name))
		case "rowtime":
			if rowtime != "" {
				return "", false
			}
			rowtime = f.name
			cols = append(cols, fmt.Sprintf("`%s` TIMESTAMP(3)", f.name))
			if !appended {
				n++ // replaces the field at its position
			}
		default:
			if n >= len(types) {
				return "", false
			}
			cols = append(cols, fmt.Sprintf("`%s` %s", f.name, types[n]))
			n++
		}
	}
	if len(fields) == 0 {
		for k, t := range types {
			cols = append(cols, fmt.Sprintf("`_%d` %s", k+1, t))
		}
	}
	if rowtime != "" {
		cols = append(cols, fmt.Sprintf("WATERMARK FOR `%s` AS `%s`", rowtime, rowtime))
	}
	with := "'connector' = 'values'"
	if bounded {
		with += ", 'bounded' = 'true'"
	}
	return fmt.Sprintf("CREATE TEMPORARY TABLE `%s` (\n  %s\n) WITH (%s)", name, strings.Join(cols, ",\n  "), with), true
}

func countKind(fs []field, kind string) int {
	n := 0
	for _, f := range fs {
		if f.kind == kind {
			n++
		}
	}
	return n
}

// scalaSource rewrites util.addTableSource[(T1, T2)]("name", 'a, 'b.rowtime)
// and addDataStream into DDL; i is at the call's name. It returns the index
// of the call's last token.
func (w *walker) scalaSource(st *state, i int) int {
	toks := w.c.toks
	tEnd := matching(toks, i+1)
	if tEnd+1 >= len(toks) || !toks[tEnd+1].is("(") {
		return tEnd
	}
	types, typesOK := scalaTypeList(toks[i+2 : tEnd])
	args, end := argRanges(toks, tEnd+1)
	name := ""
	var fields []field
	fieldsOK := true
	for k, a := range args {
		if k == 0 {
			if v, ok := w.evalArg(a); ok {
				name = v
				continue
			}
		}
		f, ok := symbolField(toks[a[0]:a[1]])
		if !ok {
			fieldsOK = false
			continue
		}
		fields = append(fields, f)
	}
	if name == "" {
		st.tableN++
		return end
	}
	if typesOK && fieldsOK {
		if ddl, ok := sourceDDL(name, types, fields, st.batch); ok {
			st.setup = append(st.setup, ddl)
			return end
		}
	}
	st.opaque[strings.ToLower(name)] = true
	return end
}

// javaSource rewrites util.addTableSource("name", new TypeInformation[]
// {Types.INT, ...}, new String[] {"a", ...}).
func (w *walker) javaSource(st *state, i int) {
	toks := w.c.toks
	args, _ := argRanges(toks, i+1)
	if len(args) == 0 {
		return
	}
	name, ok := w.evalArg(args[0])
	if !ok {
		return
	}
	if len(args) != 3 {
		st.opaque[strings.ToLower(name)] = true
		return
	}
	var types []string
	typesOK := true
	for k := args[1][0]; k < args[1][1]; k++ {
		if toks[k].isIdent("Types") && k+2 < args[1][1] && toks[k+1].is(".") {
			t, ok := javaTypes[toks[k+2].text]
			if !ok {
				typesOK = false
			}
			types = append(types, t)
		}
	}
	var fields []field
	for k := args[2][0]; k < args[2][1]; k++ {
		if toks[k].kind == tString {
			fields = append(fields, field{name: toks[k].text})
		}
	}
	if typesOK && len(types) == len(fields) && len(types) > 0 {
		if ddl, ok := sourceDDL(name, types, fields, st.batch); ok {
			st.setup = append(st.setup, ddl)
			return
		}
	}
	st.opaque[strings.ToLower(name)] = true
}

// scalaTypeList reads (Int, Long, String) or Int.
func scalaTypeList(toks []token) ([]string, bool) {
	if len(toks) >= 2 && toks[0].is("(") && toks[len(toks)-1].is(")") {
		toks = toks[1 : len(toks)-1]
	}
	var out []string
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		if t.is(",") {
			continue
		}
		if t.kind != tIdent {
			return nil, false
		}
		// java.sql.Timestamp
		for k+2 < len(toks) && toks[k+1].is(".") && toks[k+2].kind == tIdent {
			k += 2
			t = toks[k]
		}
		sqlType, ok := scalaTypes[t.text]
		if !ok {
			return nil, false
		}
		if k+1 < len(toks) && !toks[k+1].is(",") {
			return nil, false
		}
		out = append(out, sqlType)
	}
	return out, len(out) > 0
}

// symbolField reads 'a, 'a.rowtime, 'a.proctime, $"a", $("a").
func symbolField(toks []token) (field, bool) {
	if len(toks) == 0 {
		return field{}, false
	}
	var f field
	k := 0
	switch {
	case toks[0].kind == tSymbol:
		f.name = toks[0].text
		k = 1
	case toks[0].is("$") && len(toks) > 1 && toks[1].kind == tString:
		f.name = toks[1].text
		k = 2
	case toks[0].is("$") && len(toks) > 3 && toks[1].is("(") && toks[2].kind == tString && toks[3].is(")"):
		f.name = toks[2].text
		k = 4
	default:
		return field{}, false
	}
	if k == len(toks) {
		return f, true
	}
	if k+2 == len(toks) && toks[k].is(".") && (toks[k+1].isIdent("rowtime") || toks[k+1].isIdent("proctime")) {
		f.kind = toks[k+1].text
		return f, true
	}
	if k+4 == len(toks) && toks[k].is(".") && (toks[k+1].isIdent("rowtime") || toks[k+1].isIdent("proctime")) && toks[k+2].is("(") && toks[k+3].is(")") {
		f.kind = toks[k+1].text
		return f, true
	}
	return field{}, false
}
