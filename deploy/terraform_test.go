package deploy

import (
	"strings"
	"testing"
	"time"

	"github.com/zclconf/go-cty/cty"

	"github.com/flinklint/flinklint/internal/scaling"
)

const tfMain = `# flinklint: ignore[FL002]
resource "aws_kinesisanalyticsv2_application" "app" {
  name                   = "${local.prefix}-orders"
  runtime_environment    = var.runtime
  service_execution_role = aws_iam_role.r.arn

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = var.config_type
        auto_scaling_enabled = var.autoscale
        parallelism          = 2
        parallelism_per_kpu  = 1
      }
      checkpoint_configuration {
        configuration_type = "DEFAULT"
      }
    }
    environment_properties {
      property_group {
        property_group_id = "kinesis.analytics.flink.run.options"
        property_map = {
          python  = "main.py"
          "jarfile" = local.jar
        }
      }
      property_group {
        property_group_id = "app"
        property_map      = { bucket = var.bucket }
      }
    }
    application_snapshot_configuration {
      snapshots_enabled = true
    }
  }
}
`

const tfVars = `variable "runtime" {
  default = "FLINK-1_19"
}
variable "config_type" {
  type    = string
  default = "CUSTOM"
}
variable "autoscale" {
  type    = bool
  default = false
}
variable "bucket" {}
locals {
  prefix = "team"
  jar    = "lib/deps.jar"
}
`

func TestTerraform(t *testing.T) {
	tests := []struct {
		name   string
		files  []File
		want   Tri
		at     string // text of Rescaling.At in AtPath (or main.tf)
		atPath string
		whyHas string
	}{
		{
			name:   "variable defaults: CUSTOM, autoscaling off",
			files:  []File{{Path: "infra/main.tf", Src: []byte(tfMain)}, {Path: "infra/variables.tf", Src: []byte(tfVars)}},
			want:   No,
			at:     "auto_scaling_enabled = var.autoscale",
			whyHas: "the default of variable autoscale",
		},
		{
			name: "trap: variable overridden by terraform.tfvars",
			files: []File{{Path: "infra/main.tf", Src: []byte(tfMain)}, {Path: "infra/variables.tf", Src: []byte(tfVars)},
				{Path: "infra/terraform.tfvars", Src: []byte("autoscale = true\n")}},
			want: Yes, at: "autoscale = true", atPath: "infra/terraform.tfvars", whyHas: "terraform.tfvars sets autoscale",
		},
		{
			name: "auto.tfvars.json wins over terraform.tfvars",
			files: []File{{Path: "infra/main.tf", Src: []byte(tfMain)}, {Path: "infra/variables.tf", Src: []byte(tfVars)},
				{Path: "infra/terraform.tfvars", Src: []byte("autoscale = true\n")}, {Path: "infra/z.auto.tfvars.json", Src: []byte(`{"autoscale": false}`)}},
			want: No, at: `"autoscale": false`, atPath: "infra/z.auto.tfvars.json",
		},
		{
			name: "a -var-file that differs: may rescale, names the file",
			files: []File{{Path: "infra/main.tf", Src: []byte(tfMain)}, {Path: "infra/variables.tf", Src: []byte(tfVars)},
				{Path: "infra/prod.tfvars", Src: []byte("# prod\nautoscale = true\n")}, {Path: "infra/dev.tfvars", Src: []byte("autoscale = false\n")}},
			want: Yes, at: "autoscale = true", atPath: "infra/prod.tfvars", whyHas: "prod.tfvars sets autoscale",
		},
		{
			name: "DEFAULT from a var file variant",
			files: []File{{Path: "infra/main.tf", Src: []byte(tfMain)}, {Path: "infra/variables.tf", Src: []byte(tfVars)},
				{Path: "infra/x.tfvars", Src: []byte("config_type = \"DEFAULT\"\n")}},
			want: Yes, at: `config_type = "DEFAULT"`, atPath: "infra/x.tfvars", whyHas: "may rescale",
		},
		{
			name:  "conditional autoscaling",
			files: []File{{Path: "main.tf", Src: []byte(strings.Replace(tfMain, "var.autoscale", `var.env == "prod" ? true : false`, 1))}, {Path: "variables.tf", Src: []byte(tfVars)}},
			want:  Yes, at: "auto_scaling_enabled = var.env == \"prod\" ? true : false", whyHas: "true branch",
		},
		{
			name:  "undeclared variable is a hole",
			files: []File{{Path: "main.tf", Src: []byte(tfMain)}},
			want:  Unknown,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := ReadTerraform(tt.files)
			d := only(t, res)
			r := d.Rescaling
			if r.Rescales != tt.want {
				t.Errorf("Rescales %v want %v (%s)", r.Rescales, tt.want, r.Why)
			}
			if r.AtPath != tt.atPath {
				t.Errorf("AtPath %q want %q", r.AtPath, tt.atPath)
			}
			if tt.at != "" {
				src := ""
				want := tt.atPath
				if want == "" {
					want = d.Path
				}
				for _, f := range tt.files {
					if f.Path == want {
						src = string(f.Src)
					}
				}
				if got := src[min(r.At.Start, len(src)):min(r.At.End, len(src))]; got != tt.at {
					t.Errorf("At %q want %q", got, tt.at)
				}
			}
			if !strings.Contains(r.Why, tt.whyHas) {
				t.Errorf("Why %q lacks %q", r.Why, tt.whyHas)
			}
		})
	}
}

