import Foundation
import WidgetABI

private let hostCall: widget_host_call_fn = { context, bytes, length, replyContext, reply in
    let message = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    guard let reply else { return HostServices.from(context)?.perform(message) ?? () }
    let answer = HostServices.from(context)?.call(message) ?? []
    answer.withUnsafeBufferPointer { buffer in reply(replyContext, buffer.baseAddress, buffer.count) }
}

private let hostLog: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>) -> Void = {
    context, level, message in
    HostServices.from(context)?.log(level: level, String(cString: message))
}

/// The C table (`widget_host`) through which a bundle run in the runtime's process calls the
/// runtime: its calls and log lines go to the bundle's services.
extension HostServices {
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
