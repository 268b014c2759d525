package linter

import (
	"reflect"
	"testing"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/link"
)

// TestKeptDeploymentsOutliveLinking: link.Deployments writes into the
// deployments it links (a HorizontalPodAutoscaler's target rescales, a
// session job inherits its cluster's configuration); a run links its own
// copies (runDeployResult), so the kept read stays as deploy.Read made it.
func TestKeptDeploymentsOutliveLinking(t *testing.T) {
	cluster := []byte(`apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: shared-session
spec:
  flinkVersion: v1_18
  flinkConfiguration:
    state.checkpoints.dir: s3://b/cp
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: scale-session
spec:
  scaleTargetRef:
    apiVersion: flink.apache.org/v1beta1
    kind: FlinkDeployment
    name: shared-session
`)
	job := []byte(`apiVersion: flink.apache.org/v1beta1
kind: FlinkSessionJob
metadata:
  name: orders
spec:
  deploymentName: shared-session
  job:
    jarURI: https://repo.example.com/orders.jar
`)
	keptCluster, keptJob := deploy.Read("cluster.yaml", cluster), deploy.Read("job.yaml", job)
	if len(keptCluster.ScaleTargets) != 1 || len(keptJob.Deployments) != 1 {
		t.Fatalf("the reads are not what the test needs: %d scale targets, %d session jobs", len(keptCluster.ScaleTargets), len(keptJob.Deployments))
	}
	runCluster, runJob := runDeployResult(keptCluster), runDeployResult(keptJob)
	link.Deployments([]*deploy.Result{runCluster, runJob})
	if reflect.DeepEqual(runCluster, deploy.Read("cluster.yaml", cluster)) || reflect.DeepEqual(runJob, deploy.Read("job.yaml", job)) {
		t.Fatal("linking changed nothing: the test no longer tests the copies")
	}
	if !reflect.DeepEqual(keptCluster, deploy.Read("cluster.yaml", cluster)) {
		t.Error("linking a run's copy changed the kept cluster read")
	}
	if !reflect.DeepEqual(keptJob, deploy.Read("job.yaml", job)) {
		t.Error("linking a run's copy changed the kept session job read")
	}
}
