import CCoreDataSQLite
import Foundation

/// Models the CoreDataCodegen plugin embedded in a library (`widgets_coredata_model_NAME`, the
/// `.momd` in base64), found with the dynamic linker in the library this module is linked into (a
/// widget's), then in the program.
enum EmbeddedModels {
    nonisolated(unsafe) private static var marker: UInt8 = 0

    static func find(_ name: String) -> Data? {
        let symbol = "widgets_coredata_model_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        var handles: [UnsafeMutableRawPointer] = []
        if let file = coredata_image_path(&marker), let own = dlopen(file, RTLD_NOW | RTLD_NOLOAD) {
            handles.append(own)
        }
        if let program = dlopen(nil, RTLD_NOW) { handles.append(program) }
        defer { for handle in handles { dlclose(handle) } }
        for handle in handles {
            guard let address = dlsym(handle, symbol) else { continue }
            typealias Accessor = @convention(c) () -> UnsafePointer<UInt8>
            let text = String(cString: unsafeBitCast(address, to: Accessor.self)())
            return Data(base64Encoded: text)
        }
        return nil
    }
}
