package jvmparse

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestFactoryIdentifier(t *testing.T) {
	tests := []struct {
		name, src, want string
		ok              bool
	}{
		{"java literal", `public class F implements DynamicTableSinkFactory {
  @Override public String factoryIdentifier() { return "mredis"; }
}`, "mredis", true},
		{"java constant", `public class F implements DynamicTableSourceFactory {
  public static final String IDENTIFIER = "my-http"; // the id
  @Override
  public String factoryIdentifier() {
    return IDENTIFIER;
  }
}`, "my-http", true},
		{"java qualified constant", `class F { public String factoryIdentifier() { return Options.IDENTIFIER; } }
class Options { static final String IDENTIFIER = "q"; }`, "q", true},
		{"scala expression body", `class F extends DynamicTableSinkFactory {
  override def factoryIdentifier(): String = "clickhouse-x"
}`, "clickhouse-x", true},
		{"scala constant", `object F { final val IDENTIFIER: String = "s" }
class F { override def factoryIdentifier(): String = F.IDENTIFIER }`, "s", true},
		{"kotlin", `class F : DynamicTableSourceFactory { override fun factoryIdentifier(): String = ID }
const val ID = "k"`, "k", true},
		{"comment and string before it do not count", `// factoryIdentifier() { return "no"; }
String s = "factoryIdentifier() { return \"no2\"; }";
class F { public String factoryIdentifier() { return "yes"; } }`, "yes", true},
		{"a call site, then the declaration", `String x = other.factoryIdentifier().trim();
class F { public String factoryIdentifier() { return "decl"; } }`, "decl", true},
		{"computed", `class F { public String factoryIdentifier() { return prefix() + "x"; } }`, "", false},
		{"constant assigned twice", `class F { String ID = "a"; void g() { ID = "b"; } public String factoryIdentifier() { return ID; } }`, "", false},
		{"none", `class F {}`, "", false},
		{"unterminated", `class F { public String factoryIdentifier() { return "x`, "x", true},
	}
	for _, tt := range tests {
		got, ok := FactoryIdentifier([]byte(tt.src))
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: got %q %v, want %q %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

func TestServiceClasses(t *testing.T) {
	src := "# Licensed ...\ncom.example.RedisFactory\n\n  com.example.HttpFactory # http\n"
	want := []string{"com.example.RedisFactory", "com.example.HttpFactory"}
	if got := ServiceClasses([]byte(src)); !reflect.DeepEqual(got, want) {
		t.Errorf("got %v", got)
	}
}

func TestSourceCandidates(t *testing.T) {
	got := SourceCandidates("connectors/redis/src/main/resources/META-INF/services/"+ServicesFileName, "com.x.Redis$Inner")
	want := []string{"connectors/redis/src/main/java/com/x/Redis.java", "connectors/redis/src/main/scala/com/x/Redis.scala", "connectors/redis/src/main/kotlin/com/x/Redis.kt"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v", got)
	}
	if got := SourceCandidates("src/main/resources/META-INF/services/"+ServicesFileName, "a.B"); len(got) != 3 || got[0] != "src/main/java/a/B.java" {
		t.Errorf("root module: %v", got)
	}
	if got := SourceCandidates("META-INF/services/"+ServicesFileName, "a.B"); got != nil {
		t.Errorf("no layout: %v", got)
	}
}

// The nasty inputs must not panic and must stay bounded.
func TestNastyCorpus(t *testing.T) {
	names, _ := filepath.Glob(filepath.Join("testdata", "nasty", "*"))
	if len(names) == 0 {
		t.Fatal("no nasty inputs")
	}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		FactoryIdentifier(b)
		ServiceClasses(b)
	}
}

func FuzzFactoryIdentifier(f *testing.F) {
	f.Add([]byte(`class F { public String factoryIdentifier() { return "x"; } }`))
	f.Add([]byte(`override def factoryIdentifier(): String = ID; val ID = "y"`))
	f.Add([]byte(`factoryIdentifier()`))
	f.Add([]byte(`"""factoryIdentifier() = "z"""`))
	f.Fuzz(func(t *testing.T, src []byte) {
		id, ok := FactoryIdentifier(src)
		if !ok && id != "" {
			t.Fatalf("id %q without ok", id)
		}
		for _, c := range ServiceClasses(src) {
			if c == "" {
				t.Fatal("empty class name")
			}
		}
	})
}

func BenchmarkFactoryIdentifier(b *testing.B) {
	src := []byte("package com.x;\n/** A factory. */\npublic class F implements DynamicTableSinkFactory {\n" +
		"  public static final String IDENTIFIER = \"mredis\";\n" +
		"  @Override public Set<ConfigOption<?>> requiredOptions() { return new HashSet<>(); }\n" +
		"  @Override public String factoryIdentifier() { return IDENTIFIER; }\n}\n")
	for len(src) < 64<<10 {
		src = append(src, src...)
	}
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		FactoryIdentifier(src)
	}
}
