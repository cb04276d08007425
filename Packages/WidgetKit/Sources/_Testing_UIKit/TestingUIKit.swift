// Swift Testing declares a cross-import overlay for UIKit (attachments of UIKit's images): a file
// that imports both Testing and UIKit (or SwiftUI, which re-exports it) makes the compiler import
// `_Testing_UIKit` too. Apple's lives in Xcode; this empty module, which UIKit brings along, is
// what a widget's test target finds here.
