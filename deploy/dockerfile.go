package deploy

import (
	"encoding/json"
	"path"
	"regexp"
	"strings"
)

// Dockerfile is the reader of container image builds: the COPY and ADD
// instructions that put repository files into an image are linking
// evidence (package link), not deployments.
const Dockerfile Kind = "dockerfile"

// ImageCopy is one COPY or ADD of a Dockerfile that takes files from the
// build context (not from another stage) into the image.
type ImageCopy struct {
	Dockerfile string // the Dockerfile's repository-relative path
	// Sources are the source paths as written, relative to the build
	// context, cleaned; a source with a wildcard or a variable is kept as
	// written and Unknown is set.
	Sources []string
	// Dest is the destination in the image, absolute after WORKDIR; "" when
	// it is not known (a relative destination under the base image's
	// WORKDIR, a variable).
	Dest string
	// DestDir is set when the destination is a directory: written with a
	// trailing slash, or the target of several sources.
	DestDir bool
	// DestUnder, when Dest is not known but starts with a literal absolute
	// directory (/opt/flink/lib/${JAR}), is that directory: the copy puts
	// nothing outside it.
	DestUnder string
	// Unknown is set when a source is not a plain path (a wildcard, a
	// variable): what the copy puts into the image is not known.
	Unknown bool
	// Mount is set for a Docker Compose bind mount (Dockerfile is then the
	// Compose file): Sources are relative to the Compose file's directory,
	// never to a directory above it as a build context may be.
	Mount bool
	// Service is the Compose service that mounts it (Mount only).
	Service string
	Line    int    // 1-based line of the instruction
	Text    string // the instruction as written, continuation lines joined
	Span    Span
}

func dockerfilePrefilter(_ string, src []byte) bool {
	return contains(src, "COPY", "copy", "Copy", "ADD", "add", "Add", "flink", "sql-client")
}

// readDockerfile reads the build-context copies of a Dockerfile, with each
// stage's WORKDIR applied. A WORKDIR the Dockerfile does not set (the base
// image's) is unknown, so a relative destination under it is unknown.
func readDockerfile(filePath string, src []byte, res *Result) {
	workdir := map[string]string{} // stage name -> its last WORKDIR ("" unknown)
	cur, stage := "", ""
	var command dockerCommand // the final stage's
	ins := dockerInstructions(src)
	for i, in := range ins {
		switch in.keyword {
		case "FROM":
			command = dockerCommand{}
			if b, ok := baseImage(in, workdir); ok {
				b.Dockerfile = filePath
				res.Bases = append(res.Bases, b)
			}
			cur, stage = fromStage(in.args, workdir)
		case "RUN":
			res.Pins = append(res.Pins, versionPins(filePath, in)...)
		case "WORKDIR":
			cur = resolveWorkdir(cur, unquote(strings.TrimSpace(in.args)))
			if stage != "" {
				workdir[stage] = cur
			}
		case "COPY", "ADD":
			if c, ok := imageCopy(in, cur); ok {
				c.Dockerfile = filePath
				res.Copies = append(res.Copies, c)
			}
		case "ENTRYPOINT":
			command.entrypoint = &ins[i]
		case "CMD":
			command.cmd = &ins[i]
		}
		command.workdir = cur
	}
	if command.entrypoint != nil || command.cmd != nil {
		if d := sqlClientDeployment(filePath, src, command); d != nil {
			res.Deployments = append(res.Deployments, d)
		}
	}
}

// fromStage starts a stage: its WORKDIR is its parent stage's when the
// parent is a stage of this file, else unknown; name is the stage's name.
func fromStage(args string, workdir map[string]string) (cur, name string) {
	f := withoutFlags(strings.Fields(args))
	if len(f) == 0 {
		return "", ""
	}
	if len(f) >= 3 && strings.EqualFold(f[1], "AS") {
		name = strings.ToLower(f[2])
	}
	cur = workdir[strings.ToLower(f[0])]
	if name != "" {
		workdir[name] = cur
	}
	return cur, name
}

