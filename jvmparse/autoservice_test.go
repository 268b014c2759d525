package jvmparse

import "testing"

func TestAutoServiceFactory(t *testing.T) {
	tests := []struct {
		name, src string
		want      string
		ok        bool
	}{
		{"java", "package com.example.kafka;\nimport com.google.auto.service.AutoService;\n@AutoService(Factory.class)\npublic class SafeKafkaTableFactory implements DynamicTableSourceFactory {}", "com.example.kafka.SafeKafkaTableFactory", true},
		{"java array", "package a.b;\n@AutoService({Factory.class, Other.class})\n@Deprecated\npublic final class F implements DynamicTableSinkFactory {}", "a.b.F", true},
		{"scala", "package a.b\n@AutoService(Array(classOf[Factory]))\nclass ScalaFactory extends DynamicTableSourceFactory", "a.b.ScalaFactory", true},
		{"kotlin", "package a.b\n@AutoService(Factory::class)\nclass KtFactory : DynamicTableSourceFactory", "a.b.KtFactory", true},
		{"no package", "@AutoService(Factory.class) class F {}", "F", true},
		{"other service", "package a;\n@AutoService(Processor.class)\npublic class MyProcessor {}", "", false},
		{"no annotation", "package a;\npublic class F implements Factory {}", "", false},
		{"in a comment", "package a;\n// @AutoService(Factory.class)\npublic class F {}", "", false},
		{"unterminated", "@AutoService(Factory.class", "", false},
	}
	for _, tt := range tests {
		got, ok := AutoServiceFactory([]byte(tt.src))
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: AutoServiceFactory = %q, %v; want %q, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

func TestAutoServiceCandidate(t *testing.T) {
	for name, want := range map[string]bool{
		"SafeKafkaTableFactory.java": true, "F.scala": false, "MyFactory.kt": true, "Factory.java": true,
		"Job.java": false, "SafeKafkaTableFactory.class": false, "MyFactoryTest.java": false,
	} {
		if got := AutoServiceCandidate(name); got != want {
			t.Errorf("AutoServiceCandidate(%q) = %v, want %v", name, got, want)
		}
	}
}

func FuzzAutoServiceFactory(f *testing.F) {
	f.Add([]byte("package a;\n@AutoService(Factory.class)\nclass F {}"))
	f.Add([]byte("@AutoService(Array(classOf[Factory"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_, _ = AutoServiceFactory(src)
	})
}
