package cli

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/skillint/skillint/output"
	"github.com/skillint/skillint/rules/registry"
	"github.com/urfave/cli/v2"
)

// Shell completion and the man page are generated from the command
// definitions (the app's flags and commands), so they cannot drift from
// them. The scripts are static: completing a word runs no skillint process.

var shells = []string{"bash", "zsh", "fish", "powershell"}

// complFlag is a flag as the completion scripts see it.
type complFlag struct {
	names  []string // "--format", "-f"
	usage  string
	value  bool     // takes a value
	file   bool     // the value is a path
	values []string // the values it takes, when they are a fixed set
}

// complCommand is a command (name "" is the lint run itself).
type complCommand struct {
	name  string
	usage string
	flags []complFlag
	args  []string // words the positional arguments are taken from (nil: paths)
	paths bool     // positional arguments are paths
}

// flagValues lists the values of the flags that take one of a fixed set, by
// "command.flag"; fileFlags the flags whose value is a path.
func flagValues(key string) []string {
	switch key {
	case ".format":
		return output.PrinterNames()
	case ".color":
		return []string{"auto", "always", "never"}
	case "rules.format":
		return []string{"text", "json", "markdown"}
	}
	return nil
}

var fileFlags = map[string]bool{".config": true, ".sarif-file": true, ".stdin-filename": true}

func complFlags(command string, flags []cli.Flag) []complFlag {
	var out []complFlag
	for _, f := range flags {
		names := f.Names()
		if len(names) == 0 || names[0] == "help" || names[0] == "version" {
			continue
		}
		cf := complFlag{}
		for _, n := range names {
			cf.names = append(cf.names, dashes(n))
		}
		if d, ok := f.(cli.DocGenerationFlag); ok {
			cf.usage = strings.ReplaceAll(d.GetUsage(), "`", "")
			cf.value = d.TakesValue()
		}
		key := command + "." + names[0]
		cf.file = fileFlags[key]
		cf.values = flagValues(key)
		out = append(out, cf)
	}
	out = append(out, complFlag{names: []string{"--help", "-h"}, usage: "show help"})
	if command == "" {
		out = append(out, complFlag{names: []string{"--version", "-V"}, usage: "print the version"})
	}
	return out
}

func complModel(app *cli.App) []complCommand {
	cmds := []complCommand{{usage: app.Usage, flags: complFlags("", app.Flags), paths: true}}
	for _, c := range app.Commands {
		if c.Hidden {
			continue
		}
		cc := complCommand{name: c.Name, usage: c.Usage, flags: complFlags(c.Name, c.Flags)}
		switch c.Name {
		case "explain":
			for _, r := range registry.All() {
				cc.args = append(cc.args, string(r.ID))
			}
			sort.Strings(cc.args)
		case "completion":
			cc.args = shells
		}
		cmds = append(cmds, cc)
	}
	return cmds
}

func completionCommand(stdout io.Writer) *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script (bash, zsh, fish or powershell)",
		UsageText: "skillint completion bash|zsh|fish|powershell",
		Description: "bash:       source <(skillint completion bash)   (in ~/.bashrc)\n" +
			"zsh:        skillint completion zsh > \"${fpath[1]}/_skillint\"\n" +
			"fish:       skillint completion fish > ~/.config/fish/completions/skillint.fish\n" +
			"powershell: skillint completion powershell | Out-String | Invoke-Expression   (in $PROFILE)",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return fail("completion needs one shell: %s", strings.Join(shells, ", "))
			}
			model := complModel(c.App)
			var script string
			switch c.Args().First() {
			case "bash":
				script = bashCompletion(model)
			case "zsh":
				script = zshCompletion(model)
			case "fish":
				script = fishCompletion(model)
			case "powershell", "pwsh":
				script = powershellCompletion(model)
			default:
				return fail("completion %q: use one of %s", oneLineText(c.Args().First()), strings.Join(shells, ", "))
			}
			_, err := io.WriteString(stdout, script)
			return err
		},
	}
}

func manCommand(stdout io.Writer) *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff): skillint man > skillint.1",
		Action: func(c *cli.Context) error {
			page, err := c.App.ToManWithSection(1)
			if err != nil {
				return fail("man page: %v", err)
			}
			_, err = io.WriteString(stdout, page)
			return err
		},
	}
}

func commandNames(model []complCommand) []string {
	var out []string
	for _, c := range model[1:] {
		out = append(out, c.name)
	}
	return out
}

func allNames(flags []complFlag) []string {
	var out []string
	for _, f := range flags {
		out = append(out, f.names...)
	}
	return out
}

