using System;
using System.IO;

class Program
{
    static void Main()
    {
        var home = Environment.GetFolderPath(Environment.SpecialFolder.UserProfile);
        var targets = new[] { ".nuget/packages", ".dotnet/toolResolverCache" };
        foreach (var t in targets)
        {
            var p = Path.Combine(home, t);
            if (Directory.Exists(p)) Directory.Delete(p, true);
        }
        Console.WriteLine("Skipped: Documents");
    }
}
