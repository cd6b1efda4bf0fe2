package main

import (
	"fmt"
	"net"
	"os/exec"
)

func main() {
	conn, err := net.Dial("tcp", "localhost:8080")
	fmt.Println(err == nil)
	if conn != nil {
		conn.Close()
	}
	out, _ := exec.Command("git", "status", "--short").Output()
	fmt.Print(string(out))
}
