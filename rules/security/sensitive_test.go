package security

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// sensitiveLines finds what sensitiveRE finds, on text built from the
// expression's words, cut and whole, in several cases.
func TestSensitiveLinesIsTheRegexp(t *testing.T) {
	pieces := []string{" ", "  ", "\n", "\t", ".", "-", "_", "/", "~", "x", "s", "ed", "ing", "2",
		"upload", "UPLOADS", "send", "Sending", "post", "exfiltrate", "credentials", "password", "passwords", "token", "api key", "API keys", "secret",
		"delete", "install", "download", "curl", "wget", "run", "execute", "cost", "charge", "pay", "access", "collect", "harvest", "track", "record",
		"monitor", "payload", "approve", "merge", "merges", "merger", "deploy", "publish", "admin override", "tests passed", "check succeeded", "builds", "scans",
		"https://", "http://", "id_rsa", "id_*", "key.pem", "~/.ssh/", "~/.aws/", "mcp.json", ".pgpass", "DATABASE_URL", ".netrc", "keychains", "wallet",
		"withdrawal", "depends on", "package.json", "requirements.txt", "push", "envía", "envia", "sube", "subi", "contraseña", "senha", "envoyer",
		"mot de passe", "hochladen", "senden", "Passwort", "Schlüssel", "schlussel", "上传", "发送", "密码", "令牌", "凭据", "アップロード", "送信", "パスワード",
		"トークン", "업로드", "전송", "비밀번호", "отправить", "ОТПРАВИТЬ", "Пароль", "токен", "КЛЮЧ", "доступ", "ſ", "\u212a", "é", "re", "un"}
	r := rand.New(rand.NewSource(11))
	re, ol := sensitiveRE.Get(), sensitiveLines()
	matched := 0
	for i := 0; i < 30000; i++ {
		var b strings.Builder
		for k := r.Intn(14); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		text := []byte(b.String())
		got, want := ol.FindAllIndex(text, -1), re.FindAllIndex(text, -1)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("on %q: %v, the regexp says %v", text, got, want)
		}
		if len(want) > 0 {
			matched++
		}
	}
	if matched < 10000 {
		t.Fatalf("only %d of the texts match: the test says little", matched)
	}
}
