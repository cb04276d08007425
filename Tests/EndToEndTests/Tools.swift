import Foundation
import Testing

/// A program some tests drive (a terminal, a browser, an X server, a compositor), and the package
/// that installs it.
struct Tool: Sendable {
    let name: String
    let paths: [String]
    let package: String

    /// Where it is installed, if it is.
    var path: String? { paths.first { FileManager.default.isExecutableFile(atPath: $0) } }

    static let tmux = Tool(name: "tmux", paths: ["/usr/bin/tmux", "/usr/local/bin/tmux"], package: "tmux")
    static let chromium = Tool(
        name: "Chromium", paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"], package: "chromium")
    static let xvfb = Tool(name: "Xvfb", paths: ["/usr/bin/Xvfb"], package: "xvfb")
    static let xdotool = Tool(name: "xdotool", paths: ["/usr/bin/xdotool"], package: "xdotool")
    static let xwd = Tool(name: "xwd", paths: ["/usr/bin/xwd"], package: "x11-apps")
    static let xprop = Tool(name: "xprop", paths: ["/usr/bin/xprop"], package: "x11-utils")
    static let dbusDaemon = Tool(name: "dbus-daemon", paths: ["/usr/bin/dbus-daemon"], package: "dbus-daemon")
    static let weston = Tool(name: "weston", paths: ["/usr/bin/weston"], package: "weston")
    static let westonScreenshooter = Tool(name: "weston-screenshooter", paths: ["/usr/bin/weston-screenshooter"], package: "weston")
    static let sway = Tool(name: "sway", paths: ["/usr/bin/sway"], package: "sway")
    static let swaymsg = Tool(name: "swaymsg", paths: ["/usr/bin/swaymsg"], package: "sway")
    static let grim = Tool(name: "grim", paths: ["/usr/bin/grim"], package: "grim")
    static let fcMatch = Tool(name: "fc-match", paths: ["/usr/bin/fc-match"], package: "fontconfig")
    /// git, which `widgets install` and `widgets catalog` fetch with.
    static let git = Tool(name: "git", paths: ["/usr/bin/git"], package: "git")
    static let setpriv = Tool(name: "setpriv", paths: ["/usr/bin/setpriv"], package: "util-linux")
    /// GTK's accessibility bus, started on a session bus for the first application that asks.
    static let atSpi = Tool(name: "at-spi-bus-launcher", paths: ["/usr/libexec/at-spi-bus-launcher"], package: "at-spi2-core")
    /// A screen reader's view of the desktop: pyatspi in Debian's Python (its package's folder, which
    /// `/usr/bin/python3` imports).
    static let pyatspi = Tool(name: "pyatspi", paths: ["/usr/lib/python3/dist-packages/pyatspi"], package: "python3-pyatspi")
    /// GNOME's shell, run headless on a virtual monitor.
    static let gnomeShell = Tool(name: "gnome-shell", paths: ["/usr/bin/gnome-shell"], package: "gnome-shell")
    /// GLib's D-Bus and settings tools (`gdbus`, `gsettings`).
    static let gdbus = Tool(name: "gdbus", paths: ["/usr/bin/gdbus"], package: "libglib2.0-bin")
    /// GTK 3 from Debian's Python, for a plain window of another application.
    static let pythonGtk = Tool(name: "GTK for Python", paths: ["/usr/lib/python3/dist-packages/gi"], package: "python3-gi gir1.2-gtk-3.0")
}

/// The tools a test or suite runs. Where one is missing the test does not run and says which, and
/// how to install it; in CI (`CI=true`, where .ci/run installs every tool) it fails instead.
struct Needs: TestTrait, SuiteTrait, TestScoping {
    let tools: [Tool]

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let missing = tools.filter { $0.path == nil }
        guard testCase != nil, !missing.isEmpty else { return try await function() }
        let packages = Set(missing.map(\.package)).sorted().joined(separator: " ")
        let why = "\(missing.map(\.name).joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") not installed (apt-get install \(packages))"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("CI installs every tool this test needs, yet \(why)")
        } else {
            try Test.cancel("skipped: \(why); .ci/run installs every tool")
        }
    }
}

extension Trait where Self == Needs {
    /// Runs the test where every one of `tools` is installed, and fails it in CI where one is not.
    static func needs(_ tools: Tool...) -> Self { Needs(tools: tools) }
}
