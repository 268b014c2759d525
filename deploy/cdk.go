package deploy

import (
	"regexp"
	"strconv"
	"strings"
)

// The CDK readers (TypeScript through tree-sitter, Python through
// pyparse.Module.Calls) both turn a construct's props into a node tree with
// a few markers for CDK helpers, then share cdkAlpha / cdkL1 below.
//
// Markers: ApplicationCode.fromAsset(dir) becomes a map {"$fromAsset": dir},
// ApplicationCode.fromBucket(bucket, key) a map {"$fromBucket": key};
// Runtime.FLINK_1_19 and Runtime.of("FLINK-1_19") become the scalar
// "FLINK-1_19"; Duration.seconds(30) becomes the scalar "30000"
// (milliseconds, as the construct passes it to CloudFormation).

const (
	assetMarker  = "$fromasset"  // normalised key of the fromAsset marker
	bucketMarker = "$frombucket" // normalised key of the fromBucket marker: the file key
)

// cdkConstruct tells the Flink constructs apart by their class name.
type cdkConstruct int

const (
	notFlinkConstruct cdkConstruct = iota
	cdkAlphaApp                    // @aws-cdk/aws-kinesisanalytics-flink-alpha Application
	cdkL1App                       // CfnApplication / CfnApplicationV2
	sdkCreate                      // boto3 kinesisanalyticsv2 create_application(...)
	sdkUpdate                      // boto3 kinesisanalyticsv2 update_application(...)
)

var runtimeMemberRE = regexp.MustCompile(`^FLINK_(\d+)_(\d+)$`)

// runtimeMember maps Runtime.FLINK_1_19 to "FLINK-1_19".
func runtimeMember(name string) (string, bool) {
	m := runtimeMemberRE.FindStringSubmatch(name)
	if m == nil {
		return "", false
	}
	return "FLINK-" + m[1] + "_" + m[2], true
}

// durationMillis converts Duration.<unit>(n) to milliseconds.
func durationMillis(unit, amount string) (string, bool) {
	f, err := strconv.ParseFloat(strings.TrimSpace(amount), 64)
	if err != nil {
		return "", false
	}
	mult := map[string]float64{"millis": 1, "seconds": 1000, "minutes": 60000, "hours": 3600000, "days": 86400000}[unit]
	if mult == 0 {
		return "", false
	}
	return strconv.FormatFloat(f*mult, 'f', -1, 64), true
}

// cdkAlpha builds a Deployment from the alpha Application construct's
// props. Its defaults: autoScalingEnabled true, parallelism 1,
// parallelismPerKpu 1, checkpointingEnabled true, snapshotsEnabled true. The
// construct writes a ParallelismConfiguration (CUSTOM) only when one of the
// three parallelism props is given.
func cdkAlpha(d *Deployment, props *node) {
	d.Resource = "Application"
	block := d.Span
	if props != nil && props.kind == mapNode {
		block = props.span
	}
	if name, ok := props.get("applicationname").value.text(); ok && name != "" {
		d.Name = name
	}
	d.Runtime = stringFact(props.get("runtime"))
	d.FlinkVersion = versionFact(d.Runtime, awsFlinkVersion)
	if code := props.get("code"); code.ok() {
		if a := code.value.get(assetMarker); a.ok() {
			if s, ok := a.value.text(); ok {
				kind := CodeAsset
				if strings.HasSuffix(strings.ToLower(s), ".jar") {
					kind = JarFile // fromAsset("target/app.jar"): the jar itself
				}
				d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: kind, Value: s, Span: a.value.span})
			}
		}
		if b := code.value.get(bucketMarker); b.ok() {
			if s, ok := b.value.text(); ok && strings.HasSuffix(strings.ToLower(s), ".jar") {
				d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: JarFile, Value: s, Span: b.value.span})
			}
		}
	}

	as := props.get("autoscalingenabled")
	par := props.get("parallelism")
	ppk := props.get("parallelismperkpu")
	p := &AWSParallelism{Present: as.ok() || par.ok() || ppk.ok(), Block: block}
	p.AutoScalingEnabled = boolFact(as)
	p.Parallelism = intFact(par)
	p.ParallelismPerKPU = intFact(ppk)
	if p.Present {
		p.ConfigurationType = Fact[string]{Value: "CUSTOM", Span: block} // written by the construct
	}
	d.AWS = p
	r := &d.Rescaling
	a := p.AutoScalingEnabled
	switch {
	case a.Hole:
		r.Rescales, r.At = Unknown, spanOf(a)
		r.Why = "autoScalingEnabled is not known statically"
	case a.Set && a.Value:
		r.Rescales, r.At = Yes, spanOf(a)
		r.Why = "autoScalingEnabled is true: the service scales the parallelism automatically"
	case a.Set:
		r.Rescales, r.At = No, spanOf(a)
		r.Why = "autoScalingEnabled is false: automatic scaling is off"
	default:
		r.Rescales, r.At = Yes, block
		r.Why = "autoScalingEnabled is not set, and the Application construct defaults it to true (automatic scaling on)"
	}
	d.Cluster = ClusterMode{Job: ApplicationMode}
	d.Autoscaler = awsAutoscaler(p, d.Rescaling)
	d.Parallelism = p.Parallelism
	if !d.Parallelism.Set {
		d.Parallelism = Fact[int]{Value: 1, Span: block}
	}

	ce := triFact(props.get("checkpointingenabled"))
	if !ce.Set {
		ce = Fact[Tri]{Value: Yes, Span: block}
	}
	d.Checkpointing.Enabled = ce
	if iv := props.get("checkpointinterval"); iv.ok() {
		d.Checkpointing.Interval = stringFact(iv)
	} else {
		d.Checkpointing.Interval = Fact[string]{Value: "60000", Span: block}
	}
	d.Snapshots = triFact(props.get("snapshotsenabled"))
	if !d.Snapshots.Set {
		d.Snapshots = Fact[Tri]{Value: Yes, Span: block}
	}

	if pg := props.get("propertygroups"); pg.ok() && pg.value.kind == mapNode {
		for i, k := range pg.value.keys {
			g := pg.value.vals[i]
			grp := PropertyGroup{ID: k.name, Span: k.span}
			if g.span.Start >= k.span.End {
				grp.Span.End = g.span.End // the value is written right here
			}
			if g.kind == mapNode {
				for j, pk := range g.keys {
					v := g.vals[j]
					prop := Property{Key: pk.name, Span: v.span, KeySpan: pk.span}
					prop.Value, prop.Known = v.text()
					grp.Properties = append(grp.Properties, prop)
				}
			}
			d.PropertyGroups = append(d.PropertyGroups, grp)
		}
	}
	addRunOptions(d)
}

// cdkL1 builds a Deployment from CfnApplication / CfnApplicationV2 props,
// which mirror CloudFormation in camelCase (TypeScript) or snake_case
// (Python).
func cdkL1(d *Deployment, resource string, props *node) {
	d.Resource = resource
	if props == nil {
		props = &node{kind: mapNode, span: d.Span}
	}
	awsApplication(d, props, awsCreate)
}
