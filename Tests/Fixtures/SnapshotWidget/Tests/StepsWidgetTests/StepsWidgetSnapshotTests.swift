import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting
import XCTest

@testable import StepsWidget

let morning = Date(timeIntervalSince1970: 1_700_000_000)

@Test func stepsInEveryFamily() throws {
    try assertWidgetSnapshots(
        of: StepsWidget(), entries: [StepsEntry(date: morning, steps: 6_512, goal: 10_000)],
        colorSchemes: [.light, .dark], dynamicTypeSizes: [.large, .xxxLarge])
}

@Test func onTheLockScreenAndTinted() throws {
    try assertWidgetSnapshots(
        of: StepsWidgetEntryView(entry: StepsEntry(date: morning, steps: 9_800, goal: 10_000)),
        families: [.systemSmall], colorSchemes: [.dark], renderingModes: [.accented, .vibrant], date: morning)
}

final class StepsWidgetXCTests: XCTestCase {
    func testOnAnIPhoneSE() throws {
        try assertWidgetSnapshots(
            of: StepsWidget(), entries: [StepsEntry(date: morning, steps: 120, goal: 10_000)], families: [.systemMedium],
            colorSchemes: [.light], platform: .iOS(device: "iPhone SE"))
    }
}
