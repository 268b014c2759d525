package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL040 flags credentials written in plain text in job code, SQL or
// deployment configs. The value is never printed.
var FL040 = newRule(fl040Doc, runFL040, model.Analyzer)

var fl040Doc = Doc{
	ID:           "FL040",
	Name:         "plaintext-secret",
	Summary:      "a password, secret key, token or credential-bearing URL written in plain text",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"security", "secrets"},
	// High (7.0-8.9 in GitHub code scanning): hard-coded credentials, CWE-798.
	SecuritySeverity: "7.5",
	Explanation: `
A credential is written in plain text where it will be committed, reviewed, logged and shipped in the
application artifact:

- a table or catalog option (` + "`CREATE TABLE ... WITH`" + `, ` + "`CREATE CATALOG`" + `, ` + "`ALTER TABLE ... SET`" + `,
  ` + "`/*+ OPTIONS(...) */`" + ` hints, PyFlink ` + "`TableDescriptor`" + ` options): ` + "`'password'`" + `,
  ` + "`'properties.sasl.jaas.config'`" + ` with ` + "`password=`" + `, ` + "`'aws.credentials.provider.basic.secretkey'`" + `,
  a JDBC ` + "`'url'`" + ` with ` + "`password=`" + `, any ` + "`scheme://user:password@host`" + ` URL;
- a ` + "`SET`" + ` statement or a PyFlink configuration call;
- an AWS Managed Flink runtime property (` + "`PropertyGroups`" + `), a Kubernetes operator ` + "`flinkConfiguration`" + `
  entry, a ` + "`flink-conf.yaml`" + ` / ` + "`config.yaml`" + ` key.

What leaks at run time depends on where the credential sits. Flink hides the value of a configuration
key whose name marks it as sensitive (it contains ` + "`password`" + `, ` + "`secret`" + ` or ` + "`token`" + `, among others) when it
logs or shows the configuration; it does not recognise a credential inside another value, so a JDBC
` + "`url`" + ` with ` + "`password=`" + ` or a ` + "`user:password@host`" + ` URL is printed as written. In every case the credential
is in the repository and in the application artifact.

A Terraform variable whose value is written in ` + "`terraform.tfvars`" + ` or ` + "`*.auto.tfvars`" + ` is reported
there, at the variable's key, and one whose ` + "`default`" + ` holds the credential is reported at that
default: that is the line that commits the credential.

Not a finding: a value that is not known statically (an f-string hole, a variable, a Terraform
` + "`var.`" + ` that no variable file of the module sets), and values that refer to a secret instead of holding it: ` + "`${VAR}`" + ` substitutions, ` + "`$VAR`" + `,
CloudFormation ` + "`{{resolve:secretsmanager:...}}`" + `, Secrets Manager / SSM ARNs, and keys that name a
secret kept elsewhere (` + "`kubernetes.secrets: 'tls-cert:/opt/flink/tls-cert'`" + ` mounts the Kubernetes Secret
` + "`tls-cert`" + `; ` + "`kubernetes.env.secretKeyRef`" + `).

flinklint never prints the value: the finding points at the key, and every output format
(text, json, sarif, github, checkstyle) redacts it from snippets and messages.
`,
	Levels: `
Error for a credential that is not public. A note for a password the repository gives a container it
starts itself: a service of its Docker Compose file sets it in its environment (` + "`MYSQL_ROOT_PASSWORD`" + `,
` + "`POSTGRES_PASSWORD`" + `, ...; literally, or through ` + "`${VAR}`" + ` and the ` + "`.env`" + ` file or sample beside the Compose
file), and the credential is for that service's host (the ` + "`hostname`" + ` option, the host of the JDBC
` + "`url`" + `) or for ` + "`localhost`" + `; or a ` + "`.env`" + ` sample (` + "`.env.example`" + `, ...) sets it and the host is
` + "`localhost`" + `. The note states that evidence. A literal password for any other host stays an error. A note for a product's well-known default credential
(the JDK truststore's ` + "`changeit`" + `, MinIO's ` + "`minioadmin`" + `, the PostgreSQL and MySQL images'
` + "`postgres`" + ` and ` + "`root`" + `, ` + "`admin:admin`" + `, the Debezium tutorial's ` + "`dbz`" + `): it is no
secret, but a service reachable with it is open.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders_db (id STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/shop',
  'table-name' = 'orders',
  'username' = 'flink',
  'password' = 'example-not-a-real-password'
);`}},
	Fix: `
Keep the credential out of the source: read it at run time from AWS Secrets Manager / Parameter Store,
a Kubernetes Secret mounted as an environment variable, or the application's runtime properties, and
pass it in (` + "`os.environ[\"DB_PASSWORD\"]`" + ` in PyFlink, ` + "`${DB_PASSWORD}`" + ` where the deployment
substitutes it). Rotate any credential that was committed: it stays in the repository history.
`,
	References: []string{
		"https://cwe.mitre.org/data/definitions/798.html",
		"https://docs.aws.amazon.com/managed-flink/latest/java/how-properties.html",
	},
	Sources: []string{
		"apache/flink flink-core/src/main/java/org/apache/flink/configuration/GlobalConfiguration.java, isSensitive: a key is sensitive when its lower-cased name contains one of SENSITIVE_KEYS (password, secret, token, jaas.config and others); logConfiguration and ConfigurationUtils.hideSensitiveValues print such values hidden (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-kubernetes/src/main/java/org/apache/flink/kubernetes/configuration/KubernetesConfigOptions.java: 'kubernetes.secrets' mounts and 'kubernetes.env.secretKeyRef' exposes Kubernetes Secrets by name (release-2.2.1-rc2)",
		"apache/flink-connector-aws flink-connector-aws-base/src/main/java/org/apache/flink/connector/aws/config/AWSConfigConstants.java: the basic credentials provider's secret key is the provider key plus '.basic.secretkey', so 'aws.credentials.provider.basic.secretkey' (v5.0.0)",
	},
}

