package lint

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// errTooLarge is the error for a file over the size limit.
var errTooLarge = errors.New("the file is too large")

// rawFile is an open file read without the runtime's poller: lint reads
// tens of thousands of small regular files, and each trip through os.File
// costs several system calls that a plain read does not need.
type rawFile interface {
	Read(p []byte) (int, error)
	Close() error
}

// readFile reads a regular file. Anything else (a directory, a FIFO, a
// device) is refused without reading from it, so it cannot block.
func readFile(path string, maxSize int64) ([]byte, error) {
	b, _, err := readRegular(path, maxSize, nil, 0)
	return b, err
}

// readRegular reads all of the regular file at path, into buf when it is
// large enough. A file larger than maxSize (when maxSize > 0) gives
// errTooLarge and, when head > 0, its first head bytes, so that the caller
// can still say what kind of file it is.
func readRegular(path string, maxSize int64, buf []byte, head int) ([]byte, int64, error) {
	f, size, mode, err := openRegular(path)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = f.Close() }()
	if mode.IsDir() {
		return nil, size, errors.New("it is a directory, not a file")
	}
	if !mode.IsRegular() {
		return nil, size, fmt.Errorf("not a regular file (%s)", mode.Type())
	}
	if maxSize > 0 && size > maxSize {
		err := fmt.Errorf("%w: %d bytes", errTooLarge, size)
		if head <= 0 {
			return nil, size, err
		}
		buf = grow(buf, head)
		n, _ := io.ReadFull(f, buf)
		return buf[:n], size, err
	}
	// One byte more than the size, to see the end of the file in the first
	// read; the file may also have grown or shrunk since it was measured.
	buf = grow(buf, int(size)+1)
	n := 0
	for {
		if n == len(buf) { // it grew
			if maxSize > 0 && int64(n) > maxSize {
				return nil, size, fmt.Errorf("%w: it grew past %d bytes while being read", errTooLarge, maxSize)
			}
			bigger := make([]byte, 2*n)
			copy(bigger, buf)
			buf = bigger
		}
		m, err := f.Read(buf[n:])
		n += m
		if errors.Is(err, io.EOF) || (err == nil && m == 0) {
			break
		}
		// A read of a regular file stops short only at its end: when it
		// has brought exactly the size measured, asking again would only
		// confirm the end. A file that grew fills the extra byte and is
		// read on.
		if err == nil && int64(n) == size && n < len(buf) {
			break
		}
		if err != nil {
			return nil, size, &fs.PathError{Op: "read", Path: path, Err: err}
		}
	}
	if maxSize > 0 && int64(n) > maxSize {
		return nil, size, fmt.Errorf("%w: it grew past %d bytes while being read", errTooLarge, maxSize)
	}
	return buf[:n], size, nil
}

// grow returns buf with length n, reusing its storage when it is large
// enough.
func grow(buf []byte, n int) []byte {
	if cap(buf) < n {
		return make([]byte, n)
	}
	return buf[:n]
}
