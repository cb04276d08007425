import Foundation
import Hummingbird
import NIOPosix
import WidgetDrawing
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// A preview canvas of the watched package, as Xcode's: each kind in every family it supports, side
/// by side, with switches for the color scheme, rendering mode, Dynamic Type size and platform, a
/// scrubber through the timeline's entries, the package's `#Preview`s drawn (a widget's with each entry
/// it lists, in its family) and its `PreviewProvider`s by name. Served at `/preview` beside the live
/// page (the same token and fences); the pictures are the painter's PNGs, redrawn when the package is
/// rebuilt; a failed build or a provider's error (with its crash site, in development mode) shows in place.
enum PreviewCanvas {
    static func add(to router: Router<BasicRequestContext>, bundle identifier: String, package: URL, report: LoadReport, metrics: LayoutMetrics) {
        router.get("/preview") { _, _ in
            guard let bundle = report.bundle(identifier) else { return text("the watched bundle \(identifier) is not loaded", status: .notFound) }
            // A bundle that cannot list them (it failed to start) still shows its kinds and providers.
            let drawn = (try? await bundle.previews()) ?? []
            // The package's files are read on NIO's pool, never on the event loop.
            let listed = (try? await NIOThreadPool.singleton.runIfActive { previews(in: package) }) ?? []
            let page = page(bundle.description.widgets, drawn: drawn, listed: listed, title: package.lastPathComponent)
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: page)))
        }
        router.get("/preview/picture") { request, _ in
            let query = request.uri.queryParameters
            do throws(WidgetRuntimeError) {
                let asked = try Asked(query: { query.get($0) }, base: metrics)
                let name = try asked.requiredKind()
                guard let bundle = report.bundle(identifier), let kind = bundle.kind(named: name) else {
                    return text("no kind \(name) in \(identifier)", status: .notFound)
                }
                let entry = try await asked.entry(of: kind, in: bundle)
                return await picture(entry, asked, bundle, contentMarginsDisabled: kind.contentMarginsDisabled)
            } catch {
                return text(error.description, status: .unprocessableContent)
            }
        }
        // A `#Preview` by its index: its entry (the first by default; the number of entries in `X-Entries`),
        // a widget's in its own family, a view's in the family asked for.
        router.get("/preview/preview") { request, _ in
            let query = request.uri.queryParameters
            do throws(WidgetRuntimeError) {
                var asked = try Asked(query: { query.get($0) }, base: metrics)
                guard let bundle = report.bundle(identifier) else { return text("\(identifier) is not loaded", status: .notFound) }
                let previews = try await bundle.previews()
                guard let index = query.get("index").flatMap(Int.init), previews.indices.contains(index) else {
                    return text("no preview '\(query.get("index") ?? "")': the package has \(previews.count)", status: .notFound)
                }
                asked.family = previews[index].family ?? asked.family
                let entries = try await bundle.preview(index, context: asked.context)
                guard let last = entries.indices.last else { return text("the preview has no entries", status: .unprocessableContent) }
                let kind = previews[index].kind.flatMap(bundle.kind(named:))
                var response = await picture(
                    entries[min(max(asked.entry ?? 0, 0), last)], asked, bundle, contentMarginsDisabled: kind?.contentMarginsDisabled ?? false)
                response.headers[.init("X-Entries")!] = "\(entries.count)"
                return response
            } catch {
                return text(error.description, status: .unprocessableContent)
            }
        }
        router.get("/preview/entries") { request, _ in
            let query = request.uri.queryParameters
            do throws(WidgetRuntimeError) {
                let asked = try Asked(query: { query.get($0) }, base: metrics)
                guard let bundle = report.bundle(identifier) else { return text("\(identifier) is not loaded", status: .notFound) }
                let timeline = try await bundle.timeline(kind: try asked.requiredKind(), context: asked.context)
                let dates = timeline.timeline.entries.map { JSON.string($0.date.formatted(date: .abbreviated, time: .standard)) }
                return Response(
                    status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: JSON.array(dates).serialized)))
            } catch {
                return text(error.description, status: .unprocessableContent)
            }
        }
    }

    /// An entry painted as the canvas asks, as a PNG response. Painted on NIO's pool: it sets text in
    /// fonts and reads the bundle's images, files the event loop must not wait for.
    private static func picture(_ entry: RenderedEntry, _ asked: Asked, _ bundle: LoadedBundle, contentMarginsDisabled: Bool) async -> Response {
        let painted = try? await NIOThreadPool.singleton.runIfActive {
            let layout = FrameLayout(metrics: asked.metrics, now: entry.date)
            let painter = WidgetPainter(
                scheme: asked.scheme, scale: 2, cornerRadius: asked.metrics.cornerRadius(for: asked.family), now: entry.date,
                renderingMode: asked.mode, resource: { bundle.resourceData(named: $0) })
            return painter.png(layout.layout(entry.view, family: asked.family, contentMarginsDisabled: contentMarginsDisabled))
        }
        guard let png = painted else { return text("the runtime is stopping", status: .serviceUnavailable) }
        return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }

    /// What a picture is asked for: the kind (none for a `#Preview`), family and switches of the canvas,
    /// from the query.
    struct Asked {
        var kind: String?
        var family: WidgetFamily
        var scheme: ColorScheme
        var mode: WidgetPainter.RenderingMode
        var metrics: LayoutMetrics
        /// The timeline entry by index; nil: the provider's snapshot.
        var entry: Int?

        init(query: (String) -> String?, base: LayoutMetrics) throws(WidgetRuntimeError) {
            func value(_ name: String) -> String? { query(name).flatMap { $0.isEmpty ? nil : $0 } }
            func invalid(_ name: String, _ fix: String) -> WidgetRuntimeError {
                WidgetRuntimeError(.configurationInvalid, at: "preview", "'\(value(name) ?? "")' is no \(name)", fix: fix)
            }
            kind = value("kind")
            guard let family = WidgetFamily(rawValue: value("family") ?? "systemSmall") else { throw invalid("family", "name a WidgetFamily, as systemSmall") }
            self.family = family
            guard let scheme = ColorScheme(rawValue: value("scheme") ?? "light") else { throw invalid("scheme", "light or dark") }
            self.scheme = scheme
            guard let mode = WidgetPainter.RenderingMode(rawValue: value("mode") ?? "fullColor") else { throw invalid("mode", "fullColor, accented or vibrant") }
            self.mode = mode
            var metrics = base
            if let name = value("platform") {
                guard let platform = LayoutMetrics.Platform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                    throw invalid("platform", "macOS or iOS")
                }
                if platform != metrics.platform { metrics = LayoutMetrics(platform: platform) }
            }
            if metrics.platform == .iOS, let name = value("device") {
                guard let device = WidgetDevice.named(name) else { throw invalid("device", WidgetDevice.known) }
                metrics.device = device
            }
            if metrics.platform == .iOS, let name = value("dynamicType") {
                guard let size = LayoutMetrics.DynamicTypeSize(rawValue: name) else { throw invalid("dynamicType", "xSmall … xxxLarge or accessibility1 … accessibility5") }
                metrics.dynamicTypeSize = size
            }
            self.metrics = metrics
            entry = value("entry").flatMap(Int.init)
        }

        /// The kind asked for, where one must be.
        func requiredKind() throws(WidgetRuntimeError) -> String {
            guard let kind else { throw WidgetRuntimeError(.configurationInvalid, at: "preview", "'' is no kind", fix: "name a kind of the package") }
            return kind
        }

        /// What the provider is told: the family at its size, the scheme and mode, shown in a preview.
        var context: ProviderContext {
            ProviderContext(
                family: family, displaySize: metrics.size(of: family), isPreview: true, colorScheme: scheme.rawValue, renderingMode: mode.rawValue)
        }

        /// The entry drawn: the timeline's at ``entry`` (its last, past the end), or the snapshot.
        func entry(of kind: KindDescription, in bundle: LoadedBundle) async throws(WidgetRuntimeError) -> RenderedEntry {
            guard let index = entry else { return try await bundle.snapshot(kind: kind.kind, context: context) }
            let entries = try await bundle.timeline(kind: kind.kind, context: context).timeline.entries
            guard let last = entries.indices.last else { return try await bundle.placeholder(kind: kind.kind, context: context) }
            return entries[min(max(index, 0), last)]
        }
    }

    /// A `#Preview` or `PreviewProvider` of the package's sources: its name and where it is.
    struct Preview: Equatable {
        var name: String
        var place: String
        var isProvider = false
    }

    /// The previews the package's Swift files declare (and, for a ported package, its project's), in
    /// file order (`#Preview("Name")`, an unnamed `#Preview`, `struct Name: PreviewProvider`). A
    /// `PreviewProvider`'s are listed, not drawn.
    static func previews(in package: URL) -> [Preview] {
        let own = FileManager.default.enumerator(at: package.appending(path: "Sources"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        let files = (own + PackageWatcher.portedSources(of: package)).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        var found: [Preview] = []
        let macro = /#Preview\s*(?:\(\s*"((?:[^"\\]|\\.)*)")?/
        let provider = /struct\s+(\w+)\s*:\s*(?:[\w\s,]*,\s*)?PreviewProvider\b/
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let relative = String(file.path.dropFirst(package.path.count + 1))
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if let match = line.firstMatch(of: macro) {
                    found.append(Preview(name: match.1.map(String.init) ?? "Preview", place: "\(relative):\(number + 1)"))
                } else if let match = line.firstMatch(of: provider) {
                    found.append(Preview(name: String(match.1), place: "\(relative):\(number + 1)", isProvider: true))
                }
            }
        }
        return found
    }

    private static func text(_ message: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: message)))
    }

    /// The canvas: the switches, the scrubber, a row of figures per kind, a row per drawn `#Preview`
    /// (its entries, filled in by the script), and the previews found in the sources by name.
    static func page(_ kinds: [KindDescription], drawn: [PreviewDescription], listed previews: [Preview], title: String) -> String {
        func options(_ values: [String], selected: String) -> String {
            values.map { "<option\($0 == selected ? " selected" : "")>\($0)</option>" }.joined()
        }
        let devices = WidgetDevice.all.flatMap(\.models)
        let sizes = LayoutMetrics.DynamicTypeSize.allCases.map(\.rawValue)
        let rows = kinds.map { kind in
            let figures = kind.supportedFamilies.map { family in
                """
                <figure data-kind="\(HTMLRenderer.escape(kind.kind))" data-family="\(family.rawValue)"><img alt="\(HTMLRenderer.escape(kind.displayName)), \(family.rawValue)">\
                <pre class="error" hidden></pre><figcaption>\(family.rawValue)</figcaption></figure>
                """
            }.joined()
            return "<section><h2>\(HTMLRenderer.escape(kind.displayName)) <small>\(HTMLRenderer.escape(kind.kind))</small></h2><div class=\"row\">\(figures)</div></section>"
        }.joined()
        // The macro's previews in the bundle's order (a file's name, then the line): each drawn one takes its place.
        let places = previews.filter { !$0.isProvider }.map(\.place).sorted { first, second in
            func key(_ place: String) -> (String, Int) {
                let parts = place.split(separator: ":")
                return (String(parts.first?.split(separator: "/").last ?? ""), Int(parts.last ?? "") ?? 0)
            }
            return key(first) < key(second)
        }
        let drawnRows = drawn.enumerated().map { index, preview in
            let name = HTMLRenderer.escape(preview.name ?? "Preview")
            let family = preview.family ?? .systemMedium
            let place = drawn.count == places.count ? " <code>\(HTMLRenderer.escape(places[index]))</code>" : ""
            return """
                <section data-preview="\(index)" data-family="\(family.rawValue)"><h3>\(name) <small>\(family.rawValue)</small>\(place)</h3>\
                <div class="row"></div><pre class="error" hidden></pre></section>
                """
        }.joined()
        let notDrawn = previews.filter { $0.isProvider || drawn.count != places.count }
        let listed = drawnRows + (notDrawn.isEmpty ? "" : "<ul>" + notDrawn.map {
            "<li><b>\(HTMLRenderer.escape($0.name))</b> <code>\(HTMLRenderer.escape($0.place))</code></li>"
        }.joined() + "</ul>")
        let previewsSection = drawn.isEmpty && previews.isEmpty
            ? "<p>No <code>#Preview</code> or <code>PreviewProvider</code> in the package's sources.</p>" : listed
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>\(HTMLRenderer.escape(title)) — preview</title><style>
            body { font: 13px Inter, system-ui, sans-serif; margin: 0; background: #8e8e93; color: #fff; }
            header { position: sticky; top: 0; background: #3a3a3c; padding: 10px 16px; display: flex; gap: 14px; flex-wrap: wrap; align-items: center; }
            main { padding: 8px 24px 32px; } h2 { font-size: 15px; margin: 18px 0 8px; } h3 { font-size: 13px; margin: 14px 0 6px; }
            h2 small, h3 small { opacity: .7; font-weight: normal; }
            .row { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; } figure { margin: 0; }
            figure img { display: block; zoom: .5; } figcaption { margin-top: 4px; }
            pre { white-space: pre-wrap; background: #1c1c1e; color: #ff6961; padding: 10px; border-radius: 8px; max-width: 60em; margin: 0; }
            #problem { margin: 12px 24px 0; } code { color: #e5e5ea; }
            </style></head><body>
            <header><b>\(HTMLRenderer.escape(title))</b>
            <label>Scheme <select id="scheme">\(options(["light", "dark"], selected: "light"))</select></label>
            <label>Rendering <select id="mode">\(options(WidgetPainter.RenderingMode.allCases.map(\.rawValue), selected: "fullColor"))</select></label>
            <label>Platform <select id="platform">\(options(["iOS", "macOS"], selected: "iOS"))</select></label>
            <label>Device <select id="device"><option value="">largest iPhone</option>\(options(devices, selected: ""))</select></label>
            <label>Dynamic Type <select id="dynamicType">\(options(sizes, selected: "large"))</select></label>
            <label>Entry <input id="entry" type="range" min="-1" max="0" value="-1"> <span id="when">snapshot</span></label>
            </header>
            <pre id="problem" hidden></pre>
            <main>\(rows)<h2>Previews</h2>\(previewsSection)</main>
            <script>
            const controls = ["scheme", "mode", "platform", "device", "dynamicType"].map(id => document.getElementById(id));
            const entry = document.getElementById("entry"), when = document.getElementById("when");
            let dates = [], drawing = 0;
            function query(figure) {
              const q = new URLSearchParams(figure.dataset.kind ? {kind: figure.dataset.kind, family: figure.dataset.family} : {family: figure.dataset.family});
              const mac = document.getElementById("platform").value === "macOS";
              for (const c of controls) if (!(mac && (c.id === "device" || c.id === "dynamicType"))) q.set(c.id, c.value);
              if (Number(entry.value) >= 0) q.set("entry", entry.value);
              return q;
            }
            async function draw() {
              const round = ++drawing;
              for (const figure of document.querySelectorAll("figure[data-kind]")) {
                const img = figure.querySelector("img"), error = figure.querySelector(".error");
                const answer = await fetch("/preview/picture?" + query(figure));
                if (round !== drawing) return;
                if (answer.ok) {
                  URL.revokeObjectURL(img.src); img.src = URL.createObjectURL(await answer.blob()); img.hidden = false; error.hidden = true;
                } else {
                  error.textContent = await answer.text(); error.hidden = false; img.hidden = true;
                }
              }
              await drawPreviews(round);
            }
            // Each #Preview: its entries side by side, as many as the first answer says it has.
            async function drawPreviews(round) {
              for (const section of document.querySelectorAll("section[data-preview]")) {
                const row = section.querySelector(".row"), error = section.querySelector(".error");
                let count = 1;
                for (let index = 0; index < count; index++) {
                  const q = query(section);
                  q.set("index", section.dataset.preview); q.set("entry", String(index));
                  const answer = await fetch("/preview/preview?" + q);
                  if (round !== drawing) return;
                  if (!answer.ok) { error.textContent = await answer.text(); error.hidden = false; row.replaceChildren(); break; }
                  error.hidden = true;
                  count = Number(answer.headers.get("X-Entries") || "1");
                  let figure = row.children[index];
                  if (!figure) {
                    figure = document.createElement("figure");
                    figure.append(document.createElement("img"), document.createElement("figcaption"));
                    row.append(figure);
                  }
                  const img = figure.querySelector("img");
                  URL.revokeObjectURL(img.src); img.src = URL.createObjectURL(await answer.blob());
                  img.alt = section.querySelector("h3").textContent + ", entry " + (index + 1);
                  figure.querySelector("figcaption").textContent = count > 1 ? "entry " + (index + 1) + " of " + count : "";
                }
                while (row.children.length > count) row.lastChild.remove();
              }
            }
            async function scrubber() {
              const first = document.querySelector("figure[data-kind]");
              if (!first) return;
              const answer = await fetch("/preview/entries?" + query(first));
              dates = answer.ok ? await answer.json() : [];
              entry.max = String(dates.length - 1);
              label();
            }
            function label() { when.textContent = Number(entry.value) < 0 ? "snapshot" : (dates[entry.value] || ""); }
            for (const c of controls) c.addEventListener("change", () => { scrubber(); draw(); });
            entry.addEventListener("input", () => { label(); draw(); });
            const events = new EventSource("/events");
            const problem = document.getElementById("problem");
            events.addEventListener("problem", e => { problem.textContent = e.data; problem.hidden = !e.data; if (!e.data) { scrubber(); draw(); } });
            // The watched bundle's widget redrawn (a rebuild started it again): draw again, once a second at most.
            let pending = null;
            for (const name of ["figure", "widget"]) events.addEventListener(name, () => {
              pending = pending || setTimeout(() => { pending = null; scrubber(); draw(); }, 1000);
            });
            scrubber(); draw();
            </script></body></html>
            """
    }
}
