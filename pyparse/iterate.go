package pyparse

// Iteration over collections known statically: comprehensions, the
// elements a for loop visits, dict literals with ** merges and the dict
// methods that read them. Configuration is often kept in a dict and turned
// into a WITH clause by a comprehension (`", ".join(f"'{k}' = '{v}'" for k,
// v in OPTS.items())`); evaluating one element at a time, with the loop
// names bound to that element's value, keeps every option mapped to the
// dict entry it came from.

// maxIterated bounds the elements of one iteration that are evaluated.
const maxIterated = 256

// evalComprehension evaluates a list, set, dict or generator comprehension
// with one for clause and no condition over a known collection; anything
// else is unknown, since which elements it keeps cannot be told.
func (e *evaluator) evalComprehension(n *syntaxNode, c *ctx) []*val {
	body := fieldOf(n, "body")
	var loops []*syntaxNode
	filtered := false
	for _, ch := range n.namedKids() {
		switch kindOf(ch) {
		case "for_in_clause":
			loops = append(loops, ch)
		case "if_clause":
			filtered = true
		}
	}
	if body == nil || len(loops) == 0 {
		return []*val{unknownVal(n, c)}
	}
	// The first iterable is evaluated in any case: what it reads (a SQL
	// file split into statements) is read by the job.
	elems, ok := e.iterValues(fieldOf(loops[0], "right"), c)
	if !ok || filtered || len(loops) > 1 {
		return []*val{unknownVal(n, c)}
	}
	loop := loops[0]
	isDict := kindOf(n) == "dictionary_comprehension"
	out := &val{kind: kList, node: n, c: c}
	if isDict {
		out.kind = kDict
	}
	for _, el := range elems {
		lc := e.withLocals(c, n, fieldOf(loop, "left"), el)
		if isDict {
			k, v := fieldOf(body, "key"), fieldOf(body, "value")
			if kindOf(body) != "pair" || k == nil || v == nil {
				return []*val{unknownVal(n, c)}
			}
			dictPut(out, e.single(k, lc), e.single(v, lc))
			continue
		}
		out.elems = append(out.elems, e.single(body, lc))
	}
	return []*val{out}
}

// single is the value of n when it has one candidate, unknown otherwise:
// one element of a collection is one value.
func (e *evaluator) single(n *syntaxNode, c *ctx) *val {
	vs := e.evalValue(n, c)
	if len(vs) != 1 {
		return unknownVal(n, c)
	}
	return vs[0]
}

// iterValues returns the elements iterating n visits (a dict's keys), when
// n has one candidate value that is a known collection.
func (e *evaluator) iterValues(n *syntaxNode, c *ctx) ([]*val, bool) {
	if n == nil {
		return nil, false
	}
	vs := e.evalValue(n, c)
	if len(vs) != 1 {
		return nil, false
	}
	var elems []*val
	switch v := vs[0]; v.kind {
	case kList:
		elems = v.elems
	case kDict:
		elems = v.keys
	default:
		return nil, false
	}
	if len(elems) > maxIterated {
		return nil, false
	}
	return elems, true
}

// withLocals is c with target (a name or a tuple of names) bound to v,
// visible inside scope.
func (e *evaluator) withLocals(c *ctx, scope, target *syntaxNode, v *val) *ctx {
	nc := *c
	nc.locals = map[string]*val{}
	if c.locals != nil && within(scope, c.localsIn) {
		for k, lv := range c.locals {
			nc.locals[k] = lv
		}
	}
	nc.localsIn = scope
	e.bindTarget(&nc, target, v)
	return &nc
}

// bindTarget binds the names of an assignment target to v, unpacking
// tuples; names that cannot be matched to an element are unknown.
func (e *evaluator) bindTarget(c *ctx, target *syntaxNode, v *val) {
	if target == nil {
		return
	}
	switch kindOf(target) {
	case "identifier":
		c.locals[textOf(target, c.f)] = v
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "parenthesized_expression":
		parts := target.namedKids()
		if kindOf(target) == "parenthesized_expression" && len(parts) == 1 {
			e.bindTarget(c, parts[0], v)
			return
		}
		for i, p := range parts {
			el := unknownVal(target, c)
			if v != nil && v.kind == kList && len(v.elems) == len(parts) {
				el = v.elems[i]
			}
			e.bindTarget(c, p, el)
		}
	}
}

// evalDict evaluates a dict display; `**other` merges a known dict, and an
// unknown one makes the whole dict unknown (which keys it holds cannot be
// told).
func (e *evaluator) evalDict(n *syntaxNode, c *ctx) *val {
	v := &val{kind: kDict, node: n, c: c}
	for _, ch := range n.namedKids() {
		switch kindOf(ch) {
		case "pair":
			k, vv := fieldOf(ch, "key"), fieldOf(ch, "value")
			dictPut(v, e.evalValue(k, c)[0], e.evalValue(vv, c)[0])
		case "dictionary_splat":
			if !e.mergeDict(v, namedAt(ch, 0), c) {
				return unknownVal(n, c)
			}
		}
	}
	return v
}

// mergeDict puts the entries of the dict n evaluates to into d, as
// d.update(n) does; false when n is not one known dict.
func (e *evaluator) mergeDict(d *val, n *syntaxNode, c *ctx) bool {
	if n == nil {
		return false
	}
	vs := e.evalValue(n, c)
	if len(vs) != 1 || vs[0].kind != kDict {
		return false
	}
	for i, k := range vs[0].keys {
		dictPut(d, k, vs[0].elems[i])
	}
	return true
}

