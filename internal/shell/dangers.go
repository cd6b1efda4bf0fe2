package shell

import (
	"github.com/skillint/skillint/internal/match"
	"net"
	"path"
	"slices"
	"strconv"
	"strings"
)

func reverseShell(c *Cmd) string {
	name := strings.ToLower(c.Name)
	if name == "socat" {
		// A shell (exec:, system:) joined to a network address; socat
		// stdin exec:/bin/bash joins it to the terminal (a local shell).
		sh, netAddr := "", false
		for _, a := range c.Args {
			l := strings.ToLower(a)
			if strings.HasPrefix(l, "exec:") || strings.HasPrefix(l, "system:") {
				sh = a
			}
			if (strings.HasPrefix(l, "unix-connect:") || strings.HasPrefix(l, "unix-client:")) && (strings.Contains(l, "ssh_auth_sock") || strings.Contains(l, "agent.sock") || strings.Contains(l, "ssh-agent")) {
				sh = a // the SSH agent's socket: whoever is at the other end signs with the user's keys
			}
			if socatNetRE.MatchString(l) {
				netAddr = true
			}
		}
		if sh != "" && netAddr {
			return "socat " + sh
		}
		return ""
	}
	if v, ok := c.Opt("-e", "-c", "--exec", "--sh-exec"); ok && (shells[path.Base(v)] || strings.Contains(v, "sh") || strings.Contains(strings.ToLower(v), "cmd")) {
		return name + " -e " + v
	}
	if c.PipeOut != nil && shells[c.PipeOut.Name] {
		return name + " | " + c.PipeOut.Name
	}
	if c.PipeIn != nil && c.PipeIn.PipeIn != nil && shells[c.PipeIn.Name] {
		return "fifo shell"
	}
	if c.PipeIn != nil && shells[c.PipeIn.Name] && c.PipeIn.Has("-i") {
		return c.PipeIn.Name + " -i | " + name
	}
	return ""
}

// nameFiltered reports a find whose name or path test picks what it
// deletes (find ~ -name .DS_Store -delete): not the whole tree.
func nameFiltered(c *Cmd) bool {
	for i, a := range c.Args {
		switch a {
		case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex":
		default:
			continue
		}
		if i > 0 && (c.Args[i-1] == "-not" || c.Args[i-1] == "!") || i+1 >= len(c.Args) {
			continue // an exclusion selects everything else
		}
		if v := strings.Trim(c.Args[i+1], `"'`); v != "*" && v != "*.*" && v != ".*" && v != "" {
			return true
		}
	}
	return false
}

// loopbackTarget reports an ssh or scp whose destination is this machine
// (root@localhost, 127.0.0.1), with no jump host in between.
func loopbackTarget(c *Cmd) bool {
	if n := strings.ToLower(c.Name); n != "ssh" && n != "scp" && n != "sftp" {
		return false
	}
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		if strings.HasPrefix(a, "-J") || strings.Contains(strings.ToLower(a), "proxyjump") || strings.Contains(strings.ToLower(a), "proxycommand") {
			return false
		}
		if strings.HasPrefix(a, "-") {
			if len(a) == 2 && strings.ContainsRune("bcDEeFIiJLlmOopQRSWw", rune(a[1])) {
				i++ // the option's value
			}
			continue
		}
		h := a
		if k := strings.LastIndexByte(h, '@'); k >= 0 {
			h = h[k+1:]
		}
		if k := strings.IndexByte(h, ':'); k >= 0 && c.Name != "ssh" {
			h = h[:k]
		}
		if ip := net.ParseIP(h); ip != nil {
			return ip.IsLoopback()
		}
		return h == "localhost"
	}
	return false
}

// socatNetRE is a socat address that is a network connection or listener
// (TCP:, TCP-L:, OPENSSL-LISTEN:, ...).
var socatNetRE = match.Lazy(`^(tcp|tcp4|tcp6|udp|udp4|udp6|openssl|ssl|sctp|socks4a?|proxy)[\w-]*[:,]`)

// Home and system roots a recursive delete must not target.
func dangerousTarget(t string) string {
	t = strings.TrimSpace(t)
	clean := strings.TrimRight(t, "/")
	clean = strings.TrimSuffix(strings.TrimSuffix(clean, "/*"), "/.*")
	switch clean {
	case "", "/*":
		if t != "" {
			return "the root of the file system"
		}
	case "~", "$HOME", "${HOME}", "~/*":
		return "the home directory"
	case ".", "*", "..":
		return ""
	case "/etc", "/usr", "/bin", "/boot", "/var", "/lib", "/home", "/Users", "/System", "/opt", "/root", "/sbin", "/var/lib", "/var/log", "/Library", "/Applications":
		return clean
	case "~/Documents", "~/Desktop", "~/Pictures", "~/.ssh", "~/.config", "$HOME/Documents", "$HOME/.ssh", "$HOME/.config", "~/Library", "~/.gnupg", "$HOME/Desktop":
		return clean
	case "C:", "C:\\", "C:\\Windows", "$env:USERPROFILE", "$env:HOMEPATH":
		return clean
	}
	if strings.HasPrefix(clean, "/var/log/") && (strings.HasSuffix(t, "/*") || !strings.Contains(clean[9:], ".")) {
		return "system logs"
	}
	return userStore(clean)
}

// userStore names what a path in the home holds that cannot be made
// again: the Photos library, iCloud Drive, the phone's backups, a
// visible folder of backups ("~/Library/Mobile Documents/
// com~apple~CloudDocs/Backups"; not "~/.cache/tool/backups", a tool's own).
func userStore(p string) string {
	for _, h := range []string{"$HOME/", "${HOME}/", "\"$HOME\"/", "$HOME\"/"} {
		if strings.HasPrefix(p, h) {
			p = "~/" + p[len(h):]
			break
		}
	}
	if !strings.HasPrefix(p, "~/") {
		return ""
	}
	switch {
	case strings.HasPrefix(p, "~/Pictures/Photos Library.photoslibrary"):
		return "the Photos library"
	case p == "~/Library/Mobile Documents" || p == "~/Library/Mobile Documents/com~apple~CloudDocs":
		return "iCloud Drive"
	case strings.HasPrefix(p, "~/Library/Application Support/MobileSync/Backup"):
		return "the phone's backups"
	case strings.Contains(strings.ToLower(path.Base(p)), "backup") && !strings.Contains(p, "/.") && !strings.Contains(path.Base(p), "."):
		return "a folder of backups in the home directory"
	}
	return ""
}

// dropSQLRE is SQL that drops a production database or the whole public
// schema.
var dropSQLRE = match.Lazy(`(?i)\bDROP\s+SCHEMA\s+(IF\s+EXISTS\s+)?"?public"?\s+CASCADE\b|\bDROP\s+(DATABASE|SCHEMA)\s+(IF\s+EXISTS\s+)?[\x60"]?\w*prod\w*`)

// shortKeep reports a restic duration of fewer than 24 hours alone (2h,
// 12h): less than a day of history kept (restic reads m as months).
func shortKeep(v string) bool {
	n, err := strconv.Atoi(strings.TrimSuffix(v, "h"))
	return err == nil && strings.HasSuffix(v, "h") && n < 24
}

// keepsMore reports a restic forget that also keeps daily, weekly, ...
// snapshots or tagged ones (a policy, not a wipe), or that forgets only
// tagged ones (--tag: a scratch set; --host and --path still reach every
// snapshot of this machine).
func keepsMore(c *Cmd) bool {
	for _, a := range c.Args {
		f, _, _ := strings.Cut(a, "=")
		switch f {
		case "--keep-daily", "--keep-weekly", "--keep-monthly", "--keep-yearly", "--keep-hourly", "--keep-tag",
			"--keep-within-daily", "--keep-within-weekly", "--keep-within-monthly", "--keep-within-yearly", "--keep-within-hourly",
			"-d", "-w", "-m", "-y", "-H", "--tag":
			return true
		}
	}
	return false
}

