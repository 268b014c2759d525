package jvmparse

import (
	"path"
	"strings"
)

// Project is one sub-project of a multi-project build (sbt's `lazy val x =
// (project in file("x")).settings(...)`): its directory, relative to the
// build file's, and the jars it makes.
type Project struct {
	Dir   string
	Build Build
}

// sbtSettings are the settings an sbt build gives one project (or, for
// ThisBuild, every project) as plain strings.
type sbtSettings struct {
	name, version, scalaVersion, assemblyName, mainClass, artifactName setting
	// unknown is set when the settings include a reference flinklint
	// cannot read (`.settings(commonSettings)` of another file): any key
	// may be set there.
	unknown bool
}

// over returns s with the keys o sets replacing s's.
func (s sbtSettings) over(o sbtSettings) sbtSettings {
	for _, p := range []struct{ dst, src *setting }{{&s.name, &o.name}, {&s.version, &o.version}, {&s.scalaVersion, &o.scalaVersion},
		{&s.assemblyName, &o.assemblyName}, {&s.mainClass, &o.mainClass}, {&s.artifactName, &o.artifactName}} {
		if p.src.set {
			*p.dst = *p.src
		}
	}
	s.unknown = s.unknown || o.unknown
	return s
}

// sbtReader reads an sbt build's settings.
type sbtReader struct {
	toks   []bTok
	consts map[string]string // val x = "..."
	seqs   map[string][2]int // val x = Seq(settings...): the token range inside
	// build holds the ThisBuild-scoped settings.
	build sbtSettings
}

// SbtBuild reads the jars an sbt build makes: package's
// name_scalaBinary-version.jar (target/scala-X.Y/) and sbt-assembly's
// assemblyJarName (default name-assembly-version.jar); the main class of
// mainClass settings. Keys are read as plain strings or as `val`s of the
// build file that hold one. In a multi-project build (`lazy val x =
// project`, `(project in file("x"))`, `project.in(file("x"))`,
// `Project("x", file("x"))`) each project has its own settings: its
// `.settings(...)` (with the settings `Seq`s the file defines), over the
// ThisBuild ones; the project's name defaults to its id; the build file's
// bare settings are the root project's (the one in file("."), else the
// implicit root, whose name is not known unless set). The root is the
// Build returned, the others its Projects. A project whose directory or
// settings flinklint cannot read lists no jar.
func SbtBuild(src []byte) Build {
	r := &sbtReader{toks: buildTokens(string(src)), consts: map[string]string{}, seqs: map[string][2]int{}}
	toks := r.toks
	assembly := false
	for _, t := range toks {
		if t.kind == tIdent && (t.text == "assembly" || t.text == "assemblyJarName") {
			assembly = true
		}
	}
	type proj struct {
		id, dir string
		ok      bool
		set     sbtSettings
	}
	var projects []proj
	var top sbtSettings
	stmts := sbtStatements(toks)
	// The file's string and settings vals first: sbt evaluates a val
	// wherever it is written.
	for _, st := range stmts {
		to := st[1]
		if name, k, ok := sbtVal(toks, st); ok {
			switch {
			case k+1 == to && toks[k].kind == tString && toks[k].plain:
				r.consts[name] = toks[k].text
			case k+2 < to && toks[k].text == "Seq" && toks[k+1].is("(") && matching(toks, k+1) == to-1:
				r.seqs[name] = [2]int{k + 2, to - 1}
			}
		}
	}
	for _, st := range stmts {
		from, to := st[0], st[1]
		if name, k, ok := sbtVal(toks, st); ok {
			if isProjectExpr(toks, k, to) {
				id, dir, ok := projectDir(toks, k, to, name)
				p := proj{id: id, dir: dir, ok: ok}
				for a := k; a < to; a++ {
					if toks[a].kind == tIdent && toks[a].text == "settings" && a+1 < to && toks[a+1].is("(") {
						end := matching(toks, a+1)
						p.set = p.set.over(r.settings(a+2, end, 0))
						a = end
					}
				}
				projects = append(projects, p)
			}
			continue
		}
		if toks[from].kind == tIdent && (toks[from].text == "def" || toks[from].text == "import" || toks[from].text == "val") {
			continue
		}
		top = top.over(r.settings(from, to, 0))
	}
	if len(projects) == 0 {
		// One project: the build's settings and its own are the same.
		return r.jars(r.build.over(top), "", assembly)
	}
	var b Build
	root := -1
	for i, p := range projects {
		if p.ok && p.dir == "." {
			root = i
		}
	}
	if root >= 0 {
		b = r.jars(r.build.over(projects[root].set).over(top), projects[root].id, assembly)
	} else {
		b = r.jars(r.build.over(top), "", assembly)
	}
	b.Projects = []Project{} // a multi-project build, even with only its root
	for i, p := range projects {
		if i == root || !p.ok || p.dir == "." {
			continue
		}
		b.Projects = append(b.Projects, Project{Dir: p.dir, Build: r.jars(r.build.over(p.set), p.id, assembly)})
	}
	return b
}

