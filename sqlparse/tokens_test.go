package sqlparse

import "testing"

func TestLex(t *testing.T) {
	src := "SELECT `a``b`, 'it''s', 1.5 /*+ OPTIONS('k'='v') */ -- note\nFROM t WHERE x = 'open"
	toks, comments := Lex(src)
	type tok struct {
		text         string
		kind         TokenKind
		unterminated bool
		keyword      bool
	}
	want := []tok{{"SELECT", TokWord, false, true}, {"a`b", TokQuoted, false, false}, {",", TokPunct, false, false},
		{"it's", TokString, false, false}, {",", TokPunct, false, false}, {"1.5", TokNumber, false, false},
		{"/*+ OPTIONS('k'='v') */", TokHint, false, false}, {"FROM", TokWord, false, true}, {"t", TokWord, false, false},
		{"WHERE", TokWord, false, true}, {"x", TokWord, false, false}, {"=", TokPunct, false, false}, {"open", TokString, true, false}}
	if len(toks) != len(want) {
		t.Fatalf("%d tokens, want %d: %+v", len(toks), len(want), toks)
	}
	for i, w := range want {
		g := toks[i]
		if got := Unquote(src, g); got != w.text || g.Kind != w.kind || g.Unterminated != w.unterminated || g.Keyword != w.keyword {
			t.Errorf("token %d: %q kind %d unterminated %v keyword %v, want %+v", i, got, g.Kind, g.Unterminated, g.Keyword, w)
		}
	}
	if len(comments) != 1 || comments[0].Text != " note" {
		t.Errorf("comments %+v, want the one -- note", comments)
	}
}
