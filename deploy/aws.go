package deploy

import (
	"fmt"
	"slices"
	"strings"
)

// RunOptionsGroup is the AWS property group that names a PyFlink
// application's entry point.
const RunOptionsGroup = "kinesis.analytics.flink.run.options"

// awsMode tells which API shape the properties follow.
type awsMode int

const (
	awsCreate   awsMode = iota // CreateApplication input, CloudFormation, Terraform, CDK L1
	awsUpdate                  // UpdateApplication's ApplicationConfigurationUpdate
	awsDescribe                // DescribeApplication's ApplicationDetail
)

// awsKey returns the entry named base in the spelling of mode: Foo,
// FooUpdate or FooDescription (normalised).
func (n *node) awsKey(mode awsMode, base string) field {
	switch mode {
	case awsUpdate:
		if f := n.get(base+"update", base+"updates"); f.ok() {
			return f
		}
	case awsDescribe:
		if f := n.get(base+"description", base+"descriptions"); f.ok() {
			return f
		}
	}
	return n.get(base)
}

// awsApplication fills d from the properties of a Managed Flink application:
// a map with RuntimeEnvironment, ApplicationConfiguration, ... in any of the
// spellings the tree normalises. The span of d must already be set.
func awsApplication(d *Deployment, props *node, mode awsMode) {
	if name := props.get("applicationname", "name"); name.ok() {
		if s, ok := name.value.text(); ok && s != "" {
			d.Name = s
		}
	}
	d.Runtime = stringFact(props.get("runtimeenvironment"))
	d.FlinkVersion = versionFact(d.Runtime, awsFlinkVersion)

	cfgField := props.awsKey(mode, "applicationconfiguration")
	if mode == awsUpdate && !cfgField.ok() {
		// update-application JSON may be the update object itself.
		if props.get("flinkapplicationconfigurationupdate").ok() || props.get("environmentpropertyupdates").ok() {
			cfgField = field{value: props}
		}
	}
	cfg := cfgField.value
	flink := cfg.awsKey(mode, "flinkapplicationconfiguration").value

	block := d.Span
	switch {
	case flink != nil:
		block = flink.span
	case cfg != nil:
		block = cfg.span
	}
	pc := flink.awsKey(mode, "parallelismconfiguration")
	awsParallelism(d, pc, mode, block)
	awsCheckpointing(d, flink.awsKey(mode, "checkpointconfiguration"), mode, block)
	// A block that is itself an unresolved expression (Fn::If, a Terraform
	// dynamic block, a CDK variable) hides the parallelism settings.
	for _, c := range []struct {
		n    *node
		name string
	}{{props, "the application properties"}, {cfg, "ApplicationConfiguration"}, {flink, "FlinkApplicationConfiguration"}, {pc.value, "ParallelismConfiguration"}} {
		if c.n != nil && c.n.kind == scalarNode && !c.n.known {
			d.Rescaling = Rescaling{Rescales: Unknown, At: c.n.span,
				Why: c.name + " is not known statically, so whether the application rescales is unknown"}
			d.Parallelism = Fact[int]{Span: c.n.span, Hole: true}
			break
		}
	}

	d.Cluster = ClusterMode{Job: ApplicationMode}
	d.Rescaling.Why = d.AWSText(d.Rescaling.Why) // Terraform's names in a Terraform file
	d.Autoscaler = awsAutoscaler(d.AWS, d.Rescaling)

	snap := cfg.awsKey(mode, "applicationsnapshotconfiguration")
	d.Snapshots = triFact(snap.value.awsKey(mode, "snapshotsenabled"))
	if !d.Snapshots.Set {
		d.Snapshots.Span = block
		if snap.ok() {
			d.Snapshots.Span = snap.value.span
		}
	}

	env := cfg.get("environmentproperties", "environmentpropertyupdates", "environmentpropertydescriptions")
	groups := env.value.get("propertygroups", "propertygroup", "propertygroupdescriptions")
	d.PropertyGroups = append(d.PropertyGroups, propertyGroups(groups.value)...)
	addRunOptions(d)
	addCodeJar(d, cfg.awsKey(mode, "applicationcodeconfiguration").value)
}

// addCodeJar makes the jar an application's code is, when its S3 file key
// names one (ApplicationCodeConfiguration.CodeContent.S3ContentLocation
// .FileKey: a Java application's fat jar; a PyFlink application's is a
// zip), an entry point: the jar's file name links it to the build that
// makes it.
func addCodeJar(d *Deployment, code *node) {
	content := code.get("codecontent", "codecontentupdate", "codecontentdescription").value
	loc := content.get("s3contentlocation", "s3contentlocationupdate", "s3applicationcodelocationdescription").value
	key := loc.get("filekey", "filekeyupdate")
	if !key.ok() {
		return
	}
	v, ok := key.value.text()
	if !ok || !strings.HasSuffix(strings.ToLower(v), ".jar") {
		return
	}
	d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: JarFile, Value: v, Span: key.value.span})
}

