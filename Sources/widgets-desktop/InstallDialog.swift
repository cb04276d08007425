import CGtk
import Foundation
import Spawning
import WidgetHome

/// A catalog's widget installed from the gallery as on a terminal: `widgets install ID` runs (the
/// same fetch, fenced build and capability prompt), its words shown in a window as they come; when
/// it asks, Install answers yes and Cancel no. One window a widget.
@MainActor
final class InstallDialog {
    /// The question `widgets install` asks before it installs.
    static let question = "Install it and grant what it asks for? [y/N]"
    private static var open: [String: InstallDialog] = [:]

    private let widget: CatalogWidget
    private let window: UnsafeMutablePointer<GtkWidget>
    private let words: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let install: UnsafeMutablePointer<GtkWidget>
    private let cancel: UnsafeMutablePointer<GtkWidget>
    private var child: ChildProcess?
    /// The install's standard input (the answer goes there) and output, while it runs.
    private var answer: Int32 = -1
    private var output: Int32 = -1
    private var source: guint = 0
    private var said: [UInt8] = []
    private var asked = false

    static func show(_ widget: CatalogWidget, home: RuntimeHome) {
        if let dialog = open[widget.id] {
            gtk_window_present(shim_window(dialog.window))
            return
        }
        let dialog = InstallDialog(widget)
        open[widget.id] = dialog
        dialog.start(home: home)
    }

    private init(_ widget: CatalogWidget) {
        self.widget = widget
        Theme.load()
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(shim_window(window), "Install \(widget.name)")
        gtk_window_set_default_size(shim_window(window), 560, 520)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_container_set_border_width(shim_container(column), 18)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_widget_set_vexpand(scrolled, 1)
        words = gtk_label_new("")!
        gtk_label_set_xalign(shim_label(words), 0)
        gtk_label_set_yalign(shim_label(words), 0)
        gtk_label_set_selectable(shim_label(words), 1)
        // The snapshots are drawn for a terminal: in a fixed-width font, as there.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_family_new("Monospace"))
        gtk_label_set_attributes(shim_label(words), attributes)
        pango_attr_list_unref(attributes)
        gtk_container_add(shim_container(scrolled), words)
        status = gtk_label_new("Fetching and building it in its fence…")!
        gtk_label_set_xalign(shim_label(status), 0)
        gtk_label_set_line_wrap(shim_label(status), 1)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        cancel = gtk_button_new_with_label("Cancel")!
        install = gtk_button_new_with_label("Install")!
        gtk_widget_set_sensitive(install, 0)
        for button in [cancel, install] { gtk_container_add(shim_container(buttons), button) }
        for part in [scrolled, status, buttons] { gtk_container_add(shim_container(column), part) }
        gtk_container_add(shim_container(window), column)
        let id = widget.id
        SignalAction.connect(object(install), "clicked") { InstallDialog.open[id]?.reply(yes: true) }
        SignalAction.connect(object(cancel), "clicked") { InstallDialog.open[id].map { gtk_widget_destroy($0.window) } }
        SignalAction.connect(object(window), "destroy") {
            InstallDialog.open[id]?.reply(yes: false)
            InstallDialog.open[id]?.stopReading()
            InstallDialog.open[id] = nil
        }
        gtk_widget_show_all(window)
    }

    /// Starts `widgets install ID` for this home, beside this program.
    private func start(home: RuntimeHome) {
        guard let input = ChildProcess.pipe(), let said = ChildProcess.pipe() else { return finish("cannot start the install: no pipe") }
        let widgets = RuntimeHome.executableDirectory.appending(path: "widgets").path
        do {
            child = try ChildProcess.start(
                [widgets, "install", widget.id, "--catalog", widget.catalog, "--home", home.root.path],
                input: .descriptor(input.read), output: .descriptor(said.write), error: .descriptor(said.write))
        } catch {
            [input.read, input.write, said.read, said.write].forEach { close($0) }
            return finish("cannot start \(widgets): \(error.reason)")
        }
        close(input.read)
        close(said.write)
        answer = input.write
        output = said.read
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
        let condition = GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
        source = g_unix_fd_add(output, condition, { _, _, data in
            let dialog = Unmanaged<InstallDialog>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { dialog.readable() ? gboolean(1) : gboolean(0) }
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Shows what the install wrote; false once it has ended.
    private func readable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { break }
            guard count > 0 else {
                source = 0
                stopReading()
                ended()
                return false
            }
            said += buffer[..<count]
        }
        let text = TerminalText.sanitized(String(decoding: said, as: UTF8.self))
        gtk_label_set_text(shim_label(words), text.replacingOccurrences(of: Self.question + " ", with: "\n"))
        if !asked, text.contains(Self.question) {
            asked = true
            gtk_label_set_text(shim_label(status), Self.question.replacingOccurrences(of: " [y/N]", with: ""))
            gtk_widget_set_sensitive(install, 1)
        }
        return true
    }

    private func reply(yes: Bool) {
        guard answer >= 0 else { return }
        let line = yes ? "y\n" : "n\n"
        _ = line.withCString { write(answer, $0, strlen($0)) }
        close(answer)
        answer = -1
        gtk_widget_set_sensitive(install, 0)
        if yes { gtk_label_set_text(shim_label(status), "Installing…") }
    }

    private func stopReading() {
        if source != 0 { g_source_remove(source) }
        source = 0
        if output >= 0 { close(output) }
        output = -1
    }

    /// The install ended: says how (what it printed last, whether the runtime shows it now or when it
    /// starts again, stays above).
    private func ended() {
        if answer >= 0 {
            close(answer)
            answer = -1
        }
        let code = child?.status() ?? -1
        let text = TerminalText.sanitized(String(decoding: said, as: UTF8.self))
        if code == 0 {
            finish("Installed.")
        } else {
            let reason = text.split(separator: "\n").first { $0.hasPrefix("Error:") }.map { String($0.dropFirst("Error: ".count)) }
            finish("Not installed" + (reason.map { ": \($0)" } ?? "."))
        }
    }

    private func finish(_ message: String) {
        gtk_label_set_text(shim_label(status), message)
        gtk_widget_set_sensitive(install, 0)
        gtk_button_set_label(shim_button(cancel), "Close")
    }
}
