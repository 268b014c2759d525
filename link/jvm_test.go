package link

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/deploy"
)

// TestJarCopiedUnderAnotherName: a Dockerfile that copies a module's
// build output to the name a deployment runs links that module's job; a
// second copy that may put a file there, a source outside a build's output
// directory, or two modules that match leave it unlinked.
func TestJarCopiedUnderAnotherName(t *testing.T) {
	jobs := []JobFile{
		{Path: "app/src/main/java/a/Job.java", Jars: []string{"clicks-1.0.jar"}, Classes: []string{"a.Job"}, Main: true, Build: "app/pom.xml"},
		{Path: "gr/src/main/java/b/Job.java", Jars: []string{"gr-2.jar", "gr-2-all.jar"}, Classes: []string{"b.Job"}, Main: true, Build: "gr/build.gradle"},
	}
	dep := &deploy.Deployment{Kind: "k8s", Name: "d", Path: "k8s/d.yaml",
		EntryPoints: []deploy.EntryPoint{{Kind: deploy.JarFile, Value: "local:///opt/flink/usrlib/job.jar"}}}
	cp := func(src, text string) deploy.ImageCopy {
		return deploy.ImageCopy{Dockerfile: "Dockerfile", Sources: []string{src}, Dest: "/opt/flink/usrlib/job.jar", DestDir: true, Unknown: true, Line: 2, Text: text}
	}
	tests := []struct {
		name   string
		copies []deploy.ImageCopy
		want   string
	}{
		{"maven target wildcard", []deploy.ImageCopy{cp("app/target/*.jar", "COPY app/target/*.jar /opt/flink/usrlib/job.jar")}, "app/src/main/java/a/Job.java"},
		{"gradle shadow jar", []deploy.ImageCopy{cp("gr/build/libs/*-all.jar", "COPY gr/build/libs/*-all.jar /opt/flink/usrlib/job.jar")}, "gr/src/main/java/b/Job.java"},
		{"into a directory", []deploy.ImageCopy{cp("app/target/*.jar", "COPY app/target/*.jar /opt/flink/usrlib/job.jar/")}, ""},
		{"two copies", []deploy.ImageCopy{cp("app/target/*.jar", "COPY app/target/*.jar /opt/flink/usrlib/job.jar"),
			cp("gr/build/libs/*.jar", "COPY gr/build/libs/*.jar /opt/flink/usrlib/job.jar")}, ""},
		{"not a build output", []deploy.ImageCopy{cp("jars/*.jar", "COPY jars/*.jar /opt/flink/usrlib/job.jar")}, ""},
		{"no jar matches", []deploy.ImageCopy{cp("app/target/*-shaded.jar", "COPY app/target/*-shaded.jar /opt/flink/usrlib/job.jar")}, ""},
	}
	for _, tt := range tests {
		l := Jobs([]*deploy.Deployment{dep}, jobs, tt.copies, nil, 1)[0]
		if got := strings.Join(l.Jobs, ","); got != tt.want {
			t.Errorf("%s: %q, want %q (%s)", tt.name, got, tt.want, l.Why)
		}
	}
}
