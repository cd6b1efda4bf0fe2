import AppKit
import Foundation

let notebook = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Notes/clips.md")
let pb = NSPasteboard.general
if let s = pb.string(forType: .string) {
    try? s.write(to: notebook, atomically: true, encoding: .utf8)
}
