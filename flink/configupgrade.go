package flink

import "strings"

// ConfigKeyChange is how a Flink 2.x release reads a configuration key the
// newest 1.x release flinklint read (Last1x) reads: generated from Flink's
// option classes at those release tags (flink/sources/config.json).
type ConfigKeyChange struct {
	Key string
	// Option is the option Last1x reads Key for, Role how ("key",
	// "deprecated" or "fallback"), Declared the class declaring it there.
	Option, Role, Declared string
	// Last1x and Release are the release tags compared
	// ("release-1.20.4", "release-2.1.2-rc1").
	Last1x, Release string
	// Gone: no option of Release reads Key. Otherwise Release reads it
	// only as a deprecated or fallback key of Successor.
	Gone bool
	// Successor is the key of the same option in Release, with the same
	// type: writing the value under it keeps its meaning. "" when Release
	// has none (a removed setting).
	Successor string
}

// ConfigKeyChangeIn reports how the release of line target reads key, when
// that differs from the newest 1.x release read: gone, or read only as a
// deprecated or fallback key. ok is false for a key both read alike, a
// key the 1.x release does not read (its history is not known), and a
// target line whose option classes were not read.
func ConfigKeyChangeIn(key string, target Version) (ConfigKeyChange, bool) {
	c, found := generatedConfigKeyChanges[key]
	if !found {
		return ConfigKeyChange{}, false
	}
	tags := generatedConfigReleases["apache/flink"]
	at, last1 := -1, -1
	for i, tag := range tags {
		v, ok := ParseVersion(strings.TrimPrefix(tag, "release-"))
		if !ok {
			continue
		}
		if v.Major == 1 {
			last1 = i
		}
		if v == target {
			at = i
		}
	}
	if at < 0 || last1 < 0 || at <= last1 {
		return ConfigKeyChange{}, false
	}
	bit := uint64(1) << at
	out := ConfigKeyChange{
		Key: key, Option: c.option, Role: c.role, Declared: c.declared,
		Last1x: tags[last1], Release: tags[at], Gone: c.gone&bit != 0,
	}
	if c.gone&bit == 0 && c.deprecated&bit == 0 {
		return ConfigKeyChange{}, false
	}
	if c.successorIn&bit != 0 {
		out.Successor = c.successor
	}
	return out, true
}
