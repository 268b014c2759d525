package jvmparse

import (
	"strings"
	"testing"
)

func TestResourceSQLReads(t *testing.T) {
	tests := []struct {
		name, path, src, want string
	}{
		{"class resource, absolute", "m/src/main/java/com/x/Job.java", `package com.x;
class Job { void run() { tEnv.executeSql(IOUtils.toString(Job.class.getResourceAsStream("/sql/a.sql"), UTF_8)); } }`,
			"../../../resources/sql/a.sql"},
		{"class resource, package-relative", "m/src/main/java/com/x/Job.java", `package com.x;
class Job { void run() { String s = read(getClass().getResource("b.sql")); } }`,
			"../../../resources/com/x/b.sql"},
		{"class loader, through a helper", "src/main/java/com/x/Job.java", `package com.x;
class Job {
  static String sql(String n) throws Exception { return new String(Job.class.getClassLoader().getResourceAsStream("sql/" + n).readAllBytes()); }
  public static void main(String[] a) throws Exception { tEnv.executeSql(sql("c.sql")); }
}`, "../../../resources/sql/c.sql"},
		{"module file", "jobs/orders/src/main/java/com/x/Job.java", `package com.x;
class Job { void run() throws Exception { tEnv.executeSql(Files.readString(Paths.get("src/main/resources/d.sql"))); } }`,
			"../../../resources/d.sql"},
		{"scala fromResource", "src/main/scala/com/x/Job.scala", `package com.x
object Job { def main(a: Array[String]): Unit = { tEnv.executeSql(Source.fromResource("e.sql").mkString) } }`,
			"../../../resources/e.sql"},
		{"kotlin File", "src/main/kotlin/com/x/Job.kt", `package com.x
fun main() { tEnv.executeSql(File("src/main/resources/f.sql").readText()) }`,
			"../../../resources/f.sql"},
		{"test resources", "src/test/java/com/x/JobTest.java", `package com.x;
class JobTest { void t() { tEnv.executeSql(read(JobTest.class.getResource("/g.sql"))); } }`,
			"../../../resources/g.sql"},
		{"not sql", "src/main/java/com/x/Job.java", `package com.x;
class Job { void run() { read(Job.class.getResource("/app.properties")); } }`, ""},
		{"absolute machine path", "src/main/java/com/x/Job.java", `package com.x;
class Job { void run() { Files.readString(Paths.get("/opt/flink/sql/h.sql")); } }`, ""},
		{"name not known", "src/main/java/com/x/Job.java", `package com.x;
class Job { void run(String n) { read(Job.class.getResource("/sql/" + n)); } }`, ""},
		{"not a source tree", "jobs/Job.java", `package com.x;
class Job { void run() { read(Job.class.getResource("/i.sql")); } }`, ""},
	}
	for _, tt := range tests {
		s := parseFiles(t, map[string]string{tt.path: tt.src}, tt.path)
		var got []string
		for _, r := range s.Module.SQLFiles {
			got = append(got, r.Path)
		}
		if strings.Join(got, ",") != tt.want {
			t.Errorf("%s: %v, want %q", tt.name, got, tt.want)
		}
	}
}

// TestResourcePropertyReads: a JSON resource read by name (the AWS
// Managed Flink examples' local runtime properties) is a property file of
// the job, at the call that reads it; a SQL read is not one.
func TestResourcePropertyReads(t *testing.T) {
	tests := []struct {
		name, path, src, want, at string
	}{
		{"class loader in a helper", "m/src/main/java/com/x/Job.java", `package com.x;
class Job {
  private static final String LOCAL = "flink-application-properties-dev.json";
  static Map<String, Properties> props(StreamExecutionEnvironment env) throws IOException {
    if (env instanceof LocalStreamEnvironment) {
      return KinesisAnalyticsRuntime.getApplicationProperties(Job.class.getClassLoader().getResource(LOCAL).getPath());
    }
    return KinesisAnalyticsRuntime.getApplicationProperties();
  }
  public static void main(String[] a) throws Exception { Map<String, Properties> p = props(env); }
}`, "../../../resources/flink-application-properties-dev.json", "Job.class.getClassLoader().getResource(LOCAL)"},
		{"scala absolute", "src/main/scala/com/x/Job.scala", `package com.x
object Job {
  private val local = "/flink-application-properties-dev.json"
  def main(a: Array[String]): Unit = { val p = KinesisAnalyticsRuntime.getApplicationProperties(getClass.getResource(local).getPath) }
}`, "../../../resources/flink-application-properties-dev.json", "getClass.getResource(local)"},
		{"sql", "src/main/java/com/x/Job.java", `package com.x;
class Job { void run() { read(Job.class.getResource("/a.sql")); } }`, "", ""},
	}
	for _, tt := range tests {
		s := parseFiles(t, map[string]string{tt.path: tt.src}, tt.path)
		var got, at []string
		for _, r := range s.Module.PropertyFiles {
			got = append(got, r.Path)
			at = append(at, tt.src[r.Span.Start:r.Span.End])
		}
		if strings.Join(got, ",") != tt.want || strings.Join(at, ",") != tt.at {
			t.Errorf("%s: %v at %q, want %q at %q", tt.name, got, at, tt.want, tt.at)
		}
	}
}
