package sources

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// The configuration keys Flink 2.x no longer reads as it did: derived from
// the option classes of apache/flink at the release tags config.json holds
// (the newest 1.x release read, then each 2.x release), so that the upgrade
// rules name a removed key, or the key that replaces it, from Flink's
// sources alone.

// keyRole is how a release reads a key: as an option's own key, as one of
// its deprecated keys or as one of its fallback keys.
type keyRole struct {
	option, role, typ, declared string
}

// acceptedKeys maps every key the release tag reads to how it reads it.
// A key two options read (never seen in Flink's classes) keeps the first
// by option key, so the result does not depend on map order.
func acceptedKeys(c *ConfigCatalogue, repo, tag string) map[string]keyRole {
	options := make([]string, 0, len(c.Keys))
	for k, e := range c.Keys {
		if e.Repository == repo {
			if _, ok := e.Releases[tag]; ok {
				options = append(options, k)
			}
		}
	}
	sort.Strings(options)
	out := map[string]keyRole{}
	add := func(key string, r keyRole) {
		if _, seen := out[key]; !seen {
			out[key] = r
		}
	}
	for _, k := range options {
		o := c.Keys[k].Releases[tag]
		add(k, keyRole{option: k, role: "key", typ: o.Type, declared: o.Declared})
	}
	for _, k := range options {
		o := c.Keys[k].Releases[tag]
		for _, d := range o.Deprecated {
			add(d, keyRole{option: k, role: "deprecated", typ: o.Type, declared: o.Declared})
		}
		for _, f := range o.Fallback {
			add(f, keyRole{option: k, role: "fallback", typ: o.Type, declared: o.Declared})
		}
	}
	return out
}

// writeConfigKeyChanges writes generatedConfigKeyChanges: every key the
// newest 1.x release of apache/flink reads that some 2.x release reads no
// longer (gone), or reads only as another option's deprecated or fallback
// key. The successor is the option that reads it in 2.x, or, for a key
// gone in 2.x that 1.x read as a deprecated or fallback key of an option
// 2.x still declares with the same type, that option: the value keeps its
// meaning under the successor's key in the releases of successorIn.
func writeConfigKeyChanges(b *bytes.Buffer, c *ConfigCatalogue) {
	const repo = "apache/flink"
	var tags []string
	for _, s := range c.Sources {
		if s.Repository == repo {
			tags = s.Releases
		}
	}
	last1 := -1
	for i, t := range tags {
		if strings.HasPrefix(t, "release-1.") {
			last1 = i
		}
	}
	b.WriteString("// generatedConfigKeyChanges are the apache/flink keys the newest 1.x release read reads that a 2.x release\n")
	b.WriteString("// does not read (gone) or reads as another option's deprecated or fallback key (deprecated); bit i:\n")
	b.WriteString("// generatedConfigReleases[\"apache/flink\"][i].\n")
	b.WriteString("var generatedConfigKeyChanges = map[string]generatedKeyChange{\n")
	if last1 < 0 {
		b.WriteString("}\n")
		return
	}
	before := acceptedKeys(c, repo, tags[last1])
	after := make([]map[string]keyRole, len(tags))
	for i := last1 + 1; i < len(tags); i++ {
		after[i] = acceptedKeys(c, repo, tags[i])
	}
	keys := make([]string, 0, len(before))
	for k := range before {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !strings.ContainsAny(k, ".-") || strings.ContainsAny(k, "<>") {
			continue // a suffix of templated keys (metrics.reporter.<name>.class), never written alone
		}
		was := before[k]
		var gone, deprecated, successorIn uint64
		successor := ""
		for i := last1 + 1; i < len(tags); i++ {
			now, ok := after[i][k]
			switch {
			case !ok:
				gone |= 1 << i
				if opt, ok := after[i][was.option]; ok && was.role != "key" && opt.role == "key" && opt.typ == was.typ {
					successor = was.option
					successorIn |= 1 << i
				}
			case now.role != "key":
				deprecated |= 1 << i
				if now.typ == was.typ && (successor == "" || successor == now.option) {
					successor = now.option
					successorIn |= 1 << i
				}
			}
		}
		if gone == 0 && deprecated == 0 {
			continue
		}
		fmt.Fprintf(b, "%q: {option: %q, role: %q, declared: %q, gone: %#x, deprecated: %#x", k, was.option, was.role, was.declared, gone, deprecated)
		if successor != "" {
			fmt.Fprintf(b, ", successor: %q, successorIn: %#x", successor, successorIn)
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
}
