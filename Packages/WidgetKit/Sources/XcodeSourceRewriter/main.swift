import Foundation

// `XcodeSourceRewriter FILE OUTPUT [WIDGET...]`: writes OUTPUT, the Swift the XcodeSources plugin
// compiles for one file of an Xcode target: a Swift file as iOS sees it (``IOSSource``), or the classes
// Xcode generates from a SiriKit intent definition (``IntentDefinition``). The plugin runs it whenever
// FILE changes. Each WIDGET is a widget the port left out: its line in a `WidgetBundle`'s body is blanked.
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: XcodeSourceRewriter FILE OUTPUT [WIDGET...]\n".utf8))
    exit(2)
}
let file = URL(filePath: arguments[1])
do {
    let text = file.pathExtension == "intentdefinition"
        ? try IntentDefinition(contentsOf: file).swiftSource
        : IOSSource.text(
            IOSSource.leavingOut(Set(arguments.dropFirst(3)), from: try String(contentsOf: file, encoding: .utf8)), at: file.path)
    let output = URL(filePath: arguments[2])
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: output)
} catch {
    FileHandle.standardError.write(Data("error: cannot read \(file.path), a file of the Xcode target: \(error.localizedDescription)\n".utf8))
    exit(1)
}
