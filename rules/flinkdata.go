package rules

import (
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/model"
)

// parseFlinkBool parses a boolean as Flink's configuration does: "true" or
// "false", case-insensitive. ok is false for anything else.
func parseFlinkBool(s string) (value, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// depFlinkVersion is the deployment's Flink version ("1.19"), from the
// normalised fact or the runtime as written (FLINK-1_19, v1_20).
func depFlinkVersion(d *model.Deployment) (string, bool) {
	if v := d.FlinkVersion.Value; v != "" && !d.FlinkVersion.Hole {
		return v, true
	}
	if d.Runtime.Hole {
		return "", false
	}
	return parseRuntime(d.Runtime.Value)
}

// parseRuntime turns "FLINK-1_19", "v1_20", "1.19" into "1.19".
func parseRuntime(s string) (string, bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(strings.TrimPrefix(s, "FLINK-"), "flink-")
	s = strings.TrimPrefix(s, "v")
	s = strings.ReplaceAll(s, "_", ".")
	maj, min, ok := majorMinor(s)
	if !ok {
		return "", false
	}
	return strconv.Itoa(maj) + "." + strconv.Itoa(min), true
}

func majorMinor(s string) (int, int, bool) {
	parts := strings.Split(s, ".")
	if len(parts) < 2 {
		return 0, 0, false
	}
	maj, err1 := strconv.Atoi(parts[0])
	min, err2 := strconv.Atoi(parts[1])
	return maj, min, err1 == nil && err2 == nil
}

// affectedByFLINK31689: every release from 1.12 (auto-compaction's first)
// on; no release has the fix.
func affectedByFLINK31689(v string) bool {
	maj, min, ok := majorMinor(v)
	if !ok {
		return true
	}
	return maj > 1 || (maj == 1 && min >= 12)
}
