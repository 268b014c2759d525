package deploy

import (
	"path"
	"strings"

	"github.com/flinklint/flinklint/pyparse"
)

// Kinds read from Python calls (FromPythonCDK).
const (
	CDKPython Kind = "cdk-python"
	AWSSDK    Kind = "aws-sdk" // boto3 create_application / update_application in Python
)

// FromPythonCDK reads the AWS CDK Flink constructs among the calls pyparse
// extracted from a Python file: the alpha Application
// (aws_kinesisanalytics_flink_alpha) and CfnApplication / CfnApplicationV2,
// whose keyword arguments are snake_case props. Imports are not visible in
// Module.Calls, so a construct is recognised by its name and its
// arguments: Application needs runtime= or code=, CfnApplication needs
// runtime_environment= or application_configuration= (which sets it apart
// from appconfig/emrserverless/sam CfnApplication).
func FromPythonCDK(filePath string, mod *pyparse.Module) (res *Result) {
	res = &Result{Kind: CDKPython}
	defer recoverInto(res)
	if mod == nil {
		return res
	}
	for _, c := range mod.Comments {
		res.Comments = append(res.Comments, Comment{Span: Span(c.Span), Text: c.Text})
	}
	for _, call := range mod.Calls {
		if call == nil {
			continue
		}
		kind, resource := classifyPyCall(call)
		if kind == notFlinkConstruct {
			continue
		}
		if kind == sdkCreate || kind == sdkUpdate {
			res.Deployments = append(res.Deployments, sdkDeployment(filePath, call, kind))
			continue
		}
		d := &Deployment{Kind: CDKPython, Path: filePath, Span: Span(call.Span), Name: resource}
		props := &node{kind: mapNode, span: Span(call.Span)}
		pos := 0
		for _, a := range call.Args {
			if a.Name == "" {
				if pos == 1 {
					if id, ok := pyValue(a.Value, 0).text(); ok {
						d.Name = id
					}
				}
				pos++
				continue
			}
			key := Span{a.Span.Start, min(a.Span.Start+len(a.Name), a.Span.End)}
			props.add(a.Name, key, pyValue(a.Value, 0))
		}
		if kind == cdkAlphaApp {
			cdkAlpha(d, props)
		} else {
			cdkL1(d, resource, props)
		}
		res.Deployments = append(res.Deployments, d)
	}
	return res
}

func classifyPyCall(c *pyparse.Call) (cdkConstruct, string) {
	parts := strings.Split(c.Callee, ".")
	last := parts[len(parts)-1]
	qual := strings.ToLower(strings.Join(parts[:len(parts)-1], "."))
	has := func(names ...string) bool {
		for _, a := range c.Args {
			for _, n := range names {
				if a.Name == n {
					return true
				}
			}
		}
		return false
	}
	switch last {
	case "Application":
		if has("runtime", "code") && (qual == "" || strings.Contains(qual, "flink") || strings.Contains(qual, "kinesis") || strings.Contains(qual, "kda") || strings.Contains(qual, "msf")) {
			return cdkAlphaApp, last
		}
	case "create_application", "update_application":
		// client.create_application(ApplicationName=..., RuntimeEnvironment=...):
		// the API's PascalCase request names, which no other client shares.
		if last == "create_application" && has("RuntimeEnvironment", "ApplicationConfiguration") {
			return sdkCreate, last
		}
		if last == "update_application" && has("ApplicationConfigurationUpdate", "CurrentApplicationVersionId") {
			return sdkUpdate, last
		}
	case "CfnApplication", "CfnApplicationV2":
		if has("runtime_environment", "application_configuration") || strings.Contains(qual, "kinesisanalytics") {
			return cdkL1App, last
		}
	}
	return notFlinkConstruct, ""
}

// sdkDeployment reads a boto3 kinesisanalyticsv2 create_application or
// update_application call: its keyword arguments are the request the AWS
// CLI takes as JSON, read the same way.
func sdkDeployment(filePath string, call *pyparse.Call, kind cdkConstruct) *Deployment {
	d := &Deployment{Kind: AWSSDK, Path: filePath, Span: Span(call.Span), Name: call.Callee}
	req := &node{kind: mapNode, span: Span(call.Span)}
	for _, a := range call.Args {
		if a.Name == "" {
			continue
		}
		key := Span{a.Span.Start, min(a.Span.Start+len(a.Name), a.Span.End)}
		req.add(a.Name, key, pyValue(a.Value, 0))
	}
	if name, ok := req.get("applicationname").value.text(); ok {
		d.Name = name
	}
	mode := awsCreate
	if kind == sdkUpdate {
		mode = awsUpdate
	}
	awsApplication(d, req, mode)
	return d
}

