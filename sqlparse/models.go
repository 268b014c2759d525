package sqlparse

// ModelSpec is what CREATE MODEL declares after its name (SqlCreateModel,
// Flink 2.1+), or the option list ALTER MODEL SET or RESET changes
// (SqlAlterModelSet, SqlAlterModelReset).
type ModelSpec struct {
	// Input and Output are the INPUT (...) and OUTPUT (...) column lists,
	// nil when the statement has none.
	Input, Output *ModelColumns
	// With is the span of the option list of CREATE MODEL's WITH or ALTER
	// MODEL's SET, parentheses included; zero when there is none.
	With    Span
	Options []Option
	// As is set for CREATE MODEL ... AS query (SqlCreateModelAs).
	As bool
	// Reset is the span of ALTER MODEL RESET's key list, ResetKeys its keys.
	Reset     Span
	ResetKeys []Literal
}

// ModelColumns is a model's INPUT or OUTPUT column list.
type ModelColumns struct {
	Span    Span // the list, parentheses included
	Columns []Column
}

// modelAt reads the rest of CREATE MODEL or ALTER MODEL SET / RESET from
// token i, the token after the model's name. It records no error: a
// statement with a hole, a clause it does not model or text it cannot read
// gives nil.
func (p *parser) modelAt(g *Generic, i int) (m *ModelSpec) {
	nerr := len(p.script.Errors)
	p.pos = i
	defer func() {
		p.script.Errors = p.script.Errors[:nerr]
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			m = nil
		}
	}()
	for j := i; j < p.end; j++ {
		if p.toks[j].hole() {
			return nil
		}
	}
	m = &ModelSpec{}
	if g.Keyword == "ALTER MODEL" {
		switch g.Action {
		case "SET":
			p.pos++
			at := p.tok().start
			m.Options = p.parseProperties("")
			m.With = Span{int(at), p.prevEnd()}
		case "RESET":
			p.pos++
			at := p.tok().start
			p.expectPunct('(', "")
			for !p.isPunct(')') {
				key := p.parseKey("")
				if key.Hole || !key.Quoted {
					return nil
				}
				m.ResetKeys = append(m.ResetKeys, key)
				if !p.acceptPunct(',') {
					break
				}
			}
			p.expectPunct(')', "")
			m.Reset = Span{int(at), p.prevEnd()}
		default:
			return nil
		}
		if p.pos != p.end {
			return nil
		}
		return m
	}
	if p.wordAt(p.pos, "INPUT") {
		p.pos++
		m.Input = p.modelColumns()
	}
	if p.wordAt(p.pos, "OUTPUT") {
		p.pos++
		m.Output = p.modelColumns()
	}
	if p.acceptKw(kwCOMMENT) {
		p.parseString("")
	}
	if p.acceptKw(kwWITH) {
		at := p.tok().start
		m.Options = p.parseProperties("")
		m.With = Span{int(at), p.prevEnd()}
	}
	if p.acceptKw(kwAS) {
		m.As = true
		return m
	}
	if p.pos != p.end {
		return nil
	}
	return m
}

// modelColumns reads `( column {, column} )` of INPUT or OUTPUT: physical,
// computed and metadata columns as CREATE TABLE declares them. A
// constraint or watermark in the list is not read (panics out).
func (p *parser) modelColumns() *ModelColumns {
	at := p.tok().start
	p.expectPunct('(', "")
	mc := &ModelColumns{}
	for {
		if p.isKw(kwWATERMARK) || p.isKw(kwPRIMARY) || p.isKw(kwCONSTRAINT) {
			p.fail("column")
		}
		c, pk := p.parseColumn()
		if pk != nil {
			p.fail("column")
		}
		mc.Columns = append(mc.Columns, c)
		if !p.acceptPunct(',') {
			break
		}
	}
	p.expectPunct(')', "")
	mc.Span = Span{int(at), p.prevEnd()}
	return mc
}
