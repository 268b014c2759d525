package jvmparse

import (
	"path"
	"strings"
)

// AutoServiceCandidate reports whether a file may register a table factory
// through Google's AutoService: a Java, Scala or Kotlin source whose name
// ends in "Factory", the name every Flink factory class carries. It decides
// by name alone, so that the sources of a large JVM repository are not
// read.
func AutoServiceCandidate(name string) bool {
	switch path.Ext(name) {
	case ".java", ".scala", ".kt":
		return strings.HasSuffix(strings.TrimSuffix(name, path.Ext(name)), "Factory")
	}
	return false
}

// AutoServiceFactory returns the fully qualified name of the class a source
// registers as a Flink table factory with `@AutoService(Factory.class)`
// (Java), `@AutoService(Array(classOf[Factory]))` (Scala) or
// `@AutoService(Factory::class)` (Kotlin): at build time the annotation
// processor writes the service file the source tree lacks. ok is false when
// the source has no such annotation.
func AutoServiceFactory(src []byte) (class string, ok bool) {
	toks := tokenize(string(src))
	pkg := ""
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tIdent && t.text == "package" && pkg == "" {
			pkg = qualifiedName(toks[i+1:])
			continue
		}
		if !t.is("@") || i+2 >= len(toks) || toks[i+1].text != "AutoService" || !toks[i+2].is("(") {
			continue
		}
		end, registers := annotationArgs(toks, i+2)
		if !registers {
			i = end
			continue
		}
		name := declaredClass(toks[end:])
		if name == "" {
			return "", false
		}
		if pkg != "" {
			name = pkg + "." + name
		}
		return name, true
	}
	return "", false
}

// annotationArgs scans the parenthesised arguments that start at toks[open]
// and reports where they end and whether they name Flink's Factory.
func annotationArgs(toks []tok, open int) (end int, registers bool) {
	depth := 0
	for j := open; j < len(toks); j++ {
		switch {
		case toks[j].is("("), toks[j].is("["), toks[j].is("{"):
			depth++
		case toks[j].is(")"), toks[j].is("]"), toks[j].is("}"):
			depth--
			if depth == 0 {
				return j + 1, registers
			}
		case toks[j].kind == tIdent && toks[j].text == "Factory":
			// AutoService writes the service file of the interface named:
			// Flink's ServiceLoader reads only Factory's.
			registers = true
		}
	}
	return len(toks), registers
}

// qualifiedName reads a dotted name (a package declaration).
func qualifiedName(toks []tok) string {
	var parts []string
	for i := 0; i < len(toks) && toks[i].kind == tIdent; i += 2 {
		parts = append(parts, toks[i].text)
		if i+1 >= len(toks) || !toks[i+1].is(".") {
			break
		}
	}
	return strings.Join(parts, ".")
}

// declaredClass returns the name of the first class or object declared in
// toks.
func declaredClass(toks []tok) string {
	for i := 0; i+1 < len(toks); i++ {
		if t := toks[i]; t.kind == tIdent && (t.text == "class" || t.text == "object") && toks[i+1].kind == tIdent {
			return toks[i+1].text
		}
	}
	return ""
}
