//go:build unix

package safefile

import "syscall"

// openFlags makes opening a FIFO return at once instead of waiting for a
// writer; Read then refuses it before any read.
const openFlags = syscall.O_NONBLOCK