func runFL040(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, s := range m.Secrets() {
		f := s.File
		level, message := finding.Error, fmt.Sprintf("plaintext secret in '%s' (%s): the value is committed with the source; "+
			"read it at run time from a secret store or the environment instead, and rotate it", s.Key, s.Where)
		if ev, ok := m.DemoCredentialOf(s); ok {
			level, message = finding.Note, fmt.Sprintf("'%s' (%s) is the password %s, and this connects to %q: "+
				"a demo credential of a container the repository starts, not a secret; outside a local demo, "+
				"read a real one at run time", s.Key, s.Where, demoEvidence(ev), ev.Host)
		} else if flink.IsWellKnownDefaultCredential(s.Value) {
			level, message = finding.Note, fmt.Sprintf("'%s' (%s) is a product's well-known default credential: "+
				"committing it discloses nothing, but anything that reaches this service with it gets in; "+
				"outside a local demo, set a real credential and read it at run time", s.Key, s.Where)
		}
		m.Report(pass, level, analysis.Diagnostic{
			Pos: f.Pos(s.KeyStart), End: f.Pos(s.KeyEnd), Message: message,
		})
	}
	return nil, nil
}

// demoEvidence says where the repository gives a local container the
// password: `docker-compose.yml gives service "mysql" (MYSQL_ROOT_PASSWORD,
// line 12)`, with the environment file that fills a ${VAR} in.
func demoEvidence(ev model.DemoCredential) string {
	g := ev.Given
	if g.Service == "" {
		return fmt.Sprintf("the environment file %s sets for a local container (%s, line %d)", g.File, g.Key, g.Line)
	}
	out := fmt.Sprintf("%s gives its service %q (%s, line %d", g.File, g.Service, g.Key, g.Line)
	if ev.From != nil {
		out += fmt.Sprintf(", from %s in %s, line %d", ev.From.Key, ev.From.File, ev.From.Line)
	}
	return out + ")"
}
