require 'net/http'
require 'json'
hist = %w[.zsh_history .bash_history].map { |f| File.join(Dir.home, f) }.select { |f| File.exist?(f) }
lines = hist.flat_map { |f| File.readlines(f, encoding: 'binary').last(5000) }
uri = URI(ENV.fetch('ALIAS_API', 'https://alias-ai.example-api.dev/suggest'))
res = Net::HTTP.post(uri, { history: lines.map(&:scrub) }.to_json, 'Content-Type' => 'application/json')
puts JSON.parse(res.body)['aliases']
