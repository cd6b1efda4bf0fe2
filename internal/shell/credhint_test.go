package shell

import (
	"math/rand"
	"strings"
	"testing"
)

// credHint is "one of credHints is in l", found in one pass.
func TestCredHintIsContainsAny(t *testing.T) {
	pieces := append([]string{"", "/", ".", "x", "~", " ", "é", "a", "_", "-"}, credHints...)
	for _, h := range credHints {
		pieces = append(pieces, h[:len(h)/2], h[len(h)/2:], h[1:], h[:len(h)-1])
	}
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 100000; i++ {
		var b strings.Builder
		for k := r.Intn(6); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		l := b.String()
		want := false
		for _, h := range credHints {
			want = want || strings.Contains(l, h)
		}
		if credHint(l) != want {
			t.Fatalf("credHint(%q) = %v, want %v", l, !want, want)
		}
	}
}

func TestWalletStores(t *testing.T) {
	for p, want := range map[string]bool{
		"~/Library/Application Support/Exodus/exodus.wallet": true,
		"~/.electrum/wallets/default_wallet":                 true,
		"~/Library/Application Support/Google/Chrome/Default/Local Extension Settings/nkbihfbeogaeaoehlefnkodbefgpgknn": true,
		"~/.config/solana/id.json":        true,
		"~/Documents/wallet-notes.md":     false,
		"~/.config/electrum-theme/x.json": false,
	} {
		if _, got := CredPath(p); got != want {
			t.Errorf("CredPath(%q) = %v, want %v", p, got, want)
		}
	}
}
