package deploy

import (
	"fmt"
	"path"
	"strings"
)

// ComposeExec is a Flink job submitted by a command of a Makefile or a
// shell script into a Compose service's container: `docker compose exec
// jobmanager flink run -py ...`, `docker-compose run ... sql-client.sh -f
// ...`, `docker exec <container> ...`.
const ComposeExec Kind = "compose-exec"

// ScriptNames are the Makefiles and shell scripts the exec lines are read
// from.
func ScriptNames() []string {
	return []string{"makefile", "gnumakefile", "*.mk", "*.sh", "*.bash"}
}

// IsScriptName reports a file name ScriptNames matches.
func IsScriptName(name string) bool { return scriptNames.match(strings.ToLower(name)) }

// scriptNames are ScriptNames compiled; never written after initialisation.
var scriptNames = compileNames(ScriptNames())

func composeExecPrefilter(_ string, src []byte) bool {
	return contains(src, "exec", " run") && contains(src, "flink", "sql-client")
}

// readComposeExec reads the commands of a Makefile or shell script that run
// a Flink client in a Compose service's container and submit a job (`flink
// run -py/-pym`, `sql-client.sh -f`): each is a session submission to the
// cluster that client reaches, its service named by the command (package
// link resolves it). A command built from variables (`$SERVICE`,
// `$(FILE)`) names nothing known statically and is skipped.
//
// Where the command runs decides which Compose file `docker compose` reads:
// make runs each recipe line in the Makefile's directory; a script runs
// wherever it is started, unless it changes directory. A `cd` to a literal
// path, or to the script's own directory (`cd "$(dirname "$0")"`), sets
// it; a `cd` to anything else makes it unknown, and the commands after it
// are not read.
func readComposeExec(filePath string, src []byte, res *Result) {
	dir := path.Dir(filePath)
	makefile := isMakefileName(path.Base(filePath))
	cwd := cwdState{dir: dir, exact: makefile}
	for _, line := range shellLines(src) {
		if makefile {
			cwd = cwdState{dir: dir, exact: true} // one shell per recipe line
		}
		for _, cmd := range line.commands {
			if len(cmd) > 0 && cmd[0].text == "cd" {
				cwd = cwd.cd(dir, cmd[1:])
				continue
			}
			// A bare `flink run` names its jar by its file name, wherever
			// the command runs.
			if d := flinkRunDeployment(filePath, line, cmd); d != nil {
				res.Deployments = append(res.Deployments, d)
				continue
			}
			if cwd.unknown {
				continue
			}
			if d := execDeployment(filePath, src, line, cmd); d != nil {
				d.Runs.Dir, d.Runs.Exact = cwd.dir, cwd.exact
				res.Deployments = append(res.Deployments, d)
			}
		}
	}
	res.Comments = yamlComments(src)
}

// cwdState is the directory a script's commands run in, repository-relative:
// exact when known (a Makefile's, or after a cd), else dir is the
// script's own and the command may run there or anywhere above.
type cwdState struct {
	dir            string
	exact, unknown bool
}

// cd follows `cd ARG` from a script in directory scriptDir.
func (c cwdState) cd(scriptDir string, args []shellWord) cwdState {
	if len(args) == 0 {
		return cwdState{unknown: true} // cd to $HOME
	}
	a := args[0].text
	for _, self := range []string{`$(dirname "$0")`, `$(dirname $0)`, "`dirname $0`", `$(dirname "${BASH_SOURCE[0]}")`, `$(dirname ${BASH_SOURCE[0]})`} {
		if strings.HasPrefix(a, self) {
			return cwdState{dir: path.Join(scriptDir, strings.TrimPrefix(a, self)), exact: true}
		}
	}
	switch {
	case strings.ContainsAny(a, "$`~") || strings.HasPrefix(a, "/") || strings.HasPrefix(a, "-") || c.unknown:
		return cwdState{unknown: true}
	case !c.exact:
		// Relative to a directory that is not known exactly.
		return cwdState{unknown: true}
	}
	d := path.Join(c.dir, a)
	if strings.HasPrefix(d, "..") {
		return cwdState{unknown: true}
	}
	return cwdState{dir: d, exact: true}
}

