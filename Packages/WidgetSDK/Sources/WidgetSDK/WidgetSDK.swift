@_exported import Foundation
@_exported import struct FoundationCompat.LocalizedStringResource
import WidgetWire

/// The size class of a widget: `.systemSmall`, `.systemMedium`, `.accessoryInline`, ...
public typealias WidgetFamily = WidgetWire.WidgetFamily

/// The version of this SDK, reported to the host when it describes a bundle.
public let widgetSDKVersion = widgetsVersion
