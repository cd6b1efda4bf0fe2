//go:build unix

package lint

import (
	"io"
	"io/fs"
	"syscall"
)

type fdFile int

func (f fdFile) Read(p []byte) (int, error) {
	for {
		n, err := syscall.Read(int(f), p)
		if err == syscall.EINTR {
			continue
		}
		if n < 0 {
			n = 0
		}
		if err == nil && n == 0 && len(p) > 0 {
			return 0, io.EOF
		}
		return n, err
	}
}

func (f fdFile) Close() error { return syscall.Close(int(f)) }

// openRegular opens path for reading and says what it is. O_NONBLOCK makes
// opening a FIFO return at once instead of waiting for a writer; the mode
// then refuses it before any read.
func openRegular(path string) (rawFile, int64, fs.FileMode, error) {
	var fd int
	var err error
	for {
		fd, err = syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return nil, 0, 0, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		_ = syscall.Close(fd)
		return nil, 0, 0, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	return fdFile(fd), st.Size, fileMode(uint32(st.Mode)), nil //nolint:unconvert // uint16 on some systems
}

// fileMode is the type bits of a stat mode as an fs.FileMode.
func fileMode(m uint32) fs.FileMode {
	switch m & syscall.S_IFMT {
	case syscall.S_IFREG:
		return 0
	case syscall.S_IFDIR:
		return fs.ModeDir
	case syscall.S_IFIFO:
		return fs.ModeNamedPipe
	case syscall.S_IFCHR:
		return fs.ModeDevice | fs.ModeCharDevice
	case syscall.S_IFBLK:
		return fs.ModeDevice
	case syscall.S_IFSOCK:
		return fs.ModeSocket
	case syscall.S_IFLNK:
		return fs.ModeSymlink
	}
	return fs.ModeIrregular
}
