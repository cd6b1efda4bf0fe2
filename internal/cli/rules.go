package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/skillint/skillint/rules"
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
				for _, r := range rules.All() {
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.ID, r.Severity, strings.Join(r.Formats, ","), r.Doc.Title)
				}
				return tw.Flush()
			case "json":
				out := []ruleJSON{}
				for _, r := range rules.All() {
					out = append(out, ruleJSON{ID: r.ID, Severity: r.Severity.String(), Formats: r.Formats,
						Title: r.Doc.Title, Why: r.Doc.Why, Fix: r.Doc.Fix, Bad: r.Doc.Bad, Good: r.Doc.Good})
				}
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			case "markdown":
				_, err := io.WriteString(stdout, rules.Markdown())
				return err
			}
			return fail("rules --format %q: use text, json or markdown", c.String("format"))
		},
	}
}
