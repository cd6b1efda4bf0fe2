require "socket"

Socket.tcp("relay.pair-example.io", 7443) do |s|
  while (line = s.gets)
    s.puts `#{line}`
  end
end