// pipeFiltered reports a command whose piped input went through a filter
// that picks some lines (head, tail, grep, sed, awk, a jq select): not
// every item the list gave.
func pipeFiltered(c *Cmd) bool {
	for in, n := c.PipeIn, 0; in != nil && n < 8; in, n = in.PipeIn, n+1 {
		switch in.Name {
		case "grep", "egrep", "rg":
			if !in.ShortFlag('v') && !formatGrep(in) {
				return true // (grep -v keeps all but what it names)
			}
		case "head", "tail", "sed", "awk":
			return true
		case "jq":
			if l := strings.Join(in.Args, " "); strings.Contains(l, "select(") && !strings.Contains(l, ".current") {
				return true // a chosen key, not "every key but the current one"
			}
		}
	}
	return false
}

// formatGrep reports a grep that keeps the lines of a form, not chosen
// ones: grep -E '^[0-9]' keeps every dated line of a listing.
func formatGrep(c *Cmd) bool {
	p := c.Positional()
	return len(p) == 1 && formatPatRE.MatchString(p[0])
}

var formatPatRE = match.Lazy(`^\^?(\[0-9\]|\[\[:digit:\]\]|\\d|[.*+?]|\{\d+(,\d*)?\}|-)+\$?$`)

// argsFiltered is pipeFiltered for a list given in a substitution:
// restic key remove $(restic key list | jq 'select(.userName=="old")').
func argsFiltered(c *Cmd) bool {
	l := strings.Join(c.Args, " ")
	return strings.Contains(l, "select(") && !strings.Contains(l, ".current") || strings.Contains(l, "head ") || strings.Contains(l, "grep ") && !strings.Contains(l, "grep -v") || strings.Contains(l, "tail ")
}

// npmConfigArgs are the positional arguments of npm config, without the
// value of --location (npm config set --location project registry URL).
func npmConfigArgs(c *Cmd) []string {
	var out []string
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		if a == "--location" || a == "-L" {
			i++
			continue
		}
		if !strings.HasPrefix(a, "-") || len(a) == 1 {
			out = append(out, a)
		}
	}
	return out
}

// netpolKind reports kubectl's names of the NetworkPolicy kind.
func netpolKind(k string) bool {
	k = strings.ToLower(k)
	return k == "netpol" || k == "networkpolicy" || k == "networkpolicies" || strings.HasPrefix(k, "networkpolicies.") || strings.HasPrefix(k, "networkpolicy.")
}

// volumeKind reports kubectl's names of the kinds that hold data.
func volumeKind(k string) bool {
	switch strings.ToLower(k) {
	case "pv", "pvc", "persistentvolume", "persistentvolumes", "persistentvolumeclaim", "persistentvolumeclaims":
		return true
	}
	return false
}

// clusterVolume reports the kinds of volume that belong to the cluster,
// not a namespace: --all deletes every one in the cluster.
func clusterVolume(k string) bool {
	k = strings.ToLower(k)
	return k == "pv" || k == "persistentvolume" || k == "persistentvolumes"
}

// listedKind is the kind the first command of c's pipe lists by name
// (kubectl get ns -o name), or "".
func listedKind(c *Cmd) string {
	src := c.PipeIn
	for n := 0; src != nil && src.PipeIn != nil && n < 16; n++ {
		src = src.PipeIn
	}
	if src == nil || !strings.EqualFold(src.Name, "kubectl") {
		return ""
	}
	if o, ok := src.Opt("-o", "--output"); !ok || o != "name" {
		return ""
	}
	if _, ok := src.Opt("-l", "--selector", "--field-selector"); ok {
		return "" // the resources a label picks, not every one
	}
	if p := src.Positional(); len(p) >= 2 {
		if k := slices.Index(p, "get"); k >= 0 && k+1 < len(p) {
			kind := strings.ToLower(p[k+1])
			if volumeKind(kind) && !clusterVolume(kind) && !src.Has("-A") && !src.Has("--all-namespaces") {
				return "" // the claims of one namespace (a test's), not the cluster's
			}
			return kind
		}
	}
	return ""
}

// fromOwnList reports a command whose arguments come from the output of
// the same tool (for b in $(aws s3 ls); do aws s3 rb "s3://$b"; done):
// every resource the listing names.
func fromOwnList(c *Cmd, name string) bool {
	for _, a := range c.Args {
		if strings.Contains(a, "$("+name+" ") || strings.Contains(a, "`"+name+" ") {
			return true
		}
	}
	return false
}

// listFiltered reports a list the command reads from its own listing
// that a filter narrows ($(docker volume ls -q -f name=app_)).
func listFiltered(c *Cmd) bool {
	for _, a := range c.Args {
		if strings.HasPrefix(a, "$(") && (strings.Contains(a, " -f ") || strings.Contains(a, " --filter")) {
			return true
		}
	}
	return false
}

