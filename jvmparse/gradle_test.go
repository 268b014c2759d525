package jvmparse

import (
	"strings"
	"testing"
)

func TestGradleBuild(t *testing.T) {
	tests := []struct {
		name, src, project, props string
		jars, main                string
	}{
		{"groovy jar and shadow", `plugins {
    id 'java'
    id 'com.github.johnrengelman.shadow' version '8.1.1'
}
version = '1.2'
application { mainClass = 'com.example.OrdersJob' }
`, "orders", "", "orders-1.2.jar,orders-1.2-all.jar", "com.example.OrdersJob"},
		{"kotlin dsl shadow classifier and manifest", `plugins {
    java
    id("com.gradleup.shadow") version "8.3.0"
}
version = "0.1.0"
tasks.shadowJar {
    archiveBaseName.set("clicks-job")
    archiveClassifier.set("")
    manifest { attributes["Main-Class"] = "com.example.ClickJob" }
}
`, "clicks", "", "clicks-0.1.0.jar,clicks-job-0.1.0.jar", "com.example.ClickJob"},
		{"archiveFileName", `jar {
    archiveFileName = 'job.jar'
    manifest { attributes 'Main-Class': 'a.B' }
}`, "", "", "job.jar", "a.B"},
		{"no version", `apply plugin: 'java'
mainClassName = 'a.Main'`, "svc", "", "svc.jar", "a.Main"},
		{"version from gradle.properties", `apply plugin: 'java'`, "svc", "group=x\nversion=2.0\n", "svc-2.0.jar", ""},
		{"computed version", `version = "${major}.1"`, "svc", "", "", ""},
		{"allprojects version", `allprojects { version = '3' }`, "svc", "", "", ""},
		{"root project not known", `version = '1'`, "", "", "", ""},
		{"computed file name", `shadowJar { archiveFileName = "${project.name}.jar" }
plugins { id 'com.github.johnrengelman.shadow' }`, "svc", "", "svc.jar", ""},
	}
	for _, tt := range tests {
		var props []byte
		if tt.props != "" {
			props = []byte(tt.props)
		}
		b := GradleBuild([]byte(tt.src), tt.project, props)
		if got := strings.Join(b.Jars, ","); got != tt.jars || b.MainClass != tt.main {
			t.Errorf("%s: jars %q main %q, want %q %q", tt.name, got, b.MainClass, tt.jars, tt.main)
		}
	}
	if got := GradleRootProject([]byte("rootProject.name = 'flink-orders'\ninclude 'a'")); got != "flink-orders" {
		t.Errorf("root project %q", got)
	}
	if got := GradleProjectName("jobs/clicks/build.gradle.kts", nil); got != "clicks" {
		t.Errorf("subproject %q", got)
	}
	if got := GradleProjectName("build.gradle", nil); got != "" {
		t.Errorf("root without settings %q", got)
	}
}

func TestSbtBuild(t *testing.T) {
	tests := []struct{ name, src, jars, main string }{
		{"assembly scoped", `name := "Orders Job"
ThisBuild / version := "0.3"
scalaVersion := "2.12.18"
assembly / assemblyJarName := "orders.jar"
Compile / mainClass := Some("com.example.Orders")
`, "orders-job_2.12-0.3.jar,orders.jar", "com.example.Orders"},
		{"assembly default, in syntax", `name := "wc"
version := "1.0"
scalaVersion := "3.3.1"
mainClass in (Compile, run) := Some("a.Wc")
assemblyMergeStrategy in assembly := { case _ => MergeStrategy.first }
`, "wc_3-1.0.jar,wc-assembly-1.0.jar", "a.Wc"},
		{"computed version", `name := "x"
version := sys.env("V")`, "", ""},
	}
	for _, tt := range tests {
		b := SbtBuild([]byte(tt.src))
		if got := strings.Join(b.Jars, ","); got != tt.jars || b.MainClass != tt.main {
			t.Errorf("%s: jars %q main %q, want %q %q", tt.name, got, b.MainClass, tt.jars, tt.main)
		}
	}
}

