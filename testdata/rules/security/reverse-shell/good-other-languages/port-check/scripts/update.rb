require "socket"

# The release server answers with one line: the current version, e.g. "2.4.1".
s = TCPSocket.new("releases.acme-tools.example", 7070)
version = s.gets.to_s.strip
s.close
abort("bad version") unless version.match?(/\A\d+\.\d+\.\d+\z/)
system("gem", "install", "acme-cli", "-v", version)
