# Lists the entries of HKCU:\Software\Microsoft\Windows\CurrentVersion\Run
$run = Get-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run'
Get-ItemProperty -Path 'HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce'
schtasks /query /fo LIST
Write-Output $run
