package main

import (
	"fmt"
	"os/exec"
)

func main() {
	out, _ := exec.Command("git", "status", "--short").Output()
	fmt.Print(string(out))
	exec.Command("go", "build", "./...").Run()
}
