import Foundation

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
        let nearest = commands.map { ($0, distance(first, $0)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
        let hint = nearest.flatMap { $0.1 <= max(2, first.count / 3) ? " Did you mean '\($0.0)'?" : nil } ?? ""
        return "error: '\(first)' is not a widgets command.\(hint) (`widgets --help` lists them.)"
    }

    /// Edit distance: insertions, deletions, substitutions, and swaps of neighbours.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }
}
