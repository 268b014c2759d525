package model

import (
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// Secret is a credential written in plain text in a file of the run: a
// table or catalog option, a SET or configuration call, a deployment
// property or Flink configuration entry. Value must never be printed; it is
// kept so that output can be scrubbed of it.
type Secret struct {
	File *File
	Key  string
	// KeyStart..KeyEnd and ValueStart..ValueEnd are byte offsets of the key
	// and of the value as written, in File.
	KeyStart, KeyEnd     int
	ValueStart, ValueEnd int
	// Value is the secret as Flink reads it. Never print it.
	Value string
	// Where names the place for messages: `table "orders"`, `SET`, ...
	Where string
	// Host is the host the credential is for, when the options beside it
	// or the URL that holds it name one ('hostname', a JDBC 'url', a
	// user:password@host URL); "" when not known.
	Host string
}

// Secrets returns every plaintext credential of the run's files, in file
// and offset order. A value that is not known statically (a hole, an
// unresolved reference) or that refers to a secret store or the
// environment (${...}, {{resolve:...}}, a Secrets Manager ARN) is not a
// secret. The classification of keys and values is flink.IsSecret's.
// The list is computed once per model (a rule and the output's redaction
// both ask) and shared: callers must not modify it.
func (m *Model) Secrets() []Secret {
	m.secrets.once.Do(func() { m.secrets.list = m.findSecrets() })
	return m.secrets.list
}

func (m *Model) findSecrets() []Secret {
	var out []Secret
	for _, f := range m.Files {
		if m.Judged(f) {
			out = append(out, fileSecrets(f, m.File)...)
		}
	}
	seen := map[[2]any]bool{}
	kept := out[:0]
	for _, s := range out {
		k := [2]any{s.File, s.KeyStart}
		if !seen[k] {
			seen[k] = true
			kept = append(kept, s)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool {
		if kept[i].File.Path != kept[j].File.Path {
			return kept[i].File.Path < kept[j].File.Path
		}
		return kept[i].KeyStart < kept[j].KeyStart
	})
	return kept
}

// fileSecrets lists the secrets written in f, or, for a deployment value
// set in another file (a Terraform *.tfvars file), in that file, found with
// file.
func fileSecrets(f *File, file func(path string) *File) []Secret {
	var out []Secret
	if f.SQL != nil {
		out = append(out, sqlSecrets(f, f.SQL, nil)...)
	}
	for _, e := range f.Embedded {
		if e.Script != nil {
			out = append(out, sqlSecrets(f, e.Script, e.Text)...)
		}
	}
	if f.Python != nil {
		for _, d := range f.Python.Descriptors {
			where := func() string {
				if d.Connector.Known {
					return "TableDescriptor for connector '" + d.Connector.Value + "'"
				}
				return "TableDescriptor"
			}
			n := len(out)
			for _, o := range d.Options {
				out = appendPySecret(out, f, o.Key, o.Value, where)
			}
			for i := n; i < len(out); i++ {
				out[i].Host = secretHost(out[i].Value, func(key string) string {
					for _, o := range d.Options {
						if o.Key.Known && o.Value.Known && strings.EqualFold(o.Key.Value, key) {
							return o.Value.Value
						}
					}
					return ""
				})
			}
		}
		for _, s := range f.Python.Settings {
			out = appendPySecret(out, f, s.Key, s.Value, func() string { return "configuration call " + s.API })
		}
	}
	if f.Deploy != nil {
		for _, d := range f.Deploy.Deployments {
			if d.Path != "" && d.Path != f.Path {
				continue
			}
			name := d.Name
			if name == "" {
				name = f.Path
			}
			for _, g := range d.PropertyGroups {
				for _, p := range g.Properties {
					out = appendDeploySecret(out, f, p, func() string { return "property group '" + g.ID + "' of " + string(d.Kind) + " " + quote(name) }, file)
				}
			}
			for _, p := range d.FlinkConfig {
				if p.Inherited {
					continue // reported with the session cluster that writes it
				}
				out = appendDeploySecret(out, f, p, func() string { return "Flink configuration of " + quote(name) }, file)
			}
		}
	}
	return out
}

func quote(s string) string { return `"` + s + `"` }

// sqlSecrets walks the statements of one script. text maps spans of SQL
// embedded in Python back to the Python file; nil for a .sql file.
func sqlSecrets(f *File, sc *sqlparse.Script, text *pyparse.SQLText) []Secret {
	var out []Secret
	span := func(s sqlparse.Span) (int, int) {
		if text == nil {
			return s.Start, s.End
		}
		p := text.PySpan(s.Start, s.End)
		return p.Start, p.End
	}
	// where is called only for a secret found: most options are none.
	opts := func(list []sqlparse.Option, where func() string) {
		for _, o := range list {
			if o.Key.Hole || o.Value.Hole || !IsPlaintextSecret(o.Key.Value, o.Value.Value) {
				continue
			}
			ks, ke := span(o.Key.Span)
			vs, ve := span(o.Value.Span)
			host := secretHost(o.Value.Value, func(key string) string {
				for _, p := range list {
					if !p.Key.Hole && !p.Value.Hole && strings.EqualFold(p.Key.Value, key) {
						return p.Value.Value
					}
				}
				return ""
			})
			out = append(out, Secret{File: f, Key: o.Key.Value, KeyStart: ks, KeyEnd: ke, ValueStart: vs, ValueEnd: ve, Value: o.Value.Value, Where: where(), Host: host})
		}
	}
	hints := func(hs []sqlparse.Hint, where func() string) {
		for _, h := range hs {
			opts(h.Options, func() string { return where() + " OPTIONS hint" })
		}
	}
	query := func(q *sqlparse.Query) {
		if q == nil {
			return
		}
		for _, src := range q.Sources {
			hints(src.Hints, func() string { return "table " + quote(src.Name.Object().Name) })
		}
	}
	insert := func(s *sqlparse.Insert) {
		hints(s.Hints, func() string { return "INSERT INTO " + s.Target.Object().Name })
		query(s.Query)
	}
	for _, st := range sc.Statements {
		switch s := st.(type) {
		case *sqlparse.CreateTable:
			opts(s.Options, func() string { return "table " + quote(s.Name.Object().Name) })
			query(s.AsQuery)
		case *sqlparse.AlterTable:
			opts(s.Options, func() string { return "ALTER TABLE " + s.Name.Object().Name })
		case *sqlparse.CreateCatalog:
			opts(s.Options, func() string { return "catalog " + quote(s.Name.Name) })
		case *sqlparse.Set:
			if s.Key.Hole || s.Value.Hole || !IsPlaintextSecret(s.Key.Value, s.Value.Value) {
				continue
			}
			ks, ke := span(s.Key.Span)
			vs, ve := span(s.Value.Span)
			out = append(out, Secret{File: f, Key: s.Key.Value, KeyStart: ks, KeyEnd: ke, ValueStart: vs, ValueEnd: ve, Value: s.Value.Value, Where: "SET"})
		case *sqlparse.Insert:
			insert(s)
		case *sqlparse.StatementSet:
			for _, ins := range s.Inserts {
				insert(ins)
			}
		case *sqlparse.Select:
			query(s.Query)
		case *sqlparse.CreateView:
			query(s.Query)
		}
	}
	return out
}

func appendPySecret(out []Secret, f *File, k, v pyparse.StringValue, where func() string) []Secret {
	if !k.Known || !v.Known || !IsPlaintextSecret(k.Value, v.Value) {
		return out
	}
	return append(out, Secret{File: f, Key: k.Value, KeyStart: k.Span.Start, KeyEnd: k.Span.End,
		ValueStart: v.Span.Start, ValueEnd: v.Span.End, Value: v.Value, Where: where()})
}

// appendDeploySecret is appendPropSecret for a property of a deployment
// of f, whose value may be set in another file: a Terraform variable set in
// a *.tfvars file is reported where it is set, at its key there. A value from
// a file the model does not hold is reported at the property's key in f,
// without a value span. A variable's default that holds the secret is
// reported at the default.
//
// where names the place; it is called only for a secret found, since most
// properties are none and the name costs an allocation.
func appendDeploySecret(out []Secret, f *File, p deploy.Property, where func() string, file func(path string) *File) []Secret {
	if d := p.Default; d != nil {
		if df := file(d.Path); df != nil {
			p.Span, p.KeySpan = d.Span, d.Key
			return appendPropSecret(out, df, p, func() string { return where() + ", through the default of this variable" })
		}
	}
	if p.Path == "" || p.Path == f.Path {
		return appendPropSecret(out, f, p, where)
	}
	if vf := file(p.Path); vf != nil {
		p.KeySpan = p.DefKey
		return appendPropSecret(out, vf, p, func() string { return where() + ", through this variable" })
	}
	p.Span = deploy.Span{Start: p.KeySpan.Start, End: p.KeySpan.Start}
	return appendPropSecret(out, f, p, where)
}

func appendPropSecret(out []Secret, f *File, p deploy.Property, where func() string) []Secret {
	if !p.Known || !IsPlaintextSecret(p.Key, p.Value) {
		return out
	}
	ks, ke := p.KeySpan.Start, p.KeySpan.End
	if ke <= ks {
		ks, ke = p.Span.Start, p.Span.Start
	}
	return append(out, Secret{File: f, Key: p.Key, KeyStart: ks, KeyEnd: ke,
		ValueStart: p.Span.Start, ValueEnd: p.Span.End, Value: p.Value, Where: where()})
}

// IsPlaintextSecret reports whether key = value writes a credential in
// plain text: flink.IsSecret says the pair carries one, and the value is
// not a reference resolved at deploy or run time.
func IsPlaintextSecret(key, value string) bool {
	return flink.IsSecret(key, value) && !isSecretReference(value) && !isSwitchValue(value)
}

// isSwitchValue tells values that cannot be a credential: a key such as
// "secrets-manager.enabled" matches by name, but "true" is a switch.
func isSwitchValue(value string) bool {
	switch strings.ToLower(strings.TrimSpace(value)) {
	case "true", "false", "none", "null", "on", "off", "yes", "no":
		return true
	}
	return false
}

// isSecretReference tells values that point at a secret instead of holding
// it: ${VAR} / ${env:VAR} / $VAR substitutions anywhere in the value,
// {{resolve:secretsmanager:...}} CloudFormation dynamic references and other
// {{...}} templates, Secrets Manager / SSM ARNs, redacted placeholders and
// fill-in ones (yourPassword).
func isSecretReference(value string) bool {
	v := strings.TrimSpace(value)
	switch {
	case strings.Contains(v, "${"), strings.Contains(v, "{{"), strings.Contains(v, "$("):
		return true
	case strings.HasPrefix(v, "arn:aws:secretsmanager:"), strings.HasPrefix(v, "arn:aws:ssm:"),
		strings.HasPrefix(v, "arn:aws-cn:secretsmanager:"), strings.HasPrefix(v, "arn:aws-us-gov:secretsmanager:"):
		return true
	case strings.Trim(v, "*") == "" || strings.Trim(v, "x") == "" || strings.Trim(v, "X") == "":
		return true
	}
	if fillIn(v) {
		return true
	}
	// $VAR / %(var)s / <placeholder> as the whole value.
	if len(v) > 1 && v[0] == '$' && isEnvName(v[1:]) {
		return true
	}
	if strings.HasPrefix(v, "%(") && strings.HasSuffix(v, ")s") {
		return true
	}
	return strings.HasPrefix(v, "<") && strings.HasSuffix(v, ">") && !strings.ContainsAny(v[1:len(v)-1], "<> ")
}

// fillIn tells a value that asks the reader to fill it in: "your" and
// then letters and separators only (yourPassword, your_db_password,
// YOUR-SECRET-KEY), as samples write where a credential goes.
func fillIn(v string) bool {
	if len(v) <= 4 || !strings.EqualFold(v[:4], "your") {
		return false
	}
	for i := 4; i < len(v); i++ {
		c := v[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

func isEnvName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return true
}

// secretHost is the host a credential is for: the host of the URL that
// holds it (user:password@host), else of the options beside it ('hostname',
// 'url', 'base-url', 'hosts', and the legacy 'connector.url' ...); "" when
// none says.
func secretHost(value string, option func(key string) string) string {
	if h := urlHost(value); h != "" {
		return h
	}
	for _, k := range []string{"hostname", "connector.hostname"} {
		if h := option(k); h != "" && !strings.ContainsAny(h, "$/:") {
			return strings.ToLower(h)
		}
	}
	for _, k := range []string{"url", "connector.url", "base-url", "hosts", "connector.hosts"} {
		if h := urlHost(option(k)); h != "" {
			return h
		}
	}
	return ""
}

// urlHost is the host of a URL (jdbc:mysql://host:3306/db,
// mongodb://user:password@host:27017), "" when the value is none.
func urlHost(u string) string {
	_, rest, ok := strings.Cut(u, "://")
	if !ok {
		return ""
	}
	if end := strings.IndexAny(rest, "/?;,"); end >= 0 {
		rest = rest[:end]
	}
	if at := strings.LastIndexByte(rest, '@'); at >= 0 {
		rest = rest[at+1:]
	}
	if strings.HasPrefix(rest, "[") {
		if end := strings.IndexByte(rest, ']'); end > 0 {
			return strings.ToLower(rest[1:end])
		}
	}
	host, _, _ := strings.Cut(rest, ":")
	if host == "" || strings.ContainsAny(host, "${}") {
		return ""
	}
	return strings.ToLower(host)
}

// DemoCredential is the evidence that a plaintext secret is a password the
// repository gives a container it starts itself (a database of its Docker
// Compose file): no secret, a demo's.
type DemoCredential struct {
	// Given is the Compose service's environment entry, or the
	// environment file's entry for a secret of a local host.
	Given deploy.Credential
	// From is the environment file entry that sets Given's ${VAR}; nil
	// when Given is a literal.
	From *deploy.Credential
	// Host is the host the secret is for.
	Host string
}

// localHosts are the names of the machine itself, where a Compose file's
// published ports are reached.
var localHosts = map[string]bool{"localhost": true, "127.0.0.1": true, "::1": true, "0.0.0.0": true, "host.docker.internal": true}

// DemoCredentialOf returns the evidence that s is a password the
// repository gives a local container: a Compose service whose environment
// sets it (literally, or through ${VAR} and the environment file beside
// the Compose file), when s is for that service's host or for localhost;
// or an environment file that sets it, when s is for localhost. A secret
// whose host is not known, or is another, is not one.
func (m *Model) DemoCredentialOf(s Secret) (DemoCredential, bool) {
	if s.Host == "" {
		return DemoCredential{}, false
	}
	local := localHosts[s.Host]
	var compose, env []deploy.Credential
	for _, f := range m.Files {
		if f.Deploy == nil {
			continue
		}
		for _, c := range f.Deploy.Credentials {
			if c.Service != "" {
				compose = append(compose, c)
			} else {
				env = append(env, c)
			}
		}
	}
	for _, c := range compose {
		if !local && !slices.Contains(c.Hosts, s.Host) {
			continue
		}
		if c.Ref == "" {
			if c.Value == s.Value {
				return DemoCredential{Given: c, Host: s.Host}, true
			}
			continue
		}
		for i := range env {
			e := &env[i]
			if e.Key == c.Ref && e.Value == s.Value && path.Dir(e.File) == path.Dir(c.File) {
				return DemoCredential{Given: c, From: e, Host: s.Host}, true
			}
		}
		if c.Value == s.Value {
			return DemoCredential{Given: c, Host: s.Host}, true
		}
	}
	if local {
		for _, e := range env {
			if e.Value == s.Value {
				return DemoCredential{Given: e, Host: s.Host}, true
			}
		}
	}
	return DemoCredential{}, false
}
