package functions

import (
	"reflect"
	"testing"
)

func TestForms(t *testing.T) {
	c := New(Version{Major: 1, Minor: 20})
	f, _ := c.Lookup("DATE_FORMAT")
	if got := f.Forms(); len(got) != 1 || !reflect.DeepEqual(got[0].Params, []string{"timestamp", "string"}) || got[0].Source != FormFromReference {
		t.Errorf("DATE_FORMAT forms %+v", got)
	}
	// SUBSTRING's reference form is written with FROM: its alias SUBSTR's.
	f, _ = c.Lookup("SUBSTRING")
	if got := f.Forms(); len(got) != 1 || !reflect.DeepEqual(got[0].Params, []string{"string", "integer1", "integer2"}) || got[0].Required != 2 {
		t.Errorf("SUBSTRING forms %+v", got)
	}
	// A form whose arity the catalogue does not take is not offered.
	narrow := &Function{Name: "DATE_FORMAT", MinArgs: 3, MaxArgs: 3}
	if got := narrow.Forms(); len(got) != 0 {
		t.Errorf("forms %+v of a function taking 3 arguments", got)
	}
	fixed := &Function{Name: "COALESCE", MinArgs: 1, MaxArgs: 2}
	if got := fixed.Forms(); len(got) != 0 {
		t.Errorf("a repeated form %+v of a function taking at most 2", got)
	}
}

// TestDescriptions holds each description to a function of the catalogue
// under its own name, one line each.
func TestDescriptions(t *testing.T) {
	c := Default()
	for name, d := range descriptions {
		f, ok := c.Lookup(name)
		if !ok || f.Name != name {
			t.Errorf("description of %q, which is no built-in function's name", name)
		}
		if d == "" || len(d) > 120 || d[len(d)-1] != '.' {
			t.Errorf("%s: %q is no one-line description", name, d)
		}
	}
	n, described := 0, 0
	for _, name := range c.Names() {
		if f, _ := c.Lookup(name); !f.syntax {
			n++
			if f.Description() != "" {
				described++
			}
		}
	}
	t.Logf("functions: %d of %d described", described, n)
}
