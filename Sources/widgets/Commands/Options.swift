import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

extension WidgetFamily: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.shortName) }
}

/// Writes a warning line to standard error.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}
