import Foundation
import Logging
import Testing
import WidgetWire

@testable import WidgetRuntime

/// Each error code that crosses the plugin boundary keeps its meaning on the other side.
@Suite(.throttled) struct ErrorCodeTests {
    let scratch: Scratch

    init() async throws {
        scratch = try Scratch()
        try await scratch.intentProbe()
    }

    /// The IntentProbe bundle, its view drawn once (which registers the intents its buttons perform).
    private func probe() async throws -> LoadedBundle {
        let bundle = try await scratch.load().resolve("IntentProbe").bundle
        _ = try await bundle.snapshot(kind: "IntentProbe", context: ProviderContext(family: .systemLarge))
        return bundle
    }

    private func code(_ body: () async throws -> Void) async -> WidgetRuntimeError.Code? {
        do {
            try await body()
            return nil
        } catch {
            return (error as? WidgetRuntimeError)?.code
        }
    }

    // MARK: From the plugin to the runtime

    @Test func aKindTheBundleLacksIsUnknownKind() async throws {
        let bundle = try await probe()
        #expect(await code { _ = try await bundle.snapshot(kind: "Nope", context: ProviderContext(family: .systemLarge)) } == .unknownKind)
    }

    @Test func aParameterValueOfTheWrongTypeIsInvalidParameter() async throws {
        let bundle = try await probe()
        let bad = IntentInvocation(type: "IntentProbe.CountTap", parameters: .object([("by", .string("two"))]))
        #expect(await code { _ = try await bundle.perform(bad) } == .invalidParameter)
    }

    @Test func anIntentThatThrowsIsPluginFailed() async throws {
        let bundle = try await probe()
        var error: WidgetRuntimeError?
        do { _ = try await bundle.perform(IntentInvocation(type: "IntentProbe.Fail", parameters: .object([]))) } catch let failure { error = failure }
        #expect(error?.code == .pluginFailed)
        #expect(error?.message.contains("IntentProbe.Fail.perform() threw") == true, "\(String(describing: error))")
    }

    @Test func anEntityThatIsGoneIsNeedsConfiguration() async throws {
        let devices = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Devices/Info.json"), encoding: .utf8)
        try scratch.bundle("Devices", manifest: devices, library: try Fixtures.built("libDevicesWidget.so"))
        let bundle = try await scratch.load().resolve("Device").bundle
        let gone = ProviderContext(family: .systemSmall, configuration: .object([("device", .string("no-such-device"))]))
        #expect(await code { _ = try await bundle.timeline(kind: "Device", context: gone) } == .needsConfiguration)
    }

    @Test func aReplyInAnotherWireVersionIsIncompatibleABI() async throws {
        let library = scratch.root.appending(path: "libnewer.so")
        try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["NEWER_WIRE"])
        try scratch.bundle("Newer", identifier: "org.example.newer", library: library)
        let bundle = try await scratch.load().resolve("Hello").bundle
        var error: WidgetRuntimeError?
        do { _ = try await bundle.snapshot(kind: "Hello", context: ProviderContext(family: .systemSmall)) } catch let failure { error = failure }
        #expect(error?.code == .incompatibleABI)
        #expect(error?.fix == "rebuild the bundle against this runtime's WidgetSDK", "\(String(describing: error))")
    }

    @Test func aRequestAfterTheRuntimeStoppedItsWorkersIsWorkerDied() async throws {
        let report = try await scratch.load()
        let bundle = try report.resolve("IntentProbe").bundle
        report.shutdown()
        var error: WidgetRuntimeError?
        do { _ = try await bundle.snapshot(kind: "IntentProbe", context: ProviderContext(family: .systemLarge)) } catch let failure { error = failure }
        #expect(error?.code == .workerDied && error?.message == "the runtime stopped its worker", "\(String(describing: error))")
        #expect(bundle.health == .notStarted, "no worker was started after the shutdown: \(bundle.health)")
    }

    @Test func anUnknownBundleIsUnknownBundle() async throws {
        let report = try await scratch.load()
        #expect(throws: WidgetRuntimeError(.unknownBundle, at: "org.nope", "no loaded bundle has this identifier", fix: "use one of: org.thirdparty.intents")) {
            _ = try report.requireBundle("org.nope")
        }
    }

    // MARK: From the runtime's services to the plugin

    @Test(arguments: [
        (HostRequest.openSuite("group.not.granted"), "notEntitled"),
        (HostRequest.openSuite("../escape"), "invalidSuiteName"),
        (HostRequest.write(suite: nil, key: "", value: .int(1)), "invalidKey"),
        (HostRequest.write(suite: nil, key: "big", value: .string(String(repeating: "x", count: 2_000_000))), "valueTooLarge"),
        (HostRequest.container(group: "group.not.granted"), "notEntitled"),
        (HostRequest.location, "notEntitled"),
        (HostRequest.geocode(.address("Paris")), "notEntitled"),
    ])
    func aServiceRefusalReachesThePluginWithItsCode(request: HostRequest, expected: String) throws {
        let home = try scratch.home()
        let services = HostServices(
            sandbox: BundleSandbox(
                identifier: "org.example.asker", declaredGroups: [], grantedGroups: [],
                defaults: DefaultsService(file: home.defaultsDatabase, durability: .crash, logger: Logger(label: "test")),
                containers: home.containersDirectory, hooks: HostHooks()),
            strings: LocalizedStrings(files: BundleFiles(folder: home.root), languages: []), logger: Logger(label: "test"))
        let reply = services.call(WireCoding.encode(request))
        #expect(throws: WireError.self) { _ = try Reply.decode(JSON.self, from: reply) }
        do {
            _ = try Reply.decode(JSON.self, from: reply)
        } catch {
            #expect(error.code.rawValue == expected, "\(error)")
        }
    }
}
