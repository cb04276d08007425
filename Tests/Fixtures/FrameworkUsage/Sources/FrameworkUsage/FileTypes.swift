import Foundation
import UniformTypeIdentifiers

/// What shared code does with file types: name an export, pick an icon, check an attachment.
enum FileTypes {
    static func exportURL(in folder: URL, name: String) -> URL {
        folder.appendingPathComponent(name, conformingTo: .json)
    }

    static func iconName(forFile url: URL) -> String {
        guard let type = UTType(filenameExtension: url.pathExtension) else { return "doc" }
        if type.conforms(to: .image) { return "photo" }
        if type.conforms(to: .movie) { return "film" }
        if type.conforms(to: .audio) { return "waveform" }
        if type.conforms(to: .pdf) { return "doc.richtext" }
        if type.conforms(to: .text) { return "doc.text" }
        return "doc"
    }

    static func mimeType(forFile url: URL) -> String {
        UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? "application/octet-stream"
    }
}
