#!/usr/bin/perl
use strict;
my $cfg = "7072696e7420226869220a";
eval pack("H*", $cfg);
