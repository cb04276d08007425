import Foundation
import Spawning
import WidgetHome

#if canImport(Glibc)
import Glibc
#endif

/// The live page's tap, as a browser makes it: a POST, then the redrawn figure on the event stream.
extension Benchmark {
    static func pageRows(into table: inout Table) throws {
        let home = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let plugins = build.appending(path: "../../../Plugins").standardizedFileURL.path
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data(#"{"plugins": ["\#(plugins)"], "instances": [{"kind": "Timer"}]}"#.utf8).write(to: home.appending(path: "runtime.json"))
        let port = Int.random(in: 20_000..<60_000)
        let runtime = try ChildProcess.start(
            [build.appending(path: "widgets").path, "run", "--http", "\(port)", "--log", "json", "--home", home.path],
            output: .discarded, error: .discarded)
        defer {
            runtime.signal(SIGINT)
            _ = runtime.status()
        }
        // The page's token, once the runtime has written it.
        var token = ""
        for _ in 0..<500 where token.isEmpty {
            usleep(20_000)
            token = (try? String(contentsOf: home.appending(path: "state/page-token"), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }
        guard !token.isEmpty else { fail("widgets run --http wrote no page token in \(home.path)") }
        let headers = "Host: 127.0.0.1:\(port)\r\nX-Widgets-Token: \(token)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
        var events: Int32 = -1
        for _ in 0..<500 where events < 0 {
            events = connect(port: port)
            if events < 0 { usleep(20_000) }
        }
        guard events >= 0 else { fail("nothing serves the page on port \(port)") }
        defer { close(events) }
        write("GET /events HTTP/1.1\r\n\(headers)Accept: text/event-stream\r\n\r\n", to: events)
        var heard = ""
        guard readUntil(events, contains: ": the runtime's events", into: &heard) else { fail("the page sent no event stream") }
        // The Timer shows before the first tap can be measured.
        _ = readUntil(events, contains: "data: timer-1", into: &heard, seconds: 10)
        // One tap first, not counted: the first perform of an intent in a fresh worker (its types'
        // metadata, its first task on the bundle's executor) costs some 15 ms once.
        // The POSTs share one kept-alive connection, as a browser's `fetch` does.
        let post = connect(port: port)
        defer { close(post) }
        var answers = ""
        var times: [Double] = []
        for tap in 0...1_000 {
            heard = ""
            let start = ContinuousClock.now
            write("POST /instances/timer-1/tap/button-1 HTTP/1.1\r\n\(headers)Content-Length: 0\r\n\r\n", to: post)
            let redrawn = readUntil(events, contains: "event: figure\ndata: timer-1\n", into: &heard)
            if tap > 0 { times.append(seconds(ContinuousClock.now - start)) }
            guard redrawn else { fail("no figure of timer-1 after a tap: \(heard.suffix(300))") }
            // What else the tap sent (its answer, the rest of the figure) is read before the next.
            guard readAnswer(post, into: &answers) else { fail("no answer to a tap's POST: \(answers.suffix(300))") }
            _ = readUntil(events, contains: "</figure>", into: &heard, seconds: 1)
        }
        times.sort()
        let p50 = times[times.count / 2], p99 = times[times.count * 99 / 100]
        table.add([
            "tap on the live page: POST to the redrawn figure on the event stream, p50 / p99 of 1,000", "",
            String(format: "%.2f / %.2f ms", p50 * 1000, p99 * 1000), "", verdict(p99 <= 0.005, "p99 <= 5 ms"),
        ])
    }

    /// A TCP connection to the loopback port, or -1.
    private static func connect(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads one HTTP answer (its head, then as many bytes as its Content-Length says) from a kept-alive
    /// connection; whether it came whole.
    private static func readAnswer(_ descriptor: Int32, into answer: inout String) -> Bool {
        answer = ""
        guard readUntil(descriptor, contains: "\r\n\r\n", into: &answer) else { return false }
        let head = answer.components(separatedBy: "\r\n\r\n")[0].lowercased()
        let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        while answer.utf8.count < head.utf8.count + 4 + length {
            var more = ""
            guard readUntil(descriptor, contains: "", into: &more, atLeastOnce: true) else { return false }
            answer += more
        }
        return true
    }

    /// Reads from the stream into `heard` until it holds `text` or `seconds` pass; whether it did.
    /// With `atLeastOnce`, reads at least once whatever `heard` holds.
    private static func readUntil(
        _ descriptor: Int32, contains text: String, into heard: inout String, seconds: Double = 5, atLeastOnce: Bool = false
    ) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var first = atLeastOnce
        while first || !heard.contains(text) {
            first = false
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(left / .milliseconds(1)) + 1) > 0 else { return false }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            heard += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return true
    }
}
