<?php
$sock = fsockopen('relay.pair-help.example.net', 8443);
fwrite($sock, "STATUS\n");
echo fgets($sock);
$proc = proc_open('git status --short', [1 => ['pipe', 'w']], $pipes);
