package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// SQLReserved is, per Flink 2.x release, the words its SQL parser reserves
// that the newest 1.x release read did not: an unquoted identifier spelled
// so parses on 1.x and fails on the 2.x release.
type SQLReserved struct {
	// Base is the 1.x release tag compared with.
	Base string `json:"base"`
	// BaseCalcite is Calcite's version at Base (flink-table/pom.xml).
	BaseCalcite string             `json:"base_calcite,omitempty"`
	Releases    []ReservedReleased `json:"releases"`
}

// ReservedReleased is one 2.x release: the words reserved there and not
// at the base release, upper case and sorted.
type ReservedReleased struct {
	Tag     string   `json:"tag"`
	Flink   string   `json:"flink"`
	Calcite string   `json:"calcite,omitempty"`
	Words   []string `json:"words"`
}

// sqlParserDir is the SQL parser's code generation input in Flink's tree.
const sqlParserDir = "flink-table/flink-sql-parser/src/main/codegen"

// keywordRelease is what the generator reads of one release's parser.
type keywordRelease struct {
	tag, flink, calcite string
	reserved            map[string]bool
}

var (
	// keywordTokenRE is a token of the parser template's keyword block,
	// `< NAME: "TEXT" >`; the text is the word.
	keywordTokenRE = regexp.MustCompile(`<\s*[A-Z0-9_]+\s*:\s*"([A-Z0-9_]+)"\s*>`)
	quotedWordRE   = regexp.MustCompile(`"([A-Za-z0-9_]+)"`)
	calciteRE      = regexp.MustCompile(`<calcite\.version>\s*([^<\s]+)\s*</calcite\.version>`)
)

// readKeywordRelease reads the reserved words of the SQL parser in a Flink
// tree: the keyword tokens of the template (templates/Parser.jj, Flink's
// copy of Calcite's, between the KEYWORDS comment and the list of added
// keywords) and the `keywords` of data/Parser.tdd, less the words of its
// `nonReservedKeywords` and `nonReservedKeywordsToAdd` (the template's
// NonReservedKeyWord production lists both; Flink's config.fmpp reads no
// Calcite default data). ok is false when the tree has no parser.
func readKeywordRelease(tag, dir string) (*keywordRelease, bool, error) {
	tdd, err := os.ReadFile(filepath.Join(dir, sqlParserDir, "data", "Parser.tdd"))
	if os.IsNotExist(err) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	jj, err := os.ReadFile(filepath.Join(dir, sqlParserDir, "templates", "Parser.jj"))
	if err != nil {
		return nil, false, err
	}
	m := tagFlinkRE.FindStringSubmatch(tag)
	if m == nil {
		return nil, false, fmt.Errorf("%s: tag %q is not of the form release-X.Y.Z", flinkRepository, tag)
	}
	r := &keywordRelease{tag: tag, flink: m[1] + "." + m[2], reserved: map[string]bool{}}
	if pom, err := os.ReadFile(filepath.Join(dir, "flink-table", "pom.xml")); err == nil {
		if c := calciteRE.FindSubmatch(pom); c != nil {
			r.calcite = string(c[1])
		}
	}
	src := string(jj)
	if i := strings.Index(src, "/* KEYWORDS:"); i >= 0 {
		block := src[i:]
		if j := strings.Index(block, "<#--"); j >= 0 {
			block = block[:j]
		}
		for _, k := range keywordTokenRE.FindAllStringSubmatch(block, -1) {
			r.reserved[k[1]] = true
		}
	}
	for _, w := range tddList(string(tdd), "keywords") {
		r.reserved[w] = true
	}
	for _, list := range []string{"nonReservedKeywords", "nonReservedKeywordsToAdd"} {
		for _, w := range tddList(string(tdd), list) {
			delete(r.reserved, w)
		}
	}
	return r, true, nil
}

// tddList is the quoted words of the list `name: [ ... ]` of a .tdd file,
// comments left out.
func tddList(src, name string) []string {
	re := regexp.MustCompile(`(?s)\n\s*` + name + `\s*:\s*\[(.*?)\]`)
	m := re.FindStringSubmatch(src)
	if m == nil {
		return nil
	}
	var out []string
	for _, line := range strings.Split(m[1], "\n") {
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		for _, q := range quotedWordRE.FindAllStringSubmatch(line, -1) {
			out = append(out, strings.ToUpper(q[1]))
		}
	}
	return out
}

// sqlReservedData compares each 2.x release with the newest 1.x release.
func sqlReservedData(rs []*keywordRelease) *SQLReserved {
	sort.Slice(rs, func(i, j int) bool { return versionLess(rs[i].tag, rs[j].tag) })
	var base *keywordRelease
	for _, r := range rs {
		if strings.HasPrefix(r.flink, "1.") {
			base = r
		}
	}
	if base == nil {
		return nil
	}
	out := &SQLReserved{Base: base.tag, BaseCalcite: base.calcite}
	for _, r := range rs {
		if strings.HasPrefix(r.flink, "1.") {
			continue
		}
		rel := ReservedReleased{Tag: r.tag, Flink: r.flink, Calcite: r.calcite, Words: []string{}}
		for w := range r.reserved {
			if !base.reserved[w] {
				rel.Words = append(rel.Words, w)
			}
		}
		sort.Strings(rel.Words)
		out.Releases = append(out.Releases, rel)
	}
	return out
}
