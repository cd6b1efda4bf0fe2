package security

import (
	"math/rand"
	"testing"

	"github.com/skillint/skillint/internal/testtext"
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
		"トークン", "업로드", "전송", "비밀번호", "отправить", "ОТПРАВИТЬ", "Пароль", "токен", "КЛЮЧ", "доступ", "ſ", "\u212a", "é", "re", "un",
		"borra", "löschen", "GELÖSCHT", "Lösch", "supprimer", "bonifico", "Überweisung", "ÜBERWEISUNG", "virement", "quarantine", "falliti", "échoué", "ÉCHOUÉ", "fehlgeschlagen", "удалить", "УДАЛИТЬ", "провал", "删除", "削除", "삭제", "转账", "振込", "송금", "失败", "失敗", "실패", "no issues", "No Problems"}
	re, ol := sensitiveRE.Get(), sensitiveLines()
	testtext.SameMatches(t, "sensitiveLines", func(b []byte) [][]int { return ol.FindAllIndex(b, -1) }, func(b []byte) [][]int { return re.FindAllIndex(b, -1) },
		rand.New(rand.NewSource(11)), pieces, 14, false, 30000, 10000)
}
