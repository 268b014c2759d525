package link

import (
	"reflect"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/deploy"
)

func TestJobsThroughDockerfiles(t *testing.T) {
	dockerfile := func(p, src string) []deploy.ImageCopy { return deploy.Read(p, []byte(src)).Copies }
	operator := func(kind deploy.EntryKind, v string) *deploy.Deployment {
		return &deploy.Deployment{Kind: deploy.K8sOperator, Path: "k8s/deployment.yaml", Name: "orders",
			EntryPoints: []deploy.EntryPoint{{Kind: kind, Value: v}}}
	}
	jobs := jobsOf("pipelines/orders/main.py", "pipelines/returns/main.py", "app.py", "sql/orders.sql")
	tests := []struct {
		name   string
		entry  *deploy.Deployment
		copies []deploy.ImageCopy
		want   []string
		whyHas string
	}{
		{"a renamed file links", operator(deploy.PythonFile, "/opt/flink/usrlib/app.py"),
			dockerfile("docker/Dockerfile", "FROM flink\nCOPY pipelines/orders/main.py /opt/flink/usrlib/app.py\n"),
			[]string{"pipelines/orders/main.py"}, `docker/Dockerfile:2 "COPY pipelines/orders/main.py /opt/flink/usrlib/app.py" copies there`},
		{"two Dockerfiles copying the same file agree", operator(deploy.PythonFile, "/opt/flink/usrlib/app.py"),
			append(dockerfile("Dockerfile", "FROM flink\nCOPY pipelines/orders/main.py /opt/flink/usrlib/app.py\n"),
				dockerfile("prod.Dockerfile", "FROM flink\nWORKDIR /opt/flink/usrlib\nCOPY pipelines/orders/main.py app.py\n")...),
			[]string{"pipelines/orders/main.py"}, "prod.Dockerfile:3"},
		{"two Dockerfiles copying different files: none", operator(deploy.PythonFile, "/opt/flink/usrlib/app.py"),
			append(dockerfile("a/Dockerfile", "FROM flink\nCOPY pipelines/orders/main.py /opt/flink/usrlib/app.py\n"),
				dockerfile("b/Dockerfile", "FROM flink\nCOPY pipelines/returns/main.py /opt/flink/usrlib/app.py\n")...),
			nil, "governs none of them"},
		{"a file flinklint does not read: none, not the app.py of the repository", operator(deploy.PythonFile, "/opt/flink/usrlib/app.py"),
			dockerfile("Dockerfile", "FROM flink\nCOPY launcher.py /opt/flink/usrlib/app.py\n"),
			nil, "a file flinklint does not read"},
		{"a directory's contents", operator(deploy.PythonFile, "/opt/flink/usrlib/returns/main.py"),
			dockerfile("Dockerfile", "FROM flink\nCOPY pipelines/ /opt/flink/usrlib/\n"),
			[]string{"pipelines/returns/main.py"}, "copies there"},
		{"a file into a directory", operator(deploy.SQLScript, "/opt/flink/usrlib/sql-scripts/orders.sql"),
			dockerfile("Dockerfile", "FROM flink\nCOPY sql/orders.sql /opt/flink/usrlib/sql-scripts/\n"),
			[]string{"sql/orders.sql"}, "copies there"},
		{"a destination under the base image's WORKDIR does not decide", operator(deploy.PythonFile, "/opt/flink/usrlib/app.py"),
			append(dockerfile("Dockerfile", "FROM flink\nCOPY pipelines/orders/main.py /opt/flink/usrlib/app.py\n"),
				dockerfile("b/Dockerfile", "FROM flink\nCOPY pipelines/returns/main.py usrlib/app.py\n")...),
			[]string{"app.py"}, "where it copies to is not known"},
		{"a variable destination elsewhere in the image says nothing", operator(deploy.PythonFile, "/opt/flink/usrlib/app.py"),
			append(dockerfile("Dockerfile", "FROM flink\nCOPY pipelines/orders/main.py /opt/flink/usrlib/app.py\n"),
				dockerfile("b/Dockerfile", "FROM flink\nCOPY ${JAR} /opt/flink/lib/${JAR}\n")...),
			[]string{"pipelines/orders/main.py"}, "copies there"},
		{"a copy from another stage is no evidence", operator(deploy.PythonFile, "/opt/flink/usrlib/app.py"),
			dockerfile("Dockerfile", "FROM flink\nCOPY --from=builder /src/pipelines/orders/main.py /opt/flink/usrlib/app.py\n"),
			[]string{"app.py"}, "by file name"},
		{"a relative entry point is a path in a zip, not an image", &deploy.Deployment{Kind: deploy.CloudFormation, Path: "infra/app.yaml",
			EntryPoints: []deploy.EntryPoint{{Kind: deploy.PythonFile, Value: "app.py"}}},
			dockerfile("Dockerfile", "FROM flink\nCOPY pipelines/orders/main.py app.py\n"),
			[]string{"app.py"}, `"app.py" matches app.py`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Jobs([]*deploy.Deployment{tt.entry}, jobs, tt.copies, nil, 1)[0]
			if !reflect.DeepEqual(got.Jobs, tt.want) {
				t.Errorf("jobs = %v, want %v (%s)", got.Jobs, tt.want, got.Why)
			}
			if !strings.Contains(got.Why, tt.whyHas) {
				t.Errorf("why = %q, want it to say %q", got.Why, tt.whyHas)
			}
		})
	}
}
