import Foundation
import Spawning

/// A bundle's or a catalog's git repository, through the `git` program (any transport it speaks,
/// `file://` included). It never asks for a password (a prompt would hang a script) and never runs a
/// hook of the repository's: a clone carries none. A clone takes at most ``fetchLimit`` of disk, its
/// history and checkout together: it is fetched without the files of past commits where the server
/// allows (`--filter=blob:none`), without submodules or Git LFS files, and stopped past the limit.
public enum GitRepository {
    /// The environment git runs in: the caller's, without prompts or Git LFS downloads.
    private static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = "/bin/false"
        environment["GIT_LFS_SKIP_SMUDGE"] = "1"
        environment["LC_ALL"] = "C"
        return environment
    }

    /// The disk a clone may take, in bytes: 256 MB, or `WIDGETS_FETCH_MB` MB.
    public static var fetchLimit: Int {
        (ProcessInfo.processInfo.environment["WIDGETS_FETCH_MB"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 256) << 20
    }

    /// Options that keep a clone to the files of the commit checked out: no submodules, whatever the
    /// user's own configuration says.
    private static let withoutSubmodules = ["-c", "submodule.recurse=false"]

    /// Runs git; its standard output, or an error naming `source` with git's own last line. With
    /// `filling`, git is stopped once that folder (the clone) takes more than ``fetchLimit`` of disk,
    /// counted by its blocks as a worker's quota is.
    @discardableResult
    static func git(
        _ arguments: [String], in folder: URL? = nil, about source: String, filling clone: URL? = nil, timeout: Duration = .seconds(300)
    ) throws(WidgetRuntimeError) -> String {
        let quota = clone.map { FolderQuota(folder: $0, place: "its clone", size: fetchLimit, setting: "WIDGETS_FETCH_MB") }
        var excess: String?
        func within() -> Bool {
            excess = quota?.excess()
            return excess == nil
        }
        let finished: ChildProcess.Finished
        do {
            finished = try ChildProcess.run(
                ["/usr/bin/env", "git"] + withoutSubmodules + arguments, environment: environment, directory: folder?.path, timeout: timeout,
                watch: quota == nil ? nil : within)
        } catch {
            throw WidgetRuntimeError(.installFailed, at: source, "cannot run git: \(error.reason)", fix: "install git (apt install git)")
        }
        // What it wrote by its end counts too, however quickly it wrote it.
        if quota != nil, excess == nil { _ = within() }
        if let excess {
            throw WidgetRuntimeError(
                .installFailed, at: source, "git \(command(arguments)) was stopped: it \(excess)",
                fix: "if you trust it, run the command again with more room for its clone: WIDGETS_FETCH_MB=\(2 * (fetchLimit >> 20)) (MB)")
        }
        guard finished.status == 0, !finished.timedOut else {
            let said = finished.errorText.split(separator: "\n").last(where: { !$0.hasPrefix("hint:") }).map(String.init)
            if finished.status == 127 << 8 || said?.contains("git: No such file") == true {
                throw WidgetRuntimeError(.installFailed, at: source, "git is not installed", fix: "install git (apt install git)")
            }
            throw WidgetRuntimeError(
                .installFailed, at: source,
                "git \(command(arguments)) failed" + (finished.timedOut ? " (no answer in \(timeout))" : "") + (said.map { ": \(TerminalText.sanitized($0))" } ?? ""),
                fix: "check the address and that you can reach it (git ls-remote \(source))")
        }
        return finished.outputText
    }

    /// The git command `arguments` run: `checkout` of `-c name=value checkout …`.
    private static func command(_ arguments: [String]) -> String {
        var rest = arguments[...]
        while rest.first == "-c" { rest = rest.dropFirst(2) }
        return rest.first ?? ""
    }

    /// Whether `text` names a git repository rather than a file here: a URL (`file://`, `https://`,
    /// `ssh://`, `git://`) or scp's `user@host:path`.
    public static func isAddress(_ text: String) -> Bool {
        if let scheme = text.firstRange(of: "://").map({ text[..<$0.lowerBound] }) {
            return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0 == "+" }
        }
        return text.wholeMatch(of: /[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^\/].*/) != nil
    }

    /// Clones `address` into `folder` (which must not exist) and checks out `reference` (a tag, branch
    /// or commit); without one, the newest release tag (``newestRelease(_:)``), else the default branch.
    /// Returns the reference checked out (nil for the default branch) and its commit.
    public static func clone(_ address: String, reference: String?, into folder: URL) throws(WidgetRuntimeError) -> (reference: String?, commit: String) {
        if let reference, reference.hasPrefix("-") || reference.isEmpty {
            throw WidgetRuntimeError(.installFailed, at: address, "'\(TerminalText.sanitized(reference))' is not a tag, branch or commit", fix: "name a tag such as v1.0.0")
        }
        try git(["clone", "--quiet", "--no-checkout"] + clonedLightly + ["--", address, folder.path], about: address, filling: folder)
        let chosen: String?
        if let reference { chosen = reference } else { chosen = newestRelease(try tags(in: folder, about: address)) }
        if let chosen {
            guard (try? git(["rev-parse", "--verify", "--quiet", "\(chosen)^{commit}"], in: folder, about: address)) != nil else {
                let releases = (try? tags(in: folder, about: address)) ?? []
                throw WidgetRuntimeError(
                    .installFailed, at: address, "has no tag, branch or commit '\(TerminalText.sanitized(chosen))'",
                    fix: releases.isEmpty ? "leave the reference out to install its default branch" : "its tags: \(releases.suffix(10).joined(separator: ", "))")
            }
        }
        try git(["-c", "advice.detachedHead=false", "checkout", "--quiet", chosen ?? "HEAD", "--"], in: folder, about: address, filling: folder)
        let commit = try git(["rev-parse", "HEAD"], in: folder, about: address).trimmingCharacters(in: .whitespacesAndNewlines)
        return (chosen, commit)
    }

    /// The `abiVersion` its top folder's Info.json declares at each of `tags`, cloned without a checkout
    /// into `folder` (a package and a bundle both keep Info.json at the top); nil for a tag without one.
    public static func declaredABIs(of address: String, at tags: [String], cloningInto folder: URL) throws(WidgetRuntimeError) -> [String: Int?] {
        try git(["clone", "--quiet", "--no-checkout"] + clonedLightly + ["--", address, folder.path], about: address, filling: folder)
        var versions: [String: Int?] = [:]
        for tag in tags where !tag.hasPrefix("-") {
            let text = try? git(["show", "\(tag):Info.json"], in: folder, about: address, filling: folder)
            versions[tag] = text.flatMap { BundleManifest.declaredABI(in: Data($0.utf8)) }
        }
        return versions
    }

    /// A clone's options: no submodules, and the files of a commit fetched only when it is checked out
    /// (a server that does not allow it sends them all, counted against ``fetchLimit``).
    static let clonedLightly = ["--no-recurse-submodules", "--filter=blob:none"]

    /// The tags of a repository cloned in `folder`.
    static func tags(in folder: URL, about address: String) throws(WidgetRuntimeError) -> [String] {
        try git(["tag", "--list"], in: folder, about: address).split(separator: "\n").map(String.init)
    }

    /// The tags of a repository not cloned here.
    public static func remoteTags(of address: String) throws(WidgetRuntimeError) -> [String] {
        try git(["ls-remote", "--tags", "--refs", "--", address], about: address).split(separator: "\n").compactMap { line in
            line.split(separator: "\t").last.flatMap { $0.hasPrefix("refs/tags/") ? String($0.dropFirst("refs/tags/".count)) : nil }
        }
    }

    /// Brings a clone up to its remote's default branch, whatever was pushed over it.
    public static func refresh(_ folder: URL, about address: String) throws(WidgetRuntimeError) {
        try git(["fetch", "--quiet", "--no-recurse-submodules", "origin", "HEAD"], in: folder, about: address, filling: folder)
        try git(["reset", "--quiet", "--hard", "FETCH_HEAD"], in: folder, about: address, filling: folder)
    }

    /// The address a clone came from.
    public static func origin(of folder: URL) -> String? {
        (try? git(["config", "--get", "remote.origin.url"], in: folder, about: folder.path))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The highest release among `tags`: SemVer (`1.2.0` or `v1.2.0`), pre-releases only when there is
    /// nothing else.
    public static func newestRelease(_ tags: [String]) -> String? {
        let versions = tags.compactMap { tag in SemanticVersion(tag).map { (tag, $0) } }
        let releases = versions.filter { $0.1.preRelease.isEmpty }
        return (releases.isEmpty ? versions : releases).max { $0.1 < $1.1 }?.0
    }
}