func resolveWorkdir(cur, dir string) string {
	switch {
	case dir == "" || strings.ContainsAny(dir, "$"):
		return ""
	case strings.HasPrefix(dir, "/"):
		return path.Clean(dir)
	case cur == "":
		return ""
	}
	return path.Join(cur, dir)
}

// imageCopy reads one COPY or ADD; ok is false for a copy from another
// stage or image (--from), a heredoc, and an ADD of a URL or an archive
// (which ADD unpacks).
func imageCopy(in dockerInstruction, workdir string) (ImageCopy, bool) {
	args := strings.TrimSpace(in.args)
	var words []string
	if strings.HasPrefix(args, "[") {
		if json.Unmarshal([]byte(args), &words) != nil {
			return ImageCopy{}, false
		}
	} else {
		for _, w := range strings.Fields(args) {
			if strings.HasPrefix(w, "--from") {
				return ImageCopy{}, false
			}
		}
		words = withoutFlags(strings.Fields(args))
	}
	if len(words) < 2 {
		return ImageCopy{}, false
	}
	c := ImageCopy{Line: in.line, Text: in.text, Span: in.span}
	for _, s := range words[:len(words)-1] {
		s = unquote(s)
		if strings.HasPrefix(s, "<<") || in.keyword == "ADD" && (strings.Contains(s, "://") || strings.HasPrefix(s, "git@") || isArchive(s)) {
			return ImageCopy{}, false
		}
		if strings.ContainsAny(s, "*?[$") {
			c.Unknown = true
			c.Sources = append(c.Sources, s)
			continue
		}
		c.Sources = append(c.Sources, strings.TrimPrefix(path.Clean("/"+s), "/"))
	}
	dest := unquote(words[len(words)-1])
	c.DestDir = strings.HasSuffix(dest, "/") || len(c.Sources) > 1 || c.Unknown
	switch {
	case strings.Contains(dest, "$"):
		if lit, _, _ := strings.Cut(dest, "$"); strings.HasPrefix(lit, "/") {
			c.DestUnder = path.Clean(lit[:strings.LastIndex(lit, "/")+1])
		}
	case strings.HasPrefix(dest, "/"):
		c.Dest = path.Clean(dest)
	case workdir != "":
		c.Dest = path.Join(workdir, dest)
	}
	return c, true
}

func isArchive(s string) bool {
	s = strings.ToLower(s)
	for _, ext := range []string{".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tbz2", ".tar.xz", ".txz"} {
		if strings.HasSuffix(s, ext) {
			return true
		}
	}
	return false
}

// withoutFlags drops the leading --flag words of an instruction.
func withoutFlags(f []string) []string {
	for len(f) > 0 && strings.HasPrefix(f[0], "--") {
		f = f[1:]
	}
	return f
}

// dockerInstruction is one instruction with its continuation lines.
type dockerInstruction struct {
	keyword string // upper case
	args    string // continuation lines joined
	text    string // as written, continuation lines joined with a space
	line    int
	span    Span
}

// dockerInstructions splits a Dockerfile into instructions: comment lines
// are skipped, a line ending in a backslash continues on the next.
func dockerInstructions(src []byte) []dockerInstruction {
	text := string(trimBOM(src))
	offset := len(src) - len(text)
	var out []dockerInstruction
	var cur *dockerInstruction
	for i, raw := range strings.SplitAfter(text, "\n") {
		start := offset
		offset += len(raw)
		line := strings.TrimRight(raw, "\r\n")
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "#") || cur == nil && trimmed == "" {
			continue
		}
		body, more := strings.CutSuffix(strings.TrimRight(line, " \t"), "\\")
		if cur == nil {
			kw, args, _ := strings.Cut(strings.TrimSpace(body), " ")
			out = append(out, dockerInstruction{keyword: strings.ToUpper(kw), args: args, line: i + 1, span: Span{start, start}})
			cur = &out[len(out)-1]
			cur.text = strings.TrimSpace(body)
		} else {
			cur.args += " " + strings.TrimSpace(body)
			cur.text += " " + strings.TrimSpace(body)
		}
		cur.span.End = start + len(strings.TrimRight(line, " \t"))
		if !more {
			cur = nil
		}
	}
	return out
}

