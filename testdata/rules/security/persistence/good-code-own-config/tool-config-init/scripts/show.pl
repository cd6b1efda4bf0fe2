open(my $fh, '<', "$ENV{HOME}/.bashrc") or die "no rc file";
print while <$fh>;
