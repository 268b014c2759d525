package langsvc

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/semantics/functions"
)

// Signature is a function's signature with the argument the cursor is in.
type Signature struct {
	Label string
	// Params are the parameters' labels, each a substring of Label.
	Params []string
	// Active is the index in Params of the cursor's argument.
	Active int
	Doc    string
}

// SignatureAt is the signature of the built-in function whose argument
// list holds c; nil outside one, or for a function flinklint does not
// model (a user-defined one).
func SignatureAt(c Cursor, fx Facts) *Signature {
	if c.SQL == nil || c.SQL.Context.Call == nil {
		return nil
	}
	call := c.SQL.Context.Call
	if w, ok := functions.LookupWindowTVF(call.Name); ok {
		return windowSignature(w, call.Arg)
	}
	f, ok := fx.functions().Lookup(call.Name)
	if !ok || f.NoParens {
		return nil
	}
	params := paramLabels(f)
	s := &Signature{Label: signature(f, strings.ToUpper(call.Name)), Params: params, Doc: functionDoc(f)}
	s.Active = min(call.Arg, max(len(params)-1, 0))
	return s
}

// windowSignature is a window TVF's signature as Flink's messages print
// it, with its parameters.
func windowSignature(w functions.WindowTVF, arg int) *Signature {
	params := append([]string{"TABLE table_name", "DESCRIPTOR(timecol)"}, w.Params...)
	return &Signature{Label: w.Signature(), Params: params, Active: min(arg, len(params)-1),
		Doc: "A window table-valued function, called in FROM TABLE(...)."}
}

// paramLabels are the labels of f's parameters: the catalogue knows how
// many arguments a function takes, not their names, so they are
// numbered; a variadic function's last is "...".
func paramLabels(f *functions.Function) []string {
	n := f.MaxArgs
	if n < 0 {
		n = f.MinArgs + 1
	}
	var out []string
	for i := 1; i <= n; i++ {
		out = append(out, fmt.Sprintf("arg%d", i))
	}
	if f.MaxArgs < 0 {
		out = append(out, "...")
	}
	return out
}

// signature prints f's arity as a call: NAME(arg1, arg2[, arg3]).
func signature(f *functions.Function, name string) string {
	if f.NoParens {
		return name
	}
	var b strings.Builder
	b.WriteString(name + "(")
	for i, p := range paramLabels(f) {
		sep := ", "
		if i == 0 {
			sep = ""
		}
		if i >= f.MinArgs {
			b.WriteString("[" + sep + p + "]")
			continue
		}
		b.WriteString(sep + p)
	}
	b.WriteString(")")
	return b.String()
}
