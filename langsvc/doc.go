// Package langsvc is the language service's reading of a file at a
// position: what is under an editor's cursor (the SQL statement and token
// and their context, or a deployment config's key path), and, built on it,
// completion and signature help. It works on the parsed model
// (model.File) and on plain values: no LSP types, no I/O, no state. On
// the same model it gives a file's outline and the workspace's symbols
// (symbols.go), hover (hover.go), go to definition and references
// (define.go, from semantics.References), in byte offsets of the files
// where the text is written. The server (package server) turns LSP
// requests into its calls and its answers into LSP results.
package langsvc
