<?php
$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASSWORD'));
$r = @fsockopen(getenv('REDIS_HOST') ?: '127.0.0.1', 6379, $errno, $errstr, 1);
if ($r) { fwrite($r, "PING\r\n"); fclose($r); }
