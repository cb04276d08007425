import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetHome
import WidgetWire

/// Draws widgets as HTML: each view an element at the frame the layout engine computed (in CSS
/// pixels, one per point), its text set in the font files Pango measured, light or dark, every
/// string escaped. A fragment carries its own style; a page holds one or more widgets and keeps
/// their live dates, timers and timer progress current each second.
public struct HTMLRenderer: Sendable {
    /// `automatic` follows the browser's `prefers-color-scheme`.
    public enum Scheme: String, Sendable, CaseIterable { case light, dark, automatic }

    /// Where each view goes, and the moment drawn.
    var layout: FrameLayout
    public var scheme: Scheme
    /// A bundle resource's bytes (`Image(_:)`) by name, to embed it.
    public var resource: @Sendable (String) -> Data?

    /// WidgetKit's rendering mode: `fullColor`, or `accented` (accentable content in the accent color,
    /// the rest in white, on a dark tinted background) or `vibrant` (monochrome, as on a Lock Screen).
    public var renderingMode = "fullColor"

    public init(
        now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current, metrics: LayoutMetrics = LayoutMetrics(),
        scheme: Scheme = .light, renderingMode: String = "fullColor", resource: @escaping @Sendable (String) -> Data? = { _ in nil },
        cache: LayoutCache = .shared
    ) {
        layout = FrameLayout(metrics: metrics, now: now, timeZone: timeZone, locale: locale, cache: cache)
        self.scheme = scheme
        self.renderingMode = renderingMode
        self.resource = resource
    }

    /// The same drawing at another moment: dates and timers as they read then.
    public func withClock(_ now: Date) -> HTMLRenderer {
        var renderer = self
        renderer.layout.now = now
        return renderer
    }

    /// One widget as a self-contained fragment: its style and its markup.
    public func fragment(_ node: RenderNode, family: WidgetFamily, title: String? = nil, contentMarginsDisabled: Bool = false) -> String {
        "<style>\(Self.fontFaces)\n\(Self.style)</style>\n" + widget(node, family: family, title: title, contentMarginsDisabled: contentMarginsDisabled)
    }

    /// A widget on a page: what it shows, its caption and, when the page is served, its instance id.
    public struct PageWidget: Sendable {
        public var node: RenderNode
        public var family: WidgetFamily
        public var title: String
        public var contentMarginsDisabled: Bool
        /// Set when clicks are taps sent to `widgets run --http`.
        public var instance: String?
        /// This widget's bundle resources, when the page holds widgets of several bundles.
        public var resource: (@Sendable (String) -> Data?)?
        /// Said under the widget: why its bundle's code does not run now (quarantined, restarting).
        public var notice: String?

        public init(
            node: RenderNode, family: WidgetFamily, title: String, contentMarginsDisabled: Bool = false, instance: String? = nil,
            resource: (@Sendable (String) -> Data?)? = nil, notice: String? = nil
        ) {
            self.notice = notice
            self.node = node
            self.family = family
            self.title = title
            self.contentMarginsDisabled = contentMarginsDisabled
            self.instance = instance
            self.resource = resource
        }
    }

