import Foundation

/// The defaults workload of `widgets-bench`, the same wherever it runs (in a bundle, in Foundation's
/// `UserDefaults`, on raw SQLite): 10,000 keys of mixed types, then operations that are 90% reads.
public enum DefaultsWorkload {
    public static let keyCount = 10_000

    public static func key(_ index: Int) -> String { "key\(index)" }

    /// The value of a key: an int, string, double, bool, date or data, by turns.
    public static func value(_ index: Int) -> Any {
        switch index % 6 {
        case 0: index
        case 1: "value \(index)"
        case 2: Double(index) * 0.5
        case 3: index % 2 == 0
        case 4: Date(timeIntervalSince1970: 1_800_000_000 + Double(index))
        default: Data(repeating: UInt8(index % 256), count: 16)
        }
    }

    /// Nanoseconds per read and per write over `count` operations, 90% of them reads of random keys.
    /// `settle` waits until the writes are stored where they are sent without waiting; its time is
    /// counted with the writes.
    public static func run(
        operations count: Int, read: (String) -> Any?, write: (String, Any) -> Void, settle: () -> Void = {}
    ) -> (read: Double, write: Double) {
        var random: UInt64 = 42
        var readTime = Duration.zero, writeTime = Duration.zero
        var reads = 0, writes = 0
        let clock = ContinuousClock()
        for _ in 0..<count {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            let index = Int((random >> 33) % UInt64(keyCount))
            if (random >> 20) % 10 == 0 {
                let value = self.value(index)
                let start = clock.now
                write(key(index), value)
                writeTime += clock.now - start
                writes += 1
            } else {
                let start = clock.now
                _ = read(key(index))
                readTime += clock.now - start
                reads += 1
            }
        }
        let start = clock.now
        settle()
        writeTime += clock.now - start
        func nanoseconds(_ duration: Duration, _ count: Int) -> Double {
            (Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9) / Double(max(count, 1))
        }
        return (nanoseconds(readTime, reads), nanoseconds(writeTime, writes))
    }
}
