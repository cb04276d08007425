import WidgetWire

/// A toggle's switch as the layout engine places it: a track of 38×22 points at the right of its
/// control, centred across it and 8 points after the label, and a round knob inset 2 points, on the
/// right when the toggle is on. Surfaces paint it where it is.
public struct ToggleSwitch: Sendable, Hashable {
    /// The track's size.
    static let size = Size(width: 38, height: 22)
    /// The room a toggle keeps beside its label: the track and the space before it.
    static let room = size.width + 8
    static let knobInset = 2.0

    public var isOn: Bool
    /// The knob's frame, in points from the widget's top-left corner.
    public var knob: Rect

    /// The switch of a control placed in `control`, and its track's frame.
    static func placed(isOn: Bool, in control: Rect) -> (switch: ToggleSwitch, track: Rect) {
        let track = Rect(
            x: control.maxX - size.width, y: control.minY + (control.height - size.height) / 2, width: size.width, height: size.height)
        let side = size.height - 2 * knobInset
        let knob = Rect(x: isOn ? track.maxX - knobInset - side : track.minX + knobInset, y: track.minY + knobInset, width: side, height: side)
        return (ToggleSwitch(isOn: isOn, knob: knob), track)
    }
}