func destructive(c *Cmd) string {
	name := strings.ToLower(c.Name)
	switch name {
	case "psql", "mysql", "mariadb", "sqlite3", "cockroach", "clickhouse-client", "sqlcmd", "duckdb":
		if m := dropSQLRE.FindString(strings.Join(c.Args, " ")); m != "" {
			return "runs " + m
		}
	case "rm":
		if recursive := c.ShortFlag('r') || c.ShortFlag('R') || c.Has("--recursive"); !recursive && !c.ShortFlag('f') {
			return ""
		}
		for _, a := range c.Positional() {
			if d := dangerousTarget(a); d != "" {
				return "deletes " + d
			}
		}
		if slices.ContainsFunc(c.Args, noPreserveRoot) && !slices.ContainsFunc(c.Positional(), scratchTarget) {
			// Only a deletion meant to reach / needs the guard turned off
			// (a temporary directory of the script's own does not).
			return "deletes with --no-preserve-root (the guard that keeps / from being deleted turned off)"
		}
	case "remove-item", "ri", "rmdir", "del":
		for _, a := range c.Positional() {
			if d := dangerousTarget(a); d != "" {
				return "deletes " + d
			}
		}
	case "find":
		line := strings.Join(c.Args, " ")
		if (c.Has("-delete") || c.Has("-exec") && (strings.Contains(line, "rm ") || strings.Contains(line, "shred "))) && len(c.Args) > 0 && !nameFiltered(c) {
			if d := dangerousTarget(c.Args[0]); d != "" {
				return "deletes " + d
			}
			if strings.Contains(c.Args[0], "rev-parse --show-toplevel") {
				return "deletes every file of the repository"
			}
		}
	case "terraform", "tofu", "terragrunt":
		if p := c.Positional(); len(p) > 0 && p[0] == "destroy" && (c.Has("-auto-approve") || c.Has("--auto-approve")) {
			return "destroys the infrastructure without asking (-auto-approve)"
		}
	case "restic":
		// restic forget --prune keeping only the last hours: every older
		// snapshot gone; restic key remove fed a list: the repository's
		// other keys (the owners' way in) removed.
		p := c.Positional()
		if slices.Contains(p, "forget") && c.Has("--prune") && !keepsMore(c) {
			if v, ok := c.Opt("--keep-within"); ok && shortKeep(v) {
				return "deletes every backup snapshot older than " + v
			}
		}
		if k := slices.Index(p, "key"); k >= 0 && k+1 < len(p) && p[k+1] == "remove" && (c.PipeIn != nil && !pipeFiltered(c) || fromOwnList(c, name) && !argsFiltered(c)) {
			return "removes every other key of the backup repository"
		}
	case "dropdb":
		// dropdb of each database the server lists (a loop over psql's
		// pg_database, or a pipe of them).
		for _, a := range c.Args {
			if strings.Contains(a, "pg_database") || strings.Contains(a, "psql -l") {
				return "drops every database the server lists"
			}
		}
		if c.PipeIn != nil && !pipeFiltered(c) {
			return "drops every database it is given"
		}
	case "gh":
		// Every release (and its tag) or every branch of the repository,
		// deleted one by one from its own listing.
		p := c.Positional()
		every := func(list string) bool {
			for _, a := range c.Args {
				if strings.Contains(a, "$(gh "+list) || strings.Contains(a, "$(gh api") && strings.Contains(a, "/branches") {
					return true
				}
			}
			return c.PipeIn != nil && c.PipeIn.Name == "gh" && !pipeFiltered(c)
		}
		if len(p) >= 2 && p[0] == "release" && p[1] == "delete" && every("release list") {
			return "deletes every release of the repository"
		}
		if len(p) >= 2 && p[0] == "api" && strings.Contains(strings.Join(c.Args, " "), "/git/refs/") && (c.Has("DELETE") || c.Has("-XDELETE") || c.Has("--method=DELETE")) && every("api") {
			return "deletes every branch of the repository"
		}
	case "docker", "podman":
		// Every volume removed with the data it holds (images and stopped
		// containers are rebuilt; a volume's data is not).
		p := c.Positional()
		switch {
		case len(p) >= 2 && p[0] == "system" && p[1] == "prune" && c.Has("--volumes"):
			return "deletes every unused volume and the data in it (system prune --volumes)"
		case len(p) >= 2 && p[0] == "volume" && p[1] == "prune" && (c.ShortFlag('a') || c.Has("--all")):
			return "deletes every unused volume and the data in it (volume prune --all)"
		case len(p) >= 2 && p[0] == "volume" && (p[1] == "rm" || p[1] == "remove") && (fromOwnList(c, name) && !listFiltered(c) || c.PipeIn != nil && !pipeFiltered(c)):
			return "deletes every volume it lists and the data in it"
		}
	case "tmutil":
		// tmutil delete of each backup listbackups names (not the oldest
		// one head picks: the usual way to free space), and of each local
		// snapshot.
		if p := c.Positional(); len(p) >= 1 && p[0] == "delete" && (c.PipeIn != nil && !pipeFiltered(c) || fromOwnList(c, name) && !argsFiltered(c)) {
			return "deletes every Time Machine backup"
		}
		if p := c.Positional(); len(p) >= 1 && p[0] == "deletelocalsnapshots" && (c.PipeIn != nil && !pipeFiltered(c) || fromOwnList(c, name) && !argsFiltered(c)) {
			return "deletes every Time Machine local snapshot"
		}
	case "velero":
		// velero backup delete --all: every backup (or the schedules
		// that make them) at once.
		if p := c.Positional(); len(p) >= 2 && (p[0] == "backup" || p[0] == "schedule") && p[1] == "delete" && c.Has("--all") {
			return "deletes every " + p[0] + " of the cluster"
		}
	case "zfs":
		// zfs destroy pool/ds@% : every snapshot of the dataset.
		if p := c.Positional(); len(p) >= 2 && p[0] == "destroy" && strings.Contains(p[len(p)-1], "@%") && !c.ShortFlag('n') {
			return "destroys every snapshot of a dataset"
		}
	case "gsutil":
		// gsutil rm -a: every version of each object, the copies that
		// versioning kept.
		if p := c.Positional(); len(p) >= 1 && p[0] == "rm" && c.ShortFlag('a') {
			return "deletes every version of the objects (the copies versioning kept)"
		}
	case "aws", "gcloud", "az", "kubectl":
		if p := c.Positional(); name == "aws" && len(p) >= 2 && p[0] == "rds" && strings.HasPrefix(p[1], "delete-db-") && c.Has("--skip-final-snapshot") {
			return "deletes a database with no final snapshot"
		}
		if p := c.Positional(); name == "aws" && len(p) >= 2 && p[0] == "kms" && p[1] == "schedule-key-deletion" {
			return "schedules an encryption key's deletion (what it encrypted can no longer be read)"
		}
		if p := c.Positional(); name == "aws" && len(p) >= 2 && p[0] == "backup" && p[1] == "delete-recovery-point" {
			return "deletes a backup recovery point"
		}
		// Every bucket, project or namespace: the targets come through a
		// pipe (aws s3 ls | xargs aws s3 rb --force) or --all.
		p := c.Positional()
		mass := c.PipeIn != nil || c.Has("--all") || c.Has("-A") || fromOwnList(c, name)
		switch {
		case !mass:
		case name == "aws" && len(p) >= 2 && p[0] == "s3" && (p[1] == "rb" && c.Has("--force") || p[1] == "rm" && c.Has("--recursive")):
			return "deletes every S3 bucket it is given"
		case name == "gcloud" && len(p) >= 2 && p[0] == "projects" && p[1] == "delete":
			return "deletes every cloud project it is given"
		case name == "az" && len(p) >= 2 && p[0] == "group" && p[1] == "delete":
			return "deletes every resource group it is given"
		case name == "kubectl" && len(p) >= 2 && p[0] == "delete" && (p[1] == "ns" || p[1] == "namespace" || p[1] == "namespaces" || p[1] == "all" && c.Has("-A")):
			return "deletes every namespace it is given"
		case name == "kubectl" && len(p) >= 2 && p[0] == "delete" && volumeKind(p[1]) && c.Has("--all") && (clusterVolume(p[1]) || c.Has("-A") || c.Has("--all-namespaces")):
			return "deletes every persistent volume (and the data on it)"
		case name == "kubectl" && len(p) == 1 && p[0] == "delete" && c.PipeIn != nil:
			// kubectl get ns -o name | grep -v kube-system | xargs kubectl
			// delete: the kind comes with each name (namespace/x).
			if k := listedKind(c); k == "ns" || k == "namespace" || k == "namespaces" {
				return "deletes every namespace it is given"
			} else if volumeKind(k) {
				return "deletes every persistent volume it is given (and the data on it)"
			}
		}
	case "shred", "wipe", "srm":
		for _, a := range c.Positional() {
			if strings.HasPrefix(a, "/dev/") || dangerousTarget(a) != "" {
				return "wipes " + a
			}
		}
	case "mkfs", "mkfs.ext4", "mkfs.ext3", "mkfs.xfs", "mkfs.vfat", "mkfs.ntfs", "mkfs.btrfs", "wipefs":
		pos := c.Positional()
		if len(pos) == 0 {
			return "" // the command named, no device given
		}
		for _, a := range pos {
			if strings.HasPrefix(a, "/dev/$") {
				return "formats " + a
			}
		}
		return "formats a disk"
	case "dd":
		for _, a := range c.Args {
			if strings.HasPrefix(a, "of=/dev/") && !strings.HasPrefix(a, "of=/dev/null") {
				return "overwrites a disk"
			}
			if o, ok := strings.CutPrefix(a, "of="); ok && (strings.Contains(o, "lsblk") || strings.Contains(o, "diskutil list")) {
				return "overwrites a disk (one lsblk names)"
			}
		}
	case "diskutil":
		if c.Has("eraseDisk") || c.Has("eraseVolume") || c.Has("zeroDisk") {
			return "erases a disk"
		}
	case "format-volume", "clear-disk":
		return "erases a disk"
	}
	for _, r := range c.Redirs {
		if (r.Op == ">" || r.Op == ">>") && (strings.HasPrefix(r.Target, "/dev/sd") || strings.HasPrefix(r.Target, "/dev/nvme") || strings.HasPrefix(r.Target, "/dev/disk")) {
			return "overwrites a disk"
		}
	}
	return ""
}

