package flink

import (
	"sort"
	"strings"
)

// Type is the value type of a ConfigOption.
type Type int

// Option value types, named after Flink's ConfigOptions builders.
const (
	TypeString Type = iota
	TypeBoolean
	TypeInteger
	TypeLong
	TypeDouble
	TypeDuration
	TypeMemorySize
	TypeEnum
	TypeList // List<String>, ';'-separated
)

var typeNames = [...]string{"String", "Boolean", "Integer", "Long", "Double", "Duration", "MemorySize", "Enum", "List<String>"}

func (t Type) String() string { return enumName(int(t), typeNames[:]...) }

// Side says whether an option or prefix applies when the table is read, written, or both.
type Side int

// Sides.
const (
	Both Side = iota
	SourceOnly
	SinkOnly
)

// OptionSpec describes one key a connector factory declares.
type OptionSpec struct {
	Key        string
	Type       Type
	EnumValues []string // canonical spellings; matching is case-insensitive
	Default    string   // as Flink documents it; "" = no default
	Required   bool
	Since      Version // first release line with the key (zero: before the catalogue range)
	Until      Version // last release line with the key (zero: still present)
	// DeprecatedKeys are fallback keys Flink still reads for this option.
	DeprecatedKeys []string
	// Deprecated marks an option that still works but has a replacement (ReplacedBy).
	Deprecated bool
	ReplacedBy string
	Side       Side
	// Pattern is true for placeholder keys such as datagen "fields.#.kind",
	// where '#' stands for one column name.
	Pattern bool
	// Implicit is true for 'connector' and 'property-version', which every
	// factory accepts.
	Implicit bool
	// Min is the smallest value the factory accepts after parsing (checked at
	// planning), in the option's own syntax: "0" for counts, "1 s" for
	// durations; "" = no bound. MinMessage is Flink's message (%s = value).
	Min        string
	MinMessage string
	// PassThrough is set on the synthetic spec returned for a key that a
	// prefix forwards unvalidated (properties.*, aws.*, json.*, ...).
	PassThrough bool
	Prefix      string // the prefix that matched, for PassThrough and a format's Unknown key
	// Format is the format whose prefix an Unknown key is written under,
	// when the connector validates the keys under it against the format's
	// options (FormatKeys lists them).
	Format   string
	Verified bool // false: the fact was not confirmed in a source; lower the level
	Note     string
	// Introduced is the connector release (tag) that first lists the key,
	// when an older release read does not; Dropped the last one that lists
	// it, when a newer one does not. Separately versioned connectors only.
	Introduced, Dropped string
	// Declared is the path of the source declaring the option ("" for a
	// hand-kept key).
	Declared string
	releases uint64 // bit i: ConnectorSpec.Releases[i] lists the key
	required uint64 // bit i: ConnectorSpec.Releases[i] requires it
	// annotation marks a hand-kept annotation still waiting for its
	// source (cleared by fromSource; a test checks none is left).
	annotation bool
}

// ValidateValue checks value as Flink would when it reads this option.
// Strings and pass-through keys always pass.
func (o OptionSpec) ValidateValue(value string, v Version) error {
	if o.PassThrough || o.Implicit {
		return nil
	}
	if err := ParseValue(o.Type, value, o.EnumValues, v); err != nil {
		return err
	}
	if o.Min == "" {
		return nil
	}
	var below bool
	switch o.Type {
	case TypeDuration:
		d, _ := ParseDuration(value, v)
		m, _ := ParseDuration(o.Min, v)
		below = d < m
	case TypeInteger, TypeLong:
		n, _ := ParseLong(value)
		m, _ := ParseLong(o.Min)
		below = n < m
	}
	if below {
		return valueErr(o.Type, value, o.MinMessage, value)
	}
	return nil
}

// Prefix is a key prefix the factory forwards without validating
// (validateExcept), e.g. "properties." for kafka.
type Prefix struct {
	Prefix   string
	Side     Side
	Verified bool
	Note     string
}

// FormatPrefix says that keys starting with Prefix + <value of FormatKey> + "."
// belong to the format named by FormatKey and are validated by the format
// factory, not the connector: "json." when 'format'='json', "key.avro." when
// 'key.format'='avro'.
type FormatPrefix struct {
	FormatKey string // "format", "key.format", "value.format"
	Prefix    string // "", "key.", "value."
}

// GroupKind says how the keys of a Group constrain each other.
type GroupKind int

