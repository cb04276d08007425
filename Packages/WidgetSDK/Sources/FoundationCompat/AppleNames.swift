import Foundation

#if !canImport(ObjectiveC)
// Dispatch's time constants, which Apple's platforms define as C macros and Linux's Dispatch leaves out.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

extension NSObject {
    /// The class an archiver records for instances, as Objective-C's `+classForCoder` answers it: the
    /// class itself (`config.protocolClasses = [MyProtocol.classForCoder()]`).
    public class func classForCoder() -> AnyClass { self }
}
#endif
