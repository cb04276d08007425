#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared library opened with `dlopen`. The one place the runtime touches the dynamic loader.
///
/// Unsafe edges, each on purpose:
/// 1. Opening runs the library's static initializers: plugin code runs in this process from here on.
/// 2. Libraries are opened `RTLD_NOW | RTLD_LOCAL`, so missing symbols fail now and a plugin's
///    symbols (its own WidgetSDK copy) never bind another plugin's.
/// 3. A library is never closed: unloading a Swift image leaves its metadata registered with the
///    Swift runtime, and a later type lookup crashes. A changed bundle needs a new process.
struct DynamicLibrary: @unchecked Sendable {
    // Unchecked: the handle is an opaque token the loader keeps valid, as it is never closed.
    let path: String
    private let handle: UnsafeMutableRawPointer

    /// Opens the library at `path`, or returns the loader's explanation.
    static func open(_ path: String) -> Result<DynamicLibrary, LoaderMessage> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return .failure(LoaderMessage.last()) }
        return .success(DynamicLibrary(path: path, handle: handle))
    }

    /// The address of a symbol the library (or a library it depends on) defines, if any.
    func symbol(named name: String) -> UnsafeMutableRawPointer? {
        dlsym(handle, name)
    }

    /// The dynamic loader's last error text.
    struct LoaderMessage: Error {
        let text: String
        static func last() -> LoaderMessage { LoaderMessage(text: dlerror().map { String(cString: $0) } ?? "unknown error") }
    }
}
