package langsvc

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/semantics"
	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/sqlparse"
)

// This file is hover: what flinklint knows of the thing under the cursor.
// A WITH option key (its connector's catalogue entry for the job's Flink
// version: type, default, release, deprecation, where it is declared), a
// SET key (the configuration key's), a table, view or column (its columns
// and types, where it is declared), a function (built-in: kind, arity,
// release, source; the job's own: its class), a deployment setting a rule
// reads (what flinklint read there, and which rules read it).

// Hover is a hover's text (Markdown) and the range it is about.
type Hover struct {
	Markdown string
	At       Location
}

// Hover describes what is at byte off of file p; ok is false when
// flinklint knows nothing of it.
func (s *Service) Hover(p string, off int) (Hover, bool) {
	if h, ok := s.optionHover(p, off); ok {
		return h, true
	}
	if h, ok := s.refAt(p, off); ok {
		if text := s.describeRef(h); text != "" {
			return Hover{Markdown: text, At: h.at}, true
		}
	}
	if h, ok := s.registeredHover(p, off); ok {
		return h, true
	}
	if h, ok := s.columnDeclHover(p, off); ok {
		return h, true
	}
	if h, ok := s.deploymentHover(p, off); ok {
		return h, true
	}
	return s.configFileHover(p, off)
}

// configFileHover describes the Flink configuration key written at byte
// off of a deployment config (an operator resource's flinkConfiguration,
// a FLINK_PROPERTIES block, Flink's config.yaml or flink-conf.yaml), for
// the Flink line its deployments run.
func (s *Service) configFileHover(p string, off int) (Hover, bool) {
	f := s.m.File(p)
	if f == nil || f.Kind != model.ConfigFile {
		return Hover{}, false
	}
	src := f.Source()
	c := At(s.m, f, src, PositionOf(src, off))
	cc := c.Config
	if cc == nil || !cc.OnKey || cc.Key == "" {
		return Hover{}, false
	}
	prefix, ok := flinkKeyPrefix(p, cc)
	if !ok {
		return Hover{}, false
	}
	fx := FactsOf(s.m, p)
	var v flink.Version
	why := "Flink version unknown: every modelled release"
	if len(fx.Lines) == 1 {
		v, why = fx.Lines[0], fmt.Sprintf("Flink %s, from the deployment", fx.Lines[0])
	} else if len(fx.Lines) > 1 {
		why = "its deployments run different Flink versions: every modelled release"
	}
	start := cc.Start
	end := start + len(cc.Key)
	if end > len(src) || string(src[start:end]) != cc.Key {
		start, end = off, off
	}
	return Hover{Markdown: configKeyText(prefix+cc.Key, v, why, fx.Operator && cc.Block == ""), At: Location{Path: p, Start: start, End: end}}, true
}

// columnDeclHover describes a column where a CREATE TABLE declares it:
// its type as written, its kind, its comment.
func (s *Service) columnDeclHover(p string, off int) (Hover, bool) {
	for _, t := range s.textsWrittenIn(p) {
		for _, st := range t.script.Statements {
			ct, ok := st.(*sqlparse.CreateTable)
			if !ok {
				continue
			}
			if a, b, in := t.in(p, ct.Span); in && (off < a || off > b) {
				continue
			}
			for _, c := range ct.Columns {
				a, b, in := t.in(p, c.Name.Span)
				if c.Name.Hole || !in || off < a || off > b {
					continue
				}
				var sb strings.Builder
				fmt.Fprintf(&sb, "**column** `%s`", c.Name.Name)
				switch c.Kind {
				case sqlparse.ComputedColumn:
					sb.WriteString(", computed")
				case sqlparse.MetadataColumn:
					fmt.Fprintf(&sb, " %s, metadata", c.Type)
					if k := c.MetadataOf(); k != "" {
						fmt.Fprintf(&sb, " from '%s'", k)
					}
					if c.Virtual {
						sb.WriteString(", virtual (read, never written)")
					}
				default:
					fmt.Fprintf(&sb, " %s", c.Type)
				}
				fmt.Fprintf(&sb, "\n\nOf table `%s`", nameOf(t, ct.Name))
				if c.PrimaryKey || ct.PrimaryKey != nil && hasIdent(ct.PrimaryKey.Columns, c.Name.Name) {
					sb.WriteString(", in its primary key")
				}
				sb.WriteString(".")
				if cm := c.Comment(); cm != "" {
					fmt.Fprintf(&sb, "\n\n%s", cm)
				}
				return Hover{Markdown: sb.String(), At: Location{Path: p, Start: a, End: b}}, true
			}
		}
	}
	return Hover{}, false
}

