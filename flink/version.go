package flink

import (
	"strconv"
	"strings"
)

// Version is a Flink release line (major.minor). Patch levels are ignored:
// every fact in this package is known per release line.
// The zero Version means "unknown"; lookups then use the most permissive view.
type Version struct {
	Major, Minor int
}

// V returns the Version major.minor.
func V(major, minor int) Version { return Version{Major: major, Minor: minor} }

// The supported range of the catalogue, inclusive.
var (
	minSupported = Version{1, 15}
	maxSupported = Version{2, 2}
)

// SupportedRange returns the oldest and newest release lines the catalogue
// models (1.15 and 2.2).
func SupportedRange() (oldest, newest Version) { return minSupported, maxSupported }

// supportedVersions lists every release line in [minSupported, maxSupported].
var supportedVersions = []Version{
	{1, 15}, {1, 16}, {1, 17}, {1, 18}, {1, 19}, {1, 20},
	{2, 0}, {2, 1}, {2, 2},
}

// SupportedVersions returns the release lines the catalogue models, oldest first.
func SupportedVersions() []Version {
	return append([]Version(nil), supportedVersions...)
}

// Supported reports whether v is inside the modelled range.
func Supported(v Version) bool {
	return !v.IsZero() && v.Compare(minSupported) >= 0 && v.Compare(maxSupported) <= 0
}

// IsZero reports whether v is the unknown version.
func (v Version) IsZero() bool { return v.Major == 0 && v.Minor == 0 }

// String formats v as "1.19"; the zero version prints as "unknown".
func (v Version) String() string {
	if v.IsZero() {
		return "unknown"
	}
	return strconv.Itoa(v.Major) + "." + strconv.Itoa(v.Minor)
}

// Compare returns -1, 0 or +1 as v is older than, equal to or newer than o.
func (v Version) Compare(o Version) int {
	switch {
	case v.Major != o.Major:
		if v.Major < o.Major {
			return -1
		}
		return 1
	case v.Minor != o.Minor:
		if v.Minor < o.Minor {
			return -1
		}
		return 1
	}
	return 0
}

// Less reports whether v is older than o.
func (v Version) Less(o Version) bool { return v.Compare(o) < 0 }

// AtLeast reports whether v is o or newer.
func (v Version) AtLeast(o Version) bool { return v.Compare(o) >= 0 }

// ParseVersion reads a Flink version in any spelling the inputs use:
// "1.19", "1.19.1", "2.2.0", "FLINK-1_19" (AWS RuntimeEnvironment), "v1_20"
// (Kubernetes operator flinkVersion), "1.20-SNAPSHOT".
func ParseVersion(s string) (Version, bool) {
	s = strings.TrimSpace(s)
	if len(s) > 6 && strings.EqualFold(s[:6], "flink-") {
		s = s[6:]
	}
	if len(s) > 1 && (s[0] == 'v' || s[0] == 'V') {
		s = s[1:]
	}
	if i := strings.IndexByte(s, '-'); i >= 0 { // -SNAPSHOT, -rc1
		s = s[:i]
	}
	// Two or three parts split at '.' or '_', without allocating: rules
	// parse versions for every job.
	var parts [3]string
	n := 0
	for {
		if n == len(parts) {
			return Version{}, false
		}
		i := strings.IndexAny(s, "._")
		if i < 0 {
			parts[n] = s
			n++
			break
		}
		parts[n], s = s[:i], s[i+1:]
		n++
	}
	if n < 2 {
		return Version{}, false
	}
	var nums [3]int
	for i, p := range parts[:n] {
		n, ok := smallUint(p)
		if !ok {
			return Version{}, false
		}
		nums[i] = n
	}
	v := Version{nums[0], nums[1]}
	if v.IsZero() {
		return Version{}, false
	}
	return v, true
}

// smallUint parses a short run of ASCII digits.
func smallUint(s string) (int, bool) {
	if s == "" || len(s) > 6 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// ImageFlinkVersion reads the Flink line from a container image reference
// whose repository is a Flink image: "flink:1.19", "flink:1.19.1-scala_2.12-java11",
// "apache/flink:2.0.0-java17", "my.registry/flink:1.20". Custom images
// ("my-pyflink:latest") give false.
func ImageFlinkVersion(image string) (Version, bool) {
	image = strings.TrimSpace(image)
	if i := strings.IndexByte(image, '@'); i >= 0 { // digest
		image = image[:i]
	}
	colon := strings.LastIndexByte(image, ':')
	if colon < 0 || strings.Contains(image[colon:], "/") {
		return Version{}, false
	}
	repo, tag := image[:colon], image[colon+1:]
	if slash := strings.LastIndexByte(repo, '/'); slash >= 0 {
		repo = repo[slash+1:]
	}
	if repo != "flink" {
		return Version{}, false
	}
	return ParseVersion(tag)
}
