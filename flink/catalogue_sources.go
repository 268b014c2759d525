package flink

import "strings"

// The catalogue's option lists come from the connectors' sources
// (catalogue_generated.go): every key a factory lists in some release read
// is an option, with the type, default, enum values and deprecated keys its
// ConfigOption declares, whether it is required, and the releases that list
// it. The hand-kept definitions in connectors_data.go add what a source
// cannot say in a declaration: which side reads an option, value bounds
// checked in code, constraints across options, pass-through prefixes, notes,
// and the few keys Flink's planner or a base class adds (each says so).

// releaseRange limits a definition to some of its identifier's releases,
// when one identifier meant different connectors over time (flink-connector-
// aws 'kinesis' before and from v5.0.0). Empty ends are open.
type releaseRange struct{ from, to string } // inclusive tags

func (r releaseRange) has(tag string) bool {
	return (r.from == "" || !releaseTagLess(tag, r.from)) && (r.to == "" || !releaseTagLess(r.to, tag))
}

// withSources merges the generated options of d's identifier into d.
func (d connectorDef) withSources() connectorDef {
	g, ok := generatedConnectors[d.spec.ID]
	if !ok {
		return d
	}
	var idx []int // the releases of g in d's range
	for i, tag := range g.releases {
		if d.releases.has(tag) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return d
	}
	d.spec.Repository = g.repository
	for _, i := range idx {
		d.spec.Releases = append(d.spec.Releases, g.releases[i])
	}
	hand := map[string]int{}
	for i, o := range d.options {
		hand[o.Key] = i
	}
	opts := append([]OptionSpec(nil), d.options...)
	for _, gen := range g.options {
		var in, req uint64
		for bit, i := range idx {
			if gen.listedIn(i) {
				in |= 1 << bit
			}
			if gen.requiredIn(i) {
				req |= 1 << bit
			}
		}
		if in == 0 {
			continue // only in releases outside d's range
		}
		if gen.isMap {
			d.prefixes = append(append([]Prefix(nil), d.prefixes...), Prefix{Prefix: gen.key + ".", Verified: true,
				Note: "an entry of the map option '" + gen.key + "'"})
		}
		if i, ok := hand[gen.key]; ok {
			opts[i] = opts[i].fromSource(gen, in, req, d.spec)
			continue
		}
		opts = append(opts, OptionSpec{Key: gen.key, Type: TypeString, Verified: true}.fromSource(gen, in, req, d.spec))
	}
	d.options = opts
	return d
}

// fromSource sets what the source declares on o: type, default, enum
// values, deprecated keys, requiredness (required in every release that
// lists it), the releases that list it, and where it is declared. What the
// source cannot say plainly (no type for a constant of Flink not read, a
// computed default) stays as the definition has it.
func (o OptionSpec) fromSource(gen generatedOption, in, req uint64, spec ConnectorSpec) OptionSpec {
	if gen.typed && !(o.Type == TypeList && gen.typ == TypeString) {
		o.Type = gen.typ
	}
	if gen.value != "" {
		o.Default = gen.value
	}
	if len(gen.enum) > 0 {
		o.EnumValues = gen.enum
	}
	o.DeprecatedKeys = unionStrings(o.DeprecatedKeys, gen.deprecated)
	o.Required = req == in
	o.releases = in
	o.required = req
	o.annotation = false
	o.Declared = gen.declared
	n := len(spec.Releases)
	first, last := lowestBit(in), highestBit(in)
	if spec.Bundled {
		// The tags are Flink's own: a key listed from a later line than the
		// oldest read is new in that line; one missing from the newest was
		// removed. Lines older than the oldest read keep the definition's Since.
		if first > 0 {
			o.Since = tagLine(spec.Releases[first])
		}
		if last < n-1 {
			o.Until = tagLine(spec.Releases[last])
		}
		return o
	}
	if first > 0 {
		o.Introduced = spec.Releases[first]
	}
	if last < n-1 {
		o.Dropped = spec.Releases[last]
	}
	return o
}

