package flinkcorpus

import (
	"regexp"
	"strings"
)

// walker turns the calls of one class into cases.
type walker struct {
	c      *class
	tag    string
	cases  []Case
	skips  []Skip
	method string
	test   bool
	// pending are the INSERTs added to a statement set and not yet
	// planned (addInsertSql): the set's verify or execute plans them.
	pending []Case
	// helpers are the class's (and its bases') methods that are no tests.
	helpers map[string]method
}

func (w *walker) skip(reason string) {
	w.skips = append(w.skips, Skip{Reason: reason, File: w.c.path, Method: w.method})
}

// argRanges splits the arguments of the call whose "(" is at toks[open].
func argRanges(toks []token, open int) (args [][2]int, end int) {
	end = matching(toks, open)
	start := open + 1
	d := 0
	for j := open + 1; j < end; j++ {
		t := toks[j]
		if t.kind != tPunct {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			d++
		case ")", "]", "}":
			d--
		case ",":
			if d == 0 {
				args = append(args, [2]int{start, j})
				start = j + 1
			}
		}
	}
	if start < end {
		args = append(args, [2]int{start, end})
	}
	return args, end
}

// evalArg evaluates an argument as a whole string expression; holes (parts
// it cannot compute) are allowed inside SQL string literals, where they
// become 'x'.
func (w *walker) evalArg(r [2]int) (string, bool) {
	toks := w.c.toks[:r[1]]
	v, end, ok := w.c.sc.evalString(toks, r[0])
	if ok && end == r[1] {
		return v, true
	}
	return w.evalWithHoles(r)
}

// evalWithHoles evaluates a concatenation or interpolation some parts of
// which are unknown, and accepts it when each unknown part stands inside a
// quoted SQL literal.
func (w *walker) evalWithHoles(r [2]int) (string, bool) {
	const hole = "\x00"
	toks := w.c.toks
	var b strings.Builder
	i := r[0]
	for i < r[1] {
		t := toks[i]
		if t.kind == tString && t.interp == "s" {
			s := t.text
			if t.triple && w.c.sc.java {
				s = textBlock(s)
			}
			v, ok := w.c.sc.interpolate(s, hole)
			if !ok {
				return "", false
			}
			b.WriteString(v)
			i++
		} else {
			v, j, ok := w.c.sc.evalTerm(toks[:r[1]], i)
			if ok {
				b.WriteString(v)
				i = j
			} else {
				// An unknown term: skip it to the next top-level +.
				j := i
				d := 0
				for ; j < r[1]; j++ {
					x := toks[j]
					if x.is("(") || x.is("[") || x.is("{") {
						d++
					} else if x.is(")") || x.is("]") || x.is("}") {
						d--
					} else if d == 0 && x.is("+") {
						break
					}
				}
				b.WriteString(hole)
				i = j
			}
		}
		// postfix .stripMargin on an interpolated literal
		for i+1 < r[1] && toks[i].is(".") && toks[i+1].kind == tIdent {
			switch toks[i+1].text {
			case "stripMargin":
				v := stripMargin(b.String(), '|')
				b.Reset()
				b.WriteString(v)
				i += 2
				if i+1 < r[1] && toks[i].is("(") {
					i = matching(toks, i) + 1
				}
			case "trim", "stripIndent", "toString":
				i += 2
				if i+1 < r[1] && toks[i].is("(") && toks[i+1].is(")") {
					i += 2
				}
			default:
				return "", false
			}
		}
		if i < r[1] {
			if !toks[i].is("+") {
				return "", false
			}
			i++
		}
	}
	s := b.String()
	if !strings.Contains(s, hole) {
		return s, true
	}
	// Every hole inside a single-quoted literal.
	inQuote := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\'':
			inQuote = !inQuote
		case 0:
			if !inQuote {
				return "", false
			}
		}
	}
	return strings.ReplaceAll(s, hole, "x"), true
}

// interpolate substitutes the known variables of a Scala s-interpolation,
// unknown ones by hole; with hole "", an unknown one makes it fail.
func (sc *scope) interpolate(s, hole string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			b.WriteByte(s[i])
			continue
		}
		if i+1 < len(s) && s[i+1] == '$' {
			b.WriteByte('$')
			i++
			continue
		}
		var name string
		if i+1 < len(s) && s[i+1] == '{' {
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return "", false
			}
			name = strings.TrimSpace(s[i+2 : i+end])
			i += end
		} else {
			j := i + 1
			for j < len(s) && isIdentByte(s[j]) && s[j] != '$' {
				j++
			}
			name = s[i+1 : j]
			i = j - 1
		}
		if v, ok := sc.lookup(name, 1<<30); ok && name != "" {
			b.WriteString(v)
		} else if hole == "" {
			return "", false
		} else {
			b.WriteString(hole)
		}
	}
	return b.String(), true
}

