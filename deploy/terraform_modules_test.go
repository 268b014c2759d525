package deploy

import (
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

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

// TestTerraformRootReads: directories read before (ReadTerraformRoot, as
// the linter's parse workers do) give the reads of ReadTerraformModules;
// a read of other files, or of a directory a module block calls, is not used.
func TestTerraformRootReads(t *testing.T) {
	var files []File
	for _, dir := range []string{"terraform-override", "terraform-varfiles"} {
		names, _ := filepath.Glob(filepath.Join("testdata", dir, "*"))
		for _, name := range names {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, File{Path: filepath.ToSlash(name), Src: src, NoComments: len(files)%2 == 0})
		}
	}
	files = append(files,
		File{Path: "bad/main.tf", Src: []byte("resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n  name = \n}\n# flinklint: ignore\n")},
		File{Path: "live/main.tf", Src: []byte("module \"o\" {\n  source = \"../bad\"\n}\n")},
	)
	want, wantKeep := ReadTerraformModules(files, 2)
	byDir := map[string][]File{}
	for _, f := range files {
		byDir[path.Dir(f.Path)] = append(byDir[path.Dir(f.Path)], f)
	}
	roots := map[string]*RootRead{}
	for dir, fs := range byDir {
		fs = append([]File(nil), fs...)
		slices.Reverse(fs) // the order files arrive in does not matter
		roots[dir] = ReadTerraformRoot(fs)
	}
	// A read of other content than the run's is not used.
	other := append([]File(nil), byDir["testdata/terraform-varfiles"]...)
	other[0].Src = []byte("variable \"x\" {}\n")
	roots["testdata/terraform-varfiles"] = ReadTerraformRoot(other)
	got, gotKeep := ReadTerraformModulesWith(files, 2, roots)
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotKeep, wantKeep) {
		t.Errorf("with root reads: reads differ\n got %+v\nwant %+v", got, want)
	}
	if got[0].Dir != "bad" || len(got[0].Result.Deployments) != 1 || got[0].Result.Deployments[0].Name != "module.o.aws_kinesisanalyticsv2_application.a" {
		t.Errorf("the called module was not read with its call: %+v", got[0])
	}
	if r := got[1].Result; r != roots["testdata/terraform-override"].res {
		t.Errorf("the root read of testdata/terraform-override was not used")
	}
}
