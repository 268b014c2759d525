package sqlparse

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// describe renders a statement as one stable line, so tests compare text.
// Literals render as their source text (via spans) followed by the decoded
// value when that differs; holes render as "?".
func describe(src string, st Statement) string {
	var b strings.Builder
	switch s := st.(type) {
	case *CreateTable:
		b.WriteString("CreateTable")
		setFlag(&b, s.OrReplace, "or-replace")
		setFlag(&b, s.Temporary, "temporary")
		setFlag(&b, s.IfNotExists, "if-not-exists")
		fmt.Fprintf(&b, " %s", s.Name)
		if len(s.Columns) > 0 {
			b.WriteString(" cols[")
			for i, c := range s.Columns {
				if i > 0 {
					b.WriteString("; ")
				}
				b.WriteString(describeColumn(src, c))
			}
			b.WriteString("]")
		}
		for _, w := range s.Watermarks {
			fmt.Fprintf(&b, " watermark(%s AS %s)", w.Column.Name, text(src, w.Expr))
		}
		if pk := s.PrimaryKey; pk != nil {
			fmt.Fprintf(&b, " pk(%s%s", idents(pk.Columns), ifs(pk.NotEnforced, " not-enforced"))
			if pk.Name != "" {
				fmt.Fprintf(&b, " name=%s", pk.Name)
			}
			b.WriteString(")")
		}
		if s.Comment != "" {
			fmt.Fprintf(&b, " comment=%q", s.Comment)
		}
		if s.Distributed.Len() > 0 {
			fmt.Fprintf(&b, " distributed(%s)", text(src, s.Distributed))
		}
		if len(s.PartitionBy) > 0 {
			fmt.Fprintf(&b, " partitioned(%s)", idents(s.PartitionBy))
		}
		if s.With.Len() > 0 {
			fmt.Fprintf(&b, " with%s", options(src, s.Options))
		}
		if l := s.Like; l != nil {
			fmt.Fprintf(&b, " like(%s", l.Source)
			for _, o := range l.Options {
				fmt.Fprintf(&b, " %s %s", [...]string{"INCLUDING", "EXCLUDING", "OVERWRITING"}[o.Mode], o.Feature)
			}
			b.WriteString(")")
		}
		if s.AsQuery != nil {
			fmt.Fprintf(&b, " as%s", describeQuery(src, s.AsQuery))
		}
	case *AlterTable:
		fmt.Fprintf(&b, "AlterTable %s%s %s", ifs(s.IfExists, "if-exists "), s.Name, s.Action)
		if len(s.Options) > 0 {
			b.WriteString(options(src, s.Options))
		}
		for _, k := range s.ResetKeys {
			fmt.Fprintf(&b, " %s", lit(src, k))
		}
	case *Set:
		b.WriteString("Set")
		if s.Key.Span.Len() > 0 {
			fmt.Fprintf(&b, " %s=%s", lit(src, s.Key), lit(src, s.Value))
		}
	case *Reset:
		b.WriteString("Reset")
		if s.Key.Span.Len() > 0 {
			fmt.Fprintf(&b, " %s", lit(src, s.Key))
		}
	case *Insert:
		b.WriteString(describeInsert(src, s))
	case *StatementSet:
		b.WriteString("StatementSet[")
		for i, in := range s.Inserts {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(describeInsert(src, in))
		}
		b.WriteString("]")
	case *Select:
		fmt.Fprintf(&b, "Select%s", describeQuery(src, s.Query))
	case *CreateView:
		fmt.Fprintf(&b, "CreateView%s %s as%s", ifs(s.Temporary, " temporary"), s.Name, describeQuery(src, s.Query))
	case *AlterView:
		if s.NewName != nil {
			fmt.Fprintf(&b, "AlterView %s rename %s", s.Name, *s.NewName)
		} else {
			fmt.Fprintf(&b, "AlterView %s as%s", s.Name, describeQuery(src, s.Query))
		}
	case *CreateCatalog:
		fmt.Fprintf(&b, "CreateCatalog %s with%s", s.Name.Name, options(src, s.Options))
	case *CreateFunction:
		fmt.Fprintf(&b, "CreateFunction%s%s%s %s as %s", ifs(s.Temporary, " temporary"), ifs(s.System, " system"), ifs(s.IfNotExists, " if-not-exists"), s.Name, lit(src, s.Class))
		if s.Language != "" {
			fmt.Fprintf(&b, " language=%s", s.Language)
		}
		for _, j := range s.Jars {
			fmt.Fprintf(&b, " jar=%s", lit(src, j))
		}
	case *UseCatalog:
		fmt.Fprintf(&b, "UseCatalog %s", s.Name.Name)
	case *UseDatabase:
		fmt.Fprintf(&b, "UseDatabase %s", s.Name)
	case *Generic:
		fmt.Fprintf(&b, "Generic %q", s.Keyword)
		for _, n := range s.Names {
			fmt.Fprintf(&b, " name=%s", n.Name)
		}
		for _, l := range s.Strings {
			fmt.Fprintf(&b, " %s", lit(src, l))
		}
	default:
		fmt.Fprintf(&b, "%T", st)
	}
	return b.String()
}

