import Foundation

/// Exits 1 with a line naming what differs, when it does.
func expect(_ condition: @autoclosure () throws -> Bool, _ what: String, file: StaticString = #fileID, line: UInt = #line) rethrows {
    guard try condition() else {
        FileHandle.standardError.write(Data("FAILED \(file):\(line): \(what)\n".utf8))
        exit(1)
    }
    print("ok: \(what)")
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "keychain-read":
    // A second process: reads what the first stored.
    let value = KeychainHelper.standard.read(service: "com.example.token", account: "second")
    print(value.map { String(decoding: $0, as: UTF8.self) } ?? "<none>")
default:
    try await Checks.all()
}
