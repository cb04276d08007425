import Foundation
import Logging
import WidgetABI
import WidgetWire

/// The host's side of one bundle: its fixed identity and the services its table reaches.
final class HostServices: Sendable {
    /// The bundle's identifier from its manifest; a plugin never names itself in a request.
    let identifier: String
    let logger: Logger

    init(identifier: String, logger: Logger) {
        self.identifier = identifier
        var logger = logger
        logger[metadataKey: "bundle"] = "\(identifier)"
        self.logger = logger
    }

    /// Answers a host-service message. This version offers none yet, and says so in the reply.
    func call(_ message: Data) -> Data {
        let error = WireError(
            .unsupportedMessage, "this runtime offers no host service for that message (wire version \(wireVersion))")
        return Reply.error(error)
    }

    /// The table handed to the bundle's entry point. Allocated once and never freed: the bundle may
    /// keep it for the life of the process, as the ABI promises.
    func makeTable() -> UnsafePointer<widget_host> {
        let table = UnsafeMutablePointer<widget_host>.allocate(capacity: 1)
        table.initialize(to: widget_host(
            abi_version: UInt32(WIDGET_ABI_VERSION),
            context: Unmanaged.passRetained(self).toOpaque(),
            call: hostCall,
            log: hostLog))
        return UnsafePointer(table)
    }

    fileprivate static func from(_ context: UnsafeMutableRawPointer?) -> HostServices? {
        context.map { Unmanaged<HostServices>.fromOpaque($0).takeUnretainedValue() }
    }
}

private let hostCall: widget_request_fn = { context, bytes, length, replyContext, reply in
    let message = bytes.map { Data(bytes: $0, count: length) } ?? Data()
    let answer = HostServices.from(context)?.call(message) ?? Data()
    answer.withUnsafeBytes { buffer in
        reply(replyContext, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
    }
}

private let hostLog: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>) -> Void = {
    context, level, message in
    guard let services = HostServices.from(context) else { return }
    let text = String(cString: message)
    switch Int(level) {
    case Int(WIDGET_LOG_DEBUG): services.logger.debug("\(text)")
    case Int(WIDGET_LOG_INFO): services.logger.info("\(text)")
    case Int(WIDGET_LOG_NOTICE): services.logger.notice("\(text)")
    case Int(WIDGET_LOG_WARNING): services.logger.warning("\(text)")
    default: services.logger.error("\(text)")
    }
}
