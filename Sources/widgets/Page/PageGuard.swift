import Foundation
import HTTPTypes
import Hummingbird
import Synchronization
import WidgetRuntime

/// Who may use the page `widgets run --http` serves: the person who started it, not any web page open in
/// their browser, nor another site that rebinds its DNS name to 127.0.0.1.
///
/// - Every request names this server in `Host` (`127.0.0.1`, `localhost` or `[::1]` with its port), or
///   gets 403: a rebound name never matches.
/// - Every request carries the run's token: once as `?token=` in the URL printed at start (answered with
///   an `HttpOnly; SameSite=Strict` cookie and a redirect that drops it from the address bar), then as
///   that cookie, or as the `X-Widgets-Token` header for programs. Else 403.
/// - A request that changes something (a tap is a POST) with a cookie must come from this page: its
///   `Origin` is this server. A program sends the header instead and no `Origin`.
struct PageGuard<Context: RequestContext>: RouterMiddleware {
    let token: String
    /// The port the server listens on, known once it runs (`--http 0` lets the kernel choose).
    let served: ServedPort

    private var port: Int { served.port }

    static var cookieName: String { "widgets_token" }
    static var tokenHeader: HTTPField.Name { HTTPField.Name("X-Widgets-Token")! }

    /// A new random token: 32 bytes, as hex.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
    }

    /// The home's page token, kept owner-only in `state/page-token` so that an open tab keeps working
    /// when the runtime restarts; a new one when there is none, it is damaged, or `renewing`.
    static func token(of home: RuntimeHome, renewing: Bool) throws -> String {
        let file = home.stateDirectory.appending(path: "page-token")
        if !renewing, let stored = try? String(contentsOf: file, encoding: .utf8),
            stored.count == 64, stored.allSatisfy(\.isHexDigit)
        {
            return stored
        }
        let token = makeToken()
        try FileManager.default.createDirectory(at: home.stateDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? FileManager.default.removeItem(at: file)
        guard FileManager.default.createFile(atPath: file.path, contents: Data(token.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw WidgetRuntimeError(
                .storeUnavailable, at: file.path, "cannot keep the page's token",
                fix: "check that the runtime home is writable by you")
        }
        return token
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let host = request.head.authority, allowedHosts.contains(host.lowercased()) else {
            return Self.forbidden("this server answers only to 127.0.0.1:\(port), localhost:\(port) or [::1]:\(port)")
        }
        if let offered = request.uri.queryParameters.get("token") {
            guard Self.same(offered, token) else { return Self.forbidden("the token in the address is not this run's") }
            var response = Response(status: .seeOther, headers: [.location: request.uri.path])
            response.setCookie(Cookie(name: Self.cookieName, value: token, path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        let header = request.headers[Self.tokenHeader]
        let cookie = request.cookies[Self.cookieName]?.value
        guard Self.same(header ?? cookie ?? "", token) else {
            return Self.forbidden("open the address `widgets run --http` printed, with its token")
        }
        if request.method != .get && request.method != .head {
            let origin = request.headers[.origin]
            let fromThisPage = origin.map { allowedOrigins.contains($0.lowercased()) } ?? (header != nil)
            guard fromThisPage else { return Self.forbidden("a change must come from this page (its Origin) or carry the token header") }
        }
        return try await next(request, context)
    }

    private var allowedHosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] }
    private var allowedOrigins: Set<String> { Set(allowedHosts.map { "http://\($0)" }) }

    /// Compares in time independent of where the two differ.
    private static func same(_ offered: String, _ token: String) -> Bool {
        let a = Array(offered.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func forbidden(_ reason: String) -> Response {
        Response(
            status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: "forbidden: \(reason)\n")))
    }
}
