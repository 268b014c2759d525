package sqlparse

// alterSchemaAt reads the schema change of the ALTER TABLE action that
// starts at token i, which the grammar check accepted. It records no
// error: an action it does not model, or text it cannot read, gives nil.
func (p *parser) alterSchemaAt(i int) (as *AlterSchema) {
	nerr := len(p.script.Errors)
	p.pos = i
	defer func() {
		p.script.Errors = p.script.Errors[:nerr]
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			as = nil
		}
	}()
	for j := i; j < p.end; j++ {
		if p.toks[j].hole() {
			return nil
		}
	}
	as = &AlterSchema{Action: p.word(p.tok())}
	p.pos++
	switch as.Action {
	case "RENAME":
		if p.acceptKw(kwTO) {
			name := p.parseQualifiedName("")
			as.NewName = &name
		} else {
			as.RenameFrom = p.compoundIdent()
			p.expectKw(kwTO, "")
			as.RenameTo = p.compoundIdent()
		}
	case "ADD", "MODIFY":
		if !p.alterElements(as) {
			return nil
		}
	case "DROP":
		if !p.alterDrop(as) {
			return nil
		}
	default:
		return nil
	}
	if p.pos != p.end {
		return nil
	}
	return as
}

// compoundIdent reads a name that may be nested (r.f) as one Ident.
func (p *parser) compoundIdent() Ident {
	q := p.parseQualifiedName("")
	if len(q.Parts) == 1 {
		return q.Parts[0]
	}
	return Ident{Span: q.Span, Name: q.String()}
}

// alterElements reads ADD/MODIFY's element or parenthesised element list;
// false for what it does not model (DISTRIBUTION, PARTITION).
func (p *parser) alterElements(as *AlterSchema) bool {
	t := p.tok()
	if equalFold(p.text(t), "DISTRIBUTION") || t.kw == kwPARTITION || t.kw == kwIF {
		return false
	}
	if !p.acceptPunct('(') {
		p.alterElement(as)
		return true
	}
	for {
		p.alterElement(as)
		if !p.acceptPunct(',') {
			break
		}
	}
	p.expectPunct(')', "")
	return true
}

// alterElement reads one column, constraint or watermark with its place.
func (p *parser) alterElement(as *AlterSchema) {
	ct := &CreateTable{}
	p.parseTableElement(ct)
	if len(ct.Watermarks) > 0 {
		as.Watermark = &ct.Watermarks[0]
	}
	switch {
	case ct.PrimaryKey == nil:
	case as.PrimaryKey == nil:
		as.PrimaryKey = ct.PrimaryKey
	case as.SecondPrimaryKey.End == 0:
		as.SecondPrimaryKey = ct.PrimaryKey.Span
	}
	if len(ct.Columns) == 0 {
		return
	}
	ac := AlterColumn{Column: ct.Columns[0]}
	switch w := p.text(p.tok()); {
	case equalFold(w, "AFTER") && p.pos < p.end:
		p.pos++
		ac.After = p.compoundIdent()
	case equalFold(w, "FIRST") && p.pos < p.end:
		p.pos++
		ac.First = true
	}
	as.Columns = append(as.Columns, ac)
}

// alterDrop reads DROP's target; false for what it does not model.
func (p *parser) alterDrop(as *AlterSchema) bool {
	switch t := p.tok(); {
	case t.kw == kwPRIMARY:
		p.pos += 2
		as.DropPrimaryKey = true
	case t.kw == kwCONSTRAINT:
		p.pos++
		as.DropConstraint = p.parseIdent("")
	case t.kw == kwWATERMARK:
		p.pos++
		as.DropWatermark = true
	case equalFold(p.text(t), "DISTRIBUTION") || t.kw == kwPARTITION || t.kw == kwIF:
		return false
	case p.acceptPunct('('):
		for {
			as.Drop = append(as.Drop, p.compoundIdent())
			if !p.acceptPunct(',') {
				break
			}
		}
		p.expectPunct(')', "")
	default:
		as.Drop = append(as.Drop, p.compoundIdent())
	}
	return true
}
