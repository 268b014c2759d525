package flink

import "testing"

func TestParseVersion(t *testing.T) {
	tests := []struct {
		in   string
		want Version
		ok   bool
	}{
		{"1.19", V(1, 19), true},
		{"1.19.1", V(1, 19), true},
		{"2.2.0", V(2, 2), true},
		{"FLINK-1_19", V(1, 19), true},
		{"flink-1_20", V(1, 20), true},
		{"FLINK-2_2", V(2, 2), true},
		{"v1_20", V(1, 20), true},
		{"V2_0", V(2, 0), true},
		{"1.20-SNAPSHOT", V(1, 20), true},
		{" 1.18 ", V(1, 18), true},
		{"1", Version{}, false},
		{"", Version{}, false},
		{"FLINK-", Version{}, false},
		{"SQL-1_0", Version{}, false},
		{"1.x", Version{}, false},
		{"0.0", Version{}, false},
		{"1.2.3.4", Version{}, false},
		{"1_19.2", V(1, 19), true},
		{"1.19.", Version{}, false},
		{"1..19", Version{}, false},
		{"ZEPPELIN-FLINK-2_0", Version{}, false},
	}
	for _, tt := range tests {
		got, ok := ParseVersion(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseVersion(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestVersionCompare(t *testing.T) {
	tests := []struct {
		a, b Version
		want int
	}{
		{V(1, 19), V(1, 19), 0},
		{V(1, 19), V(1, 20), -1},
		{V(1, 20), V(2, 0), -1},
		{V(2, 0), V(1, 20), 1},
		{V(1, 9), V(1, 10), -1},
	}
	for _, tt := range tests {
		if got := tt.a.Compare(tt.b); got != tt.want {
			t.Errorf("%v.Compare(%v) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
	if !V(1, 19).Less(V(1, 20)) || !V(2, 0).AtLeast(V(2, 0)) {
		t.Error("Less/AtLeast")
	}
	if V(1, 19).String() != "1.19" || (Version{}).String() != "unknown" {
		t.Error("String")
	}
}

func TestSupported(t *testing.T) {
	for _, v := range SupportedVersions() {
		if !Supported(v) {
			t.Errorf("Supported(%v) = false", v)
		}
	}
	for _, v := range []Version{{}, V(1, 14), V(2, 3), V(1, 13)} {
		if Supported(v) {
			t.Errorf("Supported(%v) = true", v)
		}
	}
}

func TestImageFlinkVersion(t *testing.T) {
	tests := []struct {
		in   string
		want Version
		ok   bool
	}{
		{"flink:1.19", V(1, 19), true},
		{"flink:1.19.1-scala_2.12-java11", V(1, 19), true},
		{"apache/flink:2.0.0-java17", V(2, 0), true},
		{"my.registry:5000/team/flink:1.20", V(1, 20), true},
		{"flink:1.20@sha256:abc", V(1, 20), true},
		{"my-pyflink:latest", Version{}, false},
		{"flink:latest", Version{}, false},
		{"flink", Version{}, false},
		{"registry:5000/flink", Version{}, false},
	}
	for _, tt := range tests {
		got, ok := ImageFlinkVersion(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ImageFlinkVersion(%q) = %v, %v", tt.in, got, ok)
		}
	}
}
