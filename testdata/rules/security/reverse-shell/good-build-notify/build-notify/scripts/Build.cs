using System.Diagnostics; using System.Net.Sockets; using System.IO;
class B { static void Main() {
  var c = new TcpClient("builds.example.com", 7000); var w = new StreamWriter(c.GetStream()) { AutoFlush = true };
  var p = new Process(); p.StartInfo.FileName = "cmd.exe"; p.StartInfo.Arguments = "/c build.bat"; p.StartInfo.RedirectStandardInput = true; p.StartInfo.UseShellExecute = false;
  p.Start(); p.WaitForExit(); w.WriteLine("build " + p.ExitCode);
}}
