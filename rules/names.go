package rules

import (
	"github.com/flinklint/flinklint/model"
)

// This file holds the helpers that name things in messages, shared by the
// rules so that one table or deployment reads the same in every finding.

// depName names a deployment: its resource or construct name, else its file.
func depName(d *model.Deployment) string {
	if d.Name != "" {
		return d.Name
	}
	return d.Path
}

// tableName names a table after a noun ("filesystem table %s"): the name
// quoted, or what it is when it has none.
func tableName(t *model.Table) string {
	switch {
	case t != nil && t.Name == "" && t.Descriptor:
		return "(an inline TableDescriptor)"
	case t == nil || t.Name == "":
		return "(unnamed)"
	}
	return `"` + t.Name + `"`
}

// tableLabel names a table at the start of a message: table "orders".
func tableLabel(t *model.Table) string {
	if t != nil && t.Name == "" && t.Descriptor {
		return "an inline TableDescriptor"
	}
	return "table " + tableName(t)
}