// pyValue converts a pyparse value into a node, recognising the CDK helpers
// (Runtime, ApplicationCode.from_asset, Duration) and props classes (any
// other call with keyword arguments reads as a map of them).
func pyValue(v *pyparse.Value, depth int) *node {
	if v == nil {
		return &node{kind: nullNode}
	}
	span := Span(v.Span)
	if depth > maxTSDepth {
		return unknownScalar(span)
	}
	switch v.Kind {
	case pyparse.StringKind:
		str, _ := pyparse.FileRelative(v.Str)
		return knownScalar(str, span)
	case pyparse.NumberKind:
		return knownScalar(v.Str, span)
	case pyparse.BoolKind:
		return knownScalar(strings.ToLower(v.Str), span)
	case pyparse.NoneKind:
		return &node{kind: nullNode, span: span}
	case pyparse.ListKind:
		out := &node{kind: listNode, span: span}
		for _, it := range v.List {
			out.items = append(out.items, pyValue(it, depth+1))
		}
		return out
	case pyparse.DictKind:
		out := &node{kind: mapNode, span: span}
		for i, k := range v.Keys {
			if !k.Known || i >= len(v.Values) {
				continue
			}
			out.add(k.Value, Span(k.Span), pyValue(v.Values[i], depth+1))
		}
		return out
	case pyparse.NameKind:
		parts := strings.Split(v.Str, ".")
		if rt, ok := runtimeMember(parts[len(parts)-1]); ok {
			return knownScalar(rt, span)
		}
	case pyparse.CallKind:
		if v.Call != nil {
			return pyCallValue(v.Call, span, depth)
		}
	}
	return unknownScalar(span)
}

func pyCallValue(c *pyparse.Call, span Span, depth int) *node {
	parts := strings.Split(c.Callee, ".")
	last := parts[len(parts)-1]
	qual := ""
	if len(parts) > 1 {
		qual = parts[len(parts)-2]
	}
	var pos []*pyparse.Value
	for _, a := range c.Args {
		if a.Name == "" {
			pos = append(pos, a.Value)
		}
	}
	switch {
	case qual == "Runtime" && last == "of" && len(pos) == 1:
		if s, ok := pyValue(pos[0], depth+1).text(); ok {
			return knownScalar(s, span)
		}
		return unknownScalar(span)
	case qual == "ApplicationCode" && last == "from_asset" && len(pos) >= 1:
		out := &node{kind: mapNode, span: span}
		out.add("$fromAsset", Span(pos[0].Span), pyValue(pos[0], depth+1))
		return out
	case qual == "ApplicationCode" && last == "from_bucket" && len(pos) >= 2:
		out := &node{kind: mapNode, span: span}
		out.add("$fromBucket", Span(pos[1].Span), pyValue(pos[1], depth+1))
		return out
	case qual == "Duration" && len(pos) == 1:
		if s, ok := pyValue(pos[0], depth+1).text(); ok {
			if ms, ok := durationMillis(last, s); ok {
				return knownScalar(ms, span)
			}
		}
		return unknownScalar(span)
	case c.Callee == "os.path.join" || c.Callee == "path.join":
		var segs []string
		for _, p := range pos {
			s, ok := pyValue(p, depth+1).text()
			if !ok {
				return unknownScalar(span)
			}
			segs = append(segs, s)
		}
		return knownScalar(path.Join(segs...), span)
	case c.Callee == "os.path.dirname" || c.Callee == "os.path.abspath":
		if len(pos) == 1 && pos[0].Kind == pyparse.NameKind && pos[0].Str == "__file__" {
			return knownScalar("", span)
		}
		return unknownScalar(span)
	}
	// A props class: keyword arguments are the fields.
	out := &node{kind: mapNode, span: span}
	for _, a := range c.Args {
		if a.Name == "" {
			continue
		}
		key := Span{a.Span.Start, min(a.Span.Start+len(a.Name), a.Span.End)}
		out.add(a.Name, key, pyValue(a.Value, depth+1))
	}
	if len(out.keys) == 0 {
		return unknownScalar(span)
	}
	return out
}
