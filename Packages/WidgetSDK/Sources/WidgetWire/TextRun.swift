import Foundation

/// A piece of a text.
public indirect enum TextRun: Sendable, Hashable {
    case verbatim(String)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a live timer the host draws.
    case timer(TimerRun)
    /// A date the host formats when it draws, so relative and timer styles stay live.
    case date(Date, style: DateStyle)
    /// A symbol inside the text (`Text("\(Image(systemName: "star")) 4.5")`).
    case symbol(String)
    /// Runs with a style of their own (`Text("a").bold() + Text("b")`).
    case styled([TextRun], RunStyle)

    /// The run's plain strings, dates and symbols left out.
    public var plainText: String {
        switch self {
        case .verbatim(let string): string
        case .styled(let runs, _): runs.map(\.plainText).joined()
        case .timer, .date, .symbol: ""
        }
    }

    /// Whether the run shows a time that changes as it passes.
    public var isLive: Bool {
        switch self {
        case .verbatim, .symbol: false
        case .date(_, let style): style == .relative || style == .offset || style == .timer
        case .timer: true
        case .styled(let runs, _): runs.contains(where: \.isLive)
        }
    }

    /// The next moment after `now` at which the run reads differently, or nil when it never will: a
    /// timer while it runs and a relative, offset or timer date each whole second from their date.
    public func nextChange(after now: Date) -> Date? {
        switch self {
        case .verbatim, .symbol: nil
        case .date(let date, _):
            isLive ? date.addingTimeInterval((now.timeIntervalSince(date) + 1).rounded(.down)) : nil
        case .timer(let timer): timer.nextChange(after: now)
        case .styled(let runs, _): runs.compactMap { $0.nextChange(after: now) }.min()
        }
    }
}

extension TextRun: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        if let date = try fields.optional("date", as: Date.self) {
            self = .date(date, style: try fields.required("style"))
        } else if let timer = fields["timer"] {
            let timerFields = try JSONFields(timer, at: "\(fields.path).timer")
            self = .timer(TimerRun(
                start: try timerFields.required("start"), end: try timerFields.required("end"),
                pauseTime: try timerFields.optional("pauseTime"), countsDown: try timerFields.optional("countsDown") ?? true,
                showsHours: try timerFields.optional("showsHours") ?? true))
        } else if let symbol = try fields.optional("symbol", as: String.self) {
            self = .symbol(RenderLimits.name(symbol))
        } else if let styled = fields["styled"] {
            let styledFields = try JSONFields(styled, at: "\(fields.path).styled")
            self = .styled(try styledFields.required("runs"), try styledFields.optional("style") ?? RunStyle())
        } else {
            self = .verbatim(RenderLimits.text(try fields.required("text")))
        }
    }

    public var json: JSON {
        switch self {
        case .verbatim(let string): .fields(["text": .string(string)])
        case .date(let date, let style): .fields(["date": date.json, "style": style.json])
        case .symbol(let name): .fields(["symbol": .string(name)])
        case .styled(let runs, let style): .object([("styled", .fields(["runs": runs.json, "style": style.json]))])
        case .timer(let timer):
            .object([("timer", .fields([
                "start": timer.start.json, "end": timer.end.json, "pauseTime": timer.pauseTime?.json,
                "countsDown": .bool(timer.countsDown), "showsHours": .bool(timer.showsHours),
            ]))])
        }
    }
}
