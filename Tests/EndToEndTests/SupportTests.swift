import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The tests' own ways to run programs and wait for what they do.
@Suite(.throttled) struct SupportTests {
    /// A child that fills one pipe before it writes the other (200 KB, more than a pipe holds) is read
    /// to its end, whichever pipe it fills.
    @Test(arguments: [">&2", ""]) func aChildsOutputIsReadOnBothPipesAtOnce(first: String) async {
        let result = await Fixtures.run(["sh", "-c", "head -c 200000 /dev/zero | tr '\\0' x \(first); echo done \(first.isEmpty ? ">&2" : "")"])
        #expect(result.status == 0)
        let (flood, said) = first.isEmpty ? (result.output, result.error) : (result.error, result.output)
        #expect(flood.count == 200_000 && flood.allSatisfy { $0 == "x" })
        #expect(said == "done\n")
    }
}
