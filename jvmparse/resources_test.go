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
