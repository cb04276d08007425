import Foundation
import Spawning

/// A Swift package from a repository that an Xcode target links (`XCRemoteSwiftPackageReference`),
/// with Xcode's version rule, as the ported `Package.swift` declares it.
public struct RemotePackage: Sendable, Equatable {
    /// Xcode's version rule for a remote package, each of which SwiftPM has.
    public enum Requirement: Sendable, Equatable {
        case upToNextMajor(String)
        case upToNextMinor(String)
        case exact(String)
        case range(String, String)
        case branch(String)
        case revision(String)

        /// The rule of a project file's `requirement = {kind = …; …}`; nil for one Xcode does not write.
        init?(_ fields: [String: Any]) {
            let text = { (key: String) in fields[key] as? String }
            switch fields["kind"] as? String {
            case "upToNextMajorVersion": guard let version = text("minimumVersion") else { return nil }; self = .upToNextMajor(version)
            case "upToNextMinorVersion": guard let version = text("minimumVersion") else { return nil }; self = .upToNextMinor(version)
            case "exactVersion": guard let version = text("version") else { return nil }; self = .exact(version)
            case "versionRange":
                guard let lower = text("minimumVersion"), let upper = text("maximumVersion") else { return nil }
                self = .range(lower, upper)
            case "branch": guard let branch = text("branch") else { return nil }; self = .branch(branch)
            case "revision": guard let revision = text("revision") else { return nil }; self = .revision(revision)
            default: return nil
            }
        }

        /// SwiftPM's arguments after the URL: `from: "1.2.0"`, `.upToNextMinor(from: "1.2.0")`, …
        var manifestArguments: String {
            let literal = PortedPackage.literal
            switch self {
            case .upToNextMajor(let version): return "from: \(literal(version))"
            case .upToNextMinor(let version): return ".upToNextMinor(from: \(literal(version)))"
            case .exact(let version): return "exact: \(literal(version))"
            case .range(let lower, let upper): return "\(literal(lower))..<\(literal(upper))"
            case .branch(let branch): return "branch: \(literal(branch))"
            case .revision(let revision): return "revision: \(literal(revision))"
            }
        }
    }

    public var url: String
    public var requirement: Requirement

    /// The name SwiftPM knows it by (`package:` of a product): the URL's last part, without `.git`.
    public var identity: String {
        let last = url.split(separator: "/").last.map(String.init) ?? url
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }

    /// `.package(url: "…", from: "1.2.0")`.
    var declaration: String { ".package(url: \(PortedPackage.literal(url)), \(requirement.manifestArguments))" }

    /// Why it cannot be fetched from here (`git ls-remote`, as SwiftPM fetches it, with the machine's
    /// git settings: a URL rewritten to a mirror is fetched from there), or nil when it can. A host
    /// that does not answer is given up after `timeout` seconds; git never asks for a password.
    public func unreachable(timeout: Int = 30) -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = "/bin/false"
        let finished: ChildProcess.Finished
        do {
            finished = try ChildProcess.run(
                ["/usr/bin/env", "git", "ls-remote", "--quiet", url, "HEAD"], environment: environment, timeout: .seconds(timeout))
        } catch {
            return "git could not run (\(error.reason))"
        }
        if finished.timedOut { return "no answer from its host in \(timeout) s" }
        guard finished.status != 0 else { return nil }
        let lines = String(decoding: finished.error.prefix(2000), as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.first { $0.hasPrefix("fatal:") }.map { String($0.dropFirst(6)).trimmingCharacters(in: .whitespaces) }
            ?? lines.first ?? "git ls-remote exited with \(finished.status)"
    }
}

extension PortedPackage {
    /// What the widget's packages need: each remote package that cannot be fetched from here (and was
    /// given no checkout), with the products the target uses, and the CocoaPods pods it gets.
    public func packageFindings() -> [PortingCheck.Finding] {
        let project = Self.relative(widget.project.file, to: widget.project.root)
        var findings: [PortingCheck.Finding] = remotePackages.compactMap { package, products in
            guard checkout(of: package) == nil, let reason = package.unreachable() else { return nil }
            return PortingCheck.Finding(
                file: project, line: 0,
                problem: "the remote package \(package.identity) (\(package.url)) cannot be fetched: \(reason); \(widget.target.name) uses its \(products.count == 1 ? "product" : "products") \(products.joined(separator: ", "))",
                fix: "give a checkout of it that builds on Linux with --package \(package.identity)=PATH, or remove those products from the target in Xcode")
        }
        if let (podfile, pods) = CocoaPods.pods(of: widget.target.name, near: widget.project.root), !pods.isEmpty {
            findings.append(PortingCheck.Finding(
                file: Self.relative(podfile, to: widget.project.root), line: 0,
                problem: "\(widget.target.name) links CocoaPods pods (\(pods.joined(separator: ", "))); CocoaPods is not supported here, so they are left out",
                fix: "where a pod is also a Swift package, add that package to the target in Xcode instead and port again (or give its checkout with --package NAME=PATH)"))
        }
        return findings
    }
}
