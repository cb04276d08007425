import CStartupMemory
import Foundation
import Testing

/// What a long-lived process gives back once started, tried in this test process while other tests run.
@Suite struct StartupMemoryTests {
    /// The kilobytes of this process's read-only file mappings (code, constants) in memory now.
    static func residentReadOnly() throws -> Int {
        var total = 0, readOnly = false
        for line in try String(contentsOfFile: "/proc/self/smaps", encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 5, fields[0].contains("-"), !fields[0].hasSuffix(":") {
                readOnly = fields.count == 6 && fields[5].hasPrefix("/") && (fields[1] == "r-xp" || fields[1] == "r--p")
            } else if readOnly, fields.first == "Rss:", let size = Int(fields[1]) {
                total += size
            }
        }
        return total
    }

    @Test func readOnlyPagesLeaveTheProcessAndWhatItHoldsStaysAsItWas() throws {
        // Written memory: a heap array, and what relocation wrote at load (a class's metadata, a
        // protocol's witness table), which calls through them read.
        let numbers = (0..<100_000).map { $0 &* 2_654_435_761 }
        let sum = numbers.reduce(0, &+)
        let encoded = try JSONEncoder().encode(["widgets": [1, 2, 3]])
        let before = try Self.residentReadOnly()

        let released = startup_memory_release()

        let after = try Self.residentReadOnly()
        #expect(released > 1 << 20, "\(released) bytes")
        #expect(after < before, "\(before) KB before, \(after) KB after")
        #expect(numbers.reduce(0, &+) == sum)
        // Code and constants come back from the files as they were.
        #expect(try JSONEncoder().encode(["widgets": [1, 2, 3]]) == encoded)
        #expect(try JSONDecoder().decode([String: [Int]].self, from: encoded) == ["widgets": [1, 2, 3]])
    }
}
