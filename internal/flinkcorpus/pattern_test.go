package flinkcorpus

import "testing"

func TestMessagePattern(t *testing.T) {
	cases := []struct {
		tpl, text string
		want      bool
	}{
		// Short parts in order on one line, the computed parts any text.
		{"Column '{}' not found in any table", `msg := fmt.Sprintf("Column '%s' not found in any table", name)`, true},
		{"Column '{}' not found in any table", "Column 'invalid' not found in any table", true},
		{"Column '{}' not found in any table", "Column 'a' not found in table 't'", false},
		{"Column '{}' not found in any table", "Column 'a'\n not found in any table", false},
		{"Catalog {} does not exist", `"Catalog " + name + " does not exist"`, true},
		// A whole message with no computed part does not go on with words.
		{"Illegal use of 'NULL'", `invalid("Illegal use of 'NULL'")`, true},
		{"Incompatible types", "Incompatible types for sink column 'c' at position 1.", false},
		{"Incompatible types", "Cause: Incompatible types.", true},
	}
	for _, c := range cases {
		re := MessagePattern(c.tpl)
		if re == nil {
			t.Errorf("MessagePattern(%q) = nil", c.tpl)
			continue
		}
		if got := re.MatchString(c.text); got != c.want {
			t.Errorf("MessagePattern(%q) on %q = %v, want %v", c.tpl, c.text, got, c.want)
		}
	}
	// Too little literal text, or one literal part beside computed parts,
	// names no message.
	for _, tpl := range []string{"{} is not supported.", "Table {} not found", "{}", "Bad {} {}"} {
		if re := MessagePattern(tpl); re != nil {
			t.Errorf("MessagePattern(%q) = %v, want nil", tpl, re)
		}
	}
}
