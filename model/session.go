package model

import (
	"slices"

	"github.com/flinklint/flinklint/link"
)

// buildSessions replays each SQL job that its deployments run in a SQL
// client session after init scripts (sql-client.sh -i init.sql -f
// job.sql) with the init scripts' statements first: the session has one
// catalog and one configuration, so the job reads the tables, views and
// functions they declare and runs with the settings they SET. Only
// evidence counts: a deployment's command that names the scripts
// (link.Session). When the deployments that run a job disagree on its
// session, or an init script is not known, the job is marked
// SessionUnknown and its own statements alone are replayed.
//
// An init script that runs only as part of sessions, and that no
// deployment runs on its own, is no job of its own: its statements are
// judged in the sessions that run them.
func (m *Model) buildSessions() {
	byPath := make(map[string]*Job, len(m.Jobs))
	for _, j := range m.Jobs {
		byPath[j.Name] = j
	}
	initOnly := map[*Job]bool{}
	for _, j := range m.Jobs {
		if j.Entry == nil || j.Entry.Kind != SQLFile || len(j.Deployments) == 0 {
			continue
		}
		var session *link.Session
		agree := true
		for i, l := range j.Deployments {
			switch {
			case i == 0:
				session = l.Session
			case !sameSession(session, l.Session):
				agree = false
			}
		}
		if session == nil && agree {
			continue
		}
		if !agree || session == nil || session.Unknown {
			j.SessionUnknown = true
		}
		if !agree || session == nil {
			continue
		}
		var files []*File
		for _, p := range session.Scripts[:len(session.Scripts)-1] {
			ij := byPath[p]
			if ij == nil || ij.Entry == nil || ij.Entry.Kind != SQLFile || ij == j {
				files = nil
				j.SessionUnknown = true
				break
			}
			files = append(files, ij.Entry)
		}
		if len(files) == 0 {
			continue
		}
		evs := make([]event, 0, len(files)+1)
		for _, f := range files {
			evs = append(evs, event{unit: &SQLUnit{File: f, Script: f.SQL}})
			if ij := byPath[f.Path]; len(ij.Deployments) == 0 {
				initOnly[ij] = true
			}
		}
		evs = append(evs, event{unit: &SQLUnit{File: j.Entry, Script: j.Entry.SQL}})
		*j = Job{Name: j.Name, Entry: j.Entry, Deployments: j.Deployments, Session: files, SessionUnknown: j.SessionUnknown}
		j.run(evs)
	}
	if len(initOnly) > 0 {
		m.Jobs = slices.DeleteFunc(m.Jobs, func(j *Job) bool { return initOnly[j] })
	}
}

// sameSession reports whether two deployments run a job in the same
// session (nil: none).
func sameSession(a, b *link.Session) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Unknown == b.Unknown && slices.Equal(a.Scripts, b.Scripts)
}
