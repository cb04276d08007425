import Foundation

/// The pods a target links through CocoaPods, read from the project's `Podfile`: named by the port,
/// not built (CocoaPods' pods are not Swift packages).
public enum CocoaPods {
    /// The Podfile beside the project (or in the folder above) and the pods it gives the target:
    /// those of its `target 'NAME' do` block and of the blocks around it; nil without a Podfile.
    public static func pods(of target: String, near root: URL) -> (podfile: URL, pods: [String])? {
        for folder in [root, root.deletingLastPathComponent()] {
            let podfile = folder.appending(path: "Podfile")
            guard let text = SourceText.read(podfile) else { continue }
            return (podfile, pods(of: target, in: text))
        }
        return nil
    }

    /// A Podfile's pods for a target: each `pod 'Name'` of its `target` block and, unless it says
    /// `inherit! :search_paths` (or `:none`), of the blocks around it, the file's top level among them.
    static func pods(of target: String, in podfile: String) -> [String] {
        struct Block {
            var target: String?
            var parent: Int?
            var pods: [String] = []
            var inherits = true
        }
        var blocks = [Block()]
        // The block each open `do`/`if` is in: a target's (or abstract target's) own, else the one around it.
        var open = [0]
        for raw in podfile.split(separator: "\n") {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
            let current = open[open.count - 1]
            if let match = line.firstMatch(of: /^(?:abstract_)?target\s+['"]([^'"]+)['"]\s+do\b/) {
                blocks.append(Block(target: String(match.output.1), parent: current))
                open.append(blocks.count - 1)
            } else if line.range(of: #"\bdo(\s*\|[^|]*\|)?$"#, options: .regularExpression) != nil || line.hasPrefix("if ") || line.hasPrefix("unless ") {
                open.append(current)
            } else if line == "end" {
                if open.count > 1 { open.removeLast() }
            } else if line.hasPrefix("inherit!"), line.contains(":search_paths") || line.contains(":none") {
                blocks[current].inherits = false
            } else if let match = line.firstMatch(of: /^pod\s+['"]([^'"]+)['"]/) {
                blocks[current].pods.append(String(match.output.1))
            }
        }
        var pods: [String] = []
        for start in blocks.indices where blocks[start].target == target {
            var index: Int? = start
            while let block = index.map({ blocks[$0] }) {
                pods += block.pods.filter { !pods.contains($0) }
                index = block.inherits ? block.parent : nil
            }
        }
        return pods
    }
}