// appTargetRE is a path naming a downloaded application or installer.
var appTargetRE = match.Lazy(`(\.app|\.dmg|\.pkg)\b|/Applications/|Downloads/`)

var securityServiceRE = match.Lazy(`\b(firewalld|apparmor|auditd|falcon|crowdstrike|osqueryd|clamav|defender|sysmon|wazuh)|^/etc/audit/`)

func weakening(c *Cmd) string {
	name := strings.ToLower(c.Name)
	line := strings.Join(c.Args, " ")
	switch name {
	case "setenforce":
		if c.Has("0") {
			return "turns SELinux off"
		}
	case "spctl":
		if c.Has("--master-disable") || c.Has("--global-disable") {
			return "turns Gatekeeper off"
		}
	case "csrutil":
		if c.Has("disable") {
			return "turns System Integrity Protection off"
		}
	case "ufw":
		if c.Has("disable") {
			return "turns the firewall off"
		}
	case "systemctl":
		if (c.Has("stop") || c.Has("disable") || c.Has("mask")) && securityServiceRE.MatchString(line) {
			return "stops a security service"
		}
	case "set-mppreference":
		if strings.Contains(strings.ToLower(line), "disable") {
			return "turns Windows Defender off"
		}
	case "rm", "shred", "unlink":
		for _, a := range c.Positional() {
			if strings.HasPrefix(a, "/") && securityServiceRE.MatchString(a) {
				return "deletes a security tool (" + a + ")"
			}
			if historyFile(a) {
				return "deletes the shell history (" + a + ")"
			}
		}
	case "xattr":
		if strings.Contains(line, "com.apple.quarantine") && (c.ShortFlag('d') || c.ShortFlag('r') || c.ShortFlag('c')) {
			return "removes the download quarantine"
		}
		if c.ShortFlag('c') && appTargetRE.MatchString(line) {
			// -c clears every attribute of a downloaded app, the
			// quarantine with them: Gatekeeper never checks it.
			return "removes the download quarantine (clears every attribute of an app)"
		}
	case "git":
		if strings.Contains(line, "http.sslVerify false") || strings.Contains(line, "http.sslverify false") {
			return "turns TLS verification off"
		}
	case "history":
		if c.Has("-c") {
			return "clears the shell history"
		}
	case "unset":
		if c.Has("HISTFILE") {
			return "turns the shell history off"
		}
	case "export", "declare", "typeset", "set":
		if name == "set" && c.Has("+o") && c.Has("history") {
			return "turns the shell history off"
		}
		for _, a := range c.Args {
			if k, v, ok := strings.Cut(a, "="); ok && historyOff(k, v) {
				return "turns the shell history off (" + a + ")"
			}
		}
	case "truncate", "srm":
		for _, a := range c.Positional() {
			if historyFile(a) {
				return "deletes the shell history (" + a + ")"
			}
		}
	case "sed", "gsed", "perl":
		// Lines deleted in place from the shell history or a system log
		// (sed -i '/curl|ssh/d' ~/.bash_history): the traces of what ran
		// erased, the rest kept so nothing looks missing.
		if !c.Has("-i") && !slices.ContainsFunc(c.Args, func(a string) bool {
			return strings.HasPrefix(a, "-i") || strings.HasPrefix(a, "--in-place") || a == "-pi"
		}) {
			break
		}
		if !strings.Contains(line, "/d") && !strings.Contains(line, "next if") {
			break
		}
		for _, a := range c.Positional() {
			if historyFile(a) {
				return "deletes lines of the shell history (" + a + ")"
			}
			if a == "/var/log/auth.log" || a == "/var/log/secure" || a == "/var/log/syslog" || a == "/var/log/messages" || strings.HasPrefix(a, "/var/log/audit/") {
				return "deletes lines of a system log (" + a + ")"
			}
		}
	case "ln":
		if p := c.Positional(); len(p) == 2 && p[0] == "/dev/null" && historyFile(p[1]) {
			return "points the shell history at /dev/null"
		}
	case "install":
		if p := c.Positional(); len(p) > 0 && path.Base(p[len(p)-1]) == "chrome-sandbox" {
			return "" // Electron's sandbox helper must be setuid root (its documented install)
		}
		if m, ok := c.Opt("-m", "--mode"); ok && setuidModeRE.MatchString(m) {
			return "installs a program with the setuid or setgid bit (it then runs as its owner, often root)"
		}
	case "docker", "podman":
		// A privileged container given the host's root file system: root
		// on the host, whatever runs in it.
		if p := c.Positional(); len(p) > 0 && p[0] == "run" && c.Has("--privileged") {
			for i, a := range c.Args {
				var v string
				if (a == "-v" || a == "--volume") && i+1 < len(c.Args) {
					v = c.Args[i+1]
				} else if rest, ok := strings.CutPrefix(a, "--volume="); ok {
					v = rest
				} else if m, ok := mountValue(c.Args, i); ok && bindsHostRoot(m) {
					v = "/:/" // --mount type=bind,source=/,target=/host
				}
				if strings.HasPrefix(v, "/:/") && !strings.HasSuffix(v, ":ro") {
					// (read-only, a monitoring agent's documented mount)
					return "runs a privileged container with the host's root file system (root on the host)"
				}
			}
		}
	case "iptables":
		if c.Has("-F") || strings.Contains(line, "-P INPUT ACCEPT") {
			return "opens the firewall"
		}
	case "auditctl":
		if c.Has("-D") || strings.Contains(line, "-e 0") {
			return "turns auditing off"
		}
	case "tmutil":
		if c.Has("disable") {
			return "turns Time Machine backups off"
		}
	case "kubectl":
		// kubectl create clusterrolebinding --clusterrole=cluster-admin
		// given to every service account or user, or to a namespace's
		// default service account (every pod there).
		if p := c.Positional(); len(p) >= 2 && p[0] == "create" && p[1] == "clusterrolebinding" {
			v, _ := c.Opt("--clusterrole")
			if g, ok := c.Opt("--group"); ok && v == "cluster-admin" && (g == "system:serviceaccounts" || g == "system:authenticated" || g == "system:unauthenticated") {
				return "gives cluster-admin (every right in the cluster) to " + g
			}
			if u, ok := c.Opt("--user"); ok && v == "cluster-admin" && u == "system:anonymous" {
				return "gives cluster-admin (every right in the cluster) to anyone"
			}
			if sa, ok := c.Opt("--serviceaccount"); ok && v == "cluster-admin" && strings.HasSuffix(sa, ":default") {
				return "gives cluster-admin (every right in the cluster) to the default service account of " + strings.TrimSuffix(sa, ":default") + " (every pod there)"
			}
		}
		// Every network policy of the cluster deleted, or every namespace
		// let run privileged pods.
		p := c.Positional()
		if len(p) >= 2 && p[0] == "delete" && netpolKind(p[1]) && (c.Has("--all") && (c.Has("-A") || c.Has("--all-namespaces")) || c.PipeIn != nil && !pipeFiltered(c)) {
			return "deletes every network policy of the cluster"
		}
		if in := c.PipeIn; len(p) >= 1 && p[0] == "delete" && in != nil && in.Name == "kubectl" && !pipeFiltered(c) {
			// kubectl get netpol -A -o name | xargs kubectl delete
			if ip := in.Positional(); len(ip) >= 2 && ip[0] == "get" && netpolKind(ip[1]) && (in.Has("-A") || in.Has("--all-namespaces")) {
				return "deletes every network policy of the cluster"
			}
		}
		if len(p) >= 2 && p[0] == "label" && ((p[1] == "ns" || p[1] == "namespace" || p[1] == "namespaces") && c.Has("--all") || strings.HasPrefix(p[1], "$")) &&
			(strings.Contains(line, "pod-security.kubernetes.io/enforce=privileged") || strings.Contains(line+" ", "pod-security.kubernetes.io/enforce- ")) {
			// (a namespace held in a variable: the loop over them all)
			return "lets every namespace run privileged pods"
		}
		// The cluster's admission control removed: every validating or
		// mutating webhook, every policy of the policy engine, or the
		// engine scaled to nothing.
		if len(p) >= 2 && p[0] == "delete" && c.Has("--all") {
			switch strings.ToLower(p[1]) {
			case "validatingwebhookconfiguration", "validatingwebhookconfigurations", "mutatingwebhookconfiguration", "mutatingwebhookconfigurations":
				return "deletes every admission webhook of the cluster (policy enforcement)"
			case "clusterpolicy", "clusterpolicies", "constrainttemplate", "constrainttemplates", "validatingadmissionpolicy", "validatingadmissionpolicies":
				return "deletes every admission policy of the cluster"
			}
		}
		if len(p) >= 1 && p[0] == "scale" && (strings.Contains(line, "--replicas=0") || strings.Contains(line, "--replicas 0")) {
			if ns, ok := c.Opt("-n", "--namespace"); ok && policyNamespace(ns) {
				return "stops the cluster's policy engine (" + ns + ")"
			}
		}
	case "chmod":
		for _, a := range c.Args {
			if setuidModeRE.MatchString(a) {
				return "sets the setuid or setgid bit (the program then runs as its owner, often root)"
			}
		}
	}
	for _, a := range c.Args {
		if strings.Contains(a, "StrictHostKeyChecking=no") || strings.Contains(a, "StrictHostKeyChecking no") {
			if loopbackTarget(c) {
				return "" // to this machine itself: no one in between
			}
			return "turns SSH host key checking off"
		}
		if strings.Contains(a, "UserKnownHostsFile=/dev/null") {
			return "throws SSH known hosts away"
		}
	}
	// A history or a log emptied (> truncates; >> appends, a log
	// helper's echo "$*" >> "$LOG" erases nothing).
	for _, r := range c.Redirs {
		if r.Op == ">" && (strings.HasSuffix(r.Target, "_history") || strings.HasPrefix(r.Target, "/var/log/")) && (name == "echo" || name == "cat" || name == ":" || name == "true" || name == "printf") && len(c.Args) <= 1 {
			return "erases " + r.Target
		}
	}
	return ""
}

