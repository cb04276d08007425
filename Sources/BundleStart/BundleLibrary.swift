#if canImport(Glibc)
import Glibc
#endif
import WidgetABI
import WorkerWire

/// A bundle's shared library started, the one way a worker and the runtime's process both start one:
/// opened with `dlopen`, its `main` run, its entry point given the host's table and its ABI checked.
///
/// Unsafe edges, each on purpose:
/// 1. Opening runs the library's static initializers: plugin code runs in this process from here on.
/// 2. Libraries are opened `RTLD_NOW | RTLD_LOCAL`, so missing symbols fail now and a plugin's
///    symbols (its own WidgetSDK copy) never bind another plugin's.
/// 3. A library is never closed: unloading a Swift image leaves its metadata registered with the
///    Swift runtime, and a later type lookup crashes. A changed bundle needs a new process.
public enum BundleLibrary {
    /// Starts the library at `path`; `host` makes the table its entry point is given, once the entry
    /// point is found. The bundle's table, or why the library cannot start.
    public static func start(
        _ path: String, host: () -> UnsafePointer<widget_host>
    ) -> Result<UnsafePointer<widget_bundle>, LibraryStartFailure> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.unloadable(dlerror().map { String(cString: $0) } ?? "unknown error"))
        }
        guard let entryAddress = dlsym(handle, WIDGET_ENTRY_SYMBOL) else { return .failure(.missingEntrySymbol(WIDGET_ENTRY_SYMBOL)) }
        // A Swift bundle's `@main` registers its widgets with its own copy of WidgetSDK.
        if let mainAddress = dlsym(handle, "main") {
            typealias Main = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
            _ = unsafeBitCast(mainAddress, to: Main.self)(CommandLine.argc, CommandLine.unsafeArgv)
        }
        let entry = unsafeBitCast(entryAddress, to: widget_entry_fn.self)
        guard let table = entry(host()), table.pointee.abi_version == UInt32(WIDGET_ABI_VERSION) else {
            return .failure(.incompatibleABI(Int(WIDGET_ABI_VERSION)))
        }
        return .success(table)
    }
}
