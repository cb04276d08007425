import Foundation
import Testing
import WidgetWire

@testable import WidgetRuntime

/// `import CoreLocation`: a weather widget's location code (Tests/Fixtures/KitWidgets/Sources/
/// NearbyWeather, built as written for iOS) gets the location runtime.json gives only when its
/// `Info.json` declares the `location` entitlement and the user granted it; otherwise it is denied,
/// and the log says what to do. A bundle that asks the host itself gets nothing more.
@Suite(.throttled) struct LocationTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    /// Paris, and no GeoClue asked (whatever the machine's system bus has): runtime.json's place is the location.
    static let paris = #""geoclue": "off", "location": {"latitude": 48.8566, "longitude": 2.3522, "locality": "Paris", "country": "France"}"#

    private func nearby(entitlements: String? = nil) async throws { try await scratch.nearbyWeather(entitlements: entitlements) }

    /// The texts of the widget's snapshot, and the runtime's log.
    private func draw() async throws -> (texts: [String], log: [String]) {
        let log = LogCapture()
        let report = await BundleLoader(home: try scratch.home(more: Self.paris), logger: log.logger).load()
        defer { report.shutdown() }
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, _) = try report.resolve("NearbyWeather")
        let entry = try await bundle.snapshot(kind: "NearbyWeather", context: ProviderContext(family: .systemSmall))
        return (entry.view.texts.filter { !$0.isEmpty }, log.messages)
    }

    @Test func aGrantedBundleDrawsWhereRuntimeJsonSaysItIs() async throws {
        try await nearby()
        _ = try scratch.home()
        try LocationGrants(home: try scratch.home()).grant(to: "com.example.nearby")
        let drawn = try await draw()
        #expect(drawn.texts == ["Paris", "48.86, 2.35", "authorizedWhenInUse"], "\(drawn)")
    }

    @Test func aBundleNotGrantedIsDeniedAndTheLogSaysHowToGrantIt() async throws {
        try await nearby()
        let drawn = try await draw()
        #expect(drawn.texts == ["Location denied", "denied"], "\(drawn)")
        #expect(drawn.log.contains { $0.contains("widgets grant com.example.nearby location") }, "\(drawn.log)")
    }

    @Test func aBundleWithoutTheEntitlementIsDeniedEvenIfListedAsGranted() async throws {
        try await nearby(entitlements: "{}")
        try LocationGrants(home: try scratch.home()).grant(to: "com.example.nearby")
        let drawn = try await draw()
        #expect(drawn.texts == ["Location denied", "denied"], "\(drawn)")
        #expect(drawn.log.filter { $0.contains(#"add "location": true to "entitlements""#) }.count == 1, "\(drawn.log)")
    }

    /// A bundle that asks the host itself, without the SDK (Tests/Fixtures/CBundles/hello_bundle.c
    /// built with LOCATION_PROBE), in its worker: refused unless declared and granted.
    @Test func aBundleAskingTheHostItselfGetsNoLocationUnlessEntitledAndGranted() async throws {
        let library = scratch.root.appending(path: "libprobe.so")
        try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["LOCATION_PROBE"])
        let folder = try scratch.bundle("Probe", manifest: nil, library: library)
        func probe(entitlements: String) async throws -> [String] {
            let manifest = #"{"identifier": "org.hostile.locator", "name": "Locator", "version": "1.0.0", "abiVersion": 1, "library": "libprobe.so", "entitlements": \#(entitlements)}"#
            try Data(manifest.utf8).write(to: folder.appending(path: "Info.json"))
            let report = await BundleLoader(home: try scratch.home(more: Self.paris)).load()
            defer { report.shutdown() }
            let (bundle, _) = try report.resolve("Hello")
            return try await bundle.snapshot(kind: "Hello", context: ProviderContext(family: .systemSmall)).view.texts
        }
        try LocationGrants(home: try scratch.home()).grant(to: "org.hostile.locator")
        #expect(try await probe(entitlements: "{}") == ["refused"])
        try LocationGrants(home: try scratch.home()).revoke(from: "org.hostile.locator")
        #expect(try await probe(entitlements: #"{"location": true}"#) == ["refused"])
        try LocationGrants(home: try scratch.home()).grant(to: "org.hostile.locator")
        #expect(try await probe(entitlements: #"{"location": true}"#) == ["located"], "the probe itself works")
    }

    @Test func grantAndListShowTheLocationEntitlement() async throws {
        try await nearby()
        _ = try scratch.home(more: Self.paris)
        let widgets = try Fixtures.built("widgets").path
        func run(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
            await Fixtures.run([widgets] + arguments + ["--home", scratch.root.path])
        }
        #expect(await run("list").output.contains("location: NOT granted (widgets grant com.example.nearby location)"))
        let grant = await run("grant", "com.example.nearby", "location")
        #expect(grant.status == 0 && grant.output.contains("com.example.nearby may now have the device's location"), "\(grant)")
        #expect(await run("list").output.contains("location: granted"))
        #expect(await run("grant").output.contains("location  com.example.nearby"))
        #expect(await run("grant", "com.example.nearby", "location", "--revoke").status == 0)
        #expect(LocationGrants(home: try scratch.home()).bundles().isEmpty)
        let undeclared = await run("grant", "com.example.nowhere", "location")
        #expect(undeclared.status != 0 && undeclared.error.contains("no bundle in the plugin folders has this identifier"), "\(undeclared)")
    }

    @Test func geocodingAnswersRuntimeJsonsPlaceOnly() throws {
        let place = Placemark(latitude: 48.8566, longitude: 2.3522, locality: "Paris")
        let source = LocationSource(fixed: FixedLocation(place: place))
        #expect(source.places(.coordinate(latitude: 48.9, longitude: 2.4)) == [place])
        #expect(source.places(.coordinate(latitude: 51.5, longitude: -0.12)).isEmpty, "London is not Paris")
        #expect(source.places(.address("Paris, France")) == [place])
        #expect(source.places(.address("Berlin")).isEmpty)
        let unnamed = LocationSource(fixed: FixedLocation(place: Placemark(latitude: 48.8566, longitude: 2.3522)))
        #expect(unnamed.places(.coordinate(latitude: 48.8566, longitude: 2.3522)).isEmpty)
        #expect(throws: WidgetRuntimeError.self) { try LocationSource(fixed: nil).current() }
        // London to Paris along the Earth's surface: about 344 km.
        let meters = GreatCircle.meters(fromLatitude: 51.5074, longitude: -0.1278, toLatitude: 48.8566, longitude: 2.3522)
        #expect(abs(meters - 343_500) < 1_500, "\(meters)")
    }

    @Test func runtimeJsonsLocationIsChecked() throws {
        func load(_ location: String) throws -> RuntimeConfiguration {
            let file = scratch.root.appending(path: "runtime.json")
            try Data(#"{"location": \#(location)}"#.utf8).write(to: file)
            return try RuntimeConfiguration.load(from: file)
        }
        #expect(try load(#"{"latitude": 1, "longitude": 2, "locality": "Here"}"#).location?.place.locality == "Here")
        for (bad, says) in [
            (#"{"latitude": 91, "longitude": 2}"#, "location.latitude"), (#"{"latitude": 1, "longitude": 200}"#, "location.longitude"),
            (#"{"latitude": 1, "longitude": 2, "town": "x"}"#, "unknown field 'location.town'"), (#"{"longitude": 2}"#, "latitude"),
        ] {
            #expect { try load(bad) } throws: { "\($0)".contains(says) }
        }
    }
}

extension Scratch {
    /// The NearbyWeather bundle, with its manifest's entitlements replaced when `entitlements` is given.
    func nearbyWeather(entitlements: String? = nil) async throws {
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/NearbyWeather")
        var manifest = try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8)
        if let entitlements { manifest = manifest.replacingOccurrences(of: #"{"location": true}"#, with: entitlements) }
        try bundle("Nearby", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libNearbyWeather.so"))
    }
}
