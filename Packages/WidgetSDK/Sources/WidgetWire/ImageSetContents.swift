import Foundation

/// An asset catalog's image set as Xcode lays it out (`Assets.xcassets/logo.imageset/Contents.json`
/// and its files): what the runtime and a snapshot test both read to find `Image("logo")`.
public enum ImageSetContents {
    /// The files `contents` (a `Contents.json`) lists, largest scale first (`"scale": "2x"`, 1x when
    /// none is given); a name that would leave the set's folder (empty, with a slash, hidden) is left
    /// out, and so is all of it when it is not such a file.
    public static func files(in contents: Data) -> [String] {
        guard let json = try? JSON(parsing: contents), case .array(let images)? = json["images"] else { return [] }
        let files = images.compactMap { image -> (scale: Int, file: String)? in
            guard case .string(let file)? = image["filename"], !file.isEmpty, !file.contains("/"), !file.hasPrefix(".") else { return nil }
            let scale = if case .string(let text)? = image["scale"] { Int(text.dropLast()) ?? 1 } else { 1 }
            return (scale, file)
        }
        return files.enumerated().sorted { ($0.element.scale, -$0.offset) > ($1.element.scale, -$1.offset) }.map(\.element.file)
    }
}
