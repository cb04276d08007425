import Foundation

// `XcodeSourceRewriter FILE OUTPUT [WIDGET...]`: writes OUTPUT, the Swift the XcodeSources plugin
// compiles for one file of an Xcode target: a Swift file as iOS sees it (``IOSSource``), or the classes
// Xcode generates from a SiriKit intent definition (``IntentDefinition``). The plugin runs it whenever
// FILE changes. Each WIDGET is a widget the port left out: its line in a `WidgetBundle`'s body is blanked.
// `XcodeSourceRewriter --asset-symbols OUTPUT [--extensions] CATALOG...`: writes OUTPUT, the asset
// symbols Xcode generates from a target's catalogs (``AssetSymbols``).
let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--asset-symbols" {
    let extensions = arguments.count > 3 && arguments[3] == "--extensions"
    let catalogs = arguments.dropFirst(extensions ? 4 : 3).map { URL(filePath: $0) }
    let output = URL(filePath: arguments[2])
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(AssetSymbols(catalogs: catalogs).swiftSource(extensions: extensions).utf8).write(to: output)
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(output.path), the asset symbols of the Xcode target: \(error.localizedDescription)\n".utf8))
        exit(1)
    }
    exit(0)
}
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
