import WidgetSDK

/// A device of the home, as its app lists them in the shared group (`devices`: an array of
/// `{"id", "name", "room"}`), or a sample home when the app has written none.
struct Device: AppEntity {
    let id: String
    let name: String
    let room: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Device"
    static let defaultQuery = DeviceQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(room)", image: .init(systemName: "lightbulb"))
    }

    static func all() -> [Device] {
        guard let listed = WidgetDefaults(suiteName: "group.example.devices")?.array(forKey: "devices") as? [[String: Any]] else {
            return [
                Device(id: "lamp", name: "Lamp", room: "Living room"),
                Device(id: "heater", name: "Heater", room: "Living room"),
                Device(id: "kettle", name: "Kettle", room: "Kitchen"),
            ]
        }
        return listed.compactMap { item in
            guard let id = item["id"] as? String, let name = item["name"] as? String else { return nil }
            return Device(id: id, name: name, room: item["room"] as? String ?? "Home")
        }
    }
}

struct DeviceQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Device] {
        Device.all().filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [Device] {
        Device.all().filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [Device] { Device.all() }

    func defaultResult() async -> Device? { Device.all().first }
}

/// The devices, a section per room.
struct DeviceOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<Device> {
        let devices = Device.all()
        let rooms = devices.map(\.room).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return ItemCollection(promptLabel: "Choose a device") {
            for room in rooms {
                ItemSection("\(room)") {
                    devices.filter { $0.room == room }
                }
            }
        }
    }
}

enum Mode: String, AppEnum {
    case eco, normal, boost

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [Mode: DisplayRepresentation] = [
        .eco: DisplayRepresentation(title: "Eco", subtitle: "Uses the least power"),
        .normal: "Normal",
        .boost: DisplayRepresentation(title: "Boost", subtitle: "Full power for an hour"),
    ]
}

struct DeviceConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Device"
    static let description = IntentDescription("Which device the widget switches.")

    @Parameter(title: "Device", optionsProvider: DeviceOptions()) var device: Device
    @Parameter(title: "Mode", default: .normal) var mode: Mode

    static var parameterSummary: some ParameterSummary {
        Summary("Switch \(\.$device) in \(\.$mode) mode")
    }
}

/// Switches a device on or off; the state is kept in the bundle's own defaults.
struct SwitchDevice: SetValueIntent {
    static let title: LocalizedStringResource = "Switch Device"

    @Parameter(title: "Device") var device: Device?
    @Parameter(title: "On") var value: Bool

    init() {}

    init(device: Device) {
        self.device = device
    }

    func perform() async throws -> some IntentResult {
        guard let device else { return .result() }
        WidgetDefaults.standard.set(value, forKey: "on.\(device.id)")
        return .result()
    }
}

struct DeviceEntry: TimelineEntry {
    let date: Date
    let device: Device
    let mode: Mode
    let isOn: Bool
}

struct DeviceProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DeviceEntry {
        DeviceEntry(date: Date(), device: Device(id: "lamp", name: "Lamp", room: "Living room"), mode: .normal, isOn: false)
    }

    func snapshot(for configuration: DeviceConfiguration, in context: Context) async -> DeviceEntry {
        let device = configuration.device
        return DeviceEntry(
            date: Date(), device: device, mode: configuration.mode, isOn: WidgetDefaults.standard.bool(forKey: "on.\(device.id)"))
    }

    func timeline(for configuration: DeviceConfiguration, in context: Context) async -> Timeline<DeviceEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }

    func recommendations() -> [AppIntentRecommendation<DeviceConfiguration>] {
        Device.all().prefix(2).map { device in
            let configuration = DeviceConfiguration()
            configuration.device = device
            return AppIntentRecommendation(intent: configuration, description: "\(device.name), \(device.room)")
        }
    }
}

struct DeviceView: View {
    let entry: DeviceEntry

    var body: some View {
        VStack(alignment: .leading) {
            Label(entry.device.name, systemImage: "lightbulb")
                .font(.headline)
            Text(entry.device.room)
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer()
            Text(entry.mode.rawValue.capitalized)
                .font(.footnote)
            Toggle("Power", isOn: entry.isOn, intent: SwitchDevice(device: entry.device))
        }
        .containerBackground(for: .widget) {
            Color.yellow.opacity(entry.isOn ? 0.3 : 0.1)
        }
    }
}

struct DevicesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Device", intent: DeviceConfiguration.self, provider: DeviceProvider()) { entry in
            DeviceView(entry: entry)
        }
        .configurationDisplayName("Device")
        .description("Switch a device of your home.")
        .promptsForUserConfiguration()
        .supportedFamilies([.systemSmall])
    }
}

@main
struct DevicesBundle: WidgetBundle {
    var body: some Widget {
        DevicesWidget()
    }
}
