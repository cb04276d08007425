import Foundation

/// The threads that read what bundles and apps send (a worker's frames, a control connection).
package enum ReaderThreads {
    /// Room for the deepest JSON a message may hold (512 levels), parsed, decoded and freed by
    /// recursion, in a debug build. Pages are touched only when used.
    package static let stackSize = 8 << 20
}
