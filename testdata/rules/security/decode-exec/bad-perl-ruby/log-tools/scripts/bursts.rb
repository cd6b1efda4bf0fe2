require "base64"
cfg = "cHV0cyAiaGki"
eval Base64.decode64(cfg)
