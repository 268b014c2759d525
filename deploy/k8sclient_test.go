package deploy

import (
	"reflect"
	"strings"
	"testing"
)

// TestSQLClientContainers checks the SQL client sessions a Kubernetes
// workload's containers run: command and args, sh -c scripts, workingDir.
func TestSQLClientContainers(t *testing.T) {
	pod := func(kind, container string) string {
		head := "apiVersion: v1\nkind: " + kind + "\nmetadata:\n  name: w\n"
		switch kind {
		case "Pod":
			return head + "spec:\n  containers:\n" + container
		case "CronJob":
			return head + "spec:\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          containers:\n" + indent(container, "          ")
		}
		return head + "spec:\n  template:\n    spec:\n      containers:\n" + indent(container, "      ")
	}
	tests := []struct {
		name, src string
		want      []EntryPoint
	}{
		{"Job command and args", pod("Job", "  - name: c\n    command: [\"sql-client.sh\"]\n    args: [\"-i\", \"/s/i.sql\", \"-f\", \"/s/j.sql\"]\n"),
			[]EntryPoint{{Kind: SQLInit, Value: "/s/i.sql"}, {Kind: SQLScript, Value: "/s/j.sql"}}},
		{"args alone", pod("Deployment", "  - name: c\n    args: [\"/opt/flink/bin/sql-client.sh\", \"--file\", \"/s/j.sql\"]\n"),
			[]EntryPoint{{Kind: SQLScript, Value: "/s/j.sql"}}},
		{"CronJob sh -c in workingDir", pod("CronJob", "  - name: c\n    workingDir: /w\n    command: [\"bash\", \"-c\", \"sql-client.sh -f j.sql\"]\n"),
			[]EntryPoint{{Kind: SQLScript, Value: "/w/j.sql"}}},
		{"a relative path without workingDir", pod("Pod", "  - name: c\n    args: [\"sql-client.sh\", \"-f\", \"j.sql\"]\n"), nil},
		{"a script from an environment variable", pod("Job", "  - name: c\n    args: [\"sql-client.sh\", \"-f\", \"$(SCRIPT)\"]\n"), nil},
		{"another command", pod("Job", "  - name: c\n    args: [\"flink\", \"run\", \"/opt/j.jar\"]\n"), nil},
		{"a Service is no workload", "apiVersion: v1\nkind: Service\nmetadata:\n  name: s\nspec:\n  containers:\n  - args: [\"sql-client.sh\", \"-f\", \"/s/j.sql\"]\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Read("k8s/w.yaml", []byte(tt.src))
			var got []EntryPoint
			for _, d := range res.Deployments {
				if d.Kind != K8sWorkload || d.Cluster.Job != SessionMode || d.Name != "w" {
					t.Errorf("deployment %s %s %v", d.Kind, d.Name, d.Cluster)
				}
				for _, e := range d.EntryPoints {
					got = append(got, EntryPoint{Kind: e.Kind, Value: e.Value})
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func indent(s, by string) string {
	return by + strings.ReplaceAll(strings.TrimSuffix(s, "\n"), "\n", "\n"+by) + "\n"
}
