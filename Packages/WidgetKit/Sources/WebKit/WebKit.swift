// `import WebKit` in code written for Apple's platforms: `WKWebView` and its configuration, which
// build and load nothing here (logged once); fetch pages with URLSession. As on Apple's platforms,
// importing it brings Foundation.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
import FrameworkStandIns

/// A web view's settings.
open class WKWebViewConfiguration: NSObject, @unchecked Sendable {
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    public override init() {}
}

/// Where a web view keeps cookies and caches.
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
}

/// A page load.
open class WKNavigation: NSObject, @unchecked Sendable {}

/// What a web view tells the app about its loads.
public protocol WKNavigationDelegate: AnyObject {}

/// A web page view: loads nothing here; `load` returns nil and logs once.
open class WKWebView: NSObject, @unchecked Sendable {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open var url: URL? { nil }
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var estimatedProgress: Double { 0 }

    public init(frame: CGRect = .zero, configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        self.configuration = configuration
    }

    private func sayNoWebView() -> WKNavigation? {
        StandInLog.once("WebKit", "WKWebView is not on Linux: it loads nothing; fetch pages with URLSession")
        return nil
    }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { sayNoWebView() }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { sayNoWebView() }
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { sayNoWebView() }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        _ = sayNoWebView()
    }
}