// firstSQL is the first argument of a call that evaluates to SQL.
func (w *walker) firstSQL(open int) (sql string, found, computed bool) {
	args, _ := argRanges(w.c.toks, open)
	if len(args) == 0 {
		return "", false, false
	}
	v, ok := w.evalArg(args[0])
	if !ok {
		return "", false, false
	}
	if !looksLikeSQL(v) {
		return "", false, true
	}
	return v, true, true
}

// walk reads the calls of toks[from:to] in order. In a test method it
// emits cases; elsewhere it only builds the setup.
func (w *walker) walk(st *state, from, to int) {
	toks := w.c.toks
	for i := from; i < to; i++ {
		t := toks[i]
		if t.kind != tIdent {
			continue
		}
		lower := strings.ToLower(t.text)
		if lower == "batchtestutil" || lower == "inbatchmode" || t.text == "BATCH" {
			st.batch = true
		}
		if lower == "streamtestutil" || lower == "instreamingmode" || t.text == "STREAMING" {
			st.batch = false
		}
		if i+1 >= to {
			continue
		}
		next := toks[i+1]
		if !next.is("(") && !next.is("[") && !next.is("{") {
			continue
		}
		switch {
		case assertionStarts[t.text]:
			end := w.assertion(st, i, to)
			i = end
		case t.text == "useCatalog" || t.text == "useDatabase":
			if !next.is("(") {
				continue
			}
			args, end := argRanges(toks, i+1)
			if len(args) == 1 {
				if v, ok := w.evalArg(args[0]); ok {
					if st.opaque[strings.ToLower(v)] {
						st.opaqueAll = "the current catalog or database is set through the API to one registered through the API"
					}
					kw := "CATALOG"
					if t.text == "useDatabase" {
						kw = "DATABASE"
					}
					st.setup = append(st.setup, "USE "+kw+" `"+v+"`")
				} else {
					st.opaqueAll = "the current catalog or database is set through the API to a name not reconstructed"
				}
			}
			i = end
		case (t.text == "addTableSource" || t.text == "addDataStream") && next.is("["):
			i = w.scalaSource(st, i)
		case t.text == "try" && next.is("{") && w.test:
			i = w.tryFail(st, i)
		case (registerCalls[t.text] || registerName.MatchString(t.text)) && next.is("(") && !functionCalls[t.text] && !statementCalls[t.text] && t.text != "addTableSource":
			args, _ := argRanges(toks, i+1)
			if len(args) == 0 {
				continue
			}
			if v, ok := w.evalArg(args[0]); ok {
				for _, part := range strings.Split(v, ".") {
					st.opaque[strings.ToLower(strings.Trim(part, "`"))] = true
				}
			} else if len(args) > 1 && registerCalls[t.text] {
				st.opaqueAll = "a table registered through the API under a name not reconstructed"
			}
		case t.text == "addTableSource" && next.is("("):
			w.javaSource(st, i)
		case functionCalls[t.text] && next.is("("):
			args, _ := argRanges(toks, i+1)
			if len(args) < 2 {
				continue
			}
			if v, ok := w.evalArg(args[0]); ok && !strings.ContainsAny(v, " '`;") && v != "" {
				kw := "TEMPORARY SYSTEM FUNCTION"
				switch t.text {
				case "createTemporaryFunction", "addTemporaryFunction":
					kw = "TEMPORARY FUNCTION"
				case "createFunction":
					kw = "FUNCTION"
				}
				st.setup = append(st.setup, "CREATE "+kw+" IF NOT EXISTS `"+v+"` AS 'flinkcorpus.ApiFunction'")
			}
		case t.text == "addInsertSql" && next.is("(") && w.test:
			sql, found, _ := w.firstSQL(i + 1)
			if found {
				w.pending = append(w.pending, w.build(st, Case{Line: t.line, Source: "plan", Outcome: Planned, SQL: sql}))
			}
		case statementCalls[t.text] && next.is("("):
			sql, found, computed := w.firstSQL(i + 1)
			if !found {
				if !computed && isSetupName(t.text) {
					st.opaqueAll = "a statement whose text is not reconstructed"
				}
				// A helper of the same name that registers a table: addTable("t", schema).
				if args, _ := argRanges(toks, i+1); computed && len(args) > 1 {
					if v, ok := w.evalArg(args[0]); ok {
						st.opaque[strings.ToLower(v)] = true
					}
				}
				continue
			}
			if w.test {
				w.emit(st, Case{Line: t.line, Source: "statement", Outcome: Planned, SQL: sql})
			}
			if isSetupStatement(sql) {
				st.setup = append(st.setup, sql)
			}
		case planCall(t.text) && next.is("(") && w.test:
			sql, found, computed := w.firstSQL(i + 1)
			if !found && len(w.pending) > 0 {
				w.flushPending()
				continue
			}
			if !found {
				if !computed {
					w.skip("plan test: the statement is not reconstructed (a Table API expression or a computed text)")
				}
				continue
			}
			w.emit(st, Case{Line: t.line, Source: "plan", Outcome: Planned, SQL: sql})
		case w.helpers != nil && next.is("(") && (i == 0 || !toks[i-1].is(".")) && w.helperCall(st, i):
		case t.text == "parse" && w.test && next.is("(") && (strings.Contains(w.c.name, "Operation") || strings.Contains(w.c.name, "Converter")):
			sql, found, _ := w.firstSQL(i + 1)
			if found {
				w.emit(st, Case{Line: t.line, Source: "statement", Outcome: Planned, SQL: sql})
				if isSetupStatement(sql) {
					st.setup = append(st.setup, sql)
				}
			}
		}
	}
}

