package langsvc

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// ItemKind says what a completion item is.
type ItemKind uint8

const (
	ItemOption    ItemKind = iota + 1 // a WITH option key
	ItemValue                         // an option's or setting's value
	ItemConnector                     // a connector identifier
	ItemFormat                        // a format identifier
	ItemConfigKey                     // a Flink configuration key
	ItemTable
	ItemView
	ItemColumn
	ItemFunction
	ItemKeyword
)

// Item is one completion.
type Item struct {
	Label string
	Kind  ItemKind
	// Detail is one line: the type and default of an option, a column's
	// type, a function's arguments.
	Detail string
	// Doc is Markdown: what else the catalogue says.
	Doc string
	// Text replaces the file's bytes Start..End (the text typed so far).
	Text       string
	Start, End int
}

// Complete lists what may be written at c, with the facts of its job.
func Complete(c Cursor, fx Facts) []Item {
	switch {
	case c.SQL != nil:
		return completeSQL(c.SQL, fx)
	case c.Config != nil:
		return completeConfig(c, fx)
	}
	return nil
}

// completeSQL lists the items of the SQL context.
func completeSQL(s *SQLCursor, fx Facts) []Item {
	x := &s.Context
	var items []Item
	switch x.Kind {
	case OptionKey:
		items = optionKeys(x, fx)
	case OptionValue:
		items = optionValues(x, fx)
	case SetKey:
		items = configKeyItems(fx, false, nil)
	case SetValue:
		if ck, ok := configKey(fx, x.Key); ok {
			items = valueItems(ck.Type, ck.EnumValues, ck.Default)
		}
	case TableRef:
		items = tableItems(fx)
	case Column:
		items = append(columnItems(x, fx), functionItems(fx)...)
		items = append(items, keywordItems(exprKeywords)...)
	case Keyword:
		items = keywordItems(statementKeywords)
	}
	return s.place(items)
}

// place sets each item's replaced range (the token typed so far) and its
// text, quoted where the context wants a string and escaped for the
// string of code the SQL is written in.
func (s *SQLCursor) place(items []Item) []Item {
	start, end := s.Offset, s.Offset
	quote := ""
	if t := s.Token; t != nil {
		start = t.Span.Start
		if t.Kind == sqlparse.TokString || t.Kind == sqlparse.TokQuoted || t.Kind == sqlparse.TokDQuoted {
			start++ // keep the opening quote
		}
	} else if s.Context.Kind == OptionKey || s.Context.Kind == OptionValue || s.Context.Kind == SetKey {
		quote = "'"
	}
	fs, _ := s.Span(sqlparse.Span{Start: start, End: start})
	_, fe := s.Span(sqlparse.Span{Start: end, End: end})
	if fe < fs {
		fe = fs
	}
	esc := s.escaper()
	for i := range items {
		it := &items[i]
		text := it.Label
		if quote != "" && (it.Kind == ItemOption || it.Kind == ItemValue || it.Kind == ItemConnector || it.Kind == ItemFormat || it.Kind == ItemConfigKey) {
			text = quote + text + quote
		}
		it.Text, it.Start, it.End = esc(text), fs, fe
	}
	return items
}

// escaper is how text is written into the file at the cursor: as is in a
// .sql file, with the string's own quote escaped inside a string of code.
func (s *SQLCursor) escaper() func(string) string {
	if s.Embedded == nil || s.src == nil {
		return func(t string) string { return t }
	}
	q := literalQuote(s)
	if q == 0 {
		return func(t string) string { return t }
	}
	r := strings.NewReplacer(string(q), `\`+string(q))
	return r.Replace
}

// literalQuote is the quote character of the code string that holds the
// cursor: the byte before the first of the contiguous segments that lead
// to it. 0 when it cannot tell.
func literalQuote(s *SQLCursor) byte {
	segs := s.Embedded.Segments
	k := -1
	for i, g := range segs {
		if g.Path == "" && g.SQLStart <= s.Offset && s.Offset <= g.SQLEnd {
			k = i
			break
		}
	}
	for k > 0 && segs[k-1].Path == "" && !segs[k-1].Hole && segs[k-1].PyEnd == segs[k].PyStart {
		k--
	}
	if k < 0 || segs[k].PyStart == 0 || segs[k].PyStart > len(s.src) {
		return 0
	}
	if q := s.src[segs[k].PyStart-1]; q == '\'' || q == '"' || q == '`' {
		return q
	}
	return 0
}

