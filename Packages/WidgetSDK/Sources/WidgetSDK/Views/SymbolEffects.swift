import Foundation

// Symbol effects: iOS does not animate them in a widget, and neither does the runtime; the effects and
// their modifiers are accepted so that widget code using them builds unchanged, and draw the symbol still.

/// An animation of a symbol, as SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active (`pulse`, `variableColor`, `scale`, …).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes (`bounce`, …).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol (`appear`, `disappear`).
public protocol TransitionSymbolEffect {}
/// An effect between two symbols (`replace`).
public protocol ContentTransitionSymbolEffect {}

/// One of the effects SwiftUI names; each variant (`.up`, `.byLayer`, `.iterative` …) is the same
/// still symbol here.
public struct StillSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
    ContentTransitionSymbolEffect, Hashable
{
    let name: String

    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}

extension SymbolEffect where Self == StillSymbolEffect {
    public static var bounce: StillSymbolEffect { StillSymbolEffect(name: "bounce") }
    public static var pulse: StillSymbolEffect { StillSymbolEffect(name: "pulse") }
    public static var variableColor: StillSymbolEffect { StillSymbolEffect(name: "variableColor") }
    public static var scale: StillSymbolEffect { StillSymbolEffect(name: "scale") }
    public static var appear: StillSymbolEffect { StillSymbolEffect(name: "appear") }
    public static var disappear: StillSymbolEffect { StillSymbolEffect(name: "disappear") }
    public static var replace: StillSymbolEffect { StillSymbolEffect(name: "replace") }
    public static var wiggle: StillSymbolEffect { StillSymbolEffect(name: "wiggle") }
    public static var breathe: StillSymbolEffect { StillSymbolEffect(name: "breathe") }
    public static var rotate: StillSymbolEffect { StillSymbolEffect(name: "rotate") }
}

/// How a symbol effect repeats and how fast, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Sendable, Hashable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Animates the symbol while `isActive`; drawn still, as iOS draws it in a widget.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }

    /// Animates the symbol when `value` changes; drawn still, as iOS draws it in a widget.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> Self { self }

    /// Removes the symbol effects of the views inside; they are still here anyway.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}
