package deploy

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/pyparse"
)

// End to end through pyparse: a Python CDK stack as written.
func TestFromPythonCDKThroughPyparse(t *testing.T) {
	src := `import os
from aws_cdk import Stack, Duration
from aws_cdk import aws_kinesisanalyticsv2 as kda
import aws_cdk.aws_kinesisanalytics_flink_alpha as flink


class FlinkStack(Stack):
    def __init__(self, scope, id, **kwargs):
        super().__init__(scope, id, **kwargs)
        flink.Application(
            self,
            "Orders",
            code=flink.ApplicationCode.from_asset(os.path.join(os.path.dirname(__file__), "..", "app")),
            runtime=flink.Runtime.FLINK_1_19,
            property_groups={"kinesis.analytics.flink.run.options": {"python": "main.py"}},
            auto_scaling_enabled=False,
            checkpoint_interval=Duration.seconds(30),
        )
        kda.CfnApplication(
            self,
            "L1",
            runtime_environment="FLINK-1_20",
            service_execution_role="arn:aws:iam::1:role/r",
            application_configuration=kda.CfnApplication.ApplicationConfigurationProperty(
                flink_application_configuration=kda.CfnApplication.FlinkApplicationConfigurationProperty(
                    parallelism_configuration=kda.CfnApplication.ParallelismConfigurationProperty(
                        configuration_type="DEFAULT",
                        auto_scaling_enabled=False,
                    ),
                ),
            ),
        )
`
	p := pyparse.NewParser()
	defer p.Close()
	mod := p.Parse("infra/stack.py", []byte(src), nil)
	res := FromPythonCDK("infra/stack.py", mod)
	if len(res.Deployments) != 2 {
		t.Fatalf("got %d deployments from calls %d", len(res.Deployments), len(mod.Calls))
	}
	a, l1 := res.Deployments[0], res.Deployments[1]
	if a.Rescaling.Rescales != No || src[a.Rescaling.At.Start:a.Rescaling.At.End] != "auto_scaling_enabled=False" {
		t.Errorf("alpha %+v", a.Rescaling)
	}
	if a.Name != "Orders" || a.FlinkVersion.Value != "1.19" || a.Checkpointing.Interval.Value != "30000" {
		t.Errorf("alpha name %q version %q interval %q", a.Name, a.FlinkVersion.Value, a.Checkpointing.Interval.Value)
	}
	var entries []string
	for _, e := range a.EntryPoints {
		entries = append(entries, string(e.Kind)+"="+e.Value)
	}
	if strings.Join(entries, ",") != "asset=../app,python=main.py" {
		t.Errorf("entries %v", entries)
	}
	if l1.Rescaling.Rescales != Yes || src[l1.Rescaling.At.Start:l1.Rescaling.At.End] != `configuration_type="DEFAULT"` {
		t.Errorf("l1 %+v", l1.Rescaling)
	}
	if l1.Name != "L1" || l1.FlinkVersion.Value != "1.20" {
		t.Errorf("l1 name %q version %q", l1.Name, l1.FlinkVersion.Value)
	}
}