// optionKeys are the keys of the table's connector and formats the
// job's Flink lines all have, without those already in the list.
func optionKeys(x *Context, fx Facts) []Item {
	opts := tableOptions(x, fx)
	present := map[string]bool{}
	for _, p := range x.Options {
		if !p.AtCursor {
			present[p.Key] = true
		}
	}
	var items []Item
	add := func(it Item) {
		if !present[it.Label] {
			present[it.Label] = true
			items = append(items, it)
		}
	}
	id := opts["connector"]
	if id == "" || x.Object != "TABLE" && x.Object != "MATERIALIZED TABLE" {
		if x.Object == "TABLE" || x.Object == "MATERIALIZED TABLE" {
			add(Item{Label: "connector", Kind: ItemOption, Detail: "String, required", Doc: "The table's connector: its factory identifier."})
		}
		return items
	}
	specs := connectorSpecs(id, fx)
	if len(specs) == 0 {
		return items
	}
	release, shipped := model.ConnectorRelease(fx.Jars, id)
	for _, o := range specs[0].Options() {
		if o.Pattern || !inEvery(specs, o.Key) {
			continue
		}
		if listed, known := specs[0].ListedIn(o.Key, release.Tag); shipped && known && !listed {
			continue // not in the connector release the job ships
		}
		add(Item{Label: o.Key, Kind: ItemOption, Detail: optionDetail(o), Doc: withDescription(flink.DescribeOption(id, o.Key), optionDoc(o, specs[0]))})
	}
	for _, fp := range specs[0].FormatPrefixes() {
		format := opts[fp.FormatKey]
		if format == "" {
			continue
		}
		for _, k := range flink.FormatKeys(format) {
			add(Item{Label: fp.Prefix + format + "." + k, Kind: ItemOption, Detail: "'" + format + "' format option",
				Doc: withDescription(flink.DescribeFormatOption(format, k), "Read by the '"+format+"' format factory.")})
		}
	}
	return items
}

// tableOptions are the options known for the table of the list: the
// list's own (CREATE TABLE), else the catalog's table (an ALTER TABLE or
// an OPTIONS hint), with the list's over them.
func tableOptions(x *Context, fx Facts) map[string]string {
	out := map[string]string{}
	if fx.Catalog != nil && x.Name != "" {
		if t := lookupTable(fx, x.Name); t != nil {
			for k, v := range t.Options() {
				out[k] = v
			}
		}
	}
	for _, p := range x.Options {
		if !p.AtCursor && p.Value != "" {
			out[p.Key] = p.Value
		}
	}
	return out
}

// connectorSpecs are the catalogue's views of connector id for each of
// the job's lines; none when the catalogue does not model it.
func connectorSpecs(id string, fx Facts) []*flink.ConnectorSpec {
	var out []*flink.ConnectorSpec
	for _, v := range fx.lines() {
		spec, ok := flink.Connector(id, v)
		if !ok {
			return nil
		}
		out = append(out, spec)
	}
	return out
}

// inEvery reports whether every view declares key in its line.
func inEvery(specs []*flink.ConnectorSpec, key string) bool {
	for _, s := range specs[1:] {
		if _, m := s.Lookup(key, nil); m != flink.Declared && m != flink.Deprecated {
			return false
		}
	}
	return true
}

// withDescription puts flinklint's one-line description of an item (""
// when it has none) before the rest of its documentation.
func withDescription(desc, doc string) string {
	switch {
	case desc == "":
		return doc
	case doc == "":
		return desc
	}
	return desc + "\n\n" + doc
}

// optionDetail is an option's one line: type, default, required.
func optionDetail(o flink.OptionSpec) string {
	d := o.Type.String()
	if o.Type == flink.TypeEnum && len(o.EnumValues) > 0 {
		d = strings.Join(o.EnumValues, " | ")
	}
	if o.Default != "" {
		d += ", default " + o.Default
	}
	if o.Required {
		d += ", required"
	}
	return d
}

