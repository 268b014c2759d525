package deploy

import (
	"reflect"
	"testing"
)

func TestComposeCredentials(t *testing.T) {
	src := []byte(`services:
  mysql:
    image: mysql:8.0
    container_name: shop-db
    environment:
      MYSQL_ROOT_PASSWORD: rootdemo
      MYSQL_DATABASE: shop
  postgres:
    image: postgres:16
    environment:
      - POSTGRES_PASSWORD=${PG_PASSWORD:-pgdemo}
      - POSTGRES_USER=flink
  app:
    image: app
    environment:
      DB_PASSWORD: prefix-${SUFFIX}
`)
	res := Read("docker-compose.yml", src)
	want := []Credential{
		{File: "docker-compose.yml", Line: 6, Key: "MYSQL_ROOT_PASSWORD", Value: "rootdemo", Service: "mysql", Hosts: []string{"mysql", "shop-db"}},
		{File: "docker-compose.yml", Line: 11, Key: "POSTGRES_PASSWORD", Value: "pgdemo", Ref: "PG_PASSWORD", Service: "postgres", Hosts: []string{"postgres"}},
	}
	if !reflect.DeepEqual(res.Credentials, want) {
		t.Errorf("credentials:\n got %+v\nwant %+v", res.Credentials, want)
	}
}

func TestDotEnvCredentials(t *testing.T) {
	res := Read(".env.example", []byte("# sample\nMYSQL_ROOT_PASSWORD=rootdemo\nexport PG_PASSWORD=\"pg demo\"\nHOST=db\nAPI_SECRET=${X}\nRABBITMQ_DEFAULT_PASS=guest2 # the broker's\n"))
	if res.Kind != DotEnv {
		t.Fatalf("kind %q", res.Kind)
	}
	want := []Credential{
		{File: ".env.example", Line: 2, Key: "MYSQL_ROOT_PASSWORD", Value: "rootdemo"},
		{File: ".env.example", Line: 3, Key: "PG_PASSWORD", Value: "pg demo"},
		{File: ".env.example", Line: 6, Key: "RABBITMQ_DEFAULT_PASS", Value: "guest2"},
	}
	if !reflect.DeepEqual(res.Credentials, want) {
		t.Errorf("credentials:\n got %+v\nwant %+v", res.Credentials, want)
	}
}
