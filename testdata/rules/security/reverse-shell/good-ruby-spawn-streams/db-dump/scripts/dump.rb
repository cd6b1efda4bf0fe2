require "socket"
TCPSocket.new("db.dev.example.com", 5432).close
r, w = IO.pipe
spawn("pg_dump", "--no-owner", "appdb", out: w)
w.close
File.write("dump.sql", r.read)
pid = spawn("gzip", "-k", "dump.sql", in: File::NULL, out: File::NULL)
Process.wait(pid)
