import Foundation
import Spawning
import Testing

@testable import WidgetRuntime

/// The write meter finds a worker's tree again at every reading through the `/proc` files it keeps
/// open: on a real shell standing in for the worker, starting and losing children.
@Suite struct WriteMeterTests {
    /// This process's descriptors open on a file or folder of `/proc/PID`.
    private func descriptors(on pid: pid_t) -> Int {
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return open.filter { ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) ?? "").hasPrefix("/proc/\(pid)/") }.count
    }

    @Test func aClosedMeterKeepsNoFileOfTheTreeOpen() throws {
        let sleeper = try ChildProcess.start(["/bin/sleep", "600"])
        defer {
            sleeper.signal(SIGKILL)
            _ = sleeper.status()
        }
        let meter = WriteMeter(pid: sleeper.pid)
        #expect(meter.writtenBytes(of: meter.processes()) != nil)
        #expect(descriptors(on: sleeper.pid) > 0)
        meter.close()
        #expect(descriptors(on: sleeper.pid) == 0)
        // Read again, it opens what it reads.
        #expect(meter.processes() == [sleeper.pid])
    }

    @Test func theKeptFilesShowEachChildStartedOrEndedAndNothingOnceTheProcessIsGone() async throws {
        // A shell with one child, which starts another at SIGUSR1.
        let shell = try ChildProcess.start(["/bin/sh", "-c", #"trap "sleep 601 &" USR1; sleep 600 & wait; wait; wait"#])
        defer {
            shell.signal(SIGKILL)
            _ = shell.status()
        }
        let meter = WriteMeter(pid: shell.pid)
        #expect(await soon { meter.processes().count == 2 })
        let first = meter.processes()[1]
        #expect(meter.writtenBytes(of: meter.processes()) != nil)

        shell.signal(SIGUSR1)
        #expect(await soon { meter.processes().count == 3 })
        let second = try #require(meter.processes().first { $0 != shell.pid && $0 != first })

        kill(first, SIGKILL)
        #expect(await soon { meter.processes() == [shell.pid, second] })

        kill(second, SIGKILL)
        shell.signal(SIGKILL)
        _ = shell.status()
        #expect(meter.processes() == [shell.pid])
        #expect(meter.writtenBytes(of: [shell.pid]) == nil)
        #expect(!meter.hasStopped([shell.pid]))
    }
}
