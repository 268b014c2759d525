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
		{"multi project", `lazy val root = project.settings(name := "x", version := "1")`, "", ""},
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
