// Foundation as code written for Apple's platforms expects it. On Linux, `URLSession`, `URLRequest`,
// `HTTPURLResponse` and `URLProtocol` live in FoundationNetworking and `XMLParser` in FoundationXML;
// Apple's Foundation has them all. A module that imports this one sees them with `import Foundation`
// alone, and with them the few names Linux's Foundation lacks (key-value coding on `UserDefaults`,
// `DispatchSerialQueue`, `NSUbiquitousKeyValueStore` as a local store). Packages/WidgetKit's `FoundationImports` plugin imports it into every file
// of a target.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
@_exported import FoundationXML
#endif
