import ArgumentParser
import Foundation
import WidgetPorting
import WidgetRuntime

struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Port a widget from its Xcode project, or say what in iOS widget code needs an edit.",
        discussion: """
            PATH is an Xcode project (a .xcodeproj, a .xcworkspace, or a folder holding one), a package, or a \
            folder of widget sources. From a project, each widget extension target (or the one --target names) \
            is read: the Swift files it compiles (the app's own files among them, Xcode 16's synchronized \
            folders too), its Info.plist, entitlements (app groups), asset catalogs, translations and local \
            packages (remote packages are in the written Package.swift, by URL and version rule, or by a \
            checkout that --package gives; one that cannot be fetched is named; CocoaPods are named, not built); \
            with --out DIR, `DIR/TARGET` is written: a package that compiles those files where they \
            are, its Info.json and Resources/. Then `widgets bundle DIR/TARGET --install`. \
            In every case the Swift files are read (nothing is built) and each thing that will not build or \
            work here is named with its file and line and the smallest edit. Exits 1 when something needs an edit.
            """)

    @Argument(help: ArgumentHelp("An Xcode project, a folder holding one, a package, or a folder of widget sources.", valueName: "path"))
    var path: String = "."

    @Option(help: ArgumentHelp("The widget extension target to port (default: every one).", valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("Write a package for each widget extension into this folder.", valueName: "dir"))
    var out: String?

    @Option(name: .customLong("package"), help: ArgumentHelp("Use a local checkout of a remote package the project links (its name as in its URL; repeatable).", valueName: "name=path"))
    var packages: [String] = []

    func run() throws {
        // The app's local packages' manifests are code someone else wrote: read in the build fence.
        try ManifestReading.$fence.withValue({ command, package, scratch in
            let fence = try BuildFence(folder: scratch.appending(path: "fence"), package: package)
            return ManifestReading.FencedCommand(command: fence.manifestCommand(command), environment: fence.environment, refusals: fence.refusals)
        }) { try portOrCheck() }
    }

    private func portOrCheck() throws {
        let folder = URL(filePath: path, relativeTo: URL.currentDirectory()).standardizedFileURL
        let projects = try Self.reading { try XcodeProject.projects(at: folder) }
        if !projects.isEmpty {
            // One project that cannot be read (a dependency manager's, say) does not stop the others.
            var read: [XcodeProject] = []
            var failure: Error?
            for file in projects {
                do {
                    read.append(try Self.reading { try XcodeProject(contentsOf: file) })
                } catch {
                    failure = failure ?? error
                    print("\(TerminalText.sanitized(file.lastPathComponent)): skipped, \(TerminalText.sanitized("\(error)"))")
                }
            }
            if read.isEmpty, let failure { throw failure }
            return try port(read)
        }
        if out != nil {
            // No project: the folder's sources are the widget extension's.
            guard !FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: folder.path, "is a package already; --out ports an Xcode project or a folder of widget sources",
                    fix: "build it with `widgets bundle \(folder.path)`, or run `widgets port \(folder.path)` without --out to check it")
            }
            return try port([XcodeProject(folderOfSources: folder)])
        }
        guard target == nil else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: folder.path, "holds no Xcode project (.xcodeproj or .xcworkspace) to pick a --target of",
                fix: "give the folder of the iOS app's Xcode project")
        }
        let findings = try Self.reading { try PortingCheck(package: folder).findings() }
        guard !findings.isEmpty else {
            print("Nothing to change: \(TerminalText.sanitized(folder.path)) should build against Packages/WidgetKit as it is.")
            return
        }
        try Self.report(findings)
    }

    /// Ports each widget extension of the projects.
    private func port(_ projects: [XcodeProject]) throws {
        var widgets: [WidgetExtension] = []
        var others: [String] = []
        for project in projects {
            let found = WidgetExtension.all(in: project)
            widgets += found
            others += project.targets.filter { target in !found.contains { $0.target.name == target.name } }
                .map { "\($0.name) (\(Self.kind(of: $0.productType)))" }
        }
        // A watchOS or visionOS widget beside an iOS one is the same widget for another device.
        if target == nil, widgets.contains(where: { $0.platform == "iphoneos" }) {
            for widget in widgets where widget.platform != "iphoneos" {
                print("\(widget.project.file.lastPathComponent): \(TerminalText.sanitized(widget.target.name)) is the \(widget.platform) widget; the iOS one is ported (--target names it to port it)")
            }
            widgets = widgets.filter { $0.platform == "iphoneos" }
        }
        let all = widgets
        if let target {
            widgets = all.filter { $0.target.name == target }
            guard !widgets.isEmpty else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: path, "has no widget extension target named '\(TerminalText.sanitized(target))'",
                    fix: "name one of its widget extensions with --target (\(all.map(\.target.name).joined(separator: ", "))), or leave --target out")
            }
        }
        guard !widgets.isEmpty else {
            let names = projects.map(\.file.lastPathComponent).joined(separator: ", ")
            throw WidgetRuntimeError(
                .configurationInvalid, at: path,
                "\(names) \(projects.count == 1 ? "has" : "have") no widget extension target (an app extension whose Info.plist names com.apple.widgetkit-extension); its targets: \(others.isEmpty ? "none" : others.joined(separator: ", "))",
                fix: "port the project that holds the widget extension, or add one in Xcode (File › New › Target › Widget Extension)")
        }
        let widgetKit = try SDKLocation.find(explicit: nil).deletingLastPathComponent().appending(path: "WidgetKit")
        let output = out.map { URL(filePath: $0, relativeTo: URL.currentDirectory()).standardizedFileURL }
        let checkouts = try Self.checkouts(packages, linked: widgets.flatMap { PortedPackage(widget: $0, widgetKit: widgetKit).remotePackages.map(\.package.identity) })
        var findings: [PortingCheck.Finding] = []
        var written: [URL] = []
        let names = Self.packageNames(widgets)
        for (widget, name) in zip(widgets, names) {
            let shared = widget.target.sources.filter { !$0.path.hasPrefix(widget.project.root.path + "/") || Self.isAppFile($0, of: widget) }.count
            print("\(widget.project.file.lastPathComponent): widget extension \(TerminalText.sanitized(widget.target.name)), \(widget.target.sources.count) Swift file\(widget.target.sources.count == 1 ? "" : "s")\(shared > 0 ? " (\(shared) of the app's)" : "")")
            var modules = Set(widget.target.packageProducts.map(\.name) + widget.linkedModules)
            let ported = PortedPackage(widget: widget, widgetKit: widgetKit, name: name, checkouts: checkouts)
            let leftOut = ported.leftOutWidgets
            if let output {
                let (package, notes, packageModules) = try Self.reading { try ported.write(into: output) }
                modules.formUnion(packageModules)
                written.append(package)
                print("  wrote \(TerminalText.sanitized(package.path))")
                for note in notes { print("  \(TerminalText.sanitized(note.text))") }
            } else {
                modules.formUnion(ported.localModules())
                for note in ported.leftOutNotes(leftOut) { print("  \(TerminalText.sanitized(note.text))") }
            }
            // A file left out is not built: what it would need is said in the notes, not asked for.
            let built = widget.target.sources.filter { file in !leftOut.files.contains { $0.file == file } }
            findings += PortingCheck.findings(inSources: built, relativeTo: widget.project.root, modules: modules)
                .filter { finding in !findings.contains(finding) }
            // Its remote packages that cannot be fetched, and its CocoaPods.
            findings += ported.packageFindings().filter { finding in !findings.contains(finding) }

        }
        if !written.isEmpty {
            print("Then: " + written.map { "widgets bundle \(TerminalText.sanitized($0.path)) --install" }.joined(separator: "; "))
        } else {
            print("Add --out DIR to write a package for \(widgets.count == 1 ? "it" : "each").")
        }
        guard !findings.isEmpty else { return }
        try Self.report(findings)
    }

    /// The checkouts `--package NAME=PATH` gives, by name; each must name a remote package a widget
    /// target links and a folder holding a package.
    static func checkouts(_ options: [String], linked: [String]) throws -> [String: URL] {
        var checkouts: [String: URL] = [:]
        for option in options {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw WidgetRuntimeError(.configurationInvalid, at: "--package \(TerminalText.sanitized(option))", "is not NAME=PATH", fix: "give the package's name as in its URL and its checkout's folder: --package swift-collections=../swift-collections")
            }
            guard linked.contains(where: { $0.lowercased() == parts[0].lowercased() }) else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: "--package \(TerminalText.sanitized(option))", "names no remote package the widget targets link",
                    fix: linked.isEmpty ? "leave --package out: the widget targets link no remote package" : "name one of \(linked.joined(separator: ", "))")
            }
            let folder = URL(filePath: parts[1], relativeTo: URL.currentDirectory()).standardizedFileURL
            guard FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) else {
                throw WidgetRuntimeError(.configurationInvalid, at: "--package \(TerminalText.sanitized(option))", "\(TerminalText.sanitized(folder.path)) holds no Package.swift", fix: "give the folder of a checkout of the package (the one holding its Package.swift)")
            }
            checkouts[parts[0]] = folder
        }
        return checkouts
    }

    /// A package name for each widget: its target's, with its project's folder before it where two
    /// projects have targets of one name, and a number after it if that is not enough.
    static func packageNames(_ widgets: [WidgetExtension]) -> [String] {
        let letters = { (text: String) in text.filter { $0.isLetter || $0.isNumber } }
        let plain = widgets.map { letters($0.target.name) }
        var names = widgets.enumerated().map { index, widget in
            plain.filter { $0 == plain[index] }.count > 1
                ? letters(widget.project.file.deletingLastPathComponent().lastPathComponent) + plain[index] : plain[index]
        }
        for index in names.indices where names[..<index].contains(names[index]) { names[index] += String(index + 1) }
        return names
    }

    /// Whether a file of the target lies outside the extension's own folder (the app's, shared).
    private static func isAppFile(_ file: URL, of widget: WidgetExtension) -> Bool {
        guard let plist = widget.infoPlist else { return false }
        return !file.path.hasPrefix(plist.deletingLastPathComponent().path + "/")
    }

    private static func report(_ findings: [PortingCheck.Finding]) throws {
        for finding in findings {
            print("\(TerminalText.sanitized(finding.file))\(finding.line > 0 ? ":\(finding.line)" : ""): \(TerminalText.sanitized(finding.problem))")
            print("  fix: \(TerminalText.sanitized(finding.fix))")
        }
        let files = Set(findings.map(\.file)).count
        print("\(findings.count) thing\(findings.count == 1 ? "" : "s") to change in \(files) file\(files == 1 ? "" : "s").")
        throw ExitCode(1)
    }

    /// Xcode's product type in words.
    private static func kind(of productType: String) -> String {
        switch productType {
        case "com.apple.product-type.application": "app"
        case "com.apple.product-type.app-extension": "app extension, not a widget"
        case "com.apple.product-type.bundle.unit-test": "unit tests"
        case "com.apple.product-type.bundle.ui-testing": "UI tests"
        case "com.apple.product-type.framework": "framework"
        default: productType.split(separator: ".").last.map(String.init) ?? "target"
        }
    }

    /// Runs a reading step, making its error the CLI's.
    private static func reading<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PortingError {
            throw WidgetRuntimeError(.configurationInvalid, at: "widgets port", error.problem, fix: error.fix ?? "check the project")
        }
    }
}
