package flink

import (
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/flink/sources"
)

// asyncSinkOptionKeys are the options Flink's AsyncDynamicTableSinkFactory
// adds to the factories that inherit it (flink-connector-base
// AsyncSinkConnectorOptions), which the connector repositories do not
// declare.
var asyncSinkOptionKeys = map[string]bool{
	"sink.batch.max-size": true, "sink.requests.max-inflight": true, "sink.requests.max-buffered": true,
	"sink.flush-buffer.size": true, "sink.flush-buffer.timeout": true, "sink.fail-on-error": true,
}

// plannerSourceOptionKeys are the watermark options Flink's planner reads
// for every source that supports watermark push-down (FactoryUtil,
// FLIP-296, Flink 1.18), which no connector declares.
var plannerSourceOptionKeys = map[string]bool{
	"scan.watermark.emit.strategy": true, "scan.watermark.emit.on-event.gap": true, "scan.watermark.alignment.group": true,
	"scan.watermark.alignment.max-drift": true, "scan.watermark.alignment.update-interval": true, "scan.watermark.idle-timeout": true,
}

// TestGeneratedCatalogueFormat checks the generated file: every connector
// names its repository, every release its factory, every option its key
// and where it is declared.
func TestGeneratedCatalogueFormat(t *testing.T) {
	c, err := sources.Connectors()
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Sources) == 0 || len(c.Connectors) == 0 || !strings.Contains(c.Comment, "internal/gencatalogue") {
		t.Fatalf("empty or foreign catalogue: %+v", c.Sources)
	}
	for id, conn := range c.Connectors {
		if conn.Repository == "" || len(conn.Releases) == 0 {
			t.Errorf("%s: no repository or releases", id)
		}
		for tag, r := range conn.Releases {
			if r.Factory == "" || tag == "" {
				t.Errorf("%s %s: factory %q", id, tag, r.Factory)
			}
			for _, o := range r.Options {
				if o.Key == "" || o.Declared == "" {
					t.Errorf("%s %s: option %+v", id, tag, o)
				}
			}
		}
	}
}

// TestTypedCatalogueAgainstSources checks the typed catalogue against the
// generated one for the connectors whose sources it covers: every option
// key the catalogue accepts for such a connector is declared by the
// connector's factory in some release (or is one Flink adds: formats,
// async-sink options of an inheriting factory, pass-through properties),
// and every option a factory requires in every release is required or
// grouped in the catalogue.
func TestTypedCatalogueAgainstSources(t *testing.T) {
	c, err := sources.Connectors()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for id, conn := range c.Connectors {
		spec, ok := Connector(id, Version{})
		if !ok {
			continue // a connector the typed catalogue does not model
		}
		declared := map[string]bool{}
		inherits := false
		for _, r := range conn.Releases {
			inherits = inherits || r.Inherits != ""
			for _, k := range r.ModuleKeys {
				declared[k] = true
			}
			for _, o := range r.Options {
				declared[o.Key] = true
				for _, d := range o.Deprecated {
					declared[d] = true
				}
				for _, d := range o.Fallback {
					declared[d] = true
				}
			}
		}
		enums := map[string]map[string]bool{} // key -> every value some release accepts
		for _, r := range conn.Releases {
			for _, o := range r.Options {
				if len(o.Enum) == 0 {
					continue
				}
				if enums[o.Key] == nil {
					enums[o.Key] = map[string]bool{}
				}
				for _, v := range o.Enum {
					enums[o.Key][strings.ToLower(v)] = true
				}
			}
		}
		var missing []string
		for _, o := range spec.Options() {
			if vals := enums[o.Key]; vals != nil {
				for _, v := range o.EnumValues {
					if !vals[strings.ToLower(v)] {
						t.Errorf("connector %q option %q: the catalogue accepts %q, which no release's enum has", id, o.Key, v)
					}
				}
			}
			switch {
			case declared[o.Key], o.Pattern, o.PassThrough, o.Implicit:
			case inherits && asyncSinkOptionKeys[o.Key]:
			case plannerSourceOptionKeys[o.Key] && spec.Source:
			case o.Key == "format", strings.HasSuffix(o.Key, ".format"):
			default:
				missing = append(missing, o.Key)
			}
		}
		sort.Strings(missing)
		if len(missing) > 0 {
			t.Errorf("connector %q: the catalogue accepts options no release of %s declares: %s", id, conn.Repository, strings.Join(missing, ", "))
		}
		checked++
	}
	if checked < 5 {
		t.Errorf("only %d connectors checked against their sources", checked)
	}
}