func hasIdent(ids []sqlparse.Ident, name string) bool {
	for _, id := range ids {
		if id.Name == name {
			return true
		}
	}
	return false
}

// textsWrittenIn are the SQL texts with some bytes written in file p: its
// own, and, for a module, the strings of the jobs that run it made of its
// constants.
func (s *Service) textsWrittenIn(p string) []sqlText {
	f := s.m.File(p)
	if f == nil {
		return nil
	}
	return append(texts(f), importedTexts(s.jobsOf(p), f)...)
}

// importedTexts are the SQL strings of other files of the jobs whose bytes
// were written in module f, each once.
func importedTexts(jobs []*model.Job, f *model.File) []sqlText {
	var out []sqlText
	if f.Kind != model.PythonFile {
		return nil
	}
	seen := map[*pyparse.SQLText]bool{}
	for _, j := range jobs {
		for _, u := range j.Units {
			if u.File == f || u.Embedded == nil || u.Script == nil || seen[u.Embedded] || !writtenIn(u.Embedded, f.Path) {
				continue
			}
			seen[u.Embedded] = true
			out = append(out, sqlText{file: u.File, emb: u.Embedded, script: u.Script})
		}
	}
	return out
}

// optionAt is an option key under the cursor and the statement it is in.
type optionAt struct {
	text  sqlText
	stmt  sqlparse.Statement
	table sqlparse.QualifiedName // the table whose option it is; none for SET
	key   sqlparse.Literal
	set   bool // a SET key (a configuration key)
	at    Location
}

// optionKeyAt finds the option key written at byte off of file p.
func (s *Service) optionKeyAt(p string, off int) (optionAt, bool) {
	var found optionAt
	ok := false
	try := func(t sqlText, st sqlparse.Statement, table sqlparse.QualifiedName, key sqlparse.Literal, set bool) {
		if ok || key.Hole || key.Span.Len() == 0 {
			return
		}
		a, b, in := t.in(p, key.Span)
		if in && a <= off && off <= b {
			found, ok = optionAt{text: t, stmt: st, table: table, key: key, set: set, at: Location{Path: p, Start: a, End: b}}, true
		}
	}
	hints := func(t sqlText, st sqlparse.Statement, q *sqlparse.Query) {
		if q == nil {
			return
		}
		for _, src := range q.Sources {
			for _, h := range src.Hints {
				for _, o := range h.Options {
					try(t, st, src.Name, o.Key, false)
				}
			}
		}
	}
	var stmt func(t sqlText, st sqlparse.Statement)
	stmt = func(t sqlText, st sqlparse.Statement) {
		switch x := st.(type) {
		case *sqlparse.CreateTable:
			for _, o := range x.Options {
				try(t, st, x.Name, o.Key, false)
			}
			hints(t, st, x.AsQuery)
		case *sqlparse.AlterTable:
			for _, o := range x.Options {
				try(t, st, x.Name, o.Key, false)
			}
			for _, k := range x.ResetKeys {
				try(t, st, x.Name, k, false)
			}
		case *sqlparse.Insert:
			for _, h := range x.Hints {
				for _, o := range h.Options {
					try(t, st, x.Target, o.Key, false)
				}
			}
			hints(t, st, x.Query)
		case *sqlparse.StatementSet:
			for _, ins := range x.Inserts {
				stmt(t, ins)
			}
		case *sqlparse.Select:
			hints(t, st, x.Query)
		case *sqlparse.CreateView:
			hints(t, st, x.Query)
		case *sqlparse.Set:
			try(t, st, sqlparse.QualifiedName{}, x.Key, true)
		case *sqlparse.Reset:
			try(t, st, sqlparse.QualifiedName{}, x.Key, true)
		}
	}
	for _, t := range s.textsWrittenIn(p) {
		for _, st := range t.script.Statements {
			if ok {
				return found, true
			}
			if a, b, in := t.in(p, st.StmtSpan()); in && (off < a || off > b) {
				continue
			}
			stmt(t, st)
		}
	}
	return found, ok
}