// Group kinds.
const (
	// AllOrNone: either every key is set or none (jdbc username/password).
	AllOrNone GroupKind = iota
	// AtLeastOne: at least one key must be set (kafka topic or topic-pattern).
	AtLeastOne
	// AtMostOne: the keys exclude each other (kafka topic vs topic-pattern).
	AtMostOne
	// RequiredIf: when If holds, every key in Keys must be set.
	RequiredIf
	// BothPositiveOrNone: the numeric/duration values are all > 0 or all <= 0
	// (upsert-kafka sink.buffer-flush.max-rows / .interval).
	BothPositiveOrNone
	// ForbiddenIf: when If holds, none of Keys may be set (kafka
	// 'sink.partitioner' = 'round-robin' with 'key.fields').
	ForbiddenIf
	// NotDescending: the Long values of Keys, where all are set, must not
	// decrease (jdbc scan.partition.lower-bound <= upper-bound).
	NotDescending
)

// Condition is "option Key has value Value" (case-insensitive for enum
// options, exact for strings, as Flink compares them); when the key is absent
// its spec default counts. An empty Value means "Key is set".
type Condition struct {
	Key, Value string
}

// Group is a constraint across options that Flink checks when it plans the table.
type Group struct {
	Kind     GroupKind
	Keys     []string
	If       Condition // RequiredIf only
	Side     Side
	Message  string // Flink's message when violated
	Verified bool
}

// ConnectorSpec is the catalogue entry of one connector identifier as seen by
// one Flink release line. It is immutable; share it freely.
type ConnectorSpec struct {
	ID       string
	Version  Version // the release line of this view; zero = union of all lines
	Source   bool    // usable as a table source
	Sink     bool    // usable as a table sink
	Bundled  bool    // ships with Flink; false: separately versioned connector
	Release  string  // which connector release the option list models
	Origin   string  // where the list came from
	Verified bool
	Note     string
	// Repository and Releases say which sources the option lists were
	// read from: the repository and its release tags, oldest first.
	Repository string
	Releases   []string

	options        []OptionSpec // sorted by key
	index          map[string]int
	deprecated     map[string]int // deprecated key -> options index
	patterns       []OptionSpec
	prefixes       []Prefix
	formatPrefixes []FormatPrefix
	groups         []Group
	rejected       map[string]string
	// formatsChecked is set for a factory that discovers its formats
	// through FactoryUtil's TableFactoryHelper and validates every other
	// key: a key under a format's prefix is accepted only when the format
	// lists it. The filesystem factory instead skips the whole prefix.
	formatsChecked bool
	// required is Required's answer, computed once per view (viewsOf):
	// FL012 asks for every table (5 MB per run on 2,000 jobs, issue 31).
	required      []OptionSpec
	requiredKnown bool
}

// implicitOptions are accepted by every factory (FactoryUtil).
var implicitOptions = []OptionSpec{
	{Key: "connector", Type: TypeString, Required: true, Implicit: true, Verified: true,
		Note: "selects the factory; missing: \"Table options do not contain an option key 'connector' for discovering a connector.\""},
	{Key: "property-version", Type: TypeInteger, Implicit: true, Verified: true,
		Note: "accepted by every factory and ignored"},
}

// Match says how a key relates to a connector spec.
type Match int

// Lookup results.
const (
	Unknown     Match = iota // Flink rejects it: "Unsupported options found for '<id>'"
	Declared                 // a declared option (or an implicit one)
	Deprecated               // a deprecated fallback key of a declared option
	PassThrough              // forwarded unvalidated by a prefix
	NotYet                   // declared only in a newer release line than the view
	Removed                  // declared only in an older release line than the view
)

// Option finds key in the spec: declared keys, deprecated fallback keys,
// implicit keys, pattern keys and static pass-through prefixes. Format
// prefixes need the table's options; use Lookup for those.
func (s *ConnectorSpec) Option(key string) (OptionSpec, bool) {
	o, m := s.Lookup(key, nil)
	return o, m == Declared || m == Deprecated || m == PassThrough
}

