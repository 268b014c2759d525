package flink

import "strings"

// secretSegments are last key segments (normalised: lower case, '-' and '_'
// removed) whose value is a credential.
var secretSegments = map[string]bool{
	"password": true, "passwd": true, "pwd": true, "pass": true,
	"secret": true, "secretkey": true, "secretaccesskey": true, "clientsecret": true,
	"token": true, "accesstoken": true, "sessiontoken": true, "authtoken": true,
	"bearertoken": true, "refreshtoken": true, "apikey": true, "apisecret": true,
	"privatekey": true,
}

// dropSeparators normalises key segments. It is built once: a
// strings.Replacer builds its tables on first use, which cost more than the
// replacement itself when IsSecretKey is called for every option.
var dropSeparators = strings.NewReplacer("-", "", "_", "")

// hasSuffixDotted reports whether k ends with suffix when its '-' and '_'
// are read as '.', without building that spelling of k (IsSecretKey asks
// for every option).
func hasSuffixDotted(k, suffix string) bool {
	if len(k) < len(suffix) {
		return false
	}
	k = k[len(k)-len(suffix):]
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c == '-' || c == '_' {
			c = '.'
		}
		if c != suffix[i] {
			return false
		}
	}
	return true
}

// secretNamingKeys are Flink configuration keys whose value names a secret
// kept elsewhere instead of holding one: kubernetes.secrets mounts Kubernetes
// Secrets by name ("name:/mount/path"), kubernetes.env.secretKeyRef maps
// their keys to environment variables (KubernetesConfigOptions in
// flink-kubernetes).
var secretNamingKeys = map[string]bool{
	"kubernetes.secrets":            true,
	"kubernetes.env.secretkeyref":   true,
	"kubernetes.env.secret-key-ref": true,
}

// wellKnownDefaultCredentials are credentials that are public because a
// product ships them as its default: the JDK's truststore password, the
// MinIO, PostgreSQL and MySQL container images' defaults, the Debezium
// tutorial database's user, the admin:admin of local registries. Committing
// one discloses nothing; using it beyond a local demo is a different
// problem, so a rule reports it at a low level.
var wellKnownDefaultCredentials = map[string]bool{
	"changeit": true, "minioadmin": true, "minio123": true, "postgres": true,
	"root": true, "admin": true, "admin:admin": true, "dbz": true,
}

// IsWellKnownDefaultCredential reports whether value is a credential that a
// product ships as its default, and so is public (see
// wellKnownDefaultCredentials).
func IsWellKnownDefaultCredential(value string) bool {
	return wellKnownDefaultCredentials[strings.TrimSpace(value)]
}

// IsSecretKey reports whether an option or property named key carries a
// credential by its name alone: "password", "properties.ssl.keystore.password",
// "aws.credentials.provider.basic.secretkey", "api-token", ... Keys whose value
// is a switch or a name (".enabled", "aws.credentials.provider",
// "sink.transactional-id-prefix") are not secrets. Keys that are secret only
// for some values (sasl.jaas.config) are handled by IsSecret.
func IsSecretKey(key string) bool {
	k := strings.ToLower(strings.TrimSpace(key))
	if secretNamingKeys[k] {
		return false
	}
	last := k
	if i := strings.LastIndexByte(k, '.'); i >= 0 {
		last = k[i+1:]
	}
	n := dropSeparators.Replace(last)
	if secretSegments[n] || hasSuffixDotted(k, "basic.auth.user.info") { // "user:password"

		return true
	}
	for _, s := range []string{"password", "passwd", "secret"} {
		if strings.Contains(n, s) {
			return true
		}
	}
	return strings.HasSuffix(n, "token") && !strings.HasSuffix(n, "tokens")
}

// IsSecret reports whether the option key = value exposes a credential: a
// secret key with a non-empty value, a JAAS config (sasl.jaas.config) or any
// value with an inline "password=" / "secret=" / "token=" (JDBC URLs), or a
// URL with user:password@ credentials.
func IsSecret(key, value string) bool {
	if strings.TrimSpace(value) == "" {
		return false
	}
	if IsSecretKey(key) {
		return true
	}
	v := strings.ToLower(value)
	for _, marker := range []string{"password=", "password =", "secret=", "secretkey=", "token=", "pwd="} {
		if strings.Contains(v, marker) {
			return true
		}
	}
	// scheme://user:password@host
	if i := strings.Index(v, "://"); i >= 0 {
		rest := v[i+3:]
		if at := strings.IndexByte(rest, '@'); at > 0 {
			if slash := strings.IndexByte(rest, '/'); slash < 0 || at < slash {
				return strings.Contains(rest[:at], ":")
			}
		}
	}
	return false
}

// Redacted is what Redact returns for every value.
const Redacted = "****"

// Redact returns the text to show instead of a secret value. It never reveals
// any part of the value, not even its length.
func Redact(string) string { return Redacted }
