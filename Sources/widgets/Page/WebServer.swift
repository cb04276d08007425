import Foundation
import Hummingbird
import Logging
import NIOPosix
import WidgetDrawing
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// Serves the widgets on screen as a live page on loopback (`widgets run --http PORT`), where a click
/// is a tap: buttons and toggles perform their intents, links and widget URLs go through the URL
/// router, as `widgets tap` does.
enum WebServer {
    /// The application; `onRunning` gets the port it listens on (the one asked for, or the kernel's
    /// choice for 0). Every request needs `token` (see ``PageGuard``).
    static func application(
        port: Int, token: String, host: WidgetHost, control: ControlServer, report: LoadReport, events: PageEvents,
        metrics: LayoutMetrics = LayoutMetrics(), preview: (bundle: String, package: URL)? = nil, logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        let renderer = renderer(metrics: metrics)
        let router = Router()
        let served = ServedPort()
        router.add(middleware: PageGuard(token: token, served: served))
        if let preview { PreviewCanvas.add(to: router, bundle: preview.bundle, package: preview.package, report: report, metrics: metrics) }
        // Pages are laid out on NIO's thread pool: setting text in a size or weight not set before
        // opens its font's file, which the event loop must not wait for.
        router.get("/") { _, _ in
            let widgets = await pageWidgets(host: host, report: report)
            return html(try await NIOThreadPool.singleton.runIfActive { renderer.withClock(Date()).page(widgets, title: "Widgets", served: true) })
        }
        // The font files the widgets' text is set in, so that the browser sets it as Pango measured it.
        router.get("/fonts/:name") { _, context in
            guard let face = FontFiles.face(named: try context.parameters.require("name")),
                let bytes = try await NIOThreadPool.singleton.runIfActive({ FileManager.default.contents(atPath: face.path) })
            else { return Response(status: .notFound) }
            return Response(
                status: .ok, headers: [.contentType: face.mediaType, .cacheControl: "max-age=86400"],
                body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        router.get("/events") { _, _ in
            let stream = events.subscribe()
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: ": the runtime's events\n\n"))
                    for await message in stream { try await writer.write(ByteBuffer(string: message)) }
                    try await writer.finish(nil)
                })
        }
        router.get("/instances/:id/figure") { _, context in
            let id = InstanceID(try context.parameters.require("id"))
            guard let status = try? await host.status(of: id) else { return Response(status: .notFound) }
            let node = await host.currentEntry(of: id)?.view ?? RenderNode(.empty)
            let widget = pageWidget(status.instance, node, report: report, notice: status.bundleProblem)
            return html(try await NIOThreadPool.singleton.runIfActive { renderer.withClock(Date()).figure(widget) })
        }
        router.get("/instances.json") { _, _ in
            json(.array(await host.statuses().map(\.json)))
        }
        router.post("/instances/:id/tap/:target") { _, context in
            let id = try context.parameters.require("id")
            let target = try context.parameters.require("target")
            do throws(WidgetRuntimeError) {
                let answer = try await control.tap(InstanceID(id), target: target)
                return json(.fields(["message": .string(answer.message), "value": answer.json]))
            } catch {
                return json(.fields(["message": .string(error.description), "error": error.json]), status: .badRequest)
            }
        }
        return Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "widgets"),
            onServerRunning: {
                served.port = $0.localAddress?.port ?? port
                await onRunning(served.port)
            }, logger: logger)
    }

    private static func pageWidgets(host: WidgetHost, report: LoadReport) async -> [HTMLRenderer.PageWidget] {
        var widgets: [HTMLRenderer.PageWidget] = []
        for status in await host.statuses() {
            let node = await host.currentEntry(of: status.instance.id)?.view ?? RenderNode(.empty)
            widgets.append(pageWidget(status.instance, node, report: report, notice: status.bundleProblem))
        }
        return widgets
    }

    /// An instance as the page draws it.
    private static func pageWidget(_ instance: WidgetInstance, _ node: RenderNode, report: LoadReport, notice: String?) -> HTMLRenderer.PageWidget {
        let bundle = report.bundle(instance.bundle)
        let kind = bundle?.kind(named: instance.kind)
        return HTMLRenderer.PageWidget(
            node: node, family: instance.family, title: kind?.displayName ?? instance.kind,
            contentMarginsDisabled: kind?.contentMarginsDisabled ?? false, instance: instance.id.rawValue,
            resource: { bundle?.resourceData(named: $0) }, notice: notice)
    }

    /// Reads the files drawing the page needs (its sheets, scripts and fonts) before it is served: the
    /// routes run on the event loop, which must not wait for a disk. Blocks; call it off the loop.
    static func readFilesOnce(metrics: LayoutMetrics) {
        renderer(metrics: metrics).readFilesOnce()
    }

    /// How the served page draws: light or dark as the browser is, each widget with its live texts
    /// for two minutes (then the page fetches it again).
    private static func renderer(metrics: LayoutMetrics) -> HTMLRenderer {
        var renderer = HTMLRenderer(metrics: metrics, scheme: .automatic)
        renderer.liveSeconds = 120
        return renderer
    }

    /// An instance's new entry as the page's figure, for ``PageEvents``.
    static func figures(report: LoadReport, metrics: LayoutMetrics) -> @Sendable (WidgetInstance, RenderedEntry) -> String {
        let renderer = renderer(metrics: metrics)
        return { instance, entry in
            renderer.withClock(Date()).figure(pageWidget(instance, entry.view, report: report, notice: nil))
        }
    }

    private static func html(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func json(_ value: JSON, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: value.serialized)))
    }
}
