package secscan

import (
	"strings"
	"testing"
)

func TestMakeRecipes(t *testing.T) {
	src := "LOG_ROOT ?= $(HOME)\nCFLAGS = -O2 -Wall\nX:=$(shell pwd)\nY += more\nall:\n\t@rm -rf $(LOG_ROOT)/cache $$TMP\n"
	got, ok := makeRecipes("Makefile", []byte(src))
	want := "LOG_ROOT=\"${HOME}\" \nCFLAGS=\"-O2 -Wall\"\n               \n         \n    \n\t rm -rf ${LOG_ROOT}/cache  $TMP\n"
	if !ok || got != want {
		t.Errorf("makeRecipes:\n got %q\nwant %q", got, want)
	}
	if len(got) != len(src) {
		t.Errorf("length %d, want %d", len(got), len(src))
	}
}

func TestDockerShell(t *testing.T) {
	src := "FROM alpine\nADD https://x.example/releases/v1/a /usr/local/bin/a\nRUN chmod +x /usr/local/bin/a && \\\n    echo ok\nENV A=1 NODE_TLS_REJECT_UNAUTHORIZED=0\nCMD [\"sh\", \"-c\", \"a --daemon\"]\n"
	got, ok := dockerShell("Dockerfile", []byte(src))
	want := "           \nxh https://x.example/releases/v1/a>/usr/local/bin/a \n    chmod +x /usr/local/bin/a && \\\n    echo ok\n    A=1 NODE_TLS_REJECT_UNAUTHORIZED=0\na --daemon                    \n"
	if !ok || got != want {
		t.Errorf("dockerShell:\n got %q\nwant %q", got, want)
	}
	if _, ok := dockerShell("scripts/run.sh", []byte(src)); ok {
		t.Error("a shell script read as a Dockerfile")
	}
}

func TestUnitShell(t *testing.T) {
	src := "[Service]\nExecStartPre=-/usr/bin/mkdir -p /x\nExecStart=/bin/sh -c 'curl x | sh'\nDescription=ExecStart=not\n"
	got, ok := unitShell("a/b.service", []byte(src))
	want := "         \n              /usr/bin/mkdir -p /x\n          /bin/sh -c 'curl x | sh'\n                         \n"
	if !ok || got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if _, ok := unitShell("a/b.txt", []byte(src)); ok {
		t.Fatal("a text file read as a unit")
	}
}

func TestPlistShell(t *testing.T) {
	src := "<dict><key>ProgramArguments</key><array><string>/bin/bash</string><string>-c</string><string>echo hi | sh</string></array></dict>"
	out, ok := plistShell([]byte(src), nil)
	if !ok || !strings.Contains(string(out), "echo hi | sh") || strings.Contains(string(out), "<string>") {
		t.Fatalf("plistShell = %q, %v", out, ok)
	}
	if _, ok := plistShell([]byte("<key>ProgramArguments</key><array><string>/usr/bin/python3</string><string>-c</string><string>x</string></array>"), nil); ok {
		t.Fatal("a command given to python is no shell's")
	}
	if _, ok := plistShell([]byte("<key>ProgramArguments</key><array><string>/bin/sh</string>"), nil); ok {
		t.Fatal("an array with no end is read")
	}
}
