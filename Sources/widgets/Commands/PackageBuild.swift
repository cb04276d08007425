import ArgumentParser
import Foundation
import NIOCore
import NIOPosix
import Spawning
import WidgetRuntime

/// Builds a widget package with SwiftPM and assembles its bundle.
struct PackageBuild {
    /// One build folder for every widget package on the machine (`$XDG_CACHE_HOME/widgets/build`, else
    /// `$HOME/.cache/widgets/build`): the SDK, which every package compiles the same way, is compiled once,
    /// and a new package builds only its own code.
    static var sharedBuild: URL { sharedBuild(environment: ProcessInfo.processInfo.environment) }

    /// The shared build folder for this environment; the account's home only when `HOME` is unset.
    static func sharedBuild(environment: [String: String]) -> URL {
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0).appending(path: ".cache") }
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache")
        return cache.appending(path: "widgets/build")
    }

    let package: URL
    var release = false
    /// Whether `swift build` prints its progress (off when rebuilding for --watch, which logs instead).
    var quiet = false
    /// The fence a package someone else wrote is built in; nil for the user's own.
    var fence: BuildFence?

    /// Builds the package and returns the assembled bundle folder, made in `bundles` (the package's
    /// `.build/widgetbundles` when nil). A fenced build's bundle takes the manifest and resources as they
    /// were before its build ran, and only its library from the build.
    func bundle(in bundles: URL? = nil) async throws -> URL {
        for file in ["Package.swift", "Info.json"] where !FileManager.default.fileExists(atPath: package.appending(path: file).path) {
            throw WidgetRuntimeError(
                .manifestMissing, at: package.path, "has no \(file)",
                fix: file == "Info.json" ? "add the bundle's Info.json (see `widgets new`)" : "run this in a widget package (`widgets new NAME` makes one)")
        }
        let (manifest, _) = try BundleManifest.load(fromBundleAt: package)
        let folder = try BundleInstaller.assemble(
            manifest: package.appending(path: "Info.json"), resources: package.appending(path: "Resources"),
            named: manifest.name.filter { $0.isLetter || $0.isNumber }, in: bundles ?? package.appending(path: ".build/widgetbundles"),
            inside: sourceFolders)
        try fence?.pointAtLocalSDK()
        try await inSharedBuild { try await build(manifest, into: folder) }
        return folder
    }

    /// The folders a bundle's files may come from: the package, and for a package `widgets port` wrote,
    /// the project and local packages its `Project` and `Packages/` links name. A package from
    /// elsewhere (built in the fence) gives only its own folder.
    var sourceFolders: [URL] {
        guard fence == nil else { return [package] }
        let links = ["Project"] + ((try? FileManager.default.contentsOfDirectory(atPath: package.appending(path: "Packages").path)) ?? []).map { "Packages/\($0)" }
        return [package] + links.map { package.appending(path: $0) }.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0.path)) != nil }
    }

    /// Runs `body` holding the shared build folder (one package at a time, whatever runs `widgets`).
    /// SwiftPM keeps one build plan in a build folder and reuses it without noticing it was made for
    /// another package, so the plan is dropped when the package changes; the compiled SDK stays.
    private func inSharedBuild<T>(_ body: () async throws -> T) async throws -> T {
        let folder = Self.sharedBuild
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lock = open(folder.appending(path: "widgets.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        // Another build holds it: look again until it is done, without holding a thread.
        while lock >= 0, flock(lock, LOCK_EX | LOCK_NB) != 0, errno == EWOULDBLOCK || errno == EINTR {
            try await Task.sleep(for: .milliseconds(100))
        }
        defer { if lock >= 0 { close(lock) } }
        let marker = folder.appending(path: "widgets-package")
        // A fenced build drops the plan in its own view of the folder (the fence's overlay), never here.
        if fence == nil, (try? String(contentsOf: marker, encoding: .utf8)) != package.path {
            for plan in SharedBuildFolder.plans { try? FileManager.default.removeItem(at: folder.appending(path: plan)) }
            try? Data(package.path.utf8).write(to: marker)
        }
        Self.dropStaleCombine(in: folder)
        if fence == nil, let sdk = try? SDKLocation.find(explicit: nil) { SharedBuildFolder.dropCodeBuiltAgainstAnotherSDK(in: folder, sdk: sdk) }
        return try await body()
    }

    /// OpenCombine gives Dispatch and Foundation Combine's names (`DispatchQueue` as a scheduler,
    /// `URLSession.dataTaskPublisher`) only when, as it compiles, it finds no module named Combine;
    /// WidgetKit's Combine, built after it, is one. In a folder shared by many packages, a Combine
    /// module built before OpenCombine was (an earlier WidgetKit's) would hide those names: both are
    /// removed, and built again in order.
    static func dropStaleCombine(in folder: URL) {
        for configuration in ["debug", "release"] {
            let modules = folder.appending(path: "\(configuration)/Modules")
            let combine = modules.appending(path: "Combine.swiftmodule")
            guard let built = modificationDate(combine) else { continue }
            let openCombine = ["OpenCombineDispatch", "OpenCombineFoundation"].map { modules.appending(path: "\($0).swiftmodule") }
            guard openCombine.contains(where: { modificationDate($0).map { $0 > built } ?? true }) else { continue }
            for module in [combine] + openCombine { try? FileManager.default.removeItem(at: module) }
        }
    }

    private static func modificationDate(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }

    /// Builds the package in the shared folder and adds its library to the bundle `folder`.
    private func build(_ manifest: BundleManifest, into folder: URL) async throws {
        var arguments = ["build", "--package-path", package.path, "--scratch-path", Self.sharedBuild.path]
        if release { arguments += ["-c", "release"] }
        var build = await run(arguments)
        if Self.packageManagerCrashed(build.output) {
            // SwiftPM itself (not the compiler, not the package) now and then crashes in libdispatch; once more.
            if !quiet { print("swift build crashed (SwiftPM, not the package); building again.") }
            build = await run(arguments)
        }
        if let refused = fence?.refusals(), !refused.isEmpty {
            throw WidgetRuntimeError(
                .installFailed, at: package.path,
                "its fence stopped its build, so it is not installed:\n" + refused.map { "  " + $0 }.joined(separator: "\n"),
                fix: "a package's build plugins, macros and Package.swift may write only to its build folders, reach no network, "
                    + "and take \(BuildFence.seconds) s (WIDGETS_BUILD_SECONDS) and \(BuildFence.processes) processes (WIDGETS_BUILD_PROCESSES) in all; tell its author")
        }
        guard build.status == 0 else {
            // The compiler's own lines (`file:line:column: error: …`), not the indented drawing under them.
            let errors = build.output.split(separator: "\n").filter { $0.contains("error:") && !$0.hasPrefix(" ") }.prefix(5)
            throw WidgetRuntimeError(
                .pluginFailed, at: package.path, "swift build failed" + (errors.isEmpty ? "" : ":\n" + errors.joined(separator: "\n")),
                fix: Self.remotePackageFailure(in: build.output, manifest: (try? String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)) ?? "")
                    ?? Self.missingModule(in: build.output).map(Self.fix(forMissing:))
                    ?? (quiet ? "fix the errors and save again" : "fix the errors above and run it again"))
        }
        var products = await productsFolder(arguments)
        if let fence { products = fence.written(products, sharedBuild: Self.sharedBuild) }
        guard let name = manifest.library else { return }
        let library = products.appending(path: name)
        guard FileManager.default.fileExists(atPath: library.path) else {
            throw WidgetRuntimeError(
                .libraryNotFound, at: package.appending(path: "Info.json").path,
                "field 'library' names '\(name)', which the build did not make in \(products.path)",
                fix: "name the package's dynamic library product's file, lib<Product>.so")
        }
        try BundleInstaller.addLibrary(library, to: folder, inside: products)
    }

    /// Where SwiftPM put the products: the folder its link in the build folder names (`debug` →
    /// `x86_64-unknown-linux-gnu/debug`), asked of SwiftPM (a second start of it) only where there is
    /// no link yet.
    private func productsFolder(_ arguments: [String]) async -> URL {
        let link = Self.sharedBuild.appending(path: release ? "release" : "debug").path
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link) {
            return target.hasPrefix("/") ? URL(filePath: target) : Self.sharedBuild.appending(path: target)
        }
        let binPath = await run(arguments + ["--show-bin-path"], capture: true)
        return URL(filePath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether SwiftPM's own process crashed (its backtrace names the `swift-build` thread), rather
    /// than the build failing.
    static func packageManagerCrashed(_ output: String) -> Bool {
        output.contains("*** Program crashed:") && output.contains(#"Thread 0 "swift-build""#)
    }

    /// What to do when the build stopped at a remote package of the manifest (one `widgets port` wrote
    /// from an Xcode project's packages): one SwiftPM could not fetch, or the one whose
    /// checkout (or local checkout, `.package(path:)`) an error is in; named with the products the
    /// manifest takes from it. Nil when the build stopped elsewhere.
    static func remotePackageFailure(in output: String, manifest: String) -> String? {
        var packages: [(identity: String, url: String?, folder: String?)] = manifest.matches(of: /\.package\(url: "([^"]+)"/).map { match in
            let last = match.output.1.split(separator: "/").last.map(String.init) ?? String(match.output.1)
            return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last, String(match.output.1), nil)
        }
        packages += manifest.matches(of: /\.package\(path: "([^"]+)"\)/).map { match in
            (URL(filePath: String(match.output.1)).lastPathComponent, nil, String(match.output.1))
        }
        let lines = output.split(separator: "\n")
        let errors = lines.filter { $0.contains("error:") }
        // SwiftPM fetches packages at once: the one it never said it fetched, or whose clone an error names.
        let fetching = Set(lines.compactMap { $0.firstMatch(of: /^Fetching (\S+)/).map { String($0.1) } })
        let failed = packages.first { package in
            guard let url = package.url, fetching.contains(url) else { return false }
            return !lines.contains { $0.hasPrefix("Fetched \(url) ") } || errors.contains { $0.contains("/repositories/\(package.identity)-") }
        }
        let broken = packages.first { package in
            errors.contains { line in
                line.contains("/checkouts/\(package.identity)/") || package.folder.map { line.hasPrefix($0 + "/") } == true
            }
        }
        guard let (identity, _, _) = failed ?? broken else { return nil }
        let products = manifest.matches(of: /\.product\(name: "([^"]+)", package: "([^"]+)"\)/)
            .filter { $0.output.2.lowercased() == identity.lowercased() }.map { String($0.output.1) }
        let uses = products.isEmpty ? "" : "; the widget uses its \(products.count == 1 ? "product" : "products") \(products.joined(separator: ", "))"
        return "the package \(identity) \(failed != nil ? "cannot be fetched from here" : "does not build here")\(uses): port again with a checkout of it "
            + "that builds on Linux (`widgets port PROJECT --out DIR --package \(identity)=PATH`), or remove those products from the target in Xcode"
    }

    /// The first module the compiler could not find (`error: no such module 'WidgetKit'`).
    static func missingModule(in output: String) -> String? {
        output.firstMatch(of: /error: no such module '([A-Za-z0-9_]+)'/).map { String($0.1) }
    }

    /// What to do about a module the build could not find: Apple's names come with the WidgetKit
    /// package; frameworks Linux does not have, `widgets port` explains.
    static func fix(forMissing module: String) -> String {
        let kit = [
            "WidgetKit", "SwiftUI", "AppIntents", "UIKit", "Intents", "Combine", "ActivityKit", "CoreLocation",
            // Apple's other frameworks: stand-ins, each a product of its own.
            "CryptoKit", "Security", "Network", "UniformTypeIdentifiers", "UserNotifications", "MapKit", "AVFoundation",
            "AuthenticationServices", "StoreKit", "EventKit", "WeatherKit", "SafariServices", "WebKit", "TipKit", "WatchConnectivity",
        ]
        guard kit.contains(module) else {
            return "'\(module)' is not on Linux: `widgets port .` says what to use instead"
        }
        let package = (try? SDKLocation.find(explicit: nil))?.deletingLastPathComponent().appending(path: "WidgetKit").path
            ?? "PATH/TO/widgets/Packages/WidgetKit"
        return """
            add the WidgetKit package, which has Apple's module names: in Package.swift, \
            .package(path: "\(package)") in dependencies and .product(name: "\(module)", package: "WidgetKit") \
            in the target's (or import WidgetSDK instead; `widgets new NAME --kit` makes such a package)
            """
    }

    /// Runs `swift` with these arguments and returns its output (each diagnostic once:
    /// ``BuildOutputFilter``), which is shown as it comes unless captured or quiet. Its output is read
    /// on NIO's event loops and its end awaited: no thread waits.
    private func run(_ arguments: [String], capture: Bool = false) async -> (status: Int32, output: String) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (127, "cannot make a pipe: \(String(cString: strerror(errno)))") }
        let swift: ChildProcess
        do {
            let pipe = ChildProcess.Stream.descriptor(ends[1])
            let command = fence?.command(arguments, sharedBuild: Self.sharedBuild, drops: SharedBuildFolder.plans.map { Self.sharedBuild.appending(path: $0) })
            swift = try ChildProcess.start(
                command ?? ["/usr/bin/env", "swift"] + arguments, environment: fence?.environment,
                output: pipe, error: quiet || !capture ? pipe : .inherited)
        } catch {
            ends.forEach { close($0) }
            return (127, error.description)
        }
        close(ends[1])
        let shown = !capture && !quiet
        var output = ""
        var filter = BuildOutputFilter()
        let reading = try? await NIOPipeBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .takingOwnershipOfDescriptor(input: ends[0]) { channel in
                channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, Never>(wrappingChannelSynchronously: channel) }
            }
        try? await reading?.executeThenClose { chunks, _ in
            for try await chunk in chunks {
                let lines = filter.feed(chunk.readableBytesView)
                output += lines
                if shown, !lines.isEmpty { FileHandle.standardOutput.write(Data(lines.utf8)) }
            }
        }
        if reading == nil { close(ends[0]) }
        let rest = filter.finish()
        output += rest
        if shown, !rest.isEmpty { FileHandle.standardOutput.write(Data(rest.utf8)) }
        return (await swift.exit(), output)
    }
}