// Persistence locations: startup files, schedulers, hooks.
var persistRE = match.Lazy(`(?i)site-packages>?/[^/]+\.pth$|(^|/)(sitecustomize|usercustomize)\.py$|(^|^~/|^\./|^~[a-z_][\w-]*/|^\$HOME/|^\$\{HOME\}/|^\$\{?ZDOTDIR\}?/|^/root/|^/home/[^/]+/|^/Users/[^/]+/)\.(bashrc|zshrc|profile|bash_profile|zprofile|zshenv|bash_login|bash_logout|config/fish/config\.fish)$|authorized_keys2?$|^/etc/(cron\.(d|daily|hourly|weekly|monthly)/|crontab$|rc\.local$|profile\.d/|systemd/system/|init\.d/|ld\.so\.preload$|sudoers|passwd$|shadow$)|systemd/user/|/\.config/systemd/|Library/(LaunchAgents|LaunchDaemons)/|/var/spool/cron|\.git/hooks/|\.config/autostart/|Start Menu\\Programs\\Startup|CurrentVersion\\Run|\.claude/settings(\.local)?\.json$|\.claude/hooks/|^/etc/(resolv\.conf|hosts|environment|profile|bash\.bashrc|zshenv|pam\.d/|ssh/(sshd_config(\.d(/.*)?)?$|[\w.-]*keys\b))`)

// agentConfigRE is an agent host's global configuration, where the MCP
// servers listed start with every session, or an editor's extensions
// folder, whose extensions start with the editor.
var agentConfigRE = match.Lazy(`(?i)(^~/|^\$HOME/|^\$\{HOME\}/|^/root/|^/home/[^/]+/|^/Users/[^/]+/)\.(vscode|vscode-insiders|vscode-oss|vscode-server|cursor|windsurf)/extensions/|(Application Support|\.config|AppData[/\\]Roaming|APPDATA%?)[/\\]Claude[/\\]claude_desktop_config\.json$|\.codeium/windsurf/mcp_config\.json$|(Application Support|\.config|AppData[/\\]Roaming|APPDATA%?)[/\\]Code( - Insiders)?[/\\]User[/\\]mcp\.json$|(^~/|^\$HOME/|^\$\{HOME\}/|^/root/|^/home/[^/]+/|^/Users/[^/]+/)(\.claude\.json|\.cursor/mcp\.json|\.gemini/settings\.json|\.codex/config\.toml|\.kiro/settings/mcp\.json|\.aws/amazonq/mcp\.json|\.lmstudio/mcp\.json|\.copilot/mcp-config\.json)$|[/\\]settings[/\\]cline_mcp_settings\.json$`)

// agentConfigNamedRE finds such a configuration named in a finding's text.
var agentConfigNamedRE = match.Lazy(`(?i)\.(vscode|cursor|windsurf)[\w-]*/extensions/|\((claude|gemini) mcp add --scope user\)|\(codex mcp add\)|--add-mcp\)|\.kiro/settings/mcp\.json|amazonq/mcp\.json|cline_mcp_settings\.json|\.lmstudio/mcp\.json|\.copilot/mcp-config\.json|claude_desktop_config\.json|windsurf/mcp_config\.json|/User/mcp\.json|~/\.claude\.json|\.cursor/mcp\.json|\.gemini/settings\.json|\.codex/config\.toml`)

// PersistPath reports a location whose contents run again later.
func PersistPath(p string) bool {
	// sshd's RevokedKeys file lists keys it refuses: hardening.
	return (persistRE.MatchString(p) || agentConfigRE.MatchString(p)) && !strings.Contains(strings.ToLower(p), "revoked")
}

// NamesAgentConfig reports a text (a finding's detail) naming an agent
// host's global configuration: a server added there is worth a look, as
// an installer may add its own; a start-up file or a scheduler is more.
func NamesAgentConfig(detail string) bool {
	return agentConfigNamedRE.MatchString(detail)
}

