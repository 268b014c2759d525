package flink

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
)

// TestDescriptionsNameCatalogueKeys holds every description to a key the
// catalogue has: a description of an option Flink does not declare would
// be an invented fact.
func TestDescriptionsNameCatalogueKeys(t *testing.T) {
	anyConnector := map[string]bool{}
	for _, id := range KnownConnectors(Version{}) {
		spec, _ := Connector(id, Version{})
		for _, o := range spec.Options() {
			anyConnector[o.Key] = true
		}
	}
	for id, keys := range connectorDescriptions {
		spec, ok := Connector(id, Version{})
		if !ok {
			t.Errorf("descriptions of connector %q, which the catalogue does not model", id)
			continue
		}
		have := map[string]bool{}
		for _, o := range spec.Options() {
			have[o.Key] = true
		}
		for k, d := range keys {
			if !have[k] {
				t.Errorf("%s: description of %q, not a key of the connector", id, k)
			}
			checkLine(t, id+" "+k, d)
		}
	}
	for k, d := range commonOptionDescriptions {
		if !anyConnector[k] {
			t.Errorf("common description of %q, which no connector lists", k)
		}
		checkLine(t, k, d)
	}
	for id, keys := range formatDescriptions {
		declared := FormatKeys(id)
		for k, d := range keys {
			if !slices.Contains(declared, k) {
				t.Errorf("format %s: description of %q, not a key of the format", id, k)
			}
			checkLine(t, id+" "+k, d)
		}
	}
	configKeys := map[string]bool{}
	for k, gen := range generatedConfigKeys {
		configKeys[k] = true
		for _, old := range gen.deprecated {
			configKeys[old] = true
		}
	}
	for k, d := range configDescriptions {
		if _, _, ok := LookupConfigKey(k); !ok && !configKeys[k] {
			t.Errorf("description of configuration key %q, which Flink does not declare", k)
		}
		checkLine(t, k, d)
	}
}

// checkLine: one sentence of at most one line, ending with a full stop.
func checkLine(t *testing.T, what, d string) {
	t.Helper()
	if d == "" || len(d) > 120 || strings.Contains(d, "\n") || !strings.HasSuffix(d, ".") {
		t.Errorf("%s: %q is no one-line description", what, d)
	}
}

// TestDescriptionCoverage measures how many of the catalogue's keys of
// the described connectors and formats have a description (go test -run
// DescriptionCoverage -v prints the table), and holds the most used
// connectors to all of their keys.
func TestDescriptionCoverage(t *testing.T) {
	ids := make([]string, 0, len(connectorDescriptions))
	for id := range connectorDescriptions {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		spec, _ := Connector(id, Version{})
		n, described := 0, 0
		var missing []string
		for _, o := range spec.Options() {
			n++
			if DescribeOption(id, o.Key) != "" {
				described++
			} else {
				missing = append(missing, o.Key)
			}
		}
		t.Logf("connector %-13s %2d of %2d keys described%s", id, described, n, list(missing))
		if len(missing) > 0 {
			t.Errorf("connector %s: keys without a description: %v", id, missing)
		}
	}
	fids := make([]string, 0, len(formatDescriptions))
	for id := range formatDescriptions {
		fids = append(fids, id)
	}
	sort.Strings(fids)
	for _, id := range fids {
		keys := FormatKeys(id)
		var missing []string
		for _, k := range keys {
			if DescribeFormatOption(id, k) == "" {
				missing = append(missing, k)
			}
		}
		t.Logf("format %-15s %2d of %2d keys described%s", id, len(keys)-len(missing), len(keys), list(missing))
	}
	keys, _ := ConfigKeysIn(Version{}, true)
	n, described := len(keys), 0
	for _, ck := range keys {
		if DescribeConfigKey(ck.Key) != "" {
			described++
		}
	}
	t.Logf("configuration keys: %d of %d described", described, n)
}

func list(keys []string) string {
	if len(keys) == 0 {
		return ""
	}
	return fmt.Sprintf(" (not: %s)", strings.Join(keys, ", "))
}
