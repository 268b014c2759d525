package deploy

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/internal/lineindex"
)

// The testdata harness: every config under testdata/ is read (a directory
// named terraform-* as one module), and each deployment's rescaling verdict
// must match a `want: rescales=yes|no|unknown [reactive]` comment on the line
// Rescaling.At starts on (in AtPath when the verdict comes from another
// file). Every want comment must be matched. Files in testdata/nasty need no
// want: they must only be read without a panic and with sane spans.

var wantRE = regexp.MustCompile(`want: (rescales=(?:yes|no|unknown)(?: reactive)?)`)

type wantKey struct {
	path string
	line int
}

func TestTestdata(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range dirs {
		dir := dir
		if filepath.Base(dir) == "fuzz" {
			continue // go test -fuzz's corpus of failing inputs
		}
		t.Run(filepath.Base(dir), func(t *testing.T) {
			names, _ := filepath.Glob(filepath.Join(dir, "*"))
			sort.Strings(names)
			srcs := map[string][]byte{}
			wants := map[wantKey]string{}
			for _, name := range names {
				b, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				p := filepath.ToSlash(name)
				srcs[p] = b
				li := lineindex.New(b)
				for _, loc := range wantRE.FindAllSubmatchIndex(b, -1) {
					wants[wantKey{p, li.Line(loc[0])}] = string(b[loc[2]:loc[3]])
				}
			}
			var results []*Result
			sizes := map[string]int{}
			for p, b := range srcs {
				sizes[p] = len(b)
			}
			if strings.HasPrefix(filepath.Base(dir), "terraform") {
				var files []File
				for _, name := range names {
					p := filepath.ToSlash(name)
					if IsTerraformFile(p) {
						files = append(files, File{Path: p, Src: srcs[p]})
					}
				}
				res := ReadTerraform(files)
				checkResult(t, res, sizes, files[0].Path)
				results = append(results, res)
			} else {
				for _, name := range names {
					p := filepath.ToSlash(name)
					res := Read(p, srcs[p])
					if strings.HasSuffix(p, ".tf") {
						res = ReadTerraform([]File{{Path: p, Src: srcs[p]}})
					}
					checkResult(t, res, sizes, p)
					results = append(results, res)
				}
			}
			nasty := filepath.Base(dir) == "nasty"
			seen := map[wantKey]bool{}
			for _, res := range results {
				for _, d := range res.Deployments {
					p := pathOr(d.Rescaling.AtPath, d.Path)
					k := wantKey{p, lineindex.New(srcs[p]).Line(d.Rescaling.At.Start)}
					got := "rescales=" + d.Rescaling.Rescales.String()
					if d.Scheduler.Value == SchedulerReactive {
						got += " reactive"
					}
					want, ok := wants[k]
					switch {
					case !ok && nasty:
					case !ok:
						t.Errorf("%s:%d: %s %q: %s (%s), but no want comment there", k.path, k.line, d.Kind, d.Name, got, d.Rescaling.Why)
					case want != got:
						t.Errorf("%s:%d: %s %q: got %s, want %s (%s)", k.path, k.line, d.Kind, d.Name, got, want, d.Rescaling.Why)
					}
					seen[k] = true
				}
			}
			for k, w := range wants {
				if !seen[k] {
					t.Errorf("%s:%d: want %s, but no deployment decided there", k.path, k.line, w)
				}
			}
		})
	}
	_ = fmt.Sprint()
}