// optionHover describes the option key at byte off of file p.
func (s *Service) optionHover(p string, off int) (Hover, bool) {
	o, ok := s.optionKeyAt(p, off)
	if !ok {
		return Hover{}, false
	}
	jobs := s.jobsOf(p)
	if o.set {
		v, why := s.versionOf(jobs)
		return Hover{Markdown: configKeyText(o.key.Value, v, why, false), At: o.at}, true
	}
	opts := map[string]string{}
	if ct, ok := o.stmt.(*sqlparse.CreateTable); ok {
		for _, x := range ct.Options {
			if !x.Key.Hole && !x.Value.Hole {
				opts[x.Key.Value] = x.Value.Value
			}
		}
	}
	if _, has := opts["connector"]; !has && len(o.table.Parts) > 0 && !o.table.Object().Hole {
		// LIKE, ALTER TABLE, a hint: the table's options as the job has them.
		for _, j := range jobs {
			if t := j.Table(o.table.Object().Name); t != nil {
				for _, x := range t.Options {
					if !x.Hole {
						opts[x.Key] = x.Value
					}
				}
				break
			}
		}
	}
	v, why := s.versionOf(jobs)
	var b strings.Builder
	id := opts["connector"]
	spec, known := flink.Connector(id, v)
	key := o.key.Value
	if id == "" || !known {
		fmt.Fprintf(&b, "**'%s'**: table option", key)
		if id == "" {
			b.WriteString("\n\nThe table's connector is not known statically: flinklint cannot tell which options it takes.")
		} else {
			fmt.Fprintf(&b, "\n\nflinklint's option catalogue does not model the '%s' connector.", id)
		}
		return Hover{Markdown: b.String(), At: o.at}, true
	}
	os, match := spec.Lookup(key, opts)
	fmt.Fprintf(&b, "**'%s'**: option of the '%s' connector (%s)", key, id, why)
	switch match {
	case flink.Unknown:
		b.WriteString("\n\nNot an option of this connector: Flink rejects it (\"Unsupported options found\").")
		if os.Note != "" {
			fmt.Fprintf(&b, " %s.", os.Note)
		}
		if sug, ok := flink.Suggest(key, spec.Keys()); ok {
			fmt.Fprintf(&b, " Did you mean '%s'?", sug)
		}
		return Hover{Markdown: b.String(), At: o.at}, true
	case flink.PassThrough:
		if d := flink.DescribeFormatOption(formatOf(os.Prefix), strings.TrimPrefix(key, os.Prefix)); d != "" {
			fmt.Fprintf(&b, "\n\n%s", d)
		}
		fmt.Fprintf(&b, "\n\nForwarded without validation under the prefix '%s'", os.Prefix)
		if os.Note != "" {
			fmt.Fprintf(&b, ": %s", os.Note)
		}
		b.WriteString(".")
		return Hover{Markdown: b.String(), At: o.at}, true
	}
	if d := flink.DescribeOption(id, os.Key); d != "" {
		fmt.Fprintf(&b, "\n\n%s", d)
	}
	b.WriteString("\n\n")
	optionFacts(&b, os.Type, os.EnumValues, os.Default, os.Required)
	switch {
	case match == flink.NotYet:
		fmt.Fprintf(&b, "\n\nNot in Flink %s: first in %s.", v, os.Since)
	case match == flink.Removed:
		fmt.Fprintf(&b, "\n\nRemoved: last in Flink %s.", os.Until)
	case !os.Since.IsZero():
		fmt.Fprintf(&b, "\n\nSince Flink %s.", os.Since)
	}
	if os.Introduced != "" {
		fmt.Fprintf(&b, " First listed in connector release %s.", os.Introduced)
	}
	if os.Dropped != "" {
		fmt.Fprintf(&b, " Last listed in connector release %s.", os.Dropped)
	}
	if match == flink.Deprecated || os.Key != key {
		fmt.Fprintf(&b, "\n\nDeprecated: '%s' is read as '%s'; write '%s'.", key, os.Key, os.Key)
	} else if os.Deprecated {
		b.WriteString("\n\nDeprecated")
		if os.ReplacedBy != "" {
			fmt.Fprintf(&b, ": use '%s'", os.ReplacedBy)
		}
		b.WriteString(".")
	}
	if len(os.DeprecatedKeys) > 0 && os.Key == key {
		fmt.Fprintf(&b, "\n\nAlso read under the deprecated keys %s.", quoteAll(os.DeprecatedKeys))
	}
	switch os.Side {
	case flink.SourceOnly:
		b.WriteString("\n\nRead when the table is a source.")
	case flink.SinkOnly:
		b.WriteString("\n\nRead when the table is a sink.")
	}
	if os.Note != "" {
		fmt.Fprintf(&b, "\n\n%s.", strings.TrimSuffix(os.Note, "."))
	}
	sources(&b, spec.Repository, spec.Releases, os.Declared, os.Verified)
	return Hover{Markdown: b.String(), At: o.at}, true
}