// shQuote quotes a word for POSIX shells (and fish, which reads '...' the
// same way when the word has no backslash or quote; words here never do,
// but quoting keeps it safe if one did).
func shQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func bashCompletion(model []complCommand) string {
	var b strings.Builder
	b.WriteString("# bash completion for skillint; generated by `skillint completion bash`.\n")
	b.WriteString("# Use: source <(skillint completion bash)\n")
	b.WriteString("_skillint() {\n")
	b.WriteString("  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd= i\n")
	fmt.Fprintf(&b, "  for ((i = 1; i < COMP_CWORD; i++)); do\n    case ${COMP_WORDS[i]} in\n      %s) cmd=${COMP_WORDS[i]}; break ;;\n    esac\n  done\n",
		strings.Join(commandNames(model), "|"))
	b.WriteString("  COMPREPLY=()\n")
	b.WriteString("  case $cmd:$prev in\n")
	for _, c := range model {
		for _, f := range c.flags {
			if !f.value {
				continue
			}
			var pats []string
			for _, n := range f.names {
				pats = append(pats, c.name+":"+n)
			}
			switch {
			case f.values != nil:
				fmt.Fprintf(&b, "    %s) COMPREPLY=($(compgen -W %s -- \"$cur\")); return ;;\n", strings.Join(pats, "|"), shQuote(strings.Join(f.values, " ")))
			case f.file:
				fmt.Fprintf(&b, "    %s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", strings.Join(pats, "|"))
			default:
				fmt.Fprintf(&b, "    %s) return ;;\n", strings.Join(pats, "|"))
			}
		}
	}
	b.WriteString("  esac\n")
	b.WriteString("  case $cmd in\n")
	for _, c := range model {
		fmt.Fprintf(&b, "    %s)\n", shQuote(c.name))
		fmt.Fprintf(&b, "      if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W %s -- \"$cur\")); return; fi\n", shQuote(strings.Join(allNames(c.flags), " ")))
		switch {
		case c.name == "":
			fmt.Fprintf(&b, "      COMPREPLY=($(compgen -W %s -- \"$cur\") $(compgen -f -- \"$cur\"))\n", shQuote(strings.Join(commandNames(model), " ")))
		case c.args != nil:
			fmt.Fprintf(&b, "      COMPREPLY=($(compgen -W %s -- \"$cur\"))\n", shQuote(strings.Join(c.args, " ")))
		}
		b.WriteString("      ;;\n")
	}
	b.WriteString("  esac\n}\n")
	b.WriteString("complete -o bashdefault -o default -o filenames -F _skillint skillint\n")
	return b.String()
}

// zshDesc makes a description safe inside '[...]' and '(...)' specs of
// _arguments and in 'name:description' words of _describe.
func zshDesc(s string) string {
	return strings.NewReplacer("[", "(", "]", ")", ":", "\\:", "\\", "").Replace(s)
}

func zshFlagSpecs(flags []complFlag) []string {
	var out []string
	for _, f := range flags {
		action := ""
		if f.value {
			switch {
			case f.values != nil:
				action = ":value:(" + strings.Join(f.values, " ") + ")"
			case f.file:
				action = ":file:_files"
			default:
				action = ":value: "
			}
		}
		exclusive := "(" + strings.Join(f.names, " ") + ")"
		for _, n := range f.names {
			spec := n
			if f.value && strings.HasPrefix(n, "--") {
				spec += "="
			}
			out = append(out, shQuote(exclusive+spec+"["+zshDesc(f.usage)+"]"+action))
		}
	}
	return out
}

func zshCompletion(model []complCommand) string {
	var b strings.Builder
	b.WriteString("#compdef skillint\n")
	b.WriteString("# zsh completion for skillint; generated by `skillint completion zsh`.\n")
	b.WriteString("# Use: skillint completion zsh > \"${fpath[1]}/_skillint\"\n")
	b.WriteString("_skillint() {\n")
	b.WriteString("  local -a commands\n  commands=(\n")
	for _, c := range model[1:] {
		fmt.Fprintf(&b, "    %s\n", shQuote(c.name+":"+zshDesc(c.usage)))
	}
	b.WriteString("  )\n")
	b.WriteString("  case ${words[2]} in\n")
	for _, c := range model[1:] {
		fmt.Fprintf(&b, "    %s)\n      _arguments -s", c.name)
		for _, s := range zshFlagSpecs(c.flags) {
			b.WriteString(" \\\n        " + s)
		}
		if c.args != nil {
			b.WriteString(" \\\n        " + shQuote("1:argument:("+strings.Join(c.args, " ")+")"))
		}
		b.WriteString("\n      return ;;\n")
	}
	b.WriteString("  esac\n")
	b.WriteString("  if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then\n    _describe -t commands command commands\n  fi\n")
	b.WriteString("  _arguments -s")
	for _, s := range zshFlagSpecs(model[0].flags) {
		b.WriteString(" \\\n    " + s)
	}
	b.WriteString(" \\\n    '*:path:_files'\n}\n")
	b.WriteString("if [[ $zsh_eval_context[-1] == loadautofunc ]]; then\n  _skillint \"$@\"\nelse\n  compdef _skillint skillint\nfi\n")
	return b.String()
}

