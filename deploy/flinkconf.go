package deploy

import (
	"bytes"
	"path"
	"slices"
	"strings"
)

// flatten turns a flinkConfiguration / config.yaml map, flat or nested, into
// dotted keys. A list of scalars becomes a ';'-joined value, as in the
// legacy flat format.
func flatten(n *node, prefix string, out []Property, depth int) []Property {
	if n == nil || n.kind != mapNode || depth > maxYAMLDepth {
		return out
	}
	out = slices.Grow(out, len(n.keys)) // kept: exact for a flat map, the usual form
	for i, k := range n.keys {
		key := k.name
		if prefix != "" {
			key = prefix + "." + key
		}
		v := n.vals[i]
		switch v.kind {
		case mapNode:
			if len(v.keys) == 0 {
				out = append(out, Property{Key: key, Value: "", Known: true, Span: v.span, KeySpan: k.span})
			}
			out = flatten(v, key, out, depth+1)
		case listNode:
			parts := make([]string, 0, len(v.items))
			known := true
			for _, it := range v.items {
				s, ok := it.text()
				known = known && ok
				parts = append(parts, s)
			}
			out = append(out, Property{Key: key, Value: strings.Join(parts, ";"), Known: known, Span: v.span, KeySpan: k.span})
		case nullNode:
			out = append(out, Property{Key: key, Value: "", Known: true, Span: v.span, KeySpan: k.span})
		default:
			s, ok := v.text()
			out = append(out, Property{Key: key, Value: s, Known: ok, Span: v.span, KeySpan: k.span})
		}
	}
	return out
}

// lookup returns the last entry for key (later entries win, as in Flink).
func lookup(props []Property, key string) (Property, bool) {
	for i := len(props) - 1; i >= 0; i-- {
		if props[i].Key == key {
			return props[i], true
		}
	}
	return Property{}, false
}

func propLine(p Property) Span {
	if p.KeySpan != (Span{}) && p.KeySpan.Start <= p.Span.End {
		return Span{p.KeySpan.Start, p.Span.End}
	}
	return p.Span
}

func propFact(p Property, ok bool) Fact[string] {
	if !ok {
		return Fact[string]{}
	}
	return Fact[string]{Value: p.Value, Set: true, Span: p.Span, KeySpan: p.KeySpan, Hole: !p.Known, Path: p.Path}
}

func propInt(p Property, ok bool) Fact[int] {
	if !ok {
		return Fact[int]{}
	}
	n := knownScalar(p.Value, p.Span)
	n.known = p.Known
	f := intFact(field{key: mapKey{span: p.KeySpan}, value: n})
	f.Path = p.Path
	return f
}

func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '\'' && s[len(s)-1] == '\'') {
		return s[1 : len(s)-1]
	}
	return s
}

// flinkRescaling decides whether a Flink configuration rescales the job:
// reactive mode does on every TaskManager change; the operator autoscaler
// does when enabled (job.autoscaler.enabled, or the pre-1.7 key
// kubernetes.operator.job.autoscaler.enabled as fallback) unless
// job.autoscaler.scaling.enabled is false (metrics only). It sets the
// typed scheduler and autoscaler facts the decision rests on.
func flinkRescaling(d *Deployment, block Span, what string) {
	r := &d.Rescaling
	props := d.FlinkConfig
	d.Scheduler = flinkScheduler(props, block)
	d.Autoscaler = operatorAutoscaler(props, block)
	if d.Scheduler.Value == SchedulerReactive {
		p, _ := lookup(props, "scheduler-mode")
		r.Rescales, r.At, r.AtPath, r.OverridesCode = Yes, propLine(p), p.Path, true
		r.Why = "scheduler-mode is reactive: the job rescales whenever TaskManagers come or go, and explicit operator parallelism is ignored"
		return
	}
	a := d.Autoscaler
	if a.Setting == "" {
		r.Rescales, r.At = No, block
		r.Why = what + " enables neither reactive mode nor the operator autoscaler"
		return
	}
	p, _ := lookup(props, a.Setting)
	r.Rescales, r.At, r.AtPath = a.State.Value, propLine(p), p.Path
	switch {
	case a.State.Value == Unknown:
		r.Why = a.Setting + " is not a boolean known statically"
	case a.State.Value == Yes:
		r.OverridesCode = true
		r.Why = a.Setting + " is true: the Flink Kubernetes Operator autoscaler changes the job's parallelism"
		if a.Setting != "job.autoscaler.enabled" {
			r.Why += " (the pre-1.7 key, still read as a fallback)"
		}
	case a.Setting == scalingEnabledKey:
		enabled := "job.autoscaler.enabled"
		if _, ok := lookup(props, enabled); !ok {
			enabled = "kubernetes.operator.job.autoscaler.enabled"
		}
		r.Why = enabled + " is true but job.autoscaler.scaling.enabled is false, so the autoscaler only collects metrics"
	default:
		r.Why = a.Setting + " is false: the operator autoscaler is off"
	}
}

