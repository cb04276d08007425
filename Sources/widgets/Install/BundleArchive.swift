import Foundation
import Spawning
import WidgetRuntime

/// A bundle packed with tar, unpacked only once its listing shows a bundle's files: regular files,
/// folders and links (checked again as they are copied into the bundle), no larger together than a
/// bundle may be (sparse files counted by their size), nothing a terminal would act on in a name.
struct BundleArchive {
    let file: URL

    /// Unpacks the archive into `folder` (which exists), after reading its listing.
    func unpack(into folder: URL) throws {
        try checkListing()
        let tar = try ChildProcess.run(
            ["/usr/bin/env", "tar", "--extract", "--no-same-owner", "--no-same-permissions", "--file", file.path, "--directory", folder.path],
            timeout: .seconds(120))
        guard tar.status == 0 else { throw unreadable(tar.errorText) }
    }

    /// Reads `tar --list --verbose`: each member's type, size and name.
    private func checkListing() throws {
        let listing = try ChildProcess.run(
            ["/usr/bin/env", "tar", "--list", "--verbose", "--numeric-owner", "--quoting-style=escape", "--file", file.path],
            timeout: .seconds(120))
        guard listing.status == 0 else { throw unreadable(listing.errorText) }
        var total: Int64 = 0
        var count = 0
        for line in listing.outputText.split(separator: "\n") {
            // `-rw-r--r-- 0/0   4096 2026-01-01 12:00 Name.widgetbundle/Info.json`
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, let type = fields[0].first else { throw unreadable("an unexpected listing line") }
            let name = String(fields[5])
            count += 1
            guard "-dlh".contains(type) else {
                throw refused(name, "is \(type == "p" ? "a FIFO" : "c" == type || "b" == type ? "a device" : "a special file"), not a file or a folder")
            }
            guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw refused(name, "has control characters in its name")
            }
            total += Int64(fields[2]) ?? 0
            guard count <= BundleFileCopy.mostFiles else { throw refused(name, "is past the \(BundleFileCopy.mostFiles) files a bundle may hold") }
            guard total <= BundleFileCopy.largestTotal else {
                throw refused(name, "makes it larger than the \(BundleFileCopy.largestTotal >> 20) MB a bundle may hold (\(total >> 20) MB so far)")
            }
        }
    }

    private func unreadable(_ why: String) -> WidgetRuntimeError {
        WidgetRuntimeError(
            .installFailed, at: file.path, "cannot unpack it: \(TerminalText.sanitized(why.split(separator: "\n").last.map(String.init) ?? "tar failed"))",
            fix: "give a tar archive of one NAME.widgetbundle folder")
    }

    private func refused(_ member: String, _ why: String) -> WidgetRuntimeError {
        WidgetRuntimeError(
            .installFailed, at: "\(file.path): \(TerminalText.name(member))", why,
            fix: "a bundle archive holds one NAME.widgetbundle folder of files; nothing was unpacked")
    }
}
