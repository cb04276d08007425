/// Text made of runs: plain strings and dates drawn by the host in a style.
public struct TextNode: Sendable, Hashable {
    public var runs: [TextRun]

    public init(runs: [TextRun]) { self.runs = runs }

    /// The text's plain strings joined, dates left out; for tests and logs.
    public var plainText: String { runs.map(\.plainText).joined() }
}

extension TextNode: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(runs: try fields.required("runs"))
    }

    public var json: JSON { .fields(["runs": runs.json]) }
}
