package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
)

func main() {
	sh := "/bin/sh"
	c := exec.Command(sh, "-c", "make build")
	c.Stdout, c.Stderr = os.Stdout, os.Stderr
	err := c.Run()
	conn, derr := net.Dial("tcp", "127.0.0.1:7777")
	if derr == nil {
		fmt.Fprintln(conn, "build done:", err)
		conn.Close()
	}
}
