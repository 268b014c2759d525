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
	return contains(src, "COPY", "copy", "Copy", "ADD", "add", "Add", "flink")
}

// readDockerfile reads the build-context copies of a Dockerfile, with each
// stage's WORKDIR applied. A WORKDIR the Dockerfile does not set (the base
// image's) is unknown, so a relative destination under it is unknown.
func readDockerfile(filePath string, src []byte, res *Result) {
	workdir := map[string]string{} // stage name -> its last WORKDIR ("" unknown)
	cur, stage := "", ""
	for _, in := range dockerInstructions(src) {
		switch in.keyword {
		case "FROM":
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
