package jvmparse

import (
	"path"
	"strings"
)

// Gradle and sbt builds name the jar they make in their scripts. Like the
// POM reader, these readers take what is written as a plain string and
// nothing else: a name computed from a variable, a function or an
// interpolation is not known, and a jar whose name is not known is not
// listed (no job is linked through it).

// Build file names other than Maven's.
const (
	GradleFileName    = "build.gradle"
	GradleKtsFileName = "build.gradle.kts"
	SbtFileName       = "build.sbt"
)

// IsBuildFileName reports whether name is a build script whose jar
// flinklint reads: a POM, a Gradle script (Groovy or Kotlin DSL), an sbt
// build.
func IsBuildFileName(name string) bool {
	switch name {
	case POMFileName, GradleFileName, GradleKtsFileName, SbtFileName:
		return true
	}
	return false
}

// GradleSettingsNames are the settings scripts beside a root build script;
// they name the root project (rootProject.name).
var GradleSettingsNames = []string{"settings.gradle", "settings.gradle.kts"}

// bTok is a token of a build script: an identifier, a string literal
// (quoted: its text is known only when it holds no interpolation), a
// number, or one punctuation byte.
type bTok struct {
	kind  tokKind
	text  string
	plain bool // a string without ${...} or $name
	nl    bool // a line break comes before it
}

// buildTokens splits a Groovy, Kotlin or Scala build script.
func buildTokens(s string) []bTok {
	var out []bTok
	nl := false
	for i := 0; i < len(s) && len(out) < maxTokens; {
		c := s[i]
		start := len(out)
		switch {
		case c == '\n':
			nl = true
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
		case strings.HasPrefix(s[i:], "//"):
			i = skipTo(s, i+2, "\n")
			nl = true
		case strings.HasPrefix(s[i:], "/*"):
			i = skipTo(s, i+2, "*/")
		case strings.HasPrefix(s[i:], `"""`) || strings.HasPrefix(s[i:], `'''`):
			q := s[i : i+3]
			end := skipTo(s, i+3, q)
			t := s[i+3 : max(i+3, end-3)]
			out = append(out, bTok{kind: tString, text: t, plain: q == `'''` || !strings.Contains(t, "$")})
			i = end
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(s) && s[j] != c && s[j] != '\n' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			t := s[i+1 : min(j, len(s))]
			// Groovy's '...' never interpolates; "..." does, in all three.
			out = append(out, bTok{kind: tString, text: t, plain: (c == '\'' || !strings.Contains(t, "$")) && !strings.Contains(t, "\\")})
			i = j + 1
		case isIdentByte(c) && !(c >= '0' && c <= '9'):
			j := i + 1
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			out = append(out, bTok{kind: tIdent, text: s[i:j]})
			i = j
		case c >= '0' && c <= '9':
			j := i + 1
			for j < len(s) && (isIdentByte(s[j]) || s[j] == '.') {
				j++
			}
			out = append(out, bTok{kind: tNone, text: s[i:j]})
			i = j
		default:
			out = append(out, bTok{kind: tPunct, text: s[i : i+1]})
			i++
		}
		if len(out) > start {
			out[start].nl = nl
			nl = false
		}
	}
	return out
}

func (t bTok) is(p string) bool { return t.kind == tPunct && t.text == p }

// setting is a value a script gives a name: known is false when the value
// is written but is no plain string.
type setting struct {
	value string
	known bool
	set   bool
}

func (s *setting) assign(v string, known bool) {
	s.set = true
	s.value, s.known = v, known
}

// valueAt reads the value given to the name at toks[i]: `name = v`,
// `name := v`, `name.set(v)`, `name(v)`, `name v` (Groovy's call without
// parentheses), `name += v` not (it appends). It returns whether the name
// is given a value there, the value and whether it is a plain string.
func valueAt(toks []bTok, i int) (given bool, v string, known bool) {
	return valueAtWith(toks, i, nil)
}

