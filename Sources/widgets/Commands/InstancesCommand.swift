import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct InstancesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instances",
        abstract: "Add, list and remove the widgets on screen.",
        discussion: "Goes through the running runtime when there is one, and edits the home's instance list otherwise.",
        subcommands: [Add.self, List.self, Remove.self, Family.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Put a widget of a kind on screen.")
        @OptionGroup var runtime: RuntimeOptions
        @Argument(help: "The kind, or bundle.identifier/kind.") var kind: String
        @Option(help: "Its family: small, medium, large, extraLarge, circular, rectangular, inline.") var family: WidgetFamily?

        func run() async throws {
            let home = try RuntimeHome.locate(explicit: runtime.home)
            let (_, report) = try await runtime.loadBundles()
            if let runtime = try await ControlConnection.connect(to: home) {
                defer { runtime.close() }
                let instance = try await runtime.addInstance(kind: kind, family: family)
                print("Added \(instance.id) (\(instance.bundle)/\(instance.kind), \(instance.family.shortName)).")
                prompt(for: instance, report)
                return
            }
            var (list, _) = try InstanceList.load(home: home, bundles: report)
            let instance = try list.update { list throws(WidgetRuntimeError) in try list.add(kind: kind, family: family, bundles: report) }
            print("Added \(instance.id) (\(instance.bundle)/\(instance.kind), \(instance.family.shortName)); it shows when `widgets run` starts.")
            prompt(for: instance, report)
        }

        /// A kind that asks to be configured first (`promptsForUserConfiguration()`) gets its parameters listed.
        private func prompt(for instance: WidgetInstance, _ report: LoadReport) {
            guard let kind = try? report.resolve(instance).kind, kind.promptsForConfiguration, let schema = kind.configuration else { return }
            print("\(kind.displayName) asks to be configured first:")
            for parameter in schema.parameters { print("  \(parameter.name): \(parameter.title) (\(parameter.type))") }
            print("Set them with `widgets configure \(instance.id) NAME=VALUE …`.")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the widgets on screen.")
        @OptionGroup var runtime: RuntimeOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let home = try RuntimeHome.locate(explicit: runtime.home)
            if let runtime = try await ControlConnection.connect(to: home) {
                defer { runtime.close() }
                let statuses = try await runtime.instances()
                if json { print(statuses.json.prettyPrinted); return }
                if statuses.isEmpty { print("No widgets on screen.") }
                for status in statuses {
                    let instance = status.instance
                    var line = "\(instance.id)  \(instance.bundle)/\(instance.kind)  \(instance.family.shortName)"
                    if let entry = status.entry { line += "  entry \(entry + 1) of \(status.entries)" }
                    if let next = status.nextReload { line += "  next reload \(next.formatted(date: .omitted, time: .standard))" }
                    if let left = status.budgetLeft { line += "  budget left \(left)" }
                    if let problem = status.bundleProblem { line += "\n    bundle: \(problem)" }
                    if let reason = status.needsConfiguration {
                        line += "\n    needs configuration: \(reason)"
                    } else if let error = status.lastError {
                        line += "\n    last error: \(error)"
                    }
                    print(line)
                }
                return
            }
            let (_, report) = try await runtime.loadBundles()
            let (list, _) = try InstanceList.load(home: home, bundles: report)
            if json { print(list.instances.json.prettyPrinted); return }
            if list.instances.isEmpty { print("No widgets on screen.") }
            for instance in list.instances {
                print("\(instance.id)  \(instance.bundle)/\(instance.kind)  \(instance.family.shortName)  (no runtime running)")
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Take a widget off screen.")
        @OptionGroup var runtime: RuntimeOptions
        @Argument(help: "The instance's id, as `widgets instances list` shows it.") var id: String

        func run() async throws {
            let home = try RuntimeHome.locate(explicit: runtime.home)
            if let runtime = try await ControlConnection.connect(to: home) {
                defer { runtime.close() }
                _ = try await runtime.removeInstance(InstanceID(id))
            } else {
                let (_, report) = try await runtime.loadBundles()
                var (list, _) = try InstanceList.load(home: home, bundles: report)
                _ = try list.update { list throws(WidgetRuntimeError) in try list.remove(InstanceID(id)) }
            }
            print("Removed \(id).")
        }
    }

    struct Family: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show a widget in another family its kind supports.")
        @OptionGroup var runtime: RuntimeOptions
        @Argument(help: "The instance's id, as `widgets instances list` shows it.") var id: String
        @Argument(help: "The family: small, medium, large, extraLarge, circular, rectangular, inline.") var family: WidgetFamily

        func run() async throws {
            let home = try RuntimeHome.locate(explicit: runtime.home)
            if let runtime = try await ControlConnection.connect(to: home) {
                defer { runtime.close() }
                _ = try await runtime.setFamily(of: InstanceID(id), to: family)
            } else {
                let (_, report) = try await runtime.loadBundles()
                var (list, _) = try InstanceList.load(home: home, bundles: report)
                _ = try list.update { list throws(WidgetRuntimeError) in try list.setFamily(family, of: InstanceID(id), bundles: report) }
            }
            print("\(id) is a \(family.shortName) widget now.")
        }
    }
}