const scalingEnabledKey = "job.autoscaler.scaling.enabled"

// flinkScheduler reads the scheduler a Flink configuration selects:
// scheduler-mode: reactive, else jobmanager.scheduler.
func flinkScheduler(props []Property, block Span) Fact[SchedulerMode] {
	if p, ok := lookup(props, "scheduler-mode"); ok {
		f := Fact[SchedulerMode]{Set: true, Span: p.Span, KeySpan: p.KeySpan, Path: p.Path, Hole: !p.Known}
		switch {
		case !p.Known:
			return f // SchedulerUnknown
		case strings.EqualFold(unquote(p.Value), "reactive"):
			f.Value = SchedulerReactive
			return f
		}
	}
	if p, ok := lookup(props, "jobmanager.scheduler"); ok {
		f := Fact[SchedulerMode]{Set: true, Span: p.Span, KeySpan: p.KeySpan, Path: p.Path, Hole: !p.Known}
		switch {
		case !p.Known:
		case strings.EqualFold(unquote(p.Value), "adaptive"):
			f.Value = SchedulerAdaptive
		default:
			f.Value = SchedulerDefault
		}
		return f
	}
	return Fact[SchedulerMode]{Value: SchedulerDefault, Span: block}
}

// operatorAutoscaler reads the Flink Kubernetes Operator's job autoscaler
// switch (off unless enabled; the pre-1.7 key is read as a fallback); with
// job.autoscaler.scaling.enabled false it only collects metrics, which is
// off for the job's parallelism.
func operatorAutoscaler(props []Property, block Span) Autoscaler {
	key := "job.autoscaler.enabled"
	p, ok := lookup(props, key)
	if !ok {
		key = "kubernetes.operator.job.autoscaler.enabled"
		p, ok = lookup(props, key)
	}
	if !ok {
		return Autoscaler{State: Fact[Tri]{Value: No, Span: block}}
	}
	a := Autoscaler{Setting: key, State: propTri(p)}
	if a.State.Value != Yes {
		return a
	}
	if s, ok := lookup(props, scalingEnabledKey); ok && s.Known {
		if sv, isB := knownScalar(unquote(s.Value), s.Span).boolean(); isB && !sv {
			return Autoscaler{Setting: scalingEnabledKey, State: propTri(s)}
		}
	}
	return a
}

// propTri is a boolean property as a located three-valued fact: Unknown
// when it is not a boolean known statically.
func propTri(p Property) Fact[Tri] {
	f := Fact[Tri]{Set: true, Span: p.Span, KeySpan: p.KeySpan, Path: p.Path, Hole: !p.Known}
	if v, isBool := knownScalar(unquote(p.Value), p.Span).boolean(); p.Known && isBool {
		f.Value = No
		if v {
			f.Value = Yes
		}
	}
	return f
}

// flinkJobFacts reads parallelism, max parallelism and checkpointing from
// d.FlinkConfig.
func flinkJobFacts(d *Deployment, block Span) {
	props := d.FlinkConfig
	if !d.Parallelism.Set {
		d.Parallelism = propInt(lookup(props, "parallelism.default"))
	}
	d.MaxParallelism = propInt(lookup(props, "pipeline.max-parallelism"))
	iv, ok := lookup(props, "execution.checkpointing.interval")
	c := &d.Checkpointing
	if ok {
		c.Interval = propFact(iv, true)
		c.Interval.Value = unquote(iv.Value)
		v := strings.TrimSpace(unquote(iv.Value))
		switch {
		case !iv.Known:
			c.Enabled = Fact[Tri]{Set: true, Hole: true, Span: iv.Span, KeySpan: iv.KeySpan, Path: iv.Path}
		case v == "" || v == "0" || strings.HasPrefix(v, "0 ") || strings.HasPrefix(v, "-"):
			c.Enabled = Fact[Tri]{Value: No, Set: true, Span: iv.Span, KeySpan: iv.KeySpan, Path: iv.Path}
		default:
			c.Enabled = Fact[Tri]{Value: Yes, Set: true, Span: iv.Span, KeySpan: iv.KeySpan, Path: iv.Path}
		}
	} else {
		// Flink checkpoints only when an interval is configured.
		c.Enabled = Fact[Tri]{Value: No, Span: block}
	}
	if m, ok := lookup(props, "execution.checkpointing.mode"); ok {
		c.Mode = propFact(m, true)
		c.Mode.Value = strings.ToUpper(unquote(m.Value))
	}
	for _, p := range props {
		if p.Key == "pipeline.jars" && p.Known {
			d.Jars = append(d.Jars, p)
		}
	}
}

