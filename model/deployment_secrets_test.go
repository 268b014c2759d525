package model

import "testing"

func TestIsPlaintextSecret(t *testing.T) {
	tests := []struct {
		key, value string
		want       bool
	}{
		{"password", "hunter2", true},
		{"properties.ssl.keystore.password", "changeit", true},
		{"s3.secret-key", "wJalrXUtnFEMI", true},
		{"url", "jdbc:postgresql://db/shop?user=u&password=p4ss", true},
		{"url", "jdbc:mysql://u:p4ss@db:3306/x", true},
		{"properties.sasl.jaas.config", `org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";`, true},
		{"api.token", "abc123", true},
		// not secrets
		{"password", "", false},
		{"password", "${DB_PASSWORD}", false},
		{"password", "$DB_PASSWORD", false},
		{"password", "{{resolve:secretsmanager:prod/db:SecretString:password}}", false},
		{"db.secret.arn", "arn:aws:secretsmanager:eu-west-1:1:secret:x", false},
		{"password", "****", false},
		{"password", "<your-password>", false},
		{"PASSWORD", "yourPassword", false},
		{"password", "your_db_password", false},
		{"s3.secret-key", "YOUR-SECRET-KEY", false},
		{"password", "your2ndPassw0rd", true},
		{"url", "jdbc:postgresql://db/shop?password=${PW}", false},
		{"url", "jdbc:postgresql://db:5432/shop", false},
		{"username", "flink", false},
		{"s3.access-key", "AKIAEXAMPLE", false},
		{"aws.secrets-manager.enabled", "true", false},
		{"sink.transactional-id-prefix", "orders", false},
	}
	for _, tc := range tests {
		if got := IsPlaintextSecret(tc.key, tc.value); got != tc.want {
			t.Errorf("IsPlaintextSecret(%q, %q) = %v, want %v", tc.key, tc.value, got, tc.want)
		}
	}
}
