/// The interpolation of an ``_InterpolatedText``: the text so far, literals appended as they are.
public protocol _TextInterpolation: StringInterpolationProtocol where StringLiteralType == String {
    var text: String { get set }
    init()
}

extension _TextInterpolation {
    public init(literalCapacity: Int, interpolationCount: Int) { self.init() }
    public mutating func appendLiteral(_ literal: String) { text += literal }
}
