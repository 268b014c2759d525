package deploy

import "testing"

func TestAWSTextTerraform(t *testing.T) {
	tf := &Deployment{Kind: Terraform}
	for in, want := range map[string]string{
		"ConfigurationType CUSTOM with AutoScalingEnabled true: the service scales the parallelism automatically": "configuration_type CUSTOM with auto_scaling_enabled true: the service scales the parallelism automatically",
		"no ParallelismConfiguration: the service default applies":                                                "no parallelism_configuration: the service default applies",
		"turn autoscaling off (ConfigurationType: CUSTOM, AutoScalingEnabled: false)":                             `turn autoscaling off (configuration_type = "CUSTOM", auto_scaling_enabled = false)`,
		"Parallelism, ParallelismPerKPU and AutoScalingEnabled are ignored":                                       "parallelism, parallelism_per_kpu and auto_scaling_enabled are ignored",
	} {
		if got := tf.AWSText(in); got != want {
			t.Errorf("AWSText(%q) = %q, want %q", in, got, want)
		}
		if got := (&Deployment{Kind: "cloudformation"}).AWSText(in); got != in {
			t.Errorf("a CloudFormation deployment's text changed: %q", got)
		}
	}
}
