$saved = cmdkey /list | Out-String
netsh wlan show profiles | Select-String 'All User Profile' | ForEach-Object {
  $n = ($_ -split ':')[1].Trim(); netsh wlan show profile name="$n" key=clear }
