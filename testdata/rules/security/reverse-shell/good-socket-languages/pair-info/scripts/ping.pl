use strict;
use Socket;
socket(my $s, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
if (connect($s, sockaddr_in(4433, inet_aton("relay.pair-help.example.net")))) {
    print "relay up\n";
    exec("uptime");
}
