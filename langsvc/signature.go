package langsvc

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/semantics/functions"
)

// Signature is one way to call a function.
type Signature struct {
	Label string
	// Params are the parameters, each a span of Label.
	Params []Param
	Doc    string
}

// Param is a parameter of a Signature: its name and where Label writes
// it, in UTF-16 code units (the LSP's label offsets).
type Param struct {
	Name       string
	Start, End int
}

// SignatureHelp is the signatures of the function whose argument list
// holds the cursor, with the one that fits the arguments written so far
// and its parameter at the cursor.
type SignatureHelp struct {
	Signatures []Signature
	// Active is the index in Signatures of the first whose parameters
	// reach the cursor's argument; ActiveParam the index in its Params.
	Active, ActiveParam int
}

// SignatureAt is the signature help of the built-in function whose
// argument list holds c; nil outside one, or for a function flinklint does
// not model (a user-defined one). Its parameters are named as Flink's
// sources name them (functions.Function.Forms); a function they name none
// of has its parameters numbered.
func SignatureAt(c Cursor, fx Facts) *SignatureHelp {
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
	name, doc := strings.ToUpper(call.Name), withDescription(f.Description(), functionDoc(f))
	forms := f.Forms()
	if len(forms) == 0 {
		forms = []functions.Form{numbered(f)}
	} else {
		doc += "\n\nParameter names: " + forms[0].Source.String() + "."
	}
	h := &SignatureHelp{Active: -1}
	for i, fm := range forms {
		h.Signatures = append(h.Signatures, formSignature(name, fm, doc))
		if h.Active < 0 && (call.Arg < len(fm.Params) || fm.Variadic) {
			h.Active = i
		}
	}
	if h.Active < 0 {
		h.Active = len(forms) - 1
	}
	h.ActiveParam = min(call.Arg, max(len(forms[h.Active].Params)-1, 0))
	return h
}

// windowSignature is a window TVF's signature as Flink's messages print
// it, with its parameters.
func windowSignature(w functions.WindowTVF, arg int) *SignatureHelp {
	label := w.Signature()
	names := append([]string{"TABLE table_name", "DESCRIPTOR(timecol)"}, w.Params...)
	s := Signature{Label: label, Doc: "A window table-valued function, called in FROM TABLE(...)."}
	from := 0
	for _, n := range names {
		i := strings.Index(label[from:], n)
		if i < 0 {
			continue
		}
		start := from + i
		s.Params = append(s.Params, Param{Name: n, Start: utf16Count(label[:start]), End: utf16Count(label[:start+len(n)])})
		from = start + len(n)
	}
	return &SignatureHelp{Signatures: []Signature{s}, ActiveParam: min(arg, len(s.Params)-1)}
}

// numbered is the form of a function whose parameters Flink's sources do
// not name: its arity from the catalogue, the parameters numbered, a
// variadic function's last repeated.
func numbered(f *functions.Function) functions.Form {
	n := f.MaxArgs
	if n < 0 {
		n = f.MinArgs + 1
	}
	fm := functions.Form{Required: min(f.MinArgs, n), Variadic: f.MaxArgs < 0}
	for i := 1; i <= n; i++ {
		fm.Params = append(fm.Params, fmt.Sprintf("arg%d", i))
	}
	return fm
}

// formSignature writes fm as a call: NAME(a, b[, c]), a repeated last
// parameter followed by "...".
func formSignature(name string, fm functions.Form, doc string) Signature {
	var b strings.Builder
	s := Signature{Doc: doc}
	b.WriteString(name + "(")
	for i, p := range fm.Params {
		if i >= fm.Required {
			b.WriteString("[")
		}
		if i > 0 {
			b.WriteString(", ")
		}
		start := utf16Count(b.String())
		b.WriteString(p)
		s.Params = append(s.Params, Param{Name: p, Start: start, End: start + utf16Count(p)})
		if fm.Variadic && i == len(fm.Params)-1 {
			b.WriteString("...")
		}
	}
	if n := len(fm.Params) - fm.Required; n > 0 {
		b.WriteString(strings.Repeat("]", n))
	}
	b.WriteString(")")
	s.Label = b.String()
	return s
}

// signature is f's first form as a call, for a completion item's detail.
func signature(f *functions.Function, name string) string {
	if f.NoParens {
		return name
	}
	forms := f.Forms()
	if len(forms) == 0 {
		forms = []functions.Form{numbered(f)}
	}
	return formSignature(name, forms[0], "").Label
}

func utf16Count(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}
