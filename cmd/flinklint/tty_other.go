//go:build !linux && cgo

package main

import "os"

// ttyWidth is unknown here: COLUMNS or the default width applies.
func ttyWidth(*os.File) int { return 0 }
