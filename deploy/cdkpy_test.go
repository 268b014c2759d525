package deploy

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/pyparse"
)

// pyBuilder builds pyparse values whose spans point into src, as pyparse
// would produce them.
type pyBuilder struct {
	t   *testing.T
	src string
}

func (b pyBuilder) span(text string) pyparse.Span {
	s := at(b.t, b.src, text, 0)
	return pyparse.Span{Start: s.Start, End: s.End}
}

func (b pyBuilder) str(lit, val string) *pyparse.Value {
	return &pyparse.Value{Span: b.span(lit), Kind: pyparse.StringKind, Str: val}
}

func (b pyBuilder) boolean(lit string) *pyparse.Value {
	return &pyparse.Value{Span: b.span(lit), Kind: pyparse.BoolKind, Str: strings.ToLower(lit)}
}

func (b pyBuilder) name(lit string) *pyparse.Value {
	return &pyparse.Value{Span: b.span(lit), Kind: pyparse.NameKind, Str: lit}
}

func (b pyBuilder) kw(text, name string, v *pyparse.Value) pyparse.Arg {
	return pyparse.Arg{Span: b.span(text), Name: name, Value: v}
}

func TestFromPythonCDKAlpha(t *testing.T) {
	src := `import aws_cdk.aws_kinesisanalytics_flink_alpha as flink
# flinklint: ignore[FL002]
app = flink.Application(self, "Orders",
    code=flink.ApplicationCode.from_asset("../app"),
    runtime=flink.Runtime.FLINK_1_20,
    property_groups={"kinesis.analytics.flink.run.options": {"python": "main.py"}},
    parallelism=2,
)
print(x)
`
	b := pyBuilder{t, src}
	groups := &pyparse.Value{Span: b.span(`{"kinesis.analytics.flink.run.options": {"python": "main.py"}}`), Kind: pyparse.DictKind,
		Keys: []pyparse.StringValue{{Span: b.span(`"kinesis.analytics.flink.run.options"`), Value: RunOptionsGroup, Known: true}},
		Values: []*pyparse.Value{{Span: b.span(`{"python": "main.py"}`), Kind: pyparse.DictKind,
			Keys:   []pyparse.StringValue{{Span: b.span(`"python"`), Value: "python", Known: true}},
			Values: []*pyparse.Value{b.str(`"main.py"`, "main.py")}}}}
	asset := &pyparse.Value{Span: b.span(`flink.ApplicationCode.from_asset("../app")`), Kind: pyparse.CallKind,
		Call: &pyparse.Call{Span: b.span(`flink.ApplicationCode.from_asset("../app")`), Callee: "flink.ApplicationCode.from_asset",
			Args: []pyparse.Arg{{Span: b.span(`"../app"`), Value: b.str(`"../app"`, "../app")}}}}
	mod := &pyparse.Module{
		Comments: []pyparse.Comment{{Span: b.span("# flinklint: ignore[FL002]"), Text: "# flinklint: ignore[FL002]"}},
		Calls: []*pyparse.Call{
			{Span: b.span("print(x)"), Callee: "print"},
			{Span: b.span(src[strings.Index(src, "flink.Application(") : strings.Index(src, ")\n")+1]), Callee: "flink.Application", Args: []pyparse.Arg{
				{Span: b.span("self"), Value: b.name("self")},
				{Span: b.span(`"Orders"`), Value: b.str(`"Orders"`, "Orders")},
				b.kw(`code=flink.ApplicationCode.from_asset("../app")`, "code", asset),
				b.kw("runtime=flink.Runtime.FLINK_1_20", "runtime", b.name("flink.Runtime.FLINK_1_20")),
				b.kw(`property_groups={"kinesis.analytics.flink.run.options": {"python": "main.py"}}`, "property_groups", groups),
				b.kw("parallelism=2", "parallelism", &pyparse.Value{Span: b.span("2,\n)"), Kind: pyparse.NumberKind, Str: "2"}),
			}},
		},
	}
	mod.Calls[1].Args[5].Value.Span.End = mod.Calls[1].Args[5].Value.Span.Start + 1
	res := FromPythonCDK("infra/stack.py", mod)
	d := only(t, res)
	if d.Kind != CDKPython || d.Name != "Orders" || d.FlinkVersion.Value != "1.20" {
		t.Errorf("%+v", d)
	}
	// parallelism set without auto_scaling_enabled: the construct default (true) applies.
	if d.Rescaling.Rescales != Yes || !strings.Contains(d.Rescaling.Why, "defaults it to true") {
		t.Errorf("%+v", d.Rescaling)
	}
	if d.Parallelism.Value != 2 || src[d.Parallelism.KeySpan.Start:d.Parallelism.KeySpan.End] != "parallelism" {
		t.Errorf("parallelism %+v", d.Parallelism)
	}
	if len(d.EntryPoints) != 2 || d.EntryPoints[0].Kind != CodeAsset || d.EntryPoints[0].Value != "../app" || d.EntryPoints[1].Value != "main.py" {
		t.Errorf("entries %+v", d.EntryPoints)
	}
	if len(res.Comments) != 1 {
		t.Errorf("comments %+v", res.Comments)
	}
}

