import CoreFoundation
import Foundation

/// `Bundle.main` in a worker, made the widget bundle's, as a widget extension's main bundle is on iOS:
/// `Bundle.main.bundleIdentifier` is the bundle's identifier (code shared with an app often
/// force-unwraps it, for a logger's subsystem or a keychain's service).
enum MainBundle {
    /// Puts the identifier in the main bundle's information dictionary. The worker's executable has
    /// no `Info.plist`, so Core Foundation made that dictionary empty and mutable.
    static func present(as identifier: String) {
        let key = Unmanaged.passRetained(NSString(string: "CFBundleIdentifier")).toOpaque()
        guard let info = CFBundleGetInfoDictionary(CFBundleGetMainBundle()), CFDictionaryGetValue(info, key) == nil else { return }
        let value = Unmanaged.passRetained(NSString(string: identifier)).toOpaque()
        CFDictionarySetValue(unsafeBitCast(info, to: CFMutableDictionary.self), key, value)
    }
}