// Lookup classifies key for a table whose options are opts (may be nil).
// For NotYet and Removed the returned spec carries Since/Until for the message.
func (s *ConnectorSpec) Lookup(key string, opts map[string]string) (OptionSpec, Match) {
	for _, o := range implicitOptions {
		if o.Key == key {
			return o, Declared
		}
	}
	if i, ok := s.index[key]; ok {
		o := s.options[i]
		if !s.Version.IsZero() {
			if !o.Since.IsZero() && s.Version.Less(o.Since) {
				return o, NotYet
			}
			if !o.Until.IsZero() && o.Until.Less(s.Version) {
				return o, Removed
			}
		}
		return o, Declared
	}
	if i, ok := s.deprecated[key]; ok {
		return s.options[i], Deprecated
	}
	for _, p := range s.patterns {
		if matchPattern(p.Key, key) {
			if !s.Version.IsZero() && !p.Since.IsZero() && s.Version.Less(p.Since) {
				return p, NotYet
			}
			return p, Declared
		}
	}
	for _, fp := range s.formatPrefixes {
		if opts == nil {
			break
		}
		f, set := opts[fp.FormatKey]
		if !set {
			// The factory discovers the format from the option's default
			// (elasticsearch: 'json') and lets it consume its keys.
			if i, ok := s.index[fp.FormatKey]; ok {
				f = s.options[i].Default
			}
		}
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		if p := fp.Prefix + f + "."; strings.HasPrefix(key, p) {
			if declared, known := formatDeclares(f, key[len(p):]); s.formatsChecked && known && !declared {
				return OptionSpec{Key: key, Prefix: p, Format: f, Verified: true,
					Note: "not an option of the '" + f + "' format"}, Unknown
			}
			return OptionSpec{Key: key, PassThrough: true, Prefix: p, Verified: true,
				Note: "format option, validated by the '" + f + "' format factory"}, PassThrough
		}
	}
	for _, p := range s.prefixes {
		if strings.HasPrefix(key, p.Prefix) {
			return OptionSpec{Key: key, PassThrough: true, Prefix: p.Prefix, Side: p.Side,
				Verified: p.Verified, Note: p.Note}, PassThrough
		}
	}
	return OptionSpec{Key: key}, Unknown
}

// matchPattern matches "fields.#.kind" against "fields.user_id.kind": '#'
// stands for a non-empty column name (which may itself contain dots).
func matchPattern(pattern, key string) bool {
	before, after, ok := strings.Cut(pattern, "#")
	if !ok {
		return pattern == key
	}
	return len(key) > len(before)+len(after) && strings.HasPrefix(key, before) && strings.HasSuffix(key, after)
}

// Options returns the declared options of this view, sorted by key (the
// implicit 'connector' and 'property-version' are not included).
func (s *ConnectorSpec) Options() []OptionSpec {
	out := make([]OptionSpec, 0, len(s.options)+len(s.patterns))
	for _, list := range s.declared() {
		for _, o := range list {
			if s.inView(o) {
				out = append(out, o)
			}
		}
	}
	return out
}

// declared returns the declared options of every line, then the pattern
// options, as two slices to range over without copying them into one (an
// OptionSpec is ~250 bytes, and rules ask for Keys and Required of every
// connector a job uses, per release line). Callers must not write them.
func (s *ConnectorSpec) declared() [2][]OptionSpec { return [2][]OptionSpec{s.options, s.patterns} }

func (s *ConnectorSpec) inView(o OptionSpec) bool {
	if s.Version.IsZero() {
		return true
	}
	return (o.Since.IsZero() || !s.Version.Less(o.Since)) && (o.Until.IsZero() || !o.Until.Less(s.Version))
}

