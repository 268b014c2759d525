package deploy

import (
	"reflect"
	"strings"
	"testing"
)

// pruningCases are templates whose skimmed parts hold what convert
// reports or counts: anchors read from a built part, merge keys, nesting
// past the depth limit, an alias bomb, tags, odd keys.
var pruningCases = []string{
	cfnHead,
	"Parameters:\n  P: {Default: 2}\nResources:\n  Role:\n    Type: AWS::IAM::Role\n    Properties: &props\n      Parallelism: 3\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n    Properties: *props\n",
	"Resources:\n  Base: &base\n    Type: AWS::KinesisAnalyticsV2::Application\n  App:\n    <<: *base\n    Properties: {}\n",
	"Resources:\n  Role:\n    Type: AWS::IAM::Role\n    Properties: " + strings.Repeat("[", 210) + strings.Repeat("]", 210) + "\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n",
	"Outputs:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n  e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nResources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n",
	"Resources: !Ref X\n",
	"? [a, b]\n: c\nResources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n",
	"Resources:\n  Role:\n    Type: !Sub AWS::IAM::Role\n  Other:\n    type: x\n    Type: AWS::KinesisAnalyticsV2::Application\n  Legacy:\n    Type: AWS::KinesisAnalytics::ApplicationV2\n    Properties: {ApplicationName: a}\n",
	"{Resources: {Role: {Type: AWS::IAM::Role}, App: {Type: AWS::KinesisAnalyticsV2::Application}}}\n",
	"---\nResources:\n  Log: {Type: AWS::Logs::LogGroup}\n---\nResources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n",
}

// TestTemplatePruning: a CloudFormation template read with only its read
// parts converted gives the result of the whole conversion.
func TestTemplatePruning(t *testing.T) {
	inputs := append(corpus(".yaml", ".yml", ".json", ".template"), nil)
	for _, c := range pruningCases {
		inputs = append(inputs, []byte(c))
	}
	for _, src := range inputs {
		checkPruning(t, src)
	}
}

func FuzzTemplatePruning(f *testing.F) {
	addCorpus(f, ".yaml", ".yml", ".json", ".template")
	for _, c := range pruningCases {
		f.Add([]byte(c))
	}
	f.Fuzz(checkPruning)
}

func checkPruning(t *testing.T, src []byte) {
	whole, pruned := &Result{}, &Result{}
	func() {
		defer recoverInto(whole)
		readCloudFormationAs("t.yaml", src, whole, false)
	}()
	func() {
		defer recoverInto(pruned)
		readCloudFormationAs("t.yaml", src, pruned, true)
	}()
	if !reflect.DeepEqual(whole, pruned) {
		t.Errorf("%q: pruned conversion differs:\nwhole  %+v\npruned %+v", src, whole, pruned)
	}
}