// valueAtWith is valueAt where a name of consts (an sbt build's
// `val jarName = "x.jar"`) given alone is its string.
func valueAtWith(toks []bTok, i int, consts map[string]string) (given bool, v string, known bool) {
	j := i + 1
	at := func(k int) bTok {
		if k < len(toks) {
			return toks[k]
		}
		return bTok{}
	}
	switch {
	case at(j).is(":") && at(j+1).is("="): // sbt :=
		j += 2
	case at(j).is("=") && !at(j+1).is("="):
		j++
	case at(j).is(".") && at(j+1).kind == tIdent && at(j+1).text == "set" && at(j+2).is("("):
		j += 3
	case at(j).is("("):
		j++
	case at(j).kind == tString:
	default:
		return false, "", false
	}
	t := at(j)
	if t.kind == tString && t.plain {
		// The value is the string alone (not "a" + x).
		if n := at(j + 1); n.is("+") || n.is(".") {
			return true, "", false
		}
		return true, t.text, true
	}
	// sbt and Scala: Some("x").
	if t.kind == tIdent && t.text == "Some" && at(j+1).is("(") && at(j+2).kind == tString && at(j+2).plain && at(j+3).is(")") {
		return true, at(j + 2).text, true
	}
	if c, ok := consts[t.text]; ok && t.kind == tIdent {
		if n := at(j + 1); !n.is("+") && !n.is(".") && !n.is("(") {
			return true, c, true
		}
	}
	return true, "", false
}

// GradleBuild reads the jar a Gradle build script makes (build/libs):
// the jar task's archive (archiveBaseName, archiveVersion,
// archiveClassifier, archiveFileName, base.archivesName, the project's
// version) and, when the Shadow plugin is applied, the shadowJar's
// (classifier "all" unless set); its main class from application's
// mainClass, mainClassName or a manifest's Main-Class. project is the
// project's name (settings' rootProject.name, or a subproject's
// directory), "" when not known; props the gradle.properties beside the
// script (nil when there is none), whose version= is the project's unless
// the script sets one.
func GradleBuild(src []byte, project string, props []byte) Build {
	toks := buildTokens(string(src))
	var b Build
	var version, archivesName setting
	for _, line := range strings.Split(string(props), "\n") {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), "="); ok && strings.TrimSpace(k) == "version" {
			version.assign(strings.TrimSpace(v), true)
		}
	}
	tasks := map[string]*struct{ base, ver, classifier, file setting }{"jar": {}, "shadowJar": {}}
	shadow := false
	var mainClass setting
	// blocks are the names of the open blocks (jar, shadowJar,
	// application, manifest, base, tasks.named("jar"), ...).
	var blocks []string
	pending := "" // the name of the block the next { opens
	inTask := func() string {
		for k := len(blocks) - 1; k >= 0; k-- {
			if _, ok := tasks[blocks[k]]; ok {
				return blocks[k]
			}
		}
		return ""
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.is("{"):
			blocks = append(blocks, pending)
			pending = ""
			continue
		case t.is("}"):
			if len(blocks) > 0 {
				blocks = blocks[:len(blocks)-1]
			}
			pending = ""
			continue
		case t.kind == tString && (t.text == "com.github.johnrengelman.shadow" || t.text == "com.gradleup.shadow" || t.text == "io.github.goooler.shadow"):
			shadow = true
		}
		if t.kind == tString && (t.text == "jar" || t.text == "shadowJar") && i > 0 && (toks[i-1].is("(") || toks[i-1].is(",")) {
			pending = t.text // tasks.named("jar") { ... }, tasks.named<Jar>("jar")
			continue
		}
		if t.kind != tIdent {
			continue
		}
		if i+1 < len(toks) && toks[i+1].is("{") {
			pending = t.text
			continue
		}
		if i > 0 && toks[i-1].is(".") && !(i > 1 && toks[i-2].kind == tIdent && toks[i-2].text == "tasks") {
			// a.b: only tasks.jar / tasks.shadowJar open a block by name.
			if !(t.text == "archivesName" && i > 1 && toks[i-2].text == "base") {
				continue
			}
		}
		depth := len(blocks)
		task := inTask()
		given, v, known := valueAt(toks, i)
		switch t.text {
		case "version":
			switch {
			case given && depth == 0:
				version.assign(v, known)
			case given && (blocks[depth-1] == "allprojects" || blocks[depth-1] == "subprojects" || blocks[depth-1] == "project"):
				// Set for projects flinklint does not tell apart.
				version.assign("", false)
			}
		case "archivesBaseName", "archivesName":
			if given && (depth == 0 || blocks[depth-1] == "base") {
				archivesName.assign(v, known)
			}
		case "archiveBaseName", "baseName":
			if given && task != "" {
				tasks[task].base.assign(v, known)
			}
		case "archiveVersion":
			if given && task != "" {
				tasks[task].ver.assign(v, known)
			}
		case "archiveClassifier", "classifier":
			if given && task != "" {
				tasks[task].classifier.assign(v, known)
			}
		case "archiveFileName", "archiveName":
			if given && task != "" {
				tasks[task].file.assign(v, known)
			}
		case "mainClass", "mainClassName":
			if given && (depth == 0 || blocks[depth-1] == "application" || t.text == "mainClass") {
				mainClass.assign(v, known)
			}
		case "attributes":
			// attributes 'Main-Class': 'x' / attributes("Main-Class" to "x")
			// / attributes["Main-Class"] = "x"
			for k := i + 1; k < len(toks) && k < i+12; k++ {
				if toks[k].kind == tString && toks[k].text == "Main-Class" {
					n := k + 1
					for n < len(toks) && (toks[n].is(":") || toks[n].is("]") || toks[n].is("=") || toks[n].kind == tIdent && toks[n].text == "to") {
						n++
					}
					if n < len(toks) && toks[n].kind == tString {
						mainClass.assign(toks[n].text, toks[n].plain)
					} else {
						mainClass.assign("", false)
					}
					break
				}
			}
		}
	}
	if version.set && !version.known {
		return withMain(b, mainClass)
	}
	jarName := func(task string, defClassifier string) (string, bool) {
		ts := tasks[task]
		if ts.file.set {
			return ts.file.value, ts.file.known
		}
		base := project
		switch {
		case ts.base.set:
			if !ts.base.known {
				return "", false
			}
			base = ts.base.value
		case archivesName.set:
			if !archivesName.known {
				return "", false
			}
			base = archivesName.value
		}
		if base == "" {
			return "", false
		}
		ver := version.value
		if ts.ver.set {
			if !ts.ver.known {
				return "", false
			}
			ver = ts.ver.value
		}
		classifier := defClassifier
		if ts.classifier.set {
			if !ts.classifier.known {
				return "", false
			}
			classifier = ts.classifier.value
		}
		name := base
		for _, part := range []string{ver, classifier} {
			if part != "" {
				name += "-" + part
			}
		}
		return name + ".jar", true
	}
	if n, ok := jarName("jar", ""); ok {
		b.Jars = append(b.Jars, n)
	}
	if shadow {
		if n, ok := jarName("shadowJar", "all"); ok && !contains2(b.Jars, n) {
			b.Jars = append(b.Jars, n)
		}
	}
	b.ArtifactID, b.Version = project, version.value
	return withMain(b, mainClass)
}

