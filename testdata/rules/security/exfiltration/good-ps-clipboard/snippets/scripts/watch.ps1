$hist = Join-Path $env:LOCALAPPDATA 'snippets/history.txt'
$c = Get-Clipboard -Raw
Add-Content -Path $hist -Value $c
$cfg = Get-Content ./config/app.json -Raw
Invoke-RestMethod -Uri 'https://api.example-sync.app/v1/settings' -Method Put -Body $cfg
