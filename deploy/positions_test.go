package deploy

import "testing"

// go-yaml counts columns in characters; spans must still be exact bytes
// after multi-byte text on the same line, after a BOM, and with CRLF or
// lone CR line breaks.
func TestYAMLPositionsMultibyte(t *testing.T) {
	for _, src := range []string{
		"앱이름: 값 # 주석\n키: {a: \"☃\", b: 'x''y'}\n",
		"\ufeffé: [ü, \"ß\"]\r\nk: v\r\n",
		"a: 1\rb: 한국\r\nc: |\n  line\n  line2\nd: end\n",
		"- ☃: &x 値\n- *x\n- !Ref 名前\n",
	} {
		docs, problems := parseYAML([]byte(src))
		if len(problems) > 0 {
			t.Fatalf("%q: %v", src, problems)
		}
		n := 0
		for _, d := range docs {
			walkScalars(d.root, 0, func(s *node) {
				n++
				got := src[s.span.Start:s.span.End]
				if got != s.str && got != `"`+s.str+`"` && got != "'x''y'" && got != "|\n  line\n  line2" {
					t.Errorf("%q: scalar %q reads %q", src, s.str, got)
				}
			})
			var keys func(*node)
			keys = func(m *node) {
				if m == nil {
					return
				}
				for i, k := range m.keys {
					if got := src[k.span.Start:k.span.End]; got != k.name && k.name != "Ref" {
						t.Errorf("%q: key %q reads %q", src, k.name, got)
					}
					keys(m.vals[i])
				}
				for _, it := range m.items {
					keys(it)
				}
			}
			keys(d.root)
		}
		if n == 0 {
			t.Errorf("%q: no scalars", src)
		}
	}
}
