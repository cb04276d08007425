import SnapshotTesting
import SwiftUI
import WidgetKit
import WidgetSnapshotStrategies
import XCTest

@testable import StepsWidget

/// The same widget through swift-snapshot-testing's `assertSnapshot`, as a team that uses it writes.
final class StepsWidgetStrategyTests: XCTestCase {
    func testSmallWidgetAsAnImage() {
        assertSnapshot(of: StepsWidgetEntryView(entry: StepsEntry(date: morning, steps: 6_512, goal: 10_000)), as: .widgetImage(family: .systemSmall))
    }

    func testMediumWidgetsFrames() {
        assertSnapshot(of: StepsWidgetEntryView(entry: StepsEntry(date: morning, steps: 6_512, goal: 10_000)), as: .widgetFrames(family: .systemMedium))
    }
}