// formatOf is the format whose options a pass-through prefix forwards
// (json. -> json, value.avro-confluent. -> avro-confluent); "" for a
// prefix that names no known format (properties.).
func formatOf(prefix string) string {
	p := strings.TrimSuffix(prefix, ".")
	if f := p[strings.LastIndexByte(p, '.')+1:]; flink.IsKnownFormatID(f) {
		return f
	}
	return ""
}

// optionFacts writes an option's type, values, default and requiredness.
func optionFacts(b *strings.Builder, typ flink.Type, enum []string, def string, required bool) {
	fmt.Fprintf(b, "Type: %s", typ)
	if len(enum) > 0 {
		fmt.Fprintf(b, " (%s)", quoteAll(enum))
	}
	if def != "" {
		fmt.Fprintf(b, " · default '%s'", def)
	} else {
		b.WriteString(" · no default")
	}
	if required {
		b.WriteString(" · required")
	}
}

// sources writes the Sources line: the repository, the releases read and
// the file declaring the key.
func sources(b *strings.Builder, repo string, releases []string, declared string, verified bool) {
	if repo == "" && declared == "" {
		if !verified {
			b.WriteString("\n\nSources: none confirmed (hand-kept, unverified).")
		}
		return
	}
	b.WriteString("\n\nSources: ")
	b.WriteString(repo)
	switch len(releases) {
	case 0:
	case 1:
		fmt.Fprintf(b, " %s", releases[0])
	default:
		fmt.Fprintf(b, " %s to %s", releases[0], releases[len(releases)-1])
	}
	if declared != "" {
		fmt.Fprintf(b, ", `%s`", declared)
	}
	b.WriteString(".")
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = "'" + s + "'"
	}
	return strings.Join(q, ", ")
}

// configKeyText describes a configuration key (SET, RESET, a deployment's
// Flink configuration) as Flink line v declares it (every line read for a
// zero v; why says how v was decided); operator adds the Kubernetes
// operator's keys.
func configKeyText(key string, v flink.Version, why string, operator bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**'%s'**: Flink configuration key (%s)", key, why)
	ck, ok := configKey(Facts{Lines: nonZero(v)}, key)
	deprecated := false
	if !ok {
		if old, dep, found := flink.LookupConfigKey(key); found && dep {
			ck, ok, deprecated = old, true, true
		}
	}
	if !ok {
		if operator {
			b.WriteString("\n\nNot among the keys Flink and the Kubernetes operator declare")
		} else {
			b.WriteString("\n\nNot among the keys Flink declares")
		}
		if !v.IsZero() {
			fmt.Fprintf(&b, " in %s", v)
		}
		b.WriteString(" (the option classes read).")
		return b.String()
	}
	if d := flink.DescribeConfigKey(ck.Key); d != "" {
		fmt.Fprintf(&b, "\n\n%s", d)
	}
	b.WriteString("\n\n")
	optionFacts(&b, ck.Type, ck.EnumValues, ck.Default, false)
	if !ck.Since.IsZero() {
		fmt.Fprintf(&b, "\n\nSince Flink %s.", ck.Since)
	}
	if ck.Introduced != "" {
		fmt.Fprintf(&b, " First declared in %s.", ck.Introduced)
	}
	if deprecated {
		fmt.Fprintf(&b, "\n\nDeprecated: read as '%s'; write '%s'.", ck.Key, ck.Key)
	} else if len(ck.DeprecatedKeys) > 0 {
		fmt.Fprintf(&b, "\n\nAlso read under the deprecated keys %s.", quoteAll(ck.DeprecatedKeys))
	}
	if ck.Note != "" {
		fmt.Fprintf(&b, "\n\n%s.", strings.TrimSuffix(ck.Note, "."))
	}
	sources(&b, ck.Repository, nil, ck.Declared, ck.Verified)
	return b.String()
}

