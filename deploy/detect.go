package deploy

import (
	"bytes"
	"path"
	"strings"
)

// Detect tells, from the file name and a cheap byte scan, which reader a
// file needs; "" when it is not a deployment config. Python files are never
// configs here: pyparse reads them, and CDK Python arrives through
// FromPythonCDK. Terraform files are reported so the caller can gather the
// module directory for ReadTerraform (see IsTerraformFile).
func Detect(filePath string, src []byte) Kind {
	name := strings.ToLower(path.Base(strings.ReplaceAll(filePath, "\\", "/")))
	ext := path.Ext(name)
	switch ext {
	case ".py", ".pyi":
		return ""
	case ".tf":
		if bytes.Contains(src, []byte("aws_kinesisanalyticsv2_application")) {
			return Terraform
		}
		return ""
	case ".ts", ".mts", ".cts":
		if strings.HasSuffix(name, ".d.ts") {
			return ""
		}
		if bytes.Contains(src, []byte("kinesisanalytics")) {
			return CDKTypeScript
		}
		return ""
	case ".yaml", ".yml", ".json", ".template", ".jsonc":
	default:
		return ""
	}
	switch {
	case bytes.Contains(src, []byte(cfnAppType)) || bytes.Contains(src, []byte(cfnLegacyAppType)):
		return CloudFormation
	case bytes.Contains(src, []byte("flink.apache.org/")) &&
		(bytes.Contains(src, []byte("FlinkDeployment")) || bytes.Contains(src, []byte("FlinkSessionJob"))):
		return K8sOperator
	case bytes.Contains(src, []byte("HorizontalPodAutoscaler")) && bytes.Contains(src, []byte("FlinkDeployment")):
		return K8sOperator
	case bytes.Contains(src, []byte("ConfigMap")) && bytes.Contains(src, []byte(".sql:")):
		// SQL scripts a FlinkDeployment may mount (readOperator).
		return K8sOperator
	case name == "flink-conf.yaml" || name == "flink-conf.yml":
		return FlinkConfig
	}
	if ext == ".json" {
		switch {
		case name == "application_properties.json" || bytes.HasPrefix(bytes.TrimLeft(trimBOM(src), " \t\r\n"), []byte("[")) && bytes.Contains(src, []byte("PropertyGroupId")):
			return AppProperties
		case bytes.Contains(src, []byte("ApplicationConfiguration")) || bytes.Contains(src, []byte("ApplicationDetail")) ||
			bytes.Contains(src, []byte("FlinkApplicationConfigurationUpdate")) ||
			bytes.Contains(src, []byte("RuntimeEnvironment")) && bytes.Contains(src, []byte("FLINK-")):
			return AWSCLI
		}
		return ""
	}
	if name == "config.yaml" || name == "config.yml" {
		if looksLikeFlinkConfig(src) {
			return FlinkConfig
		}
	}
	return ""
}

func trimBOM(src []byte) []byte { return bytes.TrimPrefix(src, []byte("\ufeff")) }

// looksLikeFlinkConfig is the byte scan for a generic config.yaml: it must
// mention a Flink-only key family.
func looksLikeFlinkConfig(src []byte) bool {
	for _, w := range []string{"jobmanager", "taskmanager", "scheduler-mode", "parallelism", "execution.checkpointing", "state.backend"} {
		if bytes.Contains(src, []byte(w)) {
			return true
		}
	}
	return false
}

// IsTerraformFile reports a file that belongs in ReadTerraform's input for
// its directory: *.tf, *.tfvars, *.tfvars.json (which includes *.auto.tfvars
// and *.auto.tfvars.json).
func IsTerraformFile(filePath string) bool {
	name := strings.ToLower(path.Base(strings.ReplaceAll(filePath, "\\", "/")))
	return strings.HasSuffix(name, ".tf") || strings.HasSuffix(name, ".tfvars") || strings.HasSuffix(name, ".tfvars.json")
}
