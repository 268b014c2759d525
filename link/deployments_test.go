package link

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/deploy"
)

var wantRE = regexp.MustCompile(`want: (rescales=(?:yes|no|unknown)(?: reactive)?)`)

type wantKey struct {
	path string
	line int
}

func lineOf(src []byte, off int) int { return bytes.Count(src[:off], []byte("\n")) + 1 }

// TestDeploymentsTestdata reads each folder of testdata/ as one run, links
// its deployments with each other, and checks every deployment's rescaling
// verdict against the `want: rescales=...` comment on the line that decides
// it (in the file that decides it); every want comment must be matched.
func TestDeploymentsTestdata(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join("testdata", "*"))
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			names, _ := filepath.Glob(filepath.Join(dir, "*"))
			srcs := map[string][]byte{}
			wants := map[wantKey]string{}
			var results []*deploy.Result
			for _, name := range names {
				b, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				p := filepath.ToSlash(name)
				srcs[p] = b
				for _, loc := range wantRE.FindAllSubmatchIndex(b, -1) {
					wants[wantKey{p, lineOf(b, loc[0])}] = string(b[loc[2]:loc[3]])
				}
				results = append(results, deploy.Read(p, b))
			}
			Deployments(results)
			seen := map[wantKey]bool{}
			for _, res := range results {
				for _, d := range res.Deployments {
					p := d.Path
					if d.Rescaling.AtPath != "" {
						p = d.Rescaling.AtPath
					}
					k := wantKey{p, lineOf(srcs[p], d.Rescaling.At.Start)}
					got := "rescales=" + d.Rescaling.Rescales.String()
					if d.Scheduler.Value == deploy.SchedulerReactive {
						got += " reactive"
					}
					if want, ok := wants[k]; !ok || want != got {
						t.Errorf("%s:%d: %s %q: got %s, want %q (%s)", k.path, k.line, d.Resource, d.Name, got, want, d.Rescaling.Why)
					}
					seen[k] = true
				}
			}
			for k, w := range wants {
				if !seen[k] {
					t.Errorf("%s:%d: want %s, but no deployment decided there", k.path, k.line, w)
				}
			}
		})
	}
}

func TestSessionJobInheritsSameFileCluster(t *testing.T) {
	src := `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata: {name: session}
spec:
  flinkVersion: v1_19
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: {name: hpa}
spec:
  scaleTargetRef:
    apiVersion: flink.apache.org/v1beta1
    kind: FlinkDeployment
    name: session
---
apiVersion: flink.apache.org/v1beta1
kind: FlinkSessionJob
metadata: {name: job}
spec:
  deploymentName: session
  job: {jarURI: "https://x/y.jar", parallelism: 4}
`
	res := deploy.Read("k8s/app.yaml", []byte(src))
	Deployments([]*deploy.Result{res})
	if len(res.Deployments) != 2 {
		t.Fatalf("deployments %+v", res.Deployments)
	}
	cluster, sj := res.Deployments[0], res.Deployments[1]
	if cluster.Rescaling.Rescales != deploy.Yes || !strings.Contains(cluster.Rescaling.Why, "HorizontalPodAutoscaler") {
		t.Errorf("cluster rescaling %+v", cluster.Rescaling)
	}
	if sj.Rescaling.Rescales != deploy.Yes || sj.FlinkVersion.Value != "1.19" || !strings.Contains(sj.Rescaling.Why, "session cluster") {
		t.Errorf("session job %+v", sj.Rescaling)
	}
	if strings.Contains(sj.Rescaling.Why, "k8s/app.yaml") {
		t.Errorf("a same-file cluster is not named by path: %q", sj.Rescaling.Why)
	}
}

// TestDeploymentsNil pins that linking nothing, or nil results, is harmless.
func TestDeploymentsNil(t *testing.T) {
	Deployments(nil)
	Deployments([]*deploy.Result{nil, {}})
}