func TestTerraformFacts(t *testing.T) {
	res := ReadTerraform([]File{{Path: "infra/main.tf", Src: []byte(tfMain)}, {Path: "infra/variables.tf", Src: []byte(tfVars)}})
	d := only(t, res)
	if d.Name != "team-orders" || d.FlinkVersion.Value != "1.19" || d.Resource != tfAppType {
		t.Errorf("name %q version %q", d.Name, d.FlinkVersion.Value)
	}
	if got := tfMain[d.Runtime.Span.Start:d.Runtime.Span.End]; got != "var.runtime" || d.Runtime.Path != "" {
		t.Errorf("runtime span %q path %q", got, d.Runtime.Path)
	}
	if d.Parallelism.Value != 2 || tfMain[d.Parallelism.Span.Start:d.Parallelism.Span.End] != "2" {
		t.Errorf("parallelism %+v", d.Parallelism)
	}
	if d.Checkpointing.Enabled.Value != Yes || d.Snapshots.Value != Yes {
		t.Errorf("checkpointing %+v snapshots %+v", d.Checkpointing, d.Snapshots)
	}
	if len(d.PropertyGroups) != 2 || len(d.EntryPoints) != 2 || d.EntryPoints[0].Value != "main.py" || d.EntryPoints[1].Value != "lib/deps.jar" {
		t.Fatalf("groups %+v entries %+v", d.PropertyGroups, d.EntryPoints)
	}
	if p := d.PropertyGroups[1].Properties[0]; p.Known || p.Key != "bucket" {
		t.Errorf("bucket %+v", p)
	}
	if len(res.Comments) != 1 || res.Comments[0].Text != "# flinklint: ignore[FL002]" || res.Comments[0].Path != "infra/main.tf" {
		t.Errorf("comments %+v", res.Comments)
	}
	if got := tfMain[d.Span.Start:d.Span.End]; !strings.HasPrefix(got, "resource") || !strings.HasSuffix(got, "}") {
		t.Errorf("span %q", got)
	}
}

func TestTerraformNoParallelismBlock(t *testing.T) {
	src := `resource "aws_kinesisanalyticsv2_application" "a" {
  runtime_environment = "FLINK-1_20"
  application_configuration {
    application_code_configuration { code_content_type = "ZIPFILE" }
  }
}`
	d := only(t, ReadTerraform([]File{{Path: "main.tf", Src: []byte(src)}}))
	if d.Rescaling.Rescales != Yes || d.Rescaling.At != d.Span {
		t.Errorf("%+v", d.Rescaling)
	}
}

func TestTerraformProblems(t *testing.T) {
	res := ReadTerraform([]File{{Path: "main.tf", Src: []byte("resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n  x = \n")}, {Path: "deep.tf", Src: []byte(strings.Repeat("[", 5000))}})
	if len(res.Problems) < 2 {
		t.Errorf("problems %+v", res.Problems)
	}
	for _, p := range res.Problems {
		if p.Path == "" {
			t.Errorf("problem without path %+v", p)
		}
	}
}

func TestTerraformDynamicParallelism(t *testing.T) {
	src := `resource "aws_kinesisanalyticsv2_application" "a" {
  application_configuration {
    flink_application_configuration {
      dynamic "parallelism_configuration" {
        for_each = var.pc
        content { configuration_type = "CUSTOM" }
      }
    }
  }
}`
	d := only(t, ReadTerraform([]File{{Path: "main.tf", Src: []byte(src)}}))
	if d.Rescaling.Rescales != Unknown || !strings.Contains(d.Rescaling.Why, "parallelism_configuration is not known") {
		t.Errorf("%+v", d.Rescaling)
	}
}

// TestCtyStringHugeNumbers: writing out 1e999999 took a second of
// big-number arithmetic and 1e-999999 minutes (issue 46, item 19); such
// numbers are left unknown, the others written as Terraform does.
func TestCtyStringHugeNumbers(t *testing.T) {
	for _, tc := range []struct {
		num, want string
		ok        bool
	}{
		{"2", "2", true},
		{"1.5", "1.5", true},
		{"1e3", "1000", true},
		{"-7", "-7", true},
		{"1e30", "1" + strings.Repeat("0", 30), true},
		{"1e999999", "", false},
		{"1e-999999", "", false},
	} {
		v := cty.MustParseNumberVal(tc.num)
		var got string
		var ok bool
		if d := scaling.Cost(func() { got, ok = ctyString(v) }); d > 100*time.Millisecond {
			t.Errorf("ctyString(%s) took %v", tc.num, d)
		}
		if got != tc.want || ok != tc.ok {
			t.Errorf("ctyString(%s) = %.20q, %v; want %.20q, %v", tc.num, got, ok, tc.want, tc.ok)
		}
	}
	src := strings.Repeat("resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n  runtime_environment = \"FLINK-1_20\"\n  allow_non_restored_state = 1e999999\n}\n", 51)
	if d := scaling.Cost(func() { ReadTerraform([]File{{Path: "main.tf", Src: []byte(src)}}) }); d > time.Second {
		t.Errorf("51 resources with 1e999999 took %v", d)
	}
}
