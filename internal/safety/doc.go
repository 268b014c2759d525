// Package safety holds tests of promises flinklint makes about itself
// rather than about Flink jobs: its binary cannot open a network
// connection or run a program, it never prints a secret value, and the
// paths it prints stay inside the repository. It has no code of its own.
package safety
