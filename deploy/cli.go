package deploy

import (
	"bytes"
	"path"
)

// AWS CLI / SDK JSON and application_properties.json.
const (
	AWSCLI        Kind = "aws-cli"
	AppProperties Kind = "application-properties"
)

// awsCLIPrefilter skips JSON that names none of the kinesisanalyticsv2
// request or response members.
func awsCLIPrefilter(_ string, src []byte) bool {
	return contains(src, "ApplicationConfiguration", "ApplicationDetail", "FlinkApplicationConfigurationUpdate") ||
		contains(src, "RuntimeEnvironment") && contains(src, "FLINK-")
}

// appPropertiesPrefilter passes application_properties.json, and other
// JSON arrays that name PropertyGroupId.
func appPropertiesPrefilter(name string, src []byte) bool {
	return name == "application_properties.json" ||
		bytes.HasPrefix(bytes.TrimLeft(trimBOM(src), " \t\r\n"), []byte("[")) && contains(src, "PropertyGroupId")
}

// readAWSCLI reads AWS CLI / SDK JSON for kinesisanalyticsv2:
// create-application input, update-application input (or its
// --application-configuration-update document alone), and
// describe-application output.
func readAWSCLI(filePath string, src []byte, res *Result) {
	doc, problems := parseJSON(src)
	res.Problems = append(res.Problems, problems...)
	if doc == nil || doc.kind != mapNode {
		return
	}
	d := &Deployment{Kind: AWSCLI, Name: path.Base(filePath), Path: filePath, Span: doc.span, Syntax: documentSyntax(filePath, src)}
	switch {
	case doc.get("applicationdetail").ok():
		detail := doc.get("applicationdetail").value
		if detail.kind == mapNode {
			d.Span = detail.span
		}
		awsApplication(d, detail, awsDescribe)
	case doc.get("applicationconfigurationupdate").ok(), doc.get("currentapplicationversionid").ok(),
		doc.get("flinkapplicationconfigurationupdate").ok(), doc.get("environmentpropertyupdates").ok():
		awsApplication(d, doc, awsUpdate)
	case doc.get("applicationconfiguration").ok(), doc.get("runtimeenvironment").ok():
		awsApplication(d, doc, awsCreate)
	default:
		return
	}
	res.Deployments = append(res.Deployments, d)
}

// readAppProperties reads application_properties.json: a JSON array of
// {PropertyGroupId, PropertyMap}. It carries runtime properties only.
func readAppProperties(filePath string, src []byte, res *Result) {
	doc, problems := parseJSON(src)
	res.Problems = append(res.Problems, problems...)
	if doc == nil {
		return
	}
	groups := doc
	if doc.kind == mapNode {
		groups = doc.get("propertygroups", "propertygroupdescriptions").value
	}
	if groups == nil || groups.kind != listNode {
		return
	}
	d := &Deployment{Kind: AppProperties, Name: path.Base(filePath), Path: filePath, Span: doc.span}
	d.PropertyGroups = propertyGroups(groups)
	addRunOptions(d)
	d.Rescaling = Rescaling{Rescales: Unknown, At: doc.span,
		Why: "application_properties.json holds runtime properties only; it says nothing about scaling"}
	res.Deployments = append(res.Deployments, d)
}
