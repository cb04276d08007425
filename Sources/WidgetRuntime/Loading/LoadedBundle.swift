import Foundation
import Logging
import WidgetABI
import WidgetWire

/// A bundle whose library is loaded and whose widgets are described: the host's handle on it.
public final class LoadedBundle: Sendable {
    public let manifest: BundleManifest
    /// The bundle folder (holding `Info.json`).
    public let folder: URL
    /// The library that was loaded.
    public let libraryPath: String
    public let description: BundleDescription
    let connection: BundleConnection

    init(manifest: BundleManifest, folder: URL, libraryPath: String, description: BundleDescription, connection: BundleConnection) {
        self.manifest = manifest
        self.folder = folder
        self.libraryPath = libraryPath
        self.description = description
        self.connection = connection
    }

    public var identifier: String { manifest.identifier }

    /// The kind's description, if the bundle has it.
    public func kind(named name: String) -> KindDescription? {
        description.widgets.first { $0.kind == name }
    }

    /// The provider's quick sample entry.
    public func placeholder(kind: String, context: ProviderContext) async throws(WidgetRuntimeError) -> RenderedEntry {
        try await connection.send(.placeholder(kind: kind, context: context), expecting: RenderedEntry.self)
    }

    /// The entry for now, for transient displays.
    public func snapshot(kind: String, context: ProviderContext) async throws(WidgetRuntimeError) -> RenderedEntry {
        try await connection.send(.snapshot(kind: kind, context: context), expecting: RenderedEntry.self)
    }

    /// The provider's timeline, put in order: entries sorted by date, and an empty timeline replaced
    /// by the placeholder (a widget with nothing new keeps showing something).
    public func timeline(kind: String, context: ProviderContext) async throws(WidgetRuntimeError) -> CheckedTimeline {
        let timeline = try await connection.send(.timeline(kind: kind, context: context), expecting: RenderedTimeline.self)
        var checked = CheckedTimeline.check(timeline, kind: kind)
        if checked.timeline.entries.isEmpty {
            checked.timeline.entries = [try await placeholder(kind: kind, context: context)]
            checked.showsPlaceholder = true
        }
        return checked
    }
}

/// Sends requests through a bundle's table and waits for the replies.
struct BundleConnection: @unchecked Sendable {
    // Unchecked: the table is the bundle's, valid and callable from any thread for the life of the
    // process (the ABI's promise); this type only reads it.
    let table: UnsafePointer<widget_bundle>
    let identifier: String
    let timeout: Duration

    /// Asks the bundle what widgets it has.
    func describe() async -> Result<BundleDescription, WidgetRuntimeError> {
        do {
            return .success(try await send(.describe, expecting: BundleDescription.self))
        } catch {
            return .failure(error)
        }
    }

    func send<Value: JSONRepresentable & Sendable>(
        _ request: BundleRequest, expecting: Value.Type
    ) async throws(WidgetRuntimeError) -> Value {
        let where_ = "bundle \(identifier)"
        let message = WireCoding.encode(request)
        let reply: Data
        do {
            reply = try await withCheckedThrowingContinuation { continuation in
                let token = PendingReplies.shared.register(continuation, timeout: timeout) { [identifier, timeout] in
                    WidgetRuntimeError(
                        .timedOut, at: "bundle \(identifier)",
                        "no reply to \(request.name) within \(timeout.components.seconds) s",
                        fix: "make the provider call its completion handler (every path, exactly once), or raise requestTimeout in runtime.json")
                }
                message.withUnsafeBytes { buffer in
                    table.pointee.request(
                        table.pointee.context, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count,
                        UnsafeMutableRawPointer(bitPattern: token), PendingReplies.deliver)
                }
            }
        } catch let error as WidgetRuntimeError {
            throw error
        } catch {
            throw WidgetRuntimeError(.pluginFailed, at: where_, "\(error)")
        }
        do {
            return try Reply.decode(Value.self, from: reply)
        } catch {
            throw WidgetRuntimeError(
                error.code == .unknownKind ? .unknownKind : .pluginFailed, at: where_,
                "\(request.name) failed: \(error.message)")
        }
    }
}