func describeColumn(src string, c Column) string {
	var b strings.Builder
	if c.Name.Hole {
		b.WriteString("?")
		if c.Type == "" && c.Kind == PhysicalColumn {
			return b.String()
		}
	} else {
		b.WriteString(c.Name.Name)
	}
	switch c.Kind {
	case ComputedColumn:
		fmt.Fprintf(&b, " AS %s", text(src, c.Expr()))
	default:
		fmt.Fprintf(&b, " %s", c.Type)
	}
	if c.Kind == MetadataColumn {
		b.WriteString(" metadata")
		if c.MetadataOf() != "" {
			fmt.Fprintf(&b, " from=%s", c.MetadataOf())
		}
		if c.Virtual {
			b.WriteString(" virtual")
		}
	}
	if c.PrimaryKey {
		b.WriteString(" pk")
	}
	if c.Comment() != "" {
		fmt.Fprintf(&b, " comment=%q", c.Comment())
	}
	return b.String()
}

func describeInsert(src string, s *Insert) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Insert%s %s", ifs(s.Overwrite, " overwrite"), s.Target)
	b.WriteString(hints(src, s.Hints))
	if len(s.Partition) > 0 {
		fmt.Fprintf(&b, " partition%s", options(src, s.Partition))
	}
	if len(s.Columns) > 0 {
		fmt.Fprintf(&b, " (%s)", idents(s.Columns))
	}
	if s.Query == nil {
		b.WriteString(" values")
	} else {
		b.WriteString(describeQuery(src, s.Query))
	}
	return b.String()
}

func describeQuery(src string, q *Query) string {
	var b strings.Builder
	b.WriteString(" query[")
	for i, s := range q.Sources {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(s.Name.String())
		b.WriteString(hints(src, s.Hints))
	}
	b.WriteString("]")
	setFlag(&b, q.Aggregates, "agg")
	setFlag(&b, q.RegularJoin, "join")
	setFlag(&b, q.Windowed, "window")
	return b.String()
}

func hints(src string, hs []Hint) string {
	var b strings.Builder
	for _, h := range hs {
		fmt.Fprintf(&b, " +%s", h.Name)
		if len(h.Options) > 0 {
			b.WriteString(options(src, h.Options))
		}
	}
	return b.String()
}

func options(src string, opts []Option) string {
	parts := make([]string, len(opts))
	for i, o := range opts {
		parts[i] = lit(src, o.Key) + "=" + lit(src, o.Value)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// lit renders a literal as its source text, plus its value when decoding
// changed it; holes render as "?".
func lit(src string, l Literal) string {
	if l.Hole {
		return "?"
	}
	t := text(src, l.Span)
	if l.Quoted {
		inner := t[1 : len(t)-1]
		if strings.HasPrefix(t, "U&") || strings.HasPrefix(t, "u&") {
			inner = t[3 : len(t)-1]
		}
		if inner != l.Value {
			return t + "{" + l.Value + "}"
		}
	}
	return t
}

func idents(ids []Ident) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = id.Name
		if id.Hole {
			parts[i] = "?"
		}
	}
	return strings.Join(parts, ",")
}

func text(src string, s Span) string { return src[s.Start:s.End] }

func setFlag(b *strings.Builder, on bool, name string) {
	if on {
		b.WriteString(" " + name)
	}
}

func ifs(on bool, s string) string {
	if on {
		return s
	}
	return ""
}

// checkSpans walks every Span in the script and reports any that is outside
// the input or reversed.
func checkSpans(t testing.TB, src string, s *Script) {
	t.Helper()
	var walk func(v reflect.Value, path string)
	spanType := reflect.TypeOf(Span{})
	check := func(sp Span, path string) {
		if sp.Start < 0 || sp.Start > sp.End || sp.End > len(src) {
			t.Fatalf("a span in a %s: bad span %v for input of %d bytes", path, sp, len(src))
		}
	}
	walk = func(v reflect.Value, path string) {
		if v.CanInterface() { // spans derived by methods
			switch x := v.Interface().(type) {
			case Column:
				check(x.Span(), "Column")
				check(x.TypeSpan(), "Column")
			case Option:
				check(x.Span(), "Option")
			}
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), path)
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), path)
			}
		case reflect.Struct:
			if v.Type() == spanType {
				// Field by field: a span may sit in an unexported field.
				check(Span{int(v.Field(0).Int()), int(v.Field(1).Int())}, path)
				return
			}
			for i := 0; i < v.NumField(); i++ {
				walk(v.Field(i), v.Type().Name())
			}
		}
	}
	walk(reflect.ValueOf(s), "Script")
}
