package pyparse

import (
	"strings"
	"testing"
)

func TestPyFlinkNames(t *testing.T) {
	src := `from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer, KafkaSource as KS
from pyflink.datastream import connectors
import pyflink.datastream.connectors.kinesis as kin
import json

if False:
    from pyflink.datastream.connectors.kafka import Semantic

x = kin.FlinkKinesisConsumer()
y = connectors.FlinkKafkaProducer
z = json.FlinkKafkaConsumer
`
	m := parseSrc(t, src)
	var got []string
	for _, n := range m.PyFlinkNames {
		got = append(got, n.Module+" "+n.Name+" "+src[n.Span.Start:n.Span.End])
	}
	// KafkaSource and connectors are taken from PyFlink too, but no release
	// removed them (flink.IsPyFlinkRemovedName).
	want := []string{
		"pyflink.datastream.connectors.kafka FlinkKafkaConsumer FlinkKafkaConsumer",
		"pyflink.datastream.connectors.kinesis FlinkKinesisConsumer FlinkKinesisConsumer",
		"pyflink.datastream.connectors FlinkKafkaProducer FlinkKafkaProducer",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