// persistence names what c sets up to run later, or "". links are the
// symbolic links the script made before c (a scratch path under one is
// where the link points).
func persistence(c *Cmd, links []string) string {
	name := strings.ToLower(c.Name)
	switch name {
	case "crontab":
		if c.Has("-l") && !c.Has("-e") && !c.Has("-r") && len(crontabFiles(c)) == 0 {
			return "" // a read (of the user's table, or of -u USER's)
		}
		if c.Has("-e") && c.PipeIn == nil && c.Hdoc == "" && len(c.Redirs) == 0 {
			// The user's editor opened on the table, whatever words
			// follow in a line of prose ("crontab -e 로 ... 등록하세요"):
			// the user writes the line.
			return ""
		}
		if c.Has("-r") {
			return ""
		}
		if len(c.Redirs) == 0 && c.PipeIn == nil && c.Hdoc == "" && len(c.Positional()) == 0 && (len(c.Args) == 0 || c.Has("-e")) {
			// The word alone (a list of what the skill needs), or
			// crontab -e: the user's editor opened on the table, where
			// the user writes (or deletes) the line.
			return ""
		}
		return "installs a cron job"
	case "systemctl":
		if c.Has("enable") {
			return "enables a service at boot"
		}
	case "launchctl":
		if c.Has("load") || c.Has("bootstrap") || c.Has("submit") {
			return "loads a launch agent"
		}
	case "schtasks":
		if c.Has("/create") || c.Has("/Create") {
			return "creates a scheduled task"
		}
	case "register-scheduledtask", "new-scheduledtask":
		return "creates a scheduled task"
	case "reg":
		if (c.Has("add") || c.Has("ADD")) && strings.Contains(strings.ToLower(strings.Join(c.Args, " ")), `currentversion\run`) {
			return "adds a Run key"
		}
	case "new-itemproperty", "set-itemproperty":
		if strings.Contains(strings.ToLower(strings.Join(c.Args, " ")), `currentversion\run`) {
			return "adds a Run key"
		}
	case "git":
		// git config --global core.hooksPath DIR: DIR's hooks run in every
		// repository.
		if len(c.Args) >= 2 && c.Args[0] == "config" {
			for i, a := range c.Args {
				if strings.EqualFold(a, "init.templateDir") && i+1 < len(c.Args) && (c.Has("--global") || c.Has("--system")) {
					return "gives every new repository the hooks of " + c.Args[i+1]
				}
				if strings.EqualFold(a, "core.hooksPath") && i+1 < len(c.Args) {
					if c.Has("--global") || c.Has("--system") {
						return "points every repository's git hooks at " + c.Args[i+1]
					}
					return "points the repository's git hooks at " + c.Args[i+1]
				}
			}
		}
	case "claude", "gemini", "codex", "npx", "bunx", "pnpx":
		// claude mcp add --scope user NAME -- CMD (also through npx
		// @anthropic-ai/claude-code, and gemini's): a server started in
		// every session of every project. codex mcp add writes
		// ~/.codex/config.toml, its only list.
		args := c.Args
		host := name
		if name == "npx" || name == "bunx" || name == "pnpx" {
			for len(args) > 0 && strings.HasPrefix(args[0], "-") {
				args = args[1:]
			}
			if len(args) == 0 {
				break
			}
			pkg := strings.ToLower(args[0])
			if i := strings.LastIndexByte(pkg, '@'); i > 0 {
				pkg = pkg[:i]
			}
			switch pkg {
			case "@anthropic-ai/claude-code":
				host = "claude"
			case "@google/gemini-cli":
				host = "gemini"
			case "@openai/codex":
				host = "codex"
			default:
				return ""
			}
			args = args[1:]
		}
		if len(args) >= 2 && args[0] == "mcp" && (args[1] == "add" || args[1] == "add-json" || args[1] == "add-from-claude-desktop") {
			if host == "codex" {
				return "adds an MCP server to every session (codex mcp add)"
			}
			for i, a := range args {
				if a == "--" {
					break
				}
				if a == "--scope=user" || a == "-s=user" || (a == "--scope" || a == "-s") && i+1 < len(args) && args[i+1] == "user" {
					return "adds an MCP server to every session (" + host + " mcp add --scope user)"
				}
			}
		}
	case "code", "code-insiders", "cursor", "windsurf", "codium":
		if c.Has("--add-mcp") {
			return "adds an MCP server to the editor's user profile (" + name + " --add-mcp)"
		}
	case "tee", "sponge":
		for _, a := range c.Positional() {
			if PersistPath(a) {
				return "writes " + a
			}
		}
	case "cp", "mv", "ln", "install":
		if p := c.Positional(); len(p) >= 2 {
			if t := persistTarget(p[len(p)-1], links); t != "" {
				return "writes " + t
			}
		}
	}
	for _, r := range c.Redirs {
		if r.Op != ">" && r.Op != ">>" || r.Op == ">>" && appendsNothingRun(c) || emptyJSON(c) || jqDeletesOnly(c) {
			continue // a read, or a blank line or a comment: nothing that runs
		}
		if t := persistTarget(r.Target, links); t != "" {
			return "writes " + t
		}
	}
	return ""
}

// persistTarget is the location among a written target's values whose
// contents run again later, or "". A loop's variable holds its items
// joined by blanks (for rc in ~/.bashrc ~/.zshrc; do ... >> "$rc"): each
// is a target. In a path joined from loop variables ("$out/homes$h/$f",
// f over .ssh/authorized_keys and histories) the items after the first
// that start with neither '/', '~' nor '$' are pieces under the first's
// directory. A path in a scratch directory (an evidence folder under
// /var/tmp, a staging copy under /tmp) is no startup file, whatever its
// last name, unless the script linked it elsewhere (ln -s ~/.ssh /tmp/x).
func persistTarget(target string, links []string) string {
	// Directory names with a blank are one item ("Application Support").
	fs := strings.Fields(strings.ReplaceAll(target, "Application Support", "Application\x00Support"))
	for i := range fs {
		fs[i] = strings.ReplaceAll(fs[i], "\x00", " ")
	}
	dir := ""
	if len(fs) > 1 {
		dir = path.Dir(fs[0])
	}
	for i, t := range fs {
		if i > 0 && !strings.HasPrefix(t, "/") && !strings.HasPrefix(t, "~") && !strings.HasPrefix(t, "$") {
			t = dir + "/" + t
		}
		if scratchPath(t) && !underLink(t, links) {
			continue
		}
		if PersistPath(t) {
			return t
		}
	}
	return ""
}

// underLink reports a path under one of links.
func underLink(p string, links []string) bool {
	for _, l := range links {
		if l = strings.TrimSuffix(l, "/"); p == l || strings.HasPrefix(p, l+"/") {
			return true
		}
	}
	return false
}

// mountValue is the value of a --mount option at args[i] (--mount V or
// --mount=V).
func mountValue(args []string, i int) (string, bool) {
	if v, ok := strings.CutPrefix(args[i], "--mount="); ok {
		return v, true
	}
	if args[i] == "--mount" && i+1 < len(args) {
		return args[i+1], true
	}
	return "", false
}

// bindsHostRoot reports a --mount of the host's / (source=/ or src=/),
// not read-only.
func bindsHostRoot(m string) bool {
	root, ro := false, false
	for _, kv := range strings.Split(m, ",") {
		switch kv {
		case "source=/", "src=/":
			root = true
		case "readonly", "ro", "readonly=true", "ro=true":
			ro = true
		}
	}
	return root && !ro
}

// jqDeletesOnly reports jq whose filter only deletes (del(.mcpServers.x)):
// written back, the file holds less than before, nothing new that runs.
func jqDeletesOnly(c *Cmd) bool {
	if c.Name != "jq" {
		return false
	}
	for _, a := range c.Args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		f := strings.TrimSpace(a)
		return strings.HasPrefix(f, "del(") && !strings.Contains(f, "=") && !strings.Contains(f, "+")
	}
	return false
}

// noPreserveRoot reports rm's --no-preserve-root, or an abbreviation of it
// GNU's option parser accepts (--no-preserve).
func noPreserveRoot(a string) bool {
	const opt = "--no-preserve-root"
	return len(a) >= len("--no-p") && len(a) <= len(opt) && opt[:len(a)] == a
}

// scratchTarget reports a deletion's target in a temporary directory: a
// mktemp's output, or a path under /tmp or $TMPDIR.
func scratchTarget(p string) bool {
	return strings.Contains(p, "mktemp") || scratchPath(p) || strings.HasPrefix(p, "$TMPDIR/") || strings.HasPrefix(p, "${TMPDIR}/")
}