    /// A page of widgets, each with its title, that updates live dates and timers each second. A
    /// click opens the widget's URL in a new tab; on a served page (widgets with instance ids) it is a
    /// tap, posted to `/instances/ID/tap/TARGET`, and the page then shows what the widgets show next,
    /// and a problem the runtime reports (a failed rebuild's compiler errors) until it is put right.
    /// `served`: the page is the runtime's live one (by default: when its widgets have instance ids).
    public func page(_ widgets: [PageWidget], title: String, served: Bool? = nil) -> String {
        let served = served ?? widgets.contains { $0.instance != nil }
        return """
        <!doctype html>
        <html lang="en" class="\(scheme.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(title))</title>
        <style>\(Self.fontFaces)
        \(Self.style)
        body { margin: 24px; background: var(--page); font-family: system-ui, -apple-system, sans-serif; }
        .widgets { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; } figcaption { color: var(--secondary); font: 13px system-ui, sans-serif; margin-top: 6px; }
        #tapped { font: 13px system-ui, sans-serif; color: var(--secondary); min-height: 1.5em; }
        h1 { font: 600 20px system-ui, sans-serif; color: var(--primary, #000); margin: 0 0 8px; }
        html.dark h1 { color: #fff; } @media (prefers-color-scheme: dark) { html.automatic h1 { color: #fff; } }
        .empty { font: 15px system-ui, sans-serif; color: var(--secondary); }
        .empty:has(+ .widgets figure) { display: none; }
        #tapped.lost { color: #d70015; }
        #problem { font: 12px ui-monospace, monospace; white-space: pre-wrap; color: #d70015; background: rgba(215, 0, 21, 0.08);
          border-radius: 8px; padding: 10px 12px; margin: 0 0 16px; }
        </style>
        </head>
        <body>
        <h1>\(Self.escape(title))</h1>
        \(served ? "<p id=\"tapped\" role=\"status\"></p><pre id=\"problem\" role=\"alert\" hidden></pre>" : "")
        <p class="empty">Nothing on screen yet. Add a widget with <code>widgets instances add KIND</code> (<code>widgets list</code> shows the kinds); it appears here at once.</p>
        <div class="widgets">
        \(widgets.map(figure).joined(separator: "\n"))
        </div>
        <script>\(Self.script)\(served ? Self.tapScript : Self.openScript)</script>
        </body>
        </html>
        """
    }

    /// One widget of a page with its caption: what a live page replaces when the widget changes.
    public func figure(_ widget: PageWidget) -> String {
        let instance = widget.instance.map { " data-instance=\"\(Self.escape($0))\"" } ?? ""
        var renderer = self
        if let resource = widget.resource { renderer.resource = resource }
        return "<figure\(instance)>"
            + renderer.widget(widget.node, family: widget.family, title: nil, contentMarginsDisabled: widget.contentMarginsDisabled)
            + "<figcaption>\(Self.escape(widget.title)) · \(widget.family.shortName)\(widget.instance.map { " · \(Self.escape($0))" } ?? "")"
            + (widget.notice.map { "<br><strong class=\"notice\">\(Self.escape($0))</strong>" } ?? "") + "</figcaption></figure>"
    }

    /// The widget's outline, and in it every view at its frame.
    private func widget(_ node: RenderNode, family: WidgetFamily, title: String?, contentMarginsDisabled: Bool) -> String {
        let laid = layout.layout(node, family: family, contentMarginsDisabled: contentMarginsDisabled)
        let style = "width:\(Self.number(laid.frame.width))px;height:\(Self.number(laid.frame.height))px;border-radius:\(Self.number(family.cornerRadius))px;"
        let url = node.widgetURL.map { " data-widget-url=\"\(Self.escape($0))\"" } ?? ""
        let label = title.map { " aria-label=\"\(Self.escape($0))\"" } ?? ""
        let mode = renderingMode == "fullColor" ? "" : " \(renderingMode == "accented" ? "accented" : "vibrant")"
        let views = ViewMarkup(renderer: self, widgetCorners: family.cornerRadius)
        return "<div class=\"widget \(scheme.rawValue) \(family.rawValue)\(mode)\" style=\"\(style)\"\(url)\(label)>"
            + laid.children.map { views.markup($0, in: laid.frame.origin) }.joined() + "</div>"
    }

    // MARK: Style

    /// The faces text is set in: the files Pango measured with, as the served page offers them
    /// (`/fonts/NAME`), else the same fonts installed where the browser runs.
    static let fontFaces = FontFiles.faces.map { face in
        let sources = ["url(\"/fonts/\(escape(face.fileName))\")"] + face.localNames.map { "local(\"\(escape($0))\")" }
        return "@font-face { font-family:\"\(face.family)\"; src:\(sources.joined(separator: ",")); font-weight:\(face.weight); "
            + "font-style:\(face.italic ? "italic" : "normal"); }"
    }.joined(separator: "\n")

    /// The names the palette has, and `tint`, which is the accent color unless a view sets its own.
    static let namedColors = Set(SystemColors.names + ["tint"])

