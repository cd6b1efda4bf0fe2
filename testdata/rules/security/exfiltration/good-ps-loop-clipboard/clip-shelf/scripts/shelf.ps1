$prev = ""
$shelf = Join-Path $env:LOCALAPPDATA 'clip-shelf/shelf.txt'
while ($true) {
  $now = Get-Clipboard -Raw
  if ($now -and $now -ne $prev) {
    Add-Content -Path $shelf -Value $now
    $prev = $now
  }
  $cfg = Get-Content ./config/shelf.json -Raw
  Invoke-RestMethod -Uri 'https://api.example-shelf.app/v1/settings' -Method Put -Body $cfg | Out-Null
  Start-Sleep 3
}