func TestFromPythonCDKL1(t *testing.T) {
	src := `kda.CfnApplication(self, "L1", runtime_environment="FLINK-1_19", application_configuration=kda.CfnApplication.ApplicationConfigurationProperty(flink_application_configuration=kda.CfnApplication.FlinkApplicationConfigurationProperty(parallelism_configuration=kda.CfnApplication.ParallelismConfigurationProperty(configuration_type="CUSTOM", auto_scaling_enabled=False))))`
	b := pyBuilder{t, src}
	props := func(callee, text string, args ...pyparse.Arg) *pyparse.Value {
		return &pyparse.Value{Span: b.span(text), Kind: pyparse.CallKind, Call: &pyparse.Call{Span: b.span(text), Callee: callee, Args: args}}
	}
	pc := props("kda.CfnApplication.ParallelismConfigurationProperty", `kda.CfnApplication.ParallelismConfigurationProperty(configuration_type="CUSTOM", auto_scaling_enabled=False)`,
		b.kw(`configuration_type="CUSTOM"`, "configuration_type", b.str(`"CUSTOM"`, "CUSTOM")),
		b.kw("auto_scaling_enabled=False", "auto_scaling_enabled", b.boolean("False")))
	fc := props("kda.CfnApplication.FlinkApplicationConfigurationProperty", src[strings.Index(src, "kda.CfnApplication.FlinkApp"):len(src)-2],
		pyparse.Arg{Span: b.span("parallelism_configuration="), Name: "parallelism_configuration", Value: pc})
	fc.Call.Args[0].Span.End = pc.Span.End
	ac := props("kda.CfnApplication.ApplicationConfigurationProperty", src[strings.Index(src, "kda.CfnApplication.ApplicationConfigurationProperty"):len(src)-1],
		pyparse.Arg{Span: pyparse.Span{Start: strings.Index(src, "flink_application_configuration="), End: fc.Span.End}, Name: "flink_application_configuration", Value: fc})
	mod := &pyparse.Module{Calls: []*pyparse.Call{{Span: pyparse.Span{Start: 0, End: len(src)}, Callee: "kda.CfnApplication", Args: []pyparse.Arg{
		{Span: b.span("self"), Value: b.name("self")},
		{Span: b.span(`"L1"`), Value: b.str(`"L1"`, "L1")},
		b.kw(`runtime_environment="FLINK-1_19"`, "runtime_environment", b.str(`"FLINK-1_19"`, "FLINK-1_19")),
		{Span: pyparse.Span{Start: strings.Index(src, "application_configuration="), End: ac.Span.End}, Name: "application_configuration", Value: ac},
	}}}}
	d := only(t, FromPythonCDK("stack.py", mod))
	if d.Rescaling.Rescales != No || src[d.Rescaling.At.Start:d.Rescaling.At.End] != "auto_scaling_enabled=False" {
		t.Errorf("%+v %q", d.Rescaling, src[d.Rescaling.At.Start:d.Rescaling.At.End])
	}
	if d.Name != "L1" || d.FlinkVersion.Value != "1.19" || d.Resource != "CfnApplication" {
		t.Errorf("%+v", d)
	}
}

func TestFromPythonCDKIgnoresOtherApplications(t *testing.T) {
	mod := &pyparse.Module{Calls: []*pyparse.Call{
		{Callee: "appconfig.CfnApplication", Args: []pyparse.Arg{{Name: "name", Value: &pyparse.Value{Kind: pyparse.StringKind, Str: "x"}}}},
		{Callee: "Application", Args: []pyparse.Arg{{Name: "title"}}},
		nil,
	}}
	if res := FromPythonCDK("x.py", mod); len(res.Deployments) != 0 {
		t.Errorf("%+v", res.Deployments)
	}
	if res := FromPythonCDK("x.py", nil); len(res.Deployments) != 0 {
		t.Error("nil module")
	}
}
