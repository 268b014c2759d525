package flink

import (
	"path"
	"strings"
)

// Jar is what a Flink connector/format jar file name says about itself.
type Jar struct {
	Name     string // base name, "flink-sql-connector-kafka-3.1.0-1.18.jar"
	Artifact string // "flink-sql-connector-kafka"
	// Component is the artifact without its flink-/sql-/connector- prefixes:
	// "kafka", "jdbc", "files", "aws-kinesis-streams", "avro", "python".
	Component string
	// ComponentVersion is the connector's own release for separately versioned
	// connectors ("3.1.0"); empty for bundled artifacts.
	ComponentVersion string
	Flink            Version // the Flink release line the jar is built for
	Bundled          bool    // versioned with Flink itself (flink-connector-files-1.19.0.jar)
}

// ConnectorIDs returns the table connector identifiers the jar provides, as
// far as the catalogue knows (nil for formats and unknown artifacts).
func (j Jar) ConnectorIDs() []string {
	switch j.Component {
	case "kafka":
		return []string{"kafka", "upsert-kafka"}
	case "jdbc", "jdbc-core":
		return []string{"jdbc"}
	case "files":
		return []string{"filesystem"}
	case "kinesis", "aws-kinesis-streams":
		return []string{"kinesis", "kinesis-legacy"}
	case "aws-kinesis-firehose", "kinesis-firehose", "firehose":
		return []string{"firehose"}
	case "elasticsearch6":
		return []string{"elasticsearch-6"}
	case "elasticsearch7":
		return []string{"elasticsearch-7"}
	case "opensearch2":
		return []string{"opensearch-2"}
	case "opensearch", "hbase-1.4", "hbase-2.2", "mongodb", "dynamodb", "sqs":
		return []string{j.Component}
	case "aws-dynamodb", "aws-sqs":
		return []string{strings.TrimPrefix(j.Component, "aws-")}
	}
	return nil
}

// flinkConnectorModules are the connector modules that apache/flink keeps
// in its own repository on the 2.x line, released with every Flink version
// (source: apache/flink release-2.1 flink-connectors/pom.xml <modules>:
// flink-hadoop-compatibility, flink-connector-base, flink-file-sink-common,
// flink-connector-files, flink-connector-datagen), by Component.
var flinkConnectorModules = map[string]bool{
	"base": true, "files": true, "datagen": true, "file-sink-common": true, "hadoop-compatibility": true,
}

// FlinkModule reports whether the jar is one of the connector modules of
// apache/flink itself (flink-connector-base, -files, -datagen), built with
// each Flink release, 2.x ones included.
func (j Jar) FlinkModule() bool {
	return j.Bundled && flinkConnectorModules[j.Component]
}

// ParseJar reads a jar name or path (a URL like file:///opt/x.jar works too):
//
//	flink-sql-connector-kafka-3.1.0-1.18.jar   kafka 3.1.0 for Flink 1.18
//	flink-connector-jdbc-3.2.0-1.19.jar        jdbc 3.2.0 for Flink 1.19
//	flink-sql-connector-kinesis-4.3.0-1.19.jar kinesis 4.3.0 for Flink 1.19
//	flink-connector-files-1.19.0.jar           bundled, Flink 1.19
//	flink-sql-connector-kafka_2.12-1.14.4.jar  bundled (Scala suffix), Flink 1.14
//
// Only names starting with "flink-" are recognised.
func ParseJar(name string) (Jar, bool) {
	base := path.Base(strings.ReplaceAll(strings.TrimSpace(name), "\\", "/"))
	if !strings.HasSuffix(strings.ToLower(base), ".jar") || !strings.HasPrefix(strings.ToLower(base), "flink-") {
		return Jar{}, false
	}
	stem := base[:len(base)-4]
	stem = strings.TrimSuffix(stem, "-SNAPSHOT")
	tokens := strings.Split(stem, "-")
	isVer := func(t string) bool {
		parts := strings.Split(t, ".")
		if len(parts) < 2 || len(parts) > 4 {
			return false
		}
		for _, p := range parts {
			if _, ok := smallUint(p); !ok {
				return false
			}
		}
		return true
	}
	n := len(tokens)
	if n < 3 || !isVer(tokens[n-1]) {
		return Jar{}, false
	}
	j := Jar{Name: base}
	nameEnd := n - 1
	if n >= 4 && isVer(tokens[n-2]) {
		// <artifact>-<connector version>-<flink major.minor>
		j.ComponentVersion = tokens[n-2]
		nameEnd = n - 2
	} else {
		j.Bundled = true
	}
	v, ok := ParseVersion(tokens[n-1])
	if !ok {
		return Jar{}, false
	}
	j.Flink = v
	j.Artifact = strings.Join(tokens[:nameEnd], "-")
	if i := strings.IndexByte(j.Artifact, '_'); i >= 0 { // Scala suffix _2.12
		j.Artifact = j.Artifact[:i]
	}
	c := strings.TrimPrefix(j.Artifact, "flink-")
	c = strings.TrimPrefix(c, "sql-")
	c = strings.TrimPrefix(c, "connector-")
	j.Component = c
	if c == "" || !flinkArtifact(j.Artifact) {
		return Jar{}, false
	}
	return j, true
}

// flinkArtifactFamilies are the first token after "flink-" of the artifacts
// Flink and its connector repositories publish with a Flink version in the
// name. Any other flink-* jar (flink-app-ecom-0.1.0.jar) is an application's
// own and its version says nothing about Flink.
var flinkArtifactFamilies = map[string]bool{
	"sql": true, "connector": true, "python": true, "table": true, "dist": true,
	"avro": true, "json": true, "csv": true, "parquet": true, "orc": true, "protobuf": true,
	"s3": true, "azure": true, "gs": true, "oss": true, "hadoop": true, "statebackend": true,
	"metrics": true, "clients": true, "streaming": true, "runtime": true, "core": true,
}

func flinkArtifact(artifact string) bool {
	rest := strings.TrimPrefix(artifact, "flink-")
	first, _, _ := strings.Cut(rest, "-")
	return flinkArtifactFamilies[first]
}

// JarFlinkVersion returns the Flink release line a jar name is built for.
func JarFlinkVersion(name string) (Version, bool) {
	j, ok := ParseJar(name)
	if !ok {
		return Version{}, false
	}
	return j.Flink, true
}
