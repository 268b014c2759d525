package flink

import (
	"sort"
	"strings"
)

// The format catalogue (formats_generated.go, from flink/sources/formats.json):
// the options each format's module declares. A connector that discovers its
// format through FactoryUtil's TableFactoryHelper (discoverDecodingFormat,
// discoverOptionalFormatFactory) marks as consumed only the keys the format
// factory lists, under the format's prefix ("json.", "value.json."), and its
// validate / validateExcept rejects every other key with "Unsupported
// options found". The filesystem factory is the exception: it calls
// validateExcept(format + ".") and hands the whole prefix to the format.

// formatDeclares reports whether format id declares the option rest (a key
// written under the format's prefix, without it): the key itself, one of its
// deprecated or fallback keys, or an entry of a map option. known is false
// for a format the catalogue does not hold.
func formatDeclares(id, rest string) (declared, known bool) {
	opts, ok := generatedFormats[id]
	if !ok {
		return false, false
	}
	for _, o := range opts {
		if o.key == rest || contains(o.alternatives, rest) || o.isMap && strings.HasPrefix(rest, o.key+".") {
			return true, true
		}
	}
	return false, true
}

// FormatKeys lists the option keys of format id (without its prefix),
// sorted: the candidates for a did-you-mean. Nil for a format the
// catalogue does not hold.
func FormatKeys(id string) []string {
	var out []string
	for _, o := range generatedFormats[id] {
		out = append(out, o.key)
	}
	sort.Strings(out)
	return out
}

// otherFormatIDs are format identifiers of Flink's own format modules whose
// options the catalogue does not hold (the bulk formats of the filesystem
// connector).
var otherFormatIDs = []string{"parquet", "orc"}

// KnownFormatIDs lists the format identifiers IsKnownFormatID accepts,
// sorted: the candidates for a did-you-mean on 'format'.
func KnownFormatIDs() []string {
	seen := map[string]bool{}
	var out []string
	add := func(id string) {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	for id := range generatedFormats {
		add(id)
	}
	for id := range changelogFormats {
		add(id)
	}
	for id := range insertOnlyFormats {
		add(id)
	}
	for _, id := range otherFormatIDs {
		add(id)
	}
	sort.Strings(out)
	return out
}

// IsKnownFormatID reports whether id is the identifier of a format factory
// Flink ships (compared exactly, as FactoryUtil compares identifiers).
func IsKnownFormatID(id string) bool {
	if _, ok := generatedFormats[id]; ok {
		return true
	}
	return changelogFormats[id] || insertOnlyFormats[id] || contains(otherFormatIDs, id)
}
