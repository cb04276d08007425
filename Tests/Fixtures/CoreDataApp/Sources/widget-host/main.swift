// Loads a widget's library as the runtime does (dlopen, its own symbols kept to itself) and prints
// what its `coredata_widget_summary` reads from the store.
import Foundation

guard CommandLine.arguments.count == 2 else {
    print("usage: widget-host LIBRARY")
    exit(2)
}
guard let library = dlopen(CommandLine.arguments[1], RTLD_NOW | RTLD_LOCAL) else {
    print("cannot load \(CommandLine.arguments[1]): \(String(cString: dlerror()))")
    exit(1)
}
guard let symbol = dlsym(library, "coredata_widget_summary") else {
    print("the library has no coredata_widget_summary")
    exit(1)
}
typealias Summary = @convention(c) () -> UnsafeMutablePointer<CChar>?
guard let text = unsafeBitCast(symbol, to: Summary.self)() else { exit(1) }
print(String(cString: text))
free(text)