// awsAutoscaler is the service's automatic scaling as the decision r
// found it (on AWS it is the only thing that rescales an application), with
// the setting that decided: AutoScalingEnabled, else ConfigurationType.
func awsAutoscaler(p *AWSParallelism, r Rescaling) Autoscaler {
	a := Autoscaler{State: Fact[Tri]{Value: r.Rescales, Span: r.At, Path: r.AtPath}}
	switch {
	case p == nil:
	case p.AutoScalingEnabled.Set && r.At == spanOf(p.AutoScalingEnabled):
		a.Setting, a.State.Set, a.State.KeySpan, a.State.Hole = "AutoScalingEnabled", true, p.AutoScalingEnabled.KeySpan, p.AutoScalingEnabled.Hole
	case p.ConfigurationType.Hole && r.At == spanOf(p.ConfigurationType):
		a.Setting, a.State.Set, a.State.KeySpan, a.State.Hole = "ConfigurationType", true, p.ConfigurationType.KeySpan, true
	case strings.EqualFold(p.ConfigurationType.Value, "DEFAULT") && r.At == spanOf(p.ConfigurationType):
		a.Setting, a.State.Set, a.State.KeySpan = "ConfigurationType", true, p.ConfigurationType.KeySpan
	case strings.EqualFold(p.ConfigurationType.Value, "CUSTOM") && !p.AutoScalingEnabled.Set && r.Rescales == Unknown && r.At == spanOf(p.ConfigurationType):
		a.NoDocumentedDefault = true
	}
	return a
}

// propertyGroups reads a list of {PropertyGroupId, PropertyMap}.
func propertyGroups(list *node) []PropertyGroup {
	groups := list.list()
	out := slices.Grow([]PropertyGroup(nil), len(groups)) // kept: sized once
	for _, g := range groups {
		id := g.get("propertygroupid")
		pg := PropertyGroup{Span: g.span}
		if s, ok := id.value.text(); ok {
			pg.ID = s
		}
		m := g.get("propertymap")
		if m.ok() && m.value.kind == mapNode {
			pg.Properties = slices.Grow(pg.Properties, len(m.value.keys))
			for i, k := range m.value.keys {
				v := m.value.vals[i]
				p := Property{Key: k.name, Span: v.span, KeySpan: k.span, Path: v.from().path, DefKey: v.from().defKey, Default: v.from().written}
				p.Value, p.Known = v.text()
				pg.Properties = append(pg.Properties, p)
			}
		}
		out = append(out, pg)
	}
	return out
}

// addRunOptions turns the kinesis.analytics.flink.run.options group into
// entry points and jars.
func addRunOptions(d *Deployment) {
	for _, g := range d.PropertyGroups {
		if g.ID != RunOptionsGroup {
			continue
		}
		for _, p := range g.Properties {
			if !p.Known {
				continue
			}
			switch strings.ToLower(p.Key) {
			case "python":
				d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: PythonFile, Value: p.Value, Span: p.Span})
			case "pymodule":
				d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: PythonModule, Value: p.Value, Span: p.Span})
			case "jarfile":
				d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: JarFile, Value: p.Value, Span: p.Span})
				d.Jars = append(d.Jars, p)
			}
		}
	}
}

