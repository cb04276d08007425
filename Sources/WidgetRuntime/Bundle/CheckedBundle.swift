import Foundation
import WidgetDeclarative
import WorkerWire

/// A bundle whose manifest passed its checks and whose library file was found.
struct CheckedBundle: Sendable {
    var manifest: BundleManifest
    /// `Info.json` as read, to tell whether a cached description still applies.
    var manifestText: String
    var folder: URL
    /// The library the bundle runs from; for a declarative bundle, its `Info.json`.
    var library: String
    var stamp: LibraryStamp?
    /// For a declarative bundle: the libraries its functions name that were found as files (the
    /// others are system libraries, opened by soname).
    var libraries: [String: String] = [:]
}
