package langsvc

import (
	"path"
	"strings"
)

// completeConfig lists the Flink configuration keys, or a key's values,
// where a deployment config takes Flink's configuration: an operator
// resource's flinkConfiguration, a FLINK_PROPERTIES block, Flink's own
// config.yaml (nested or flat) and flink-conf.yaml.
func completeConfig(c Cursor, fx Facts) []Item {
	cc := c.Config
	prefix, ok := flinkKeyPrefix(c.Path, cc)
	if !ok {
		return nil
	}
	var items []Item
	if cc.OnKey {
		skip := map[string]bool{}
		for _, s := range cc.Siblings {
			skip[prefix+s] = true
		}
		for _, it := range configKeyItems(fx, fx.Operator && cc.Block == "", skip) {
			if rest, ok := strings.CutPrefix(it.Label, prefix); ok {
				it.Label = rest
				items = append(items, it)
			}
		}
	} else if ck, ok := configKey(fx, prefix+cc.Key); ok {
		items = valueItems(ck.Type, ck.EnumValues, ck.Default)
	}
	for i := range items {
		items[i].Text, items[i].Start, items[i].End = items[i].Label, cc.Start, c.Offset
	}
	return items
}

// flinkKeyPrefix says whether the position takes Flink configuration
// keys, and what the keys there start with (the nesting of config.yaml
// above it: "taskmanager.memory.").
func flinkKeyPrefix(file string, cc *ConfigCursor) (string, bool) {
	switch {
	case cc.Block == "FLINK_PROPERTIES":
		return "", true
	case cc.Block != "":
		return "", false
	}
	for i, k := range cc.Path {
		if k == "flinkConfiguration" { // nested keys under it join with dots, as Flink's YAML does
			return joinKeys(cc.Path[i+1:]), true
		}
	}
	switch path.Base(file) {
	case "config.yaml", "flink-conf.yaml":
		return joinKeys(cc.Path), true
	}
	return "", false
}

// joinKeys is the dotted key prefix of nested YAML keys.
func joinKeys(keys []string) string {
	if len(keys) == 0 {
		return ""
	}
	return strings.Join(keys, ".") + "."
}