    /// The system colors of a scheme as CSS variables (`--fill-tertiary:rgba(…);`), from the palette
    /// every surface draws with.
    static func colorVariables(_ scheme: ColorScheme) -> String {
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        let colors = SystemColors.names.compactMap { name in
            SystemColors.color(named: name, scheme: scheme).map { color in
                "--\(name.replacingOccurrences(of: ".", with: "-")):rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(number(color.alpha)));"
            }
        }
        return (colors + ["--tint:var(--accentColor);"]).joined(separator: " ")
    }

    /// Apple's system colors, light and dark; the widget and page backgrounds; views placed at their frames.
    static let style = """
        .widget { \(Self.colorVariables(.light)) --page:#f2f2f7;
          position:relative; box-sizing:border-box; overflow:hidden; background:var(--background); color:var(--primary);
          font-family:Inter, "Noto Color Emoji", "DejaVu Sans", sans-serif; font-size:13px; box-shadow:0 1px 4px rgba(0,0,0,.15); }
        .widget.dark { \(Self.colorVariables(.dark)) --page:#000; }
        html.light, html.automatic { --page:#f2f2f7; --secondary:rgba(60,60,67,.6); } html.dark { --page:#000; --secondary:rgba(235,235,245,.6); }
        @media (prefers-color-scheme: dark) {
          html.automatic { --page:#000; --secondary:rgba(235,235,245,.6); }
          .widget.automatic { \(Self.colorVariables(.dark)) } }
        .widget .v { position:absolute; box-sizing:border-box; margin:0; }
        .widget .text { font-kerning:normal; font-variant-numeric:proportional-nums; hyphens:manual; }
        .widget .text .lines { margin-right:-1px; }
        .widget time { white-space:pre; }
        .widget .symbol { text-align:center; white-space:pre; } .widget .symbol.unknown { opacity:.5; }
        .widget svg { position:absolute; left:0; top:0; overflow:visible; }
        .widget .bar { position:absolute; left:0; top:0; bottom:0; border-radius:inherit; }
        .widget .image { width:100%; height:100%; object-fit:contain; display:block; }
        .widget a.link { color:inherit; text-decoration:none; }
        .widget .control { cursor:pointer; }
        .widget .switch { background:var(--fill); } .widget .switch.on { background:var(--green); }
        .widget .knob { position:absolute; border-radius:50%; background:#fff; }
        .widget.accented, .widget.vibrant { background:#1c1c1e !important; }
        .widget.accented .v, .widget.vibrant .v { color:rgba(255,255,255,.85) !important; border-color:rgba(255,255,255,.6) !important; }
        .widget.accented [data-leaf=color], .widget.vibrant [data-leaf=color] { background:rgba(255,255,255,.15) !important; }
        .widget.accented img, .widget.vibrant img { filter:grayscale(1); }
        .widget.accented .accent, .widget.accented .accent .v { color:var(--accentColor) !important; }
        """

