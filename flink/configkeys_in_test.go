package flink

import "testing"

func TestConfigKeysIn(t *testing.T) {
	has := func(keys []ConfigKey, key string) (ConfigKey, bool) {
		for _, k := range keys {
			if k.Key == key {
				return k, true
			}
		}
		return ConfigKey{}, false
	}
	k120, exact := ConfigKeysIn(V(1, 20), false)
	if !exact {
		t.Fatal("1.20 was read: want exact")
	}
	if _, ok := has(k120, "akka.client.timeout"); !ok {
		t.Error("1.20 lacks akka.client.timeout (config.json lists it in release-1.20.4)")
	}
	k22, _ := ConfigKeysIn(V(2, 2), false)
	if _, ok := has(k22, "akka.client.timeout"); ok {
		t.Error("2.2 offers akka.client.timeout, which only release-1.20.4 declares")
	}
	ck, ok := has(k22, "execution.checkpointing.interval")
	if !ok || ck.Type != TypeDuration || ck.Note == "" {
		t.Errorf("execution.checkpointing.interval in 2.2: %+v, %v; want a Duration with the hand-kept note", ck, ok)
	}
	if _, ok := has(k22, "job.autoscaler.enabled"); ok {
		t.Error("the operator's job.autoscaler.enabled offered without operator")
	}
	withOp, _ := ConfigKeysIn(V(2, 2), true)
	if _, ok := has(withOp, "job.autoscaler.enabled"); !ok {
		t.Error("the operator's job.autoscaler.enabled not offered with operator")
	}
	for _, k := range withOp {
		if k.Key == "<parameter>" {
			t.Error("a placeholder key is offered")
		}
	}
	if _, exact := ConfigKeysIn(V(1, 17), false); exact {
		t.Error("1.17 was not read: want exact false")
	}
}
