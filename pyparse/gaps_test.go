package pyparse

import (
	"fmt"
	"strings"
	"testing"
)

// facts renders what a Module holds as one line per SQL text and setting,
// each with the exact source text of its span, so a table can compare them.
func facts(src string, m *Module) []string { return factsIn(src, nil, m) }

// factsIn is facts where settings may come from other files (by path).
func factsIn(src string, others map[string]string, m *Module) []string {
	at := func(sp Span) string {
		if sp.Start < 0 || sp.End > len(src) || sp.Start > sp.End {
			return fmt.Sprintf("<bad span %d-%d>", sp.Start, sp.End)
		}
		return src[sp.Start:sp.End]
	}
	var out []string
	for _, s := range m.SQL {
		out = append(out, fmt.Sprintf("sql %s %q @ %s", s.API, s.Text, at(s.Call)))
	}
	for _, f := range m.SQLFiles {
		out = append(out, fmt.Sprintf("file %s @ %s", f.Path, at(f.Span)))
	}
	for _, s := range m.Settings {
		line := fmt.Sprintf("setting %s=%s known=%v (%s) @ %s", s.Key.Value, s.Value.Value, s.Value.Known, s.API, at(s.Span))
		if s.Via != (Span{}) {
			line += " via " + at(s.Via)
		}
		if s.Value.Span != s.Span && s.Value.Span != s.Via && s.Path != "" {
			line += " value @ " + at(s.Value.Span)
		}
		if s.Path != "" {
			o := others[s.Path]
			if s.Src.Start < 0 || s.Src.End > len(o) || s.Src.Start > s.Src.End {
				line += fmt.Sprintf(" in %s <bad span %d-%d>", s.Path, s.Src.Start, s.Src.End)
			} else {
				line += " in " + s.Path + " @ " + o[s.Src.Start:s.Src.End]
			}
		}
		out = append(out, line)
	}
	return out
}

func sameFacts(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

func TestParenthesizedCallee(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"sql", `(t_env.execute_sql)("SELECT 1")`,
			[]string{`sql execute_sql "SELECT 1" @ (t_env.execute_sql)("SELECT 1")`}},
		{"nested parentheses", `((t_env.execute_sql))("SELECT 1")`,
			[]string{`sql execute_sql "SELECT 1" @ ((t_env.execute_sql))("SELECT 1")`}},
		{"parentheses over lines", "(\n    t_env.execute_sql\n)(\"SELECT 1\")",
			[]string{"sql execute_sql \"SELECT 1\" @ (\n    t_env.execute_sql\n)(\"SELECT 1\")"}},
		{"space before the arguments", `( t_env.sql_query ) ("SELECT 2")`,
			[]string{`sql sql_query "SELECT 2" @ ( t_env.sql_query ) ("SELECT 2")`}},
		{"setting", "env = StreamExecutionEnvironment.get_execution_environment()\n(env.set_parallelism)(4)",
			[]string{`setting parallelism.default=4 known=true (set_parallelism) @ (env.set_parallelism)(4)`}},
		{"config set", `(t_env.get_config().set)("pipeline.name", "j")`,
			[]string{`setting pipeline.name=j known=true (get_config().set) @ (t_env.get_config().set)("pipeline.name", "j")`}},
		{"bare function name", `(open)("x.sql")`, []string{`file x.sql @ "x.sql"`}},
		{"tuple is not a callee", `(t_env.execute_sql, 1)("SELECT 1")`, nil},
		{"expression is not a callee", `(t_env.execute_sql or f)("SELECT 1")`, nil},
		{"parenthesised name is not called", `(t_env.execute_sql)`, nil},
		{"called later on", `f = (t_env.execute_sql)
f("SELECT 1")`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "import pyflink\n" + tt.src + "\n"
			m := parseSrc(t, src)
			sameFacts(t, facts(src, m), tt.want)
		})
	}
}

