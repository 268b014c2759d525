package deploy

import (
	"path"
	"reflect"
	"strings"
	"testing"
)

func TestDockerfileCopies(t *testing.T) {
	type copyAt struct {
		Sources []string
		Dest    string
		DestDir bool
		Unknown bool
		Line    int
	}
	tests := []struct {
		name, src string
		want      []copyAt
	}{
		{"absolute destination", "FROM flink:1.18\nCOPY pipelines/orders/main.py /opt/flink/usrlib/app.py\n",
			[]copyAt{{[]string{"pipelines/orders/main.py"}, "/opt/flink/usrlib/app.py", false, false, 2}}},
		{"WORKDIR resolves a relative destination", "FROM flink\nWORKDIR /opt/flink\nWORKDIR usrlib\ncopy ./a/b.py x/\n",
			[]copyAt{{[]string{"a/b.py"}, "/opt/flink/usrlib/x", true, false, 4}}},
		{"the base image's WORKDIR is unknown", "FROM flink\nCOPY main.py usrlib/main.py\n",
			[]copyAt{{[]string{"main.py"}, "", false, false, 2}}},
		{"a stage inherits its parent stage's WORKDIR", "FROM flink AS base\nWORKDIR /opt/app\nFROM base\nCOPY m.py .\n",
			[]copyAt{{[]string{"m.py"}, "/opt/app", false, false, 4}}},
		{"--from is not a repository copy", "FROM flink\nCOPY --from=builder /x.py /opt/x.py\nCOPY --from builder /y /z\n", nil},
		{"continuation lines and flags", "FROM flink\nCOPY --chown=flink:flink \\\n  a.py \\\n  b.py /opt/jobs/\n",
			[]copyAt{{[]string{"a.py", "b.py"}, "/opt/jobs", true, false, 2}}},
		{"JSON form", "FROM flink\nADD [\"jobs/etl.py\", \"/opt/etl.py\"]\n",
			[]copyAt{{[]string{"jobs/etl.py"}, "/opt/etl.py", false, false, 2}}},
		{"a wildcard is unknown", "FROM flink\nCOPY jobs/*.py /opt/jobs/\n",
			[]copyAt{{[]string{"jobs/*.py"}, "/opt/jobs", true, true, 2}}},
		{"a variable destination is unknown", "FROM flink\nARG D=/opt\nCOPY a.py $D/a.py\n",
			[]copyAt{{[]string{"a.py"}, "", false, false, 3}}},
		{"a variable destination under a literal directory", "FROM flink\nCOPY ${JAR} /opt/flink/lib/${JAR}\n",
			[]copyAt{{[]string{"${JAR}"}, "", true, true, 2}}},
		{"ADD of a URL or an archive is no repository file", "FROM flink\nADD https://x/y.py /opt/y.py\nADD jobs.tar.gz /opt/\n", nil},
		{"a heredoc is no repository file", "FROM flink\nCOPY <<EOF /opt/a.py\nprint(1)\nEOF\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Read("docker/Dockerfile", []byte(tt.src))
			var got []copyAt
			for _, c := range res.Copies {
				if c.Dockerfile != "docker/Dockerfile" {
					t.Errorf("Dockerfile = %q", c.Dockerfile)
				}
				got = append(got, copyAt{c.Sources, c.Dest, c.DestDir, c.Unknown, c.Line})
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestDockerfileNames(t *testing.T) {
	for name, want := range map[string]bool{
		"Dockerfile": true, "Dockerfile.prod": true, "dockerfile-flink": true, "flink.Dockerfile": true,
		"docker-compose.yaml": false, "Makefile": false,
	} {
		if got := IsDockerfileName(name); got != want {
			t.Errorf("IsDockerfileName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestDockerfileCopySpan(t *testing.T) {
	src := "FROM flink\nCOPY a.py \\\n  /opt/a.py\n"
	c := Read("Dockerfile", []byte(src)).Copies[0]
	if got := src[c.Span.Start:c.Span.End]; got != "COPY a.py \\\n  /opt/a.py" {
		t.Errorf("span covers %q", got)
	}
	if c.Text != "COPY a.py /opt/a.py" {
		t.Errorf("Text = %q", c.Text)
	}
}

// TestDockerfileSQLClient checks the SQL client sessions a Dockerfile's
// command runs: the final stage's ENTRYPOINT and CMD, exec and shell form.
func TestDockerfileSQLClient(t *testing.T) {
	tests := []struct {
		name, src string
		want      []EntryPoint // Kind and Value; nil: no deployment
	}{
		{"exec CMD", "FROM flink\nCMD [\"sql-client.sh\", \"-i\", \"/opt/i.sql\", \"-f\", \"/opt/j.sql\"]\n",
			[]EntryPoint{{Kind: SQLInit, Value: "/opt/i.sql"}, {Kind: SQLScript, Value: "/opt/j.sql"}}},
		{"exec ENTRYPOINT with exec CMD arguments", "FROM flink\nENTRYPOINT [\"/opt/flink/bin/sql-client.sh\"]\nCMD [\"--file=/opt/j.sql\"]\n",
			[]EntryPoint{{Kind: SQLScript, Value: "/opt/j.sql"}}},
		{"shell CMD in WORKDIR", "FROM flink\nWORKDIR /opt/sql\nCMD ./wait.sh && bin/sql-client.sh -i init.sql \\\n  -f job.sql\n",
			[]EntryPoint{{Kind: SQLInit, Value: "/opt/sql/init.sql"}, {Kind: SQLScript, Value: "/opt/sql/job.sql"}}},
		{"sh -c in exec form", "FROM flink\nWORKDIR /w\nCMD [\"sh\", \"-c\", \"sleep 5; sql-client.sh -f job.sql\"]\n",
			[]EntryPoint{{Kind: SQLScript, Value: "/w/job.sql"}}},
		{"a shell ENTRYPOINT ignores CMD", "FROM flink\nENTRYPOINT /start.sh\nCMD [\"sql-client.sh\", \"-f\", \"/opt/j.sql\"]\n", nil},
		{"a relative path in an unknown WORKDIR", "FROM flink\nCMD [\"sql-client.sh\", \"-f\", \"job.sql\"]\n", nil},
		{"a script named by a variable", "FROM flink\nCMD sql-client.sh -f $JOB\n", nil},
		{"an init script named by a variable", "FROM flink\nCMD sql-client.sh -i $INIT -f /opt/j.sql\n",
			[]EntryPoint{{Kind: SQLInit, Value: "$INIT"}, {Kind: SQLScript, Value: "/opt/j.sql"}}},
		{"an earlier stage's command", "FROM flink AS a\nCMD [\"sql-client.sh\", \"-f\", \"/opt/j.sql\"]\nFROM flink\nCMD [\"jobmanager\"]\n", nil},
		{"no SQL client", "FROM flink\nCMD [\"standalone-job\", \"--python\", \"/opt/j.py\"]\n", nil},
		{"the SQL client without a script", "FROM flink\nCMD [\"sql-client.sh\", \"-i\", \"/opt/i.sql\"]\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Read("docker/Dockerfile", []byte(tt.src))
			var got []EntryPoint
			for _, d := range res.Deployments {
				if d.Kind != Dockerfile || d.Cluster.Job != SessionMode {
					t.Errorf("deployment %s %v", d.Kind, d.Cluster)
				}
				for _, e := range d.EntryPoints {
					got = append(got, EntryPoint{Kind: e.Kind, Value: e.Value})
					if w := tt.src[e.Span.Start:e.Span.End]; !strings.Contains(w, path.Base(e.Value)) && !strings.Contains(w, "$") {
						t.Errorf("entry %s spans %q", e.Value, w)
					}
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}
