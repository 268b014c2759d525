// Package e2e holds end-to-end tests of flinklint's integrations: the
// pre-commit hooks driven by a real pre-commit, and the GitHub Action's
// definition. They need git, pre-commit and Go on PATH and skip, saying
// what is missing, when one is absent (go test -short skips them too).
package e2e
