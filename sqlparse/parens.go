package sqlparse

// skipParens skips a parenthesised group starting at the current '('.
func (p *parser) skipParens() {
	depth := 0
	for p.pos < p.end {
		switch {
		case p.isPunct('('):
			depth++
		case p.isPunct(')'):
			depth--
			if depth == 0 {
				p.pos++
				return
			}
		}
		p.pos++
	}
}
