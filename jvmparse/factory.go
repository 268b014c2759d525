// Package jvmparse reads the little of Java and Scala sources flinklint
// needs to know the connectors a repository defines itself: the class names
// a META-INF/services/org.apache.flink.table.factories.Factory file lists,
// and the identifier a table factory's factoryIdentifier() returns. It
// knows nothing of rules.
package jvmparse

import (
	"path"
	"strings"
)

// ServicesFileName is the service file through which Flink discovers table
// factories (FactoryUtil.discoverFactories uses java.util.ServiceLoader).
const ServicesFileName = "org.apache.flink.table.factories.Factory"

// ServiceClasses returns the fully qualified class names a service file
// lists: one per line, '#' starting a comment.
func ServiceClasses(src []byte) []string {
	var out []string
	for _, line := range strings.Split(string(src), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// SourceCandidates returns where the source of class may be, relative to
// the same root as servicesPath: Maven and Gradle keep resources in
// <module>/src/main/resources and sources in <module>/src/main/java or
// <module>/src/main/scala. A service file outside that layout has none.
func SourceCandidates(servicesPath, class string) []string {
	const resources = "src/main/resources/META-INF/services/"
	i := strings.Index("/"+servicesPath, "/"+resources)
	if i < 0 {
		return nil
	}
	module := servicesPath[:i]
	rel := strings.ReplaceAll(class, ".", "/")
	if j := strings.IndexByte(rel, '$'); j >= 0 {
		rel = rel[:j] // a nested class lives in its outer class's file
	}
	return []string{
		path.Join(module, "src/main/java", rel+".java"),
		path.Join(module, "src/main/scala", rel+".scala"),
		path.Join(module, "src/main/kotlin", rel+".kt"),
	}
}

// FactoryIdentifier returns the string factoryIdentifier() returns in a Java,
// Scala or Kotlin source: a literal (return "mredis";  = "mredis"), or a
// constant of the same file that is given exactly one literal
// (IDENTIFIER = "mredis"). ok is false when the file declares no
// factoryIdentifier or its value cannot be read.
func FactoryIdentifier(src []byte) (id string, ok bool) {
	toks := tokenize(string(src))
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind != tIdent || toks[i].text != "factoryIdentifier" || !toks[i+1].is("(") || !toks[i+2].is(")") {
			continue
		}
		v := returnedValue(toks[i+3:])
		switch v.kind {
		case tString:
			return v.text, true
		case tIdent:
			return constantValue(toks, v.text)
		}
		// A declaration without a body or a call site: look further.
	}
	return "", false
}

// returnedValue finds the value token of a method body: after an optional
// return type (": String" in Scala/Kotlin), a Java body `{ return X; }`, a
// Scala block `{ X }` or an expression body `= X`.
func returnedValue(toks []tok) tok {
	i := 0
	if i < len(toks) && toks[i].is(":") {
		i += 2
	}
	for ; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.is("{"), t.is("="), t.kind == tIdent && t.text == "return":
			continue
		case t.kind == tString:
			return t
		case t.kind == tIdent:
			// A qualified constant (Options.IDENTIFIER) is named by its last part.
			for i+2 < len(toks) && toks[i+1].is(".") && toks[i+2].kind == tIdent {
				i += 2
			}
			if i+1 < len(toks) && toks[i+1].is("(") {
				return tok{} // a computed value
			}
			return toks[i]
		}
		return tok{}
	}
	return tok{}
}

// constantValue returns the literal the file assigns to name, when it
// assigns exactly one (`String NAME = "x";`, `val NAME: String = "x"`).
func constantValue(toks []tok, name string) (string, bool) {
	var vals []string
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind != tIdent || toks[i].text != name {
			continue
		}
		j := i + 1
		if toks[j].is(":") && j+2 < len(toks) {
			j += 2
		}
		if j+1 < len(toks) && toks[j].is("=") && toks[j+1].kind == tString {
			vals = append(vals, toks[j+1].text)
		}
	}
	if len(vals) != 1 {
		return "", false
	}
	return vals[0], true
}
