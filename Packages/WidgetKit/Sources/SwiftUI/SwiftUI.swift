// `import SwiftUI` in code written for Apple's platforms brings in this SDK, which has SwiftUI's names.
@_exported import WidgetKit
