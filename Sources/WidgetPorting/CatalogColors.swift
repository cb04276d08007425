import Foundation

/// The colours a target's code names from its asset catalogs (`Color("Brand")`,
/// `UIColor(named: "Brand")`) that none of its catalogs has: each named at port time, with its file
/// and line, since nothing would draw it.
enum CatalogColors {
    /// The colour sets (`Brand.colorset`) anywhere in these catalogs and resource folders, by name.
    static func names(in resources: [URL]) -> Set<String> {
        var names = Set<String>()
        for resource in resources {
            guard let walker = FileManager.default.enumerator(at: resource, includingPropertiesForKeys: nil) else { continue }
            while let item = walker.nextObject() as? URL {
                guard item.pathExtension == "colorset" else { continue }
                names.insert(item.deletingPathExtension().lastPathComponent)
                walker.skipDescendants()
            }
        }
        return names
    }

    /// A warning for each colour a file names that no catalog among `resources` has.
    static func missing(in files: [URL], resources: [URL], relativeTo root: URL) -> [PortedPackage.Note] {
        let catalogs = resources.filter { $0.pathExtension == "xcassets" }
        let known = names(in: resources)
        var notes: [PortedPackage.Note] = []
        for file in files {
            guard let text = SourceText.read(file), text.contains("Color") else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                for match in line.matches(of: /\b(?:Color\(\s*|UIColor\(\s*named:\s*)"([^"\\]+)"/) where !known.contains(String(match.output.1)) {
                    let name = String(match.output.1)
                    let has = catalogs.isEmpty
                        ? "the target has no asset catalog"
                        : "not in \(catalogs.map(\.lastPathComponent).joined(separator: ", "))"
                    notes.append(PortedPackage.Note(text: "\(PortedPackage.relative(file, to: root)):\(number + 1): warning: colour '\(name)' (\(match.output.0)…) is \(has); add a colour set named \(name) to the widget's catalog in Xcode"))
                }
            }
        }
        return notes
    }
}
