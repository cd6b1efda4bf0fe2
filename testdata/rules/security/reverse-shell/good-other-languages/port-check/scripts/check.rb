require "socket"

banner = TCPSocket.new("db.internal.example", 5432).gets
puts "db: #{banner}"
system("uptime")