func nonZero(v flink.Version) []flink.Version {
	if v.IsZero() {
		return nil
	}
	return []flink.Version{v}
}

// versionOf is the Flink line the jobs run on, as the option rules take
// it (model.FlinkLines: their linked deployments', else --flink-version),
// and how that was decided; zero when the lines differ or none says.
func (s *Service) versionOf(jobs []*model.Job) (flink.Version, string) {
	var lines []flink.Version
	for _, j := range jobs {
		for _, v := range s.m.FlinkLines(j) {
			if !slices.Contains(lines, v) {
				lines = append(lines, v)
			}
		}
	}
	switch {
	case len(lines) > 1:
		slices.SortFunc(lines, flink.Version.Compare)
		return flink.Version{}, fmt.Sprintf("its deployments run Flink %s to %s: every modelled release", lines[0], lines[len(lines)-1])
	case len(lines) == 0:
		return flink.Version{}, "Flink version unknown: every modelled release"
	}
	v := lines[0]
	for _, j := range jobs {
		for _, l := range j.Deployments {
			if dv, ok := model.DeploymentFlinkVersion(l.Deployment); ok && dv == v {
				return v, fmt.Sprintf("Flink %s, from %s", v, l.Deployment.File.Path)
			}
		}
	}
	return v, fmt.Sprintf("Flink %s, from --flink-version", v)
}

// describeRef describes a resolved name.
func (s *Service) describeRef(h hit) string {
	var b strings.Builder
	switch h.ref.Kind {
	case semantics.RefTable:
		t := h.ref.Table
		kind := "table"
		if t.View {
			kind = "view"
		}
		if t.Temporary {
			kind = "temporary " + kind
		}
		fmt.Fprintf(&b, "**%s** `%s`", kind, t.Path)
		if id, ok := t.Options()["connector"]; ok && !t.View {
			fmt.Fprintf(&b, " · connector '%s'", id)
		}
		s.columns(&b, t)
		s.declaredAt(&b, h.ref)
	case semantics.RefColumn:
		c := h.ref.Column
		typ := "(type not known statically)"
		if c.Type.Known() {
			typ = c.Type.String()
		}
		fmt.Fprintf(&b, "**column** `%s` %s", c.Name, typ)
		switch c.Kind {
		case sqlparse.ComputedColumn:
			b.WriteString(" (computed)")
		case sqlparse.MetadataColumn:
			fmt.Fprintf(&b, " (metadata '%s')", c.MetadataKey)
		}
		if t := h.ref.Table; t != nil {
			kind := "table"
			if t.View {
				kind = "view"
			}
			fmt.Fprintf(&b, "\n\nOf %s `%s`", kind, t.Path)
			if l, ok := s.declaration(h.ref); ok {
				fmt.Fprintf(&b, ", declared at %s", s.place(l))
			}
			b.WriteString(".")
		}
	case semantics.RefFunction:
		f := h.ref.Function
		fmt.Fprintf(&b, "**function** `%s`, created by the job", f.Name.String())
		if !f.Class.Hole && f.Class.Value != "" {
			fmt.Fprintf(&b, ": class `%s`", f.Class.Value)
		}
		if f.Language != "" {
			fmt.Fprintf(&b, " (%s)", f.Language)
		}
		s.declaredAt(&b, h.ref)
	case semantics.RefBuiltin:
		builtinText(&b, h.ref.Builtin)
	}
	return b.String()
}

