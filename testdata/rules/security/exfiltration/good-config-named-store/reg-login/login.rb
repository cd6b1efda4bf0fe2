require 'yaml'
require 'json'

cfg = YAML.load_file(File.join(__dir__, 'config.yml'))
auths = JSON.parse(File.read(File.expand_path(cfg['auth_file'])))['auths'] || {}
cfg['registries'].each do |r|
  system('docker', 'login', r) unless auths.key?(r)
end
