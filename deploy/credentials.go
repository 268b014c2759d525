package deploy

import (
	"bytes"
	"path"
	"regexp"
	"slices"
	"strings"
)

// DotEnv is a sample of the environment file Docker Compose reads beside a
// Compose file (.env.example, .env.sample, ...), or the .env itself when
// the repository commits it.
const DotEnv Kind = "dotenv"

// DotEnvNames are the names of environment files and their committed
// samples.
func DotEnvNames() []string {
	return []string{".env", ".env.example", ".env.sample", ".env.template", ".env.dist", ".env.local", ".env.docker", "example.env", "sample.env"}
}

// IsDotEnvName reports whether a base name is one of DotEnvNames.
func IsDotEnvName(name string) bool {
	return slices.Contains(DotEnvNames(), strings.ToLower(path.Base(name)))
}

// Credential is a password the repository gives a container it starts
// itself: an entry of a Compose service's environment
// (MYSQL_ROOT_PASSWORD: example), or of an environment file that Compose
// reads for ${VAR} substitutions.
type Credential struct {
	File string
	Line int
	// Key is the environment variable.
	Key string
	// Value is the password as written; "" when it is a reference (Ref)
	// without a default.
	Value string
	// Ref is the variable of a Compose value written `${VAR}`, `${VAR:-x}`
	// or `$VAR`, whose value Compose takes from the environment file
	// beside the Compose file ("" for a literal).
	Ref string
	// Service is the Compose service the credential is given to, with the
	// names it is reached by on the Compose network (the service name, its
	// container_name and hostname); "" and none for an environment file.
	Service string
	Hosts   []string
}

// credentialKey reports whether an environment variable gives a service a
// password: MYSQL_ROOT_PASSWORD, POSTGRES_PASSWORD, MINIO_ROOT_PASSWORD,
// RABBITMQ_DEFAULT_PASS, MINIO_SECRET_KEY, ...
func credentialKey(k string) bool {
	k = strings.ToUpper(k)
	return strings.Contains(k, "PASSWORD") || strings.Contains(k, "PASSWD") || strings.HasSuffix(k, "_PASS") ||
		strings.Contains(k, "SECRET")
}

var composeRef = regexp.MustCompile(`^\$\{?([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}?$`)

// composeCredentials are the passwords the services of a Compose file are
// given in their environment, every service (a database a job connects to
// is not a Flink service).
func composeCredentials(filePath string, src []byte, services *node) []Credential {
	var out []Credential
	for i, k := range services.keys {
		svc := services.vals[i]
		if svc == nil || svc.kind != mapNode {
			continue
		}
		env := svc.get("environment").value
		if env == nil {
			continue
		}
		hosts := []string{k.name}
		for _, key := range []string{"containername", "hostname"} {
			if h, ok := svc.get(key).value.text(); ok && h != "" {
				hosts = append(hosts, h)
			}
		}
		add := func(key, value string, at int) {
			if !credentialKey(key) || value == "" {
				return
			}
			c := Credential{File: filePath, Line: lineOf(src, at), Key: key, Value: value, Service: k.name, Hosts: hosts}
			if m := composeRef.FindStringSubmatch(value); m != nil {
				c.Ref, c.Value = m[1], m[2]
			} else if strings.Contains(value, "$") {
				return
			}
			out = append(out, c)
		}
		for j, ek := range env.keys {
			if v, ok := env.vals[j].text(); ok {
				add(ek.name, v, ek.span.Start)
			}
		}
		for _, it := range env.items {
			if s, ok := it.text(); ok {
				if key, v, ok := strings.Cut(s, "="); ok {
					add(strings.TrimSpace(key), strings.TrimSpace(v), it.span.Start)
				}
			}
		}
	}
	return out
}

func dotEnvPrefilter(_ string, src []byte) bool {
	return bytes.Contains(bytes.ToUpper(src), []byte("PASS")) || bytes.Contains(bytes.ToUpper(src), []byte("SECRET"))
}

// readDotEnv reads the password entries of an environment file: KEY=VALUE
// lines, `export` allowed, values quoted or not.
func readDotEnv(filePath string, src []byte, res *Result) {
	line := 0
	for raw := range strings.SplitSeq(string(src), "\n") {
		line++
		s := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(raw), "export "))
		if s == "" || s[0] == '#' {
			continue
		}
		k, v, ok := strings.Cut(s, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || !credentialKey(k) {
			continue
		}
		if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
			v = v[1 : len(v)-1]
		} else if h := strings.Index(v, " #"); h >= 0 {
			v = strings.TrimSpace(v[:h])
		}
		if v == "" || strings.Contains(v, "$") {
			continue
		}
		res.Credentials = append(res.Credentials, Credential{File: filePath, Line: line, Key: k, Value: v})
	}
}
