// `import AuthenticationServices` in code written for Apple's platforms: Sign in with Apple and web
// authentication sessions, which build and fail here (`ASAuthorizationError.notHandled`, and
// `ASWebAuthenticationSessionError.presentationContextNotProvided`), logged once. As on Apple's
// platforms, importing it brings Foundation.
@_exported import Foundation
import FrameworkStandIns

/// The queue completion handlers are called on, as Apple's call them on a queue of their own.
private let callbacks = DispatchQueue(label: "AuthenticationServices.callbacks")

/// Why an authorization failed, with Apple's codes.
public struct ASAuthorizationError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable { case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var notHandled: Code { .notHandled }
    public static var canceled: Code { .canceled }
}

/// A scope asked of the person's account.
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = ASAuthorizationScope(rawValue: "full_name")
    public static let email = ASAuthorizationScope(rawValue: "email")
}

/// A request for authorization.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {}

/// A Sign in with Apple request.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorizationScope]?
    open var nonce: String?
    open var state: String?
}

/// Sign in with Apple: requests build; the credential state is `.notFound`.
open class ASAuthorizationAppleIDProvider: NSObject, @unchecked Sendable {
    public enum CredentialState: Int, Sendable { case revoked = 0, authorized = 1, notFound = 2, transferred = 3 }
    public override init() {}
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        StandInLog.once("AuthenticationServices", "Sign in with Apple is not on Linux: every user's credential state is notFound")
        callbacks.async { completion(.notFound, nil) }
    }
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// What a controller's delegate hears.
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Where the sign-in sheet would show.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {}

/// A successful authorization; never made here.
open class ASAuthorization: NSObject, @unchecked Sendable {}

/// Runs authorization requests: each ends with `ASAuthorizationError(.notHandled)` to the delegate.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: ASAuthorizationControllerDelegate?
    open weak var presentationContextProvider: ASAuthorizationControllerPresentationContextProviding?
    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }
    open func performRequests() {
        StandInLog.once("AuthenticationServices", "Sign in with Apple is not on Linux: authorization requests fail with notHandled")
        DispatchQueue.main.async { self.delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.notHandled)) }
    }
}

/// Why a web authentication session failed.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable { case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var canceledLogin: Code { .canceledLogin }
}

/// Where a web authentication session would show.
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {}

/// A sign-in through a web page: there is no browser sheet here; `start()` is false and the
/// completion handler gets `ASWebAuthenticationSessionError(.presentationContextNotProvided)`.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void
    public let url: URL
    private let completion: CompletionHandler
    open weak var presentationContextProvider: ASWebAuthenticationPresentationContextProviding?
    open var prefersEphemeralWebBrowserSession = false

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        completion = completionHandler
    }

    @discardableResult
    open func start() -> Bool {
        StandInLog.once("AuthenticationServices", "ASWebAuthenticationSession is not on Linux: open \(url.host ?? "the page") in the browser and read its callback yourself")
        let completion = completion
        DispatchQueue.main.async { completion(nil, ASWebAuthenticationSessionError(.presentationContextNotProvided)) }
        return false
    }

    open var canStart: Bool { false }
    open func cancel() {}
}