// DockerfileNames are the lower-cased base names of Dockerfiles
// (Dockerfile, Dockerfile.prod, flink.Dockerfile).
func DockerfileNames() []string { return []string{"dockerfile*", "*.dockerfile"} }

// IsDockerfileName reports whether a base name is a Dockerfile's.
func IsDockerfileName(name string) bool {
	return dockerfileNames.match(strings.ToLower(name))
}

// dockerfileNames are DockerfileNames compiled; never written after
// initialisation.
var dockerfileNames = compileNames(DockerfileNames())

// IsPythonProjectName reports whether a base name is a Python project's
// metadata file that states the Python versions it supports (pyproject.toml
// requires-python or [tool.poetry.dependencies] python, setup.py
// python_requires).
func IsPythonProjectName(name string) bool {
	return name == "pyproject.toml" || name == "setup.py"
}

// declaresPyFlinkRE matches the PyFlink distribution's name (apache-flink,
// apache_flink) as a requirement is written: in a string, or as a key of
// [tool.poetry.dependencies]; not apache-flink-statefun or another
// distribution whose name starts with it.
var declaresPyFlinkRE = regexp.MustCompile(`(?im)(?:["']|^[ \t]*)apache[-_.]flink(?:$|[^\w.-])`)

// DeclaresPyFlink reports whether a Python project file names the PyFlink
// distribution (a requirement of pyproject.toml or setup.py).
func DeclaresPyFlink(src []byte) bool {
	return declaresPyFlinkRE.Match(src)
}

// dockerCommand is the final stage's ENTRYPOINT and CMD of a Dockerfile, as
// the container runs them, and the stage's WORKDIR ("" when not known).
type dockerCommand struct {
	entrypoint, cmd *dockerInstruction
	workdir         string
}

// sqlClientDeployment is the deployment a Dockerfile's image is when its
// command (ENTRYPOINT and CMD of the final stage, exec or shell form) runs
// the SQL client on a script: `sql-client.sh [-i init.sql] -f job.sql`, a
// submission to the session cluster the client reaches, with the init
// script run first in the same session. A relative script path is the
// container's WORKDIR's; when that is not known, or a path is written with
// a variable, the command names nothing known and no deployment is made.
// Any other command (jobmanager, standalone-job, flink run) is no
// deployment here.
//
// Sources: Docker's Dockerfile reference (ENTRYPOINT and CMD: the exec form
// is a JSON array run as is, the shell form runs under /bin/sh -c; an exec
// ENTRYPOINT takes the exec CMD as its arguments, a shell ENTRYPOINT
// ignores CMD; a relative path is resolved in WORKDIR); apache/flink-docker
// docker-entrypoint.sh (the Flink image's entry point runs a command it
// does not know, such as sql-client.sh, as given).
func sqlClientDeployment(filePath string, src []byte, c dockerCommand) *Deployment {
	var words []shellWord
	switch {
	case c.entrypoint != nil && !execForm(*c.entrypoint):
		words = dockerShellCommand(src, *c.entrypoint)
	case c.entrypoint != nil:
		words = dockerExecWords(src, *c.entrypoint)
		if c.cmd != nil && execForm(*c.cmd) {
			words = append(words, dockerExecWords(src, *c.cmd)...)
		}
	case c.cmd != nil && execForm(*c.cmd):
		words = dockerExecWords(src, *c.cmd)
	case c.cmd != nil:
		words = dockerShellCommand(src, *c.cmd)
	}
	// ["sh", "-c", "sql-client.sh -f ..."]: the script is the command.
	if len(words) >= 3 && isShell(words[0].text) && strings.HasPrefix(words[1].text, "-") && strings.HasSuffix(words[1].text, "c") {
		var script []shellWord
		for _, cmd := range shellCommands([]byte(words[2].text), 0, len(words[2].text)) {
			if isFlinkClient(cmd) {
				script = cmd
			}
		}
		for i := range script {
			script[i].span = words[2].span // the script's words are inside one JSON string
		}
		words = script
	}
	texts := make([]string, len(words))
	at := make([]Span, len(words))
	for i, w := range words {
		texts[i], at[i] = w.text, w.span
	}
	known := sqlClientSession(texts, at, c.workdir)
	if known == nil {
		return nil
	}
	in := c.cmd
	if c.entrypoint != nil && (c.cmd == nil || !strings.Contains(c.cmd.text, "sql-client")) {
		in = c.entrypoint
	}
	d := &Deployment{Kind: Dockerfile, Name: in.keyword, Path: filePath, Span: in.span,
		Resource: strings.ToUpper(in.keyword), EntryPoints: known,
		Cluster: ClusterMode{Job: SessionMode, Resources: ResourceModeUnknown}, FlinkConfig: runOptions(texts, at)}
	composeFacts(d, "", false)
	d.Rescaling = Rescaling{Rescales: Unknown, At: in.span,
		Why: "the image's SQL client submits the job to a session cluster configured outside this Dockerfile"}
	return d
}

