import BundleStart
import Foundation
import Logging
import Synchronization
import WidgetABI
import WidgetWire

/// The host's side of one bundle: its fixed identity and the services its table reaches (the
/// table of a bundle run in the runtime's process calls it directly: ``HostTable``).
final class HostServices: HostCalls {
    /// The bundle's identifier from its manifest; a plugin never names itself in a request.
    var identifier: String { sandbox.identifier }
    let sandbox: BundleSandbox
    /// The bundle's translations, for the runtime's language.
    let strings: LocalizedStrings
    /// What the bundle may know of the device's location.
    let location: BundleLocation
    let logger: Logger
    /// Refusals already logged, so each is logged once per bundle and name.
    private let reported = Mutex<Set<String>>([])

    /// Without `location`, the bundle has none (as one that does not declare the entitlement).
    init(sandbox: BundleSandbox, strings: LocalizedStrings, location: BundleLocation? = nil, logger: Logger) {
        self.sandbox = sandbox
        self.strings = strings
        self.location = location
            ?? BundleLocation(identifier: sandbox.identifier, declared: false, granted: false, source: LocationSource(fixed: nil))
        var logger = logger
        logger[metadataKey: "bundle"] = "\(sandbox.identifier)"
        self.logger = logger
    }

    /// Answers a host-service message from the bundle.
    func call(_ message: [UInt8]) -> [UInt8] {
        do throws(WidgetRuntimeError) {
            let request: HostRequest
            do {
                request = try WireCoding.decode(HostRequest.self, from: message)
            } catch {
                return Reply.error(error)
            }
            switch request {
            case .openSuite(let name):
                _ = try sandbox.suite(for: name)
                return Reply.value(JSON.object([]))
            case .readSuite(let name):
                let suite = try sandbox.suite(for: name)
                return Reply.value(PropertyListValue.dictionary(try sandbox.defaults.open().values(in: suite)))
            case .write(let name, let key, let value):
                let suite = try sandbox.suite(for: name)
                try sandbox.defaults.setFromBundle(value, forKey: key, in: suite)
                return Reply.value(JSON.object([]))
            case .synchronize:
                return Reply.value(JSON.object([]))
            case .container(let group):
                return Reply.value(JSON.fields(["path": .string(try sandbox.container(for: group).path)]))
            case .appGroups:
                return Reply.value(JSON.fields(["groups": .array(sandbox.declaredGroups.map(JSON.string))]))
            case .reloadTimelines(let kind):
                sandbox.hooks.reload(bundle: identifier, kind: kind)
                return Reply.value(JSON.object([]))
            case .currentConfigurations:
                return Reply.value(sandbox.hooks.configurations(of: identifier))
            case .localizedStrings(let table):
                return Reply.value(JSON.object(strings.table(table).sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }))
            case .locationAuthorization(let requested):
                let status = location.authorization(requested: requested)
                if status == .denied, let refusal = location.refusal { report(refusal) }
                return Reply.value(JSON.fields(["status": status.json]))
            case .location:
                return Reply.value(try location.current())
            case .geocode(let query):
                return Reply.value(JSON.fields(["placemarks": try location.places(query).json]))
            }
        } catch {
            if error.code == .notEntitled || error.code == .invalidSuiteName || error.code == .locationUnknown { report(error) }
            return Reply.error(WireError(WireError.Code(rawValue: error.code.rawValue), error.description))
        }
    }

    /// Logs a refusal the first time the bundle meets it.
    private func report(_ error: WidgetRuntimeError) {
        guard reported.withLock({ $0.insert(error.message).inserted }) else { return }
        logger.warning("\(error.message)", metadata: error.fix.map { ["fix": "\($0)"] } ?? [:])
    }

    /// Answers a host-service message at once, on the caller's thread.
    func call(_ message: [UInt8], replyContext: UnsafeMutableRawPointer?, reply: widget_reply_fn) {
        call(message).withUnsafeBufferPointer { reply(replyContext, $0.baseAddress, $0.count) }
    }

    /// Performs a host-service message the bundle wants no answer to (a write, a reload); a refusal
    /// goes to the bundle's log, under its limit.
    func perform(_ message: [UInt8]) {
        let answer = call(message)
        guard case .failure(let error) = Result(catching: { () throws(WireError) in try Reply.decode(JSON.self, from: answer) }) else { return }
        switch try? WireCoding.decode(HostRequest.self, from: message) {
        case .write(let suite, let key, _)?:
            log(level: Int32(WIDGET_LOG_ERROR), "WidgetDefaults: key '\(key)' in suite '\(suite ?? "standard")' was not stored: \(error.message)")
        case .reloadTimelines?:
            log(level: Int32(WIDGET_LOG_ERROR), "WidgetCenter: \(error.message)")
        default:
            log(level: Int32(WIDGET_LOG_ERROR), error.message)
        }
    }

    /// What the bundle may log: ``LogLimit``.
    private let logLimit = Mutex(LogLimit())

    /// Writes a line the bundle logged at a WIDGET_LOG_* level: one line, control characters replaced,
    /// cut at ``LogLimit/longestLine`` characters, and no more than the limit allows.
    func log(level: Int32, _ text: String) {
        let (allowed, dropped) = logLimit.withLock { $0.admit(at: ContinuousClock.now) }
        if dropped > 0 {
            logger.warning("dropped \(dropped) log lines of the bundle: it logged more than \(LogLimit.linesPerSecond) a second")
        }
        guard allowed else { return }
        let text = LogLimit.oneLine(text)
        switch Int(level) {
        case Int(WIDGET_LOG_DEBUG): logger.debug("\(text)")
        case Int(WIDGET_LOG_INFO): logger.info("\(text)")
        case Int(WIDGET_LOG_NOTICE): logger.notice("\(text)")
        case Int(WIDGET_LOG_WARNING): logger.warning("\(text)")
        default: logger.error("\(text)")
        }
    }
}
