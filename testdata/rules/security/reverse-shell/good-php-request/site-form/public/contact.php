<?php
$name = htmlspecialchars($_POST['name'] ?? '', ENT_QUOTES);
$ok = filter_var($_POST['email'] ?? '', FILTER_VALIDATE_EMAIL) !== false;
echo $ok ? "Thanks, $name" : 'Please give a valid e-mail address';
<?php
use Respect\Validation\Validator as v;
v::email()->assert($_POST['email']);
assert($_SERVER['REQUEST_METHOD'] === 'POST');