func fishCompletion(model []complCommand) string {
	var b strings.Builder
	b.WriteString("# fish completion for skillint; generated by `skillint completion fish`.\n")
	b.WriteString("# Use: skillint completion fish > ~/.config/fish/completions/skillint.fish\n")
	b.WriteString("complete -c skillint -e\n")
	noCommand := "not __fish_seen_subcommand_from " + strings.Join(commandNames(model), " ")
	for _, c := range model {
		cond := noCommand
		if c.name != "" {
			cond = "__fish_seen_subcommand_from " + c.name
			fmt.Fprintf(&b, "complete -c skillint -n %s -f -a %s -d %s\n", shQuote("__fish_use_subcommand"), c.name, shQuote(c.usage))
		}
		for _, f := range c.flags {
			fmt.Fprintf(&b, "complete -c skillint -n %s", shQuote(cond))
			for _, n := range f.names {
				if strings.HasPrefix(n, "--") {
					fmt.Fprintf(&b, " -l %s", n[2:])
				} else {
					fmt.Fprintf(&b, " -s %s", n[1:])
				}
			}
			switch {
			case f.values != nil:
				fmt.Fprintf(&b, " -x -a %s", shQuote(strings.Join(f.values, " ")))
			case f.file:
				b.WriteString(" -r -F")
			case f.value:
				b.WriteString(" -x")
			}
			fmt.Fprintf(&b, " -d %s\n", shQuote(f.usage))
		}
		if c.args != nil {
			fmt.Fprintf(&b, "complete -c skillint -n %s -f -a %s\n", shQuote(cond), shQuote(strings.Join(c.args, " ")))
		} else if c.name != "" {
			fmt.Fprintf(&b, "complete -c skillint -n %s -f\n", shQuote(cond))
		}
	}
	return b.String()
}

// psQuote quotes a word for PowerShell.
func psQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

func psList(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = psQuote(w)
	}
	return "@(" + strings.Join(q, ", ") + ")"
}

func powershellCompletion(model []complCommand) string {
	var b strings.Builder
	b.WriteString("# PowerShell completion for skillint; generated by `skillint completion powershell`.\n")
	b.WriteString("# Use: skillint completion powershell | Out-String | Invoke-Expression\n")
	b.WriteString("Register-ArgumentCompleter -Native -CommandName 'skillint', 'skillint.exe' -ScriptBlock {\n")
	b.WriteString("    param($wordToComplete, $commandAst, $cursorPosition)\n")
	b.WriteString("    $words = @($commandAst.CommandElements | Where-Object { $_.Extent.EndOffset -lt $cursorPosition } | ForEach-Object { $_.ToString() })\n")
	fmt.Fprintf(&b, "    $commands = %s\n", psList(commandNames(model)))
	b.WriteString("    $command = ''\n")
	b.WriteString("    foreach ($w in $words | Select-Object -Skip 1) { if ($commands -contains $w) { $command = $w; break } }\n")
	b.WriteString("    $prev = if ($words.Count -gt 0) { $words[-1] } else { '' }\n")
	b.WriteString("    $candidates = @()\n")
	b.WriteString("    switch (\"${command}:${prev}\") {\n")
	for _, c := range model {
		for _, f := range c.flags {
			if !f.value {
				continue
			}
			for _, n := range f.names {
				fmt.Fprintf(&b, "        %s { $candidates = %s }\n", psQuote(c.name+":"+n), psList(f.values))
			}
		}
	}
	b.WriteString("        default {\n")
	b.WriteString("            switch ($command) {\n")
	for _, c := range model {
		words := allNames(c.flags)
		if c.name == "" {
			words = append(commandNames(model), words...)
		} else {
			words = append(append([]string{}, c.args...), words...)
		}
		fmt.Fprintf(&b, "                %s { $candidates = %s }\n", psQuote(c.name), psList(words))
	}
	b.WriteString("            }\n        }\n    }\n")
	b.WriteString("    $candidates | Where-Object { $_ -like \"$wordToComplete*\" } | ForEach-Object {\n")
	b.WriteString("        [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)\n    }\n}\n")
	return b.String()
}