// columns lists a table's columns and their types as the catalog has them.
func (s *Service) columns(b *strings.Builder, t *semantics.Table) {
	if t.Opaque && len(t.Columns) == 0 {
		b.WriteString("\n\nIts columns are not known statically.")
		return
	}
	b.WriteString("\n\n```sql\n")
	for _, c := range t.Columns {
		typ := c.Type.String()
		switch {
		case c.Kind == sqlparse.ComputedColumn && c.Type.Known():
			typ += " -- computed"
		case c.Kind == sqlparse.ComputedColumn:
			typ = "-- computed, type not known statically"
		case !c.Type.Known():
			typ = "-- type not known statically"
		}
		fmt.Fprintf(b, "%s %s", quoteIdent(c.Name), typ)
		switch c.Kind {
		case sqlparse.MetadataColumn:
			b.WriteString(" METADATA")
			if c.Virtual {
				b.WriteString(" VIRTUAL")
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("```")
	if t.Opaque {
		b.WriteString("\n\nSome of its columns are not known statically.")
	}
	if len(t.PrimaryKey) > 0 {
		fmt.Fprintf(b, "\n\nPrimary key: %s.", strings.Join(t.PrimaryKey, ", "))
	}
}

func quoteIdent(name string) string {
	for _, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return "`" + strings.ReplaceAll(name, "`", "``") + "`"
		}
	}
	return name
}

// declaredAt writes where the thing a reference names is declared.
func (s *Service) declaredAt(b *strings.Builder, r semantics.Ref) {
	if l, ok := s.declaration(r); ok {
		fmt.Fprintf(b, "\n\nDeclared at %s.", s.place(l))
	}
}

// place is a location as path:line.
func (s *Service) place(l Location) string {
	f := s.m.File(l.Path)
	if f == nil || f.Tok == nil {
		return l.Path
	}
	return fmt.Sprintf("%s:%d", l.Path, f.Tok.Line(f.Pos(l.Start)))
}

// builtinText describes a built-in function.
func builtinText(b *strings.Builder, f *functions.Function) {
	fmt.Fprintf(b, "**%s** · built-in %s function", f.Name, kindText(f.Kind))
	if len(f.Aliases) > 0 {
		fmt.Fprintf(b, " (also %s)", strings.Join(f.Aliases, ", "))
	}
	if d := f.Description(); d != "" {
		fmt.Fprintf(b, "\n\n%s", d)
	}
	b.WriteString("\n\n")
	switch {
	case f.NoParens:
		fmt.Fprintf(b, "Called without parentheses: `%s`.", f.Name)
	case f.MaxArgs < 0:
		fmt.Fprintf(b, "Takes %d or more arguments.", f.MinArgs)
	case f.MinArgs == 1 && f.MaxArgs == 1:
		b.WriteString("Takes 1 argument.")
	case f.MinArgs == f.MaxArgs:
		fmt.Fprintf(b, "Takes %d arguments.", f.MinArgs)
	default:
		fmt.Fprintf(b, "Takes %d to %d arguments.", f.MinArgs, f.MaxArgs)
	}
	if f.Since != (functions.Version{}) {
		fmt.Fprintf(b, " Since Flink %d.%d.", f.Since.Major, f.Since.Minor)
	}
	forms := f.Forms()
	for _, fm := range forms {
		fmt.Fprintf(b, "\n\n`%s`", formSignature(f.Name, fm, "").Label)
	}
	if len(forms) > 0 {
		fmt.Fprintf(b, "\n\nParameter names: %s.", forms[0].Source)
	}
	if f.Source != "" {
		src := f.Source
		if !strings.HasPrefix(src, "apache/") {
			src = "apache/flink `" + src + "`"
		}
		fmt.Fprintf(b, "\n\nSources: %s.", src)
	}
}

func kindText(k functions.Kind) string {
	switch k {
	case functions.Aggregate:
		return "aggregate"
	case functions.Scalar:
		return "scalar"
	}
	return strings.ToLower(fmt.Sprint(k))
}

// registeredHover describes a table a job registers from a
// TableDescriptor, named in SQL at byte off of file p.
func (s *Service) registeredHover(p string, off int) (Hover, bool) {
	t, l, ok := s.descriptorTableAt(p, off)
	if !ok {
		return Hover{}, false
	}
	var b strings.Builder
	fmt.Fprintf(&b, "**table** `%s`, registered by the job's code from a TableDescriptor", t.Name)
	if c := t.Options.Get("connector"); c != nil && !c.Hole {
		fmt.Fprintf(&b, " · connector '%s'", c.Value)
	}
	if r, ok := s.position(t.RegisteredPos, t.RegisteredEnd); ok && t.RegisteredPos.IsValid() {
		fmt.Fprintf(&b, "\n\nRegistered at %s.", s.place(r))
	}
	return Hover{Markdown: b.String(), At: l}, true
}

// settingRules are the rules that read each deployment fact (a test
// checks the list against the rules' sources).
var settingRules = map[string][]string{
	"autoscaling":      {"FL001", "FL030"},
	"parallelism":      {"FL030", "FL031", "FL032", "FL037"},
	"max parallelism":  {"FL032"},
	"Flink version":    {"FL001", "FL010", "FL022", "FL024", "FL025", "FL036", "FL038", "FL064", "FL068"},
	"scheduler":        {"FL001", "FL037"},
	"checkpointing":    {"FL022", "FL024"},
	"image":            {"FL038"},
	"TaskManagers":     {"FL037"},
	"configuration":    {"FL030", "FL032"},
	"parallelism/KPU":  {"FL030", "FL032"},
	"rescaling":        {"FL001", "FL031", "FL032", "FL037"},
	"option catalogue": {"FL010", "FL011", "FL012", "FL013", "FL014", "FL015", "FL016", "FL017", "FL018"},
}

// deploymentHover describes the deployment setting written at byte off of
// file p: what flinklint read there, which jobs the deployment runs, and
// which rules read the setting.
func (s *Service) deploymentHover(p string, off int) (Hover, bool) {
	f := s.m.File(p)
	if f == nil || f.Deploy == nil {
		return Hover{}, false
	}
	for _, d := range s.m.Deployments {
		type fact struct {
			name, value string
			key, val    deploy.Span
			set, hole   bool
			path        string
		}
		var facts []fact
		add := func(name, value string, set, hole bool, key, val deploy.Span, fp string) {
			facts = append(facts, fact{name: name, value: value, key: key, val: val, set: set, hole: hole, path: fp})
		}
		// An AWS app's settings as written first: the facts below are read
		// from them.
		if a := d.AWS; a != nil {
			add("configuration", a.ConfigurationType.Value, a.ConfigurationType.Set, a.ConfigurationType.Hole, a.ConfigurationType.KeySpan, a.ConfigurationType.Span, a.ConfigurationType.Path)
			add("autoscaling", fmt.Sprint(a.AutoScalingEnabled.Value), a.AutoScalingEnabled.Set, a.AutoScalingEnabled.Hole, a.AutoScalingEnabled.KeySpan, a.AutoScalingEnabled.Span, a.AutoScalingEnabled.Path)
			add("parallelism", fmt.Sprint(a.Parallelism.Value), a.Parallelism.Set, a.Parallelism.Hole, a.Parallelism.KeySpan, a.Parallelism.Span, a.Parallelism.Path)
			add("parallelism/KPU", fmt.Sprint(a.ParallelismPerKPU.Value), a.ParallelismPerKPU.Set, a.ParallelismPerKPU.Hole, a.ParallelismPerKPU.KeySpan, a.ParallelismPerKPU.Span, a.ParallelismPerKPU.Path)
		}
		add("autoscaling", d.Autoscaler.State.Value.String(), d.Autoscaler.State.Set, d.Autoscaler.State.Hole, d.Autoscaler.State.KeySpan, d.Autoscaler.State.Span, d.Autoscaler.State.Path)
		add("parallelism", fmt.Sprint(d.Parallelism.Value), d.Parallelism.Set, d.Parallelism.Hole, d.Parallelism.KeySpan, d.Parallelism.Span, d.Parallelism.Path)
		add("max parallelism", fmt.Sprint(d.MaxParallelism.Value), d.MaxParallelism.Set, d.MaxParallelism.Hole, d.MaxParallelism.KeySpan, d.MaxParallelism.Span, d.MaxParallelism.Path)
		add("Flink version", d.FlinkVersion.Value, d.FlinkVersion.Set, d.FlinkVersion.Hole, d.FlinkVersion.KeySpan, d.FlinkVersion.Span, d.FlinkVersion.Path)
		add("Flink version", d.Runtime.Value, d.Runtime.Set, d.Runtime.Hole, d.Runtime.KeySpan, d.Runtime.Span, d.Runtime.Path)
		add("image", d.ImageVersion.Value, d.ImageVersion.Set, d.ImageVersion.Hole, d.ImageVersion.KeySpan, d.ImageVersion.Span, d.ImageVersion.Path)
		add("scheduler", schedulerText(d.Scheduler.Value), d.Scheduler.Set, d.Scheduler.Hole, d.Scheduler.KeySpan, d.Scheduler.Span, d.Scheduler.Path)
		add("checkpointing", d.Checkpointing.Enabled.Value.String(), d.Checkpointing.Enabled.Set, d.Checkpointing.Enabled.Hole, d.Checkpointing.Enabled.KeySpan, d.Checkpointing.Enabled.Span, d.Checkpointing.Enabled.Path)
		add("checkpointing", d.Checkpointing.Interval.Value, d.Checkpointing.Interval.Set, d.Checkpointing.Interval.Hole, d.Checkpointing.Interval.KeySpan, d.Checkpointing.Interval.Span, d.Checkpointing.Interval.Path)
		add("TaskManagers", fmt.Sprint(d.TaskManagerReplicas.Value), d.TaskManagerReplicas.Set, d.TaskManagerReplicas.Hole, d.TaskManagerReplicas.KeySpan, d.TaskManagerReplicas.Span, d.TaskManagerReplicas.Path)
		for _, x := range facts {
			fp := d.File.Path
			if x.path != "" {
				fp = path.Clean(x.path)
			}
			if !x.set || fp != p {
				continue
			}
			span := x.val
			if x.key.End > x.key.Start {
				span = deploy.Span{Start: min(x.key.Start, x.val.Start), End: max(x.key.End, x.val.End)}
			}
			if off < span.Start || off > span.End {
				continue
			}
			var b strings.Builder
			fmt.Fprintf(&b, "**%s** of deployment `%s`: ", x.name, d.Name)
			if x.hole {
				b.WriteString("written, but not known statically")
			} else {
				fmt.Fprintf(&b, "flinklint read `%s`", x.value)
			}
			if x.name == "autoscaling" && d.Autoscaler.Setting != "" {
				fmt.Fprintf(&b, " (from %s)", d.Autoscaler.Setting)
			}
			b.WriteString(".")
			if d.Rescaling.Why != "" && (x.name == "autoscaling" || x.name == "parallelism" || x.name == "scheduler" || x.name == "configuration") {
				fmt.Fprintf(&b, "\n\nRescaling: %s: %s.", d.Rescaling.Rescales, strings.TrimSuffix(d.Rescaling.Why, "."))
			}
			if x.name == "Flink version" {
				if v, ok := model.DeploymentFlinkVersion(d); ok {
					fmt.Fprintf(&b, "\n\nThe jobs it runs are checked against Flink %s: the option catalogue of that release (%s) and its known bugs.", v, strings.Join(settingRules["option catalogue"], ", "))
				}
			}
			if jobs := s.governed(d); len(jobs) > 0 {
				fmt.Fprintf(&b, "\n\nRuns %s.", strings.Join(jobs, ", "))
			} else {
				b.WriteString("\n\nflinklint linked no job of the workspace to it.")
			}
			if rules := settingRules[x.name]; len(rules) > 0 {
				fmt.Fprintf(&b, "\n\nRead by %s.", strings.Join(rules, ", "))
			}
			return Hover{Markdown: b.String(), At: Location{Path: p, Start: span.Start, End: span.End}}, true
		}
	}
	return Hover{}, false
}

func schedulerText(m deploy.SchedulerMode) string {
	switch m {
	case deploy.SchedulerDefault:
		return "default"
	case deploy.SchedulerAdaptive:
		return "adaptive"
	case deploy.SchedulerReactive:
		return "reactive"
	}
	return "unknown"
}

// governed are the jobs a deployment runs, as the linker decided.
func (s *Service) governed(d *model.Deployment) []string {
	var out []string
	for _, j := range s.m.Jobs {
		for _, l := range j.Deployments {
			if l.Deployment == d {
				out = append(out, "`"+j.Name+"`")
				break
			}
		}
	}
	return out
}
