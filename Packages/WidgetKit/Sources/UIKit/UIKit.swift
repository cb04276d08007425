// `import UIKit` in widget code written for iOS: the SDK's `UIColor`, `UIFont` and `UIImage` (what
// widgets hand to SwiftUI), with the rest of the SDK. No views, controllers or application.
@_exported import WidgetKit