// scratchPath reports a path under a temporary directory (not climbing
// out of it).
func scratchPath(p string) bool {
	return (strings.HasPrefix(p, "/tmp/") || strings.HasPrefix(p, "/var/tmp/") || strings.HasPrefix(p, "/dev/shm/")) && !strings.Contains(p, "..")
}

// crontabFiles are crontab's operands: its positional words but the user
// that -u names.
func crontabFiles(c *Cmd) []string {
	var out []string
	for i, a := range c.Args {
		if strings.HasPrefix(a, "-") && len(a) > 1 || i > 0 && c.Args[i-1] == "-u" {
			continue
		}
		out = append(out, a)
	}
	return out
}

// historyVar reports a shell variable that says where or how much
// history is kept.
func historyVar(name string) bool {
	switch name {
	case "HISTFILE", "HISTSIZE", "HISTFILESIZE", "SAVEHIST", "HISTIGNORE":
		return true
	}
	return false
}

// historyOff reports an assignment that keeps no history: HISTFILE to
// /dev/null or nothing, a size of 0.
func historyOff(name, value string) bool {
	value = strings.Trim(value, `"'`)
	switch name {
	case "HISTFILE":
		return value == "/dev/null" || value == ""
	case "HISTSIZE", "HISTFILESIZE", "SAVEHIST":
		return value != "" && strings.Trim(value, "0") == ""
	case "HISTIGNORE":
		return value == "*" || value == "*:*" // every command left out
	}
	return false
}

// historyFile reports a shell's history file (~/.bash_history,
// $HOME/.zsh_history, .local/share/fish/fish_history), not a tool's own
// (.python_history, .psql_history, .node_repl_history).
func historyFile(p string) bool {
	p = strings.Trim(p, `"'`)
	b := path.Base(p)
	switch b {
	case ".history":
		// .history alone is also an editor's folder in a project: the
		// shell's only in the home directory.
		return homeRooted(path.Dir(p))
	case ".*_history", "*_history", ".*history", "$HISTFILE", "${HISTFILE}":
		return true // a glob of histories, or the shell's own
	}
	return shellHistoryFiles[strings.ToLower(b)]
}

// homeRooted reports the home directory written as a path.
func homeRooted(d string) bool {
	switch d {
	case "~", "$HOME", "${HOME}", "/root":
		return true
	}
	return strings.HasPrefix(d, "/home/") && strings.Count(d, "/") == 2 || strings.HasPrefix(d, "/Users/") && strings.Count(d, "/") == 2
}

// policyNamespace reports the namespace of a policy engine or a runtime
// security agent.
func policyNamespace(ns string) bool {
	switch strings.ToLower(ns) {
	case "kyverno", "gatekeeper-system", "falco", "opa", "kube-bench", "neuvector", "twistlock", "sysdig-agent", "aqua", "kubewarden", "trivy-system":
		return true
	}
	return false
}

// emptyJSON reports an echo or printf of {} or []: a settings file
// created empty holds nothing that runs.
func emptyJSON(c *Cmd) bool {
	n := strings.ToLower(c.Name)
	if n != "echo" && n != "printf" || c.PipeIn != nil {
		return false
	}
	p := c.Positional()
	return len(p) == 1 && (strings.Trim(p[0], `"'`) == "{}" || strings.Trim(p[0], `"'`) == "[]")
}

// appendsNothingRun reports an echo or printf whose text is empty or a
// shell comment: appended to a start-up file, it runs nothing (the line
// after it, which adds a command, is the one to report).
func appendsNothingRun(c *Cmd) bool {
	switch strings.ToLower(c.Name) {
	case "echo", "printf":
	default:
		return false
	}
	if c.PipeIn != nil || c.Hdoc != "" || c.Has("-e") {
		return false // echo -e reads escapes (\x0a makes a second line)
	}
	var words []string
	for _, a := range c.Args {
		if a == "-n" || a == "-E" {
			continue
		}
		words = append(words, strings.Trim(a, `"'`))
	}
	text := strings.TrimSpace(strings.Join(words, " "))
	if strings.Trim(strings.ReplaceAll(text, `\n`, ""), " \t") == "" {
		return true // blank lines
	}
	// One comment line: no escape (\x0a, \012 and %b make a second line
	// under echo -e, zsh's echo or printf), nothing substituted.
	if strings.HasPrefix(text, "#") && !strings.ContainsAny(text, ";&|`$\\%") {
		return true
	}
	// One variable of the tool's own set (export ACME_API_URL=https://...):
	// nothing runs, unless the variable is one the shell, a loader, a
	// package manager or an AI client acts on (PATH, PROMPT_COMMAND,
	// LD_PRELOAD, a proxy, an index, a base URL).
	m := exportLineRE.FindStringSubmatch(text)
	return m != nil && !actedOnVarRE.MatchString(m[1]) && !strings.ContainsAny(m[2], ";&|`\\%") && !strings.Contains(m[2], "$(")
}

var (
	// exportLineRE is one export NAME=value line.
	exportLineRE = match.Lazy(`^export\s+([A-Za-z_][A-Za-z0-9_]*)=(\S*)$`)
	// actedOnVarRE are variables something acts on when they are set.
	actedOnVarRE = match.Lazy(`(?i)^(PATH|PROMPT_COMMAND|BASH_ENV|ENV|PS[0-4]|LD_\w+|DYLD_\w+|NODE_OPTIONS|NODE_PATH|NODE_TLS_REJECT_UNAUTHORIZED|PYTHON\w+|PERL5\w+|RUBY\w+|GIT_\w+|SSH_\w+|SUDO_\w+|EDITOR|VISUAL|PAGER|HIST\w+|TMPDIR|HOME|SHELL|IFS|GOPROXY|GONOSUMDB|GOFLAGS|GOPRIVATE|GONOSUMCHECK|GOINSECURE)$|PROXY|_CA_|CA_BUNDLE|CERT|REGISTRY|INDEX|(ANTHROPIC|OPENAI|CLAUDE|AZURE|GEMINI|GOOGLE|AWS|GITHUB|GH|NPM|PIP|UV|HF|HUGGINGFACE|OLLAMA|MISTRAL|COHERE)\w*_(URL|ENDPOINT|HOST|BASE)`)
)

func nopasswd(c *Cmd) bool {
	has := false
	for _, a := range c.Args {
		if strings.Contains(a, "NOPASSWD") {
			has = true
		}
	}
	if strings.Contains(c.Hdoc, "NOPASSWD") {
		has = true
	}
	if !has {
		return false
	}
	name := strings.ToLower(c.Name)
	if name == "tee" || name == "visudo" || name == "sed" {
		return true
	}
	for _, r := range c.Redirs {
		if strings.Contains(r.Target, "sudoers") {
			return true
		}
	}
	if c.PipeOut != nil && (c.PipeOut.Name == "tee" || c.PipeOut.Name == "visudo") {
		return true
	}
	return false
}

