import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// HTTP/1.1 over a plain socket, so a test can send what a browser would not let a page choose:
/// any `Host`, `Origin` or `Cookie`.
enum RawHTTP {
    struct Answer {
        var status: Int
        var headers: [(String, String)]
        var body: String
        /// The body's bytes as they came (a picture's), when it was not chunked.
        var bytes: [UInt8] = []

        func header(_ name: String) -> String? {
            headers.first { $0.0.caseInsensitiveCompare(name) == .orderedSame }?.1
        }
    }

    static func send(
        port: Int, _ method: String, _ path: String, headers: [String: String] = [:], host: String? = nil
    ) async throws -> Answer {
        try await Task.detached { try exchange(port: port, method, path, headers: headers, host: host ?? "127.0.0.1:\(port)") }.value
    }

    private static func exchange(port: Int, _ method: String, _ path: String, headers: [String: String], host: String) throws -> Answer {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host)", "Connection: close", "Content-Length: 0"]
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let request = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        guard let descriptor = connection(to: port) else { throw FixtureError("nothing answers on port \(port)") }
        defer { close(descriptor) }
        _ = request.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[..<count]
        }
        var answer = try parse(String(decoding: response, as: UTF8.self))
        if let end = (0..<max(response.count - 3, 0)).first(where: { response[$0..<($0 + 4)] == [13, 10, 13, 10] }) {
            answer.bytes = Array(response[(end + 4)...])
        }
        return answer
    }

    /// Sends a GET and leaves the connection open, for a stream of server-sent events; read it with
    /// ``read(_:until:seconds:)`` and close the descriptor when done.
    static func openStream(port: Int, _ path: String, headers: [String: String]) throws -> Int32 {
        guard let descriptor = connection(to: port) else { throw FixtureError("nothing answers on port \(port)") }
        let lines = ["GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Accept: text/event-stream"]
            + headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let request = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        _ = request.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return descriptor
    }

    /// Reads from a stream until what was read holds `text`, or `seconds` pass; returns what was read.
    static func read(_ descriptor: Int32, until text: String, seconds: Double) -> String {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline, !String(decoding: received, as: UTF8.self).contains(text) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(max(deadline.timeIntervalSinceNow, 0) * 1000)) > 0 else { break }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// A TCP connection to the loopback port, or nil when nothing listens there.
    private static func connection(to port: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    private static func parse(_ text: String) throws -> Answer {
        guard let end = text.range(of: "\r\n\r\n") else { throw FixtureError("not an HTTP answer: \(text)") }
        let head = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let status = head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        let headers = head.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = String(text[end.upperBound...])
        // A chunked body: keep the chunks' data.
        if headers.contains(where: { $0.0.lowercased() == "transfer-encoding" && $0.1.lowercased() == "chunked" }) {
            var data = ""
            var rest = Substring(body)
            while let lineEnd = rest.range(of: "\r\n"), let size = Int(rest[..<lineEnd.lowerBound], radix: 16), size > 0 {
                let start = lineEnd.upperBound
                let bytes = Array(rest[start...].utf8)
                data += String(decoding: bytes.prefix(size), as: UTF8.self)
                rest = Substring(String(decoding: bytes.dropFirst(size + 2), as: UTF8.self))
            }
            body = data
        }
        return Answer(status: status, headers: headers, body: body)
    }
}

extension Dictionary where Key == String, Value == String {
    static func + (lhs: Self, rhs: Self) -> Self { lhs.merging(rhs) { $1 } }
}
