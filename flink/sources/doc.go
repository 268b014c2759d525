// Package sources holds the Flink facts generated from the sources of
// Flink's connectors at their release tags (connectors.json, written by
// `go run ./internal/gencatalogue`; see the README's contributor section), for
// the catalogue's tests, and GoSource, which compiles it into the option
// data package flink builds its catalogue from (catalogue_generated.go).
package sources

import (
	_ "embed"
	"encoding/json"
)

//go:embed connectors.json
var connectorsJSON []byte

//go:embed config.json
var configJSON []byte

//go:embed formats.json
var formatsJSON []byte

// ConfigCatalogue is config.json: Flink's and the Kubernetes operator's
// configuration keys, per release tag.
type ConfigCatalogue struct {
	Comment string `json:"comment"`
	Sources []struct {
		Repository string   `json:"repository"`
		Releases   []string `json:"releases"`
	} `json:"sources"`
	Keys map[string]struct {
		Repository string            `json:"repository"`
		Releases   map[string]Option `json:"releases"`
	} `json:"keys"`
}

// Config parses the committed config.json.
func Config() (*ConfigCatalogue, error) { return ParseConfig(configJSON) }

// ParseConfig parses a config.json.
func ParseConfig(b []byte) (*ConfigCatalogue, error) {
	var c ConfigCatalogue
	err := json.Unmarshal(b, &c)
	return &c, err
}

// Catalogue is connectors.json.
type Catalogue struct {
	Comment string `json:"comment"`
	Sources []struct {
		Repository string   `json:"repository"`
		Releases   []string `json:"releases"`
	} `json:"sources"`
	Connectors map[string]Connector `json:"connectors"`
}

// Connector is one factory identifier over the releases that have it.
type Connector struct {
	Repository string             `json:"repository"`
	Releases   map[string]Release `json:"releases"`
}

// Release is a factory at one release tag.
type Release struct {
	Factory    string   `json:"factory"`
	Required   []string `json:"required"`
	Optional   []string `json:"optional"`
	Inherits   string   `json:"inherits"`
	Unresolved []string `json:"unresolved"`
	ModuleKeys []string `json:"module_keys"`
	Options    []Option `json:"options"`
}

// Option is one ConfigOption a factory lists.
type Option struct {
	Key        string   `json:"key"`
	Type       string   `json:"type"`
	List       bool     `json:"list"`
	Default    string   `json:"default"`
	Value      string   `json:"value"`
	Enum       []string `json:"enum"`
	Deprecated []string `json:"deprecated_keys"`
	Fallback   []string `json:"fallback_keys"`
	Declared   string   `json:"declared"`
}

// Connectors parses the committed connectors.json.
func Connectors() (*Catalogue, error) { return Parse(connectorsJSON) }

// Parse parses a connectors.json.
func Parse(b []byte) (*Catalogue, error) {
	var c Catalogue
	err := json.Unmarshal(b, &c)
	return &c, err
}
