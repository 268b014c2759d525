package sqlparse

import "strings"

// TablePath splits a table path as the Table API takes it
// (t_env.from_path("cat.db.orders"), create_temporary_table("`my.table`"))
// into its parts, unquoted: dots inside backquotes do not split, and a
// doubled backquote stands for one. It is the one place flinklint reads
// such a path; SQL names come parsed as QualifiedName.
func TablePath(s string) []string {
	var parts []string
	var cur strings.Builder
	quoted := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '`' && quoted && i+1 < len(s) && s[i+1] == '`':
			cur.WriteByte('`')
			i++
		case c == '`':
			quoted = !quoted
		case c == '.' && !quoted:
			parts = append(parts, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(c)
		}
	}
	return append(parts, strings.TrimSpace(cur.String()))
}

// TableObject is the object name of a table path: its last part.
func TableObject(path string) string {
	p := TablePath(path)
	return p[len(p)-1]
}

// SameTable reports whether two table paths can name the same table: the
// object names are equal, and so are the qualifying parts both of them
// write (db.orders and cat.db.orders can; db1.orders and db2.orders
// cannot). Identifiers compare exactly, as Flink's catalog does.
func SameTable(a, b string) bool {
	pa, pb := TablePath(a), TablePath(b)
	for i, j := len(pa)-1, len(pb)-1; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if pa[i] != pb[j] {
			return false
		}
	}
	return true
}
