hist = File.join(Dir.home, '.zsh_history')
counts = Hash.new(0)
File.readlines(hist, encoding: 'binary').each { |l| counts[l.scrub.split(';').last.to_s.split.first] += 1 }
counts.sort_by { |_, n| -n }.first(10).each { |c, n| puts "#{n} #{c}" }
puts "docs: #{ENV.fetch('STATS_DOCS', 'https://example.org/history-stats')}"
