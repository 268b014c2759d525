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

// generatedKeyChange is how Flink 2.x reads a key the newest 1.x release
// read: the option 1.x read it for and how (role "key", "deprecated" or
// "fallback", declared in declared), the 2.x releases that read it no
// longer (gone) or only as another option's deprecated or fallback key
// (deprecated), and the option whose key replaces it with the same
// meaning in the releases of successorIn. Bit i: release i of
// generatedConfigReleases["apache/flink"].
type generatedKeyChange struct {
	option, role, declared string
	gone, deprecated       uint64
	successor              string
	successorIn            uint64
}