// jars lists the jars of a project with settings s; id is its project id
// (the default name; "" when not known).
func (r *sbtReader) jars(s sbtSettings, id string, assembly bool) Build {
	b := withMain(Build{}, s.mainClass)
	if s.unknown {
		return Build{}
	}
	name := s.name
	if !name.set && id != "" {
		name = setting{value: id, known: true, set: true}
	}
	if !name.known || !s.version.known || name.value == "" {
		return b
	}
	n := strings.ToLower(strings.ReplaceAll(name.value, " ", "-"))
	b.ArtifactID, b.Version = n, s.version.value
	if sv := s.scalaVersion.value; s.scalaVersion.known && sv != "" && !s.artifactName.set {
		bin := sv
		if parts := strings.Split(sv, "."); len(parts) >= 2 && parts[0] == "2" {
			bin = parts[0] + "." + parts[1]
		} else if len(parts) >= 1 && parts[0] == "3" {
			bin = "3"
		}
		b.Jars = append(b.Jars, n+"_"+bin+"-"+s.version.value+".jar")
	}
	if assembly {
		switch {
		case s.assemblyName.set && s.assemblyName.known:
			b.Jars = append(b.Jars, s.assemblyName.value)
		case !s.assemblyName.set:
			b.Jars = append(b.Jars, name.value+"-assembly-"+s.version.value+".jar")
		}
	}
	return b
}

// settings reads the settings written in toks[from:to] (a statement, or
// the arguments of .settings(...) or of a Seq): the keys at its top level,
// and the Seqs of the file it names. ThisBuild-scoped keys go to r.build.
func (r *sbtReader) settings(from, to, nesting int) sbtSettings {
	var s sbtSettings
	toks := r.toks
	depth := 0
	for i := from; i < to; i++ {
		t := toks[i]
		switch {
		case t.is("(") || t.is("{") || t.is("["):
			depth++
			continue
		case t.is(")") || t.is("}") || t.is("]"):
			depth--
			continue
		}
		if t.kind != tIdent || depth > 0 {
			continue
		}
		startsArg := i == from || toks[i-1].is(",")
		endsArg := i+1 == to || toks[i+1].is(",")
		if startsArg && endsArg {
			// A settings Seq named here.
			if rng, ok := r.seqs[t.text]; ok && nesting < 8 {
				s = s.over(r.settings(rng[0], rng[1], nesting+1))
			} else {
				s.unknown = true
			}
			continue
		}
		given, v, known := valueAtWith(toks[:to], i, r.consts)
		thisBuild := i > 1 && toks[i-1].is("/") && toks[i-2].text == "ThisBuild"
		// scoped keys: `assembly / assemblyJarName`, `Compile / mainClass`,
		// `assemblyJarName in assembly` (read at the key).
		scoped := i > 0 && toks[i-1].is("/") && !thisBuild
		dst := &s
		if thisBuild {
			dst = &r.build
		}
		switch t.text {
		case "name":
			if given && !scoped {
				dst.name.assign(v, known)
			}
		case "version":
			if given && !scoped {
				dst.version.assign(v, known)
			}
		case "scalaVersion":
			if given {
				dst.scalaVersion.assign(v, known)
			}
		case "artifactName":
			if given {
				dst.artifactName.assign(v, known)
			}
		case "assemblyJarName":
			if given {
				dst.assemblyName.assign(v, known)
			} else if i+3 < to && toks[i+1].text == "in" && toks[i+2].text == "assembly" {
				if g, v, k := valueAtWith(toks[:to], i+2, r.consts); g {
					dst.assemblyName.assign(v, k)
				}
			}
		case "mainClass":
			if given {
				dst.mainClass.assign(v, known)
			} else if j := skipScope(toks[:to], i+1); j > i+1 {
				if g, v, k := valueAtWith(toks[:to], j-1, r.consts); g {
					dst.mainClass.assign(v, k)
				}
			}
		}
	}
	return s
}

