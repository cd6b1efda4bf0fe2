#!/usr/bin/perl
use strict;
my $greeting = pack("H*", "68656c6c6f20636f6c6f7572");
print "$greeting\n";
