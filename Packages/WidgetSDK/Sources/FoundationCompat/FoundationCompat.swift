// Foundation as code written for Apple's platforms expects it: the few names Linux's Foundation lacks
// (key-value coding on `UserDefaults`, `DispatchSerialQueue`, `NSUbiquitousKeyValueStore` as a local
// store). Packages/WidgetKit's `FoundationImports` plugin imports it into every file of a target, and
// with it FoundationNetworking (`URLSession`) and FoundationXML (`XMLParser`), which Apple's Foundation
// holds, where the target's files name them. This module does not re-export those two: linked into
// every bundle, they would load libcurl, libxml2 and some thirty other libraries into every worker,
// about 20 ms of each worker's start.
@_exported import Foundation
