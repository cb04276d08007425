import Foundation
import WidgetHome

/// The command line as people type it, made into what the parser expects: options every command
/// takes (`--home`, `--plugins`, `--verbose`, `--in-process`) may come before the command, and a
/// mistyped command gets a "did you mean".
enum Arguments {
    /// The global options that take a value, and those that do not.
    static let valued: Set = ["--home", "--plugins", "--locale"]
    static let flags: Set = ["--verbose", "-v", "--in-process"]

    /// `widgets --home X list` as `widgets list --home X`.
    static func normalized(_ arguments: [String], commands: Set<String>) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if valued.contains(argument), index + 1 < arguments.count {
                leading += [argument, arguments[index + 1]]
                index += 2
            } else if valued.contains(name) || flags.contains(argument) {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count, commands.contains(arguments[index]) else { return arguments }
        return [arguments[index]] + leading + Array(arguments[(index + 1)...])
    }

    /// What to say when the first word is no command: the nearest command, if one is near.
    static func unknownCommand(in arguments: [String], commands: Set<String>) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first), first != "help" else { return nil }
        let nearest = commands.map { ($0, first.editDistance(to: $0)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
        let hint = nearest.flatMap { $0.1 <= max(2, first.count / 3) ? " Did you mean '\($0.0)'?" : nil } ?? ""
        return "error: '\(first)' is not a widgets command.\(hint) (`widgets --help` lists them.)"
    }
}
