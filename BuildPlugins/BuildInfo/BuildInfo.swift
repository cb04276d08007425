import Foundation
import PackagePlugin

/// Gives the `widgets` executable the commit of the checkout it was built from (`buildCommit`), for
/// `widgets --version`: git's short hash, with `+changes` when files git tracks were changed, or
/// `unknown` outside a git checkout. The file is rewritten only when that changes.
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Output")
        let file = output.appending(path: "BuildCommit.swift")
        let script = #"""
            commit=$(git -C "$0" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
            [ -n "$(git -C "$0" status --porcelain --untracked-files=no 2>/dev/null | head -n 1)" ] && commit="$commit+changes"
            line="let buildCommit = \"$commit\""
            mkdir -p "$(dirname "$1")"
            [ "$(cat "$1" 2>/dev/null)" = "$line" ] || printf '%s\n' "$line" > "$1"
            """#
        return [
            .prebuildCommand(
                displayName: "Reading the checkout's commit", executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", script, context.package.directoryURL.path, file.path], outputFilesDirectory: output)
        ]
    }
}