// registerName matches the names of the API calls and test helpers that
// register a table, view or catalog under their first argument.
var registerName = regexp.MustCompile(`^(add|register|create)\w*(Table|View|Source|Sink|Catalog|Stream|Collection)\w*$`)

// tryFail reads try { ...; fail(...) } catch ...: the last statement of the
// block is expected to throw. It returns the index of the block's end.
func (w *walker) tryFail(st *state, i int) int {
	toks := w.c.toks
	end := matching(toks, i+1)
	fails := false
	for k := i + 2; k < end; k++ {
		if toks[k].isIdent("fail") && k+1 < end && toks[k+1].is("(") {
			fails = true
		}
	}
	if !fails || end+1 >= len(toks) || !toks[end+1].isIdent("catch") {
		return i
	}
	sub := &walker{c: w.c, tag: w.tag, method: w.method, test: true, helpers: w.helpers}
	sub.walk(st, i+2, end)
	w.skips = append(w.skips, sub.skips...)
	if len(sub.cases) == 0 {
		return end
	}
	w.cases = append(w.cases, sub.cases[:len(sub.cases)-1]...)
	c := sub.cases[len(sub.cases)-1]
	c.Outcome, c.Source = Rejected, "exception"
	w.cases = append(w.cases, c)
	return end
}

func isSetupName(call string) bool {
	return call == "executeSql" || call == "addTable" || call == "sqlUpdate"
}

// flushPending records the statement set's INSERTs as planned.
func (w *walker) flushPending() {
	for _, c := range w.pending {
		if c.Outcome != "" {
			w.cases = append(w.cases, c)
		}
	}
	w.pending = nil
}

// build fills a case's provenance and setup; a case that cannot be built
// has no Outcome and is counted as skipped.
func (w *walker) build(st *state, c Case) Case {
	n := len(w.cases)
	w.emit(st, c)
	if len(w.cases) == n {
		return Case{}
	}
	built := w.cases[n]
	w.cases = w.cases[:n]
	return built
}

// helperCall handles a call of a method of the class that is no test: a
// helper that asserts an exception on its SQL argument gives a rejected
// case (its other string arguments are the message), one that plans or
// runs it a planned case, one that registers a table under its name
// argument makes that name opaque. It reports whether the call was one.
func (w *walker) helperCall(st *state, i int) bool {
	toks := w.c.toks
	h, ok := w.helpers[toks[i].text]
	if !ok || h.name == w.method {
		return false
	}
	args, _ := argRanges(toks, i+1)
	if len(args) == 0 {
		return false
	}
	first, ok := w.evalArg(args[0])
	if !ok {
		return false
	}
	kind := h.kind
	if !looksLikeSQL(first) {
		if kind == "register" {
			st.opaque[strings.ToLower(first)] = true
			return true
		}
		return false
	}
	if !w.test {
		return false
	}
	switch kind {
	case "assert":
		var msgs []string
		for _, a := range args[1:] {
			if v, ok := w.evalArg(a); ok {
				msgs = append(msgs, v)
			}
		}
		n := len(w.cases)
		w.emit(st, Case{Line: toks[i].line, Source: "exception", Outcome: Rejected, SQL: first, Message: strings.Join(msgs, " | ")})
		if len(w.cases) > n {
			for k := args[len(args)-1][0]; k < args[len(args)-1][1]; k++ {
				if toks[k].isIdent("classOf") || toks[k].isIdent("class") {
					w.cases[n].Exception = exceptionName(toks[args[len(args)-1][0]:args[len(args)-1][1]])
				}
			}
		}
	case "verify", "register":
		w.emit(st, Case{Line: toks[i].line, Source: "plan", Outcome: Planned, SQL: first})
	default:
		return false
	}
	return true
}