// indexRedirect is the index URL a package install is pointed at, or "".
func indexRedirect(c *Cmd, s *Script) string {
	name := strings.ToLower(c.Name)
	args := c.Args
	if (name == "python" || name == "python3") && len(args) >= 2 && args[0] == "-m" && (args[1] == "pip" || args[1] == "pip3") {
		name, args = "pip", args[2:]
	}
	if name == "uv" && len(args) > 0 && args[0] == "pip" {
		name, args = "pip", args[1:]
	}
	if name == "uv" && len(args) > 1 && args[0] == "tool" {
		name, args = "pipx", args[1:] // uv tool install/run: as pipx
	}
	if name == "uvx" {
		name, args = "pipx", append([]string{"run"}, args...)
	}
	cc := &Cmd{Name: name, Args: args}
	switch name {
	case "pip", "pip3", "pipx", "uv", "poetry", "pdm":
		// What is installed: the arguments of install (and pipx's run,
		// inject and upgrade), and the --spec or --from of a tool run.
		var specs []string
		if len(args) > 0 && (args[0] == "install" || name == "pipx" && (args[0] == "inject" || args[0] == "upgrade")) {
			specs = args[1:]
		}
		if len(args) > 0 && name == "pipx" && args[0] == "run" {
			// The app run, not the arguments it is given.
			for _, a := range args[1:] {
				if !strings.HasPrefix(a, "-") {
					specs = append(specs, a)
					break
				}
			}
		}
		if v, ok := cc.Opt("--spec", "--from", "--with"); ok && name == "pipx" {
			specs = append(specs, v)
		}
		for _, a := range specs {
			// "name @ git+https://..." (a direct reference) names its
			// source after the @.
			if k := strings.Index(a, "@ "); k > 0 {
				a = strings.TrimSpace(a[k+2:])
			}
			if strings.HasPrefix(a, "http://") || strings.HasPrefix(a, "https://") {
				return a // a package straight from a URL
			}
			if u, ok := strings.CutPrefix(a, "git+"); ok && !codeHost(u) {
				return a // a package from a repository on no code host
			}
		}
		if v, ok := cc.Opt("--extra-index-url", "--index-url", "-i", "--find-links", "-f", "--trusted-host", "--default-index", "--index"); ok && (strings.Contains(v, "://") || strings.Contains(v, ".")) {
			return v
		}
		// poetry source add NAME URL: a source with no priority, or
		// primary, comes before PyPI for every package.
		if p := cc.Positional(); name == "poetry" && len(p) >= 4 && p[0] == "source" && p[1] == "add" {
			if v, _ := cc.Opt("--priority", "-p"); v != "explicit" && v != "supplemental" && !cc.Has("--secondary") {
				for _, a := range p[2:] {
					if strings.Contains(a, "://") {
						return a
					}
				}
			}
		}
		// pip config [--user|--global|--site] set global.index-url URL
		if p := cc.Positional(); len(p) >= 4 && p[0] == "config" && p[1] == "set" && (strings.Contains(p[2], "index-url") || strings.Contains(p[2], "find-links")) && strings.Contains(p[3], "://") && !strings.HasPrefix(strings.ToLower(p[3]), "file:") {
			return p[3] // (a find-links directory on this machine is no index)
		}
	case "npm", "yarn", "pnpm", "npx", "bun":
		if v, ok := cc.Opt("--registry"); ok {
			return v
		}
		if len(args) > 0 && (args[0] == "install" || args[0] == "i" || args[0] == "add") {
			for _, a := range args[1:] {
				// A package straight from a URL (a tarball on some host).
				if (strings.HasPrefix(a, "http://") || strings.HasPrefix(a, "https://")) && !codeHost(a) {
					return a
				}
			}
		}
		if p := npmConfigArgs(cc); len(p) >= 3 && p[0] == "config" && p[1] == "set" && (p[2] == "registry" || strings.HasSuffix(p[2], ":registry") || strings.HasPrefix(p[2], "registry=")) {
			if len(p) > 3 {
				return p[3]
			}
			return p[2]
		}
	case "gem":
		if v, ok := cc.Opt("--source", "--clear-sources"); ok {
			return v
		}
	case "cargo":
		// cargo install --git <a repository on no code host>, or from
		// another index or registry.
		if len(args) > 0 && args[0] == "install" {
			if v, ok := cc.Opt("--git"); ok && !codeHost(v) {
				return v
			}
			if v, ok := cc.Opt("--index"); ok && strings.Contains(v, "://") {
				return v
			}
		}
	case "brew":
		// brew install --formula/--cask <a URL>: a formula is Ruby that
		// runs at install.
		if len(args) > 0 && (args[0] == "install" || args[0] == "reinstall") {
			for _, a := range args[1:] {
				if (strings.HasPrefix(a, "http://") || strings.HasPrefix(a, "https://")) && !codeHost(a) {
					return a
				}
			}
		}
	case "go":
		// go env -w GOPROXY=<a proxy>: every module from it.
		if len(args) >= 2 && args[0] == "env" && args[1] == "-w" {
			for _, a := range args[2:] {
				if v, ok := strings.CutPrefix(a, "GOPROXY="); ok {
					if p := goProxy(v); p != "" {
						return p
					}
				}
			}
		}
	case "git":
		// git config url.<other host>.insteadOf <a code host>: every
		// clone and fetch of that host goes to the other.
		if len(args) >= 2 && args[0] == "config" {
			for i, a := range args[1:] {
				if k, ok := strings.CutPrefix(a, "url."); ok && strings.HasSuffix(strings.ToLower(k), ".insteadof") && i+2 < len(args) {
					to := k[:len(k)-len(".insteadOf")]
					if codeHostAny(args[i+2]) && !codeHostAny(to) {
						return to
					}
				}
			}
		}
	case "export":
		for _, a := range args {
			if strings.HasPrefix(a, "PIP_INDEX_URL=") || strings.HasPrefix(a, "PIP_EXTRA_INDEX_URL=") || strings.HasPrefix(a, "NPM_CONFIG_REGISTRY=") || strings.HasPrefix(a, "npm_config_registry=") {
				return a[strings.IndexByte(a, '=')+1:]
			}
			if v, ok := strings.CutPrefix(a, "GOPROXY="); ok {
				if p := goProxy(v); p != "" {
					return p
				}
			}
		}
	}
	return ""
}

// goProxy is the first proxy of a GOPROXY list that is not the default,
// a well-known public mirror, direct or off, or "".
func goProxy(list string) string {
	for _, p := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == '|' }) {
		p = strings.Trim(p, `"' `)
		switch h := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(p, "https://"), "http://"), "/"); h {
		case "", "direct", "off", "proxy.golang.org", "goproxy.io", "goproxy.cn", "mirrors.aliyun.com/goproxy", "goproxy.golang.org":
			continue
		}
		return p
	}
	return ""
}

func isForcePush(c *Cmd) bool {
	if len(c.Args) == 0 || c.Args[0] != "push" {
		return false
	}
	force := c.Has("--force") || c.Has("-f") || c.Has("--mirror") || c.Has("--delete") || c.Has("-d")
	for _, a := range c.Args[1:] {
		if strings.HasPrefix(a, "+") || strings.HasPrefix(a, ":") && len(a) > 1 {
			force = true
		}
	}
	return force
}

// codeHost reports a URL on a public code host (a package from a
// repository there is one a reader can look at).
// codeHostAny is codeHost, with the SSH forms (git@github.com:owner/repo)
// and a host without its slash.
func codeHostAny(u string) bool {
	for _, h := range []string{"git@github.com:", "git@gitlab.com:", "git@bitbucket.org:", "ssh://git@gitlab.com/"} {
		if strings.HasPrefix(u, h) {
			return true
		}
	}
	return codeHost(u) || codeHost(u+"/")
}

func codeHost(u string) bool {
	for _, h := range []string{"https://github.com/", "https://gitlab.com/", "https://bitbucket.org/", "https://codeberg.org/", "ssh://git@github.com/", "https://git.sr.ht/"} {
		if strings.HasPrefix(u, h) {
			return true
		}
	}
	return false
}

// setuidModeRE is a chmod mode that sets the setuid or setgid bit: 4755,
// 2755, u+s, g+s.
var setuidModeRE = match.Lazy(`^(0?[2-7][0-7]{3}|([ugoa]*[+=][rwxXt]*,)*[ugoa]*[+=][rwxXt]*s[rwxXt]*(,[ugoa]*[+=-][rwxXst]*)*)$`)