// TestSbtMultiProject: each project of a multi-project build has its own
// jars: its .settings (and the settings Seqs of the file) over ThisBuild's,
// its id as its default name, the file's bare settings for the root in
// file("."), string vals as values; a project whose settings name a Seq
// the file does not define, or whose directory is computed, lists none.
func TestSbtMultiProject(t *testing.T) {
	src := `ThisBuild / version := "1.2"
ThisBuild / scalaVersion := "2.12.18"
val flinkVersion = "1.20.0"
val jobJar = "orders-job.jar"
lazy val commonSettings = Seq(
  libraryDependencies += "org.apache.flink" % "flink-streaming-java" % flinkVersion % Provided
)
lazy val root = (project in file("."))
  .aggregate(orders, clicks)
  .settings(name := "pipelines")
lazy val orders = (project in file("jobs/orders"))
  .settings(
    commonSettings,
    name := "orders",
    assembly / assemblyJarName := jobJar,
    assembly / mainClass := Some("com.example.OrdersJob")
  )
lazy val clicks = project.in(file("jobs/clicks")).settings(commonSettings, version := "0.9")
lazy val common = project
lazy val other = (project in file("jobs/other")).settings(sharedSettings, name := "other")
lazy val computed = (project in file(dirName)).settings(name := "computed")
assembly / assemblyMergeStrategy := { case _ => MergeStrategy.first }
`
	b := SbtBuild([]byte(src))
	var got []string
	got = append(got, ".="+strings.Join(b.Jars, ","))
	for _, p := range b.Projects {
		got = append(got, p.Dir+"="+strings.Join(p.Build.Jars, ",")+"@"+p.Build.MainClass)
	}
	want := "" +
		".=pipelines_2.12-1.2.jar,pipelines-assembly-1.2.jar " +
		"jobs/orders=orders_2.12-1.2.jar,orders-job.jar@com.example.OrdersJob " +
		"jobs/clicks=clicks_2.12-0.9.jar,clicks-assembly-0.9.jar@ " +
		"common=common_2.12-1.2.jar,common-assembly-1.2.jar@ " +
		"jobs/other=@"
	if strings.Join(got, " ") != want {
		t.Errorf("projects:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	for _, tc := range []struct{ file, jars, dir string }{
		{"build/jobs/orders/src/main/scala/com/example/OrdersJob.scala", "orders_2.12-1.2.jar,orders-job.jar", "jobs/orders"},
		{"build/src/main/scala/Root.scala", "pipelines_2.12-1.2.jar,pipelines-assembly-1.2.jar", "."},
		{"build/jobs/unknown/src/main/scala/X.scala", "", ""},
		{"build/jobs/orders/README/X.scala", "", ""},
	} {
		p, dir, _ := b.ProjectOf("build", tc.file)
		if strings.Join(p.Jars, ",") != tc.jars || dir != tc.dir {
			t.Errorf("%s: %v in %q, want %q in %q", tc.file, p.Jars, dir, tc.jars, tc.dir)
		}
	}

	// The AWS example's layout: the root in file("."), a val for the jar
	// name, the assembly name set at the top level (the root's).
	aws := `lazy val root = (project in file(".")).
  settings(
    name := "getting-started-scala",
    version := "1.0",
    scalaVersion := "2.12.20",
    mainClass := Some("com.amazonaws.services.msf.BasicStreamingJob")
  )

artifactName := { (_: ScalaVersion, _: ModuleID, _: Artifact) => jarName }
assembly / assemblyJarName := jarName
val jarName = "ScalaGettingStarted-flink_1.20.jar"
`
	a := SbtBuild([]byte(aws))
	if got := strings.Join(a.Jars, ","); got != "ScalaGettingStarted-flink_1.20.jar" || a.MainClass != "com.amazonaws.services.msf.BasicStreamingJob" {
		t.Errorf("aws: %q %q", got, a.MainClass)
	}
}
