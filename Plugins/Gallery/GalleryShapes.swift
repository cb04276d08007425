import WidgetSDK

// Shapes and styles widget code writes itself, drawn in the goldens (Tests/Goldens/GalleryShapes.*):
// a progress ring, a sparkline and its area, a pie wedge, a dashed outline, a custom button style
// and a custom progress view style.

/// A ring from the top, clockwise all the way round: trimmed, it shows progress.
struct ProgressRing: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
            endAngle: .degrees(270), clockwise: false)
        return path
    }
}

/// A line through values, as high as each is; closed down to the bottom, the area under it.
struct Sparkline: Shape {
    let values: [Double]
    var closed = false

    func path(in rect: CGRect) -> Path {
        let top = values.max() ?? 1
        let step = rect.width / CGFloat(max(values.count - 1, 1))
        var path = Path()
        path.addLines(values.enumerated().map { index, value in
            CGPoint(x: rect.minX + CGFloat(index) * step, y: rect.maxY - rect.height * value / top)
        })
        if closed {
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
        return path
    }
}

/// A slice of a pie, from the top clockwise.
struct Wedge: Shape {
    let degrees: Double

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(
            center: center, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90), endAngle: .degrees(-90 + degrees),
            clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// A capsule button in the tint.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 3)
            .background(.tint, in: Capsule())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// Progress as ten segments, those done in the tint.
struct SegmentsStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let done = Int(((configuration.fractionCompleted ?? 0) * 10).rounded())
        HStack(spacing: 2) {
            ForEach(0..<10) { index in
                RoundedRectangle(cornerRadius: 1.5).fill(index < done ? AnyShapeStyle(.tint) : AnyShapeStyle(.quaternary)).frame(height: 5)
            }
        }
    }
}

/// Shuffles nothing: a button's intent, so the styled button is a tap target.
struct ShuffleIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle"
    func perform() async throws -> some IntentResult { .result() }
}

struct ShapesView: View {
    static let steps: [Double] = [4.2, 6.8, 5.1, 9.4, 7.7, 11.2, 8.6]

    var body: some View {
        HStack(spacing: 14) {
            ZStack {
                ProgressRing().stroke(.quaternary, lineWidth: 8)
                ProgressRing().trim(from: 0, to: 0.7).stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                Text("70%").font(.caption.bold())
            }
            .frame(width: 64, height: 64)
            VStack(alignment: .leading, spacing: 6) {
                Text("Steps this week").font(.caption).foregroundStyle(.secondary)
                ZStack {
                    Sparkline(values: Self.steps, closed: true)
                        .fill(LinearGradient(colors: [.blue.opacity(0.35), .blue.opacity(0)], startPoint: .top, endPoint: .bottom))
                    Sparkline(values: Self.steps).stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                }
                .frame(height: 40)
                ProgressView(value: 0.6).progressViewStyle(SegmentsStyle())
                HStack(spacing: 8) {
                    ZStack {
                        Circle().stroke(.orange, style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
                        Wedge(degrees: 120).fill(.orange).padding(3)
                    }
                    .frame(width: 22, height: 22)
                    Spacer()
                    Button("Shuffle", intent: ShuffleIntent()).buttonStyle(PillButtonStyle())
                }
            }
        }
        .tint(.indigo)
        .containerBackground(.background, for: .widget)
    }
}

struct ShapesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GalleryShapes", provider: GalleryProvider()) { _ in ShapesView() }
            .configurationDisplayName("Gallery shapes")
            .supportedFamilies([.systemMedium])
    }
}