// sbtStatements splits a build file's tokens into its top-level
// statements, as [from, to) ranges: a statement ends at a line break at
// its top level unless the line or the next one continues it (an
// operator or '.' at the seam).
func sbtStatements(toks []bTok) [][2]int {
	var out [][2]int
	depth, start := 0, 0
	for i, t := range toks {
		if i > start && depth == 0 && t.nl && !continues(toks[i-1], t) {
			out = append(out, [2]int{start, i})
			start = i
		}
		switch {
		case t.is("(") || t.is("{") || t.is("["):
			depth++
		case t.is(")") || t.is("}") || t.is("]"):
			if depth > 0 {
				depth--
			}
		}
	}
	if start < len(toks) {
		out = append(out, [2]int{start, len(toks)})
	}
	return out
}

// continues reports whether the token after a line break continues the
// statement of the token before it.
func continues(prev, next bTok) bool {
	if next.kind == tPunct && next.text != "(" && next.text != "{" {
		return true // .settings, ++, %, ...
	}
	if prev.kind == tPunct && prev.text != ")" && prev.text != "}" && prev.text != "]" {
		return true // =, ., ,, +, %, :, /
	}
	if prev.kind == tIdent && (prev.text == "in" || prev.text == "lazy" || prev.text == "val") {
		return true
	}
	return next.kind == tIdent && next.text == "in"
}

// matching returns the index of the bracket that closes toks[i], or
// len(toks) when it is not closed.
func matching(toks []bTok, i int) int {
	depth := 0
	for j := i; j < len(toks); j++ {
		switch {
		case toks[j].is("(") || toks[j].is("{") || toks[j].is("["):
			depth++
		case toks[j].is(")") || toks[j].is("}") || toks[j].is("]"):
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return len(toks)
}

// isProjectExpr reports whether toks[k:to] defines a project: project,
// (project in file(...)), project.in(...), Project(...).
func isProjectExpr(toks []bTok, k, to int) bool {
	if k < to && toks[k].is("(") {
		k++
	}
	if k >= to || toks[k].kind != tIdent {
		return false
	}
	return toks[k].text == "project" || toks[k].text == "Project" && k+1 < to && toks[k+1].is("(")
}

// projectDir reads a project's id and directory: the val's name and its
// name as directory for `project`, the file(...) of `in` or of
// Project(id, file(...)). ok is false when the directory is not a plain
// string.
func projectDir(toks []bTok, k, to int, name string) (id, dir string, ok bool) {
	if toks[k].is("(") {
		k++
	}
	id = name
	fileAt := -1
	switch {
	case toks[k].text == "Project":
		end := matching(toks, k+1)
		if k+2 < to && toks[k+2].kind == tString && toks[k+2].plain {
			id = toks[k+2].text
		}
		for a := k + 2; a < end && a < to; a++ {
			if toks[a].text == "file" && a+1 < to && toks[a+1].is("(") {
				fileAt = a
				break
			}
		}
		if fileAt < 0 {
			return id, "", false
		}
	case k+1 < to && (toks[k+1].text == "in" || toks[k+1].is(".") && k+2 < to && toks[k+2].text == "in"):
		a := k + 2
		if toks[k+1].is(".") {
			a = k + 4 // project.in(file(...))
		}
		if a >= to || toks[a].text != "file" {
			return id, "", false
		}
		fileAt = a
	default:
		return id, name, true
	}
	if fileAt+3 >= to || !toks[fileAt+1].is("(") || toks[fileAt+2].kind != tString || !toks[fileAt+2].plain || !toks[fileAt+3].is(")") {
		return id, "", false
	}
	dir = path.Clean(toks[fileAt+2].text)
	if strings.HasPrefix(dir, "/") || strings.HasPrefix(dir, "..") {
		return id, "", false
	}
	return id, dir, true
}

// sbtVal reads a statement `[lazy] val name = ...`: the name and the index
// of the value's first token.
func sbtVal(toks []bTok, st [2]int) (name string, value int, ok bool) {
	j, to := st[0], st[1]
	if toks[j].kind == tIdent && toks[j].text == "lazy" {
		j++
	}
	if j+3 <= to && toks[j].kind == tIdent && toks[j].text == "val" && toks[j+1].kind == tIdent && toks[j+2].is("=") {
		return toks[j+1].text, j + 3, true
	}
	return "", 0, false
}