func isMakefileName(name string) bool {
	switch strings.ToLower(name) {
	case "makefile", "gnumakefile":
		return true
	}
	return false
}

// shellWord is one word of a command line, unquoted, with the span of its
// text in the file (quotes included).
type shellWord struct {
	text string
	span Span
}

// shellLine is a logical line (continuations joined) split into commands
// at `&&`, `||`, `;`, `|` and `&`.
type shellLine struct {
	line     int
	span     Span
	commands [][]shellWord
}

// shellLines splits a script into logical lines of commands; comment lines
// are skipped. Makefile recipe prefixes (@, -, +) are dropped.
func shellLines(src []byte) []shellLine {
	var out []shellLine
	lineNo := 1
	for off := 0; off < len(src); {
		start, startLine := off, lineNo
		end := off
		for end < len(src) {
			if src[end] == '\n' {
				lineNo++
				if end > start && (src[end-1] == '\\' || src[end-1] == '\r' && end-1 > start && src[end-2] == '\\') {
					end++
					continue
				}
				break
			}
			end++
		}
		next := end + 1
		text := strings.TrimLeft(string(src[start:end]), " \t")
		if text != "" && text[0] != '#' {
			s := end - len(text)
			for s < end && (src[s] == '@' || src[s] == '-' || src[s] == '+') {
				s++
			}
			out = append(out, shellLine{line: startLine, span: Span{start, end}, commands: shellCommands(src, s, end)})
		}
		off = next
	}
	return out
}

// shellCommands tokenises src[from:to] into commands of words. Quotes are
// removed from a word's text; a backslash-newline is a blank.
func shellCommands(src []byte, from, to int) [][]shellWord {
	var cmds [][]shellWord
	var cur []shellWord
	var b strings.Builder
	wordStart := -1
	flush := func(at int) {
		if wordStart >= 0 {
			cur = append(cur, shellWord{text: b.String(), span: Span{wordStart, at}})
			b.Reset()
			wordStart = -1
		}
	}
	endCmd := func() {
		if len(cur) > 0 {
			cmds = append(cmds, cur)
		}
		cur = nil
	}
	for i := from; i < to; i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < to && (src[i+1] == '\n' || src[i+1] == '\r'):
			flush(i)
			i++
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			flush(i)
		case c == ';' || c == '|' || c == '&':
			flush(i)
			for i+1 < to && (src[i+1] == '|' || src[i+1] == '&') {
				i++
			}
			endCmd()
		case c == '#' && wordStart < 0:
			flush(i)
			endCmd()
			return cmds // a comment to the end of the line
		case c == '\'' || c == '"':
			if wordStart < 0 {
				wordStart = i
			}
			j := i + 1
			for j < to && src[j] != c {
				if c == '"' && src[j] == '\\' && j+1 < to {
					j++
				}
				j++
			}
			b.Write(src[i+1 : min(j, to)])
			i = j
		default:
			if wordStart < 0 {
				wordStart = i
			}
			if c == '\\' && i+1 < to {
				i++
				c = src[i]
			}
			b.WriteByte(c)
		}
	}
	flush(to)
	endCmd()
	return cmds
}