// ListedIn reports whether the connector release tag lists key, and
// whether the catalogue read that release at all.
func (s *ConnectorSpec) ListedIn(key, tag string) (listed, known bool) {
	bit := s.releaseBit(tag)
	if bit < 0 {
		return false, false
	}
	o, m := s.Lookup(key, nil)
	if m != Declared || o.releases == 0 {
		return true, true // implicit, pattern or hand-kept keys: not release data
	}
	return o.releases&(1<<bit) != 0, true
}

// releaseBit is the index of the release tag in s.Releases, -1 when it
// was not read. Tags compare as versions: flink-connector-kafka tagged
// 3.2.0 without the "v" its other releases have.
func (s *ConnectorSpec) releaseBit(tag string) int {
	for i, t := range s.Releases {
		if strings.TrimPrefix(t, "v") == strings.TrimPrefix(tag, "v") {
			return i
		}
	}
	return -1
}

// RequiredIn lists the keys the connector release tag requires
// (requiredOptions()), sorted; known is false when that release was not
// read. A key required in some releases only (upsert-kafka 'topic' up to
// 3.2.0) is required in those.
func (s *ConnectorSpec) RequiredIn(tag string) (keys []string, known bool) {
	bit := s.releaseBit(tag)
	if bit < 0 {
		return nil, false
	}
	for _, o := range s.options {
		if o.required&(1<<bit) != 0 {
			keys = append(keys, o.Key)
		}
	}
	return keys, true
}

// KafkaSinkSingleTopic reports whether flink-connector-kafka release tag
// writes a table to a single topic only: up to 3.2.0 the sink factory's
// validateSinkTopic rejects 'topic-pattern' and a 'topic' list of several
// topics ("Flink Kafka sink currently only supports single topic, but got
// ..."); 3.3.0 removed the check. Unknown tags: false.
func KafkaSinkSingleTopic(tag string) bool {
	return tag != "" && !releaseTagLess(kafkaLastSingleTopicSink, tag)
}

// kafkaLastSingleTopicSink is the last flink-connector-kafka release whose
// KafkaConnectorOptionsUtil.validateTableSinkOptions calls validateSinkTopic.
const kafkaLastSingleTopicSink = "3.2.0"

// ReleaseTag is the tag a connector release has in its repository
// ("3.3.0" is "v3.3.0"; ListedIn and RequiredIn also match the tags
// without "v").
func ReleaseTag(version string) string { return "v" + strings.TrimPrefix(version, "v") }

func lowestBit(x uint64) int {
	for i := 0; i < 64; i++ {
		if x&(1<<i) != 0 {
			return i
		}
	}
	return -1
}

func highestBit(x uint64) int {
	for i := 63; i >= 0; i-- {
		if x&(1<<i) != 0 {
			return i
		}
	}
	return -1
}

func unionStrings(a, b []string) []string {
	out := append([]string(nil), a...)
	for _, s := range b {
		found := false
		for _, x := range out {
			found = found || x == s
		}
		if !found {
			out = append(out, s)
		}
	}
	return out
}

// releaseTagLess orders release tags by their numbers (v3.3.0 < v4.0.0).
func releaseTagLess(a, b string) bool {
	pa, pb := tagNumbers(a), tagNumbers(b)
	for i := 0; i < len(pa) && i < len(pb); i++ {
		if pa[i] != pb[i] {
			return pa[i] < pb[i]
		}
	}
	return len(pa) < len(pb)
}

// tagLine is the release line of one of Flink's tags (release-2.1.2-rc1: 2.1).
func tagLine(tag string) Version {
	n := tagNumbers(tag)
	if len(n) < 2 {
		return Version{}
	}
	return V(n[0], n[1])
}

func tagNumbers(tag string) []int {
	tag = strings.TrimLeft(tag, "abcdefghijklmnopqrstuvwxyz-")
	tag, _, _ = strings.Cut(tag, "-")
	var out []int
	for _, p := range strings.Split(tag, ".") {
		n, _ := smallUint(p)
		out = append(out, n)
	}
	return out
}