// awsParallelism applies the ParallelismConfiguration semantics: fields
// beside ConfigurationType are honoured only with CUSTOM; DEFAULT (or no
// block at all) means the service defaults, under which automatic scaling is
// on, Parallelism is 1 and ParallelismPerKPU is 1.
func awsParallelism(d *Deployment, pc field, mode awsMode, block Span) {
	p := &AWSParallelism{Present: pc.ok() && pc.value.kind == mapNode, Block: block}
	d.AWS = p
	if p.Present {
		p.Block = pc.value.span
		v := pc.value
		p.ConfigurationType = stringFact(v.awsKey(mode, "configurationtype"))
		p.AutoScalingEnabled = boolFact(v.awsKey(mode, "autoscalingenabled"))
		p.Parallelism = intFact(v.awsKey(mode, "parallelism"))
		p.ParallelismPerKPU = intFact(v.awsKey(mode, "parallelismperkpu"))
	}
	ctField := field{}
	asField := field{}
	if p.Present {
		ctField = pc.value.awsKey(mode, "configurationtype")
		asField = pc.value.awsKey(mode, "autoscalingenabled")
	}
	base := awsDecide(d, p, mode, p.ConfigurationType, p.AutoScalingEnabled, block)
	base.Why += originNote(ctField, base.At == spanOf(p.ConfigurationType)) + originNote(asField, base.At == spanOf(p.AutoScalingEnabled) && p.AutoScalingEnabled.Set)
	d.Rescaling = base
	if base.Rescales != Yes {
		// A value that differs in another var file (or a conditional's other
		// branch) may turn autoscaling on.
		for _, alt := range alternatives(ctField, asField, p) {
			r := awsDecide(d, p, mode, alt.ct, alt.as, block)
			if r.Rescales != Yes {
				continue
			}
			if alt.line != (Span{}) {
				r.At, r.AtPath = alt.line, ""
			}
			d.Rescaling = r
			lead := base.Why
			if base.Rescales == Unknown {
				lead = "the value is not known statically"
			}
			d.Rescaling.Why = lead + "; but " + alt.origin + ", and then " + lowerFirst(r.Why) + ", so the application may rescale"
			break
		}
	}
	ct := p.ConfigurationType

	// The parallelism the job starts with.
	custom := p.Present && strings.EqualFold(ct.Value, "CUSTOM") && !ct.Hole
	switch {
	case custom && p.Parallelism.Set:
		d.Parallelism = p.Parallelism
	case mode == awsUpdate:
		// unchanged: unknown
	case custom || !ct.Hole:
		d.Parallelism = Fact[int]{Value: 1, Span: p.Block}
	}
}

func isAre(list string) string {
	if strings.Contains(list, " and ") {
		return "are"
	}
	return "is"
}

