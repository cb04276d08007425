import Foundation

/// A CoreFoundation allocator; only nil (the default) is passed here.
public typealias CFAllocator = AnyObject

/// An X.509 certificate as DER bytes: what `#if canImport(Security)` code of other packages
/// (swift-certificates' `Certificate(_:)`) converts to and from. Nothing here checks or trusts it.
public final class SecCertificate: Hashable, @unchecked Sendable {
    // Unchecked: its one property is a constant.
    let der: Data

    init(der: Data) { self.der = der }

    public static func == (lhs: SecCertificate, rhs: SecCertificate) -> Bool { lhs.der == rhs.der }
    public func hash(into hasher: inout Hasher) { hasher.combine(der) }
}

/// A certificate of these DER bytes; nil for no bytes (they are not parsed).
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    data.isEmpty ? nil : SecCertificate(der: data)
}

/// The certificate's DER bytes.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der }