// optionDoc is what else the catalogue says of an option: its side,
// lines, deprecation, note and where it is declared.
func optionDoc(o flink.OptionSpec, spec *flink.ConnectorSpec) string {
	var b strings.Builder
	switch o.Side {
	case flink.SourceOnly:
		b.WriteString("Read when the table is a source. ")
	case flink.SinkOnly:
		b.WriteString("Read when the table is a sink. ")
	}
	if !o.Since.IsZero() {
		fmt.Fprintf(&b, "Since Flink %s. ", o.Since)
	}
	if o.Introduced != "" {
		fmt.Fprintf(&b, "Since %s %s. ", spec.Repository, o.Introduced)
	}
	if o.Deprecated && o.ReplacedBy != "" {
		fmt.Fprintf(&b, "Deprecated: use '%s'. ", o.ReplacedBy)
	}
	if len(o.DeprecatedKeys) > 0 {
		fmt.Fprintf(&b, "Also read from %s. ", strings.Join(o.DeprecatedKeys, ", "))
	}
	if o.Note != "" {
		b.WriteString(o.Note + ". ")
	}
	if o.Declared != "" {
		fmt.Fprintf(&b, "\n\nDeclared in %s `%s`.", spec.Repository, o.Declared)
	}
	return strings.TrimSpace(b.String())
}

// optionValues are the values of the option at the cursor.
func optionValues(x *Context, fx Facts) []Item {
	switch {
	case x.Key == "connector" && x.Object == "TABLE" || x.Key == "connector" && x.Object == "MATERIALIZED TABLE":
		return connectorItems(fx)
	case isFormatKey(x.Key):
		var items []Item
		for _, id := range flink.KnownFormatIDs() {
			items = append(items, Item{Label: id, Kind: ItemFormat, Detail: "format"})
		}
		return items
	}
	specs := connectorSpecs(tableOptions(x, fx)["connector"], fx)
	if len(specs) == 0 {
		return nil
	}
	o, m := specs[0].Lookup(x.Key, nil)
	if m != flink.Declared && m != flink.Deprecated {
		return nil
	}
	return valueItems(o.Type, o.EnumValues, o.Default)
}

// isFormatKey reports whether key names a format ('format',
// 'key.format', 'value.format').
func isFormatKey(key string) bool {
	return key == "format" || strings.HasSuffix(key, ".format")
}

// connectorItems are the connector identifiers the catalogue models in
// every line of the job.
func connectorItems(fx Facts) []Item {
	lines := fx.lines()
	in := map[string]int{}
	for _, v := range lines {
		for _, id := range flink.KnownConnectors(v) {
			in[id]++
		}
	}
	var items []Item
	for _, id := range flink.KnownConnectors(lines[0]) {
		if in[id] == len(lines) {
			spec, _ := flink.Connector(id, lines[0])
			items = append(items, Item{Label: id, Kind: ItemConnector, Detail: connectorDetail(spec)})
		}
	}
	return items
}

func connectorDetail(s *flink.ConnectorSpec) string {
	side := "source and sink"
	switch {
	case s.Source && !s.Sink:
		side = "source"
	case s.Sink && !s.Source:
		side = "sink"
	}
	if s.Bundled {
		return "connector (" + side + "), ships with Flink"
	}
	return "connector (" + side + "), " + s.Repository
}

// Examples of the forms Flink reads for durations and memory sizes
// (TimeUtils, MemorySize); a test parses each with the flink package.
var (
	durationExamples = []string{"500 ms", "10 s", "1 min", "1 h"}
	memoryExamples   = []string{"64 mb", "512 mb", "1 gb"}
)

// valueItems are the values of a type: the closed set of an enum or a
// boolean, examples of a duration's or a memory size's form; the
// default first.
func valueItems(t flink.Type, enum []string, def string) []Item {
	var vals []string
	form := ""
	switch t {
	case flink.TypeEnum:
		vals = enum
	case flink.TypeBoolean:
		vals = []string{"true", "false"}
	case flink.TypeDuration:
		vals, form = durationExamples, "a duration: a number and a unit (ms, s, min, h, d)"
	case flink.TypeMemorySize:
		vals, form = memoryExamples, "a memory size: a number and a unit (b, kb, mb, gb, tb)"
	default:
		if def == "" {
			return nil
		}
	}
	var items []Item
	if def != "" {
		items = append(items, Item{Label: def, Kind: ItemValue, Detail: "the default"})
	}
	for _, v := range vals {
		if !strings.EqualFold(v, def) {
			items = append(items, Item{Label: v, Kind: ItemValue, Detail: form})
		}
	}
	return items
}
