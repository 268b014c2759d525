//go:build unix

package linter

import "syscall"

// openFlags are added to O_RDONLY when a file is opened for reading.
// O_NONBLOCK spares os.OpenFile its attempt to register the file with the
// runtime poller: for a regular file that is two fcntl, an epoll_ctl that
// fails and two fcntl to undo them, five system calls per file (75,000 on
// figure A of bench/). Reads of regular files never block either way.
const openFlags = syscall.O_NONBLOCK
