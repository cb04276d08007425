import Foundation
import Spawning
import WidgetWire

/// Where a crash happened in a bundle's own source: the Swift runtime's stack trace of a fatal error
/// ("Current stack trace:", which a worker writes to its standard error) read for the frames in the
/// bundle's library, and those frames looked up in its debug information with the toolchain's
/// `llvm-symbolizer`. The first frame whose source is not the SDK's is the widget's own.
///
/// Only for the bundle the user builds (`run --dev --watch`, `validate PACKAGE`): the symbolizer
/// reads the library outside any fence. What it says (file names from the debug information) is a
/// plugin's text, made one plain line.
struct CrashSite: Sendable {
    /// One line of the trace: `4    libWeather.so    0x00007f…  Provider.getTimeline(in:completion:) + 374`.
    /// The address is the symbol's, and the offset from it; or, for `<unavailable>`, the frame's own
    /// address and its offset from where the library was loaded.
    struct Frame: Equatable {
        var library: String
        var address: UInt
        var symbol: String
        var offset: UInt

        init?(_ line: String) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[0].allSatisfy(\.isNumber), fields[2].hasPrefix("0x"),
                let address = UInt(fields[2].dropFirst(2), radix: 16), fields[fields.count - 2] == "+",
                let offset = UInt(fields[fields.count - 1])
            else { return nil }
            library = String(fields[1])
            self.address = address
            symbol = fields[3..<(fields.count - 2)].joined(separator: " ")
            self.offset = offset
        }

        /// The address the frame returns to.
        var returnAddress: UInt { address &+ offset }
    }

    /// The trace's frames in the library at `libraryPath`, with the address each has in the file
    /// (less one: a frame's address is after its call), outermost last; empty when the trace does not
    /// tell where the library was loaded.
    static func frames(in trace: [String], libraryPath: String) -> [(frame: Frame, fileAddress: UInt)] {
        let name = URL(filePath: libraryPath).lastPathComponent
        let frames = trace.compactMap(Frame.init).filter { $0.library == name }
        guard let loaded = frames.first(where: { $0.symbol == "<unavailable>" }).map({ $0.address &- $0.offset }) else { return [] }
        return frames.compactMap { frame in
            frame.returnAddress > loaded ? (frame, frame.returnAddress - loaded - 1) : nil
        }
    }

    /// `/path/File.swift:LINE` (and the function, when the trace names it) of the first frame of the
    /// library whose source is the bundle's own; nil when there is none or no symbolizer.
    static func locate(trace: [String], libraryPath: String) -> String? {
        let frames = frames(in: trace, libraryPath: libraryPath)
        guard !frames.isEmpty, let symbolizer = symbolizer() else { return nil }
        let arguments = ["--obj=\(libraryPath)", "--no-inlines"] + frames.map { "0x" + String($0.fileAddress, radix: 16) }
        guard let output = run(symbolizer, arguments) else { return nil }
        // Each address: its function's line, then `file:line:column`, then a blank line.
        let places = output.split(separator: "\n\n", omittingEmptySubsequences: false).map { block in
            block.split(separator: "\n").last.map(String.init) ?? ""
        }
        for (index, (frame, _)) in frames.enumerated() where index < places.count {
            let place = places[index]
            guard place.hasPrefix("/"), !isSDKSource(place) else { continue }
            let fileAndLine = place.split(separator: ":").dropLast().joined(separator: ":")
            return RenderLimits.label(String((frame.symbol == "<unavailable>" ? fileAndLine : "\(fileAndLine) (\(frame.symbol))").prefix(1_000)))
        }
        return nil
    }

    /// Sources of the SDK and its stand-ins, compiled into every bundle.
    static func isSDKSource(_ path: String) -> Bool {
        path.contains("/Packages/WidgetSDK/") || path.contains("/Packages/WidgetKit/")
    }

    /// `llvm-symbolizer` on the PATH (the Swift toolchain has one).
    static func symbolizer() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/llvm-symbolizer" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The program's output, or nil if it fails or takes more than five seconds.
    private static func run(_ program: String, _ arguments: [String]) -> String? {
        guard let finished = try? ChildProcess.run([program] + arguments, timeout: .seconds(5)), !finished.timedOut, finished.status == 0
        else { return nil }
        return finished.outputText
    }
}
