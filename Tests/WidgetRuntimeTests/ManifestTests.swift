import Foundation
import Testing
import WidgetTesting
import WidgetRuntime

@Suite struct ManifestTests {
    let file = URL(filePath: "/plugins/X.widgetbundle/Info.json")

    private func problem(_ change: (inout BundleManifest) -> Void) -> WidgetRuntimeError? {
        var manifest = BundleManifest(identifier: "com.example.x", name: "X", version: "1.2.3", library: "libX.so")
        change(&manifest)
        do {
            try manifest.validate(file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidManifestPasses() {
        #expect(problem { _ in } == nil)
        #expect(problem { $0.entitlements = .init(appGroups: ["group.com.example"], urlSchemes: ["x-app"]) } == nil)
        #expect(problem { $0.version = "2.0.0-beta.1" } == nil)
    }

    @Test func eachFieldIsCheckedAndNamed() {
        #expect(problem { $0.identifier = "example" }?.message == "field 'identifier' is 'example', not a reverse-DNS name")
        #expect(problem { $0.name = "  " }?.message == "field 'name' is empty")
        #expect(problem { $0.version = "one" }?.message == "field 'version' is 'one', not a semantic version")
        #expect(problem { $0.library = "../libX.so" }?.message == "field 'library' is '../libX.so', not a file name in the bundle folder")
        #expect(problem { $0.entitlements.appGroups = ["com.example"] }?.message
            == "field 'entitlements.appGroups' has 'com.example', not an app group name")
        #expect(problem { $0.entitlements.urlSchemes = ["x://"] }?.message
            == "field 'entitlements.urlSchemes' has 'x://', not a URL scheme")
        #expect(problem { $0.identifier = "example" }?.location == file.path)
    }

    @Test func everyRefusalSaysHowToFixIt() {
        let changes: [(inout BundleManifest) -> Void] = [
            { $0.identifier = "x" }, { $0.name = "" }, { $0.version = "v" }, { $0.abiVersion = 2 }, { $0.library = "" },
            { $0.entitlements.appGroups = ["g"] }, { $0.entitlements.urlSchemes = ["1"] },
        ]
        for change in changes {
            #expect(problem(change)?.fix?.isEmpty == false)
        }
    }
}

@Suite struct RuntimeHomeTests {
    private func folder() throws -> URL {
        try TemporaryFolders.make("widgets-home")
    }

    @Test func theHomeIsChosenInOrder() throws {
        let explicit = try folder(), fromEnvironment = try folder(), data = try folder()
        #expect(try RuntimeHome.locate(explicit: explicit.path, environment: ["WIDGETS_HOME": fromEnvironment.path]).root == explicit)
        #expect(try RuntimeHome.locate(environment: ["WIDGETS_HOME": fromEnvironment.path]).root == fromEnvironment)
        // The test binary is built inside this checkout, so its Runtime/ folder comes next.
        let checkout = try RuntimeHome.locate(environment: ["XDG_DATA_HOME": data.path])
        #expect(checkout.root.lastPathComponent == "Runtime")
        #expect(checkout.configuration.plugins == ["../Plugins"])
    }

    @Test func aHomeWithoutRuntimeJSONUsesTheDefaults() throws {
        let root = try folder()
        let home = try RuntimeHome(root: root)
        #expect(home.configuration == RuntimeConfiguration())
        #expect(home.pluginFolders == [root.appending(path: "plugins")])
        #expect(home.librarySearchPaths.last == RuntimeHome.executableDirectory)
    }

    @Test func pathsResolveAgainstTheHome() throws {
        let root = try folder()
        try Data(#"{"plugins": ["../shared", "/opt/widgets", "mine"], "librarySearchPaths": ["lib"]}"#.utf8)
            .write(to: root.appending(path: "runtime.json"))
        let home = try RuntimeHome(root: root)
        #expect(home.pluginFolders.map(\.path) == [
            root.deletingLastPathComponent().appending(path: "shared").path, "/opt/widgets", root.appending(path: "mine").path,
        ])
        #expect(home.librarySearchPaths.first == root.appending(path: "lib"))
    }

    @Test func aTypoInRuntimeJSONIsAnErrorNotIgnored() throws {
        let root = try folder()
        try Data(#"{"plugin": ["x"]}"#.utf8).write(to: root.appending(path: "runtime.json"))
        #expect(throws: WidgetRuntimeError(
            .configurationInvalid, at: root.appending(path: "runtime.json").path, "unknown field 'plugin'",
            fix: "remove it, or use one of: appGroups, appearance, defaultsDurability, defaultsSuiteLimit, defaultsValueLimit, geoclue, hostMessages, instances, isolation, librarySearchPaths, limits, location, plugins, refresh, requestTimeout, runtimeShare, surface, urlHandlers, workerNamespaces, workerRestart")) {
            try RuntimeHome(root: root)
        }
    }

    @Test func badValuesInRuntimeJSONNameTheField() throws {
        let root = try folder()
        let file = root.appending(path: "runtime.json")
        try Data(#"{"plugins": "x"}"#.utf8).write(to: file)
        #expect(throws: WidgetRuntimeError(.configurationInvalid, at: file.path, "field 'plugins' should be a list")) {
            try RuntimeHome(root: root)
        }
        try Data(#"{"requestTimeout": 0}"#.utf8).write(to: file)
        #expect(throws: WidgetRuntimeError(
            .configurationInvalid, at: file.path, "field 'requestTimeout' must be a number of seconds above 0")) {
            try RuntimeHome(root: root)
        }
        try Data(#"{"hostMessages": {"perSecond": 0}}"#.utf8).write(to: file)
        #expect { try RuntimeHome(root: root) } throws: { error in
            (error as? WidgetRuntimeError)?.message.contains("'hostMessages' needs perSecond and burst above 0") == true
        }
        try Data(#"{"hostMessages": {"perSecond": 200}}"#.utf8).write(to: file)
        #expect(try RuntimeHome(root: root).configuration.hostMessages == { var policy = HostMessagePolicy(); policy.perSecond = 200; return policy }())
        #expect(RuntimeConfiguration().hostMessages.perSecond == 1_000 && RuntimeConfiguration().hostMessages.burst == 20_000)
        try Data(#"{"runtimeShare": {"percent": 150}}"#.utf8).write(to: file)
        #expect { try RuntimeHome(root: root) } throws: { error in
            (error as? WidgetRuntimeError)?.message.contains("'runtimeShare' needs percent above 0 and at most 100") == true
        }
        try Data(#"{"runtimeShare": {"percent": 10, "stopAfter": 5}}"#.utf8).write(to: file)
        let share = try RuntimeHome(root: root).configuration.runtimeShare
        #expect(share.percent == 10 && share.stopAfter == 5 && share.burst == RuntimeSharePolicy().burst)
    }
}
