package rules

import (
	"strings"
	"testing"
)

func TestPythonSpec(t *testing.T) {
	pyflink21, _ := parsePythonSpec(">=3.9")
	for _, tc := range []struct {
		spec      string
		parses    bool
		withFlink bool // some Python it allows is one PyFlink 2.1 accepts
	}{
		{">=3.8", true, true},
		{"==3.8.*", true, false},
		{"<3.9", true, false},
		{">=3.7,<3.9", true, false},
		{"~=3.8", true, true}, // 3.8 <= v < 4
		{"~=3.8.0", true, false},
		{"==3.9.*", true, true},
		{"!=3.8.*,>=3.8", true, true},
		{"==3.8", true, false},
		{">=3.8.*", false, false},
		{"3.8", false, false},
		{"", false, false},
	} {
		spec, ok := parsePythonSpec(tc.spec)
		if ok != tc.parses {
			t.Errorf("%q parses %v, want %v", tc.spec, ok, tc.parses)
			continue
		}
		if ok {
			if got := spec.anySeries(pyflink21); got != tc.withFlink {
				t.Errorf("%q with >=3.9: %v, want %v", tc.spec, got, tc.withFlink)
			}
		}
	}
}

func TestDockerPython(t *testing.T) {
	for src, want := range map[string]string{
		"FROM python:3.8-slim\nRUN pip install apache-flink==1.18.1\n":            "3.8",
		"FROM docker.io/library/python:3.10.4\nRUN pip install apache-flink\n":    "3.10",
		"FROM python:3.11 AS b\nRUN pip install pyflink\nFROM python:3.8\n":       "3.8",
		"FROM python:3.8 AS b\nRUN pip install apache-flink\nFROM flink:1.18.1\n": "",
		"# pyflink\nFROM python:3.8\nRUN pip install kafka-python\n":              "",
		"FROM python:${PY}\nRUN pip install apache-flink\n":                       "",
	} {
		got := ""
		for _, s := range dockerPython([]byte(src)) {
			got = strings.Fields(s.what)[4] // "the image's Python is X.Y (FROM ...)"
		}
		if got != want {
			t.Errorf("%q: %q, want %q", src, got, want)
		}
	}
}

func TestProjectPython(t *testing.T) {
	pyflink21, _ := parsePythonSpec(">=3.9")
	for _, tc := range []struct {
		name, src string
		lowest    string // "" when not reported
	}{
		{"pyproject.toml", "[project]\nrequires-python = \">=3.8\"\ndependencies = [\"apache-flink==1.18.1\"]\n", "3.8"},
		{"pyproject.toml", "[project]\nrequires-python = \">=3.9\"\ndependencies = [\"apache-flink==1.18.1\"]\n", ""},
		{"pyproject.toml", "[project]\nrequires-python = \"<3.12\"\ndependencies = [\"apache-flink\"]\n", ""},
		{"pyproject.toml", "[project]\nrequires-python = \"!=3.8.*\"\ndependencies = [\"apache-flink\"]\n", ""},
		{"pyproject.toml", "[project]\nrequires-python = \">=3.8\"\ndependencies = [\"apache-flink-statefun\"]\n", ""},
		{"pyproject.toml", "[project]\nrequires-python = \">=3.8\"\ndependencies = [\"requests\"]\n", ""},
		{"pyproject.toml", "[tool.poetry.dependencies]\npython = \"^3.7\"\napache-flink = \"1.18.1\"\n", "3.7"},
		{"pyproject.toml", "[tool.poetry.dependencies]\npython = \"~3.8\"\napache-flink = \"1.18.1\"\n", "3.8"},
		{"pyproject.toml", "[tool.poetry.dependencies]\npython = \"^3.8 || ^3.9\"\napache-flink = \"1.18.1\"\n", ""},
		{"pyproject.toml", "requires-python = = \">=3.8\" \"apache-flink\"\n", ""},
		{"setup.py", "setup(python_requires='>=3.8', install_requires=['apache-flink'])\n", "3.8"},
		{"setup.py", "# python_requires='>=3.8'\nsetup(install_requires=['apache-flink'])\n", ""},
		{"setup.py", "setup(python_requires=PY, install_requires=['apache-flink'])\n", ""},
	} {
		s, ok := projectPython(tc.name, []byte(tc.src), pyflink21)
		got := ""
		if ok {
			got = s.what[strings.LastIndex(s.what, " ")+1:]
		}
		if got != tc.lowest {
			t.Errorf("%s %q: lowest %q, want %q", tc.name, tc.src, got, tc.lowest)
		}
	}
}
