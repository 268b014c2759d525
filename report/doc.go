// Package report writes findings in the output formats flinklint supports
// (text, json, sarif, github, checkstyle). It never knows a rule by name: the
// rule metadata it renders comes in with the run. The findings themselves
// are package finding's.
package report
