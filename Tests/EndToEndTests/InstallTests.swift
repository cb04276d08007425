import Foundation
import Testing
import WidgetHome
import WidgetTesting
import WidgetWire

/// `widgets install`, `update`, `uninstall`, `catalog` and `search`, from an empty home, with bundles
/// and catalogs in real git repositories reached over `file://`.
@Suite(.serialized, .throttled, .needs(.git)) final class InstallTests {
    let widgets: String
    let folder: URL
    let home: URL
    let environment: [String: String]
    static let identifier = "org.example.installed"

    init() throws {
        widgets = try Fixtures.built("widgets").path
        folder = try TemporaryFolders.make("widgets-install")
        home = folder.appending(path: "home")
        try FileManager.default.createDirectory(at: folder.appending(path: "tmp"), withIntermediateDirectories: true)
        environment = [
            "WIDGETS_HOME": home.path, "TMPDIR": folder.appending(path: "tmp").path,
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
        ]
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `widgets` with `answer` as its standard input (the prompt's answer).
    func widgets(_ arguments: String..., answer: String = "") async -> (status: Int32, output: String, error: String) {
        let input = folder.appending(path: "answer")
        try? Data(answer.utf8).write(to: input)
        return await Fixtures.run(["/bin/sh", "-c", "exec \"$0\" \"$@\" < \(input.path)", widgets] + arguments, environment: environment, in: folder)
    }

    @discardableResult
    func git(_ arguments: String..., in repository: URL) async -> Int32 {
        let ran = await Fixtures.run(["git"] + arguments, environment: environment, in: repository)
        #expect(ran.status == 0, "git \(arguments): \(ran.error)")
        return ran.status
    }

    /// A declarative bundle (the SystemLoad example as another bundle) asking for `entitlements`.
    func writeBundle(in folder: URL, version: String, entitlements: String = "{}") throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/SystemLoad/Info.json"), encoding: .utf8)
        manifest = manifest.replacingOccurrences(of: "\"org.widgets.systemload\"", with: "\"\(Self.identifier)\"")
            .replacingOccurrences(of: "\"version\": \"1.0.0\"", with: "\"version\": \"\(version)\", \"entitlements\": \(entitlements)")
        try Data(manifest.utf8).write(to: folder.appending(path: "Info.json"))
    }

    /// A git repository of the bundle, tagged v1.0.0.
    func bundleRepository() async throws -> URL {
        let repository = folder.appending(path: "load")
        try writeBundle(in: repository, version: "1.0.0")
        try Data("MIT License\n\nCopyright the authors\n".utf8).write(to: repository.appending(path: "LICENSE"))
        await git("init", "-q", in: repository)
        await git("add", "-A", in: repository)
        await git("commit", "-qm", "1.0.0", in: repository)
        await git("tag", "v1.0.0", in: repository)
        return repository
    }

    /// A catalog listing the bundle's repository, with a broken manifest beside it.
    func catalogRepository(listing repository: URL) async throws -> URL {
        let index = folder.appending(path: "index")
        try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
        let entry = #"{"id": "\#(Self.identifier)", "name": "Load", "summary": "Load averages and free memory", "source": "file://\#(repository.path)", "tag": "v1.0.0", "licence": "MIT", "kinds": [{"kind": "SystemLoad", "families": ["small", "medium"]}]}"#
        try Data(entry.utf8).write(to: index.appending(path: "load.json"))
        try Data(#"{"id": "org.example.typo", "name": "Typo", "sumary": "x", "source": "file:///nowhere", "tag": "v1"}"#.utf8)
            .write(to: index.appending(path: "typo.json"))
        await git("init", "-q", in: index)
        await git("add", "-A", in: index)
        await git("commit", "-qm", "index", in: index)
        return index
    }

    /// Every file of the home but the catalogs' clones that mentions the bundle.
    func filesMentioningTheBundle() -> [String] {
        let state = home.appending(path: "state")
        let files = FileManager.default.enumerator(atPath: home.path)?.compactMap { $0 as? String } ?? []
        return files.filter { path in
            guard !path.hasPrefix("state/catalogs") else { return false }
            let url = home.appending(path: path)
            let mentions = FileManager.default.contents(atPath: url.path).map { $0.range(of: Data(Self.identifier.utf8)) != nil } ?? false
            return mentions || (url.path.hasPrefix(state.path) && path.contains(Self.identifier))
        }
    }

    /// Every file, folder and link under `folder`, with its bytes or where it points.
    static func contents(of folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
            let file = folder.appending(path: path)
            if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: file.path) {
                found[path] = Data("-> \(link)".utf8)
            } else {
                found[path] = FileManager.default.contents(atPath: file.path) ?? Data("folder".utf8)
            }
        }
        return found
    }

    @Test func aCatalogWidgetIsFoundInstalledUpdatedRolledBackAndUninstalledWithoutATrace() async throws {
        let repository = try await bundleRepository()
        let index = try await catalogRepository(listing: repository)
        try FileManager.default.createDirectory(at: home.appending(path: "plugins"), withIntermediateDirectories: true)
        try Data(#"{"plugins": ["plugins"]}"#.utf8).write(to: home.appending(path: "runtime.json"))

        let added = await widgets("catalog", "add", "file://\(index.path)")
        #expect(added.status == 0 && added.output.contains("Subscribed to index: 1 widget"), "\(added)")
        #expect(added.error.contains("typo.json") && added.error.contains("did you mean 'summary'"), "the broken manifest is named: \(added.error)")
        let found = await widgets("search", "free", "MEMORY")
        #expect(found.status == 0 && found.output.contains(Self.identifier) && found.output.contains("SystemLoad [small, medium]"), "\(found)")
        #expect(await widgets("search", "weather").output.contains("Nothing in index matches"))

        // Said no: nothing installed.
        let declined = await widgets("install", Self.identifier, answer: "n\n")
        #expect(declined.status != 0 && declined.error.contains("you said no"), "\(declined)")
        #expect(declined.output.contains("nothing beyond its own folder") && declined.output.contains("licence: MIT"), "\(declined.output)")
        #expect(declined.output.contains("SystemLoad \"System Load\" [small, medium]") && declined.output.contains("Load"), "its snapshot is shown: \(declined.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.appending(path: "plugins").path).isEmpty)

        let installed = await widgets("install", Self.identifier, answer: "y\n")
        #expect(installed.status == 0, "\(installed)")
        let listed = await widgets("list")
        #expect(listed.output.contains("installed from file://\(repository.path) at v1.0.0") && listed.output.contains("catalog index"), "\(listed.output)")
        #expect(await widgets("instances", "add", "SystemLoad").status == 0)
        let shown = await widgets("snapshot", "SystemLoad")
        #expect(shown.status == 0 && shown.output.contains("Load"), "\(shown)")
        let ran = await widgets("run", "--for", "2", "--log", "text")
        #expect(ran.output.contains("systemload-1 shows entry 1"), "the next run shows it: \(ran.output)\(ran.error)")

        // 1.1.0 asks for the network: the update asks again.
        try writeBundle(in: repository, version: "1.1.0", entitlements: #"{"network": true}"#)
        await git("commit", "-qam", "1.1.0", in: repository)
        await git("tag", "v1.1.0", in: repository)
        let refused = await widgets("update", answer: "n\n")
        #expect(refused.status != 0 && refused.output.contains("It asks for more than you granted: network"), "\(refused)")
        #expect(await widgets("list").output.contains("Load 1.0.0"))
        let updated = await widgets("update", "--yes")
        #expect(updated.status == 0 && updated.output.contains("v1.1.0 is newer than v1.0.0"), "\(updated)")
        let after = await widgets("list")
        #expect(after.output.contains("System Load 1.1.0") && after.output.contains("granted: network") && after.output.contains("kept for rollback: 1.0.0"), "\(after.output)")
        #expect(await widgets("update").output.contains("is the newest release (v1.1.0)"))

        let rolledBack = await widgets("install", "--rollback", Self.identifier)
        #expect(rolledBack.status == 0 && rolledBack.output.contains("from 1.1.0 to 1.0.0"), "\(rolledBack)")
        #expect(await widgets("list").output.contains("System Load 1.0.0"))
        #expect(await widgets("install", "--rollback", Self.identifier).output.contains("from 1.0.0 to 1.1.0"), "a second rollback undoes the first")

        // 2.0.0 is built for another runtime's ABI: the update passes it over.
        try writeBundle(in: repository, version: "2.0.0")
        let manifest = repository.appending(path: "Info.json")
        try Data(try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: #""abiVersion": 1"#, with: #""abiVersion": 2"#).utf8).write(to: manifest)
        await git("commit", "-qam", "2.0.0", in: repository)
        await git("tag", "v2.0.0", in: repository)
        let passedOver = await widgets("update")
        #expect(passedOver.output.contains("v2.0.0 is built for ABI 2") && passedOver.output.contains("is the newest release (v1.1.0)"), "\(passedOver)")

        // After a runtime upgrade the installed copy is built for another ABI: listed, and rebuilt from its commit.
        let installedManifest = home.appending(path: "plugins/SystemLoad.widgetbundle/Info.json")
        try Data(try String(contentsOf: installedManifest, encoding: .utf8).replacingOccurrences(of: #""abiVersion": 1"#, with: #""abiVersion": 0"#).utf8)
            .write(to: installedManifest)
        let stale = await widgets("list")
        #expect(stale.output.contains("Built for another runtime") && stale.output.contains(Self.identifier), "\(stale.output)")
        let rebuilt = await widgets("install", "--rebuild", "--yes")
        #expect(rebuilt.status == 0 && rebuilt.output.contains("Rebuilding \(Self.identifier) 1.1.0"), "\(rebuilt)")
        let fresh = await widgets("list")
        #expect(fresh.status == 0 && fresh.output.contains("System Load 1.1.0") && !fresh.output.contains("Built for another runtime"), "\(fresh.output)")

        #expect(!filesMentioningTheBundle().isEmpty, "installed, the home's files name it")
        let uninstalled = await widgets("uninstall", Self.identifier, "--yes")
        #expect(uninstalled.status == 0 && uninstalled.output.contains("its widgets systemload-1"), "\(uninstalled)")
        #expect(filesMentioningTheBundle().isEmpty, "left behind: \(filesMentioningTheBundle())")
        #expect(await widgets("uninstall", Self.identifier).error.contains("was not installed with `widgets install`"))
    }

    /// Uninstalled while `widgets run` runs: its widgets leave the runtime's screen at once.
    @Test func anUninstallTakesItsWidgetsOffARunningRuntimesScreen() async throws {
        let source = folder.appending(path: "Load.widgetbundle")
        try writeBundle(in: source, version: "1.0.0")
        #expect(await widgets("install", source.path, "--yes").status == 0)
        #expect(await widgets("instances", "add", "SystemLoad").status == 0)
        let runtime = try RunningRuntime.start(widgets, ["--for", "60", "--log", "json", "--home", home.path], in: folder)
        defer { runtime.stop() }
        let runtimeHome = try RuntimeHome(root: home)
        #expect(try await runtime.ready(runtimeHome), "\(runtime.errorText)")
        let uninstalled = await widgets("uninstall", Self.identifier, "--delete-data")
        #expect(uninstalled.status == 0 && uninstalled.output.contains("systemload-1 (off the running runtime's screen)"), "\(uninstalled)")
        let client = try #require(try await ControlConnection.connect(to: runtimeHome))
        defer { client.close() }
        #expect(try await client.instances().isEmpty)
    }

    /// What the user granted holds: a bundle folder swapped for one asking for more is refused, named.
    @Test func anInstalledBundleSwappedForOneAskingForMoreIsRefused() async throws {
        let source = folder.appending(path: "Load.widgetbundle")
        try writeBundle(in: source, version: "1.0.0")
        #expect(await widgets("install", source.path, "--yes").status == 0)
        let installed = home.appending(path: "plugins/Load.widgetbundle")
        try writeBundle(in: installed, version: "1.0.0", entitlements: #"{"network": true, "urlSchemes": ["evil"]}"#)
        let listed = await widgets("list")
        #expect(listed.status != 0)
        #expect(listed.output.contains("asks for network, URL scheme evil:, which you did not grant when you installed it"), "\(listed.output)")
    }

    /// A folder `widgets install` filled, swapped for another bundle (another identifier, asking for the
    /// network), is refused: no question was asked for that one.
    @Test func anInstalledFolderSwappedForAnotherBundleIsRefused() async throws {
        let source = folder.appending(path: "Load.widgetbundle")
        try writeBundle(in: source, version: "1.0.0")
        #expect(await widgets("install", source.path, "--yes").status == 0)
        let installed = home.appending(path: "plugins/Load.widgetbundle")
        try writeBundle(in: installed, version: "1.0.0", entitlements: #"{"network": true}"#)
        let manifest = installed.appending(path: "Info.json")
        try Data(try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: Self.identifier, with: "org.example.other").utf8).write(to: manifest)
        let listed = await widgets("list")
        #expect(listed.output.contains("holds bundle 'org.example.other', but `widgets install` put '\(Self.identifier)' here"), "\(listed.output)")
        #expect(listed.status != 0, "a bundle refused is a failure of the listing")
    }

    /// An archive installs; a folder of the same name holding another bundle is never replaced.
    @Test func anArchiveInstallsAndAnotherBundlesFolderIsNotReplaced() async throws {
        let bundle = folder.appending(path: "pack/Load.widgetbundle")
        try writeBundle(in: bundle, version: "2.0.0")
        let archive = folder.appending(path: "load.tar.gz")
        let packed = await Fixtures.run(["tar", "-czf", archive.path, "-C", bundle.deletingLastPathComponent().path, "Load.widgetbundle"])
        #expect(packed.status == 0)
        let other = home.appending(path: "plugins/Load.widgetbundle")
        try writeBundle(in: other, version: "1.0.0")
        try Data(try String(contentsOf: other.appending(path: "Info.json"), encoding: .utf8)
            .replacingOccurrences(of: Self.identifier, with: "org.example.mine").utf8).write(to: other.appending(path: "Info.json"))
        let blocked = await widgets("install", archive.path, "--yes")
        #expect(blocked.status != 0 && blocked.error.contains("holds another bundle, 'org.example.mine'"), "\(blocked)")
        try FileManager.default.removeItem(at: other)
        let installed = await widgets("install", archive.path, "--yes")
        #expect(installed.status == 0 && installed.output.contains("Installed System Load 2.0.0"), "\(installed)")
    }

    /// An archive is read before it is unpacked: a sparse file of 1 GB (a few KB packed) and a FIFO are
    /// refused, named, with nothing written; a FIFO in a bundle folder is refused, not waited on.
    @Test func archivesAndFoldersHoldingWhatNoBundleHoldsAreRefusedBeforeAnythingIsWritten() async throws {
        let bundle = folder.appending(path: "pack/Load.widgetbundle")
        try writeBundle(in: bundle, version: "2.0.0")
        let sparse = bundle.appending(path: "Resources/big.bin")
        try FileManager.default.createDirectory(at: sparse.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: sparse.path, contents: nil) && truncate(sparse.path, 1 << 30) == 0)
        let archive = folder.appending(path: "load.tar.gz")
        #expect(await Fixtures.run(["tar", "--sparse", "-czf", archive.path, "-C", bundle.deletingLastPathComponent().path, "Load.widgetbundle"]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: archive.path)[.size] as? Int ?? 0 < 1 << 20)
        let large = await widgets("install", archive.path, "--yes")
        #expect(large.status != 0 && large.error.contains("Load.widgetbundle/Resources/big.bin: makes it larger than the 256 MB a bundle may hold (1024 MB so far)"), "\(large)")

        try FileManager.default.removeItem(at: sparse)
        #expect(mkfifo(bundle.appending(path: "Resources/pipe").path, 0o600) == 0)
        #expect(await Fixtures.run(["tar", "-czf", archive.path, "-C", bundle.deletingLastPathComponent().path, "Load.widgetbundle"]).status == 0)
        let fifo = await widgets("install", archive.path, "--yes")
        #expect(fifo.status != 0 && fifo.error.contains("Load.widgetbundle/Resources/pipe: is a FIFO, not a file or a folder"), "\(fifo)")
        let folderFIFO = await widgets("install", bundle.path, "--yes")
        #expect(folderFIFO.status != 0 && folderFIFO.error.contains("Resources/pipe: is a FIFO, not a file or a folder"), "\(folderFIFO)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: home.appending(path: "plugins").path)) ?? []).isEmpty)
    }

    /// A clone is bounded as it is fetched: a release holding 64 MB of random bytes, against a bound of
    /// 16 MB (`WIDGETS_FETCH_MB`), is stopped, the repository, the bound and how to raise it named;
    /// nothing is installed and the install's scratch is removed. A server that allows it sends only
    /// the files of the release checked out: the same 64 MB in the history of a small release install.
    @Test func aRepositoryLargerThanItsCloneMayBeIsStoppedAsItIsFetched() async throws {
        let repository = try await bundleRepository()
        await git("config", "core.compression", "0", in: repository)
        let large = repository.appending(path: "Resources/large.bin")
        try FileManager.default.createDirectory(at: large.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(await Fixtures.run(["/bin/sh", "-c", "head -c \(64 << 20) /dev/urandom > \"$0\"", large.path]).status == 0)
        await git("add", "-A", in: repository)
        await git("commit", "-qm", "1.1.0", in: repository)
        await git("tag", "v1.1.0", in: repository)
        let bounded = environment.merging(["WIDGETS_FETCH_MB": "16"]) { $1 }
        let address = "file://\(repository.path)"
        let stopped = await Fixtures.run([widgets, "install", address, "--yes"], environment: bounded, in: folder)
        #expect(stopped.status != 0, "\(stopped)")
        #expect(stopped.error.contains("\(address): git clone was stopped: it filled its clone"), "\(stopped.error)")
        #expect(stopped.error.contains("past its quota: more than its 16 MB of disk (WIDGETS_FETCH_MB)"), "\(stopped.error)")
        #expect(stopped.error.contains("WIDGETS_FETCH_MB=32"), "\(stopped.error)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: home.appending(path: "plugins").path)) ?? []).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "tmp").path).isEmpty, "the install's scratch is left")

        try FileManager.default.removeItem(at: large)
        try writeBundle(in: repository, version: "1.2.0")
        await git("add", "-A", in: repository)
        await git("commit", "-qm", "1.2.0", in: repository)
        await git("tag", "v1.2.0", in: repository)
        await git("config", "uploadpack.allowFilter", "true", in: repository)
        let installed = await Fixtures.run([widgets, "install", address, "--yes"], environment: bounded, in: folder)
        #expect(installed.status == 0 && installed.output.contains("Installed System Load 1.2.0"), "\(installed)")
    }

    /// `validate --catalog`: a manifest is checked against the bundle its source builds.
    @Test func aCatalogManifestIsValidatedAgainstItsBundle() async throws {
        let repository = try await bundleRepository()
        let manifest = folder.appending(path: "load.json")
        func write(_ extra: String) throws {
            let text = #"{"id": "\#(Self.identifier)", "name": "Load", "summary": "s", "source": "file://\#(repository.path)", "tag": "v1.0.0"\#(extra)}"#
            try Data(text.utf8).write(to: manifest)
        }
        try write(#", "kinds": [{"kind": "SystemLoad", "families": ["small", "medium"]}]"#)
        let good = await widgets("validate", "--catalog", manifest.path)
        #expect(good.status == 0, "\(good)")
        #expect(good.output.contains("capabilities") && good.output.contains("SystemLoad: listed as the bundle has them"), "\(good.output)")

        try write(#", "capabilities": {"network": true}, "kinds": [{"kind": "SystemLoad", "families": ["large"]}, {"kind": "Weather"}]"#)
        let bad = await widgets("validate", "--catalog", manifest.path)
        #expect(bad.status == 1)
        #expect(bad.output.contains("the manifest lists network, which the bundle does not ask for"), "\(bad.output)")
        #expect(bad.output.contains("SystemLoad does not support large") && bad.output.contains("kind 'Weather' is not the bundle's"), "\(bad.output)")

        try write(#", "licence": "MIT""#)
        try Data(try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "v1.0.0", with: "v9.9.9").utf8).write(to: manifest)
        let missing = await widgets("validate", "--catalog", manifest.path)
        #expect(missing.status == 1 && missing.output.contains("has no tag, branch or commit 'v9.9.9'"), "\(missing.output)")
    }

    /// Each broken catalog manifest is named with its field and fix; the good ones are still found.
    @Test func brokenCatalogManifestsAreNamedAndSkipped() async throws {
        let index = folder.appending(path: "broken")
        try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
        let manifests = [
            "good.json": #"{"id": "org.example.good", "name": "Good", "summary": "s", "source": "https://example.com/good.git", "tag": "v1.0.0"}"#,
            "notag.json": #"{"id": "org.example.notag", "name": "No tag", "summary": "s", "source": "https://example.com/x.git"}"#,
            "local.json": #"{"id": "org.example.local", "name": "Local", "summary": "s", "source": "/home/me/x", "tag": "v1"}"#,
            "option.json": #"{"id": "org.example.option", "name": "Option", "summary": "s", "source": "https://example.com/x.git", "tag": "--upload-pack=touch"}"#,
            "family.json": #"{"id": "org.example.family", "name": "F", "summary": "s", "source": "https://example.com/x.git", "tag": "v1", "kinds": [{"kind": "K", "families": ["huge"]}]}"#,
            "escape.json": #"{"id": "org.example.escape", "name": "E", "summary": "s", "source": "https://example.com/x.git", "tag": "v1", "preview": "../../secret.png"}"#,
            "array.json": "[1, 2]",
        ]
        for (name, text) in manifests { try Data(text.utf8).write(to: index.appending(path: name)) }
        await git("init", "-q", in: index)
        await git("add", "-A", in: index)
        await git("commit", "-qm", "index", in: index)
        let added = await widgets("catalog", "add", "file://\(index.path)", "--name", "mixed")
        #expect(added.status == 0 && added.output.contains("1 widget"), "\(added)")
        for expected in [
            "notag.json: field 'tag' is missing", "local.json: field 'source' '/home/me/x' is not a git address",
            "option.json: field 'tag' '--upload-pack=touch' is not a tag name", "family.json: field 'kinds[0].families' has 'huge'",
            "escape.json: field 'preview' '../../secret.png' is not a file in the catalog", "array.json: is not a JSON object",
        ] {
            #expect(added.error.contains(expected), "\(expected) in \(added.error)")
        }
        #expect(await widgets("search").output.contains("org.example.good"))
        #expect(await widgets("catalog", "add", "file://\(index.path)", "--name", "mixed").error.contains("subscribed already"))
        #expect(await widgets("catalog", "remove", "mixed").status == 0)
        #expect(await widgets("search").error.contains("no catalog is subscribed"))
    }
}

/// Packages from git repositories, built in the fence (`widgets-fence`) in the machine's shared build
/// folder's overlay, as the authoring tests' builds share it.
@Suite(.serialized, .throttled, .needs(.git)) final class FencedBuildTests {
    let widgets: String
    let folder: URL
    let environment: [String: String]
    let sharedBuild: URL

    init() throws {
        widgets = try Fixtures.built("widgets").path
        folder = try TemporaryFolders.make("widgets-fenced-build")
        try FileManager.default.createDirectory(at: folder.appending(path: "tmp"), withIntermediateDirectories: true)
        let cache = try AuthoringTests.buildCache.get()
        sharedBuild = cache.appending(path: "widgets/build")
        environment = [
            "WIDGETS_HOME": folder.appending(path: "home").path, "TMPDIR": folder.appending(path: "tmp").path, "XDG_CACHE_HOME": cache.path,
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
        ]
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func widgets(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run([widgets] + arguments, environment: environment, in: folder)
    }

    /// `repository` committed and tagged v1.0.0.
    func tag(_ repository: URL) async {
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "1.0.0"], ["tag", "v1.0.0"]] {
            let ran = await Fixtures.run(["git"] + arguments, environment: environment, in: repository)
            #expect(ran.status == 0, "git \(arguments): \(ran.error)")
        }
    }

    /// Every file under the shared build folder named `name`.
    func builtFiles(named name: String) -> [String] {
        (FileManager.default.enumerator(atPath: sharedBuild.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix("/" + name) }
    }

    /// The SDK compiled in the shared build folder once, by a package of the user's own (unfenced), as
    /// on a machine where the user has built a widget: a fenced build then reuses it.
    static let sdkBuilt = Task<Bool, Never> {
        guard let folder = try? TemporaryFolders.make("widgets-fenced-warm"), let cache = try? AuthoringTests.buildCache.get(),
            let widgets = try? Fixtures.built("widgets").path
        else { return false }
        let environment = ["XDG_CACHE_HOME": cache.path, "WIDGETS_HOME": folder.appending(path: "home").path]
        guard await Fixtures.run([widgets, "new", "Warm"], environment: environment, in: folder).status == 0 else { return false }
        return await Fixtures.run([widgets, "bundle", "Warm"], environment: environment, in: folder).status == 0
    }

    @Test func aPackageFromAGitRepositoryIsBuiltInItsFenceAndInstalled() async throws {
        #expect(await Self.sdkBuilt.value)
        await #expect(widgets("new", "Cloud").status == 0)
        let package = folder.appending(path: "Cloud")
        await tag(package)
        let installed = await widgets("install", "file://\(package.path)", "--yes")
        #expect(installed.status == 0 && installed.output.contains("Installed Cloud 1.0.0"), "\(installed.output)\(installed.error)")
        let shown = await widgets("snapshot", "Cloud")
        #expect(shown.status == 0 && shown.output.contains("Lisbon"), "\(shown)")
        #expect(!builtFiles(named: "libWarmWidget.so").isEmpty, "the shared build folder is where the user's builds go")
        #expect(builtFiles(named: "libCloudWidget.so").isEmpty, "the fenced build wrote into the shared build folder")
    }

    /// A build past its time is stopped, every process of it, and nothing is installed.
    @Test func aBuildPastItsTimeIsStopped() async throws {
        #expect(await Self.sdkBuilt.value)
        await #expect(widgets("new", "Slow").status == 0)
        let package = folder.appending(path: "Slow")
        await tag(package)
        let started = ContinuousClock.now
        let stopped = await Fixtures.run(
            [widgets, "install", "file://\(package.path)", "--yes"], environment: environment.merging(["WIDGETS_BUILD_SECONDS": "1"]) { $1 }, in: folder)
        #expect(stopped.status != 0 && stopped.error.contains("the build ran past its 1 seconds and was stopped"), "\(stopped)")
        #expect(stopped.output.contains("Building it in a fence") && stopped.output.contains("1 s, 8 GB a process"), "the log says so: \(stopped.output)")
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(Leftovers.holding(folder.path).isEmpty, "no process of the build is left")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "home/plugins").path)) ?? []).isEmpty)
    }

    /// A package from elsewhere that builds in a second: a C target, and the SystemLoad example's
    /// declarative manifest under `identifier` at `version`.
    func quickPackage(at package: URL, identifier: String, version: String) throws {
        try FileManager.default.createDirectory(at: package.appending(path: "Sources/Nothing/include"), withIntermediateDirectories: true)
        try Data(#"// swift-tools-version: 6.0\#nimport PackageDescription\#nlet package = Package(name: "Load", targets: [.target(name: "Nothing")])\#n"#.utf8)
            .write(to: package.appending(path: "Package.swift"))
        try Data("int nothing(void) { return 0; }\n".utf8).write(to: package.appending(path: "Sources/Nothing/nothing.c"))
        try Data("int nothing(void);\n".utf8).write(to: package.appending(path: "Sources/Nothing/include/nothing.h"))
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/SystemLoad/Info.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"org.widgets.systemload\"", with: "\"\(identifier)\"")
            .replacingOccurrences(of: "\"version\": \"1.0.0\"", with: "\"version\": \"\(version)\"")
        try Data(manifest.utf8).write(to: package.appending(path: "Info.json"))
    }

    /// A package whose `.build/widgetbundles` links into the user's plugin folder, under the identifier of
    /// a bundle installed there from elsewhere, answered no: the home is byte for byte as it was (its
    /// bundle is assembled in the install's own scratch, and a new source for an installed identifier
    /// is asked about, not taken as an update).
    @Test func aPackageLinkingItsBundleFolderIntoThePluginsAndAnsweredNoChangesNothing() async throws {
        let home = folder.appending(path: "home")
        try FileManager.default.createDirectory(at: home.appending(path: "plugins"), withIntermediateDirectories: true)
        try Data(#"{"plugins": ["plugins"]}"#.utf8).write(to: home.appending(path: "runtime.json"))
        let mine = folder.appending(path: "mine")
        try quickPackage(at: mine, identifier: "org.example.mine", version: "1.0.0")
        let installed = await widgets("install", mine.path, "--yes")
        #expect(installed.status == 0, "\(installed)")

        let hostile = folder.appending(path: "hostile")
        try quickPackage(at: hostile, identifier: "org.example.mine", version: "1.0.1")
        try FileManager.default.createDirectory(at: hostile.appending(path: ".build"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: hostile.appending(path: ".build/widgetbundles").path, withDestinationPath: home.appending(path: "plugins").path)
        await tag(hostile)
        let before = InstallTests.contents(of: home)
        #expect(before.keys.contains("plugins/SystemLoad.widgetbundle/Info.json"))

        let answer = folder.appending(path: "no")
        try Data("n\n".utf8).write(to: answer)
        let refused = await Fixtures.run(
            ["/bin/sh", "-c", "exec \"$0\" \"$@\" < \(answer.path)", widgets, "install", "file://\(hostile.path)"], environment: environment, in: folder)
        #expect(refused.status != 0 && refused.error.contains("you said no"), "\(refused)")
        #expect(refused.output.contains("It would take the place of org.example.mine 1.0.0, installed from \(mine.path)"), "\(refused.output)")
        #expect(InstallTests.contents(of: home) == before, "the home changed")
    }

    /// A package whose `Resources/` links to a file outside it is refused, the link named, before its
    /// build runs; nothing is installed.
    @Test func aResourceLinkOutOfThePackageIsRefusedNamingIt() async throws {
        let secret = folder.appending(path: "id_rsa")
        try Data("-----BEGIN OPENSSH PRIVATE KEY-----\n".utf8).write(to: secret)
        let package = folder.appending(path: "linking")
        try quickPackage(at: package, identifier: "org.example.linking", version: "1.0.0")
        try FileManager.default.createDirectory(at: package.appending(path: "Resources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: package.appending(path: "Resources/id_rsa").path, withDestinationPath: secret.path)
        await tag(package)
        let refused = await widgets("install", "file://\(package.path)", "--yes")
        #expect(refused.status != 0)
        #expect(refused.error.contains("file://\(package.path) at v1.0.0: Resources/id_rsa: is a link to \(secret.path), outside the package"), "\(refused.error)")
        #expect(!refused.output.contains("Compiling Nothing"), "refused before its build: \(refused.output)")
        let plugins = folder.appending(path: "home/plugins")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []).isEmpty)
    }

    /// The fence bounds the build as a whole, not only each process: a manifest that starts forty
    /// processes at once, past a bound of twenty, stops the build, named; nothing is installed.
    @Test func aBuildRunningTooManyProcessesAtOnceIsStopped() async throws {
        let package = folder.appending(path: "Many")
        try quickPackage(at: package, identifier: "org.example.many", version: "1.0.0")
        let manifest = package.appending(path: "Package.swift")
        // The manifest's own pause is what is tested: it keeps its forty processes running while the fence counts them.
        try Data((try String(contentsOf: manifest, encoding: .utf8) + """
            import Foundation
            let sleepers: [Process] = (0..<40).map { _ in
                let sleeper = Process()
                sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
                sleeper.arguments = ["20"]
                try? sleeper.run()
                return sleeper
            }
            Thread.sleep(forTimeInterval: 2)

            """).utf8).write(to: manifest)
        await tag(package)
        let stopped = await Fixtures.run(
            [widgets, "install", "file://\(package.path)", "--yes"], environment: environment.merging(["WIDGETS_BUILD_PROCESSES": "20"]) { $1 }, in: folder)
        #expect(stopped.status != 0 && stopped.error.contains("the build ran more than 20 processes at once and was stopped"), "\(stopped)")
        #expect(stopped.output.contains("20 processes, 8 GB of memory and 8 GB of disk in all"), "the log says so: \(stopped.output)")
        #expect(Leftovers.holding(folder.path).isEmpty, "no process of the build is left")
        let plugins = folder.appending(path: "home/plugins")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []).isEmpty)
    }

    /// The done-when's hostile package: its build plugin writes to the user's home and opens an internet
    /// socket; both are refused and named, nothing lands outside its build, nothing is installed.
    @Test func aHostilePackagesBuildIsRefusedNamingWhatItTried() async throws {
        #expect(await Self.sdkBuilt.value)
        let package = folder.appending(path: "Hostile")
        try FileManager.default.copyItem(at: Fixtures.repository.appending(path: "Tests/Fixtures/HostilePackage"), to: package)
        await tag(package)
        let home = String(cString: getpwuid(getuid())!.pointee.pw_dir)
        let planted = URL(filePath: home).appending(path: "widgets-hostile-build-was-here")
        defer { try? FileManager.default.removeItem(at: planted) }
        let refused = await widgets("install", "file://\(package.path)", "--yes")
        #expect(refused.status != 0)
        #expect(refused.error.contains("its fence stopped its build"), "\(refused.error)")
        #expect(refused.error.contains("Hostile wrote \(home)/"), "the write to the home is named: \(refused.error)")
        #expect(refused.error.contains("Hostile opened an internet socket"), "the socket is named: \(refused.error)")
        #expect(refused.error.contains("file://\(package.path) at v1.0.0"), "named by its source: \(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: planted.path))
        #expect(builtFiles(named: "libHostileWidget.so").isEmpty)
        let plugins = folder.appending(path: "home/plugins")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []).isEmpty)
    }
}
