package functions

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/flinklint/flinklint/semantics/types"
)

// Kind says where a function may be called.
type Kind uint8

// The kinds of built-in functions.
const (
	Scalar Kind = iota
	// Aggregate functions: in a SELECT with GROUP BY or without, and over
	// a window (OVER).
	Aggregate
	// OverOnly functions need an OVER clause (ROW_NUMBER, RANK, LAG, ...).
	OverOnly
	// GroupWindowCall functions appear in GROUP BY only (TUMBLE(ts, size)).
	GroupWindowCall
	// GroupWindowAux functions read a group window's bounds (TUMBLE_START,
	// TUMBLE_ROWTIME, ...).
	GroupWindowAux
	// TableValuedWindow functions are window table-valued functions, called in
	// FROM TABLE(...) (see WindowTVFs).
	TableValuedWindow
	// TableFunction functions are the other built-in table functions,
	// called in FROM TABLE(...): ML_PREDICT, ML_EVALUATE, VECTOR_SEARCH.
	TableFunction
)

func (k Kind) String() string {
	return [...]string{"scalar", "aggregate", "over-only", "group window", "group window auxiliary", "window TVF", "table function"}[k]
}

// Version is a Flink release line; the zero Version is "not known", for
// which every modelled function is available.
type Version struct{ Major, Minor int }

// Less orders versions.
func (v Version) Less(o Version) bool {
	return v.Major < o.Major || v.Major == o.Major && v.Minor < o.Minor
}

func (v Version) String() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// Arg is one argument of a call as the resolver typed it. Keywords that
// are syntax (TIMESTAMPADD's unit, CEIL(ts TO unit)'s unit) may be passed
// as arguments of any type or left out; arguments the parser could not
// model (TRIM(BOTH ... FROM ...), JSON_VALUE(... RETURNING ...)) should
// not be inferred at all: the caller treats such a call as Opaque.
type Arg struct {
	Type types.Type
	// Literal is the literal's text when the argument is a literal (a
	// scale, a precision, a format string); IsLiteral says it is one.
	Literal   string
	IsLiteral bool
}

// Call describes a call site: its arguments and the query around it.
type Call struct {
	Args []Arg
	// Star is COUNT(*).
	Star bool
	// Grouped is true for an aggregate in a query with GROUP BY (or a
	// window aggregation); Calcite makes SUM, AVG, MIN, MAX nullable
	// without one.
	Grouped bool
	// Filtered is an aggregate with FILTER (WHERE ...).
	Filtered bool
	// Name is the function's name as the call writes it; "" for the
	// function's own name. Version is the job's Flink line (zero when not
	// known): some messages differ between releases.
	Name    string
	Version Version
}

// Status is what inference could say about a call.
type Status uint8

// The statuses.
const (
	// Known: the result type is Result.Type.
	Known Status = iota
	// Opaque: flinklint cannot tell (an argument of unknown type, a
	// function it does not model); rules stay silent.
	Opaque
	// Invalid: Flink rejects the call, for Result.Reason.
	Invalid
)

// Result is the outcome of inferring a call.
type Result struct {
	Status Status
	Type   types.Type
	// Exact says the type's lengths, precisions and nullability are
	// Flink's. When false only the kind is (e.g. STRING for a function
	// whose VARCHAR length flinklint does not derive): fine for a cast
	// check, not for printing in a message.
	Exact bool
	// Reason is Flink's message for an Invalid call, as close to its
	// wording as the sources show.
	Reason string
	// Certain marks an Invalid result whose check follows Flink's (and
	// Calcite's) sources at both pinned tags, with Flink's message: only
	// those are reported. Other Invalid results (a common type not found,
	// an arity of a function whose syntax keywords the parser may pass
	// as arguments) make the call's type unknown and nothing more.
	Certain bool
}

func known(t types.Type) Result          { return Result{Status: Known, Type: t, Exact: true} }
func approx(t types.Type) Result         { return Result{Status: Known, Type: t} }
func opaque() Result                     { return Result{Status: Opaque} }
func invalid(reason string) Result       { return Result{Status: Invalid, Reason: reason} }
func invalidf(f string, a ...any) Result { return invalid(fmt.Sprintf(f, a...)) }

// Function is one built-in function.
type Function struct {
	// Name is the SQL name, upper case; Aliases are other SQL names of the
	// same function (CEILING for CEIL, SUBSTR for SUBSTRING).
	Name    string
	Aliases []string
	Kind    Kind
	// MinArgs and MaxArgs bound the number of arguments; MaxArgs < 0 is
	// any number.
	MinArgs, MaxArgs int
	// Since is the first release line that has the function; zero when it
	// predates every modelled release (1.15).
	Since Version
	// NoParens marks functions called without parentheses
	// (CURRENT_TIMESTAMP, LOCALTIME, ...).
	NoParens bool
	// Source names where the definition lives in Flink.
	Source string

	infer func(Call) Result
	// syntax marks the names the planner accepts in call syntax that no
	// function table types (ROW, ARRAY, navigation functions).
	syntax bool
}

