/// How a symbol's layers are colored, as `SymbolRenderingMode` says it: `hierarchical` in levels of the
/// foreground style, `palette` each layer in its own style, `multicolor` in the symbol's own colors.
public enum SymbolRendering: String, Sendable, Hashable, CaseIterable, JSONRepresentable {
    case hierarchical, palette, multicolor
}
