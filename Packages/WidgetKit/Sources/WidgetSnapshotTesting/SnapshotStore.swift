import Foundation
import WidgetDrawing

/// Where a test's snapshots are kept (`__Snapshots__/FILE/NAME.VARIANT.png` and `.json` beside the
/// test file), when they are recorded, and how they are compared.
struct SnapshotStore {
    /// `SNAPSHOT_TESTING_RECORD`, as swift-snapshot-testing reads it.
    enum RecordMode: String {
        case all, missing, failed, never
    }

    let folder: URL
    let name: String
    let record: RecordMode
    /// The share of pixels that must match, and how near each must be.
    let precision: Double, perceptualPrecision: Double
    /// Where a failing run's pictures go: `SNAPSHOT_ARTIFACTS`, or a temporary folder of this user's.
    let artifacts: URL

    init(testFile: String, name: String, precision: Double, perceptualPrecision: Double) throws {
        let environment = ProcessInfo.processInfo.environment
        let file = URL(filePath: testFile)
        let fileName = file.deletingPathExtension().lastPathComponent
        folder = file.deletingLastPathComponent().appending(path: "__Snapshots__").appending(path: fileName)
        self.name = Self.fileName(name)
        let recording = environment["SNAPSHOT_TESTING_RECORD"].flatMap { $0.isEmpty ? nil : $0 } ?? "missing"
        guard let record = RecordMode(rawValue: recording) else {
            throw SnapshotFailure(description: "SNAPSHOT_TESTING_RECORD is '\(recording)': set it to all, missing, failed or never")
        }
        self.record = record
        guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
            throw SnapshotFailure(description: "precision and perceptualPrecision are shares from 0 to 1, not \(precision) and \(perceptualPrecision)")
        }
        (self.precision, self.perceptualPrecision) = (precision, perceptualPrecision)
        let base = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) } ?? Self.temporaryArtifacts()
        artifacts = base.appending(path: fileName)
    }

    /// `WidgetSnapshots-UID` in the temporary folder, made owner-only; where another user (or a
    /// link) holds that name, as one could in a shared /tmp to have the pictures written elsewhere,
    /// a new folder of a random name instead.
    static func temporaryArtifacts() -> URL {
        let temporary = FileManager.default.temporaryDirectory
        let usual = temporary.appending(path: "WidgetSnapshots-\(getuid())")
        mkdir(usual.path, 0o700)
        var info = stat()
        if lstat(usual.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(), info.st_mode & 0o077 == 0 {
            return usual
        }
        var template = Array(temporary.appending(path: "WidgetSnapshots-XXXXXX").path.utf8CString)
        return template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { URL(filePath: String(cString: $0)) }
            ?? temporary.appending(path: "WidgetSnapshots-\(UUID().uuidString)")
    }

    /// A test's name as a file name: `counter()` → `counter`, spaces and punctuation as `_`.
    static func fileName(_ name: String) -> String {
        let bare = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        return String(bare.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }

    /// Draws each variant and compares it with its snapshot, recording where the mode says;
    /// throws one failure listing every picture that differs or was recorded.
    func check(_ variants: [SnapshotVariant], drawnBy drawing: SnapshotDrawing) throws {
        guard !variants.isEmpty else { throw SnapshotFailure(description: "\(name): nothing to draw (no entries or no families)") }
        var problems: [String] = []
        var recorded: [String] = []
        for variant in variants {
            let drawn = try drawing.draw(variant)
            let base = folder.appending(path: "\(name).\(variant.suffix)")
            let picture = base.appendingPathExtension("png")
            let frames = base.appendingPathExtension("json")
            let exists = FileManager.default.fileExists(atPath: picture.path) && FileManager.default.fileExists(atPath: frames.path)
            if record == .all || (!exists && record != .never) {
                try write(drawn, to: base)
                recorded.append(picture.path)
                continue
            }
            guard exists else {
                problems.append("\(variant.suffix): no snapshot at \(picture.path), and SNAPSHOT_TESTING_RECORD=never records none")
                continue
            }
            let differences = try compare(drawn, with: base, variant: variant)
            guard !differences.isEmpty else { continue }
            if record == .failed {
                try write(drawn, to: base)
                recorded.append(picture.path)
            } else {
                problems.append(contentsOf: differences)
            }
        }
        var lines = problems
        if !recorded.isEmpty {
            lines.append("recorded \(recorded.count) snapshot\(recorded.count == 1 ? "" : "s") (run the tests again to compare with them):")
            lines += recorded.map { "  \($0)" }
        }
        guard lines.isEmpty else {
            throw SnapshotFailure(description: "\(name): " + lines.joined(separator: "\n"))
        }
    }

    /// A drawing's picture, marked with the libraries that drew it, and its frames.
    private func write(_ drawn: (png: Data, frames: String), to base: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNGText.adding(FontFiles.libraryVersions, to: drawn.png).write(to: base.appendingPathExtension("png"))
        try Data(drawn.frames.utf8).write(to: base.appendingPathExtension("json"))
    }

    /// What differs from the snapshot at `base`, one line each; this run's drawing and an image of
    /// the difference written to ``artifacts`` when the pixels do.
    private func compare(_ drawn: (png: Data, frames: String), with base: URL, variant: SnapshotVariant) throws -> [String] {
        var differences: [String] = []
        let frames = base.appendingPathExtension("json")
        let recordedFrames = try String(contentsOf: frames, encoding: .utf8)
        let artifact = artifacts.appending(path: base.lastPathComponent)
        if recordedFrames != drawn.frames {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try Data(drawn.frames.utf8).write(to: artifact.appendingPathExtension("json"))
            let old = recordedFrames.split(separator: "\n", omittingEmptySubsequences: false)
            let new = drawn.frames.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
            let was = line < old.count ? old[line].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ","))) : "(the end)"
            let now = line < new.count ? new[line].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ","))) : "(the end)"
            differences.append(
                "\(variant.suffix): frames differ from \(frames.path) at line \(line + 1): recorded \(was), drawn \(now) (all: \(artifact.path).json)")
        }
        let picture = base.appendingPathExtension("png")
        guard let (summary, difference) = WidgetPicture.difference(
            between: drawn.png, and: try Data(contentsOf: picture), precision: precision, perceptualPrecision: perceptualPrecision)
        else { return differences }
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try drawn.png.write(to: artifact.appendingPathExtension("png"))
        var line = "\(variant.suffix): \(summary), from \(picture.path); drawn: \(artifact.path).png"
        if let difference {
            let file = artifact.appendingPathExtension("difference.png")
            try difference.write(to: file)
            line += "; difference: \(file.path)"
        }
        differences.append(line + ". If the change is meant, record it: SNAPSHOT_TESTING_RECORD=failed")
        return differences
    }
}
