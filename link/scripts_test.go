package link

import (
	"testing"

	"github.com/flinklint/flinklint/deploy"
)

func TestScripts(t *testing.T) {
	mount := []deploy.ConfigMapMount{{ConfigMap: "sql", MountPath: "/opt/sql"}}
	runner := &deploy.Deployment{Name: "runner", Namespace: "flink", Mounts: mount,
		EntryPoints: []deploy.EntryPoint{{Kind: deploy.SQLScript, Value: "/opt/sql/job.sql"}}}
	elsewhere := &deploy.Deployment{Name: "elsewhere", Namespace: "other", Mounts: mount,
		EntryPoints: []deploy.EntryPoint{{Kind: deploy.SQLScript, Value: "/opt/sql/job.sql"}}}
	notMounted := &deploy.Deployment{Name: "plain", EntryPoints: []deploy.EntryPoint{{Kind: deploy.SQLScript, Value: "/opt/sql/job.sql"}}}
	inArgs := &deploy.Deployment{Name: "args"}
	deps := []*deploy.Deployment{runner, elsewhere, notMounted, inArgs}
	for _, tt := range []struct {
		name string
		s    deploy.Script
		want []string
	}{
		{"mounted entry", deploy.Script{ConfigMap: "sql", Namespace: "flink", Key: "job.sql"}, []string{"runner"}},
		{"namespace not stated", deploy.Script{ConfigMap: "sql", Key: "job.sql"}, []string{"runner", "elsewhere"}},
		{"other key", deploy.Script{ConfigMap: "sql", Key: "other.sql"}, nil},
		{"written in args", deploy.Script{Deployment: inArgs}, []string{"args"}},
	} {
		var got []string
		for _, l := range Scripts(tt.s, deps) {
			got = append(got, l.Deployment.Name)
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
			}
		}
	}
}
