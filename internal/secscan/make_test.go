package secscan

import "testing"

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