// sqlClientSession is the session a command runs when it is a SQL client
// (sql-client.sh [-i init.sql ...] -f job.sql), as a Dockerfile's
// ENTRYPOINT/CMD or a container's command and args give it: its init and
// job scripts, relative paths joined to workdir. Nil when the command is no
// SQL client, the job script is a variable, or a relative path has no
// known working directory (workdir ""): never a guessed script.
func sqlClientSession(words []string, at []Span, workdir string) []EntryPoint {
	client := false
	for _, w := range words {
		client = client || strings.HasPrefix(path.Base(w), "sql-client")
	}
	if !client {
		return nil
	}
	entries, job := composeEntryPoints(words, at)
	if job != SessionMode {
		return nil
	}
	var known []EntryPoint
	for _, e := range entries {
		if e.Kind != SQLScript && e.Kind != SQLInit {
			continue
		}
		if strings.Contains(e.Value, "$") {
			if e.Kind == SQLInit {
				known = append(known, e) // the session may hold tables flinklint cannot see
				continue
			}
			return nil
		}
		if !strings.HasPrefix(e.Value, "/") {
			if workdir == "" {
				return nil
			}
			e.Value = path.Join(workdir, e.Value)
		}
		known = append(known, e)
	}
	if !hasKind(known, SQLScript) {
		return nil
	}
	return known
}

func hasKind(entries []EntryPoint, k EntryKind) bool {
	for _, e := range entries {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// argsStart is the offset in src where an instruction's arguments start.
func argsStart(src []byte, in dockerInstruction) int {
	i := in.span.Start
	for i < in.span.End && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	i += len(in.keyword)
	for i < in.span.End && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}

// execForm reports an instruction written as a JSON array.
func execForm(in dockerInstruction) bool {
	var words []string
	return strings.HasPrefix(strings.TrimSpace(in.args), "[") && json.Unmarshal([]byte(in.args), &words) == nil
}

// dockerExecWords are the strings of an exec-form instruction, each with
// its span in src.
func dockerExecWords(src []byte, in dockerInstruction) []shellWord {
	var out []shellWord
	for i := argsStart(src, in); i < in.span.End; i++ {
		if src[i] != '"' {
			continue
		}
		j := i + 1
		for j < in.span.End && src[j] != '"' {
			if src[j] == '\\' {
				j++
			}
			j++
		}
		if j >= in.span.End {
			return nil
		}
		var s string
		if json.Unmarshal(src[i:j+1], &s) != nil {
			return nil
		}
		out = append(out, shellWord{text: s, span: Span{i, j + 1}})
		i = j
	}
	return out
}

// dockerShellCommand is the command of a shell-form instruction that runs
// a Flink client (the last such command of the line), nil when none does.
func dockerShellCommand(src []byte, in dockerInstruction) []shellWord {
	var out []shellWord
	for _, cmd := range shellCommands(src, argsStart(src, in), in.span.End) {
		if isFlinkClient(cmd) {
			out = cmd
		}
	}
	return out
}
