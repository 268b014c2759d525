package flink

import "testing"

func TestSourceBounded(t *testing.T) {
	cases := []struct {
		id             string
		opts           map[string]string
		bounded, known bool
	}{
		{"datagen", map[string]string{}, false, true},
		{"datagen", map[string]string{"number-of-rows": "10"}, true, true},
		{"kafka", map[string]string{"topic": "t"}, false, true},
		{"kafka", map[string]string{"scan.bounded.mode": "unbounded"}, false, true},
		{"kafka", map[string]string{"scan.bounded.mode": "latest-offset"}, true, true},
		{"upsert-kafka", map[string]string{}, false, true},
		{"upsert-kafka", map[string]string{"scan.bounded.mode": "latest-offset"}, false, false},
		{"values", map[string]string{}, false, true},
		{"values", map[string]string{"bounded": "TRUE"}, true, true},
		{"values", map[string]string{"bounded": "maybe"}, false, false},
		{"jdbc", map[string]string{}, true, true},
		{"filesystem", map[string]string{}, false, false},
		{"my-connector", map[string]string{}, false, false},
	}
	for _, c := range cases {
		bounded, known := SourceBounded(c.id, c.opts)
		if bounded != c.bounded || known != c.known {
			t.Errorf("SourceBounded(%q, %v) = %v, %v; want %v, %v", c.id, c.opts, bounded, known, c.bounded, c.known)
		}
	}
}