// execDeployment reads one command: a Compose or Docker exec (or Compose
// run) whose inner command submits a job.
func execDeployment(filePath string, src []byte, line shellLine, cmd []shellWord) *Deployment {
	for len(cmd) > 0 && (strings.Contains(cmd[0].text, "=") || cmd[0].text == "sudo" || cmd[0].text == "exec" || cmd[0].text == "time") {
		cmd = cmd[1:]
	}
	ref, rest := execTarget(cmd)
	if ref == nil || len(rest) == 0 {
		return nil
	}
	// `bash -c "flink run ..."`: the script is the command.
	if len(rest) >= 3 && isShell(rest[0].text) && strings.HasPrefix(rest[1].text, "-") && strings.HasSuffix(rest[1].text, "c") {
		inner := rest[2]
		q := 0
		if s := src[inner.span.Start]; s == '"' || s == '\'' {
			q = 1
		}
		if cs := shellCommands(src, inner.span.Start+q, inner.span.End-q); len(cs) > 0 {
			rest = cs[0]
			for _, c := range cs {
				if isFlinkClient(c) {
					rest = c
				}
			}
		}
	}
	words := make([]string, len(rest))
	at := make([]Span, len(rest))
	for i, w := range rest {
		words[i], at[i] = w.text, w.span
	}
	entries, job := composeEntryPoints(words, at)
	if job != SessionMode {
		return nil
	}
	var known []EntryPoint
	for _, e := range entries {
		// An init script named by a variable is kept: the session it
		// opens may hold tables flinklint cannot see (package link).
		if !strings.Contains(e.Value, "$") || e.Kind == SQLInit {
			known = append(known, e)
		}
	}
	if !namesJob(known) {
		return nil
	}
	span := Span{cmd[0].span.Start, cmd[len(cmd)-1].span.End}
	ref.Cluster = submitHost(words)
	ref.Options = runOptions(words, at)
	ref.Line = line.line
	ref.Text = strings.Join(strings.Fields(strings.ReplaceAll(string(src[span.Start:span.End]), "\\\n", " ")), " ")
	target := ref.Service
	if target == "" {
		target = ref.Container
	}
	d := &Deployment{Kind: ComposeExec, Name: target, Path: filePath, Span: span, Resource: "exec", EntryPoints: known,
		Cluster: ClusterMode{Job: SessionMode, Resources: StandaloneMode}, Runs: ref, FlinkConfig: ref.Options}
	composeFacts(d, "", false)
	return d
}

// FlinkRun is a job a Makefile or shell script submits with a Flink
// client of its own machine, outside any container: `flink run [-c Class]
// path.jar`, `$FLINK_HOME/bin/flink run ...`.
const FlinkRun Kind = "flink-run"

// flinkRunDeployment reads one command that runs `flink run` itself (no
// docker in front): a submission of the jar it names, with -c/--class its
// main class and -D/-p its configuration. The cluster it reaches and that
// cluster's configuration are the client's, which the repository does not
// hold: whether the job checkpoints (unless a -D says) and whether it
// rescales stay unknown. A jar named by a variable names nothing known,
// and a command without a jar is no deployment here.
func flinkRunDeployment(filePath string, line shellLine, cmd []shellWord) *Deployment {
	for len(cmd) > 0 && (strings.Contains(cmd[0].text, "=") && !strings.HasPrefix(cmd[0].text, "-") ||
		cmd[0].text == "sudo" || cmd[0].text == "exec" || cmd[0].text == "time" || cmd[0].text == "nohup") {
		cmd = cmd[1:]
	}
	if len(cmd) < 3 || path.Base(cmd[0].text) != "flink" || cmd[1].text != "run" {
		return nil
	}
	words := make([]string, len(cmd))
	at := make([]Span, len(cmd))
	for i, w := range cmd {
		words[i], at[i] = w.text, w.span
	}
	entries, _ := composeEntryPoints(words, at)
	var known []EntryPoint
	jar := ""
	for _, e := range entries {
		if strings.Contains(e.Value, "$") || e.Kind != JarFile && e.Kind != MainClass {
			continue
		}
		if e.Kind == JarFile {
			jar = e.Value
		}
		known = append(known, e)
	}
	if jar == "" {
		return nil
	}
	span := Span{cmd[0].span.Start, cmd[len(cmd)-1].span.End}
	d := &Deployment{Kind: FlinkRun, Name: path.Base(jar), Path: filePath, Span: span, Resource: "flink run",
		EntryPoints: known, FlinkConfig: runOptions(words, at)}
	flinkJobFacts(d, span)
	if !d.Checkpointing.Enabled.Set {
		d.Checkpointing.Enabled = Fact[Tri]{Value: Unknown, Span: span}
	}
	d.Scheduler = Fact[SchedulerMode]{Value: SchedulerUnknown, Span: span}
	d.Rescaling = Rescaling{Rescales: Unknown, At: span,
		Why: fmt.Sprintf("line %d submits the job with the flink client of the machine that runs it, to a cluster configured outside the repository", line.line)}
	return d
}