// PlainScalar reports whether the function is a scalar function that
// FlinkSqlOperatorTable (or Calcite through it) defines as a plain
// SqlFunction, no table function: called in FROM TABLE(...) or LATERAL
// TABLE(...) it is rejected by the validator's ProcedureNamespace
// ("Argument must be a table function: NAME"). A function of
// BuiltInFunctionDefinitions is rejected there with another message, and
// a call-syntax name is no function; both are false.
func (f *Function) PlainScalar() bool {
	return f.Kind == Scalar && (f.Source == srcOpTable || f.Source == srcCalcite) && !f.syntax && !f.NoParens
}

// Infer types a call of the function: arity, then the function's own
// inference. An argument of a type flinklint cannot see makes the result
// Opaque unless the function's result does not depend on it.
func (f *Function) Infer(c Call) Result {
	written := c.Name
	if written == "" {
		written = f.Name
	}
	if forms, ok := calciteOperands[strings.ToUpper(written)]; ok && !c.Star {
		if r, ok := checkCalciteOperands(strings.ToUpper(written), written, forms, c); !ok {
			return r
		}
	}
	n := len(c.Args)
	if c.Star {
		n = 0
	}
	if n < f.MinArgs || f.MaxArgs >= 0 && n > f.MaxArgs {
		return invalid(arityReason(f, n))
	}
	if f.infer == nil {
		return opaque()
	}
	return f.infer(c)
}

// arityReason words an arity error as Calcite's validator does for the
// functions it checks ("Invalid number of arguments to function 'X'. Was
// expecting N arguments"); Flink's own type inference reports the same
// mistake as "Invalid function call" with the signatures, and this
// message stands for both.
func arityReason(f *Function, n int) string {
	want := fmt.Sprint(f.MinArgs)
	switch {
	case f.MaxArgs < 0:
		want = fmt.Sprintf("at least %d", f.MinArgs)
	case f.MaxArgs != f.MinArgs:
		want = fmt.Sprintf("%d to %d", f.MinArgs, f.MaxArgs)
	}
	return fmt.Sprintf("Invalid number of arguments to function '%s'. Was expecting %s arguments (got %d)", f.Name, want, n)
}

// Catalog is the set of built-in functions of a Flink version.
type Catalog struct {
	byName  map[string]*Function
	version Version
}

// allBuiltins is the modelled functions, built once: the list and its
// functions are never changed after.
var allBuiltins = sync.OnceValue(builtins)

// defaultCatalog is the catalog of the zero Version, built once.
var defaultCatalog = sync.OnceValue(func() *Catalog { return New(Version{}) })

// Default returns the catalog of every function modelled (the zero
// Version), shared and read-only.
func Default() *Catalog { return defaultCatalog() }

// New returns the built-in functions of a version; the zero Version gives
// every function modelled. A catalog is read-only and safe to share; build
// one per version and run, not per statement.
func New(v Version) *Catalog {
	c := &Catalog{byName: make(map[string]*Function, 2*len(allBuiltins())), version: v}
	for _, f := range allBuiltins() {
		if v != (Version{}) && v.Less(f.Since) {
			continue
		}
		c.byName[f.Name] = f
		for _, a := range f.Aliases {
			c.byName[a] = f
		}
	}
	return c
}

// Lookup finds a function by SQL name, case-insensitively.
func (c *Catalog) Lookup(name string) (*Function, bool) {
	f, ok := c.byName[strings.ToUpper(name)]
	return f, ok
}

// Infer types a call by name; a name the catalog does not have is Opaque
// (a user-defined function, or a built-in not modelled). The call's Name
// and Version are the name given and the catalog's version.
func (c *Catalog) Infer(name string, call Call) Result {
	f, ok := c.Lookup(name)
	if !ok {
		return opaque()
	}
	call.Name, call.Version = name, c.version
	return f.Infer(call)
}

// Version is the Flink line the catalog was built for (zero: every
// function modelled).
func (c *Catalog) Version() Version { return c.version }

// Names returns every name and alias, sorted.
func (c *Catalog) Names() []string {
	out := make([]string, 0, len(c.byName))
	for n := range c.byName {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// allKnown reports whether every argument's type is Known.
func allKnown(c Call) bool {
	for _, a := range c.Args {
		if !a.Type.Known() {
			return false
		}
	}
	return true
}

// anyNullable reports whether some argument is nullable.
func anyNullable(args []Arg) bool {
	for _, a := range args {
		if a.Type.Nullable() {
			return true
		}
	}
	return false
}

// allNullable reports whether every argument is nullable.
func allNullable(args []Arg) bool {
	for _, a := range args {
		if !a.Type.Nullable() {
			return false
		}
	}
	return len(args) > 0
}

func argTypes(args []Arg) []types.Type {
	out := make([]types.Type, len(args))
	for i, a := range args {
		out[i] = a.Type
	}
	return out
}

// signature prints the argument types as Flink's "Invalid function call"
// does: NAME(T1, T2).
func signature(name string, args []Arg) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.Type.String()
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}
