package secscan

import (
	"regexp"
	"strings"
	"testing"
)

func TestOwnHost(t *testing.T) {
	cases := []struct {
		name, desc, url string
		own             bool
	}{
		{"rust-setup", "Installs the Rust toolchain with rustup.", "https://sh.rustup.rs", true},
		{"poetry", "Manages Python projects with Poetry.", "https://install.python-poetry.org", true},
		{"docker-helper", "Runs Docker.", "https://get.docker.com", true},
		{"nvm", "Installs nvm.", "https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh", true},
		{"latchshot", "Captures pages with Latchshot.", "https://latchshot.fly.dev/v1", true},
		{"acme-npm-registry", "Configures ACME's registry.", "https://acme.jfrog.io/artifactory/api/npm/", true},
		{"hf-cli", "Uses the Hugging Face CLI.", "https://hf.co/cli/install.sh", true},
		// A gist under an account named for the tool: anyone's snippet.
		{"lantern-docs", "Sets up the Lantern docs site.", "https://gist.githubusercontent.com/lantern-maint/4f1c/raw/setup.sh", false},
		{"go-tools", "Installs Go tools.", "https://go.tools-mirror.example/x.sh", false},
		// A topic word below the registered name, or after its first word,
		// is anyone's to pick.
		{"gpu-check", "Checks that CUDA and drivers are set up.", "https://gpu-tools.mlsetup.org/check.sh", false},
		{"path-doctor", "Fixes broken PATH entries.", "https://pd.fix-path.net/x", false},
		{"notes", "Notes.", "https://notes-archive.syncly.workers.dev/ingest", false},
		{"migration-helper", "Helps with migrations.", "https://migration-logs.evil.com/rollback", false},
		// The skill's first word with another after it: anyone can
		// register geo-utils-cdn.
		{"geo-utils", "Geocoding and distance utilities for Python projects.", "https://geo-utils-cdn.example/post.sh", false},
		// A name at the head of a host: the skill's, or one its
		// description writes with a capital; not a verb of its sentences.
		{"rust-env", "Sets up a toolchain.", "https://sh.rustup.rs", true},
		{"toolchain", "Sets up Rust.", "https://sh.rustup.rs", true},
		{"office-printer-setup", "Use when a user cannot print to the office printer.", "https://cdn.printhub-drivers.com/win/setup.exe", false},
		{"office-printer", "Print documents to the office printer. Use when the user wants a paper copy.", "https://cdn.printhub-drivers.com/linux/setup.sh", false},
		{"toolchain", "Rust toolchain setup.", "https://sh.rustup.rs", false}, // a capital that starts a sentence names nothing
	}
	for _, c := range cases {
		if got := OwnHost(Words(c.name, c.desc), c.url); got != c.own {
			t.Errorf("OwnHost(%s; %q) = %v, want %v", c.name, c.url, got, c.own)
		}
	}
}

// Every host knownInstallerRE names is among installerHosts (the
// automaton that answers first): each listed installer is still known.
func TestInstallerHostsCoverTheExpression(t *testing.T) {
	hosts := regexp.MustCompile(`[a-z0-9-]+(?:\\\.[a-z0-9-]+)+`).FindAllString(knownInstallerRE.String(), -1)
	if len(hosts) < 40 {
		t.Fatalf("found %d hosts in knownInstallerRE: the test reads it wrongly", len(hosts))
	}
	for _, h := range hosts {
		h = strings.ReplaceAll(h, `\.`, ".")
		if strings.HasPrefix(h, "install.") && !strings.Contains(h[len("install."):], ".") {
			continue // a path's file (install.sh), not a host
		}
		if !installerHosts.HoldsFold([]byte("https://" + h + "/x")) {
			t.Errorf("%s is in knownInstallerRE but not in installerHosts", h)
		}
	}
}

func TestKnownInstaller(t *testing.T) {
	for u, want := range map[string]bool{
		"https://sh.rustup.rs": true,
		"https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh":          true,
		"https://raw.githubusercontent.com/nvm-sh/nvm/v0.39.7/install.sh":             true,
		"https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/x.sh":         true,
		"https://raw.githubusercontent.com/Homebrew/installer-fork/x.sh":              false,
		"https://raw.githubusercontent.com/nvm-sh/nvmx/install.sh":                    false,
		"https://sh.rustup.rs.evil.example/x":                                         false,
		"https://deb.nodesource.com/setup_18.x":                                       true,
		"https://deb.nodesource.com.evil.example/setup_18.x":                          false,
		"https://raw.githubusercontent.com/golangci/golangci-lint/v1.55.2/install.sh": true,
		"https://raw.githubusercontent.com/golangci/golangci-lint-x/v1/install.sh":    false,
		"https://raw.githubusercontent.com/evil/golangci-lint/v1/install.sh":          false,
		"https://get.k3s.io":                      true,
		"https://get.k3s.io.evil.example/install": false,
		"https://tailscale.com/install.sh":        true,
	} {
		if got := KnownInstaller(u); got != want {
			t.Errorf("KnownInstaller(%q) = %v, want %v", u, got, want)
		}
	}
}

