import Foundation
import Spawning
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The one way programs are started, on real programs.
@Suite struct ChildProcessTests {
    /// A program that fills its standard error's pipe before it writes its output is read whole: the
    /// two are read at once, never one to its end first.
    @Test func aMegabyteOnEachStreamIsReadWithoutWaitingOnTheOther() throws {
        let megabyte = 1 << 20
        let finished = try ChildProcess.run(["/bin/sh", "-c", "head -c \(megabyte) /dev/zero >&2; head -c \(megabyte) /dev/zero; echo done >&2"])
        #expect(finished.status == 0)
        #expect(finished.error.count == megabyte + 5 && finished.errorText.hasSuffix("done\n"))
        #expect(finished.output.count == megabyte)
        #expect(!finished.timedOut)
    }

    /// The runtime and the surface run under batch scheduling; what they start (a URL's handler, a
    /// browser) runs under the system's default.
    @Test func aProgramStartedFromABatchThreadRunsUnderTheDefaultScheduling() throws {
        var parameters = sched_param()
        #expect(sched_setscheduler(0, 3, &parameters) == 0)  // SCHED_BATCH
        defer { _ = sched_setscheduler(0, SCHED_OTHER, &parameters) }
        #expect(sched_getscheduler(0) == 3)
        let finished = try ChildProcess.run(["/bin/sh", "-c", "grep '^policy' /proc/$$/sched"])
        #expect(finished.outputText.split(separator: ":").last?.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(finished.outputText)")
    }

    @Test func itsStatusIsItsExitStatusOrTheSignalThatEndedIt() throws {
        #expect(try ChildProcess.run(["/bin/sh", "-c", "exit 3"]).status == 3)
        #expect(try ChildProcess.run(["/bin/sh", "-c", "kill -9 $$"]).status == SIGKILL)
    }

    @Test func itRunsInTheFolderAndEnvironmentGivenWithNoOtherDescriptorOfOurs() throws {
        // A descriptor of this process that a child would inherit if nothing closed it.
        let kept = dup2(STDIN_FILENO, 200)
        defer { close(kept) }
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        let finished = try ChildProcess.run(
            ["/bin/sh", "-c", "pwd; echo \"$GREETING\"; ls /proc/$$/fd"], environment: ["GREETING": "hello"], directory: folder)
        let lines = finished.outputText.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == [folder, "hello"])
        #expect(Set(lines.dropFirst(2)).isSubset(of: ["0", "1", "2", "3", "10", "255"]), "\(lines)")
        #expect(!lines.contains("200"))
    }

    @Test func aProgramPastItsTimeIsKilled() throws {
        let finished = try ChildProcess.run(["/bin/sleep", "30"], timeout: .milliseconds(200))
        #expect(finished.timedOut)
        #expect(finished.status == SIGKILL)
    }

    /// A watch that says no stops the program and what it started in its process group: a
    /// background `sleep` holding a FIFO open ends with it (the FIFO's reader sees it hang up).
    @Test func aWatchSayingNoKillsTheProgramAndWhatItStarted() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "watched-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appending(path: "held").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        var heard = false
        var asked = 0
        let finished = try ChildProcess.run(["/bin/sh", "-c", "(echo x; exec sleep 30) > \"$0\" & wait", fifo], timeout: .seconds(20)) {
            asked += 1
            var line = [UInt8](repeating: 0, count: 16)
            if read(reader, &line, line.count) == 2 { heard = true }
            return !heard
        }
        #expect(heard && asked >= 1)
        #expect(finished.timedOut && finished.status == SIGKILL)
        // The sleep held the FIFO's only writing end: it hangs up as the sleep is killed, not in 30 s.
        var polled = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
        #expect(poll(&polled, 1, 10_000) == 1 && polled.revents & Int16(POLLHUP) != 0)
    }

    @Test func aMissingProgramSaysWhy() {
        #expect(throws: ChildProcess.Failure.self) { try ChildProcess.run(["/nonexistent/program"]) }
        do {
            _ = try ChildProcess.start(["/nonexistent/program"])
        } catch let failure as ChildProcess.Failure {
            #expect(failure.code == ENOENT)
            #expect(failure.description == "cannot start /nonexistent/program: No such file or directory")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func itsEndIsAwaitedAndASignalAfterItReachesNothing() async throws {
        let child = try ChildProcess.start(["/bin/sleep", "30"], input: .discarded, output: .discarded, error: .discarded)
        #expect(child.status(waiting: false) == nil)
        child.signal(SIGTERM)
        #expect(await child.exit() == SIGTERM)
        #expect(child.status() == SIGTERM)
        child.signal(SIGKILL)
    }

    /// The wait sleeps in the kernel until the program ends, and cancelling it kills the program. The
    /// program would sleep for longer than a test starved of threads on a busy machine waits to start
    /// its wait.
    @Test func aCancelledWaitKillsTheProgram() async throws {
        let child = try ChildProcess.start(["/bin/sleep", "600"], input: .discarded, output: .discarded, error: .discarded)
        let waiting = Task { await child.exit() }
        waiting.cancel()
        #expect(await waiting.value == SIGKILL)
        #expect(child.status(waiting: false) == SIGKILL)
    }
}
