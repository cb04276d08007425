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

    /// A wait for a change ends with the change, not at its bound; with no change, at its bound.
    @Test func aWaitForAChangeEndsWhenTheFileChanges() async throws {
        let scratch = try Scratch()
        let file = scratch.root.appending(path: "later/file.txt")
        let started = ContinuousClock.now
        async let written: Void = Wait.onThread {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data("here".utf8).write(to: file)
        }
        let text = try await Wait.forChange(in: [file], within: 30) { try? String(contentsOf: file, encoding: .utf8) }
        await written
        #expect(text == "here")
        // Well before its 30-second bound, however busy the machine is as the suites start.
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(try await !Wait.until(changeIn: scratch.root, within: 0.1) { false })
    }

    /// The end of a process that is not the test's child (a grandchild) is seen as it happens.
    @Test func theEndOfAProcessIsSeen() async throws {
        let said = try Scratch().root.appending(path: "pid")
        _ = try TestProcess("/bin/sh", ["-c", "sleep 60 & echo $! > '\(said.path)'"], input: .inherited, output: .inherited, error: .inherited)
        let pid = try #require(try await Wait.forChange(in: [said]) {
            (try? String(contentsOf: said, encoding: .utf8)).flatMap { $0.hasSuffix("\n") ? pid_t($0.dropLast()) : nil }
        })
        #expect(await !Wait.exited([pid], within: 0.1))
        kill(pid, SIGKILL)
        #expect(await Wait.exited([pid], within: 30))
    }
}
