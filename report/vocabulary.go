// Package report writes findings in the output formats flinklint supports
// (text, json, sarif, github, checkstyle). It never knows a rule by name: the
// rule metadata it renders comes in with the run. The findings themselves
// are package finding's; the names below keep the writers' code short.
package report

import "github.com/flinklint/flinklint/finding"

type (
	Level    = finding.Level
	Location = finding.Location
	Related  = finding.Related
	Edit     = finding.Edit
	Fix      = finding.Fix
	Finding  = finding.Finding
	Rule     = finding.Rule
	Run      = finding.Run
)

const (
	Error   = finding.Error
	Warning = finding.Warning
	Note    = finding.Note
)
