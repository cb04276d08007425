import Foundation

/// The shape the stand-ins' error types share, each as Apple's (`CLError`, `MKError`, `UNError`): a
/// code from Apple's list, the framework's domain, and the runtime's reason when it gave one, as the
/// error's description and its `NSLocalizedDescriptionKey`. Not for authors to use.
public protocol _StandInError: CustomNSError, CustomStringConvertible, Hashable, Sendable {
    associatedtype Code: RawRepresentable, Sendable, Hashable where Code.RawValue: BinaryInteger
    var code: Code { get }
    /// What went wrong, in the runtime's words; nil when it said nothing more than the code.
    var _reason: String? { get }
}

extension _StandInError {
    public var errorCode: Int { Int(code.rawValue) }
    public var errorUserInfo: [String: Any] { _reason.map { [NSLocalizedDescriptionKey: $0] } ?? [:] }
    public var description: String { "\(Self.self)(\(code))" + (_reason.map { ": \($0)" } ?? "") }
}