// setFields lists the fields written beside ConfigurationType DEFAULT.
func setFields(p *AWSParallelism) string {
	var names []string
	if p.AutoScalingEnabled.Set {
		names = append(names, "AutoScalingEnabled")
	}
	if p.Parallelism.Set {
		names = append(names, "Parallelism")
	}
	if p.ParallelismPerKPU.Set {
		names = append(names, "ParallelismPerKPU")
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// originNote explains where a resolved value came from, when it decided.
func originNote(f field, decided bool) string {
	if !decided || !f.ok() || f.value.from().origin == "" {
		return ""
	}
	return " (" + f.value.from().origin + ")"
}

// spanOf is the key-through-value span of a fact (its line).
func spanOf[T any](f Fact[T]) Span {
	if f.KeySpan != (Span{}) && f.KeySpan.Start <= f.Span.End {
		return Span{f.KeySpan.Start, f.Span.End}
	}
	return f.Span
}

// awsCheckpointing applies CheckpointConfiguration: DEFAULT (or no block)
// means enabled, every 60000 ms, 5000 ms minimum pause.
func awsCheckpointing(d *Deployment, cc field, mode awsMode, block Span) {
	c := &d.Checkpointing
	if !cc.ok() || cc.value.kind != mapNode {
		if mode == awsUpdate {
			return
		}
		c.Enabled = Fact[Tri]{Value: Yes, Span: block}
		c.Interval = Fact[string]{Value: "60000", Span: block}
		return
	}
	v := cc.value
	ct := stringFact(v.awsKey(mode, "configurationtype"))
	enabled := triFact(v.awsKey(mode, "checkpointingenabled"))
	interval := intFact(v.awsKey(mode, "checkpointinterval"))
	switch {
	case ct.Set && !ct.Hole && strings.EqualFold(ct.Value, "DEFAULT"):
		c.Enabled = Fact[Tri]{Value: Yes, Span: spanOf(ct)}
		c.Interval = Fact[string]{Value: "60000", Span: spanOf(ct)}
	case ct.Set && !ct.Hole && strings.EqualFold(ct.Value, "CUSTOM"):
		c.Enabled = enabled
		if !enabled.Set && mode != awsUpdate {
			c.Enabled = Fact[Tri]{Value: Yes, Span: v.span}
		}
		if interval.Set {
			c.Interval = Fact[string]{Value: fmt.Sprint(interval.Value), Set: true, Span: interval.Span, KeySpan: interval.KeySpan, Hole: interval.Hole, Path: interval.Path}
		} else if mode != awsUpdate {
			c.Interval = Fact[string]{Value: "60000", Span: v.span}
		}
	default:
		c.Enabled = Fact[Tri]{Span: v.span, Hole: ct.Hole}
	}
}

// awsDecide applies the ParallelismConfiguration rules to one pair of
// ConfigurationType and AutoScalingEnabled facts.
func awsDecide(d *Deployment, p *AWSParallelism, mode awsMode, ct Fact[string], as Fact[bool], block Span) Rescaling {
	var r Rescaling
	at := func(s Span, path string) { r.At, r.AtPath = s, path }
	switch {
	case !p.Present && mode == awsUpdate:
		r.Rescales = Unknown
		at(block, "")
		r.Why = "the update does not change the ParallelismConfiguration, so the application keeps whatever scaling it had"
	case !p.Present:
		r.Rescales = Yes
		at(d.Span, "")
		r.Why = "no ParallelismConfiguration: the service default applies, under which automatic scaling is on"
	case ct.Hole:
		r.Rescales = Unknown
		at(spanOf(ct), ct.Path)
		r.Why = "ConfigurationType is not known statically"
	case !ct.Set && mode == awsUpdate:
		r.Rescales = Unknown
		at(p.Block, "")
		r.Why = "the update does not set ConfigurationTypeUpdate, so the application keeps its current configuration type"
	case !ct.Set:
		r.Rescales = Unknown
		at(p.Block, "")
		r.Why = "ParallelismConfiguration has no ConfigurationType (it is required); the service would reject it"
	case strings.EqualFold(ct.Value, "DEFAULT"):
		r.Rescales = Yes
		at(spanOf(ct), ct.Path)
		r.Why = "ConfigurationType DEFAULT: the service defaults apply, under which automatic scaling is on"
		if ignored := setFields(p); ignored != "" {
			r.Why += "; " + ignored + " beside it " + isAre(ignored) + " ignored (honoured only with CUSTOM)"
		}
	case strings.EqualFold(ct.Value, "CUSTOM"):
		switch {
		case as.Hole:
			r.Rescales = Unknown
			at(spanOf(as), as.Path)
			r.Why = "ConfigurationType CUSTOM with an AutoScalingEnabled value that is not known statically"
		case as.Set && as.Value:
			r.Rescales = Yes
			at(spanOf(as), as.Path)
			r.Why = "ConfigurationType CUSTOM with AutoScalingEnabled true: the service scales the parallelism automatically"
		case as.Set:
			r.Rescales = No
			at(spanOf(as), as.Path)
			r.Why = "ConfigurationType CUSTOM with AutoScalingEnabled false: automatic scaling is off"
		case mode == awsUpdate:
			r.Rescales = Unknown
			at(spanOf(ct), ct.Path)
			r.Why = "the update sets ConfigurationTypeUpdate CUSTOM but not AutoScalingEnabledUpdate, so automatic scaling stays as it was"
		default:
			// AWS documents AutoScalingEnabled as optional with no default
			// (API reference ParallelismConfiguration, CloudFormation
			// AWS::KinesisAnalyticsV2::Application ParallelismConfiguration).
			r.Rescales = Unknown
			at(spanOf(ct), ct.Path)
			r.Why = "ConfigurationType CUSTOM without AutoScalingEnabled, for which AWS documents no default, so whether the service scales the application is unknown"
		}
	default:
		r.Rescales = Unknown
		at(spanOf(ct), ct.Path)
		r.Why = fmt.Sprintf("ConfigurationType %q is neither CUSTOM nor DEFAULT", ct.Value)
	}
	return r
}

// alternative is another (ConfigurationType, AutoScalingEnabled) pair the
// configuration can take, from a var file or a conditional.
type alternative struct {
	ct     Fact[string]
	as     Fact[bool]
	origin string
	line   Span // the line to point at when the variant is in the same file
}

func alternatives(ctField, asField field, p *AWSParallelism) []alternative {
	var out []alternative
	if ctField.ok() {
		for _, v := range ctField.value.from().variants {
			out = append(out, alternative{ct: stringFact(field{key: ctField.key, value: v}), as: p.AutoScalingEnabled, origin: variantOrigin(v, ctField.key.name), line: sameFileLine(ctField, v)})
		}
	}
	if asField.ok() {
		for _, v := range asField.value.from().variants {
			out = append(out, alternative{ct: p.ConfigurationType, as: boolFact(field{key: asField.key, value: v}), origin: variantOrigin(v, asField.key.name), line: sameFileLine(asField, v)})
		}
	}
	return out
}

func sameFileLine(f field, v *node) Span {
	if v.from().path != "" {
		return Span{}
	}
	return f.line()
}

func variantOrigin(v *node, key string) string {
	s, _ := v.text()
	if o := v.from().origin; o != "" {
		return fmt.Sprintf("%s (%s = %s)", o, key, s)
	}
	return fmt.Sprintf("%s may be %s", key, s)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	if strings.HasPrefix(s, "ConfigurationType") || strings.HasPrefix(s, "AutoScalingEnabled") {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