// emit records a case with the state's setup, unless the case reads an
// object the setup registered through the API.
func (w *walker) emit(st *state, c Case) {
	if st.opaqueAll != "" {
		w.skip(st.opaqueAll)
		return
	}
	if len(st.opaque) > 0 {
		names := sqlNames(c.SQL)
		for _, s := range st.setup {
			for n := range sqlNames(s) {
				names[n] = true
			}
		}
		for n := range names {
			if st.opaque[n] {
				w.skip("reads a table, view or catalog registered through the Java/Scala API")
				return
			}
		}
	}
	c.Tag, c.File, c.Class, c.Method, c.Batch = w.tag, w.c.path, w.c.name, w.method, st.batch
	c.Setup = append([]string(nil), st.setup...)
	c.SQL = strings.TrimSpace(c.SQL)
	w.cases = append(w.cases, c)
}

// assertion reads an expected-exception assertion starting at toks[i] and
// returns the index of its last token.
func (w *walker) assertion(st *state, i, to int) int {
	toks := w.c.toks
	name := toks[i].text
	var lambda [2]int
	exception := ""
	j := i + 1
	switch name {
	case "assertThatThrownBy":
		args, end := argRanges(toks, j)
		if len(args) == 0 {
			return end
		}
		lambda = args[0]
		j = end + 1
	case "assertThatExceptionOfType":
		args, end := argRanges(toks, j)
		if len(args) > 0 {
			exception = exceptionName(toks[args[0][0]:args[0][1]])
		}
		j = end + 1
		// .isThrownBy(lambda)
		if j+2 < to && toks[j].is(".") && toks[j+1].isIdent("isThrownBy") && toks[j+2].is("(") {
			a, e := argRanges(toks, j+2)
			if len(a) > 0 {
				lambda = a[0]
			}
			j = e + 1
		}
	case "assertThrows":
		args, end := argRanges(toks, j)
		if len(args) < 2 {
			return end
		}
		exception = exceptionName(toks[args[0][0]:args[0][1]])
		lambda = args[1]
		j = end + 1
	case "intercept":
		if !toks[j].is("[") {
			return j
		}
		e := matching(toks, j)
		exception = exceptionName(toks[j+1 : e])
		j = e + 1
		if j >= to || !(toks[j].is("{") || toks[j].is("(")) {
			return j
		}
		end := matching(toks, j)
		lambda = [2]int{j + 1, end}
		j = end + 1
	}
	// The assertion chain.
	var msgs []string
	for j+2 < len(toks) && toks[j].is(".") && toks[j+1].kind == tIdent && toks[j+2].is("(") {
		call := toks[j+1].text
		args, end := argRanges(toks, j+2)
		if classCalls[call] && len(args) > 0 && exception == "" {
			exception = exceptionName(toks[args[0][0]:args[0][1]])
		}
		if messageCalls[call] {
			for _, a := range args {
				if v, ok := w.evalArg(a); ok {
					msgs = append(msgs, v)
				}
			}
			if call == "satisfies" {
				// satisfies(anyCauseMatches(X.class, "msg"))
				for k := j + 3; k < end; k++ {
					if toks[k].kind == tIdent && toks[k+1].is("(") && strings.Contains(toks[k].text, "Matches") {
						a, _ := argRanges(toks, k+1)
						for n, r := range a {
							if v, ok := w.evalArg(r); ok {
								msgs = append(msgs, v)
							} else if n == 0 && exception == "" {
								exception = exceptionName(toks[r[0]:r[1]])
							}
						}
						break
					}
				}
			}
		}
		j = end + 1
	}
	last := j - 1
	if !w.test || lambda[1] <= lambda[0] {
		return last
	}
	// The statements inside the lambda: the last one throws.
	inner := st.clone()
	sub := &walker{c: w.c, tag: w.tag, method: w.method, test: true}
	sub.walk(inner, lambda[0], lambda[1])
	w.skips = append(w.skips, sub.skips...)
	if len(sub.cases) == 0 {
		// A call the walker does not know, with SQL as its argument.
		for k := lambda[0]; k < lambda[1]; k++ {
			if toks[k].kind == tIdent && k+1 < lambda[1] && toks[k+1].is("(") {
				if sql, found, _ := w.firstSQL(k + 1); found {
					sub.emit(inner, Case{Line: toks[k].line, SQL: sql})
					break
				}
			}
		}
	}
	if len(sub.cases) == 0 && len(w.pending) == 1 && w.pending[0].Outcome != "" {
		sub.cases = w.pending
		w.pending = nil
	} else if len(sub.cases) == 0 && len(w.pending) > 1 {
		w.pending = nil
		w.skip("a statement set of several INSERTs is rejected as a whole")
		return last
	}
	if len(sub.cases) == 0 {
		w.skip("exception test without a SQL statement (Table API, factory or type test)")
		return last
	}
	c := sub.cases[len(sub.cases)-1]
	c.Source, c.Outcome, c.Exception = "exception", Rejected, exception
	c.Message = strings.Join(msgs, " | ")
	w.cases = append(w.cases, c)
	return last
}
