import Foundation
import Logging
import Synchronization
import WidgetABI
import WidgetWire

/// A bundle whose manifest passed its checks and whose library file was found.
struct CheckedBundle: Sendable {
    var manifest: BundleManifest
    /// `Info.json` as read, to tell whether a cached description still applies.
    var manifestText: String
    var folder: URL
    var library: String
    var stamp: LibraryStamp?
}

/// Starts a bundle's library once, when it is first needed: `dlopen`, the library's `main`, the entry
/// point and the ABI check. A failure is kept, so a broken library is not opened again and again.
final class BundleStarter: Sendable {
    let bundle: CheckedBundle
    private let sandbox: BundleSandbox
    private let logger: Logger
    private let timeout: Duration
    private let state = Mutex<Result<BundleConnection, WidgetRuntimeError>?>(nil)

    init(_ bundle: CheckedBundle, sandbox: BundleSandbox, logger: Logger, timeout: Duration) {
        self.bundle = bundle
        self.sandbox = sandbox
        self.logger = logger
        self.timeout = timeout
    }

    /// True once the library has been started successfully.
    var isStarted: Bool {
        state.withLock { if case .success? = $0 { true } else { false } }
    }

    /// The bundle's connection, starting the library if it has not been.
    func connection() -> Result<BundleConnection, WidgetRuntimeError> {
        state.withLock { state in
            if let state { return state }
            let started = start()
            state = started
            return started
        }
    }

    /// Opens and starts the library, or reuses it when this process already started it for the same
    /// bundle. Nothing of the bundle has run before this.
    private func start() -> Result<BundleConnection, WidgetRuntimeError> {
        let path = bundle.library
        if let file = bundle.stamp?.identity, let started = LoadedLibraries.shared.connection(for: file) {
            return .success(started)
        }
        let library: DynamicLibrary
        switch DynamicLibrary.open(path) {
        case .success(let opened): library = opened
        case .failure(let message):
            return .failure(WidgetRuntimeError(
                .libraryUnloadable, at: path, "cannot be loaded as a shared library: \(message.text)",
                fix: "rebuild it as a shared library for this machine (a SwiftPM .library(type: .dynamic) product)"))
        }
        guard let entryAddress = library.symbol(named: WIDGET_ENTRY_SYMBOL) else {
            return .failure(WidgetRuntimeError(
                .missingEntrySymbol, at: path, "the library does not export '\(WIDGET_ENTRY_SYMBOL)'",
                fix: "a Swift bundle depends on WidgetSDK and marks its WidgetBundle type @main; a C bundle exports widget_bundle_entry from widget_abi.h"))
        }
        // A Swift bundle's `@main` registers its widgets with its own copy of WidgetSDK.
        if let mainAddress = library.symbol(named: "main") {
            typealias Main = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
            _ = unsafeBitCast(mainAddress, to: Main.self)(CommandLine.argc, CommandLine.unsafeArgv)
        }
        let entry = unsafeBitCast(entryAddress, to: widget_entry_fn.self)
        let services = HostServices(sandbox: sandbox, logger: logger)
        guard let table = entry(services.makeTable()), table.pointee.abi_version == UInt32(WIDGET_ABI_VERSION) else {
            return .failure(WidgetRuntimeError(
                .incompatibleABI, at: path, "the library's entry point refused this runtime's ABI version \(WIDGET_ABI_VERSION)",
                fix: "rebuild the bundle against this runtime's WidgetSDK"))
        }
        let connection = BundleConnection(table: table, identifier: bundle.manifest.identifier, timeout: timeout)
        if let file = bundle.stamp?.identity { LoadedLibraries.shared.record(connection, for: file) }
        return .success(connection)
    }
}