func withMain(b Build, mainClass setting) Build {
	if mainClass.set && mainClass.known {
		b.MainClass = mainClass.value
	}
	return b
}

func contains2(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// GradleRootProject reads rootProject.name from a settings script ("" when
// it is not set as a plain string).
func GradleRootProject(src []byte) string {
	toks := buildTokens(string(src))
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind == tIdent && toks[i].text == "rootProject" && toks[i+1].is(".") && toks[i+2].text == "name" {
			if given, v, known := valueAt(toks, i+2); given && known {
				return v
			}
			return ""
		}
	}
	return ""
}

// GradleProjectName is the name of the project whose build script is at
// rel (slash path): a subproject's directory name; the root project's
// (settings beside it) from its settings' rootProject.name.
func GradleProjectName(rel string, settings []byte) string {
	if settings != nil {
		return GradleRootProject(settings)
	}
	dir := path.Dir(rel)
	if dir == "." || dir == "/" {
		return "" // the checkout's directory: not known
	}
	return path.Base(dir)
}

// skipScope skips `in (Compile, run)` / `in Compile` after a key: the
// index of the token after it, or i when there is none.
func skipScope(toks []bTok, i int) int {
	if i >= len(toks) || toks[i].text != "in" {
		return i
	}
	j := i + 1
	if j < len(toks) && toks[j].is("(") {
		for j < len(toks) && !toks[j].is(")") {
			j++
		}
		return j + 1
	}
	return j + 1
}
