package main

import (
	"net"
	"os"
	"os/exec"
)

func main() {
	conn, err := net.Dial("tcp", "localhost:8080")
	if err != nil {
		os.Exit(1)
	}
	conn.Close()
	cmd := exec.Command("make", "smoke")
	cmd.Stdin = os.Stdin
	cmd.Stdout = os.Stdout
	cmd.Run()
}
