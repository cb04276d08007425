import Foundation
import Logging
import Testing
import WidgetWire

@testable import WidgetRuntime

/// The Devices example: an entity parameter with a query and an options provider, an enum, and a
/// toggle whose intent names the entity.
@Suite(.throttled) struct DevicesTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Devices/Info.json"), encoding: .utf8)
        try scratch.bundle("Devices", manifest: manifest, library: try Fixtures.built("libDevicesWidget.so"))
    }

    /// The app's list of devices in the shared group.
    private func listDevices(_ ids: [String]) throws {
        let devices = PropertyListValue.array(ids.map { id in
            .dictionary([("id", .string(id)), ("name", .string(id.capitalized)), ("room", .string("Hall"))])
        })
        try DefaultsStore(file: try scratch.home().defaultsDatabase).set(devices, forKey: "devices", in: "group.example.devices")
    }

    @Test func optionsComeInSectionsFromTheProviderAndTheEnum() async throws {
        let (bundle, _) = try await scratch.load().resolve("Device")
        let devices = try await bundle.options(kind: "Device", parameter: "device")
        #expect(devices.promptLabel == "Choose a device")
        #expect(devices.sections.map(\.title) == ["Living room", "Kitchen"])
        #expect(devices.sections.map { $0.items.map(\.value) } == [["lamp", "heater"], ["kettle"]])
        #expect(devices.sections[1].items.first == .init(value: "kettle", title: "Kettle", subtitle: "Kitchen", image: "lightbulb"))
        let modes = try await bundle.options(kind: "Device", parameter: "mode")
        #expect(modes.sections.flatMap(\.items).map(\.value) == ["eco", "normal", "boost"])
        #expect(modes.sections.flatMap(\.items).first?.subtitle == "Uses the least power")
        let error = await #expect(throws: WidgetRuntimeError.self) { try await bundle.options(kind: "Device", parameter: "colour") }
        #expect(error?.description.contains("it has device, mode") == true)
    }

    @Test func theSummaryNamesTheParametersAndReadsWithTheirValues() async throws {
        let (_, kind) = try await scratch.load().resolve("Device")
        #expect(kind.configuration?.summary == "Switch ${device} in ${mode} mode")
        let form = try IntentConfiguration(kind: kind, location: "device-1")
        #expect(form.summary(of: nil) == "Switch device in Normal mode")
        #expect(form.summary(of: .object([("device", .string("kettle")), ("mode", .string("eco"))])) == "Switch kettle in Eco mode")
    }

    @Test func configuringChecksTheEntityThroughTheQuery() async throws {
        let report = try await scratch.load()
        var (list, _) = try InstanceList.load(home: try scratch.home(), bundles: report)
        let id = try list.add(kind: "Device", family: nil, bundles: report).id
        let error = await #expect(throws: WidgetRuntimeError.self) {
            try await list.configuration(of: id, with: ["device=toaster"], bundles: report)
        }
        #expect(error?.code == .invalidParameter)
        #expect(error?.description.contains("parameter 'device': no Device has id 'toaster'") == true, "\(error?.description ?? "")")
        // An entity with a query default is not required; the enum is checked on the host.
        let modeOnly = try await list.configuration(of: id, with: ["mode=boost"], bundles: report)
        #expect(modeOnly == .object([("mode", .string("boost"))]))
        let configuration = try await list.configuration(of: id, with: ["device=kettle", "mode=eco"], bundles: report)
        _ = try list.setConfiguration(configuration, of: id)
        #expect(try list.instance(id).configuration == .object([("device", .string("kettle")), ("mode", .string("eco"))]))
    }

    @Test func anEntityThatIsGoneAsksForConfigurationAndKeepsTheLastEntry() async throws {
        try listDevices(["lamp", "kettle"])
        let (host, running, id, _) = try await scratch.startHost("Device", settings: ["device=kettle"], policy: RefreshPolicy(minimumInterval: 0))
        #expect(await host.currentEntry(of: id)?.view.texts.contains("Kettle") == true)

        try listDevices(["lamp"])
        await host.reload(kind: "Device", reason: .app, wait: true)
        let status = try #require(await host.statuses().first)
        #expect(status.needsConfiguration?.contains("parameter 'device': no Device has id 'kettle'") == true, "\(status)")
        #expect(await host.currentEntry(of: id)?.view.texts.contains("Kettle") == true)
        #expect(status.nextReload != nil)

        // Configuring it again puts it right.
        _ = try await host.configure(id, settings: ["device=lamp"])
        #expect(await host.statuses().first?.needsConfiguration == nil)
        #expect(await host.currentEntry(of: id)?.view.texts.contains("Lamp") == true)
        await host.stop()
        await running.value
    }

    @Test func theToggleSwitchesTheDeviceItNames() async throws {
        let (host, running, id, _) = try await scratch.startHost("Device", settings: ["device=heater"], policy: RefreshPolicy(minimumInterval: 0))
        #expect(await host.currentEntry(of: id)?.view.texts.contains("○ Power") == false)
        _ = try await host.tap(id, target: "toggle-1")
        let stored = try DefaultsStore(file: try scratch.home().defaultsDatabase).value(forKey: "on.heater", in: "com.example.devices")
        #expect(stored == .bool(true))
        guard case .stack(let stack)? = await host.currentEntry(of: id)?.view.element,
            case .control(let toggle)? = stack.children.last?.element
        else {
            Issue.record("the entry has no toggle last")
            return
        }
        #expect(toggle.isOn == true)
        await host.stop()
        await running.value
    }
}

/// A kind with `promptsForUserConfiguration()` lists its parameters when a widget of it is added.
@Suite(.throttled) struct ConfigurationPromptTests {
    @Test func addingADeviceWidgetAsksForItsConfiguration() async throws {
        let scratch = try Scratch()
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Devices/Info.json"), encoding: .utf8)
        try scratch.bundle("Devices", manifest: manifest, library: try Fixtures.built("libDevicesWidget.so"))
        _ = try scratch.home()
        let added = await Fixtures.run([try Fixtures.built("widgets").path, "instances", "add", "Device", "--home", scratch.root.path])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.contains("Device asks to be configured first:") && added.output.contains("device: Device (entity)"), "\(added.output)")
        #expect(added.output.contains("widgets configure device-1 NAME=VALUE"))
    }
}
