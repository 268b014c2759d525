package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The modules of a session, as Flink's ModuleManager keeps them: the
// loaded modules by name (a session starts with `core`), and the used
// ones, in the order their functions resolve. LOAD MODULE loads and uses
// a module; UNLOAD MODULE removes it from both; USE MODULES sets the used
// ones and their order, each loaded, none twice. Module names are
// case-sensitive. flinklint reports a name the job's own statements
// loaded or unloaded (a second LOAD, an UNLOAD of what it unloaded), and
// a name USE MODULES lists twice; in a session known to start as Flink
// starts one (fresh-sessions), also a LOAD of core and an UNLOAD or USE of
// a module the session never loaded.
//
// Sources: apache/flink release-1.20.4 and release-2.2.1-rc2,
// flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/module/ModuleManager.java
// (loadModule: "A module with name '%s' already exists"; unloadModule and
// useModules: "No module with name '%s' exists"; useModules: "Module '%s'
// appears more than once"), flink-table/flink-sql-client/src/test/resources/sql/module.q,
// flink-table/flink-table-common/src/main/java/org/apache/flink/table/factories/FactoryUtil.java
// (createModule: "Option 'type' = '%s' is not supported since module name is
// used to find module").

// modules is what a job's own statements say of its session's modules:
// the names it loads and unloads. A session starts with core loaded, but
// a job may run after an init script or in a platform's session that
// changed the modules, so a name the job has not loaded or unloaded itself
// is in a state flinklint does not know.
type modules struct {
	// state holds true for a module the job loads, false for one it
	// unloads; nil until the first.
	state map[string]bool
	// fresh is set in a session known to start as Flink starts one: a
	// name state does not hold is not loaded.
	fresh bool
	// unknown is set when a statement changed the modules in a way
	// flinklint does not follow (a name with a hole): nothing is checked
	// after it.
	unknown bool
}

// CoreModule is the module every session starts with (CoreModuleFactory's
// identifier).
const CoreModule = "core"

// loaded says whether a module is loaded (known is false when the job's
// statements do not say).
func (m *modules) loaded(name string) (loaded, known bool) {
	loaded, known = m.state[name]
	return loaded, known || m.fresh
}

// loadedOrUnknown is false only for a module the job unloads.
func (m *modules) loadedOrUnknown(name string) bool {
	loaded, known := m.loaded(name)
	return loaded || !known
}

func (m *modules) set(name string, loaded bool) {
	if m.state == nil {
		m.state = map[string]bool{}
	}
	m.state[name] = loaded
}

// moduleLoaded reports whether the job loads a module of that name (any
// case) at this point of the replay.
func (c *Catalog) moduleLoaded(name string) bool {
	for n, loaded := range c.functions.modules.state {
		if loaded && strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// moduleStatement replays LOAD MODULE, UNLOAD MODULE and USE MODULES and
// reports what ModuleManager rejects. Nothing is reported when the
// session may change its modules where flinklint does not look (Python or
// JVM code, an init script it cannot tell).
func (r *resolver) moduleStatement(g *sqlparse.Generic) {
	m := &r.cat.functions.modules
	checked := !m.unknown && !r.cat.Unseen
	if r.cat.complete && m.state == nil {
		// A session that starts as Flink starts one has core loaded and
		// used, and no other module (ModuleManager's constructor).
		m.state = map[string]bool{CoreModule: true}
		m.fresh = true
	}
	report := func(span sqlparse.Span, name, reason string) {
		if checked {
			r.problem(Problem{Kind: ModuleInvalid, Span: span, Function: name, Reason: reason})
		}
	}
	switch g.Keyword {
	case "LOAD MODULE", "UNLOAD MODULE":
		if g.Object == nil || len(g.Object.Parts) != 1 || g.Object.Parts[0].Hole {
			m.unknown = true
			return
		}
		name := g.Object.Parts[0]
		if g.Keyword == "LOAD MODULE" {
			// FactoryUtil.createModule finds the module's factory by its
			// name, before the module is loaded: a 'type' option is
			// refused first.
			for i := 0; i+1 < len(g.Strings); i += 2 {
				if k, v := g.Strings[i], g.Strings[i+1]; !k.Hole && !v.Hole && k.Value == "type" {
					report(k.Span, name.Name, fmt.Sprintf("Option 'type' = '%s' is not supported since module name is used to find module", v.Value))
					return
				}
			}
			if loaded, known := m.loaded(name.Name); loaded && known {
				report(name.Span, name.Name, fmt.Sprintf("A module with name '%s' already exists", name.Name))
				return
			}
			m.set(name.Name, true)
			return
		}
		if loaded, known := m.loaded(name.Name); !loaded && known {
			report(name.Span, name.Name, fmt.Sprintf("No module with name '%s' exists", name.Name))
			return
		}
		m.set(name.Name, false)
	case "USE MODULES":
		if g.Names == nil {
			m.unknown = true
			return
		}
		seen := map[string]bool{}
		for _, n := range g.Names {
			switch {
			case n.Hole:
				m.unknown = true
				return
			case !m.loadedOrUnknown(n.Name):
				report(n.Span, n.Name, fmt.Sprintf("No module with name '%s' exists", n.Name))
				return
			case seen[n.Name]:
				report(n.Span, n.Name, fmt.Sprintf("Module '%s' appears more than once", n.Name))
				return
			}
			seen[n.Name] = true
		}
	}
}
