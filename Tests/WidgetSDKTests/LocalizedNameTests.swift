import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// Display names, descriptions and intent titles written as `LocalizedStringResource` or with
/// `NSLocalizedString`: outside a host (no bundle translations to ask), each falls back to the key's
/// default value, then to the key.
@Suite struct LocalizedNameTests {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {}
    }

    struct Refresh: AppIntent {
        static let title = LocalizedStringResource("intent.refresh.title", defaultValue: "Refresh now")
        static let description = IntentDescription(LocalizedStringResource("intent.refresh.description"))
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func namesFallBackToTheirDefaultValueThenTheirKey() {
        let named = StaticConfiguration(kind: "Weather", provider: Provider()) { _ in Text("") }
            .configurationDisplayName(LocalizedStringResource("widget.weather.name", defaultValue: "Weather"))
            .description(LocalizedStringResource("widget.weather.description", table: "Widgets"))
            ._makeKindDefinition().description
        #expect(named.displayName == "Weather")
        #expect(named.description == "widget.weather.description")
        // A literal is still a `LocalizedStringKey`, as in SwiftUI.
        let literal = StaticConfiguration(kind: "Weather", provider: Provider()) { _ in Text("") }
            .configurationDisplayName("Forecast")._makeKindDefinition().description
        #expect(literal.displayName == "Forecast")
        #expect(Refresh.title.localized == "Refresh now" && Refresh.description.text == "intent.refresh.description")
        // Foundation's `NSLocalizedString` as widget code calls it, beside Foundation's own.
        #expect(NSLocalizedString("widget.title", comment: "The widget's title") == "widget.title")
        #expect(NSLocalizedString("widget.title", value: "Title", comment: "") == "Title")
        #expect(NSLocalizedString("widget.title", tableName: "Widgets", comment: "") == "widget.title")
        #expect(NSLocalizedString("widget.title", tableName: nil, value: "Title", comment: "") == "Title")
    }
}
