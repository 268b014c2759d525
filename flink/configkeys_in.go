package flink

import (
	"sort"
	"strings"
)

// ConfigKeysIn lists the configuration keys Flink release line v declares
// (its option classes, as config.json read them), sorted by key, with
// their facts as LookupConfigKey gives them: what an editor offers after
// SET or in a Flink configuration file. With operator, the keys the newest
// Kubernetes operator release read declares are added (its
// flinkConfiguration takes both).
//
// exact is false when line v was not read: a zero v gives the keys of
// every line read; a line older than the oldest read gives the oldest
// one's, a newer one the newest one's.
func ConfigKeysIn(v Version, operator bool) (keys []ConfigKey, exact bool) {
	flinkBit, exact := configLineBit(v)
	opTags := generatedConfigReleases[operatorRepository]
	opBit := uint64(1) << (len(opTags) - 1)
	for key, gen := range generatedConfigKeys {
		if strings.ContainsAny(key, "<>#") { // a placeholder key (metrics.reporter.<name>.factory.class)
			continue
		}
		switch {
		case gen.repository == operatorRepository && (!operator || gen.in&opBit == 0):
			continue
		case gen.repository != operatorRepository && gen.in&flinkBit == 0:
			continue
		}
		ck, _, ok := LookupConfigKey(key)
		if !ok || ck.Key != key {
			ck = ConfigKey{Key: key}.fromSource(gen)
		}
		keys = append(keys, ck)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].Key < keys[j].Key })
	return keys, exact
}

// configLineBit is the bit of Flink line v among the release tags
// config.json read (every bit for a zero v), and whether v was read.
func configLineBit(v Version) (uint64, bool) {
	tags := generatedConfigReleases["apache/flink"]
	if v.IsZero() {
		return 1<<len(tags) - 1, false
	}
	for i, t := range tags {
		if tagLine(t) == v {
			return 1 << i, true
		}
	}
	if v.Less(tagLine(tags[0])) {
		return 1, false
	}
	return 1 << (len(tags) - 1), false
}
