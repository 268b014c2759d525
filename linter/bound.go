package linter

import (
	"fmt"
	"sync"
	"time"

	"github.com/flinklint/flinklint/finding"
)

// Every phase of a file's analysis runs within the run's time bound
// (--parse-timeout): the parse of each file (parseBytes), the semantic
// analysis of each job (model.Bounded, through Input.Bound) and each rule
// (analyze). A phase that runs past it is abandoned, its goroutine left to
// finish on its own with its result dropped, and reported as FL905 with the
// phase named: a file that makes one phase slow (a quadratic corner of a
// rule, a 9 MB script) costs that phase's answer on it, not the run.

// phaseBound runs the bounded phases of one run and keeps what it
// abandoned.
type phaseBound struct {
	timeout time.Duration
	// before, set by tests, runs on the phase's goroutine before its work
	// (to simulate a phase that hangs).
	before func(phase, path string)

	mu        sync.Mutex
	abandoned []fileProblem
}

// run runs work on a goroutine of its own and waits for it at most the
// timeout. It returns false when it gave up; work may then still be
// running, and the caller must not read what it writes. A panic in work
// is raised again on the caller's goroutine, where the driver's recovery
// turns it into a finding.
func (b *phaseBound) run(phase, path string, work func()) bool {
	done := make(chan any, 1)
	go func() {
		defer func() { done <- recover() }()
		if b.before != nil {
			b.before(phase, path)
		}
		work()
	}()
	var expired <-chan time.Time // nil, never ready: NoParseTimeout
	if b.timeout > 0 {
		timer := time.NewTimer(b.timeout)
		defer timer.Stop()
		expired = timer.C
	}
	select {
	case p := <-done:
		if p != nil {
			panic(p)
		}
		return true
	case <-expired:
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.abandoned = append(b.abandoned, fileProblem{path: path, rule: finding.RuleUnreadableFile,
		msg: fmt.Sprintf("%s abandoned after %v (--parse-timeout): what it finds is missing from this run", phase, b.timeout)})
	return false
}

// problems are the FL905 problems of the phases abandoned so far.
func (b *phaseBound) problems() []fileProblem {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]fileProblem(nil), b.abandoned...)
}

// bounded runs work within the bound (phaseBound.run) and returns its
// result; ok is false when it was abandoned.
func bounded[T any](b *phaseBound, phase, path string, work func() T) (res T, ok bool) {
	out := make(chan T, 1) // an abandoned work sends into it and ends
	if !b.run(phase, path, func() { out <- work() }) {
		return res, false
	}
	return <-out, true
}
