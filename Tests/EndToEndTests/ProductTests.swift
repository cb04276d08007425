import Foundation
import Testing

/// What each library product brings to whoever imports it, read from the package manifest.
@Suite(.throttled) struct ProductTests {
    /// Each target's direct dependencies that are targets of this package, from `swift package dump-package`.
    private func targetGraph() async throws -> [String: [String]] {
        let dump = await Fixtures.run(["swift", "package", "--ignore-lock", "--package-path", Fixtures.repository.path, "dump-package"])
        guard dump.status == 0, let manifest = try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any],
            let targets = manifest["targets"] as? [[String: Any]]
        else { throw FixtureError("swift package dump-package failed: \(dump.error)") }
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            graph[name] = dependencies.compactMap { dependency in
                ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
            }
        }
        return graph
    }

    /// The targets `target` reaches through its dependencies, itself included.
    private func reached(from target: String, in graph: [String: [String]]) -> Set<String> {
        var reached: Set<String> = []
        var queue = [target]
        while let next = queue.popLast() {
            guard reached.insert(next).inserted else { continue }
            queue += graph[next] ?? []
        }
        return reached
    }

    @Test func theClientLibraryForAppsLeavesOutTheHost() async throws {
        let graph = try await targetGraph()
        let reached = reached(from: "WidgetClient", in: graph)
        #expect(reached.contains("WidgetHome"))
        // No loader (dlopen, libffi, fences), no renderers, no scheduler: all of those are WidgetRuntime's.
        for host in ["WidgetRuntime", "WidgetDeclarative", "BundleStart", "CFFI", "CFence", "WidgetSurfaces"] {
            #expect(!reached.contains(host), "WidgetClient reaches \(host): \(reached.sorted())")
        }
        #expect(graph["WidgetRuntime"]?.contains("WidgetHome") == true)
    }

    /// The desktop shows entries the runtime sends it: it shares the surfaces' layout, never the host.
    @Test func theDesktopLeavesOutTheHost() async throws {
        let graph = try await targetGraph()
        for desktop in ["widgets-desktop", "WidgetDesktop"] {
            let reached = reached(from: desktop, in: graph)
            for host in ["WidgetRuntime", "WidgetDeclarative", "BundleStart", "CFFI", "CFence", "CGio"] {
                #expect(!reached.contains(host), "\(desktop) reaches \(host): \(reached.sorted())")
            }
        }
        #expect(reached(from: "widgets-desktop", in: graph).contains("WidgetSurfaces"))
    }
}