func TestCheckpointSettings(t *testing.T) {
	const env = "from pyflink.datastream import StreamExecutionEnvironment, CheckpointingMode\n" +
		"env = StreamExecutionEnvironment.get_execution_environment()\n"
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"interval only", `env.enable_checkpointing(60000)`, []string{
			`setting execution.checkpointing.interval=60000 ms known=true (enable_checkpointing) @ env.enable_checkpointing(60000)`}},
		{"interval and mode", `env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)`, []string{
			`setting execution.checkpointing.interval=60000 ms known=true (enable_checkpointing) @ env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)`,
			`setting execution.checkpointing.mode=AT_LEAST_ONCE known=true (enable_checkpointing) @ env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)`}},
		{"mode called", `env.enable_checkpointing(1000, CheckpointingMode.EXACTLY_ONCE())`, []string{
			`setting execution.checkpointing.interval=1000 ms known=true (enable_checkpointing) @ env.enable_checkpointing(1000, CheckpointingMode.EXACTLY_ONCE())`,
			`setting execution.checkpointing.mode=EXACTLY_ONCE known=true (enable_checkpointing) @ env.enable_checkpointing(1000, CheckpointingMode.EXACTLY_ONCE())`}},
		{"mode keyword through a name", "m = CheckpointingMode.AT_LEAST_ONCE\nenv.enable_checkpointing(interval=5000, mode=m)", []string{
			`setting execution.checkpointing.interval=5000 ms known=true (enable_checkpointing) @ env.enable_checkpointing(interval=5000, mode=m)`,
			`setting execution.checkpointing.mode=AT_LEAST_ONCE known=true (enable_checkpointing) @ env.enable_checkpointing(interval=5000, mode=m)`}},
		{"mode not known", "env.enable_checkpointing(5000, pick_mode())", []string{
			`setting execution.checkpointing.interval=5000 ms known=true (enable_checkpointing) @ env.enable_checkpointing(5000, pick_mode())`,
			`setting execution.checkpointing.mode= known=false (enable_checkpointing) @ env.enable_checkpointing(5000, pick_mode())`}},
		{"mode None is the default", "env.enable_checkpointing(5000, None)", []string{
			`setting execution.checkpointing.interval=5000 ms known=true (enable_checkpointing) @ env.enable_checkpointing(5000, None)`}},
		{"checkpoint config chain", `env.get_checkpoint_config().set_checkpointing_mode(CheckpointingMode.AT_LEAST_ONCE)`, []string{
			`setting execution.checkpointing.mode=AT_LEAST_ONCE known=true (get_checkpoint_config().set_checkpointing_mode) @ env.get_checkpoint_config().set_checkpointing_mode(CheckpointingMode.AT_LEAST_ONCE)`}},
		{"checkpoint config variable", `cp = env.get_checkpoint_config()
cp.set_checkpoint_interval(5000)
cp.set_min_pause_between_checkpoints(500)
cp.set_checkpoint_timeout(checkpoint_timeout=60000)
cp.set_max_concurrent_checkpoints(2)
cp.enable_unaligned_checkpoints()
cp.enable_unaligned_checkpoints(False)
cp.disable_unaligned_checkpoints()`, []string{
			`setting execution.checkpointing.interval=5000 ms known=true (get_checkpoint_config().set_checkpoint_interval) @ cp.set_checkpoint_interval(5000)`,
			`setting execution.checkpointing.min-pause=500 ms known=true (get_checkpoint_config().set_min_pause_between_checkpoints) @ cp.set_min_pause_between_checkpoints(500)`,
			`setting execution.checkpointing.timeout=60000 ms known=true (get_checkpoint_config().set_checkpoint_timeout) @ cp.set_checkpoint_timeout(checkpoint_timeout=60000)`,
			`setting execution.checkpointing.max-concurrent-checkpoints=2 known=true (get_checkpoint_config().set_max_concurrent_checkpoints) @ cp.set_max_concurrent_checkpoints(2)`,
			`setting execution.checkpointing.unaligned=true known=true (get_checkpoint_config().enable_unaligned_checkpoints) @ cp.enable_unaligned_checkpoints()`,
			`setting execution.checkpointing.unaligned=false known=true (get_checkpoint_config().enable_unaligned_checkpoints) @ cp.enable_unaligned_checkpoints(False)`,
			`setting execution.checkpointing.unaligned=false known=true (get_checkpoint_config().disable_unaligned_checkpoints) @ cp.disable_unaligned_checkpoints()`}},
		{"interval not known", `env.get_checkpoint_config().set_checkpoint_interval(ms)`, []string{
			`setting execution.checkpointing.interval= known=false (get_checkpoint_config().set_checkpoint_interval) @ env.get_checkpoint_config().set_checkpoint_interval(ms)`}},
		{"other receivers are not checkpoint configs", `scheduler.set_checkpoint_timeout(5)
job.set_checkpointing_mode(CheckpointingMode.AT_LEAST_ONCE)
env.get_config().set_checkpoint_interval(5)
set_checkpoint_interval(5)`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := env + tt.src + "\n"
			m := parseSrc(t, src)
			sameFacts(t, facts(src, m), tt.want)
		})
	}
}

