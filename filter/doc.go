// Package filter turns the raw findings of a run into the ones a user sees.
// Each filter is a plain function over one flat []finding.Finding, so the
// linter composes them in a fixed order:
//
//  1. ApplySuppressions: inline "# flinklint: ignore[...]" comments; it also
//     reports suppressions without a reason (FL902) and unused ones (FL903).
//  2. Severity overrides and select/ignore (Overrides.Apply), per-path ignores
//     (IgnorePaths).
//  3. Baseline.Filter: drop findings recorded in a baseline file.
//  4. Cap: --max-findings.
//
// ExitCode then decides the exit status from what is left.
package filter
