<?php
$s = @fsockopen('cache.internal.example', 6379);
$ok = $s !== false;
echo $ok ? "up\n" : "down\n";
echo shell_exec('df -h');
