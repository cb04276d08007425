import Foundation
import WidgetLayout
import WidgetRuntime

/// The terminal's alternate screen: entered once, left on the way out, whether the runtime ends or
/// crashes (a crash signal writes the escape that gives the screen back, then takes its course).
enum TerminalScreen {
    private static let leaveSequence = "\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l"
    /// The bytes a crash handler writes: set up before any handler can run.
    nonisolated(unsafe) private static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array(leaveSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()

    /// The terminal's settings before the view: given back with the screen. Keys are then read one
    /// at a time without echo (Ctrl-C still stops).
    nonisolated(unsafe) private static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private(set) static var readsKeys = false

    static func enter() {
        _ = leaveBytes
        if isatty(0) == 1, tcgetattr(0, savedSettings) == 0 {
            var keys = savedSettings.pointee
            keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
            readsKeys = tcsetattr(0, TCSANOW, &keys) == 0
        }
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE] {
            signal(number) { number in
                TerminalScreen.restore()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        atexit { TerminalScreen.restore() }
        FileHandle.standardOutput.write(Data("\u{1b}[?1049h\u{1b}[?25l\u{1b}[H\u{1b}[2J".utf8))
    }

    static func leave() {
        restore()
    }

    /// The screen and the terminal's settings as they were; only calls a crash handler may make.
    private static func restore() {
        _ = write(1, leaveBytes.baseAddress, leaveBytes.count)
        if readsKeys { _ = tcsetattr(0, TCSANOW, savedSettings) }
    }

    /// The terminal's columns and rows (80 by 24 when it does not say).
    static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
