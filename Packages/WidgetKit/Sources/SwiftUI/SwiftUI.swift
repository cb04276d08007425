// `import SwiftUI` in code written for Apple's platforms brings in this SDK, which has SwiftUI's names,
// and UIKit's, as SwiftUI on iOS brings in UIKit (`UIColor`, `UIImage`, the feedback generators).
@_exported import UIKit
@_exported import WidgetKit
