import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct DefaultsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "defaults",
        abstract: "Read and write the defaults suites bundles and apps share.",
        discussion: """
            A suite is a bundle's own (named by its identifier) or an app group's (group.…). The values \
            live in the runtime home's database, which the runtime, apps and this command share.
            """,
        subcommands: [Read.self, Write.self, Delete.self, List.self, Import.self])

    /// The suite argument and the home, shared by the subcommands.
    struct Suite: ParsableArguments {
        @Option(help: ArgumentHelp("The runtime home (runtime.json, state).", valueName: "path"))
        var home: String?

        func store() throws -> DefaultsStore {
            let home = try RuntimeHome.locate(explicit: home)
            return try DefaultsStore(
                file: home.defaultsDatabase, durability: home.configuration.defaultsDurability,
                valueLimit: home.configuration.defaultsValueLimit)
        }
    }

    struct Read: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a suite's values, or one value.")

        @OptionGroup var options: Suite
        @Argument(help: "The suite, e.g. group.example.counter.") var suite: String
        @Argument(help: "A key; all keys when left out.") var key: String?
        @Flag(help: "Print typed JSON.") var json = false

        func run() throws {
            try SuiteNames.validate(suite)
            let store = try options.store()
            if let key {
                guard let value = try store.value(forKey: key, in: suite) else {
                    throw WidgetRuntimeError(.unknownKey, at: "suite '\(suite)'", "has no key '\(key)'",
                                             fix: "see its keys with `widgets defaults read \(suite)`")
                }
                print(json ? value.json.prettyPrinted : TerminalText.sanitized(Self.describe(value)))
                return
            }
            let values = try store.values(in: suite)
            if json {
                print(PropertyListValue.dictionary(values).json.prettyPrinted)
            } else if values.isEmpty {
                print("Suite '\(suite)' is empty.")
            } else {
                for (key, value) in values { print(TerminalText.sanitized("\(key) = \(Self.describe(value))")) }
            }
        }

        /// A value for people: its text and its type.
        static func describe(_ value: PropertyListValue) -> String {
            switch value {
            case .bool(let value): "\(value) (bool)"
            case .int(let value): "\(value) (int)"
            case .double(let value): "\(value) (double)"
            case .string(let value): "\(JSON.string(value).serialized) (string)"
            case .data(let value): "\(value.base64EncodedString()) (data, \(value.count) bytes)"
            case .date(let value): "\(value.formatted(.iso8601)) (date)"
            case .array, .dictionary: value.json.serialized
            }
        }
    }

    struct Write: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Store a value.")

        @OptionGroup var options: Suite
        @Argument(help: "The suite, e.g. group.example.counter.") var suite: String
        @Argument var key: String
        @Argument var value: String
        @Option(help: "How to read VALUE: int, bool, double, string, date (ISO 8601 or seconds since 1970), data (base64) or json.")
        var type: ValueType = .string

        func run() throws {
            try SuiteNames.validate(suite)
            try options.store().set(try type.parse(value, key: key), forKey: key, in: suite)
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a key.")

        @OptionGroup var options: Suite
        @Argument var suite: String
        @Argument var key: String

        func run() throws {
            try SuiteNames.validate(suite)
            try options.store().set(nil, forKey: key, in: suite)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the suites, with their number of keys and size.")

        @OptionGroup var options: Suite

        func run() throws {
            let suites = try options.store().suites()
            if suites.isEmpty { print("No suites yet.") }
            for suite in suites { print("\(suite.name)  \(suite.keys) key\(suite.keys == 1 ? "" : "s")  \(suite.bytes) bytes") }
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Store many values: one `key<TAB>value` line each from standard input.",
            discussion: "Prints `stored KEY` once each value is durable.")

        @OptionGroup var options: Suite
        @Argument var suite: String
        @Option(help: "How to read each value (as for write).") var type: ValueType = .string

        func run() throws {
            try SuiteNames.validate(suite)
            let store = try options.store()
            var lineNumber = 0
            while let line = readLine() {
                lineNumber += 1
                guard let tab = line.firstIndex(of: "\t") else {
                    throw ValidationError("line \(lineNumber) has no tab between the key and the value")
                }
                let key = String(line[..<tab])
                try store.set(try type.parse(String(line[line.index(after: tab)...]), key: key), forKey: key, in: suite)
                print("stored \(key)")
                fflush(nil)
            }
        }
    }
}