// FlinkConfig is a Flink configuration file: flink-conf.yaml or config.yaml.
const FlinkConfig Kind = "flink-config"

// flinkConfigPrefilter passes flink-conf.yaml, and a config.yaml that
// mentions a Flink-only key family (config.yaml is a common name).
func flinkConfigPrefilter(name string, src []byte) bool {
	if name == "flink-conf.yaml" || name == "flink-conf.yml" {
		return true
	}
	return contains(src, "jobmanager", "taskmanager", "scheduler-mode", "parallelism", "execution.checkpointing", "state.backend")
}

// readFlinkConfigFile reads a Flink configuration file with its comments,
// in the syntax its name says.
func readFlinkConfigFile(filePath string, src []byte, res *Result) {
	readFlinkConfig(filePath, src, res)
	if isLegacyFlinkConf(filePath) {
		res.Comments = legacyComments(src)
	} else {
		res.Comments = yamlComments(src)
	}
}

// readFlinkConfig reads flink-conf.yaml (the legacy line format) or
// config.yaml (standard YAML, nested keys flattened).
func readFlinkConfig(filePath string, src []byte, res *Result) {
	d := &Deployment{Kind: FlinkConfig, Name: path.Base(filePath), Path: filePath, Span: Span{0, len(src)}}
	if isLegacyFlinkConf(filePath) {
		d.FlinkConfig = legacyFlinkConf(src)
	} else {
		docs, problems := parseYAML(src)
		res.Problems = append(res.Problems, problems...)
		for _, doc := range docs {
			d.FlinkConfig = flatten(doc.root, "", d.FlinkConfig, 0)
		}
	}
	flinkRescaling(d, d.Span, path.Base(filePath))
	flinkJobFacts(d, d.Span)
	res.Deployments = append(res.Deployments, d)
}

// legacyFlinkConf reads the pre-1.19 flink-conf.yaml format the way Flink
// does: one `key: value` per line, everything after the first '#' a
// comment, the key and value split at the first ": ".
func legacyFlinkConf(src []byte) []Property {
	var out []Property
	off := 0
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		off = 3
	}
	for off < len(src) {
		end := bytes.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += off
		}
		line := src[off:end]
		if h := bytes.IndexByte(line, '#'); h >= 0 {
			line = line[:h]
		}
		if sep := bytes.Index(line, []byte(": ")); sep > 0 {
			ks, ke := trimSpan(src, off, off+sep)
			vs, ve := trimSpan(src, off+sep+2, off+len(line))
			if ke > ks {
				out = append(out, Property{Key: string(src[ks:ke]), Value: unquote(string(src[vs:ve])), Known: true, KeySpan: Span{ks, ke}, Span: Span{vs, ve}})
			}
		}
		off = end + 1
	}
	return out
}

func trimSpan(src []byte, s, e int) (int, int) {
	for s < e && (src[s] == ' ' || src[s] == '\t' || src[s] == '\r') {
		s++
	}
	for e > s && (src[e-1] == ' ' || src[e-1] == '\t' || src[e-1] == '\r') {
		e--
	}
	return s, e
}

// legacyComments returns the comments of a flink-conf.yaml (after the first
// '#' of a line).
func legacyComments(src []byte) []Comment {
	var out []Comment
	off := 0
	for off < len(src) {
		end := bytes.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += off
		}
		if h := bytes.IndexByte(src[off:end], '#'); h >= 0 {
			s, e := off+h, end
			if e > s && src[e-1] == '\r' {
				e--
			}
			out = append(out, Comment{Span: Span{s, e}, Text: string(src[s:e])})
		}
		off = end + 1
	}
	return out
}

func isLegacyFlinkConf(filePath string) bool {
	return strings.HasPrefix(strings.ToLower(path.Base(filePath)), "flink-conf.")
}
