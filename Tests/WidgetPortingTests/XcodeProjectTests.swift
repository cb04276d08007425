import Foundation
import Testing
@testable import WidgetPorting

/// Real projects' files (Tests/Fixtures/XcodeProjects, each with its licence), read as Xcode reads them.
@Suite struct XcodeProjectTests {
    static let fixtures = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/XcodeProjects")

    static func widgets(_ fixture: String) throws -> [WidgetExtension] {
        let projects = try XcodeProject.projects(at: fixtures.appending(path: fixture))
        return try projects.flatMap { WidgetExtension.all(in: try XcodeProject(contentsOf: $0)) }
    }

    static func relative(_ urls: [URL], to fixture: String) -> [String] {
        urls.map { PortedPackage.relative($0, to: fixtures.appending(path: fixture)) }
    }

    /// Groups, file references and their source trees, and the app's files that are members of the
    /// widget target.
    @Test func theSourcesPhaseIsFoundThroughGroupsWithTheAppsSharedFiles() throws {
        let widgets = try Self.widgets("RepoWatcher")
        let widget = try #require(widgets.only)
        #expect(widget.target.name == "RepoWatcherWidgetExtension")
        let sources = Self.relative(widget.target.sources, to: "RepoWatcher")
        #expect(sources.count == 10)
        #expect(sources.contains("GitHubRepoWatcher/NetworkManager.swift") && sources.contains("RepoWatcherWidget/Widgets/SingleRepoWidget.swift"))
        #expect(Self.relative(widget.target.resources, to: "RepoWatcher") == ["RepoWatcherWidget/Assets.xcassets"])
        #expect(widget.bundleIdentifier == "dev.simonberner.GitHubRepoWatcher.RepoWatcherWidget")
        #expect(widget.swiftLanguageMode == 5 && widget.platform == "iphoneos")
    }

    /// Xcode 16's synchronized folders: the widget's own folder but its Info.plist (an exception),
    /// and three files of the app's `Shared` folder that an exception set gives the widget; settings
    /// from `.xcconfig` files found through a synchronized folder, `#include`s and `$(inherited)`.
    @Test func synchronizedFoldersGiveTheirFilesButTheExceptions() throws {
        let widget = try #require(try Self.widgets("NetNewsWire").only)
        let sources = Self.relative(widget.target.sources, to: "NetNewsWire")
        #expect(sources.count == 12)
        #expect(sources.contains("Widget/WidgetBundle.swift") && sources.contains("Shared/Widget/WidgetDeepLinks.swift"))
        #expect(!sources.contains { $0.hasPrefix("Shared/") && !$0.hasPrefix("Shared/Widget/") })
        let resources = Self.relative(widget.target.resources, to: "NetNewsWire")
        #expect(resources.contains("Widget/Assets.xcassets") && resources.contains("Widget/Resources/Localizable.xcstrings"))
        #expect(!resources.contains { $0.hasSuffix("Info.plist") })
        #expect(widget.bundleIdentifier == "com.ranchero.NetNewsWire.iOS.SpringboardWidgets")
        #expect(widget.appGroups == ["group.com.ranchero.NetNewsWire.iOS"])
        #expect(widget.displayName == "NetNewsWire Widget" && widget.version == "7.1.3")
        #expect(widget.swiftLanguageMode == 6)
    }

    /// A workspace names the project the folder also holds: it is read once.
    @Test func aProjectAWorkspaceNamesIsReadOnce() throws {
        let projects = try XcodeProject.projects(at: Self.fixtures.appending(path: "TubeStatus"))
        #expect(projects.map(\.lastPathComponent) == ["TubeStatus.xcodeproj"])
        #expect(try Self.widgets("TubeStatus").map(\.target.name) == ["iOS-Widget"])
    }

    /// An app extension is a widget extension by its Info.plist's extension point; the Intents
    /// extension beside it is not, and the watchOS widget says its platform.
    @Test func widgetExtensionsAreTheOnesWidgetKitsExtensionPointNames() throws {
        let widgets = try Self.widgets("EmojiRangers")
        #expect(widgets.map(\.target.name) == ["EmojiRangerWidgetExtension", "EmojiRangersWidgetWatchExtension"])
        #expect(widgets.map(\.platform) == ["iphoneos", "watchos"])
        let project = try XcodeProject(contentsOf: Self.fixtures.appending(path: "EmojiRangers/Emoji Rangers.xcodeproj"))
        #expect(project.targets.contains { $0.name == "EmojiRangersIntents" })
    }

    @Test func aProjectFileThatIsNotAPropertyListSaysSo() throws {
        let folder = try TemporaryFolder()
        let project = folder.url.appending(path: "Broken.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("{ objects = ( ".utf8).write(to: project.appending(path: "project.pbxproj"))
        let error = #expect(throws: PortingError.self) { try XcodeProject(contentsOf: project) }
        #expect(error?.problem.contains("Broken.xcodeproj/project.pbxproj") == true && error?.fix != nil)
        #expect(throws: PortingError.self) { try XcodeProject(contentsOf: folder.url.appending(path: "Missing.xcodeproj")) }
    }

    @Test func buildConfigurationFilesIncludeConditionAndInherit() throws {
        let folder = try TemporaryFolder()
        try Data("A = base\nB = one // a comment\n".utf8).write(to: folder.url.appending(path: "common.xcconfig"))
        try Data("""
            #include "common.xcconfig"
            #include? "missing.xcconfig"
            B = $(inherited) two
            C[sdk=macosx*] = mac
            C[sdk=iphoneos*] = phone

            """.utf8).write(to: folder.url.appending(path: "target.xcconfig"))
        let settings = BuildConfigurationFile.settings(of: folder.url.appending(path: "target.xcconfig"))
        #expect(settings == ["A": "base", "B": "one two", "C": "phone"])
    }

    /// A configuration file that includes itself and another eight times each is read once; one that is
    /// a FIFO is passed over, not waited on.
    @Test func configurationFilesIncludingThemselvesAreReadOnce() throws {
        let folder = try TemporaryFolder()
        let includes = String(repeating: "#include \"a.xcconfig\"\n#include \"b.xcconfig\"\n", count: 8)
        try Data((includes + "A = a\n").utf8).write(to: folder.url.appending(path: "a.xcconfig"))
        try Data((includes + "B = b\n").utf8).write(to: folder.url.appending(path: "b.xcconfig"))
        #expect(mkfifo(folder.url.appending(path: "fifo.xcconfig").path, 0o600) == 0)
        try Data("#include \"fifo.xcconfig\"\n#include \"a.xcconfig\"\nC = c\n".utf8).write(to: folder.url.appending(path: "top.xcconfig"))
        let settings = BuildConfigurationFile.settings(of: folder.url.appending(path: "top.xcconfig"))
        #expect(settings == ["A": "a", "B": "b", "C": "c"])
    }
}

extension Array {
    /// The one element, when there is exactly one.
    var only: Element? { count == 1 ? first : nil }
}

/// A folder removed when the test ends.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "widgets-porting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}
