//go:build !cgo

// Built without cgo, flinklint cannot parse Python or TypeScript: its
// parsers are tree-sitter, a C library. This main says so instead of the
// wall of compile errors the parser packages would give.

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "flinklint: this binary was built with CGO_ENABLED=0, but flinklint needs cgo: its Python and\n"+
		"TypeScript parsers are tree-sitter, a C library. Rebuild with CGO_ENABLED=1 and a C compiler (gcc or\n"+
		"clang) on PATH, e.g.: CGO_ENABLED=1 go install github.com/flinklint/flinklint/cmd/flinklint@latest")
	os.Exit(2)
}
