/// A mark drawn by the chart itself, whose content is the one mark it describes.
protocol PrimitiveMark: ChartContent where Body == Never {
    var mark: _Mark { get }
}

extension PrimitiveMark {
    public var body: Never { return fatalError("\(Self.self) is drawn by the chart and has no body") }
    public func _chartMarks() -> [_Mark] { [mark] }
}
