import Foundation
import Testing
import WidgetWire

@testable import WidgetRuntime

/// The desktop's location service: a granted bundle (the NearbyWeather fixture, as written for iOS)
/// is told where GeoClue 2 says the device is, on the D-Bus runtime.json's `geoclue` names (here a
/// private bus, with the stand-in service Tests/Fixtures/Desktop/geoclue.c); runtime.json's
/// `location` when GeoClue does not answer; and a bundle not granted gets nothing, GeoClue unasked.
@Suite(.throttled) struct GeoClueTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    /// Runtime.json's place is Paris; the stand-in GeoClue says Versailles, near enough to be named Paris.
    static let versailles = (latitude: "48.8049", longitude: "2.1204")

    /// Loads the NearbyWeather bundle with runtime.json's Paris and GeoClue asked on `bus`, and draws
    /// it until `done` holds of its texts (or 10 s pass); the last texts drawn.
    private func draw(geoclue bus: String, until done: ([String]) -> Bool) async throws -> [String] {
        let report = await BundleLoader(home: try scratch.home(more: LocationTests.paris.replacingOccurrences(of: #""off""#, with: "\"\(bus)\""))).load()
        defer { report.shutdown() }
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, _) = try report.resolve("NearbyWeather")
        var texts: [String] = []
        // No event to wait for: the runtime reads GeoClue's fix on a schedule of its own (every
        // 0.25 s until the first) and tells no one when it has one.
        _ = try await Wait.polling(every: .milliseconds(200)) { () -> Bool? in
            let entry = try await bundle.snapshot(kind: "NearbyWeather", context: ProviderContext(family: .systemSmall))
            texts = entry.view.texts.filter { !$0.isEmpty }
            return done(texts) ? true : nil
        }
        return texts
    }

    /// A private bus with the stand-in GeoClue at Versailles; `body` gets the bus's address and the
    /// file where the stand-in notes what it is asked.
    private func withGeoClue(_ body: (String, URL) async throws -> Void) async throws {
        let bus = try await SessionBus.start(in: scratch.root)
        defer { bus.stop() }
        let journal = scratch.root.appending(path: "geoclue.journal")
        let service = try await bus.serve("geoclue") { ready in
            [Self.versailles.latitude, Self.versailles.longitude, ready.path, journal.path]
        }
        defer {
            kill(service.processIdentifier, SIGKILL)
            service.waitUntilExit()
        }
        try await body(bus.address, journal)
    }

    private func journal(_ file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test(.needs(.dbusDaemon))
    func aGrantedBundleIsToldWhereGeoClueSaysTheDeviceIs() async throws {
        try await scratch.nearbyWeather()
        try LocationGrants(home: try scratch.home()).grant(to: "com.example.nearby")
        try await withGeoClue { address, journal in
            let texts = try await draw(geoclue: address) { $0.contains("48.80, 2.12") }
            // The locality is runtime.json's, which names places near its own.
            #expect(texts == ["Paris", "48.80, 2.12", "authorizedWhenInUse"], "\(texts)")
            #expect(self.journal(journal) == ["GetClient", "DesktopId widgets", "Start"], "one client, asked for once")
        }
    }

    @Test(.needs(.dbusDaemon))
    func withoutGeoClueOnTheBusRuntimeJsonsLocationIsTold() async throws {
        try await scratch.nearbyWeather()
        try LocationGrants(home: try scratch.home()).grant(to: "com.example.nearby")
        let bus = try await SessionBus.start(in: scratch.root)
        defer { bus.stop() }
        var draws = 0
        let texts = try await draw(geoclue: bus.address) { _ in
            draws += 1
            return draws == 3
        }
        #expect(texts == ["Paris", "48.86, 2.35", "authorizedWhenInUse"], "\(texts)")
    }

    @Test(.needs(.dbusDaemon))
    func aBundleNotGrantedGetsNothingAndGeoClueIsNotAsked() async throws {
        try await scratch.nearbyWeather()
        try await withGeoClue { address, journal in
            var draws = 0
            let texts = try await draw(geoclue: address) { _ in
                draws += 1
                return draws == 3
            }
            #expect(texts == ["Location denied", "denied"], "\(texts)")
            #expect(self.journal(journal).isEmpty, "\(self.journal(journal))")
        }
    }

    @Test func runtimeJsonsGeoClueBusIsChecked() throws {
        func load(_ json: String) throws -> RuntimeConfiguration {
            let file = scratch.root.appending(path: "runtime.json")
            try Data(json.utf8).write(to: file)
            return try RuntimeConfiguration.load(from: file)
        }
        #expect(try load("{}").geoclue == .system, "the system bus unless runtime.json says otherwise")
        #expect(try load(#"{"geoclue": "off"}"#).geoclue == .off)
        #expect(try load(#"{"geoclue": "unix:path=/run/bus"}"#).geoclue == .address("unix:path=/run/bus"))
        #expect { try load(#"{"geoclue": "session"}"#) } throws: { "\($0)".contains("field 'geoclue'") }
        #expect { try load(#"{"geoclue": true}"#) } throws: { "\($0)".contains("geoclue") }
    }
}