// dictPut sets key to value in d: a known key already present keeps its
// place and takes the new entry (so positions point at the entry that
// wins), as Python's dicts do.
func dictPut(d, key, value *val) {
	if ks, ok := knownKey(key); ok {
		for i, k := range d.keys {
			if s, ok := knownKey(k); ok && s == ks {
				d.keys[i], d.elems[i] = key, value
				return
			}
		}
	}
	d.keys = append(d.keys, key)
	d.elems = append(d.elems, value)
}

func knownKey(k *val) (string, bool) {
	if k == nil || k.kind != kStr || !k.s.known() {
		return "", false
	}
	return string(k.s.b), true
}

// copyDict is a shallow copy of a dict value, for updates that must not
// change the value they start from (values are never mutated once
// returned).
func copyDict(d *val, n *syntaxNode, c *ctx) *val {
	return &val{kind: kDict, keys: append([]*val(nil), d.keys...), elems: append([]*val(nil), d.elems...), node: n, c: c}
}

// dictMethod evaluates items(), keys(), values(), copy() and get() on a
// receiver that is one known dict; nil when it is not.
func (e *evaluator) dictMethod(n, obj *syntaxNode, meth string, pos []*syntaxNode, c *ctx) []*val {
	switch meth {
	case "items", "keys", "values", "copy", "get":
	default:
		return nil
	}
	if obj == nil {
		return nil
	}
	recv := e.evalValue(obj, c)
	if len(recv) != 1 || recv[0].kind != kDict {
		return nil
	}
	d := recv[0]
	switch meth {
	case "copy":
		return []*val{copyDict(d, n, c)}
	case "get":
		if len(pos) == 0 || pos[0] == nil {
			return nil
		}
		want, ok := knownKey(e.single(pos[0], c))
		if !ok {
			return []*val{unknownVal(n, c)}
		}
		for i, k := range d.keys {
			if s, ok := knownKey(k); ok && s == want {
				return []*val{d.elems[i]}
			}
		}
		if len(pos) > 1 && pos[1] != nil {
			return e.evalValue(pos[1], c)
		}
		return []*val{unknownVal(n, c)} // None, which no option is
	}
	out := &val{kind: kList, node: n, c: c}
	for i, k := range d.keys {
		switch meth {
		case "items":
			out.elems = append(out.elems, &val{kind: kList, elems: []*val{k, d.elems[i]}, node: n, c: c})
		case "keys":
			out.elems = append(out.elems, k)
		case "values":
			out.elems = append(out.elems, d.elems[i])
		}
	}
	return []*val{out}
}

// mutate applies an in-place change (update, item assignment, append,
// extend) to each candidate value; values are copied, never changed.
func (e *evaluator) mutate(vals []*val, a augPart, c *ctx) []*val {
	out := make([]*val, 0, len(vals))
	for _, v := range vals {
		out = append(out, e.mutate1(v, a, c))
	}
	return out
}

func (e *evaluator) mutate1(v *val, a augPart, c *ctx) *val {
	n := a.node
	switch {
	case a.op == augSetItem && v.kind == kDict:
		left, right := fieldOf(n, "left"), fieldOf(n, "right")
		d := copyDict(v, n, c)
		dictPut(d, e.single(fieldOf(left, "subscript"), c), e.single(right, c))
		return d
	case a.op == augMerge && v.kind == kDict:
		d := copyDict(v, n, c)
		if !e.mergeDict(d, n, c) {
			return unknownVal(n, c)
		}
		return d
	case a.op == augUpdate && v.kind == kDict:
		d := copyDict(v, n, c)
		if !e.putArgs(d, fieldOf(n, "arguments"), c) {
			return unknownVal(n, c)
		}
		return d
	case (a.op == augAppend || a.op == augExtend) && v.kind == kList:
		args := fieldOf(n, "arguments")
		pos, _ := e.splitArgs(args, c.f)
		if len(pos) != 1 || pos[0] == nil {
			return unknownVal(n, c)
		}
		l := &val{kind: kList, elems: append([]*val(nil), v.elems...), node: n, c: c}
		if a.op == augAppend {
			l.elems = append(l.elems, e.single(pos[0], c))
			return l
		}
		more, ok := e.iterValues(pos[0], c)
		if !ok {
			return unknownVal(n, c)
		}
		l.elems = append(l.elems, more...)
		return l
	}
	return unknownVal(n, c)
}

// dictCall evaluates dict(...): a copy of a known dict and keyword entries.
func (e *evaluator) dictCall(n *syntaxNode, c *ctx) *val {
	d := &val{kind: kDict, node: n, c: c}
	if !e.putArgs(d, fieldOf(n, "arguments"), c) {
		return unknownVal(n, c)
	}
	return d
}

// putArgs puts the entries the arguments of dict(...) or d.update(...)
// give into d, in order: a positional dict, `**other`, `key=value`. False
// when some entry cannot be known.
func (e *evaluator) putArgs(d *val, args *syntaxNode, c *ctx) bool {
	if args == nil || kindOf(args) != "argument_list" {
		return false
	}
	npos := 0
	for _, a := range args.namedKids() {
		switch kindOf(a) {
		case "comment":
		case "keyword_argument":
			k, v := fieldOf(a, "name"), fieldOf(a, "value")
			if k == nil || v == nil {
				return false
			}
			dictPut(d, strVal(mappedStr(textOf(k, c.f), c.f, k.start, k.end), k, c), e.single(v, c))
		case "dictionary_splat":
			if !e.mergeDict(d, namedAt(a, 0), c) {
				return false
			}
		case "list_splat":
			return false
		default:
			if npos++; npos > 1 || !e.mergeDict(d, a, c) {
				return false
			}
		}
	}
	return true
}
