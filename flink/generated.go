package flink

// The option data of catalogue_generated.go, compiled by
// internal/gencatalogue from flink/sources/connectors.json: what each
// connector's factory lists at each release tag read.

// generatedConnector is one factory identifier over the releases read.
type generatedConnector struct {
	repository string   // "apache/flink-connector-jdbc"
	releases   []string // tags read, oldest first
	options    []generatedOption
}

// generatedOption is one key some release's factory lists.
type generatedOption struct {
	key        string
	repository string // of a configuration key: the repository declaring it
	typ        Type
	typed      bool   // false: the source gives no type (a constant of Flink not read)
	value      string // the default as Flink parses it; "" = none or not plain
	enum       []string
	deprecated []string // deprecated and fallback keys
	// isMap marks a map option: Flink reads its entries as key.<entry>.
	isMap    bool
	in       uint64 // bit i: releases[i] lists the key
	required uint64 // bit i: releases[i] requires it
	declared string // path of the newest declaration
}

// listedIn reports whether release i lists the option.
func (o generatedOption) listedIn(i int) bool { return o.in&(1<<i) != 0 }

// requiredIn reports whether release i requires the option.
func (o generatedOption) requiredIn(i int) bool { return o.required&(1<<i) != 0 }

// generatedFormatOption is one option a format's module declares
// (formats_generated.go, compiled from flink/sources/formats.json).
type generatedFormatOption struct {
	key          string
	alternatives []string // deprecated and fallback keys
	isMap        bool     // a map option: entries are written key.<entry>
}