// Keys returns the declared keys of this view, sorted: the candidate list
// for Suggest and for a "Supported options" message.
func (s *ConnectorSpec) Keys() []string {
	out := make([]string, 0, len(s.options)+len(s.patterns))
	for _, list := range s.declared() {
		for _, o := range list {
			if s.inView(o) {
				out = append(out, o.Key)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Required returns the options the factory requires (requiredOptions()).
func (s *ConnectorSpec) Required() []OptionSpec {
	if s.requiredKnown {
		return s.required[:len(s.required):len(s.required)]
	}
	return s.requiredOptions()
}

// requiredOptions computes Required.
func (s *ConnectorSpec) requiredOptions() []OptionSpec {
	var out []OptionSpec
	for _, list := range s.declared() {
		for _, o := range list {
			if o.Required && s.inView(o) {
				out = append(out, o)
			}
		}
	}
	return out
}

// Groups returns the cross-option constraints.
func (s *ConnectorSpec) Groups() []Group { return append([]Group(nil), s.groups...) }

// Prefixes returns the static pass-through prefixes.
func (s *ConnectorSpec) Prefixes() []Prefix { return append([]Prefix(nil), s.prefixes...) }

// FormatPrefixes returns the format-dependent prefixes.
func (s *ConnectorSpec) FormatPrefixes() []FormatPrefix {
	return append([]FormatPrefix(nil), s.formatPrefixes...)
}

// Rejected reports keys that look like they belong to this connector but that
// its factory does not accept, with the reason (e.g. filesystem
// 'compaction.parallelism', which only the Hive sink reads).
func (s *ConnectorSpec) Rejected(key string) (string, bool) {
	r, ok := s.rejected[key]
	return r, ok
}

// Violation is a Group whose constraint opts break.
type Violation struct {
	Group   Group
	Present []string // the group keys that are set
	Missing []string // the group keys that are not set
}

// CheckGroups evaluates every group against the table options. Values that
// cannot be parsed (or contain run-time holes the caller replaced) are
// skipped, never guessed. Side filters: pass Both to check all groups.
func (s *ConnectorSpec) CheckGroups(opts map[string]string, side Side) []Violation {
	var out []Violation
	for _, g := range s.groups {
		if side != Both && g.Side != Both && g.Side != side {
			continue
		}
		var present, missing []string
		for _, k := range g.Keys {
			if _, ok := opts[k]; ok {
				present = append(present, k)
			} else {
				missing = append(missing, k)
			}
		}
		bad := false
		switch g.Kind {
		case AllOrNone:
			bad = len(present) > 0 && len(missing) > 0
		case AtLeastOne:
			bad = len(present) == 0
		case AtMostOne:
			bad = len(present) > 1
		case RequiredIf:
			bad = s.conditionHolds(g.If, opts) && len(missing) > 0
		case BothPositiveOrNone:
			bad = s.mixedPositive(g.Keys, opts)
		case ForbiddenIf:
			bad = s.conditionHolds(g.If, opts) && len(present) > 0
		case NotDescending:
			bad = len(missing) == 0 && descending(g.Keys, opts)
		}
		if bad {
			out = append(out, Violation{Group: g, Present: present, Missing: missing})
		}
	}
	return out
}

func (s *ConnectorSpec) conditionHolds(c Condition, opts map[string]string) bool {
	val, ok := opts[c.Key]
	if c.Value == "" {
		return ok
	}
	o, _ := s.Option(c.Key)
	if !ok {
		val = o.Default
	}
	// Enum values match case-insensitively (convertToEnum); String options
	// are compared with equals().
	if o.Type == TypeEnum {
		return strings.EqualFold(val, c.Value)
	}
	return val == c.Value
}

// mixedPositive reports whether some keys are > 0 and others <= 0, using
// defaults for absent keys; unparsable values make the check inconclusive.
func (s *ConnectorSpec) mixedPositive(keys []string, opts map[string]string) bool {
	pos, nonpos := 0, 0
	for _, k := range keys {
		o, _ := s.Option(k)
		val, ok := opts[k]
		if !ok {
			val = o.Default
		}
		var positive bool
		switch o.Type {
		case TypeDuration:
			d, err := ParseDuration(val, s.Version)
			if err != nil {
				return false
			}
			positive = d > 0
		default:
			n, err := ParseLong(val)
			if err != nil {
				return false
			}
			positive = n > 0
		}
		if positive {
			pos++
		} else {
			nonpos++
		}
	}
	return pos > 0 && nonpos > 0
}

// descending reports whether the parsed values decrease somewhere;
// unparsable values make it inconclusive (false).
func descending(keys []string, opts map[string]string) bool {
	for i := 1; i < len(keys); i++ {
		a, errA := ParseLong(opts[keys[i-1]])
		b, errB := ParseLong(opts[keys[i]])
		if errA == nil && errB == nil && a > b {
			return true
		}
	}
	return false
}

// Connector returns the catalogue entry for identifier id as Flink release
// line v sees it. A zero v gives the union of every modelled line (use it
// when the runtime is unknown, so nothing valid in some line is flagged).
// Versions outside the modelled range are clamped to its ends.
func Connector(id string, v Version) (*ConnectorSpec, bool) {
	e, ok := catalogue[id]
	if !ok {
		return nil, false
	}
	union := len(supportedVersions)
	if v.IsZero() {
		return e.spec(union), true
	}
	v = clamp(v)
	for i, sv := range supportedVersions {
		if sv == v {
			return e.spec(i), true
		}
	}
	return e.spec(union), true // a minor between known lines (e.g. 1.21): be permissive
}

func clamp(v Version) Version {
	if v.Less(minSupported) {
		return minSupported
	}
	if maxSupported.Less(v) {
		return maxSupported
	}
	return v
}

// KnownConnectors returns the identifiers the catalogue models for v, sorted.
func KnownConnectors(v Version) []string {
	out := make([]string, 0, len(catalogue))
	for id, e := range catalogue {
		if e.since.IsZero() || v.IsZero() || !clamp(v).Less(e.since) {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

func sortStrings(s []string) { sort.Strings(s) }

func (m Match) String() string {
	return enumName(int(m), "Unknown", "Declared", "Deprecated", "PassThrough", "NotYet", "Removed")
}

func (s Side) String() string { return enumName(int(s), "Both", "SourceOnly", "SinkOnly") }

func (k GroupKind) String() string {
	return enumName(int(k), "AllOrNone", "AtLeastOne", "AtMostOne", "RequiredIf",
		"BothPositiveOrNone", "ForbiddenIf", "NotDescending")
}

func enumName(i int, names ...string) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}
