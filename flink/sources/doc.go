// Package sources holds the Flink facts generated from the sources of
// Flink's connectors at their release tags (connectors.json, written by
// `go run ./internal/gencatalogue`; see the README's contributor section), for
// the catalogue's tests to check the typed catalogue against.
package sources

import (
	_ "embed"
	"encoding/json"
)

//go:embed connectors.json
var connectorsJSON []byte

// Catalogue is connectors.json.
type Catalogue struct {
	Comment string `json:"comment"`
	Sources []struct {
		Repository string   `json:"repository"`
		Releases   []string `json:"releases"`
	} `json:"sources"`
	Connectors map[string]struct {
		Repository string `json:"repository"`
		Releases   map[string]struct {
			Factory    string   `json:"factory"`
			Required   []string `json:"required"`
			Optional   []string `json:"optional"`
			Inherits   string   `json:"inherits"`
			Unresolved []string `json:"unresolved"`
			ModuleKeys []string `json:"module_keys"`
			Options    []struct {
				Key        string   `json:"key"`
				Type       string   `json:"type"`
				List       bool     `json:"list"`
				Default    string   `json:"default"`
				Enum       []string `json:"enum"`
				Deprecated []string `json:"deprecated_keys"`
				Fallback   []string `json:"fallback_keys"`
				Declared   string   `json:"declared"`
			} `json:"options"`
		} `json:"releases"`
	} `json:"connectors"`
}

// Connectors parses connectors.json.
func Connectors() (*Catalogue, error) {
	var c Catalogue
	err := json.Unmarshal(connectorsJSON, &c)
	return &c, err
}