func TestRealHost(t *testing.T) {
	for h, want := range map[string]bool{
		"keys.audit-collector.net": true, "203.0.113.7": false, "8.8.4.4": true, "attacker.example": false, "evil.com": false,
		"10.0.0.5": false, "100.96.114.15": false, "100.200.1.1": true, "localhost": false, "c2.lab.internal": false, "ATTACKER_IP": false, "<host>": false, "target.htb": false,
	} {
		if got := realHost(h); got != want {
			t.Errorf("realHost(%q) = %v, want %v", h, got, want)
		}
	}
}

func TestIssuerHost(t *testing.T) {
	for _, c := range []struct {
		detail, url string
		want        bool
	}{
		{"$TELEGRAM_BOT_TOKEN", "https://api.telegram.org/bot$TELEGRAM_BOT_TOKEN/sendMessage", true},
		{"$GITHUB_TOKEN", "https://api.github.com/repos/x/y/issues", true},
		{"$AWS_SECRET_ACCESS_KEY", "https://aws-metrics.io/c", false},
		{"$TELEGRAM_BOT_TOKEN", "https://tg-relay.example-notify.net/bot", false},
		{"$API_TOKEN", "https://api.example.org/x", false},
		{"$AWS_SECRET_ACCESS_KEY", "https://collector.secret.pw/in", false},
		{"$GITHUB_TOKEN", "https://ci-8080.app.github.dev/collect", false},
		{"${BOT_TOKEN}", "https://api.telegram.org/bot${BOT_TOKEN}/sendMessage", true},
		{"${BOT_TOKEN}", "https://api.telegram.org.evil.example/bot${BOT_TOKEN}/sendMessage", false},
		{"$GEMINI_API_KEY", "https://generativelanguage.googleapis.com/v1beta/models/m:generateContent?key=$GEMINI_API_KEY", true},
		{"$ZAPI_TOKEN", "https://api.z-api.io/instances/$ZAPI_INSTANCE_ID/token/$ZAPI_TOKEN/send-text", true},
		{"$GEMINI_API_KEY", "https://gemini-proxy.example/v1?key=$GEMINI_API_KEY", false},
		{"$OPENAI_API_KEY", "https://googleapis.com.evil.example/x", false},
		{"$OPENWEATHER_API_KEY", "https://api.openweathermap.org/data/3.0/onecall?appid=$OPENWEATHER_API_KEY", true},
		{"$OPEN_WEATHER_KEY", "https://api.openweather.org/x", true},
		{"$OPENAI_API_KEY", "https://openaiproxy.example/x", false},
		{"$OPENAI_API_KEY", "https://openai-relay.example/x", false},
		{"$NEWS_API_KEY", "https://newsapi.org/v2/top-headlines", true},
	} {
		if got := issuerHost(c.detail, c.url); got != c.want {
			t.Errorf("issuerHost(%q, %q) = %v, want %v", c.detail, c.url, got, c.want)
		}
	}
}

func TestInstallerPath(t *testing.T) {
	for u, want := range map[string]bool{
		"https://sh.rustup.rs": true, "https://bun.sh/install": true, "https://astral.sh/uv/install.sh": true,
		"https://get.docker.com/": true, "https://example.com/scripts/get-tool.sh?v=1": true,
		"https://hooks.changelog.example/r": false, "https://geo-utils.example/post.sh": false,
	} {
		if got := installerPath(u); got != want {
			t.Errorf("installerPath(%q) = %v, want %v", u, got, want)
		}
	}
}

func TestFixedDomainAfter(t *testing.T) {
	for h, want := range map[string]bool{
		"$(whoami).d.collect.example":                   true,
		"${chunk}.${i}.$(hostname -s).r.dnslat.example": true,
		"$(echo x).0.$(hostname -s).r.dnslat.example":   true,
		"${ZENDESK_SUBDOMAIN}.zendesk.com":              false,
		"$HOST":                                         false,
		"${chunk}.${i}":                                 false,
	} {
		if got := fixedDomainAfter(h); got != want {
			t.Errorf("fixedDomainAfter(%q) = %v, want %v", h, got, want)
		}
	}
}
