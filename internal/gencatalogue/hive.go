package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// hiveRepository holds Hive's table factory, which is used only through
// the Hive catalog: it has no identifier and lists no options (its
// factoryIdentifier, requiredOptions and optionalOptions throw), and a
// Hive table keeps any property.
const hiveRepository = "apache/flink-connector-hive"

// hiveModule is the module of Hive's table source and sink.
const hiveModule = "flink-connector-hive/src/main/java/"

// fsOptionRefRe is a reference to one of the filesystem connector's
// options, qualified or statically imported.
var fsOptionRefRe = regexp.MustCompile(`FileSystemConnectorOptions\.([A-Z][A-Z0-9_]*)\b`)

// hiveRelease is the 'hive' entry of one release: the table options
// HiveOptions declares (not the session options under 'table.') and the
// filesystem connector options the module's code reads, resolved in
// Flink's tree. nil when the tree has no Hive module.
func hiveRelease(root string, files []javaFile, res resolver) *Release {
	var hiveOptions *javaFile
	for i := range files {
		if files[i].class == "HiveOptions" && strings.HasPrefix(files[i].path, hiveModule) {
			hiveOptions = &files[i]
		}
	}
	if hiveOptions == nil {
		return nil
	}
	r := &Release{Factory: hiveModule + "org/apache/flink/connectors/hive/HiveDynamicTableFactory.java", Unvalidated: true}
	for _, m := range declRe.FindAllStringSubmatch(hiveOptions.src, -1) {
		if o := res.resolve(hiveOptions.class+"."+m[1], *hiveOptions); o != nil && !strings.HasPrefix(o.Key, "table.") {
			r.Options = append(r.Options, o)
		}
	}
	for _, name := range fsOptionRefs(filepath.Join(root, hiveModule)) {
		if o := res.core.option("FileSystemConnectorOptions", name); o != nil {
			r.Options = append(r.Options, o)
		}
	}
	seen := map[string]bool{}
	kept := r.Options[:0]
	for _, o := range r.Options {
		if !seen[o.Key] {
			seen[o.Key] = true
			kept = append(kept, o)
			r.Optional = append(r.Optional, o.Key)
		}
	}
	r.Options = kept
	sort.Strings(r.Optional)
	sort.Slice(r.Options, func(i, j int) bool { return r.Options[i].Key < r.Options[j].Key })
	return r
}

// fsOptionRefs are the filesystem connector option constants the Java
// files under dir refer to, sorted.
func fsOptionRefs(dir string) []string {
	names := map[string]bool{}
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".java") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil
		}
		for _, m := range fsOptionRefRe.FindAllStringSubmatch(stripComments(string(b)), -1) {
			names[m[1]] = true
		}
		return nil
	})
	out := make([]string, 0, len(names))
	for n := range names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
