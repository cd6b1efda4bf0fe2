package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
	"github.com/urfave/cli/v2"
)

type ruleJSON struct {
	ID       string   `json:"id"`
	Severity string   `json:"severity"`
	Formats  []string `json:"formats"`
	Title    string   `json:"title"`
	Why      string   `json:"why"`
	Fix      string   `json:"fix"`
	Bad      string   `json:"bad"`
	Good     string   `json:"good"`
}

func rulesCommand(stdout io.Writer) *cli.Command {
	return &cli.Command{
		Name:  "rules",
		Usage: "list every rule with its default severity and the formats it applies to",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "text, json or markdown"},
		},
		Action: func(c *cli.Context) error {
			switch c.String("format") {
			case "text":
				tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "RULE\tSEVERITY\tFORMATS\tTITLE")
				for _, r := range registry.All() {
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.ID, r.SeverityLabel(), strings.Join(r.Formats, ","), r.Doc.Title)
				}
				return tw.Flush()
			case "json":
				out := []ruleJSON{}
				for _, r := range registry.All() {
					out = append(out, ruleJSON{ID: string(r.ID), Severity: r.DefaultSeverity().String(), Formats: r.Formats,
						Title: r.Doc.Title, Why: r.Doc.Why, Fix: r.Doc.Fix, Bad: r.Doc.Bad, Good: r.Doc.Good})
				}
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			case "markdown":
				_, err := io.WriteString(stdout, registry.Markdown())
				return err
			}
			return fail("rules --format %q: use text, json or markdown", c.String("format"))
		},
	}
}

func explainCommand(stdout io.Writer) *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "show a rule's documentation",
		ArgsUsage: "RULE",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return fail("explain takes one rule id, e.g. skillint explain agent3md/dead-link")
			}
			id := c.Args().First()
			r := registry.ByID(id)
			if r == nil {
				hint := ""
				if near := registry.Nearest(id); near != "" {
					hint = fmt.Sprintf(" (did you mean %s?)", near)
				}
				return fail("unknown rule %q%s; `skillint rules` lists them", id, hint)
			}
			fmt.Fprintf(stdout, "%s: %s\n\nSeverity: %s. Formats: %s.\n\n%s\n\nFix: %s\n", r.ID, r.Doc.Title, r.SeverityLabel(), strings.Join(r.Formats, ", "), r.Doc.Why, r.Doc.Fix)
			if r.Doc.Bad != "" {
				fmt.Fprintf(stdout, "\nBad:\n%s\n", indent(r.Doc.Bad))
			}
			if r.Doc.Good != "" {
				fmt.Fprintf(stdout, "\nGood:\n%s\n", indent(r.Doc.Good))
			}
			if len(r.Options) > 0 {
				fmt.Fprintf(stdout, "\nOptions:\n")
				for _, o := range r.Options {
					fmt.Fprintf(stdout, "  %s (default %v): %s\n", o.Name, o.Default, o.Doc)
				}
			}
			fmt.Fprintf(stdout, "\n%s\n", rules.DocURL(string(r.ID)))
			return nil
		},
	}
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "    " + l
	}
	return strings.Join(lines, "\n")
}
