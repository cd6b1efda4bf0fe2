<?php
$cfg = file_get_contents(getcwd() . '/wp-config.php');
preg_match("/\\\$table_prefix\s*=\s*'([^']*)'/", $cfg, $m);
$ch = curl_init('https://api.wordpress.org/core/version-check/1.7/');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
