// Package flink is flinklint's knowledge of Apache Flink, kept as data so
// that rules read facts instead of hard-coding keys.
//
// It holds:
//
//   - Versions: Version{Major, Minor}, ParseVersion for every spelling the
//     inputs use ("1.19", "2.2.0", "FLINK-1_19", "v1_20"), and the modelled
//     range SupportedRange() = [1.15, 2.2]; ImageFlinkVersion
//     reads "flink:1.19-java11" image references.
//   - The connector option catalogue: Connector(id, version) returns an
//     immutable *ConnectorSpec for filesystem, kafka, upsert-kafka, jdbc,
//     kinesis, kinesis-legacy, firehose, dynamodb, sqs, elasticsearch-6/7,
//     opensearch(-2), hbase-1.4/2.2, mongodb, hive, datagen, print and
//     blackhole. Its option lists come from the connectors' sources at every
//     release tag read (catalogue_generated.go, compiled by
//     internal/gencatalogue from sources/connectors.json): each key's type,
//     default, enum values, deprecated keys, requiredness, the Flink line or
//     connector release (OptionSpec.Introduced, ListedIn) that lists it and
//     where it is declared. connectors_data.go annotates them: source/sink
//     side, the prefixes the factory forwards unvalidated (properties., aws.,
//     <format>., key.<fmt>.), the groups of options Flink checks together
//     (CheckGroups), and keys it rejects with a known reason (Rejected). A
//     zero Version gives the union of every release line, so an unknown
//     runtime never produces a version-specific finding.
//     Lookup classifies a key as Declared, Deprecated, PassThrough, NotYet,
//     Removed or Unknown; OptionSpec.ValidateValue checks a value the way
//     Flink reads it, including planning-time minimums (OptionSpec.Min).
//     CheckGroups evaluates AllOrNone, AtLeastOne, AtMostOne, RequiredIf,
//     ForbiddenIf, BothPositiveOrNone and NotDescending groups and returns
//     Flink's own messages.
//   - Connector identifiers beyond the modelled ones (IsKnownConnectorID,
//     KnownConnectorIDs) and sink changelog modes (SinkAcceptsUpdates,
//     FormatIsInsertOnly) for the updating-query-into-append-only-sink rule.
//   - Suggest: did-you-mean over candidate keys (case and '_'/'-' folded, then
//     edit distance).
//   - Value parsing exactly as Flink's ConfigOption reading does:
//     ParseBoolean, ParseInteger, ParseLong, ParseDouble, ParseDuration
//     (TimeUtils), ParseMemorySize (MemorySize), ParseEnum, ParseList. The
//     errors repeat Flink's messages.
//   - Known bugs with affected ranges: Bug, KnownBugs, AffectedBy. A future
//     fix is a one-field change (BugSpec.FixedIn).
//   - Secrets: IsSecretKey, IsSecret and Redact, for the plain-text secret
//     rule and for every output writer.
//   - Jar names: ParseJar and JarFlinkVersion read connector jar names such as
//     flink-sql-connector-kafka-3.1.0-1.18.jar.
//   - AWS Managed Flink: the RuntimeEnvironment values (KnownRuntimes,
//     RuntimeVersion) and the PyFlink run-option keys (LookupRunOption).
//   - Configuration keys: canonical keys and deprecated aliases
//     (LookupConfigKey, CanonicalConfigKey), with their declarations read
//     from Flink's and the operator's option classes (config_generated.go),
//     every key one release line declares (ConfigKeysIn: what an editor
//     completes after SET), and DefaultMaxParallelism.
//
// Facts and their sources are listed next to the data (see the comment at
// the top of connectors_data.go) and in the project's flink-facts notes. Every
// fact that was not confirmed in a source carries Verified: false; a rule
// resting on one should lower its level to a note and say so.
//
// The package imports no other flinklint package, has no mutable package
// state (all tables are built once at initialisation and only read), never
// touches the network and never panics on any input. Slices inside returned
// specs (EnumValues, DeprecatedKeys, Group.Keys) share the catalogue's
// storage: treat them as read-only.
package flink