// TestCheckpointValueSpans checks the spans of the mode value and key.
func TestCheckpointValueSpans(t *testing.T) {
	src := "import pyflink\nenv.enable_checkpointing(1000, mode=CheckpointingMode.AT_LEAST_ONCE())\n" +
		"env.get_checkpoint_config().enable_unaligned_checkpoints()\n"
	m := parseSrc(t, src)
	var got []string
	for _, s := range m.Settings {
		got = append(got, s.Key.Value+" key@"+src[s.Key.Span.Start:s.Key.Span.End]+" value@"+src[s.Value.Span.Start:s.Value.Span.End])
	}
	sameFacts(t, got, []string{
		"execution.checkpointing.interval key@env.enable_checkpointing value@1000",
		"execution.checkpointing.mode key@env.enable_checkpointing value@CheckpointingMode.AT_LEAST_ONCE()",
		"execution.checkpointing.unaligned key@env.get_checkpoint_config().enable_unaligned_checkpoints value@env.get_checkpoint_config().enable_unaligned_checkpoints",
	})
}

func TestHelperSettings(t *testing.T) {
	common := `from pyflink.datastream import CheckpointingMode

def configure(t_env, interval="10 s"):
    t_env.get_config().set("execution.checkpointing.interval", interval)

def tune(env, p):
    env.set_parallelism(p)
    env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)
    _cp(env)

def _cp(e):
    e.get_checkpoint_config().set_checkpoint_timeout(1000)

def unused(env):
    env.set_max_parallelism(64)

def ping(env):
    pong(env)
    env.set_max_parallelism(128)

def pong(env):
    ping(env)
    env.set_max_parallelism(256)

def later(env):
    def inner():
        env.set_max_parallelism(512)
    return inner

def set_opt(t_env, key, value):
    t_env.get_config().set(key, value)

def defaults(t_env):
    set_opt(t_env, "pipeline.name", "job")
    set_opt(t_env, "table.exec.sink.not-null-enforcer", "DROP")
`
	others := map[string]string{"common.py": common}
	resolver := func(_, mod string) (string, []byte, bool) {
		if mod == "common" {
			return "common.py", []byte(common), true
		}
		return "", nil, false
	}
	const head = "from pyflink.datastream import StreamExecutionEnvironment\n" +
		"env = StreamExecutionEnvironment.get_execution_environment()\n"
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"imported helper with a default", "from common import configure\nconfigure(t_env)", []string{
			`setting execution.checkpointing.interval=10 s known=true (get_config().set) @ configure(t_env) via configure(t_env) in common.py @ t_env.get_config().set("execution.checkpointing.interval", interval)`}},
		{"imported helper with an argument", "from common import configure\nconfigure(t_env, \"30 s\")", []string{
			`setting execution.checkpointing.interval=30 s known=true (get_config().set) @ configure(t_env, "30 s") via configure(t_env, "30 s") value @ "30 s" in common.py @ t_env.get_config().set("execution.checkpointing.interval", interval)`}},
		{"aliased, twice, and a helper of the helper", "from common import tune as t\nt(env, 2)\nt(env, p=3)", []string{
			`setting parallelism.default=2 known=true (set_parallelism) @ t(env, 2) via t(env, 2) value @ 2 in common.py @ env.set_parallelism(p)`,
			`setting execution.checkpointing.interval=60000 ms known=true (enable_checkpointing) @ t(env, 2) via t(env, 2) in common.py @ env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)`,
			`setting execution.checkpointing.mode=AT_LEAST_ONCE known=true (enable_checkpointing) @ t(env, 2) via t(env, 2) in common.py @ env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)`,
			`setting execution.checkpointing.timeout=1000 ms known=true (get_checkpoint_config().set_checkpoint_timeout) @ t(env, 2) via t(env, 2) in common.py @ e.get_checkpoint_config().set_checkpoint_timeout(1000)`,
			`setting parallelism.default=3 known=true (set_parallelism) @ t(env, p=3) via t(env, p=3) value @ 3 in common.py @ env.set_parallelism(p)`,
			`setting execution.checkpointing.interval=60000 ms known=true (enable_checkpointing) @ t(env, p=3) via t(env, p=3) in common.py @ env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)`,
			`setting execution.checkpointing.mode=AT_LEAST_ONCE known=true (enable_checkpointing) @ t(env, p=3) via t(env, p=3) in common.py @ env.enable_checkpointing(60000, CheckpointingMode.AT_LEAST_ONCE)`,
			`setting execution.checkpointing.timeout=1000 ms known=true (get_checkpoint_config().set_checkpoint_timeout) @ t(env, p=3) via t(env, p=3) in common.py @ e.get_checkpoint_config().set_checkpoint_timeout(1000)`}},
		{"module attribute, inside main()", "import common\ndef main():\n    common.configure(t_env, interval=\"1 min\")\nmain()", []string{
			`setting execution.checkpointing.interval=1 min known=true (get_config().set) @ common.configure(t_env, interval="1 min") via common.configure(t_env, interval="1 min") value @ "1 min" in common.py @ t_env.get_config().set("execution.checkpointing.interval", interval)`}},
		{"recursive helpers end", "from common import ping\nping(env)", []string{
			`setting pipeline.max-parallelism=256 known=true (set_max_parallelism) @ ping(env) via ping(env) in common.py @ env.set_max_parallelism(256)`,
			`setting pipeline.max-parallelism=128 known=true (set_max_parallelism) @ ping(env) via ping(env) in common.py @ env.set_max_parallelism(128)`}},
		{"a nested function does not run", "from common import later\nlater(env)", nil},
		{"a helper called twice by a helper, with other arguments", "from common import defaults\ndefaults(t_env)", []string{
			`setting pipeline.name=job known=true (get_config().set) @ defaults(t_env) via defaults(t_env) in common.py @ t_env.get_config().set(key, value)`,
			`setting table.exec.sink.not-null-enforcer=DROP known=true (get_config().set) @ defaults(t_env) via defaults(t_env) in common.py @ t_env.get_config().set(key, value)`}},
		{"wildcard import", "from common import *\nconfigure(t_env)\n_cp(env)", []string{
			`setting execution.checkpointing.interval=10 s known=true (get_config().set) @ configure(t_env) via configure(t_env) in common.py @ t_env.get_config().set("execution.checkpointing.interval", interval)`}},
		{"wildcard import of a module that is not in the repository", "from helpers import *\nconfigure(t_env)", nil},
		{"imported but not called", "from common import configure, unused\nx = configure", nil},
		{"not a repository module", "from helpers import configure\nconfigure(t_env)", nil},
		{"same module, known on its own", "def setup(env):\n    env.set_parallelism(4)\nsetup(env)", []string{
			`setting parallelism.default=4 known=true (set_parallelism) @ env.set_parallelism(4)`}},
		{"same module, bound at each call", "def setup(e, ms):\n    e.enable_checkpointing(ms)\nsetup(env, 1000)\nsetup(env, 2000)", []string{
			`setting execution.checkpointing.interval=1000 ms known=true (enable_checkpointing) @ e.enable_checkpointing(ms) via setup(env, 1000)`,
			`setting execution.checkpointing.interval=2000 ms known=true (enable_checkpointing) @ e.enable_checkpointing(ms) via setup(env, 2000)`}},
		{"same module, receiver bound at the call", "def setup(e):\n    e.set_parallelism(4)\nsetup(env)", []string{
			`setting parallelism.default=4 known=true (set_parallelism) @ e.set_parallelism(4) via setup(env)`}},
		{"same module, never called", "def setup(env, ms):\n    env.enable_checkpointing(ms)", []string{
			`setting execution.checkpointing.interval= known=false (enable_checkpointing) @ env.enable_checkpointing(ms)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + tt.src + "\n"
			p := NewParser()
			defer p.Close()
			m := p.Parse("job.py", []byte(src), resolver)
			sameFacts(t, factsIn(src, others, m), tt.want)
		})
	}
	// One Parser for every case, forwards then backwards: the imported
	// module is parsed once and shared by the Parse calls (importedFile),
	// while each main file reuses the per-Parse storage.
	shared := NewParser()
	defer shared.Close()
	for round := 0; round < 2; round++ {
		for i := range tests {
			tt := tests[i]
			if round == 1 {
				tt = tests[len(tests)-1-i]
			}
			src := head + tt.src + "\n"
			m := shared.Parse("job.py", []byte(src), resolver)
			t.Run(fmt.Sprintf("shared parser, round %d: %s", round, tt.name), func(t *testing.T) {
				sameFacts(t, factsIn(src, others, m), tt.want)
			})
		}
	}
	if n := len(shared.imported); n != 1 {
		t.Errorf("the shared parser keeps %d imported modules, want 1 (common.py)", n)
	}
}

// TestImportedModuleChanged: a module whose source differs from the one
// parsed before (the same path in another run of the server, say) is
// parsed again.
func TestImportedModuleChanged(t *testing.T) {
	job := "from pyflink.datastream import StreamExecutionEnvironment\nfrom common import tune\n" +
		"env = StreamExecutionEnvironment.get_execution_environment()\ntune(env)\n"
	p := NewParser()
	defer p.Close()
	for _, n := range []string{"2", "3", "2"} {
		common := "def tune(env):\n    env.set_parallelism(" + n + ")\n"
		resolver := func(_, mod string) (string, []byte, bool) {
			return "common.py", []byte(common), mod == "common"
		}
		m := p.Parse("job.py", []byte(job), resolver)
		if len(m.Settings) != 1 || m.Settings[0].Value.Value != n {
			t.Fatalf("with set_parallelism(%s) in common.py: settings %+v", n, m.Settings)
		}
	}
}

// TestUnterminatedString: a string missing its closing quote is not
// extracted (tree-sitter has no string node for it: the text after the
// opening quote is parsed as Python code), but the syntax error says what
// is wrong and points at the opening quote.
func TestUnterminatedString(t *testing.T) {
	tests := []struct {
		name, src, quote string
	}{
		{"single quotes at end of file", "t_env.execute_sql(\"CREATE TABLE t (a INT) WITH ('auto-compaction' = 'true')", `"`},
		{"single quotes, more lines follow", "t_env.execute_sql('CREATE TABLE t WITH (\nx = 1\n", `'`},
		{"triple quotes", "t_env.execute_sql(\"\"\"CREATE TABLE t (a INT)\nWITH ('auto-compaction' = 'true')\n", `"""`},
		{"f-string", "t_env.execute_sql(f\"CREATE TABLE {t} WITH ('auto-compaction' = 'true')\n", `f"`},
		{"raw string", "t_env.execute_sql(r'CREATE TABLE t", `r'`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "import pyflink\n" + tt.src
			m := parseSrc(t, src)
			if len(m.SQL) != 0 {
				t.Errorf("extracted %q", sqlTexts(m))
			}
			var got []string
			for _, e := range m.Errors {
				if e.Span.Start < 0 || e.Span.End > len(src) || e.Span.Start > e.Span.End {
					t.Fatalf("error span %+v outside the source", e.Span)
				}
				got = append(got, e.Msg+" @ "+src[e.Span.Start:e.Span.End])
			}
			want := "syntax error: unterminated string literal @ " + tt.quote
			found := false
			for _, g := range got {
				found = found || g == want
			}
			if !found {
				t.Errorf("errors %q, want one %q", got, want)
			}
		})
	}
}

