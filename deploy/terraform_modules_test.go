package deploy

import "testing"

func TestReadTerraformModules(t *testing.T) {
	app := `resource "aws_kinesisanalyticsv2_application" "a" {
  name = var.name
  runtime_environment = "FLINK-1_19"
}
variable "name" { default = "x" }
`
	files := []File{
		{Path: "infra/app/main.tf", Src: []byte(app)},
		{Path: "infra/app/terraform.tfvars", Src: []byte(`name = "orders"`)},
		{Path: "infra/live/main.tf", Src: []byte("module \"orders\" {\n  source = \"../app\"\n  name = \"live-orders\"\n}\n")},
		{Path: "infra/other/main.tf", Src: []byte(`resource "aws_s3_bucket" "b" {}`)},
	}
	reads, keep := ReadTerraformModules(files, 2)
	if len(reads) != 1 || reads[0].Dir != "infra/app" || reads[0].First != "infra/app/main.tf" || reads[0].Err != nil {
		t.Fatalf("reads %+v", reads)
	}
	if n := len(reads[0].Result.Deployments); n != 1 {
		t.Fatalf("%d deployments: %+v", n, reads[0].Result.Problems)
	}
	if d := reads[0].Result.Deployments[0]; d.Name != "module.orders.aws_kinesisanalyticsv2_application.a" && d.FlinkVersion.Value != "1.19" {
		t.Errorf("deployment %q, version %q", d.Name, d.FlinkVersion.Value)
	}
	for p, want := range map[string]bool{"infra/app/main.tf": true, "infra/app/terraform.tfvars": true, "infra/live/main.tf": true, "infra/other/main.tf": false} {
		if keep[p] != want {
			t.Errorf("keep[%s] = %v, want %v", p, keep[p], want)
		}
	}
}