    /// Keeps `.relative`, `.offset`, `.timer` dates, timer intervals and timer progress live.
    static let script = """
        function two(n){return String(n).padStart(2,'0')}
        function clock(s,hours){s=Math.max(0,Math.floor(s));var h=hours?Math.floor(s/3600):0,m=Math.floor((s-h*3600)/60),r=s%60;return h>0?h+':'+two(m)+':'+two(r):m+':'+two(r)}
        function words(s){s=Math.abs(Math.floor(s));var u=[[86400,'day'],[3600,'hr'],[60,'min'],[1,'sec']],p=[];for(var i=0;i<u.length&&p.length<2;i++){var c=Math.floor(s/u[i][0]);s%=u[i][0];if(c>0)p.push(c+' '+u[i][1]);else if(p.length)break}return p.length?p.join(', '):'0 sec'}
        function tick(){var now=Date.now()/1000;document.querySelectorAll('time[data-style]').forEach(function(t){var st=t.dataset.style;
          if(st==='interval'){var a=Date.parse(t.dataset.start)/1000,b=Date.parse(t.dataset.end)/1000,p=t.dataset.pause?Date.parse(t.dataset.pause)/1000:null;
            var m=Math.min(Math.max(p!==null?Math.min(p,now):now,a),b);t.textContent=clock(t.dataset.countsDown==='true'?b-m:m-a,t.dataset.showsHours==='true');return}
          var d=Date.parse(t.getAttribute('datetime'))/1000;
          if(st==='timer')t.textContent=clock(Math.abs(now-d),true);else if(st==='relative')t.textContent=words(d-now);
          else{var s=Math.trunc(d-now),g=s<0?'-':'+',a=Math.abs(s),u=[[86400,'day'],[3600,'hour'],[60,'minute'],[1,'second']],k=u.find(function(x){return a>=x[0]})||u[3],c=Math.floor(a/k[0]);t.textContent=g+c+' '+k[1]+(c===1?'':'s')}})}
        function bars(now){document.querySelectorAll('[data-start].bar,[data-start].arc').forEach(function(p){var a=Date.parse(p.dataset.start)/1000,b=Date.parse(p.dataset.end)/1000;
          var f=Math.min(Math.max((now-a)/Math.max(b-a,1),0),1);if(p.dataset.countsDown==='true')f=1-f;
          if(p.classList.contains('bar'))p.style.width=(f*100)+'%';else p.setAttribute('stroke-dasharray',(f*100)+' 100')})}
        setInterval(function(){tick();bars(Date.now()/1000)},1000);tick();
        """

    /// A static page: a click outside the links opens the widget's URL.
    static let openScript = """
        document.addEventListener('click',function(e){if(e.target.closest('a'))return;var w=e.target.closest('[data-widget-url]');if(w)window.open(w.dataset.widgetUrl,'_blank')});
        """

    /// A served page: a click is a tap on the target under it (a button, a toggle, a link in the
    /// families that have links, else the widget), posted to the runtime. The runtime's events
    /// (`/events`, server-sent) bring a widget's new figure (its id on the first line), or say which
    /// widget to fetch again.
    static let tapScript = """
        document.addEventListener('click',function(e){var f=e.target.closest('[data-instance]');if(!f)return;e.preventDefault();
          var w=f.querySelector('.widget'),t='widget',c=e.target.closest('[data-target]'),a=e.target.closest('a.link');
          if(c)t=c.dataset.target;else if(a&&!/systemSmall|accessory/.test(w.className))t='link-'+(Array.prototype.indexOf.call(w.querySelectorAll('a.link'),a)+1);
          fetch('/instances/'+encodeURIComponent(f.dataset.instance)+'/tap/'+t,{method:'POST'}).then(function(r){return r.json()})
            .then(function(j){document.getElementById('tapped').textContent=j.message})});
        function place(id,h){var old=document.querySelector('figure[data-instance="'+CSS.escape(id)+'"]');
          if(old){old.outerHTML=h}else{document.querySelector('.widgets').insertAdjacentHTML('beforeend',h)}tick()}
        function redraw(id){fetch('/instances/'+encodeURIComponent(id)+'/figure').then(function(r){return r.ok?r.text():null}).then(function(h){if(h!==null)place(id,h)})}
        var events=new EventSource('/events');
        events.onerror=function(){var s=document.getElementById('tapped');s.className='lost';
          s.textContent='Lost the runtime: it stopped or restarted. Start `widgets run --http` again and open the address it prints; this page keeps trying.'};
        events.onopen=function(){var s=document.getElementById('tapped');if(s.className==='lost'){s.className='';s.textContent=''}};
        events.addEventListener('widget',function(e){redraw(e.data)});
        events.addEventListener('figure',function(e){var i=e.data.indexOf('\\n');place(e.data.slice(0,i),e.data.slice(i+1))});
        events.addEventListener('problem',function(e){var p=document.getElementById('problem');p.textContent=e.data;p.hidden=!e.data});
        events.addEventListener('removed',function(e){var f=document.querySelector('figure[data-instance="'+CSS.escape(e.data)+'"]');if(f)f.remove()});
        """

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A length or value for CSS: whole numbers as they are, others to 0.01.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e9 ? String(Int(rounded)) : String(rounded)
    }
}