// TestHelperSettingsSkipPyFlink: PyFlink's own names are called by every job
// and are never the repository's helpers; the Resolver is not asked for them.
func TestHelperSettingsSkipPyFlink(t *testing.T) {
	src := `from pyflink.table import TableEnvironment, EnvironmentSettings as ES
import pyflink.datastream as ds
import pyflink
t_env = TableEnvironment.create(ES.in_streaming_mode())
ds.StreamExecutionEnvironment.get_execution_environment()
pyflink.x(t_env)
`
	var asked []string
	resolver := func(_, mod string) (string, []byte, bool) {
		asked = append(asked, mod)
		return "", nil, false
	}
	p := NewParser()
	defer p.Close()
	p.Parse("job.py", []byte(src), resolver)
	if len(asked) != 0 {
		t.Errorf("resolver asked for %q", asked)
	}
}

// TestHelperDepthLimit: helpers of imported modules are followed as deep
// as the evaluator's one call-depth limit (maxCallDepth), and reaching it
// is an Error (FL901), never a silent drop.
func TestHelperDepthLimit(t *testing.T) {
	chain := func(n int) string {
		var b strings.Builder
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "def h%d(env):\n    h%d(env)\n\n", i, i+1)
		}
		fmt.Fprintf(&b, "def h%d(env):\n    env.set_parallelism(7)\n", n)
		return b.String()
	}
	for _, tt := range []struct {
		depth     int
		wantFound bool
	}{{5, true}, {maxCallDepth, true}, {maxCallDepth + 2, false}} {
		common := chain(tt.depth)
		resolver := func(_, mod string) (string, []byte, bool) {
			if mod == "common" {
				return "common.py", []byte(common), true
			}
			return "", nil, false
		}
		src := "from pyflink.datastream import StreamExecutionEnvironment\nfrom common import h1\n" +
			"env = StreamExecutionEnvironment.get_execution_environment()\nh1(env)\n"
		p := NewParser()
		m := p.Parse("job.py", []byte(src), resolver)
		p.Close()
		found := false
		for _, s := range m.Settings {
			found = found || (s.Key.Value == "parallelism.default" && s.Value.Value == "7")
		}
		limit := false
		for _, e := range m.Errors {
			limit = limit || (e.Limit && strings.Contains(e.Msg, "more than"))
		}
		if found != tt.wantFound || limit == tt.wantFound {
			t.Errorf("%d helpers deep: setting found %v (want %v), limit reported %v", tt.depth, found, tt.wantFound, limit)
		}
	}
}
