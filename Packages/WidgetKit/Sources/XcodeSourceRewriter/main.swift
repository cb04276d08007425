import Foundation

// `XcodeSourceRewriter FILE OUTPUT`: writes OUTPUT, the Swift the XcodeSources plugin compiles for one
// file of an Xcode target: a Swift file as iOS sees it (``IOSSource``), or the classes Xcode generates
// from a SiriKit intent definition (``IntentDefinition``). The plugin runs it whenever FILE changes.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: XcodeSourceRewriter FILE OUTPUT\n".utf8))
    exit(2)
}
let file = URL(filePath: arguments[1])
do {
    let text = file.pathExtension == "intentdefinition"
        ? try IntentDefinition(contentsOf: file).swiftSource
        : IOSSource.text(try String(contentsOf: file, encoding: .utf8), at: file.path)
    let output = URL(filePath: arguments[2])
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: output)
} catch {
    FileHandle.standardError.write(Data("error: cannot read \(file.path), a file of the Xcode target: \(error.localizedDescription)\n".utf8))
    exit(1)
}