func isShell(w string) bool {
	switch path.Base(w) {
	case "sh", "bash", "zsh", "dash":
		return true
	}
	return false
}

func isFlinkClient(cmd []shellWord) bool {
	for _, w := range cmd {
		if b := path.Base(w.text); b == "flink" || strings.HasPrefix(b, "sql-client") {
			return true
		}
	}
	return false
}

// execTarget reads `docker compose [options] exec|run [options] SERVICE`,
// `docker-compose ...` and `docker [container] exec [options] CONTAINER`:
// the service or container, and the command after it. A target written
// with a variable names nothing known.
func execTarget(cmd []shellWord) (*ServiceRef, []shellWord) {
	if len(cmd) < 3 {
		return nil, nil
	}
	i := 0
	compose := false
	switch path.Base(cmd[0].text) {
	case "docker-compose":
		compose, i = true, 1
	case "docker":
		switch {
		case cmd[1].text == "compose":
			compose, i = true, 2
		case cmd[1].text == "exec":
			i = 2
		case cmd[1].text == "container" && cmd[2].text == "exec":
			i = 3
		default:
			return nil, nil
		}
	default:
		return nil, nil
	}
	ref := &ServiceRef{}
	if compose {
		// Global options, then the subcommand.
		for ; i < len(cmd); i++ {
			w := cmd[i].text
			switch {
			case w == "exec" || w == "run":
			case w == "-f" || w == "--file":
				if i+1 < len(cmd) {
					ref.Files = append(ref.Files, cmd[i+1].text)
				}
				i++
				continue
			case strings.HasPrefix(w, "--file="):
				ref.Files = append(ref.Files, strings.TrimPrefix(w, "--file="))
				continue
			case composeGlobalWithValue[w]:
				i++
				continue
			case strings.HasPrefix(w, "-"):
				continue
			default:
				return nil, nil // another subcommand
			}
			break
		}
		i++
	}
	for ; i < len(cmd); i++ {
		w := cmd[i].text
		switch {
		case execWithValue[w]:
			i++
		case strings.HasPrefix(w, "-"):
		default:
			if strings.Contains(w, "$") || w == "" {
				return nil, nil
			}
			for _, f := range ref.Files {
				if strings.Contains(f, "$") {
					return nil, nil
				}
			}
			if compose {
				ref.Service = w
			} else {
				ref.Container = w
			}
			return ref, cmd[i+1:]
		}
	}
	return nil, nil
}

// composeGlobalWithValue are the Compose CLI's global options that take a
// value (other than -f).
var composeGlobalWithValue = map[string]bool{
	"-p": true, "--project-name": true, "--project-directory": true, "--env-file": true, "--profile": true,
	"--ansi": true, "--progress": true, "--parallel": true,
}

// execWithValue are the options of `docker compose exec|run` and `docker
// exec` that take a value.
var execWithValue = map[string]bool{
	"-e": true, "--env": true, "--env-file": true, "-u": true, "--user": true, "-w": true, "--workdir": true,
	"--index": true, "--detach-keys": true, "--name": true, "-v": true, "--volume": true, "-p": true, "--publish": true,
	"--entrypoint": true, "-l": true, "--label": true, "--pull": true, "--cap-add": true, "--cap-drop": true,
}
