package flink_test

import (
	"fmt"

	"github.com/flinklint/flinklint/flink"
)

func ExampleConnector() {
	v, _ := flink.ParseVersion("FLINK-1_19")
	fs, _ := flink.Connector("filesystem", v)
	opts := map[string]string{"format": "json"}
	for _, key := range []string{"auto-compaction", "json.ignore-parse-errors", "sink.rolling-policy.file_size"} {
		o, m := fs.Lookup(key, opts)
		fmt.Println(key, m, o.Type)
	}
	if s, ok := flink.Suggest("sink.rolling-policy.file_size", fs.Keys()); ok {
		fmt.Println("did you mean", s)
	}
	// Output:
	// auto-compaction Declared Boolean
	// json.ignore-parse-errors PassThrough String
	// sink.rolling-policy.file_size Unknown String
	// did you mean sink.rolling-policy.file-size
}

func ExampleConnectorSpec_CheckGroups() {
	kafka, _ := flink.Connector("kafka", flink.V(1, 20))
	opts := map[string]string{
		"topic": "orders", "format": "json", "properties.bootstrap.servers": "b:9092",
		"sink.delivery-guarantee": "exactly-once",
	}
	for _, v := range kafka.CheckGroups(opts, flink.SinkOnly) {
		fmt.Println(v.Group.Message)
	}
	// Output:
	// sink.transactional-id-prefix must be specified when using DeliveryGuarantee.EXACTLY_ONCE.
}

func ExampleParseDuration() {
	for _, s := range []string{"30 min", "1h", "100ms", "1 d", "500", "1 us"} {
		d, err := flink.ParseDuration(s, flink.V(1, 19))
		fmt.Println(s, "=>", d, err)
	}
	// Output:
	// 30 min => 30m0s <nil>
	// 1h => 1h0m0s <nil>
	// 100ms => 100ms <nil>
	// 1 d => 24h0m0s <nil>
	// 500 => 500ms <nil>
	// 1 us => 0s Time interval unit label 'us' does not match any of the recognized units: DAYS: (d | day | days), HOURS: (h | hour | hours), MINUTES: (min | m | minute | minutes), SECONDS: (s | sec | secs | second | seconds), MILLISECONDS: (ms | milli | millis | millisecond | milliseconds), MICROSECONDS: (µs | micro | micros | microsecond | microseconds), NANOSECONDS: (ns | nano | nanos | nanosecond | nanoseconds)
}

func ExampleAffectedBy() {
	fmt.Println(flink.AffectedBy("FLINK-31689", flink.V(1, 19)))
	fmt.Println(flink.AffectedBy("FLINK-31689", flink.V(1, 11)))
	// Output:
	// true
	// false
}
